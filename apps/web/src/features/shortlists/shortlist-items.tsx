import { ActionIcon, Alert, Anchor, Badge, Group, Loader, Paper, Select, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { ShortlistItem } from '@shelfscope/contracts';
import { IconSearch, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ListPager } from '../../components/list-pager';
import { thumbnailOf } from '../../components/product-grid/thumbnail';
import { marketplaceUrl } from '../../lib/marketplaces';
import { costCurrencyOf, currencyOf, packCostText, packCostTitle } from '../../lib/money';
import { useShortlistItems } from './api/shortlist-items';
import { count, money } from './format';
import { CommentCell, PriceCell, QuantityCell, RemoveCell } from './item-cells';
import { FeesCell, GoodsCell, hasVat, VatCell } from './line-money-cells';

const PAGE_SIZE = 50;

/** Orders the API offers (product fields); '' keeps the order the items were added in. */
const ORDERS = [
  { value: '', label: 'Order added' },
  { value: 'title', label: 'Title' },
  { value: 'buyBoxCurrent', label: 'Buy box' },
  { value: 'cost', label: 'Pack cost' },
  { value: 'roi', label: 'Product ROI' },
  { value: 'bsrCurrent', label: 'Sales rank' },
];

const HEADERS: { label: string; help?: string; right?: boolean }[] = [
  { label: 'Product' },
  { label: 'Price', help: 'The price the line sells at; click to set this item’s override.', right: true },
  { label: 'Qty', help: 'Listing (ASIN) units to buy.', right: true },
  { label: 'Packs', help: 'Supplier packs to order: quantity × units per listing ÷ units per pack, rounded up.', right: true },
  {
    label: 'Units',
    help: 'Listing units the packs make: the supplier sells whole packs, so every figure counts all of them.',
    right: true,
  },
  {
    label: 'Goods',
    help: 'Packs × cost per pack: paid in the supplier’s currency, beneath it in the marketplace’s.',
    right: true,
  },
  { label: 'Prep', help: 'Units × preparation cost per listing unit.', right: true },
  { label: 'Fees', help: 'Referral and fulfillment fees on the units, and the VAT on them.', right: true },
  {
    label: 'VAT',
    help: 'Per unit at the product’s price: the price ex VAT, the VAT on the sale, on the goods and on the fees; the line’s reclaimed VAT.',
    right: true,
  },
  { label: 'Revenue', help: 'Units × price.', right: true },
  { label: 'Net return', help: 'Revenue − fees − inbound.', right: true },
  { label: 'Profit', help: 'Net return − goods − prep.', right: true },
  { label: 'Comment' },
  { label: '' },
];

/** The shortlist's lines: search, order, pages, and the inline edits of item-cells.tsx. */
export function ShortlistItems({ shortlistId }: { shortlistId: string }) {
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 300);
  const [orderBy, setOrderBy] = useState('');
  const [descending, setDescending] = useState(false);
  const [page, setPage] = useState(1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search or order starts at page 1
  useEffect(() => setPage(1), [search, orderBy, descending]);
  const items = useShortlistItems(shortlistId, { search, orderBy, descending, page, pageSize: PAGE_SIZE });
  const total = items.data?.totalItems ?? 0;
  // The VAT column only where a line sells on a marketplace whose prices carry VAT.
  const withVat = (items.data?.data ?? []).some(hasVat);
  const headers = withVat ? HEADERS : HEADERS.filter((h) => h.label !== 'VAT');

  return (
    <Paper withBorder radius="md" component="section" aria-label="Items">
      <Group p="sm" gap="sm" wrap="wrap" align="flex-end">
        <TextInput
          label="Search items"
          placeholder="ASIN, UPC, title or brand"
          leftSection={<IconSearch size={16} />}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          size="xs"
          w={260}
        />
        <Select
          label="Order by"
          size="xs"
          w={150}
          data={ORDERS}
          value={orderBy}
          allowDeselect={false}
          onChange={(v) => setOrderBy(v ?? '')}
        />
        <Tooltip label={descending ? 'Descending' : 'Ascending'}>
          <ActionIcon
            variant="default"
            size="md"
            disabled={!orderBy}
            aria-label={descending ? 'Descending order: switch to ascending' : 'Ascending order: switch to descending'}
            onClick={() => setDescending((d) => !d)}
          >
            {descending ? <IconSortDescending size={16} /> : <IconSortAscending size={16} />}
          </ActionIcon>
        </Tooltip>
      </Group>
      {items.isError ? (
        <Alert color="red" variant="light" title="The items could not be loaded" role="alert" m="sm">
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {items.error.message}
          </Text>
        </Alert>
      ) : (
        <Table.ScrollContainer minWidth={1240}>
          <Table striped highlightOnHover verticalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                {headers.map((h, i) => (
                  <Table.Th key={h.label || i} ta={h.right ? 'right' : undefined} title={h.help}>
                    {h.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {(items.data?.data ?? []).map((item) => (
                <ItemRow key={item.id} shortlistId={shortlistId} item={item} withVat={withVat} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {items.isLoading ? (
        <Group justify="center" p="lg">
          <Loader role="status" size="sm" aria-label="Loading items" />
        </Group>
      ) : !items.isError && total === 0 ? (
        <Text c="dimmed" ta="center" p="lg" size="sm">
          {search ? 'No item matches the search.' : 'No items yet: add products to this shortlist from the product list.'}
        </Text>
      ) : null}
      <ListPager total={total} pageSize={PAGE_SIZE} page={page} onChange={setPage} noun={['item', 'items']} />
    </Paper>
  );
}

function ItemRow({ shortlistId, item, withVat }: { shortlistId: string; item: ShortlistItem; withVat: boolean }) {
  const p = item.product;
  return (
    <Table.Tr>
      <Table.Td maw={320}>
        <Group gap="sm" wrap="nowrap">
          {p.image ? (
            <img src={thumbnailOf(p.image, 64)} alt="" width={32} height={32} style={{ objectFit: 'contain' }} loading="lazy" />
          ) : null}
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} truncate title={p.title ?? p.asin}>
              {p.title ?? p.asin}
            </Text>
            <StatusBadge item={item} />
            <Text size="xs" c="dimmed">
              <Anchor href={marketplaceUrl(p.asin, p.marketplace)} target="_blank" rel="noreferrer" size="xs" underline="always">
                {p.asin}
              </Anchor>
              {p.itemNumber ? ` · Item ${p.itemNumber}` : ''}
              <span
                title={packCostTitle(p.cost, p.quantityPack, costCurrencyOf(p))}
              >{` · ${packCostText(p.cost, p.quantityPack, costCurrencyOf(p))} a pack`}</span>
              {p.packageQuantity > 1 ? ` · listing of ${p.packageQuantity}` : ''}
            </Text>
          </div>
        </Group>
      </Table.Td>
      <Table.Td ta="right">
        <PriceCell shortlistId={shortlistId} item={item} />
      </Table.Td>
      <Table.Td ta="right">
        <QuantityCell shortlistId={shortlistId} item={item} />
      </Table.Td>
      <Table.Td ta="right">{count(item.quantityBuyingSupplierUnits)}</Table.Td>
      <Table.Td
        ta="right"
        fw={item.quantityBuyingListingUnits > item.quantity ? 600 : undefined}
        title={
          item.quantityBuyingListingUnits > item.quantity
            ? `The packs make ${count(item.quantityBuyingListingUnits)} units, more than the ${count(item.quantity)} asked for: the figures count all of them.`
            : undefined
        }
      >
        {count(item.quantityBuyingListingUnits)}
      </Table.Td>
      <Table.Td ta="right">
        <GoodsCell item={item} />
      </Table.Td>
      <Table.Td ta="right">{money(item.quantityBuyingPrep, currencyOf(item.product))}</Table.Td>
      <Table.Td ta="right">
        <FeesCell item={item} />
      </Table.Td>
      {withVat ? (
        <Table.Td ta="right">
          <VatCell item={item} />
        </Table.Td>
      ) : null}
      <Table.Td ta="right">{money(item.revenueOnPurchase, currencyOf(item.product))}</Table.Td>
      <Table.Td ta="right">{money(item.netReturn, currencyOf(item.product))}</Table.Td>
      <Table.Td ta="right" fw={600} c={item.profitOnPurchase < 0 ? 'red' : undefined}>
        {money(item.profitOnPurchase, currencyOf(item.product))}
      </Table.Td>
      <Table.Td>
        <CommentCell shortlistId={shortlistId} item={item} />
      </Table.Td>
      <Table.Td>
        <RemoveCell shortlistId={shortlistId} item={item} />
      </Table.Td>
    </Table.Tr>
  );
}

/** A line that is not (yet) bought: a proposal waiting for a buyer, or one a buyer rejected, with their comment. */
function StatusBadge({ item }: { item: ShortlistItem }) {
  if (item.status === 'approved') return null;
  const proposed = item.status === 'proposed';
  return (
    <Badge
      size="xs"
      variant="light"
      color={proposed ? 'yellow' : 'gray'}
      title={proposed ? (item.note ?? undefined) : (item.decisionComment ?? undefined)}
    >
      {proposed ? 'Proposed: not in the totals' : `Rejected${item.decisionComment ? `: ${item.decisionComment}` : ''}`}
    </Badge>
  );
}
