import { Card, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { ProductDetail } from '@shelfscope/contracts';
import { Field } from './field';
import { AMAZON_AVAILABILITY, count, number, percent, rank } from './format';

/**
 * How the sales estimate was made, in a buyer's words (domain notes: estimates are rough). Only
 * the inputs a buyer knows are named (rank, category, rank drops, variants); the rank model's own
 * constants (scale, exponent, raw model figure) stay out of the UI.
 */
export function basisText(basis: ProductDetail['salesEstimateBasis']): string {
  if (!basis) return 'No estimate: the market gives neither a monthly figure, a sales rank nor rank drops.';
  const input = (key: string) => basis.inputs[key] ?? null;
  const drops = input('salesRankDrops30');
  const dropsText =
    typeof drops === 'number' && drops > 0 ? `${number(drops)} rank ${drops === 1 ? 'drop' : 'drops'} in 30 days` : null;
  const bsr = input('bsr');
  const category = input('category');
  const rankText =
    typeof bsr === 'number' ? `sales rank #${number(bsr)}${typeof category === 'string' ? ` in ${category}` : ''}` : null;
  switch (basis.method) {
    case 'monthlySold':
      return 'From the marketplace’s own “bought in past month” figure.';
    case 'rankModel':
      return `Estimated from the ${rankText ?? 'sales rank'}: a rough approximation, never below the rank drops${dropsText ? ` (${dropsText})` : ''}.`;
    case 'salesRankDrops30':
      return `From ${dropsText ?? 'the 30-day rank drops'}: each drop is at least one sale${rankText ? `, more than the ${rankText} suggests` : ''}.`;
    default:
      return 'Estimated from the product’s market data: a rough approximation.';
  }
}

/** The table's rows: now, then each window's average rank, rank drops and Amazon's stock. */
function windowRows(p: ProductDetail) {
  const none = '–';
  return [
    { label: 'Now', rank: rank(p.bsrCurrent), drops: none, inStock: none, outOfStock: none },
    {
      label: '30\u00a0d',
      rank: rank(p.bsrAvg30),
      drops: count(p.salesRankDrops30),
      inStock: percent(p.inStock30),
      outOfStock: percent(p.outOfStock30),
    },
    {
      label: '90\u00a0d',
      rank: rank(p.bsrAvg90),
      drops: count(p.salesRankDrops90),
      inStock: percent(p.inStock90),
      outOfStock: percent(p.outOfStock90),
    },
    {
      label: '180\u00a0d',
      rank: rank(p.bsrAvg180),
      drops: count(p.salesRankDrops180),
      inStock: percent(p.inStock180),
      outOfStock: percent(p.outOfStock180),
    },
    {
      label: '365\u00a0d',
      rank: none,
      drops: count(p.salesRankDrops365),
      inStock: percent(p.inStock365),
      outOfStock: percent(p.outOfStock365),
    },
  ];
}

/** The sales picture: the estimate and how it was made, sales rank, rank drops and Amazon's stock history. */
export function SalesCard({ product: p }: { product: ProductDetail }) {
  const a = p;
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="sales-title">
      <Title order={3} size="h5" mb="xs" id="sales-title">
        Sales and rank
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="xs">
        <Field label="Sales estimate" value={a.salesEstimate === null ? '–' : `${count(a.salesEstimate)} / month`} />
        <Field
          label="This variation"
          value={a.variantSalesEstimate === null ? '–' : `${count(a.variantSalesEstimate)} / month`}
          hint="Variations share the parent's rank: the rank-based estimate is split over the variants"
        />
        <Field label="Bought in past month" value={count(p.boughtInThePastMonth)} />
        <Field label="My share (30 d)" value={a.myShare30 === null ? '–' : `${number(a.myShare30)} / month`} />
        <Field label="Amazon now" value={AMAZON_AVAILABILITY[p.amazonAvailability] ?? '–'} />
      </SimpleGrid>
      <Text size="xs" c="dimmed" mt={6}>
        {basisText(a.salesEstimateBasis)}
        {p.isVariation ? ' Variations share the parent’s sales rank, so a per-child figure is an even split.' : ''}
      </Text>
      {/* One row a window and one column a figure: four narrow columns whose headings wrap fit
          the card at every width (the five windows as columns were clipped at 1440 px, where the
          card shares its row with the profit panel); a narrower card still scrolls. */}
      <Table.ScrollContainer minWidth={280} type="native" tabIndex={0} mt="sm">
        <Table
          fz="sm"
          layout="fixed"
          withRowBorders={false}
          verticalSpacing={2}
          horizontalSpacing={6}
          aria-label="Sales rank and stock by window"
        >
          <Table.Thead fz="xs">
            <Table.Tr style={{ verticalAlign: 'bottom' }}>
              <Table.Th w="17%">Window</Table.Th>
              <Table.Th ta="right" w="27%">
                Rank (avg)
              </Table.Th>
              <Table.Th ta="right">Rank drops</Table.Th>
              <Table.Th ta="right" title="Share of days Amazon itself had stock">
                Amazon in stock
              </Table.Th>
              <Table.Th ta="right" title="Share of days Amazon itself had no stock">
                Amazon out
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
            {windowRows(p).map((row) => (
              <Table.Tr key={row.label}>
                <Table.Th scope="row">{row.label}</Table.Th>
                <Table.Td ta="right">{row.rank}</Table.Td>
                <Table.Td ta="right">{row.drops}</Table.Td>
                <Table.Td ta="right">{row.inStock}</Table.Td>
                <Table.Td ta="right">{row.outOfStock}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
