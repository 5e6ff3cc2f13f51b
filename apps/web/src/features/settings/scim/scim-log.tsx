import { Badge, Group, List, Table, Text } from '@mantine/core';
import type { SCIMRequest } from '@shelfscope/identity-client';
import { SCIM_LOG_REFRESH_MS } from '../../../lib/scim';
import { usePhone } from '../../../lib/use-phone';
import { useScimRequests } from '../api/scim';

const time = new Intl.DateTimeFormat(undefined, { dateStyle: 'short', timeStyle: 'medium' });

/** The live log: the IdP's last requests (read again every few seconds while shown). */
export function ScimLog({ connectionId }: { connectionId: string }) {
  const requests = useScimRequests(connectionId);
  const phone = usePhone();
  const rows = requests.data ?? [];
  return (
    <section aria-label="SCIM request log">
      <Group justify="space-between" gap="xs" mb={4}>
        <Text size="sm" fw={500}>
          Live log
        </Text>
        <Text size="xs" c="dimmed">
          The last 100 requests, refreshed every {SCIM_LOG_REFRESH_MS / 1000} seconds
        </Text>
      </Group>
      {requests.isError ? (
        <Text size="sm" c="red">
          The log could not be read.
        </Text>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {requests.isPending ? 'Loading…' : 'No request yet: once your identity provider sends one, it appears here.'}
        </Text>
      ) : phone ? (
        <PhoneLog rows={rows} />
      ) : (
        <Table.ScrollContainer minWidth={560} type="native" tabIndex={0}>
          <Table aria-label="SCIM requests" verticalSpacing={4} fz="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Time</Table.Th>
                <Table.Th>Request</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Outcome</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.request_id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{time.format(new Date(r.created_at))}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere', fontFamily: 'var(--mantine-font-family-monospace)' }}>
                    {r.method} {r.path}
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge row={r} />
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{r.outcome}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </section>
  );
}

const StatusBadge = ({ row }: { row: SCIMRequest }) => (
  <Badge size="sm" variant="light" color={row.result === 'succeeded' ? 'teal' : 'red'}>
    {row.status}
  </Badge>
);

/** On a phone, one entry per request: the four columns would not fit side by side. */
function PhoneLog({ rows }: { rows: SCIMRequest[] }) {
  return (
    <List aria-label="SCIM requests" listStyleType="none" spacing="xs" size="xs">
      {rows.map((r) => (
        <List.Item key={r.request_id}>
          <Group gap="xs" wrap="nowrap">
            <StatusBadge row={r} />
            <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
              {r.method} {r.path}
            </Text>
          </Group>
          <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
            {r.outcome} · {time.format(new Date(r.created_at))}
          </Text>
        </List.Item>
      ))}
    </List>
  );
}
