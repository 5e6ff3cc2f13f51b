import { Paper, SimpleGrid, Text, Tooltip } from '@mantine/core';
import type { ShortlistTotals as Totals } from '@shelfscope/contracts';
import { count, money, percent } from './format';

/** The totals that are numbers (not their currency or the per-currency list). */
type NumberKey = Exclude<keyof Totals, 'currency' | 'byCurrency'>;

type Figure = {
  key: NumberKey;
  label: string;
  help: string;
  format: (v: number | null, currency: string) => string;
  strong?: boolean;
};

/** The totals of docs/shortlists.md, each with what it means. */
const FIGURES: Figure[] = [
  { key: 'shortlistItemsCount', label: 'Items', help: 'Lines on the shortlist.', format: count },
  { key: 'asins', label: 'ASINs', help: 'Distinct ASINs.', format: count },
  { key: 'asinUnits', label: 'ASIN units', help: 'Listing units to sell: the sum of the quantities.', format: count },
  { key: 'supplierUnits', label: 'Supplier units', help: 'Packs to order from the supplier.', format: count },
  { key: 'totalQuantity', label: 'Total quantity', help: 'Single items bought: packs × items per pack.', format: count },
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
  { key: 'netReturn', label: 'Net return', help: 'What the marketplace pays out: revenue − fees − inbound.', format: money },
  { key: 'profit', label: 'Profit', help: 'Net return − goods − prep.', format: money, strong: true },
  { key: 'margin', label: 'Margin', help: 'Profit ÷ revenue.', format: percent },
  { key: 'roi', label: 'ROI', help: 'Profit ÷ (goods + prep), as on products and the dashboard.', format: percent, strong: true },
];

/** The live totals panel: read from GET .../summary again after every edit. */
export function ShortlistTotalsPanel({ totals, updating, currency }: { totals: Totals; updating: boolean; currency: string }) {
  return (
    <Paper withBorder radius="md" p="sm" aria-label="Totals" component="section" aria-busy={updating}>
      <SimpleGrid cols={{ base: 2, xs: 4, md: 8 }} spacing="xs" verticalSpacing="xs">
        {FIGURES.map((f) => {
          const value = totals[f.key] ?? null;
          const negative =
            typeof value === 'number' && value < 0 && (f.key === 'profit' || f.key === 'roi' || f.key === 'margin');
          return (
            <Tooltip key={f.key} label={f.help} multiline w={240} openDelay={300}>
              <div data-figure={f.key} style={{ opacity: updating ? 0.6 : 1, transition: 'opacity 150ms' }}>
                <Text size="xs" c="dimmed" lh={1.3}>
                  {f.label}
                </Text>
                <Text size="sm" fw={f.strong ? 700 : 500} c={negative ? 'red' : undefined} ff="monospace" lh={1.4}>
                  {f.format(value, totals.currency ?? currency)}
                </Text>
              </div>
            </Tooltip>
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}
