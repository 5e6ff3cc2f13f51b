import { Paper, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ListPager } from '../../components/list-pager';
import { ListStates } from '../../components/list-states';
import { formatDateTime } from '../../lib/locale';
import { adminActionName } from '../../lib/names';
import { AUDIT_PAGE_SIZE, useAuditLog } from './api/admin';

const when = (iso: string) => formatDateTime(iso, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).concat(' UTC');

/** Every admin call, newest first: who, what, about whom, and whether it was allowed. */
export function AuditPanel() {
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  const rows = log.data?.data ?? [];
  const total = log.data?.totalItems ?? 0;
  return (
    <ListStates query={log} noun="audit entries" isEmpty={rows.length === 0} empty={{ title: 'Nothing recorded yet', hint: '' }}>
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={640}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>When</Table.Th>
                <Table.Th>Who</Table.Th>
                <Table.Th>What</Table.Th>
                <Table.Th>About</Table.Th>
                <Table.Th>Outcome</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((e) => (
                <Table.Tr key={e.id}>
                  <Table.Td>
                    <Text size="sm">{when(e.at)}</Text>
                  </Table.Td>
                  <Table.Td title={e.memberId}>{e.email}</Table.Td>
                  <Table.Td>
                    <Text size="sm" title={e.action}>
                      {adminActionName(e.action)}
                    </Text>
                    {e.detail && 'selfHeal' in e.detail ? (
                      <Text size="xs" c="dimmed">
                        Self-heal
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    {/* A member or customer by name; its id on hover. A search shows as typed. */}
                    <Text size="sm" title={e.about ? (e.target ?? undefined) : undefined}>
                      {e.about ?? (e.target ? `“${e.target}”` : '—')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={e.outcome === 'allowed' ? 400 : 700} style={{ whiteSpace: 'nowrap' }}>
                      {e.outcome} · {e.statusCode}
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ListPager total={total} pageSize={AUDIT_PAGE_SIZE} page={page} onChange={setPage} noun={['entry', 'entries']} />
      </Paper>
    </ListStates>
  );
}
