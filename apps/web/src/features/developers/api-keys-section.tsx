import { Badge, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { API_KEY_SCOPES, type ApiKey, type ApiKeyScope, type CreatedApiKey } from '@shelfscope/contracts';
import { useState } from 'react';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { ErrorText } from '../../components/error-text';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from '../../lib/api-keys';
import { fieldErrors } from '../../lib/field-errors';
import { ChoiceGrid, SecretFormModal } from './secret-form-modal';
import { when } from './shown-once';

const EXPIRIES = [
  { value: 'never', label: 'Never' },
  { value: '30', label: 'In 30 days' },
  { value: '90', label: 'In 90 days' },
  { value: '365', label: 'In a year' },
];

/** The organization's API keys: each with its scopes and last use; create (shown once) and revoke. */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const revoke = useRevokeApiKey();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="API keys">
      <Group justify="space-between" mb="xs" wrap="wrap">
        <div>
          <Text fw={600}>API keys</Text>
          <Text size="xs" c="dimmed" maw={640}>
            A key calls the seller API as this organization, with the scopes you give it: send it as{' '}
            <code>Authorization: Bearer ss_…</code>.
          </Text>
        </div>
        <Button onClick={() => setCreating(true)}>Create key</Button>
      </Group>
      <ErrorText error={keys.error} />
      {keys.data?.length === 0 ? <Text size="sm">No keys yet.</Text> : null}
      <Stack gap="xs">
        {keys.data?.map((key) => (
          <KeyRow key={key.id} apiKey={key} onRevoke={() => setRevoking(key)} />
        ))}
      </Stack>
      <CreateKeyModal opened={creating} onClose={() => setCreating(false)} />
      <ConfirmDeleteModal
        opened={revoking !== null}
        title="Revoke this API key?"
        confirmLabel="Revoke"
        loading={revoke.isPending}
        error={revoke.error}
        onConfirm={() => revoking && revoke.mutate(revoking.id, { onSuccess: () => setRevoking(null) })}
        onClose={() => {
          setRevoking(null);
          revoke.reset();
        }}
      >
        {revoking?.name} stops working with its next request. Scripts and apps that use it will be refused.
      </ConfirmDeleteModal>
    </Paper>
  );
}

/** One key: name and prefix, scopes, last use and expiry; wraps onto lines of its own on a phone. */
function KeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: () => void }) {
  return (
    <Paper withBorder radius="sm" p="sm" component="section" aria-label={apiKey.name}>
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {apiKey.name}
            </Text>
            <Text size="xs" c="dimmed" ff="monospace">
              {apiKey.prefix}…
            </Text>
          </Group>
          <Group gap={4}>
            {apiKey.scopes.map((scope) => (
              <Badge key={scope} variant="light" size="sm" tt="none">
                {scope}
              </Badge>
            ))}
          </Group>
          <Text size="xs" c="dimmed">
            Last used:{' '}
            {apiKey.lastUsedAt ? `${when(apiKey.lastUsedAt)} from ${apiKey.lastUsedAddress ?? 'an unknown address'}` : 'never'}
            {' · '}Expires: {apiKey.expiresAt ? when(apiKey.expiresAt) : 'never'}
          </Text>
        </Stack>
        {apiKey.revokedAt ? (
          <Badge color="gray" variant="light">
            Revoked
          </Badge>
        ) : (
          <Button size="compact-sm" color="red" variant="subtle" onClick={onRevoke}>
            Revoke
          </Button>
        )}
      </Group>
    </Paper>
  );
}

function CreateKeyModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [expiry, setExpiry] = useState('90');
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const errors = fieldErrors(create.error);
  const close = () => {
    setName('');
    setScopes([]);
    setCreated(null);
    create.reset();
    onClose();
  };
  const submit = () => {
    const days = Number(expiry);
    const expiresAt = expiry === 'never' ? null : new Date(Date.now() + days * 86_400_000).toISOString();
    create.mutate({ name, scopes, expiresAt }, { onSuccess: setCreated });
  };
  return (
    <SecretFormModal
      opened={opened}
      onClose={close}
      title="Create an API key"
      doneTitle="Your new API key"
      secret={created?.key ?? null}
      secretLabel="API key"
      submitLabel="Create key"
      canSubmit={name.trim() !== '' && scopes.length > 0}
      pending={create.isPending}
      error={create.error}
      onSubmit={submit}
    >
      <TextInput
        label="Name"
        description="What uses it, e.g. “Repricer”"
        value={name}
        onChange={(e) => setName(e.currentTarget.value)}
        error={errors.name}
        required
      />
      <ChoiceGrid label="Scopes" options={API_KEY_SCOPES} value={scopes} onChange={setScopes} error={errors.scopes} />
      <Select
        label="Expires"
        data={EXPIRIES}
        value={expiry}
        onChange={(value) => setExpiry(value ?? 'never')}
        allowDeselect={false}
        error={errors.expiresAt}
      />
    </SecretFormModal>
  );
}
