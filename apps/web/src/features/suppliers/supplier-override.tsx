import { Button, Group, NumberInput, Paper, Radio, Stack, Text } from '@mantine/core';
import type { Supplier } from '@shelfscope/contracts';
import { useEffect, useState } from 'react';
import { fieldErrors } from '../../lib/field-errors';
import { inputNumber } from '../../lib/money';
import { useSetSupplierOverride } from './api/suppliers';
import { SUPPLIER_OVERRIDES } from './overrides';

/** PUT /api/Supplier/override: the price its products are analysed at, each choice explained. */
export function SupplierOverridePanel({ supplier }: { supplier: Supplier }) {
  const save = useSetSupplierOverride();
  const [value, setValue] = useState(supplier.override);
  const [custom, setCustom] = useState<number | string>(supplier.overrideCustomValue ?? '');
  useEffect(() => {
    setValue(supplier.override);
    setCustom(supplier.overrideCustomValue ?? '');
  }, [supplier.override, supplier.overrideCustomValue]);

  const customValue = inputNumber(custom);
  const changed = value !== supplier.override || (value === 5 && customValue !== supplier.overrideCustomValue);
  const valid = value !== 5 || (customValue !== null && customValue > 0);
  const errors = fieldErrors(save.error);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="override-title">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (changed && valid)
            save.mutate({ supplierId: supplier.id, override: value, overrideCustomValue: value === 5 ? customValue : null });
        }}
      >
        <Stack gap="xs">
          <Text fw={600} id="override-title">
            Buy-box override
          </Text>
          <Text size="xs" c="dimmed">
            The price this supplier's products are analysed at, unless a product or a shortlist sets its own.
          </Text>
          <Radio.Group value={String(value)} onChange={(v) => setValue(Number(v))} aria-label="Buy-box override">
            <Stack gap={8} mt={4}>
              {SUPPLIER_OVERRIDES.map((o) => (
                <Radio key={o.value} value={String(o.value)} label={o.label} description={o.help} size="sm" />
              ))}
            </Stack>
          </Radio.Group>
          {value === 5 ? (
            <NumberInput
              label="Custom price"
              w={160}
              min={0.01}
              decimalScale={2}
              fixedDecimalScale
              prefix="$"
              value={custom}
              onChange={setCustom}
              error={errors.overrideCustomValue ?? (customValue === null ? 'Enter the price' : undefined)}
            />
          ) : null}
          {save.error && !errors.overrideCustomValue ? (
            <Text size="sm" c="red" role="alert" style={{ whiteSpace: 'pre-line' }}>
              {save.error.message}
            </Text>
          ) : null}
          <Group>
            <Button type="submit" size="xs" loading={save.isPending} disabled={!changed || !valid}>
              Save override
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
