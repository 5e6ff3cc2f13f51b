import { Alert, Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { ApiError, type WebAuthnRegistration } from '@shelfscope/identity-client';
import { type FormEvent, useState } from 'react';
import { useAddPasskey, usePasskeys, useRemovePasskey } from '../api/passkeys';

const messageOf = (error: unknown) => {
  if (error instanceof ApiError) return error.error_message;
  // The browser's own refusal: the member cancelled, or the device has no passkey support.
  if (error instanceof Error && error.name === 'NotAllowedError') return 'The passkey was not created (cancelled or timed out).';
  return error instanceof Error ? error.message : 'Something went wrong.';
};

const dateTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const when = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : 'Never');

/**
 * Settings → Passkeys: the member's passkeys (they sign in without an email or password, and
 * count as a second factor), each named, with when it was last used; add one on this device,
 * remove one.
 */
export function PasskeySettings() {
  const passkeys = usePasskeys();
  const supported = typeof window !== 'undefined' && typeof window.PublicKeyCredential !== 'undefined';
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Passkeys">
      <Text fw={600}>Passkeys</Text>
      <Text size="xs" c="dimmed" mb="sm" maw={720}>
        Sign in with your fingerprint, face or device PIN instead of an email code or password. A passkey also counts as your
        second factor.
      </Text>
      <Stack gap="sm">
        {passkeys.isError ? (
          <Alert color="red" variant="light" role="alert" title="Passkeys could not be loaded">
            {messageOf(passkeys.error)}
          </Alert>
        ) : null}
        {passkeys.data?.length === 0 ? (
          <Text size="sm" c="dimmed">
            No passkeys yet.
          </Text>
        ) : null}
        {passkeys.data?.map((p) => (
          <PasskeyRow key={p.webauthn_registration_id} passkey={p} />
        ))}
        {supported ? (
          <AddPasskey />
        ) : (
          <Text size="sm" c="dimmed">
            This browser cannot create passkeys.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

function PasskeyRow({ passkey }: { passkey: WebAuthnRegistration }) {
  const remove = useRemovePasskey();
  return (
    <Group justify="space-between" wrap="wrap" gap="xs" data-testid="passkey-row">
      <Stack gap={0}>
        <Group gap="xs">
          <Text size="sm" fw={500}>
            {passkey.name}
          </Text>
          {passkey.backed_up ? (
            <Badge variant="light" color="teal" size="sm">
              Synced
            </Badge>
          ) : null}
        </Group>
        <Text size="xs" c="dimmed">
          Added {when(passkey.created_at)} · Last used {when(passkey.last_used_at)}
        </Text>
        {remove.isError ? (
          <Text size="xs" c="red">
            {messageOf(remove.error)}
          </Text>
        ) : null}
      </Stack>
      <Button
        variant="default"
        color="red"
        size="xs"
        loading={remove.isPending}
        onClick={() => remove.mutate(passkey.webauthn_registration_id)}
        aria-label={`Remove passkey ${passkey.name}`}
      >
        Remove
      </Button>
    </Group>
  );
}

function AddPasskey() {
  const add = useAddPasskey();
  const [name, setName] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    add.mutate(name.trim(), { onSuccess: () => setName('') });
  };
  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="xs">
        <TextInput
          label="Passkey name"
          placeholder="e.g. Work laptop"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={100}
          w={240}
          error={add.isError ? messageOf(add.error) : undefined}
        />
        <Button type="submit" loading={add.isPending}>
          Add a passkey
        </Button>
      </Group>
    </form>
  );
}
