import { ActionIcon, Anchor, Badge, Button, Group, Paper, Stack, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { Shortlist, ShortlistCurrencyTotals } from '@shelfscope/contracts';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { ListStates } from '../../components/list-states';
import { PageHeader } from '../../components/page-header';
import { Permitted } from '../../components/permitted';
import { formatCount } from '../../lib/locale';
import { useShortlists } from '../../lib/shortlists';
import { supplierCurrency, useSupplierOptions } from '../../lib/suppliers';
import { count, money, percent } from './format';
import { CreateShortlistModal, DeleteShortlistModal, RenameShortlistModal } from './shortlist-modals';
import { currencyGroups } from './shortlist-totals';

/** Every shortlist with its totals; create, rename and delete (spec section 2, Shortlists). */
export default function ShortlistsPage() {
  // Each shortlist's totals are in its supplier's marketplace's currency: never added across them.
  const suppliers = useSupplierOptions();
  const shortlists = useShortlists();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [renaming, setRenaming] = useState<Shortlist | null>(null);
  const [deleting, setDeleting] = useState<Shortlist | null>(null);
  const rows = shortlists.data ?? [];

  return (
    <>
      <PageHeader
        title="Shortlists"
        description="The products you mean to buy, one list per supplier, with quantities and what they should earn."
        actions={
          <Permitted permission="shortlists:write">
            {(allowed) => (
              <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} disabled={!allowed}>
                New shortlist
              </Button>
            )}
          </Permitted>
        }
      />
      <ListStates
        query={shortlists}
        noun="shortlists"
        isEmpty={rows.length === 0}
        empty={{ title: 'No shortlists yet', hint: 'Create one for a supplier, then add products to it from the product list.' }}
      >
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={860}>
            <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Name</Table.Th>
                  <Table.Th>Supplier</Table.Th>
                  <Table.Th ta="right">Items</Table.Th>
                  <Table.Th ta="right">ASIN units</Table.Th>
                  <Table.Th ta="right">Total cost</Table.Th>
                  <Table.Th ta="right">Revenue</Table.Th>
                  <Table.Th ta="right">Profit</Table.Th>
                  <Table.Th ta="right">ROI</Table.Th>
                  <Table.Th w={80}>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((s) => (
                  <Table.Tr key={s.id}>
                    <Table.Td>
                      <Anchor component={Link} to={`/shortlists/${s.id}`} fw={500} size="sm">
                        {s.name}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{s.supplierName}</Table.Td>
                    <Table.Td ta="right">{count(s.shortlistItemsCount)}</Table.Td>
                    <Table.Td ta="right">{count(s.asinUnits)}</Table.Td>
                    <PerCurrency groups={currencyGroups(s, supplierCurrency(suppliers.data, s.supplierId).figures)} />
                    <Table.Td>
                      <Group gap={4} wrap="nowrap" justify="flex-end">
                        <Permitted permission="shortlists:write" hide>
                          {() => (
                            <Tooltip label="Rename">
                              <ActionIcon variant="subtle" aria-label={`Rename ${s.name}`} onClick={() => setRenaming(s)}>
                                <IconPencil size={16} />
                              </ActionIcon>
                            </Tooltip>
                          )}
                        </Permitted>
                        <Permitted permission="shortlists:delete" hide>
                          {() => (
                            <Tooltip label="Delete">
                              <ActionIcon
                                variant="subtle"
                                color="red"
                                aria-label={`Delete ${s.name}`}
                                onClick={() => setDeleting(s)}
                              >
                                <IconTrash size={16} />
                              </ActionIcon>
                            </Tooltip>
                          )}
                        </Permitted>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="sm" c="dimmed" p="sm">
            {formatCount(rows.length)} {rows.length === 1 ? 'shortlist' : 'shortlists'}
          </Text>
        </Paper>
      </ListStates>
      <CreateShortlistModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(s) => void navigate({ to: `/shortlists/${s.id}` })}
      />
      <RenameShortlistModal shortlist={renaming} onClose={() => setRenaming(null)} />
      <DeleteShortlistModal shortlist={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

/** A shortlist's money columns, one line per currency: amounts in two currencies are never added. */
function PerCurrency({ groups }: { groups: ShortlistCurrencyTotals[] }) {
  const lines = (render: (g: ShortlistCurrencyTotals) => ReactNode) => (
    <Stack gap={2} align="flex-end">
      {groups.map((g) => (
        <div key={g.currency}>{render(g)}</div>
      ))}
    </Stack>
  );
  return (
    <>
      <Table.Td ta="right">{lines((g) => money(g.goodsExtrasSum, g.currency))}</Table.Td>
      <Table.Td ta="right">{lines((g) => money(g.revenue, g.currency))}</Table.Td>
      <Table.Td ta="right">
        {lines((g) => (
          <Text span inherit c={g.profit < 0 ? 'red' : undefined}>
            {money(g.profit, g.currency)}
          </Text>
        ))}
      </Table.Td>
      <Table.Td ta="right">
        {lines((g) =>
          g.roi === null ? (
            '–'
          ) : (
            <Badge variant="light" radius="sm" color={g.roi >= 30 ? 'teal' : g.roi >= 10 ? 'yellow' : 'red'}>
              {percent(g.roi)}
            </Badge>
          ),
        )}
      </Table.Td>
    </>
  );
}
