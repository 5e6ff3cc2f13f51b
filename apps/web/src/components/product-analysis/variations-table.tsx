import { Anchor, Badge, Card, Loader, Table, Text, Title } from '@mantine/core';
import type { MarketplaceCode, Variation } from '@shelfscope/contracts';
import { marketplaceUrl } from '../../lib/marketplaces';
import { count, money } from './format';

type Props = {
  asin: string;
  variations: Variation[] | undefined;
  isLoading: boolean;
  error: Error | null;
  /** The parent's marketplace and currency: the family is sold there. */
  marketplace?: MarketplaceCode;
  currency?: string;
};

/** The variation family: each child's attributes (one column per dimension), offers, stock and prices. */
export function VariationsTable({ asin, variations, isLoading, error, marketplace, currency }: Props) {
  const dimensions = [...new Set((variations ?? []).flatMap((v) => v.attributes.map((a) => a.dimension)))];
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-labelledby="variations-title">
      <Title order={3} size="h5" mb="xs" id="variations-title">
        Variations{variations ? ` (${variations.length})` : ''}
      </Title>
      {error ? (
        <Text size="sm" c="var(--pa-bad)" role="alert">
          The variations could not be loaded: {error.message}
        </Text>
      ) : isLoading ? (
        <Loader role="status" size="xs" aria-label="Loading the variations" />
      ) : !variations || variations.length === 0 ? (
        <Text size="sm" c="dimmed">
          This product has no variations.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560} type="native" tabIndex={0}>
          <Table fz="sm" verticalSpacing={4} highlightOnHover aria-labelledby="variations-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>ASIN</Table.Th>
                {dimensions.map((d) => (
                  <Table.Th key={d}>{d}</Table.Th>
                ))}
                <Table.Th ta="right">Offers</Table.Th>
                <Table.Th ta="right">Stock</Table.Th>
                <Table.Th ta="right">Buy box</Table.Th>
                <Table.Th ta="right">Buy box avg 90 d</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody style={{ fontVariantNumeric: 'tabular-nums' }}>
              {variations.map((v) => (
                <Table.Tr key={v.asin} aria-current={v.asin === asin ? 'true' : undefined}>
                  <Table.Td>
                    <Anchor
                      href={marketplaceUrl(v.asin, marketplace)}
                      target="_blank"
                      rel="noreferrer"
                      size="sm"
                      ff="monospace"
                      title={v.title ?? v.asin}
                    >
                      {v.asin}
                    </Anchor>
                    {v.asin === asin ? (
                      <Badge size="xs" ml={6} variant="light">
                        this one
                      </Badge>
                    ) : null}
                  </Table.Td>
                  {dimensions.map((d) => (
                    <Table.Td key={d}>{v.attributes.find((a) => a.dimension === d)?.value ?? '–'}</Table.Td>
                  ))}
                  <Table.Td ta="right">{count(v.offersCount)}</Table.Td>
                  <Table.Td ta="right">{count(v.stock)}</Table.Td>
                  <Table.Td ta="right">{money(v.buyBoxCurrent, currency)}</Table.Td>
                  <Table.Td ta="right">{money(v.buyBoxAvg90, currency)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
