import { Badge, Card, SimpleGrid, Table, Text, Title } from '@mantine/core';
import type { SellerData, StockInfo } from '@shelfscope/contracts';
import { count, day, percent } from './format';

/** The listing's sellers with their feedback, and each seller's stock as last read. */
export function SellersAndStock({ sellers, stock }: { sellers: SellerData[]; stock: StockInfo[] }) {
  const names = new Map(sellers.map((s) => [s.sellerId, s.sellerName ?? s.sellerId]));
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Card withBorder padding="md" radius="md" component="section" aria-labelledby="sellers-title">
        <Title order={3} size="h5" mb="xs" id="sellers-title">
          Sellers ({sellers.length})
        </Title>
        {sellers.length === 0 ? (
          <Text size="sm" c="dimmed">
            No seller data.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={360} type="native" tabIndex={0}>
            <Table fz="sm" verticalSpacing={4} aria-labelledby="sellers-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Seller</Table.Th>
                  <Table.Th ta="right">Rating</Table.Th>
                  <Table.Th ta="right">Ratings</Table.Th>
                  <Table.Th ta="right">Last 30 d</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody style={{ fontVariantNumeric: 'tabular-nums' }}>
                {sellers.map((s) => (
                  <Table.Tr key={s.sellerId}>
                    <Table.Td>{s.sellerName ?? s.sellerId}</Table.Td>
                    <Table.Td ta="right">{percent(s.currentRating)}</Table.Td>
                    <Table.Td ta="right">{count(s.currentRatingCount)}</Table.Td>
                    <Table.Td ta="right">{count(s.ratingsLast30Days)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
      <Card withBorder padding="md" radius="md" component="section" aria-labelledby="stock-title">
        <Title order={3} size="h5" mb="xs" id="stock-title">
          Stock
        </Title>
        {stock.length === 0 ? (
          <Text size="sm" c="dimmed">
            No stock levels read yet. Use “Refresh with stock levels” to read each seller’s stock.
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={360} type="native" tabIndex={0}>
            <Table fz="sm" verticalSpacing={4} aria-labelledby="stock-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Seller</Table.Th>
                  <Table.Th ta="right">Stock</Table.Th>
                  <Table.Th>Delivery</Table.Th>
                  <Table.Th>Fastest</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody style={{ fontVariantNumeric: 'tabular-nums' }}>
                {stock.map((s) => (
                  <Table.Tr key={s.sellerId}>
                    <Table.Td>
                      {names.get(s.sellerId) ?? s.sellerId}{' '}
                      {s.isStockUpdated ? null : (
                        <Badge size="xs" variant="light" color="gray">
                          not updated
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td ta="right">{count(s.stock)}</Table.Td>
                    <Table.Td>{day(s.deliveryDate)}</Table.Td>
                    <Table.Td>{day(s.fastestDeliveryDate)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </SimpleGrid>
  );
}
