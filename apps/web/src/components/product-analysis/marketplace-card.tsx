import { Badge, Card, Group, NumberInput, Select, SimpleGrid, Table, Text, Title } from '@mantine/core';
import {
  DEFAULT_MARKETPLACE,
  type ExchangeRateUsed,
  type FulfilmentFigures,
  MARKETPLACES,
  type ProductDetail,
} from '@shelfscope/contracts';
import { costCurrencyOf, moneyUpTo } from '../../lib/money';
import { type AnalysisEndpoints, useSaveFulfilment } from './api';
import { Field } from './field';
import { currencyOf, money, number, percent } from './format';

/** "£1 = €1.17 on 2026-11-27, ECB": the rate a cost in another currency was converted at. */
export const exchangeRateText = (r: ExchangeRateUsed) =>
  `${moneyUpTo(1, r.from, 0)} = ${moneyUpTo(r.rate, r.to, 4)} on ${r.day}, ${r.source}`;

const ROWS: { label: string; value: (f: FulfilmentFigures, currency: string) => string }[] = [
  { label: 'Fulfilment fee', value: (f, c) => money(f.fulfillmentFee, c) },
  { label: 'Storage', value: (f, c) => money(f.storageFee, c) },
  { label: 'Fees total', value: (f, c) => money(f.feesTotal, c) },
  { label: 'Profit', value: (f, c) => money(f.profitLoss, c) },
  { label: 'ROI', value: (f) => percent(f.roi) },
  { label: 'Max cost', value: (f, c) => money(f.maxCost, c) },
];

/**
 * Where the product's figures come from: its marketplace and currency, the exchange rate its
 * cost was converted at, the VAT in its price, cost and fees (docs/decisions/017: a split, which
 * a registered seller keeps or reclaims), and FBA beside FBM. An analysis from before
 * marketplaces has none of it and shows the marketplace alone (amazon.com, USD).
 */
export function MarketplaceCard({
  product: p,
  endpoints,
}: {
  product: ProductDetail;
  /** Where to save the fulfilment choices; without it the card only shows them. */
  endpoints?: AnalysisEndpoints;
}) {
  const c = currencyOf(p);
  const marketplace = MARKETPLACES[p.marketplace ?? DEFAULT_MARKETPLACE];
  const taxName = marketplace.taxName ?? 'VAT';
  const hasVat = p.vatRate !== null && p.vatRate !== undefined;
  const sides = [p.fba, p.fbm].filter((f): f is FulfilmentFigures => Boolean(f));
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="marketplace-title">
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
        <Title order={3} size="h5" id="marketplace-title">
          {marketplace.name} · {c}
        </Title>
        {p.fulfilment ? <Badge variant="light">{p.fulfilment}</Badge> : null}
      </Group>
      {costCurrencyOf(p) !== c ? (
        <Text size="sm" mb="xs">
          Costs in {costCurrencyOf(p)}
          {p.exchangeRate ? `, converted at ${exchangeRateText(p.exchangeRate)}` : ''}.
        </Text>
      ) : p.exchangeRate ? (
        <Text size="sm" mb="xs">
          Converted at {exchangeRateText(p.exchangeRate)}.
        </Text>
      ) : null}
      {p.settingsExchangeRate ? (
        <Text size="sm" mb="xs">
          Your settings’ amounts (inbound, preparation, FBM shipping) are in {p.settingsExchangeRate.from}, converted at{' '}
          {exchangeRateText(p.settingsExchangeRate)}.
        </Text>
      ) : null}
      {hasVat ? (
        <>
          <Text size="xs" c="dimmed" mb={4}>
            {taxName} at {percent(p.vatRate)} ·{' '}
            {p.vatRegistered
              ? 'Registered: the VAT in the price is not revenue; the VAT on cost and fees is reclaimed'
              : 'Not registered: the whole price is revenue; the VAT on cost and fees is a cost'}
          </Text>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs" aria-label={`${taxName} split`}>
            <Field label={`Price ex-${taxName}`} value={money(p.priceExVat, c)} />
            <Field label={`${taxName} on sale`} value={money(p.vatOnSale, c)} />
            <Field label={`${taxName} on cost`} value={money(p.vatOnCost, c)} />
            <Field label={`${taxName} on fees`} value={money(p.vatOnFees, c)} />
          </SimpleGrid>
        </>
      ) : null}
      {p.storageFee !== undefined && sides.length === 0 ? (
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" mt="xs">
          <Field label="Storage per unit" value={money(p.storageFee, c)} />
          <Field label="Months in stock" value={number(p.monthsInStock)} />
        </SimpleGrid>
      ) : null}
      {sides.length > 0 ? (
        <Table.ScrollContainer minWidth={280} mt="sm">
          <Table fz="sm" verticalSpacing={4} aria-label="FBA and FBM side by side">
            <Table.Thead>
              <Table.Tr>
                <Table.Th />
                {sides.map((f) => (
                  <Table.Th key={f.fulfilment} ta="right">
                    {f.fulfilment}
                    {f.fulfilment === p.fulfilment ? ' (used)' : ''}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ROWS.map((row) => (
                <Table.Tr key={row.label}>
                  <Table.Th scope="row" fw={400}>
                    {row.label}
                  </Table.Th>
                  {sides.map((f) => (
                    <Table.Td key={f.fulfilment} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {row.value(f, c)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {endpoints ? <FulfilmentChoice product={p} endpoints={endpoints} /> : null}
          {p.fba && !p.fbm ? (
            <Text size="xs" c="dimmed">
              Set your FBM shipping cost in Settings to see FBM beside FBA.
            </Text>
          ) : null}
          {p.monthsInStock !== null && p.monthsInStock !== undefined ? (
            <Text size="xs" c="dimmed">
              Storage over {number(p.monthsInStock)} {p.monthsInStock === 1 ? 'month' : 'months'} in stock.
            </Text>
          ) : null}
        </Table.ScrollContainer>
      ) : null}
    </Card>
  );
}

const DEFAULT = 'default';

/**
 * The product's own fulfilment (FBA, FBM, or the member's default) and the months a unit sits in
 * stock (storage), saved as they change; the server analyses again with them.
 */
function FulfilmentChoice({ product: p, endpoints }: { product: ProductDetail; endpoints: AnalysisEndpoints }) {
  const save = useSaveFulfilment(endpoints);
  return (
    <Group gap="sm" mt="sm" align="flex-end" wrap="wrap">
      <Select
        label="Fulfilment"
        size="xs"
        w={150}
        allowDeselect={false}
        data={[
          { value: DEFAULT, label: 'My default' },
          { value: 'FBA', label: 'FBA' },
          { value: 'FBM', label: 'FBM' },
        ]}
        value={p.ownFulfilment ?? DEFAULT}
        disabled={save.isPending}
        onChange={(value) => save.mutate({ field: 'fulfilment', value: !value || value === DEFAULT ? '' : value })}
      />
      <NumberInput
        label="Months in stock"
        description="Empty: from the sales estimate"
        size="xs"
        w={170}
        min={0}
        max={36}
        decimalScale={1}
        defaultValue={p.ownMonthsInStock ?? ''}
        disabled={save.isPending}
        onBlur={(event) => {
          const typed = event.currentTarget.value.trim();
          if (typed === String(p.ownMonthsInStock ?? '')) return;
          save.mutate({ field: 'monthsInStock', value: typed });
        }}
      />
    </Group>
  );
}
