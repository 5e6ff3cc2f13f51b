import { Anchor, Badge, Group, Paper, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { planName } from '@shelfscope/contracts';
import { IconSearch } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ListPager } from '../../components/list-pager';
import { ListStates } from '../../components/list-states';
import { STATUS_LABEL } from '../../lib/plan';
import { USERS_PAGE_SIZE, useUserSearch } from './api/admin';

/** The user lookup: by email, name, organization or customer id, a page at a time. */
export function UsersPanel() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const users = useUserSearch(debounced, page);
  const rows = users.data?.data ?? [];
  const total = users.data?.totalItems ?? 0;
  return (
    <>
      <TextInput
        label="Find a user"
        description="Email, name, organization or payment customer id"
        placeholder="ada@harbor.example"
        leftSection={<IconSearch size={16} />}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
        mb="md"
        maw={480}
      />
      <ListStates
        query={users}
        noun="users"
        isEmpty={rows.length === 0}
        empty={{ title: 'No user matches', hint: 'Try part of an email address, a name, an organization or a customer id.' }}
      >
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>User</Table.Th>
                  <Table.Th>Organization</Table.Th>
                  <Table.Th>Plan</Table.Th>
                  <Table.Th>Customer</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((u) => {
                  const status = STATUS_LABEL[u.subscriptionStatus ?? 'none'] ?? STATUS_LABEL.none;
                  return (
                    <Table.Tr key={u.userId}>
                      <Table.Td>
                        <Anchor component={Link} to={`/admin/users/${u.userId}`} fw={500}>
                          {u.email}
                        </Anchor>
                        {u.name ? (
                          <Text size="xs" c="dimmed">
                            {u.name}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>{u.organizationName}</Table.Td>
                      <Table.Td>
                        <Group gap={6} wrap="nowrap">
                          <Text size="sm" title={u.planCode ?? undefined}>
                            {planName(u.planCode)}
                          </Text>
                          <Badge size="sm" variant="light" color={status?.color}>
                            {status?.label}
                          </Badge>
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        <Text size="sm" ff="monospace">
                          {u.customerId ?? '—'}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPager total={total} pageSize={USERS_PAGE_SIZE} page={page} onChange={setPage} noun={['user', 'users']} />
        </Paper>
      </ListStates>
    </>
  );
}
