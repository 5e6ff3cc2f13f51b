import { Card, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { ProductDetail } from '@shelfscope/contracts';
import { Field } from './field';
import { AMAZON_AVAILABILITY, count, number, percent, rank } from './format';

const METHODS: Record<string, string> = {
  monthlySold: 'the marketplace’s “bought in past month” figure',
  rankModel: 'the sales-rank model for the category (an approximation), never below the 30-day rank drops',
  salesRankDrops30: 'the 30-day sales-rank drops (each drop is at least one sale)',
};

/** How the sales estimate was made, in words with its inputs (domain notes: estimates are rough). */
export function basisText(basis: ProductDetail['salesEstimateBasis']): string {
  if (!basis) return 'No estimate: the market gives neither a monthly figure, a sales rank nor rank drops.';
  const inputs = Object.entries(basis.inputs)
    .filter(([, v]) => v !== null)
    .map(([k, v]) => `${k} ${typeof v === 'number' ? number(v) : v}`)
    .join(', ');
  return `From ${METHODS[basis.method] ?? basis.method}${inputs ? `: ${inputs}` : ''}.`;
}

const WINDOWS = [30, 90, 180, 365] as const;

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
      <Table.ScrollContainer minWidth={330} type="native" tabIndex={0} mt="sm">
        <Table
          fz="sm"
          style={{ whiteSpace: 'nowrap' }}
          withRowBorders={false}
          verticalSpacing={2}
          horizontalSpacing="xs"
          aria-label="Sales rank and stock by window"
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th />
              <Table.Th ta="right">Now</Table.Th>
              {WINDOWS.map((w) => (
                <Table.Th key={w} ta="right">
                  {w} d
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody style={{ fontVariantNumeric: 'tabular-nums' }}>
            <Table.Tr>
              <Table.Th scope="row">Rank (avg)</Table.Th>
              <Table.Td ta="right">{rank(p.bsrCurrent)}</Table.Td>
              <Table.Td ta="right">{rank(p.bsrAvg30)}</Table.Td>
              <Table.Td ta="right">{rank(p.bsrAvg90)}</Table.Td>
              <Table.Td ta="right">{rank(p.bsrAvg180)}</Table.Td>
              <Table.Td ta="right">–</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Rank drops</Table.Th>
              <Table.Td ta="right">–</Table.Td>
              <Table.Td ta="right">{count(p.salesRankDrops30)}</Table.Td>
              <Table.Td ta="right">{count(p.salesRankDrops90)}</Table.Td>
              <Table.Td ta="right">{count(p.salesRankDrops180)}</Table.Td>
              <Table.Td ta="right">{count(p.salesRankDrops365)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Amazon in stock</Table.Th>
              <Table.Td ta="right">–</Table.Td>
              <Table.Td ta="right">{percent(p.inStock30)}</Table.Td>
              <Table.Td ta="right">{percent(p.inStock90)}</Table.Td>
              <Table.Td ta="right">{percent(p.inStock180)}</Table.Td>
              <Table.Td ta="right">{percent(p.inStock365)}</Table.Td>
            </Table.Tr>
            <Table.Tr>
              <Table.Th scope="row">Amazon out of stock</Table.Th>
              <Table.Td ta="right">–</Table.Td>
              <Table.Td ta="right">{percent(p.outOfStock30)}</Table.Td>
              <Table.Td ta="right">{percent(p.outOfStock90)}</Table.Td>
              <Table.Td ta="right">{percent(p.outOfStock180)}</Table.Td>
              <Table.Td ta="right">{percent(p.outOfStock365)}</Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Card>
  );
}
