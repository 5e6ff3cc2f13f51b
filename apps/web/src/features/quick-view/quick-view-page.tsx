import { ActionIcon, Alert, Button, Group, Loader, Pagination, Paper, Select, Text, TextInput, Tooltip } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { isCostField, type Product, type ProductColumn } from '@shelfscope/contracts';
import { IconRefresh, IconSearch, IconTrash } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { PageHeader } from '../../components/page-header';
import { pagerControlLabels } from '../../components/pager-labels';
import type { GridContext } from '../../components/product-grid/columns';
import { ConfirmDialog } from '../../components/product-grid/confirm-dialog';
import { ProductGrid, type SortState } from '../../components/product-grid/product-grid';
import { useUserSettings } from '../../components/product-grid/user-settings';
import { formatCount } from '../../lib/locale';
import { mantineToaster } from '../../lib/toaster';
import { usePhone } from '../../lib/use-phone';
import { AnalyseForm } from './analyse-form';
import { type QuickViewQuery, useEditQuickView, useQuickView, useRefreshOne, useRemove } from './api/quick-view';

/** The compact set: what decides a buy at a glance. */
const COLUMNS: ProductColumn[] = [
  'image',
  'title',
  'buyBoxCurrent',
  'bsrCurrent',
  'salesEstimate',
  'fbaOffersCount',
  'cost',
  'quantityPack',
  'totalGoodsCost',
  'fbaFeesTotal',
  'profitLoss',
  'roi',
  'margin',
  'astroScore',
  'hasAlert',
  'updated',
];
const EDITABLE = new Set<ProductColumn>(['cost', 'preparationCost', 'quantityPack']);
const PAGE_SIZES = ['50', '100', '250', '500'];

/**
 * Quick view (spec: /api/QuickView): analyse any ASIN or code outside a supplier, in the same
 * grid as the product list; refresh or remove one item, or empty the list.
 */
export default function QuickViewPage() {
  const phone = usePhone();
  const settings = useUserSettings();
  const [text, setText] = useState('');
  const [debounced] = useDebouncedValue(text, 300);
  const [sort, setSort] = useState<SortState>({ field: '', descending: true });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(100);
  const [confirming, setConfirming] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reset is what these changes mean
  useEffect(() => setPage(1), [debounced, sort, pageSize]);

  const query: QuickViewQuery = { search: debounced.trim(), order: sort.field, descending: sort.descending, page, pageSize };
  const items = useQuickView(query);
  const rows = items.data?.data ?? [];
  const total = items.data?.totalItems ?? 0;
  const edit = useEditQuickView();
  const refresh = useRefreshOne();
  const remove = useRemove();

  const ctx = useMemo<GridContext>(
    () => ({
      thresholds: settings.data?.scoreThresholds,
      system: settings.data?.measurementSystem === 1 ? 1 : 0,
      href: (p: Product) => `/quick-view/${p.id}`,
      editable: EDITABLE,
      // The quick view edits costs only (its `editable` columns); its API has no other PATCH.
      onEdit: (product, field, value) => (isCostField(field) ? edit.mutate({ product, field, value }) : undefined),
    }),
    [settings.data, edit.mutate],
  );

  const actions = useCallback(
    (p: Product) => (
      <Group gap={2} wrap="nowrap">
        <Tooltip label="Refresh">
          <ActionIcon
            variant="subtle"
            aria-label={`Refresh ${p.asin}`}
            loading={refresh.isPending && refresh.variables === p.id}
            onClick={() => refresh.mutate(p.id, { onSuccess: () => mantineToaster.success('Asin refreshed') })}
          >
            <IconRefresh size={16} />
          </ActionIcon>
        </Tooltip>
        <Tooltip label="Remove">
          <ActionIcon variant="subtle" color="red" aria-label={`Remove ${p.asin}`} onClick={() => remove.one.mutate(p.id)}>
            <IconTrash size={16} />
          </ActionIcon>
        </Tooltip>
      </Group>
    ),
    [refresh.isPending, refresh.variables, refresh.mutate, remove.one.mutate],
  );

  return (
    <>
      <PageHeader title="Quick view" description="Analyse any ASIN or barcode on the spot, outside any supplier." />
      <AnalyseForm />
      <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
        <Group justify="space-between" p="xs" gap="xs" wrap="wrap">
          <TextInput
            aria-label="Search the quick view"
            placeholder="Search ASIN, UPC, title or brand"
            leftSection={<IconSearch size={16} />}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            size="xs"
            w={phone ? '100%' : 280}
          />
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} />}
            onClick={() => setConfirming(true)}
            disabled={total === 0}
          >
            Empty quick view
          </Button>
        </Group>
        {items.isError ? (
          <Alert color="red" variant="light" title="The quick view could not be loaded" role="alert" m="xs">
            <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
              {items.error.message}
            </Text>
          </Alert>
        ) : (
          <ProductGrid
            rows={rows}
            columns={COLUMNS}
            ctx={ctx}
            sort={sort}
            onSort={(field) =>
              setSort((s) => (s.field === field ? { field, descending: !s.descending } : { field, descending: true }))
            }
            rowActions={actions}
            actionsWidth={80}
            maxHeight="max(360px, calc(100dvh - 420px))"
            label="Quick view items"
          />
        )}
        {items.isLoading ? (
          <Group justify="center" p="lg">
            <Loader role="status" size="sm" aria-label="Loading the quick view" />
          </Group>
        ) : rows.length === 0 && !items.isError ? (
          <Text c="dimmed" ta="center" p="lg">
            {query.search ? 'Nothing in the quick view matches the search.' : 'Nothing analysed yet: paste ASINs or codes above.'}
          </Text>
        ) : null}
        <Group justify="space-between" p="xs" gap="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
          <Text size="sm" c="dimmed">
            {formatCount(total)} {total === 1 ? 'item' : 'items'}
          </Text>
          <Group gap="xs">
            <Select
              aria-label="Rows per page"
              data={PAGE_SIZES}
              value={String(pageSize)}
              onChange={(v) => v && setPageSize(Number(v))}
              size="xs"
              w={80}
              allowDeselect={false}
            />
            <Pagination
              total={Math.max(1, Math.ceil(total / pageSize))}
              value={page}
              onChange={setPage}
              size="sm"
              siblings={phone ? 0 : 1}
              getControlProps={pagerControlLabels}
            />
          </Group>
        </Group>
      </Paper>
      <ConfirmDialog
        opened={confirming}
        title="Empty the quick view"
        confirmLabel={`Remove ${formatCount(total)} ${total === 1 ? 'item' : 'items'}`}
        busy={remove.all.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => remove.all.mutate(undefined, { onSuccess: () => setConfirming(false) })}
      >
        Remove all {formatCount(total)} items from the quick view? Your products under suppliers stay.
      </ConfirmDialog>
    </>
  );
}
