import { NumberInput, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Fulfilment } from '@shelfscope/contracts';
import { currencyDigits, currencySymbol } from '../../lib/money';

type Value = { defaultFulfilment: Fulfilment; fbmShippingPerUnit: number };

/**
 * How a product is fulfilled unless it says otherwise, and what shipping one unit costs when the
 * seller ships it (FBM), in the currency of the company's default marketplace. The product page
 * shows FBA and FBM side by side either way; this picks the headline figures.
 */
export function FulfilmentSettings({
  value,
  onChange,
  currency,
  errors,
}: {
  value: Value;
  onChange: (next: Partial<Value>) => void;
  currency: string;
  errors: Partial<Record<string, string>>;
}) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Stack gap={4}>
        <Text size="sm" fw={500} id="fulfilment-label">
          Default fulfilment
        </Text>
        <SegmentedControl
          aria-labelledby="fulfilment-label"
          data={[
            { value: 'FBA', label: 'FBA (Amazon ships)' },
            { value: 'FBM', label: 'FBM (you ship)' },
          ]}
          value={value.defaultFulfilment}
          onChange={(v) => onChange({ defaultFulfilment: v === 'FBM' ? 'FBM' : 'FBA' })}
        />
        {errors.defaultFulfilment ? (
          <Text size="xs" c="red" role="alert">
            {errors.defaultFulfilment}
          </Text>
        ) : null}
      </Stack>
      <NumberInput
        label="FBM shipping per unit"
        description={`What shipping one unit to a customer costs you, ${currency}`}
        value={value.fbmShippingPerUnit}
        onChange={(v) => onChange({ fbmShippingPerUnit: typeof v === 'number' ? v : Number(v) || 0 })}
        error={errors.fbmShippingPerUnit}
        prefix={currencySymbol(currency)}
        decimalScale={currencyDigits(currency)}
        fixedDecimalScale
        min={0}
        max={10000}
      />
    </SimpleGrid>
  );
}
