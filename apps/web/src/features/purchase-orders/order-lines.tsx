import { ActionIcon, Button, Group, Paper, Popover, Stack, Table, Text, TextInput } from '@mantine/core';
import type { PurchaseOrderItem } from '@shelfscope/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { BoundedNumberInput, numberFieldError } from '../../components/bounded-number-input';
import { currencyDigits, currencySymbol, exactMoney } from '../../lib/money';
import { useSupplierCurrency } from '../../lib/suppliers';
import { mantineToaster } from '../../lib/toaster';
import { AddLineForm } from './add-line-form';
import { type OrderWithItems, useOrderLines } from './api/purchase-orders';
import { count, money } from './format';

const showError = (error: Error) => mantineToaster.error('Error', error.message);

/** The order's lines (packs at the cost per pack) and totals; editable only while a draft. */
export function OrderLines({ order }: { order: OrderWithItems }) {
  const draft = order.status === 0;
  const lines = order.purchaseOrderItems;
  // An order is in its supplier's currency (Supplier.currency): what the supplier is paid in.
  const currency = useSupplierCurrency(order.supplierId).prices;
  return (
    <Paper withBorder radius="md" component="section" aria-label="Lines">
      <Table.ScrollContainer minWidth={900}>
        <Table striped verticalSpacing={4} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th>Item no. / UPC</Table.Th>
              <Table.Th ta="right">Units / pack</Table.Th>
              <Table.Th ta="right">Packs</Table.Th>
              <Table.Th ta="right">Cost / pack</Table.Th>
              <Table.Th ta="right">Unit cost</Table.Th>
              <Table.Th ta="right">Line total</Table.Th>
              <Table.Th>Comment</Table.Th>
              {draft ? <Table.Th w={40} aria-label="Actions" /> : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line) => (
              <LineRow key={line.id} orderId={order.id} line={line} draft={draft} currency={currency} />
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th colSpan={3}>
                Total: {count(order.itemsCount)} {order.itemsCount === 1 ? 'line' : 'lines'}
              </Table.Th>
              <Table.Th ta="right" data-total="packs">
                {count(order.totalUnits)}
              </Table.Th>
              <Table.Th colSpan={2} />
              <Table.Th ta="right" data-total="cost">
                {money(order.totalCost, currency)}
              </Table.Th>
              <Table.Th colSpan={draft ? 2 : 1} />
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
      {lines.length === 0 ? (
        <Text c="dimmed" ta="center" p="md" size="sm">
          No lines yet{draft ? ': add a product of the supplier or a free line below.' : '.'}
        </Text>
      ) : null}
      {draft ? <AddLineForm order={order} /> : null}
    </Paper>
  );
}

function LineRow({
  orderId,
  line,
  draft,
  currency,
}: {
  orderId: string;
  line: PurchaseOrderItem;
  draft: boolean;
  currency: string;
}) {
  const { edit, remove } = useOrderLines(orderId);
  const name = line.asin ?? line.itemNumber ?? line.title ?? 'line';
  // A refused edit rejects, so the cell can put its value back (the line itself did not change).
  const save = (change: { quantity?: number; cost?: number | null; comment?: string | null }) =>
    edit.mutateAsync({ id: line.id, ...change }).catch((error: Error) => {
      showError(error);
      throw error;
    });
  return (
    <Table.Tr>
      <Table.Td maw={320}>
        <Text size="sm" fw={500} truncate title={line.title ?? undefined}>
          {line.title ?? line.supplierDescription ?? '–'}
        </Text>
        {line.asin ? (
          <Text size="xs" c="dimmed">
            {line.asin}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Text size="sm">{line.itemNumber ?? '–'}</Text>
        {line.upc ? (
          <Text size="xs" c="dimmed">
            {line.upc}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td ta="right">{count(line.quantityPack)}</Table.Td>
      <Table.Td ta="right">
        {draft ? (
          <NumberCell
            label={`Packs of ${name}`}
            value={line.quantity}
            bound="quantity"
            onSave={(quantity) => (quantity !== null ? save({ quantity }) : Promise.reject())}
          />
        ) : (
          count(line.quantity)
        )}
      </Table.Td>
      <Table.Td ta="right">
        {draft ? (
          <NumberCell
            label={`Cost per pack of ${name}`}
            value={line.cost}
            bound="cost"
            currency={currency}
            onSave={(cost) => save({ cost })}
          />
        ) : (
          <span title={exactMoney(line.cost, currency) ?? undefined}>{money(line.cost, currency)}</span>
        )}
      </Table.Td>
      <Table.Td ta="right" title={exactMoney(line.unitCost, currency) ?? undefined}>
        {money(line.unitCost, currency)}
      </Table.Td>
      <Table.Td ta="right" fw={600}>
        {money(line.lineTotal, currency)}
      </Table.Td>
      <Table.Td>
        {draft ? <CommentCell name={name} value={line.comment} onSave={(comment) => save({ comment })} /> : (line.comment ?? '')}
      </Table.Td>
      {draft ? (
        <Table.Td>
          <RemoveLine name={name} onRemove={() => remove.mutate(line.id, { onError: showError })} />
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
}

/** A number edited in place: Enter or leaving saves, Escape puts it back. */
function NumberCell(props: {
  label: string;
  value: number | null;
  bound: 'quantity' | 'cost';
  /** The order's currency, for a cost's prefix and decimals. */
  currency?: string;
  onSave: (v: number | null) => Promise<unknown>;
}) {
  const [value, setValue] = useState<number | string>(props.value ?? '');
  useEffect(() => setValue(props.value ?? ''), [props.value]);
  const money = props.bound === 'cost';
  const save = () => {
    // Out of bounds: nothing is sent and the cell says why (Escape puts the saved value back).
    if (numberFieldError(props.bound, value, !money)) return;
    const next = typeof value === 'number' ? value : null;
    if (next === props.value) return;
    props.onSave(next).catch(() => setValue(props.value ?? ''));
  };
  return (
    <BoundedNumberInput
      bound={props.bound}
      aria-label={props.label}
      value={value}
      onChange={setValue}
      onBlur={save}
      onKeyDown={(e) => {
        if (e.key === 'Enter') save();
        if (e.key === 'Escape') setValue(props.value ?? '');
      }}
      decimalScale={money ? currencyDigits(props.currency) : undefined}
      prefix={money ? currencySymbol(props.currency) : undefined}
      fixedDecimalScale={money}
      size="xs"
      w={money ? 92 : 72}
      hideControls
      styles={{ input: { textAlign: 'right' } }}
    />
  );
}

function CommentCell({
  name,
  value,
  onSave,
}: {
  name: string;
  value: string | null;
  onSave: (v: string | null) => Promise<unknown>;
}) {
  const [text, setText] = useState(value ?? '');
  useEffect(() => setText(value ?? ''), [value]);
  const save = () => {
    if ((text.trim() || null) !== value) onSave(text.trim() || null).catch(() => setText(value ?? ''));
  };
  return (
    <TextInput
      aria-label={`Comment on ${name}`}
      placeholder="Note for the supplier"
      size="xs"
      miw={140}
      maxLength={2000}
      value={text}
      onChange={(e) => setText(e.currentTarget.value)}
      onBlur={save}
      onKeyDown={(e) => {
        if (e.key === 'Enter') save();
        if (e.key === 'Escape') setText(value ?? '');
      }}
    />
  );
}

function RemoveLine({ name, onRemove }: { name: string; onRemove: () => void }) {
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow trapFocus>
      <Popover.Target>
        <ActionIcon variant="subtle" color="red" aria-label={`Remove ${name}`} onClick={() => setOpened((o) => !o)}>
          <IconTrash size={16} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" maw={220}>
          <Text size="sm">Remove {name} from the order?</Text>
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={() => setOpened(false)}>
              Keep
            </Button>
            <Button
              size="xs"
              color="red"
              onClick={() => {
                setOpened(false);
                onRemove();
              }}
            >
              Remove
            </Button>
          </Group>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
