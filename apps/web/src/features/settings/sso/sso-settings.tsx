import { Alert, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useSsoConnections } from '../api/sso';
import { usePermissions } from '../organization-admin';
import { AddOidc } from './sso-add-oidc';
import { AddSaml } from './sso-add-saml';
import { ConnectionsTable } from './sso-connections-table';
import { SsoGuidePanel } from './sso-guide';

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
