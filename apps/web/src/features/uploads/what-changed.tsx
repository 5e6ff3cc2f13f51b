import { Anchor, Badge, Group, Pagination, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import type { PriceChangeKind, UploadChange, UploadChangeSummary } from '@shelfscope/contracts';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatCount, formatNumber } from '../../lib/locale';
import { money } from '../../lib/money';
import { type ChangesQuery, useUploadChanges } from '../../lib/price-changes';

const PAGE_SIZE = 25;

/** Each kind's name in the view, in the order of the notification's sentence. */
export const KIND_LABELS: Record<PriceChangeKind, string> = {
  cheaper: 'Cheaper',
  dearer: 'Dearer',
  new: 'New',
  dropped: 'Dropped',
  packChanged: 'Pack size',
  codeChanged: 'Code',
  itemNumberChanged: 'Item number',
  nowProfitable: 'Now profitable',
  noLongerProfitable: 'No longer profitable',
};
const KIND_COLORS: Record<PriceChangeKind, string> = {
  cheaper: 'teal',
  dearer: 'red',
  new: 'blue',
  dropped: 'gray',
  packChanged: 'grape',
  codeChanged: 'yellow',
  itemNumberChanged: 'yellow',
  nowProfitable: 'teal',
  noLongerProfitable: 'orange',
};

// The router's path types cover only routes known at build time; the product page is one of AREAS.
const productPath = (id: string): string => `/products/${id}`;

const signed = (value: number, text: string) => (value > 0 ? `+${text}` : text);

/** "2.00 → 1.50 (−0.50, −25%)": before, after and the change; one side alone when the item is new or dropped. */
function BeforeAfter({
  before,
  after,
  change,
  percent,
  format,
}: {
  before: number | null;
  after: number | null;
  change?: number | null;
  percent?: number | null;
  format: (value: number | null) => string;
}) {
  if (before === null && after === null) return <Text size="sm">–</Text>;
  if (before === null || after === null || before === after) return <Text size="sm">{format(after ?? before)}</Text>;
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        <Text span c="dimmed" size="sm" td="line-through">
          {format(before)}
        </Text>{' '}
        → {format(after)}
      </Text>
      {change !== undefined && change !== null ? (
        <Text size="xs" c={change < 0 ? 'teal' : 'red'} style={{ whiteSpace: 'nowrap' }}>
          {signed(change, format(change))}
          {percent !== undefined && percent !== null ? ` (${signed(percent, `${formatNumber(percent)}%`)})` : ''}
        </Text>
      ) : null}
    </Stack>
  );
}

function ItemCell({ change }: { change: UploadChange }) {
  const code = change.identifier ?? change.previousIdentifier;
  const number = change.itemNumber ?? change.previousItemNumber;
  const moved = (a: string | null, b: string | null) => (a && b && a !== b ? `${a} → ${b}` : (b ?? a));
  return (
    <Stack gap={0}>
      {change.productId ? (
        <Anchor component={Link} to={productPath(change.productId)} size="sm" lineClamp={2}>
          {change.title ?? change.asin ?? 'Product'}
        </Anchor>
      ) : (
        <Text size="sm">{change.asin ?? code ?? '–'}</Text>
      )}
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {[
          moved(change.previousItemNumber, change.itemNumber) ?? number,
          moved(change.previousIdentifier, change.identifier) ?? code,
        ]
          .filter(Boolean)
          .join(' · ')}
      </Text>
    </Stack>
  );
}

/**
 * "What changed": an upload's price list against the supplier's previous one, a tab per kind with
 * its count, each item's cost, pack, profit and ROI before and after, linked to its product. The
 * figures are the server's (docs/price-changes.md); this view only formats them.
 */
export function WhatChanged({
  uploadId,
  summary,
  prices,
  figures,
}: {
  uploadId: string;
  summary: UploadChangeSummary;
  /** The supplier's currency (costs) and the marketplace's (profit). */
  prices: string;
  figures: string;
}) {
  const [query, setQuery] = useState<ChangesQuery>({ kind: null, page: 1, pageSize: PAGE_SIZE });
  const compared = summary.previousUploadId !== null;
  const changes = useUploadChanges(uploadId, query, compared);
  if (!compared)
    return (
      <Text size="sm" c="dimmed">
        This is the supplier's first price list: there is no earlier list to compare it with.
      </Text>
    );
  const kinds = (Object.keys(KIND_LABELS) as PriceChangeKind[]).filter((kind) => summary.counts[kind] > 0);
  const total = changes.data?.totalItems ?? 0;
  const price = (value: number | null) => money(value, prices);
  const figure = (value: number | null) => money(value, figures);
  const percent = (value: number | null) => (value === null ? '–' : `${formatNumber(value)}%`);
  return (
    <Stack gap="sm">
      <Text size="sm">
        Since <strong>{summary.previousFileName ?? 'the previous list'}</strong>: {summary.line}
        {summary.unchanged > 0 ? ` (${formatCount(summary.unchanged)} unchanged).` : '.'}
      </Text>
      {kinds.length > 0 ? (
        <SegmentedControl
          style={{ maxWidth: '100%', overflowX: 'auto' }}
          size="xs"
          data={[
            { value: 'all', label: 'All' },
            ...kinds.map((kind) => ({ value: kind, label: `${KIND_LABELS[kind]} ${formatCount(summary.counts[kind])}` })),
          ]}
          value={query.kind ?? 'all'}
          onChange={(value) => setQuery({ ...query, page: 1, kind: value === 'all' ? null : (value as PriceChangeKind) })}
          aria-label="Changes to show"
        />
      ) : null}
      {kinds.length === 0 ? null : (
        <Table.ScrollContainer minWidth={860} type="native" tabIndex={0}>
          <Table striped verticalSpacing={4} fz="sm" aria-label="What changed">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th>Change</Table.Th>
                <Table.Th>Unit cost</Table.Th>
                <Table.Th>Pack</Table.Th>
                <Table.Th>Profit per pack</Table.Th>
                <Table.Th>ROI</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(changes.data?.items ?? []).map((change) => (
                <Table.Tr key={`${change.row ?? 'x'}-${change.previousRow ?? 'x'}`}>
                  <Table.Td maw={260}>
                    <ItemCell change={change} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {change.kinds.map((kind) => (
                        <Badge key={kind} size="sm" variant="light" color={KIND_COLORS[kind]} tt="none">
                          {KIND_LABELS[kind]}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <BeforeAfter
                      before={change.previousUnitCost}
                      after={change.unitCost}
                      change={change.unitCostChange}
                      percent={change.unitCostChangePercent}
                      format={price}
                    />
                  </Table.Td>
                  <Table.Td>
                    <BeforeAfter
                      before={change.previousPackCost}
                      after={change.packCost}
                      change={change.packCostChange}
                      percent={change.packCostChangePercent}
                      format={price}
                    />
                    <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                      {change.previousPackSize !== null && change.packSize !== null && change.previousPackSize !== change.packSize
                        ? `pack of ${change.previousPackSize} → ${change.packSize}`
                        : `pack of ${change.packSize ?? change.previousPackSize ?? 1}`}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <BeforeAfter before={change.previousProfit} after={change.profit} format={figure} />
                  </Table.Td>
                  <Table.Td>
                    <BeforeAfter before={change.previousRoi} after={change.roi} format={percent} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {total > PAGE_SIZE ? (
        <Pagination
          size="sm"
          total={Math.ceil(total / PAGE_SIZE)}
          value={query.page}
          onChange={(page) => setQuery({ ...query, page })}
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
        />
      ) : null}
      <Text size="xs" c="dimmed">
        Costs per unit and per pack are the supplier's; profit and ROI are the product's at each list's cost (one buy of whole
        packs), by its analysis today.
      </Text>
    </Stack>
  );
}
