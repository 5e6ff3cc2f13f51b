import { Badge, Card, Group, Table, Text, Title } from '@mantine/core';
import type { Offer } from '@shelfscope/contracts';
import { CONDITIONS, count, day, money, percent } from './format';

const FLAGS: { key: keyof Offer; label: string; color: string }[] = [
  { key: 'isAmazon', label: 'Amazon', color: 'orange' },
  { key: 'isFBA', label: 'FBA', color: 'blue' },
  { key: 'isPrime', label: 'Prime', color: 'cyan' },
  { key: 'isPrimeExcl', label: 'Prime excl.', color: 'cyan' },
  { key: 'isBrandOffer', label: 'Brand', color: 'grape' },
  { key: 'isCompetition', label: 'Competes', color: 'teal' },
  { key: 'isWarehouseDeal', label: 'Warehouse', color: 'gray' },
  { key: 'isMAP', label: 'MAP', color: 'gray' },
  { key: 'isPreorder', label: 'Pre-order', color: 'gray' },
  { key: 'isAddonItem', label: 'Add-on', color: 'gray' },
  { key: 'shipsFromChina', label: 'Ships from China', color: 'yellow' },
  { key: 'isScam', label: 'Suspect', color: 'red' },
];

/** Live offers first by landed price (price + shipping), with their flags, stock and buy-box wins. */
export function OffersTable({ offers, currency }: { offers: Offer[]; currency?: string }) {
  const landed = (o: Offer) => (o.price === null ? Number.POSITIVE_INFINITY : o.price + (o.shippingCost ?? 0));
  const sorted = [...offers].sort((a, b) => a.condition - b.condition || landed(a) - landed(b));
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="offers-title">
      <Title order={3} size="h5" mb="xs" id="offers-title">
        Offers ({offers.length})
      </Title>
      {offers.length === 0 ? (
        <Text size="sm" c="dimmed">
          No offers on this listing right now.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={860} type="native" tabIndex={0}>
          <Table fz="sm" striped highlightOnHover verticalSpacing={4} aria-labelledby="offers-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Seller</Table.Th>
                <Table.Th>Condition</Table.Th>
                <Table.Th ta="right">Price</Table.Th>
                <Table.Th ta="right">Shipping</Table.Th>
                <Table.Th ta="right">Landed</Table.Th>
                <Table.Th ta="right">Stock</Table.Th>
                <Table.Th ta="right" title="Share of the buy box won over 30 / 90 / 180 days">
                  Buy box 30/90/180 d
                </Table.Th>
                <Table.Th>Flags</Table.Th>
                <Table.Th>Seen</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody style={{ fontVariantNumeric: 'tabular-nums' }}>
              {sorted.map((o) => (
                <Table.Tr key={o.offerId}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {o.sellerName ?? o.sellerId}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {o.sellerRating === null ? 'No rating' : `${percent(o.sellerRating)} positive`} ·{' '}
                      {count(o.sellerRatingsCount)} ratings
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    {CONDITIONS[o.condition] ?? o.condition}
                    {o.conditionComment ? (
                      <Text size="xs" c="dimmed" lineClamp={1} title={o.conditionComment}>
                        {o.conditionComment}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td ta="right">{money(o.price, currency)}</Table.Td>
                  <Table.Td ta="right">
                    {o.isShippable ? (o.shippingCost === 0 ? 'Free' : money(o.shippingCost, currency)) : 'Not shippable'}
                  </Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {o.price === null ? '–' : money(landed(o), currency)}
                  </Table.Td>
                  <Table.Td ta="right">
                    {count(o.stock)}
                    {o.minimumOrderQuantity && o.minimumOrderQuantity > 1 ? (
                      <Text size="xs" c="dimmed">
                        min {o.minimumOrderQuantity}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td ta="right">
                    {[o.buyBoxWon30, o.buyBoxWon90, o.buyBoxWon180]
                      .map((v) => (v === null ? '–' : `${Math.round(v)}%`))
                      .join(' / ')}
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {!o.isFBA && !o.isAmazon ? (
                        <Badge size="xs" variant="light" color="gray">
                          FBM
                        </Badge>
                      ) : null}
                      {FLAGS.filter((f) => o[f.key] === true).map((f) => (
                        <Badge key={f.key} size="xs" variant="light" color={f.color} style={{ textTransform: 'none' }}>
                          {f.label}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>{day(o.lastSeen)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
