import { Alert, Group, Loader, Pagination, Table, Text } from '@mantine/core';
import { MARKETPLACES, type MarketplaceCode } from '@shelfscope/contracts';
import { useState } from 'react';
import { count, money, percent } from '../../lib/format';
import { formatDateTime } from '../../lib/locale';
import { LOOKUPS_PAGE_SIZE, useLookupHistory } from './api/team';

const currencyOf = (marketplace: string) => MARKETPLACES[marketplace as MarketplaceCode]?.currency ?? 'USD';

/** A member's lookups, newest first: the product, when, and the figures that analysis gave then. */
export function LookupHistory({ memberId, name }: { memberId: string; name: string }) {
  const [page, setPage] = useState(1);
  const history = useLookupHistory(memberId, page);
  if (history.isError) {
    return (
      <Alert color="red" variant="light" role="alert" title="The lookup history could not be loaded">
        {history.error.message}
      </Alert>
    );
  }
  if (!history.data) {
    return (
      <Group justify="center" p="md">
        <Loader role="status" size="sm" aria-label="Loading the lookup history" />
      </Group>
    );
  }
  const { data: entries, totalItems } = history.data;
  if (totalItems === 0) {
    return (
      <Text size="sm" c="dimmed">
        {name} has no lookups yet.
      </Text>
    );
  }
  return (
    <>
      <Text size="sm" mb="xs">
        {name}: {count(totalItems)} lookups, newest first, with the figures each analysis gave at the time.
      </Text>
      <Table.ScrollContainer minWidth={560}>
        <Table fz="sm" verticalSpacing={4} aria-label={`Lookup history of ${name}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th>When</Table.Th>
              <Table.Th ta="right">Buy box</Table.Th>
              <Table.Th ta="right">Profit</Table.Th>
              <Table.Th ta="right">ROI</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {entries.map((e) => (
              <Table.Tr key={e.versionId}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {e.asin}
                  </Text>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {e.title ?? 'No title'}
                  </Text>
                </Table.Td>
                <Table.Td>{formatDateTime(e.at)}</Table.Td>
                <Table.Td ta="right">{money(e.buyBox, currencyOf(e.marketplace))}</Table.Td>
                <Table.Td ta="right">{money(e.profit, currencyOf(e.marketplace))}</Table.Td>
                <Table.Td ta="right">{percent(e.roi)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {totalItems > LOOKUPS_PAGE_SIZE ? (
        <Pagination
          mt="sm"
          size="sm"
          total={Math.ceil(totalItems / LOOKUPS_PAGE_SIZE)}
          value={page}
          onChange={setPage}
          aria-label="Lookup history pages"
        />
      ) : null}
    </>
  );
}
