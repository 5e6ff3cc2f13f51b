import { ActionIcon, Button, Group, NumberInput, Popover, Select, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import type { ShortlistItem } from '@shelfscope/contracts';
import { IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { BoundedNumberInput, numberFieldError } from '../../components/bounded-number-input';
import { currencyDigits, currencyOf, currencySymbol } from '../../lib/money';
import { mantineToaster } from '../../lib/toaster';
import { useEditItem, useRemoveItem, useSetItemOverride } from './api/shortlist-items';
import { money } from './format';
import { OVERRIDE_VALUES, overrideLabel } from './overrides';

const showError = (error: Error) => mantineToaster.error('Error', error.message);

/** Listing units, edited in place: Enter or leaving saves, Escape puts the value back; a bad value is named, never sent. */
export function QuantityCell({ shortlistId, item }: { shortlistId: string; item: ShortlistItem }) {
  const edit = useEditItem(shortlistId);
  const [value, setValue] = useState<number | string>(item.quantity);
  useEffect(() => setValue(item.quantity), [item.quantity]);
  const save = () => {
    // Out of bounds: nothing is sent and the cell says why (Escape puts the saved value back).
    if (numberFieldError('quantity', value, true)) return;
    const next = Number(value);
    // The cell goes back on failure itself: a rollback within the same render leaves item.quantity unchanged.
    if (next !== item.quantity)
      edit.mutate(
        { itemId: item.id, quantity: next },
        {
          onError: (error) => {
            showError(error);
            setValue(item.quantity);
          },
        },
      );
  };
  return (
    <BoundedNumberInput
      bound="quantity"
      aria-label={`Quantity of ${item.product.asin}`}
      value={value}
      onChange={setValue}
      onBlur={save}
      onKeyDown={(e) => {
        if (e.key === 'Enter') save();
        if (e.key === 'Escape') setValue(item.quantity);
      }}
      size="xs"
      w={76}
      hideControls
      styles={{ input: { textAlign: 'right' } }}
    />
  );
}

/** The line's comment, saved on Enter or leaving the field. */
export function CommentCell({ shortlistId, item }: { shortlistId: string; item: ShortlistItem }) {
  const edit = useEditItem(shortlistId);
  const [value, setValue] = useState(item.comment ?? '');
  useEffect(() => setValue(item.comment ?? ''), [item.comment]);
  const save = () => {
    if (value.trim() !== (item.comment ?? ''))
      edit.mutate(
        { itemId: item.id, comment: value.trim() },
        {
          onError: (error) => {
            showError(error);
            setValue(item.comment ?? '');
          },
        },
      );
  };
  return (
    <TextInput
      aria-label={`Comment on ${item.product.asin}`}
      placeholder="Add a note"
      value={value}
      onChange={(e) => setValue(e.currentTarget.value)}
      onBlur={save}
      onKeyDown={(e) => {
        if (e.key === 'Enter') save();
        if (e.key === 'Escape') setValue(item.comment ?? '');
      }}
      maxLength={2000}
      size="xs"
      miw={140}
    />
  );
}

/** The price the line sells at, and the item's own override (over the product's) in a popover. */
export function PriceCell({ shortlistId, item }: { shortlistId: string; item: ShortlistItem }) {
  const save = useSetItemOverride(shortlistId);
  const [opened, setOpened] = useState(false);
  const [value, setValue] = useState(item.override);
  const [custom, setCustom] = useState<number | string>(item.overrideCustomValue ?? '');
  const customValue = typeof custom === 'number' && custom > 0 ? custom : null;
  const help = OVERRIDE_VALUES.find((o) => o.value === value)?.help;
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      withArrow
      trapFocus
      onOpen={() => {
        setValue(item.override);
        setCustom(item.overrideCustomValue ?? '');
      }}
    >
      <Popover.Target>
        <UnstyledButton
          onClick={() => setOpened((o) => !o)}
          aria-label={`Price of ${item.product.asin}: ${money(item.selectedBuyBoxValue, currencyOf(item.product))}, override ${overrideLabel(item.override)}`}
          ta="right"
        >
          <Text size="sm" ff="monospace" td="underline dotted">
            {money(item.selectedBuyBoxValue, currencyOf(item.product))}
          </Text>
          {item.override !== -1 ? (
            <Text size="xs" c="blue">
              {overrideLabel(item.override)}
            </Text>
          ) : null}
        </UnstyledButton>
      </Popover.Target>
      <Popover.Dropdown>
        <form
          onSubmit={(e) => {
            e.preventDefault();
            if (value === 5 && customValue === null) return;
            save.mutate({ itemId: item.id, override: value, customValue }, { onSuccess: () => setOpened(false) });
          }}
        >
          <Stack gap="xs" w={230}>
            <Select
              label="This item's override"
              size="xs"
              allowDeselect={false}
              comboboxProps={{ withinPortal: false }}
              data={OVERRIDE_VALUES.map((o) => ({ value: String(o.value), label: o.label }))}
              value={String(value)}
              onChange={(v) => v !== null && setValue(Number(v))}
            />
            {value === 5 ? (
              <NumberInput
                label="Custom price"
                size="xs"
                min={0.01}
                decimalScale={currencyDigits(currencyOf(item.product))}
                prefix={currencySymbol(currencyOf(item.product))}
                fixedDecimalScale
                hideControls
                value={custom}
                onChange={setCustom}
              />
            ) : null}
            <Text size="xs" c="dimmed">
              {help} Over the product's own override; the shortlist's “Apply to all” mode still wins.
            </Text>
            {save.error ? (
              <Text size="xs" c="red" role="alert">
                {save.error.message}
              </Text>
            ) : null}
            <Group justify="flex-end" gap="xs">
              <Button size="xs" variant="default" onClick={() => setOpened(false)}>
                Cancel
              </Button>
              <Button size="xs" type="submit" loading={save.isPending} disabled={value === 5 && customValue === null}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Popover.Dropdown>
    </Popover>
  );
}

/** Remove the line, after a confirmation in place (silent: the line just leaves). */
export function RemoveCell({ shortlistId, item }: { shortlistId: string; item: ShortlistItem }) {
  const remove = useRemoveItem(shortlistId);
  const [opened, setOpened] = useState(false);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" withArrow trapFocus>
      <Popover.Target>
        <ActionIcon variant="subtle" color="red" aria-label={`Remove ${item.product.asin}`} onClick={() => setOpened((o) => !o)}>
          <IconTrash size={16} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" maw={220}>
          <Text size="sm">Remove {item.product.asin} from the shortlist?</Text>
          <Group justify="flex-end" gap="xs">
            <Button size="xs" variant="default" onClick={() => setOpened(false)}>
              Keep
            </Button>
            <Button
              size="xs"
              color="red"
              onClick={() => {
                setOpened(false);
                remove.mutate(item.id, { onError: showError });
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
