import { Alert, Badge, Button, Group, Loader, Paper, Stack, Table, Text } from '@mantine/core';
import type { SSOConnectionTest } from '@shelfscope/identity-client';
import { roleNames } from '../../../lib/names';
import type { ConnectionRow } from '../api/sso';
import { testWindow, useSsoTest, useStartSsoTest } from '../api/sso-test';

const time = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });
const shown = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** "Test connection": opens the IdP in a popup (in the click: browsers block a later one). */
export function TestConnectionButton({ row, onStarted }: { row: ConnectionRow; onStarted: (row: ConnectionRow) => void }) {
  const start = useStartSsoTest();
  return (
    <Button
      size="xs"
      variant="light"
      loading={start.isPending}
      aria-label={`Test connection ${row.display_name}`}
      onClick={() =>
        start.mutate({ connectionId: row.connection_id, popup: testWindow.open() }, { onSuccess: () => onStarted(row) })
      }
    >
      Test connection
    </Button>
  );
}

/**
 * What the connection's latest test received from the IdP: subject, email, name, groups, every
 * attribute, and whether a sign-in would succeed. Nobody was signed in by it.
 */
export function SsoTestPanel({ row, onClose }: { row: ConnectionRow; onClose: () => void }) {
  const test = useSsoTest(row.connection_id);
  const data = test.data;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={`Test of ${row.display_name}`}>
      <Group justify="space-between" align="flex-start" gap="xs" mb="xs">
        <Text fw={600}>Test of {row.display_name}</Text>
        <Group gap="xs" wrap="nowrap">
          <TestConnectionButton row={row} onStarted={() => undefined} />
          <Button size="xs" variant="subtle" onClick={onClose}>
            Close
          </Button>
        </Group>
      </Group>
      {!data ? (
        <Text size="sm" c="dimmed">
          {test.isPending ? 'Loading…' : 'No test yet.'}
        </Text>
      ) : data.status === 'pending' ? (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">Waiting for the identity provider: sign in in the window that opened.</Text>
        </Group>
      ) : data.status === 'failed' ? (
        <Alert color="red" variant="light" title="The identity provider’s answer was refused">
          <Text size="sm">{data.error}</Text>
        </Alert>
      ) : data.result ? (
        <TestResult test={data} result={data.result} />
      ) : null}
    </Paper>
  );
}

type Result = NonNullable<SSOConnectionTest['result']>;

function TestResult({ test, result }: { test: SSOConnectionTest; result: Result }) {
  const { mapping } = result;
  const verdict = mapping.ok
    ? mapping.member === 'existing'
      ? `A sign-in would succeed as the existing member ${result.email}.`
      : `A sign-in would succeed and add ${result.email} as a new member.`
    : `A sign-in would be refused: ${mapping.error}`;
  const facts: [string, string][] = [
    [result.protocol === 'saml' ? 'NameID' : 'Subject (sub)', result.subject],
    ['Email', result.email || '—'],
    ['Name', result.name || '—'],
    ['Groups', result.groups.join(', ') || '—'],
    ['Roles from SSO', mapping.ok && mapping.roles.length > 0 ? roleNames(mapping.roles) : '—'],
  ];
  return (
    <Stack gap="sm">
      <Alert color={mapping.ok ? 'teal' : 'red'} variant="light" title={mapping.ok ? 'Mapping succeeded' : 'Mapping failed'}>
        <Text size="sm">{verdict}</Text>
        <Text size="xs" c="dimmed" mt={4}>
          Received {test.completed_at ? time.format(new Date(test.completed_at)) : ''} · nobody was signed in by this test.
        </Text>
      </Alert>
      <Table aria-label="What the identity provider sent" layout="fixed" verticalSpacing={4}>
        <Table.Tbody>
          {facts.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w="35%">{label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" fw={500}>
        Every attribute received <Badge variant="light">{Object.keys(result.attributes).length}</Badge>
      </Text>
      <Table aria-label="Attributes received" layout="fixed" verticalSpacing={4} fz="xs">
        <Table.Tbody>
          {Object.entries(result.attributes).map(([name, value]) => (
            <Table.Tr key={name}>
              <Table.Th w="35%" style={{ overflowWrap: 'anywhere' }}>
                {name}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere', fontFamily: 'var(--mantine-font-family-monospace)' }}>
                {shown(value)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
