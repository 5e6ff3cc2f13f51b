import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import type { SAMLConnection } from '@shelfscope/identity-client';
import { type FormEvent, useState } from 'react';
import { useIdentityApi } from '../../../lib/identity-api';
import {
  type ConnectionRow,
  useConfigureSaml,
  useCreateOidc,
  useCreateSaml,
  useDeleteConnection,
  useSsoConnections,
  useTestSignIn,
} from '../api/sso';
import { usePermissions } from '../organization-admin';
import { CopyField } from './copy-field';
import { isIssuerUrl } from './issuer-url';
import { SsoGuidePanel } from './sso-guide';
import { SsoTestPanel, TestConnectionButton } from './sso-test';

const PROVIDER_LABEL: Record<string, string> = {
  'google-workspace': 'Google Workspace',
  'microsoft-entra': 'Microsoft Entra ID',
  okta: 'Okta',
  onelogin: 'OneLogin',
  jumpcloud: 'JumpCloud',
  generic: 'Other',
};

/**
 * The section with the caller's rights from the role policy: `stytch.sso` `create` (an admin).
 * A policy without the `stytch.sso` resource (a server before SSO) falls back to who may change
 * the organization's allowed sign-in methods.
 */
export function SsoSection() {
  const permissions = usePermissions().data;
  if (!permissions) return null;
  const sso = permissions['stytch.sso'];
  const canManage = sso
    ? sso.create === true
    : permissions['stytch.organization']?.['update.settings.allowed-auth-methods'] === true;
  return <SsoSettings canManage={canManage} />;
}

/**
 * Settings, "Single sign-on": the organization's SSO connections (SAML and OIDC). Admins (role
 * policy: stytch.sso create) add, test and delete them; other members see the list only. The
 * identity server checks every change again.
 */
export function SsoSettings({ canManage }: { canManage: boolean }) {
  const connections = useSsoConnections();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Single sign-on">
      <Text fw={600}>Single sign-on</Text>
      <Text size="xs" c="dimmed" mb="sm" maw={720}>
        {canManage
          ? "Let your organization's members sign in through your identity provider (Okta, Microsoft Entra ID, Google Workspace, or any SAML or OpenID Connect provider)."
          : 'The identity providers your organization signs in with. Only an organization admin can change them.'}
      </Text>
      <Stack gap="md">
        {connections.isError && isRefusal(connections.error) ? (
          <Text size="sm" c="dimmed">
            Only an organization admin can see the connections.
          </Text>
        ) : connections.isError ? (
          <Alert color="red" variant="light" role="alert" title="The connections could not be loaded">
            {(connections.error as { error_message?: string }).error_message ?? connections.error.message}
          </Alert>
        ) : connections.isPending ? (
          <Text size="sm" c="dimmed">
            Loading connections…
          </Text>
        ) : (
          <ConnectionsTable rows={connections.data} canManage={canManage} />
        )}
        {canManage ? <SsoGuidePanel /> : null}
        {canManage ? <AddConnection /> : null}
      </Stack>
    </Paper>
  );
}

/** The server refused the list for this member's roles (not a failure to show in red). */
const isRefusal = (error: unknown) => {
  const status = (error as { status_code?: number }).status_code;
  return status === 401 || status === 403;
};

function ConnectionsTable({ rows, canManage }: { rows: ConnectionRow[]; canManage: boolean }) {
  const remove = useDeleteConnection();
  const test = useTestSignIn();
  // The IT-admin portal has no member session to sign in with: no "Test sign-in" there.
  const { member } = useIdentityApi();
  const [confirming, setConfirming] = useState<string | null>(null);
  const [testing, setTesting] = useState<ConnectionRow | null>(null);
  if (rows.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No SSO connection yet.
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      <Table.ScrollContainer minWidth={640} type="native" tabIndex={0}>
        <Table aria-label="SSO connections" verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th>Protocol</Table.Th>
              <Table.Th>Identity provider</Table.Th>
              <Table.Th>Status</Table.Th>
              {canManage ? (
                <Table.Th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </Table.Th>
              ) : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.connection_id}>
                <Table.Td>{row.display_name}</Table.Td>
                <Table.Td>{row.kind}</Table.Td>
                <Table.Td>{PROVIDER_LABEL[row.identity_provider] ?? row.identity_provider}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={row.status === 'active' ? 'teal' : 'yellow'}>
                    {row.status}
                  </Badge>
                </Table.Td>
                {canManage ? (
                  <Table.Td>
                    <Group gap="xs" justify="flex-end" wrap="nowrap">
                      {row.kind !== 'External' && row.status === 'active' ? (
                        <TestConnectionButton row={row} onStarted={setTesting} />
                      ) : null}
                      {member ? (
                        <Button
                          size="xs"
                          variant="light"
                          loading={test.isPending && test.variables?.connection_id === row.connection_id}
                          onClick={() => test.mutate(row)}
                          aria-label={`Test sign-in with ${row.display_name}`}
                        >
                          Test sign-in
                        </Button>
                      ) : null}
                      {confirming === row.connection_id ? (
                        <Button
                          size="xs"
                          color="red"
                          loading={remove.isPending}
                          onClick={() => remove.mutate(row, { onSettled: () => setConfirming(null) })}
                          aria-label={`Confirm deleting ${row.display_name}`}
                        >
                          Confirm delete
                        </Button>
                      ) : (
                        <Button
                          size="xs"
                          variant="subtle"
                          color="red"
                          onClick={() => setConfirming(row.connection_id)}
                          aria-label={`Delete ${row.display_name}`}
                        >
                          Delete
                        </Button>
                      )}
                    </Group>
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {testing ? <SsoTestPanel row={testing} onClose={() => setTesting(null)} /> : null}
    </Stack>
  );
}

type Protocol = 'OIDC' | 'SAML';

function AddConnection() {
  const [protocol, setProtocol] = useState<Protocol>('OIDC');
  return (
    <Stack gap="sm">
      <Text size="sm" fw={500} id="sso-add-label">
        Add a connection
      </Text>
      <SegmentedControl
        aria-labelledby="sso-add-label"
        data={[
          { value: 'OIDC', label: 'OpenID Connect' },
          { value: 'SAML', label: 'SAML' },
        ]}
        value={protocol}
        onChange={(v) => setProtocol(v as Protocol)}
        maw={360}
      />
      {protocol === 'OIDC' ? <AddOidc /> : <AddSaml />}
    </Stack>
  );
}

const required = (value: string) => (value.trim() === '' ? 'Required.' : null);

function AddOidc() {
  const create = useCreateOidc();
  const [form, setForm] = useState({ display_name: '', issuer: '', client_id: '', client_secret: '' });
  const [touched, setTouched] = useState(false);
  const set = (key: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [key]: e.currentTarget.value });
  const issuerProblem = form.issuer && !isIssuerUrl(form.issuer.trim()) ? 'The issuer is an https:// URL.' : null;
  const problems = {
    display_name: required(form.display_name),
    issuer: required(form.issuer) ?? issuerProblem,
    client_id: required(form.client_id),
    client_secret: required(form.client_secret),
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.values(problems).some(Boolean)) return;
    const trimmed = Object.fromEntries(Object.entries(form).map(([k, v]) => [k, v.trim()])) as typeof form;
    create.mutate(trimmed, {
      onSuccess: () => {
        setForm({ display_name: '', issuer: '', client_id: '', client_secret: '' });
        setTouched(false);
      },
    });
  };
  const error = (key: keyof typeof problems) => (touched ? problems[key] : null);
  return (
    <form onSubmit={submit} noValidate aria-label="Add an OpenID Connect connection">
      <Stack gap="xs" maw={520}>
        <TextInput
          label="Display name"
          placeholder="Okta"
          value={form.display_name}
          onChange={set('display_name')}
          error={error('display_name')}
        />
        <TextInput
          label="Issuer"
          placeholder="https://acme.okta.com"
          value={form.issuer}
          onChange={set('issuer')}
          error={error('issuer')}
        />
        <TextInput
          label="Client ID"
          value={form.client_id}
          onChange={set('client_id')}
          error={error('client_id')}
          autoComplete="off"
        />
        <TextInput
          label="Client secret"
          type="password"
          value={form.client_secret}
          onChange={set('client_secret')}
          error={error('client_secret')}
          autoComplete="new-password"
        />
        <Group>
          <Button type="submit" loading={create.isPending}>
            Add OIDC connection
          </Button>
        </Group>
        {create.data ? (
          <Alert color="teal" variant="light" title="Give your identity provider this redirect URL">
            <CopyField label="Redirect URL" value={String(create.data.redirect_url ?? '')} />
          </Alert>
        ) : null}
      </Stack>
    </form>
  );
}

function AddSaml() {
  const create = useCreateSaml();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const connection = create.data;
  if (connection) return <ConfigureSaml connection={connection} onDone={() => create.reset()} />;
  return (
    <form
      noValidate
      aria-label="Add a SAML connection"
      onSubmit={(e) => {
        e.preventDefault();
        setTouched(true);
        if (!required(name)) create.mutate({ display_name: name.trim() });
      }}
    >
      <Stack gap="xs" maw={520}>
        <TextInput
          label="Display name"
          placeholder="Microsoft Entra ID"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={touched ? required(name) : null}
        />
        <Group>
          <Button type="submit" loading={create.isPending}>
            Create SAML connection
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type IdpSource = 'metadata' | 'manual';

/** Step two of SAML: our SP values for the IdP, then the IdP's metadata URL or its values. */
function ConfigureSaml({ connection, onDone }: { connection: SAMLConnection; onDone: () => void }) {
  const configure = useConfigureSaml();
  const [source, setSource] = useState<IdpSource>('metadata');
  const [metadataUrl, setMetadataUrl] = useState('');
  const [manual, setManual] = useState({ idp_entity_id: '', idp_sso_url: '', x509_certificate: '' });
  const [touched, setTouched] = useState(false);
  const urlProblem = (v: string) => required(v) ?? (/^https?:\/\/\S+$/.test(v.trim()) ? null : 'Enter a URL.');
  const problems: Record<string, string | null> =
    source === 'metadata'
      ? { metadata_url: urlProblem(metadataUrl) }
      : {
          idp_entity_id: required(manual.idp_entity_id),
          idp_sso_url: urlProblem(manual.idp_sso_url),
          x509_certificate:
            required(manual.x509_certificate) ??
            (manual.x509_certificate.includes('BEGIN CERTIFICATE')
              ? null
              : 'Paste the PEM certificate (-----BEGIN CERTIFICATE-----).'),
        };
  const error = (key: string) => (touched ? (problems[key] ?? null) : null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (Object.values(problems).some(Boolean)) return;
    const input =
      source === 'metadata'
        ? { connection_id: connection.connection_id, metadata_url: metadataUrl.trim() }
        : {
            connection_id: connection.connection_id,
            idp_entity_id: manual.idp_entity_id.trim(),
            idp_sso_url: manual.idp_sso_url.trim(),
            x509_certificate: manual.x509_certificate.trim(),
          };
    configure.mutate(input, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={`Set up ${connection.display_name}`}>
      <Stack gap="sm" maw={560}>
        <Alert
          color="blue"
          variant="light"
          title={`${connection.display_name} created: give your identity provider these values`}
        >
          <Stack gap="xs">
            <CopyField label="SP entity ID (audience)" value={String(connection.audience_uri ?? '')} />
            <CopyField label="ACS URL" value={String(connection.acs_url ?? '')} />
          </Stack>
        </Alert>
        <Text size="sm" fw={500} id="saml-idp-label">
          Then tell us about your identity provider
        </Text>
        <SegmentedControl
          aria-labelledby="saml-idp-label"
          data={[
            { value: 'metadata', label: 'Metadata URL' },
            { value: 'manual', label: 'Enter values' },
          ]}
          value={source}
          onChange={(v) => setSource(v as IdpSource)}
          maw={360}
        />
        {source === 'metadata' ? (
          <TextInput
            label="IdP metadata URL"
            placeholder="https://idp.example.com/app/metadata"
            value={metadataUrl}
            onChange={(e) => setMetadataUrl(e.currentTarget.value)}
            error={error('metadata_url')}
          />
        ) : (
          <>
            <TextInput
              label="IdP entity ID"
              value={manual.idp_entity_id}
              onChange={(e) => setManual({ ...manual, idp_entity_id: e.currentTarget.value })}
              error={error('idp_entity_id')}
            />
            <TextInput
              label="IdP SSO URL"
              value={manual.idp_sso_url}
              onChange={(e) => setManual({ ...manual, idp_sso_url: e.currentTarget.value })}
              error={error('idp_sso_url')}
            />
            <Textarea
              label="IdP signing certificate"
              rows={5}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
              value={manual.x509_certificate}
              onChange={(e) => setManual({ ...manual, x509_certificate: e.currentTarget.value })}
              error={error('x509_certificate')}
            />
          </>
        )}
        <Group>
          <Button type="submit" loading={configure.isPending}>
            Save SAML connection
          </Button>
          <Button variant="subtle" onClick={onDone}>
            Later
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
