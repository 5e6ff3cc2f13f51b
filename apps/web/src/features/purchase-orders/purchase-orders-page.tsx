import { ActionIcon, Anchor, Badge, Button, Paper, Table, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { PurchaseOrder } from '@shelfscope/contracts';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { ListPager } from '../../components/list-pager';
import { ListStates } from '../../components/list-states';
import { PageHeader } from '../../components/page-header';
import { Permitted } from '../../components/permitted';
import { supplierCurrency, useSupplierOptions } from '../../lib/suppliers';
import { useOrders } from './api/purchase-orders';
import { count, day, money, orderName } from './format';
import { CreateOrderModal, DeleteOrderModal } from './order-modals';
import { STATUS_COLORS, statusLabel } from './status';

const PAGE_SIZE = 25;

/** Orders to suppliers, newest first, a page at a time; create from scratch and delete. */
export default function PurchaseOrdersPage() {
  const [page, setPage] = useState(1);
  const orders = useOrders(page, PAGE_SIZE);
  // Each order is in its supplier's currency: the list shows each in its own, never a sum across them.
  const suppliers = useSupplierOptions();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<PurchaseOrder | null>(null);
  const rows = orders.data?.data ?? [];
  const total = orders.data?.totalItems ?? 0;

  return (
    <>
      <PageHeader
        title="Purchase orders"
        description="Orders to your suppliers, in packs at the supplier's cost: built from shortlists or from scratch, ready to send."
        actions={
          <Permitted permission="orders:write">
            {(allowed) => (
              <Button leftSection={<IconPlus size={16} />} onClick={() => setCreating(true)} disabled={!allowed}>
                New purchase order
              </Button>
            )}
          </Permitted>
        }
      />
      <ListStates
        query={orders}
        noun="purchase orders"
        isEmpty={total === 0}
        empty={{
          title: 'No purchase orders yet',
          hint: 'Create one from a shortlist (its lines are copied) or start an empty one here.',
        }}
      >
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={760}>
            <Table striped highlightOnHover verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Order</Table.Th>
                  <Table.Th>Supplier</Table.Th>
                  <Table.Th>Invoice number</Table.Th>
                  <Table.Th>Placed</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th ta="right">Lines</Table.Th>
                  <Table.Th ta="right">Packs</Table.Th>
                  <Table.Th ta="right">Total</Table.Th>
                  <Table.Th w={48}>
                    <VisuallyHidden>Actions</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((o) => (
                  <Table.Tr key={o.id}>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={`/purchase-orders/${o.id}`}
                        fw={500}
                        size="sm"
                        style={{ whiteSpace: 'nowrap' }}
                      >
                        {orderName(o)}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>{o.supplierName}</Table.Td>
                    <Table.Td>
                      {o.invoiceNumber ?? (
                        <Text span c="dimmed" size="sm">
                          –
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{day(o.placementDate)}</Table.Td>
                    <Table.Td>
                      <Badge variant="light" radius="sm" color={STATUS_COLORS[o.status] ?? 'gray'}>
                        {statusLabel(o.status)}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">{count(o.itemsCount)}</Table.Td>
                    <Table.Td ta="right">{count(o.totalUnits)}</Table.Td>
                    <Table.Td ta="right" fw={600}>
                      {money(o.totalCost, supplierCurrency(suppliers.data, o.supplierId).prices)}
                    </Table.Td>
                    <Table.Td>
                      <Permitted permission="orders:delete" hide>
                        {() => (
                          <Tooltip label="Delete">
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              aria-label={`Delete ${orderName(o)} to ${o.supplierName}`}
                              onClick={() => setDeleting(o)}
                            >
                              <IconTrash size={16} />
                            </ActionIcon>
                          </Tooltip>
                        )}
                      </Permitted>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <ListPager total={total} pageSize={PAGE_SIZE} page={page} onChange={setPage} noun={['order', 'orders']} />
        </Paper>
      </ListStates>
      <CreateOrderModal
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(o) => void navigate({ to: `/purchase-orders/${o.id}` })}
      />
      <DeleteOrderModal order={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
