import {
  Alert,
  Anchor,
  Badge,
  Group,
  Loader,
  NumberInput,
  Pagination,
  Paper,
  Select,
  Table,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Product } from '@shelfscope/contracts';
import { IconArrowDown, IconArrowUp, IconSearch } from '@tabler/icons-react';
import { useSearch } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { type ProductQuery, useProducts, useSetCost, useSupplierOptions } from './api';

const PAGE_SIZE = 50;

const money = (value: number | null | undefined) =>
  value === null || value === undefined ? '–' : value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const percent = (value: number | null | undefined) => (value === null || value === undefined ? '–' : `${value.toFixed(1)}%`);
const count = (value: number | null | undefined) => (value === null || value === undefined ? '–' : value.toLocaleString('en-US'));

/** The sortable columns: header text and the API's order field. */
const COLUMNS: { label: string; order?: string; align?: 'right' }[] = [
  { label: 'Product', order: 'title' },
  { label: 'Buy box', order: 'buyBoxCurrent', align: 'right' },
  { label: 'Sales rank', order: 'bsrCurrent', align: 'right' },
  { label: 'Est. sales / mo', order: 'salesEstimate', align: 'right' },
  { label: 'Cost (pack)', order: 'cost', align: 'right' },
  { label: 'Unit cost', order: 'totalGoodsCost', align: 'right' },
  { label: 'Fees', order: 'fbaFeesTotal', align: 'right' },
  { label: 'Profit', order: 'profitLoss', align: 'right' },
  { label: 'ROI', order: 'roi', align: 'right' },
  { label: 'Alerts', order: 'alertThreatLevel' },
];

function roiColor(roi: number | null): string | undefined {
  if (roi === null) return undefined;
  if (roi >= 30) return 'teal';
  if (roi >= 10) return 'yellow';
  return 'red';
}

/**
 * Products of one supplier (spec section 2, the ASIN list): search, a filter in the API's filter
 * language, sorting by the columns, pages of 50, and the supplier's pack cost edited in place
 * (the server analyses again and the row shows the new profit).
 */
export default function ProductsPage() {
  // /products?supplierId=… opens on that supplier (the supplier page links here).
  const search = useSearch({ strict: false }) as { supplierId?: string };
  const suppliers = useSupplierOptions();
  const [chosen, setChosen] = useState<string | null>(typeof search.supplierId === 'string' ? search.supplierId : null);
  const supplierId = chosen ?? suppliers.data?.[0]?.id ?? '';
  const [text, setText] = useState('');
  const [debouncedText] = useDebouncedValue(text, 300);
  const [filterDraft, setFilterDraft] = useState('');
  const [filter, setFilter] = useState('');
  const [order, setOrder] = useState<{ field: string; descending: boolean }>({ field: '', descending: true });
  const [page, setPage] = useState(1);

  // A new supplier, search, filter or order starts again at the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reset is what these changes mean
  useEffect(() => setPage(1), [supplierId, debouncedText, filter, order]);

  const query: ProductQuery = {
    supplierId,
    search: debouncedText.trim(),
    filter,
    order: order.field,
    descending: order.descending,
    page,
    pageSize: PAGE_SIZE,
  };
  const products = useProducts(query);
  const total = products.data?.totalItems ?? 0;

  const sortBy = (field: string) =>
    setOrder((o) =>
      o.field === field
        ? { field, descending: !o.descending }
        : { field, descending: field !== 'title' && field !== 'bsrCurrent' },
    );

  return (
    <>
      <PageHeader
        title="Products"
        description="Every product of a supplier by ASIN: prices, sales rank, fees, profit, ROI and alerts."
      />
      <Paper withBorder p="md" radius="md" mb="md">
        <Group align="flex-end" gap="md" wrap="wrap">
          <Select
            label="Supplier"
            placeholder={suppliers.isLoading ? 'Loading…' : 'Choose a supplier'}
            data={(suppliers.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            value={supplierId || null}
            onChange={(value) => value && setChosen(value)}
            searchable
            w={260}
            allowDeselect={false}
          />
          <TextInput
            label="Search"
            placeholder="ASIN, UPC, item number, title or brand"
            leftSection={<IconSearch size={16} />}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            w={300}
          />
          <form
            style={{ flex: 1, minWidth: 260 }}
            onSubmit={(e) => {
              e.preventDefault();
              setFilter(filterDraft.trim());
            }}
          >
            <TextInput
              label="Filter"
              description="For example: roi >= 30 and bsrCurrent < 50000 and hasAlert = false (Enter to apply)"
              placeholder="roi >= 30"
              value={filterDraft}
              onChange={(e) => setFilterDraft(e.currentTarget.value)}
              ff="monospace"
            />
          </form>
        </Group>
      </Paper>

      {suppliers.data && suppliers.data.length === 0 ? (
        <Alert variant="light" title="No suppliers yet">
          Add a supplier first; its products appear here.
        </Alert>
      ) : products.isError ? (
        <Alert color="red" variant="light" title="The list could not be loaded" role="alert">
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {products.error.message}
          </Text>
        </Alert>
      ) : (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={1100}>
            <Table striped highlightOnHover verticalSpacing="xs" fz="sm" stickyHeader>
              <Table.Thead>
                <Table.Tr>
                  {COLUMNS.map((c) => (
                    <Table.Th key={c.label} ta={c.align}>
                      {c.order ? (
                        <UnstyledButton
                          onClick={() => c.order && sortBy(c.order)}
                          aria-label={`Sort by ${c.label}`}
                          fw={600}
                          fz="sm"
                        >
                          <Group gap={4} wrap="nowrap" justify={c.align === 'right' ? 'flex-end' : 'flex-start'}>
                            {c.label}
                            {order.field === c.order ? (
                              order.descending ? (
                                <IconArrowDown size={14} aria-label="descending" />
                              ) : (
                                <IconArrowUp size={14} aria-label="ascending" />
                              )
                            ) : null}
                          </Group>
                        </UnstyledButton>
                      ) : (
                        c.label
                      )}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {(products.data?.data ?? []).map((p) => (
                  <ProductRow key={p.id} product={p} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {products.isLoading ? (
            <Group justify="center" p="lg">
              <Loader size="sm" aria-label="Loading products" />
            </Group>
          ) : total === 0 ? (
            <Text c="dimmed" ta="center" p="lg">
              {query.search || query.filter ? 'No product matches the search and filter.' : 'This supplier has no products yet.'}
            </Text>
          ) : null}
          <Group justify="space-between" p="sm">
            <Text size="sm" c="dimmed">
              {total.toLocaleString('en-US')} products
            </Text>
            <Pagination total={Math.max(1, Math.ceil(total / PAGE_SIZE))} value={page} onChange={setPage} size="sm" />
          </Group>
        </Paper>
      )}
    </>
  );
}

function ProductRow({ product: p }: { product: Product }) {
  return (
    <Table.Tr>
      <Table.Td maw={360}>
        <Group gap="sm" wrap="nowrap">
          {p.image ? <img src={p.image} alt="" width={36} height={36} style={{ objectFit: 'contain' }} loading="lazy" /> : null}
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} truncate title={p.title ?? p.asin}>
              {p.title ?? p.asin}
            </Text>
            <Text size="xs" c="dimmed">
              <Anchor href={`https://www.amazon.com/dp/${p.asin}`} target="_blank" rel="noreferrer" size="xs">
                {p.asin}
              </Anchor>
              {p.brand ? ` · ${p.brand}` : ''}
              {p.packageQuantity > 1 ? ` · pack of ${p.packageQuantity}` : ''}
            </Text>
          </div>
        </Group>
      </Table.Td>
      <Table.Td ta="right">{money(p.selectedBuyBoxValue ?? p.buyBoxCurrent)}</Table.Td>
      <Table.Td ta="right">{count(p.bsrCurrent)}</Table.Td>
      <Table.Td ta="right">{count(p.salesEstimate)}</Table.Td>
      <Table.Td ta="right">
        <CostCell product={p} />
      </Table.Td>
      <Table.Td ta="right">{money(p.totalGoodsCost)}</Table.Td>
      <Table.Td ta="right">{money(p.fbaFeesTotal)}</Table.Td>
      <Table.Td ta="right" c={p.profitLoss !== null && p.profitLoss < 0 ? 'red' : undefined}>
        {money(p.profitLoss)}
      </Table.Td>
      <Table.Td ta="right">
        {p.roi === null ? (
          '–'
        ) : (
          <Badge variant="light" color={roiColor(p.roi)} radius="sm">
            {percent(p.roi)}
          </Badge>
        )}
      </Table.Td>
      <Table.Td>
        {p.hasAlert ? (
          <Tooltip label={p.alertReasons.join(', ') || 'Flagged'} multiline w={260}>
            <Badge color={p.alertThreatLevel && p.alertThreatLevel >= 300 ? 'red' : 'orange'} variant="light" radius="sm">
              {p.alertReasons[0] ?? 'Alert'}
            </Badge>
          </Tooltip>
        ) : null}
      </Table.Td>
    </Table.Tr>
  );
}

/** The pack cost, edited in place: Enter or leaving the field saves; Escape puts it back. */
function CostCell({ product }: { product: Product }) {
  const setCost = useSetCost();
  const [value, setValue] = useState<string | number>(product.cost ?? '');
  useEffect(() => setValue(product.cost ?? ''), [product.cost]);
  const save = () => {
    const next = typeof value === 'number' ? value : Number.parseFloat(value);
    if (!Number.isFinite(next) || next === product.cost) return;
    setCost.mutate({ id: product.id, cost: next }, { onError: () => setValue(product.cost ?? '') });
  };
  return (
    <NumberInput
      aria-label={`Cost of ${product.asin}`}
      value={value}
      onChange={setValue}
      onBlur={save}
      onKeyDown={(e) => {
        if (e.key === 'Enter') save();
        if (e.key === 'Escape') setValue(product.cost ?? '');
      }}
      min={0}
      decimalScale={2}
      prefix="$"
      size="xs"
      w={96}
      hideControls
      disabled={setCost.isPending}
      styles={{ input: { textAlign: 'right' } }}
    />
  );
}
