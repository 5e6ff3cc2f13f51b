import { Badge, Button, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useIdentityApi } from '../../../lib/identity-api';
import { type ConnectionRow, useDeleteConnection, useTestSignIn } from '../api/sso';
import { SsoTestPanel, TestConnectionButton } from './sso-test';

// The SSO connections as a table; admins test and delete them from their row.

const PROVIDER_LABEL: Record<string, string> = {
  'google-workspace': 'Google Workspace',
  'microsoft-entra': 'Microsoft Entra ID',
  okta: 'Okta',
  onelogin: 'OneLogin',
  jumpcloud: 'JumpCloud',
  generic: 'Other',
};

export function ConnectionsTable({ rows, canManage }: { rows: ConnectionRow[]; canManage: boolean }) {
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
