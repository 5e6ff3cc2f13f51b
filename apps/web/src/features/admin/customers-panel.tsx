import { Anchor, Button, Group, Paper, Table, Text } from '@mantine/core';
import { useState } from 'react';
import { ListStates } from '../../components/list-states';
import { day } from '../../lib/plan';
import { type CustomerCursor, useCustomers } from './api/admin';

/**
 * The billing provider's customers, newest first, paged with the provider's cursors: "Older"
 * asks for the customers after the last one shown, "Newer" for those before the first one.
 */
export function CustomersPanel() {
  const [cursor, setCursor] = useState<CustomerCursor>({});
  const customers = useCustomers(cursor);
  const page = customers.data?.data;
  const rows = page?.data ?? [];
  const first = rows[0]?.customerId;
  const last = rows.at(-1)?.customerId;
  // Paging back (endingBefore) always has older pages after it; paging forward always has newer ones before it.
  const hasOlder = cursor.endingBefore ? true : Boolean(page?.hasMore);
  const hasNewer = cursor.startingAfter ? true : cursor.endingBefore ? Boolean(page?.hasMore) : false;
  return (
    <ListStates
      query={customers}
      noun="customers"
      isEmpty={rows.length === 0 && !cursor.startingAfter && !cursor.endingBefore}
      empty={{ title: 'No customers yet', hint: 'A company becomes a customer of the billing provider at its first checkout.' }}
    >
      <Paper withBorder radius="md">
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Customer</Table.Th>
                <Table.Th>Company</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Created</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((c) => (
                <Table.Tr key={c.customerId}>
                  <Table.Td>
                    <Text size="sm" ff="monospace">
                      {c.customerId}
                    </Text>
                  </Table.Td>
                  <Table.Td>{c.companyName ?? <Text c="dimmed">Not ours</Text>}</Table.Td>
                  <Table.Td>{c.email ? <Anchor href={`mailto:${c.email}`}>{c.email}</Anchor> : '—'}</Table.Td>
                  <Table.Td>{day(c.created)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="space-between" p="sm">
          <Text size="sm" c="dimmed">
            {page ? `Provider: ${page.provider}` : ''}
          </Text>
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              disabled={!hasNewer || !first}
              onClick={() => first && setCursor({ endingBefore: first })}
            >
              Newer
            </Button>
            <Button
              variant="default"
              size="xs"
              disabled={!hasOlder || !last}
              onClick={() => last && setCursor({ startingAfter: last })}
            >
              Older
            </Button>
          </Group>
        </Group>
      </Paper>
    </ListStates>
  );
}
