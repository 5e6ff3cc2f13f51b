import { Alert, Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import type { SCIMConnection } from '@shelfscope/identity-client';
import { type FormEvent, useState } from 'react';
import { useCreateScim, useScimConnection } from '../api/scim';
import { CopyField } from '../sso/copy-field';
import { ScimLog } from './scim-log';
import { ScimRules } from './scim-rules';

const PROVIDERS = [
  { value: 'okta', label: 'Okta' },
  { value: 'microsoft-entra', label: 'Microsoft Entra ID' },
  { value: 'google-workspace', label: 'Google Workspace' },
  { value: 'onelogin', label: 'OneLogin' },
  { value: 'jumpcloud', label: 'JumpCloud' },
  { value: 'generic', label: 'Other SCIM 2.0 client' },
];

/**
 * "SCIM provisioning": the organization's SCIM connection. Created here, its base URL and bearer
 * token are shown for the IdP (the token this once); then its group-to-role rules and the live log
 * of the IdP's requests. The identity server checks every call (stytch.scim).
 */
export function ScimSettings() {
  const connection = useScimConnection();
  // Held here, above the form: the token must outlive the form it was created from.
  const create = useCreateScim();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="SCIM provisioning">
      <Text fw={600}>SCIM provisioning</Text>
      <Text size="xs" c="dimmed" mb="sm" maw={720}>
        Let your identity provider add, update and remove your organization’s members, and give them roles by their groups.
      </Text>
      {connection.isError ? (
        <Alert color="red" variant="light" role="alert" title="The SCIM connection could not be loaded">
          {(connection.error as { error_message?: string }).error_message ?? connection.error.message}
        </Alert>
      ) : connection.isPending ? (
        <Text size="sm" c="dimmed">
          Loading…
        </Text>
      ) : connection.data ? (
        <Stack gap="md">
          {create.data?.connection_id === connection.data.connection_id ? (
            <NewToken token={create.data.bearer_token} onDone={() => create.reset()} />
          ) : null}
          <ConnectionFacts connection={connection.data} />
          <ScimRules connection={connection.data} />
          <ScimLog connectionId={connection.data.connection_id} />
        </Stack>
      ) : (
        <CreateScim create={create} />
      )}
    </Paper>
  );
}

function CreateScim({ create }: { create: ReturnType<typeof useCreateScim> }) {
  const [name, setName] = useState('');
  const [provider, setProvider] = useState<string | null>('okta');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({ display_name: name.trim(), identity_provider: provider ?? 'generic' });
  };
  return (
    <form onSubmit={submit} aria-label="Create a SCIM connection">
      <Stack gap="xs" maw={520}>
        <TextInput
          label="Connection name"
          placeholder="Okta SCIM"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Select label="Identity provider" data={PROVIDERS} value={provider} onChange={setProvider} allowDeselect={false} />
        <Group>
          <Button type="submit" loading={create.isPending}>
            Create SCIM connection
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function NewToken({ token, onDone }: { token: string; onDone: () => void }) {
  return (
    <Alert color="yellow" variant="light" title="Copy the bearer token now: it is shown only this once">
      <Stack gap="xs">
        <CopyField label="Bearer token" value={token} />
        <Group>
          <Button size="xs" variant="light" onClick={onDone}>
            I have copied it
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

function ConnectionFacts({ connection }: { connection: SCIMConnection }) {
  return (
    <Stack gap="xs">
      <Text size="sm">
        {connection.display_name || 'SCIM connection'} ·{' '}
        {PROVIDERS.find((p) => p.value === connection.identity_provider)?.label ?? connection.identity_provider}
      </Text>
      <CopyField label="SCIM base URL" value={connection.base_url} />
      <Text size="xs" c="dimmed">
        Bearer token ending in {connection.bearer_token_last_four}. Give your identity provider the base URL and the token.
      </Text>
    </Stack>
  );
}
