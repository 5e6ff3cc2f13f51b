import '@mantine/dates/styles.css';
import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { PurchaseOrder } from '@shelfscope/contracts';
import { useEffect, useState } from 'react';
import { ConfirmDeleteModal } from '../../components/confirm-delete-modal';
import { ErrorText } from '../../components/error-text';
import { useSupplierOptions } from '../../lib/suppliers';
import { useCreateOrder, useDeleteOrder } from './api/purchase-orders';
import { day, orderName } from './format';

/** "New purchase order" from scratch: supplier, and optionally the invoice number and placement date. */
export function CreateOrderModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (order: PurchaseOrder) => void;
}) {
  const suppliers = useSupplierOptions();
  const create = useCreateOrder();
  const [supplierId, setSupplierId] = useState<string | null>(null);
  const [invoiceNumber, setInvoiceNumber] = useState('');
  const [placementDate, setPlacementDate] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new dialog starts blank
  useEffect(() => {
    if (!opened) return;
    setSupplierId(null);
    setInvoiceNumber('');
    setPlacementDate(null);
    create.reset();
  }, [opened]);
  return (
    <Modal opened={opened} onClose={onClose} title="New purchase order">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (!supplierId) return;
          create.mutate(
            { supplierId, invoiceNumber: invoiceNumber.trim() || null, placementDate },
            {
              onSuccess: (order) => {
                onClose();
                onCreated(order);
              },
            },
          );
        }}
      >
        <Stack gap="sm">
          <Select
            label="Supplier"
            required
            searchable
            data-autofocus
            placeholder={suppliers.isLoading ? 'Loading…' : 'Choose a supplier'}
            nothingFoundMessage="No supplier by that name"
            data={(suppliers.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            value={supplierId}
            onChange={setSupplierId}
          />
          <TextInput
            label="Invoice number"
            maxLength={100}
            value={invoiceNumber}
            onChange={(e) => setInvoiceNumber(e.currentTarget.value)}
          />
          <DateInput
            label="Placement date"
            description="Left empty, placing the order dates it that day."
            valueFormat="MMM D, YYYY"
            clearable
            clearButtonProps={{ 'aria-label': 'Clear the placement date' }}
            value={placementDate}
            onChange={setPlacementDate}
          />
          <ErrorText error={create.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending} disabled={!supplierId}>
              Create
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

export function DeleteOrderModal({
  order,
  onClose,
  onDeleted,
}: {
  order: PurchaseOrder | null;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const remove = useDeleteOrder();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new question forgets the last answer
  useEffect(() => remove.reset(), [order]);
  const name = order ? `${orderName(order)} to ${order.supplierName}` : '';
  return (
    <ConfirmDeleteModal
      opened={order !== null}
      title="Delete purchase order?"
      loading={remove.isPending}
      error={remove.error}
      onClose={onClose}
      onConfirm={() =>
        order &&
        remove.mutate(order.id, {
          onSuccess: () => {
            onClose();
            onDeleted?.();
          },
        })
      }
    >
      The order to {name} ({order?.itemsCount ?? 0} lines, {day(order?.placementDate)}) will be deleted.
    </ConfirmDeleteModal>
  );
}
