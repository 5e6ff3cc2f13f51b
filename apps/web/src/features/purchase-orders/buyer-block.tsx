import { Anchor, Button, Group, Modal, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { PurchaseOrder } from '@shelfscope/contracts';
import { useState } from 'react';
import { ErrorText } from '../../components/error-text';
import { useUpdateOrder } from './api/purchase-orders';

const FIELDS = [
  { key: 'buyerName', label: 'Name', maxLength: 200 },
  { key: 'buyerAddress', label: 'Address', maxLength: 500, multiline: true },
  { key: 'buyerPhone', label: 'Phone', maxLength: 40 },
  { key: 'buyerEmail', label: 'Email', maxLength: 254 },
  { key: 'buyerTaxId', label: 'Tax ID', maxLength: 50 },
] as const;
type BuyerKey = (typeof FIELDS)[number]['key'];

const isDraft = (order: PurchaseOrder) => order.status === 0;
const followsProfile = (order: PurchaseOrder) => FIELDS.some((f) => order.followsProfile.includes(f.key));

/**
 * The buyer: on a draft, the company profile as it is now (a field the order sets itself wins);
 * from placing on, what the order was placed with. Editable on the order at any time.
 */
export function BuyerBlock({ order }: { order: PurchaseOrder }) {
  const [editing, setEditing] = useState(false);
  const contact = [order.buyerPhone, order.buyerEmail, order.buyerTaxId ? `Tax ID ${order.buyerTaxId}` : null].filter(Boolean);
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="Buyer">
      <Group justify="space-between" wrap="nowrap" mb={4}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
          Buyer
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={() => setEditing(true)}>
          Edit buyer
        </Button>
      </Group>
      <Text fw={600}>{order.buyerName ?? '–'}</Text>
      {order.buyerAddress ? (
        <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
          {order.buyerAddress}
        </Text>
      ) : (
        <Text size="sm" c="dimmed">
          No address on file: set it in the{' '}
          <Anchor href="/company" size="sm">
            company profile
          </Anchor>
          .
        </Text>
      )}
      {contact.length > 0 ? (
        <Text size="sm" c="dimmed">
          {contact.join(' · ')}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed" mt={4}>
        {isDraft(order)
          ? followsProfile(order)
            ? 'From the company profile until the order is placed.'
            : 'Set on this order.'
          : 'As the order was placed.'}
      </Text>
      {editing ? <BuyerForm order={order} onClose={() => setEditing(false)} /> : null}
    </Paper>
  );
}

/** Saves the fields changed; an emptied field on a draft goes back to following the profile. */
function BuyerForm({ order, onClose }: { order: PurchaseOrder; onClose: () => void }) {
  const update = useUpdateOrder(order.id);
  const [values, setValues] = useState<Record<BuyerKey, string>>(
    () => Object.fromEntries(FIELDS.map((f) => [f.key, order[f.key] ?? ''])) as Record<BuyerKey, string>,
  );
  const changed = Object.fromEntries(
    FIELDS.filter((f) => values[f.key].trim() !== (order[f.key] ?? '')).map((f) => [f.key, values[f.key].trim() || null]),
  );
  const save = (body: Partial<Record<BuyerKey, string | null>>) => update.mutate(body, { onSuccess: onClose });
  return (
    <Modal opened onClose={onClose} title="Buyer on this order">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (Object.keys(changed).length === 0) onClose();
          else save(changed);
        }}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {isDraft(order)
              ? 'Changes here are for this order only. A field left empty follows the company profile until the order is placed.'
              : 'Changes here are for this order only; the company profile stays as it is.'}
          </Text>
          {FIELDS.map((f) => {
            const common = {
              label: f.label,
              maxLength: f.maxLength,
              value: values[f.key],
              onChange: (e: { currentTarget: { value: string } }) => {
                const value = e.currentTarget.value;
                setValues((v) => ({ ...v, [f.key]: value }));
              },
            };
            return 'multiline' in f ? <Textarea key={f.key} {...common} rows={3} /> : <TextInput key={f.key} {...common} />;
          })}
          <ErrorText error={update.error} />
          <Group justify="space-between">
            {isDraft(order) ? (
              <Button
                variant="subtle"
                onClick={() => save(Object.fromEntries(FIELDS.map((f) => [f.key, null])))}
                disabled={update.isPending}
              >
                Use the company profile
              </Button>
            ) : (
              <span />
            )}
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={update.isPending}>
                Save
              </Button>
            </Group>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
