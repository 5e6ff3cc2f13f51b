import { Group, NumberInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { inputNumber } from '../../lib/money';
import classes from './product-grid.module.css';

/** The product buy-box override (docs/products.md): which price the profit analysis uses. */
export const OVERRIDE_OPTIONS = [
  { value: '-1', label: 'Not set' },
  { value: '0', label: 'Current buy box' },
  { value: '1', label: '30-day average' },
  { value: '2', label: '90-day average' },
  { value: '3', label: '180-day average' },
  { value: '4', label: 'Lowest FBA offer' },
  { value: '5', label: 'Custom price' },
];

/** Choosing "Custom price" asks for the price first; the others save at once. */
export function OverrideCell({
  asin,
  override,
  customValue,
  onSave,
}: {
  asin: string;
  override: number;
  customValue: number | null;
  onSave: (override: number, customValue: number | null) => void;
}) {
  const [choice, setChoice] = useState(String(override));
  const [custom, setCustom] = useState<string | number>(customValue ?? '');
  useEffect(() => setChoice(String(override)), [override]);
  useEffect(() => setCustom(customValue ?? ''), [customValue]);
  const saveCustom = () => {
    const price = inputNumber(custom) ?? Number.NaN;
    if (Number.isFinite(price) && price > 0 && (override !== 5 || price !== customValue)) onSave(5, price);
  };
  return (
    <Group gap={4} wrap="nowrap" w="100%">
      {/* A native select, styled as the grid's inputs: a Mantine Select (a combobox with its
          floating dropdown) in every row made rows slow to render as they scroll into view. */}
      <select
        className={classes.cellInput}
        aria-label={`Buy-box override of ${asin}`}
        value={choice}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setChoice(value);
          if (value !== '5') onSave(Number(value), null);
        }}
        style={{ flex: 1, minWidth: 0 }}
      >
        {OVERRIDE_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {choice === '5' ? (
        <NumberInput
          aria-label={`Custom price of ${asin}`}
          value={custom}
          onChange={setCustom}
          onBlur={saveCustom}
          onKeyDown={(e) => e.key === 'Enter' && saveCustom()}
          min={0.01}
          decimalScale={2}
          fixedDecimalScale
          prefix="$"
          hideControls
          size="xs"
          w={76}
          variant="filled"
        />
      ) : null}
    </Group>
  );
}
