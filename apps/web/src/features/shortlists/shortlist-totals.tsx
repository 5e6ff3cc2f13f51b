import { Paper, SimpleGrid, Stack, Text, Tooltip } from '@mantine/core';
import type { ShortlistCurrencyTotals, ShortlistTotals as Totals } from '@shelfscope/contracts';
import { count, money, percent } from './format';

/** The counts: they add over every line, whatever its currency. */
type CountKey = 'shortlistItemsCount' | 'asins' | 'asinUnits' | 'supplierUnits' | 'totalQuantity';
/** The money figures: one set per currency, never added across currencies. */
type MoneyKey = Exclude<keyof ShortlistCurrencyTotals, 'currency'>;

type Figure<K> = {
  key: K;
  label: string;
  help: string;
  format: (v: number | null, currency: string) => string;
  strong?: boolean;
  /** Shown only when the server sends it and it is not zero (VAT: a marketplace with VAT). */
  onlyWhenSet?: boolean;
};

const COUNTS: Figure<CountKey>[] = [
  { key: 'shortlistItemsCount', label: 'Items', help: 'Lines on the shortlist.', format: count },
  { key: 'asins', label: 'ASINs', help: 'Distinct ASINs.', format: count },
  { key: 'asinUnits', label: 'ASIN units', help: 'Listing units to sell: the sum of the quantities.', format: count },
  { key: 'supplierUnits', label: 'Supplier units', help: 'Packs to order from the supplier.', format: count },
  { key: 'totalQuantity', label: 'Total quantity', help: 'Single items bought: packs × items per pack.', format: count },
];

/** The money totals of docs/shortlists.md, each with what it means. */
const MONEY: Figure<MoneyKey>[] = [
  { key: 'totalGoodsCost', label: 'Goods', help: 'Packs × cost per pack.', format: money },
  { key: 'prep', label: 'Prep', help: 'Preparation cost of the listing units.', format: money },
  { key: 'extras', label: 'Extras', help: 'Inbound fees: getting the units to the marketplace.', format: money },
  { key: 'goodsExtrasSum', label: 'Total cost', help: 'Everything paid: goods + prep + extras.', format: money, strong: true },
  { key: 'revenue', label: 'Revenue', help: 'Units × the price the overrides select.', format: money, strong: true },
  {
    key: 'buyBoxCurrent',
    label: 'At current buy box',
    help: "Revenue at today's buy box, whatever the overrides.",
    format: money,
  },
  { key: 'amazonFees', label: 'Amazon fees', help: 'Referral and fulfillment fees at the selected price.', format: money },
  {
    key: 'vatOnFees',
    label: 'VAT on fees',
    help: 'VAT on Amazon’s fees: a cost when the company is not VAT-registered.',
    format: money,
    onlyWhenSet: true,
  },
  {
    key: 'vatReclaimed',
    label: 'VAT reclaimed',
    help: 'Input VAT in the goods a VAT-registered company reclaims.',
    format: money,
    onlyWhenSet: true,
  },
  { key: 'netReturn', label: 'Net return', help: 'What the marketplace pays out: revenue − fees − inbound.', format: money },
  { key: 'profit', label: 'Profit', help: 'Net return − goods − prep.', format: money, strong: true },
  { key: 'margin', label: 'Margin', help: 'Profit ÷ revenue.', format: percent },
  { key: 'roi', label: 'ROI', help: 'Profit ÷ (goods + prep), as on products and the dashboard.', format: percent, strong: true },
];

const NEGATIVE_RED: ReadonlySet<string> = new Set(['profit', 'roi', 'margin']);

function FigureCell<K extends string>({
  figure,
  value,
  currency,
  updating,
}: {
  figure: Figure<K>;
  value: number | null;
  currency: string;
  updating: boolean;
}) {
  const negative = typeof value === 'number' && value < 0 && NEGATIVE_RED.has(figure.key);
  return (
    <Tooltip label={figure.help} multiline w={240} openDelay={300}>
      <div data-figure={figure.key} style={{ opacity: updating ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <Text size="xs" c="dimmed" lh={1.3}>
          {figure.label}
        </Text>
        <Text size="sm" fw={figure.strong ? 700 : 500} c={negative ? 'red' : undefined} ff="monospace" lh={1.4}>
          {figure.format(value, currency)}
        </Text>
      </div>
    </Tooltip>
  );
}

/** One currency's money totals. */
function MoneyTotals({ totals, updating }: { totals: ShortlistCurrencyTotals; updating: boolean }) {
  const shown = MONEY.filter((f) => !f.onlyWhenSet || (totals[f.key] !== undefined && totals[f.key] !== 0));
  return (
    <SimpleGrid cols={{ base: 2, xs: 4, md: 8 }} spacing="xs" verticalSpacing="xs">
      {shown.map((f) => (
        <FigureCell key={f.key} figure={f} value={totals[f.key] ?? null} currency={totals.currency} updating={updating} />
      ))}
    </SimpleGrid>
  );
}

/**
 * A shortlist's money, one set per currency: `byCurrency` when its lines are in several, else
 * its own figures in their currency (`fallback` for a shortlist from before marketplaces).
 */
export function currencyGroups(totals: Totals, fallback: string): ShortlistCurrencyTotals[] {
  return totals.byCurrency && totals.byCurrency.length > 1
    ? totals.byCurrency
    : [{ ...totals, currency: totals.currency ?? fallback }];
}

/**
 * The live totals panel: read from GET .../summary again after every edit. The counts add over
 * every line; the money is one set per currency (`byCurrency` when the lines are in several),
 * never one sum across currencies.
 */
export function ShortlistTotalsPanel({ totals, updating, currency }: { totals: Totals; updating: boolean; currency: string }) {
  const groups = currencyGroups(totals, currency);
  return (
    <Paper withBorder radius="md" p="sm" aria-label="Totals" component="section" aria-busy={updating}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 2, xs: 4, md: 8 }} spacing="xs" verticalSpacing="xs">
          {COUNTS.map((f) => (
            <FigureCell key={f.key} figure={f} value={totals[f.key]} currency={currency} updating={updating} />
          ))}
        </SimpleGrid>
        {groups.length === 1 && groups[0] ? (
          <MoneyTotals totals={groups[0]} updating={updating} />
        ) : (
          groups.map((group) => (
            <section key={group.currency} aria-label={`Totals in ${group.currency}`} data-currency={group.currency}>
              <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
                In {group.currency}
              </Text>
              <MoneyTotals totals={group} updating={updating} />
            </section>
          ))
        )}
      </Stack>
    </Paper>
  );
}
