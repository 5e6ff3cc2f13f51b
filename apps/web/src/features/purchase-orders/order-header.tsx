import '@mantine/dates/styles.css';
import { Badge, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { PurchaseOrder } from '@shelfscope/contracts';
import { useEffect, useState } from 'react';
import { ErrorText } from '../../components/error-text';
import { mantineToaster } from '../../lib/toaster';
import { useUpdateOrder } from './api/purchase-orders';
import { MOVE_LABELS, STATUS_COLORS, statusLabel, TRANSITIONS } from './status';

const showError = (error: Error) => mantineToaster.error('Error', error.message);

/** The supplier as it was copied onto the order (it stays as it was sent). */
export function SupplierBlock({ order }: { order: PurchaseOrder }) {
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="Supplier">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600} mb={4}>
        Supplier
      </Text>
      <Text fw={600}>{order.supplierName}</Text>
      {order.supplierAddress ? (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {order.supplierAddress}
        </Text>
      ) : null}
      <Text size="sm" c="dimmed">
        {[order.supplierPhone, order.supplierEmail].filter(Boolean).join(' · ') || 'No phone or email on file'}
      </Text>
    </Paper>
  );
}

/** A text field that saves when it is left (or Enter, for one line), and puts the saved text back on Escape. */
function SavedText(props: {
  label: string;
  value: string | null;
  maxLength: number;
  multiline?: boolean;
  placeholder?: string;
  description?: string | undefined;
  onSave: (value: string | null, undo: () => void) => void;
}) {
  const [text, setText] = useState(props.value ?? '');
  useEffect(() => setText(props.value ?? ''), [props.value]);
  const save = () => {
    const next = text.trim() || null;
    if (next !== props.value) props.onSave(next, () => setText(props.value ?? ''));
  };
  const common = {
    label: props.label,
    size: 'xs' as const,
    maxLength: props.maxLength,
    placeholder: props.placeholder,
    description: props.description,
    value: text,
    onBlur: save,
  };
  return props.multiline ? (
    <Textarea
      {...common}
      rows={3}
      onChange={(e) => setText(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') setText(props.value ?? '');
      }}
    />
  ) : (
    <TextInput
      {...common}
      onChange={(e) => setText(e.currentTarget.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') save();
        if (e.key === 'Escape') setText(props.value ?? '');
      }}
    />
  );
}

/**
 * Ship-to, payment terms and notes: printed on the order's documents; editable at any time. On a
 * draft, ship-to and terms the order has not set follow the company profile (emptied: back to it).
 */
function TermsFields({ order }: { order: PurchaseOrder }) {
  const update = useUpdateOrder(order.id);
  const fromProfile = (field: 'shipTo' | 'paymentTerms') =>
    order.followsProfile.includes(field) ? 'From the company profile' : undefined;
  const save = (field: 'shipTo' | 'paymentTerms' | 'notes') => (value: string | null, undo: () => void) =>
    update.mutate(
      { [field]: value },
      {
        onError: (e) => {
          showError(e);
          undo();
        },
      },
    );
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" mt="sm">
      <SavedText
        label="Ship to"
        multiline
        maxLength={500}
        description={fromProfile('shipTo')}
        value={order.shipTo}
        onSave={save('shipTo')}
      />
      <SavedText
        label="Payment terms"
        maxLength={200}
        placeholder="e.g. Net 30"
        description={fromProfile('paymentTerms')}
        value={order.paymentTerms}
        onSave={save('paymentTerms')}
      />
      <SavedText label="Notes to the supplier" multiline maxLength={2000} value={order.notes} onSave={save('notes')} />
    </SimpleGrid>
  );
}

/** Invoice number and placement date (editable at any time) and the status with its allowed moves. */
export function OrderBlock({ order }: { order: PurchaseOrder }) {
  const update = useUpdateOrder(order.id);
  const [invoice, setInvoice] = useState(order.invoiceNumber ?? '');
  useEffect(() => setInvoice(order.invoiceNumber ?? ''), [order.invoiceNumber]);
  const saveInvoice = () => {
    const next = invoice.trim() || null;
    if (next !== order.invoiceNumber)
      update.mutate(
        { invoiceNumber: next },
        {
          onError: (e) => {
            showError(e);
            setInvoice(order.invoiceNumber ?? '');
          },
        },
      );
  };
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="Order">
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput label="Order number" size="xs" readOnly value={order.orderNumber ?? '–'} />
        <TextInput
          label="Supplier invoice number"
          size="xs"
          maxLength={100}
          value={invoice}
          onChange={(e) => setInvoice(e.currentTarget.value)}
          onBlur={saveInvoice}
          onKeyDown={(e) => {
            if (e.key === 'Enter') saveInvoice();
            if (e.key === 'Escape') setInvoice(order.invoiceNumber ?? '');
          }}
        />
        <DateInput
          label="Placement date"
          size="xs"
          valueFormat="MMM D, YYYY"
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the placement date' }}
          value={order.placementDate ? order.placementDate.slice(0, 10) : null}
          onChange={(value) => update.mutate({ placementDate: value }, { onError: showError })}
        />
      </SimpleGrid>
      <TermsFields order={order} />
      <StatusControl order={order} />
    </Paper>
  );
}

/** The status and only the moves docs/purchase-orders.md allows; a refused move shows the server's text. */
function StatusControl({ order }: { order: PurchaseOrder }) {
  const update = useUpdateOrder(order.id);
  const [confirming, setConfirming] = useState<number | null>(null);
  const moves = TRANSITIONS[order.status] ?? [];
  const move = (status: number) => update.mutate({ status }, { onSuccess: () => setConfirming(null) });
  return (
    <Stack gap={6} mt="sm">
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={500}>
          Status
        </Text>
        <Badge
          variant="light"
          radius="sm"
          color={STATUS_COLORS[order.status] ?? 'gray'}
          aria-label={`Status: ${statusLabel(order.status)}`}
        >
          {statusLabel(order.status)}
        </Badge>
        {moves.map((to) => (
          <Button
            key={to}
            size="compact-sm"
            variant={to === 5 ? 'subtle' : 'light'}
            color={to === 5 ? 'red' : undefined}
            loading={update.isPending && update.variables?.status === to}
            onClick={() => {
              update.reset();
              if (to === 5 || to === 1) setConfirming(to);
              else move(to);
            }}
          >
            {MOVE_LABELS[to]}
          </Button>
        ))}
        {moves.length === 0 ? (
          <Text size="xs" c="dimmed">
            Final: the order no longer changes status.
          </Text>
        ) : null}
      </Group>
      {order.status === 0 ? (
        <Text size="xs" c="dimmed">
          Lines can change only while the order is a draft.
        </Text>
      ) : null}
      {confirming === null ? <ErrorText error={update.error} /> : null}
      <Modal
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title={confirming === 5 ? 'Cancel this order?' : 'Place this order?'}
      >
        <Stack gap="sm">
          <Text size="sm">
            {confirming === 5
              ? 'A cancelled order is final: it cannot move to any other status.'
              : `Its lines are then fixed.${order.placementDate ? '' : ' Without a placement date it is dated today.'}`}
          </Text>
          <ErrorText error={update.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(null)} data-autofocus>
              Back
            </Button>
            <Button
              color={confirming === 5 ? 'red' : undefined}
              loading={update.isPending}
              onClick={() => confirming !== null && move(confirming)}
            >
              {confirming === null ? '' : MOVE_LABELS[confirming]}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
