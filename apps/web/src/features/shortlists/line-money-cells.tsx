import { Stack, Text } from '@mantine/core';
import type { ShortlistItem } from '@shelfscope/contracts';
import { currencyOf } from '../../lib/money';
import { money } from './format';

/** Whether a line's product sells where prices carry VAT (its analysis has the split). */
export const hasVat = (item: ShortlistItem) => item.product.vatRate != null || item.product.priceExVat != null;

/**
 * The goods of a line: what is paid to the supplier, in the supplier's currency when the server
 * gives it and it is not the marketplace's, with the marketplace-currency figure the profit
 * uses beneath (at the product's exchange rate).
 */
export function GoodsCell({ item }: { item: ShortlistItem }) {
  const currency = currencyOf(item.product);
  const supplier = item.supplierCurrency;
  const paid = item.quantityBuyingGoodsSupplierCurrency;
  if (!supplier || supplier === currency || paid === undefined) return <>{money(item.quantityBuyingGoods, currency)}</>;
  return (
    <Stack gap={0} align="flex-end">
      <Text size="sm" ff="monospace" title={`Paid to the supplier, in ${supplier}`}>
        {money(paid, supplier)}
      </Text>
      <Text size="xs" c="dimmed" ff="monospace" title={`At the product's exchange rate, in ${currency}`}>
        {money(item.quantityBuyingGoods, currency)}
      </Text>
    </Stack>
  );
}

/** Amazon's fees on the line, and the VAT on them (a cost when not VAT-registered) where there is some. */
export function FeesCell({ item }: { item: ShortlistItem }) {
  const currency = currencyOf(item.product);
  const vat = item.vatOnFeesOnPurchase ?? 0;
  if (vat === 0) return <>{money(item.amazonFeesOnPurchase, currency)}</>;
  return (
    <Stack gap={0} align="flex-end">
      <Text size="sm" ff="monospace">
        {money(item.amazonFeesOnPurchase, currency)}
      </Text>
      <Text size="xs" c="dimmed" ff="monospace">
        + VAT {money(vat, currency)}
      </Text>
    </Stack>
  );
}

/** The product's VAT split per unit at its price (ex-VAT price, VAT on sale, cost and fees); the line's reclaimed VAT. */
export function VatCell({ item }: { item: ShortlistItem }) {
  if (!hasVat(item)) return <Text c="dimmed">–</Text>;
  const p = item.product;
  const currency = currencyOf(p);
  const rows: [string, number | null | undefined][] = [
    ['Ex VAT', p.priceExVat],
    ['On sale', p.vatOnSale],
    ['On cost', p.vatOnCost],
    ['On fees', p.vatOnFees],
  ];
  const reclaimed = item.vatReclaimedOnPurchase ?? 0;
  return (
    <Stack gap={0} align="flex-end" aria-label={`VAT of ${p.asin}`}>
      {rows.map(([label, value]) => (
        <Text key={label} size="xs" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
          {label} {money(value, currency)}
        </Text>
      ))}
      {reclaimed !== 0 ? (
        <Text size="xs" ff="monospace" c="teal" style={{ whiteSpace: 'nowrap' }}>
          Reclaimed {money(reclaimed, currency)}
        </Text>
      ) : null}
    </Stack>
  );
}
