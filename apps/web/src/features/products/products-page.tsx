import { Alert, Badge, Button, Collapse, Group, Loader, Menu, Paper, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Product, ProductColumn } from '@shelfscope/contracts';
import { IconBellPlus, IconDots, IconFilter, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import type { RowSelectionState } from '@tanstack/react-table';
import { useEffect, useMemo, useState } from 'react';
import { AlertRuleModal, type AlertTargetChoice } from '../../components/alert-rule-modal';
import { ExportMenu } from '../../components/export-menu';
import { PageHeader } from '../../components/page-header';
import { ColumnChooser } from '../../components/product-grid/column-chooser';
import { EDITABLE, type GridContext } from '../../components/product-grid/columns';
import { ConfirmDialog } from '../../components/product-grid/confirm-dialog';
import { FilterBuilder } from '../../components/product-grid/filter-builder';
import { ProductGrid } from '../../components/product-grid/product-grid';
import { ApiRequestError } from '../../lib/api';
import { formatCount } from '../../lib/locale';
import { useRequester } from '../../lib/requester-context';
import { useSupplierOptions } from '../../lib/suppliers';
import { usePhone } from '../../lib/use-phone';
import { useUserFilters } from '../../lib/user-filters';
import { AddProductDialog } from './add-product-dialog';
import { productsQuery, useDeleteFiltered, useEditProduct, useOverrideProduct } from './api/products';
import { productList, useGridUrl } from './grid-url';
import { isQuietAddress } from './quiet';
import { windowQuery } from './row-windows';
import { SavedFilters } from './saved-filters';
import { SelectionBar } from './selection-bar';
import { ShortlistDialog } from './shortlist-dialog';
import { useGridColumns } from './use-grid-columns';
import { useRowWindows } from './use-row-windows';

const EDITABLE_COLUMNS = new Set<ProductColumn>([...(Object.keys(EDITABLE) as ProductColumn[]), 'override']);
/** The server's words when it refused the filter expression (a 400 on the `filter` field), or null. */
function refusedFilter(error: Error | null): string | null {
  return error instanceof ApiRequestError && error.errors.some((e) => e.field === 'filter') ? error.message : null;
}

const ascendingFirst = new Set(['title', 'bsrCurrent', 'asin', 'brand', 'category', 'cost', 'totalGoodsCost', 'breakEven']);

/**
 * A supplier's products (spec section 2, the ASIN list): a virtualized grid of the whole list
 * (its rows fetched in windows as it scrolls: row-windows.ts) with the member's columns, search,
 * the filter builder and saved filters, server-side sorting and filtering, edits in place, the
 * buy-box override, and bulk actions on the selected rows.
 */
export default function ProductsPage() {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const quiet = isQuietAddress(search);
  const phone = usePhone();
  const suppliers = useSupplierOptions();
  // Supplier, search, filter and sort live in the address (grid-url.ts).
  const [url, setUrl] = useGridUrl();
  const { filter, sort } = url;
  const supplierId = url.supplierId ?? suppliers.data?.[0]?.id ?? '';
  const supplierName = suppliers.data?.find((s) => s.id === supplierId)?.name ?? '';
  const [text, setText] = useState(url.search);
  const [debouncedText] = useDebouncedValue(text, 300);
  // The typed search reaches the address once it settles; the address's search (back, a link) reaches the box.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled text is written
  useEffect(() => {
    if (debouncedText !== url.search) setUrl({ search: debouncedText }, { replace: true });
  }, [debouncedText]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only an outside change of the address is read
  useEffect(() => {
    if (url.search !== debouncedText) setText(url.search);
  }, [url.search]);
  const setFilter = (next: string) => setUrl({ filter: next });
  // The applied filter's saved filter, when it is one: a rule may watch what it selects.
  const userFilters = useUserFilters();
  const savedFilter = userFilters.data?.find((f) => f.filter.trim() === filter.trim());
  const [filterOpen, setFilterOpen] = useState(false);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const [dialog, setDialog] = useState<'add' | 'shortlist' | 'delete-filtered' | 'rule' | null>(null);
  const [notice, setNotice] = useState('');
  const { settings, columns, change: changeColumns, status } = useGridColumns();

  // A new supplier, search, filter or order clears the selection (and starts the list again).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reset is what these changes mean
  useEffect(() => {
    setSelection({});
  }, [supplierId, url.search, filter, sort.field, sort.descending]);

  // The list asked for is shown once its first window has come: until then the last list stays
  // (drawn once at its first row, rather than emptied and drawn again), and a filter the server
  // refuses ('Unknown field "rio" at position 1.') is said beside the filter while the grid keeps
  // the last list it could load rather than giving its place to the error.
  const query = productList(url, supplierId);
  const first = useQuery({ ...productsQuery(useRequester(), windowQuery(query, 0)), enabled: supplierId !== '' });
  const filterProblem = refusedFilter(first.error);
  const queryKey = JSON.stringify(query);
  const [shown, setShown] = useState(query);
  if (first.data && JSON.stringify(shown) !== queryKey) setShown(query);
  const shownKey = JSON.stringify(shown);
  const products = useRowWindows(shown.supplierId ? shown : null);
  const total = products.total ?? 0;
  const loading = supplierId !== '' && (first.isLoading || products.total === null);
  const selectedIds = Object.keys(selection).filter((id) => selection[id]);

  const edit = useEditProduct(quiet);
  const override = useOverrideProduct(quiet);
  const deleteFiltered = useDeleteFiltered();
  const ctx = useMemo<GridContext>(
    () => ({
      thresholds: settings.data?.scoreThresholds,
      system: settings.data?.measurementSystem === 1 ? 1 : 0,
      href: (p: Product) => `/products/${p.id}`,
      editable: EDITABLE_COLUMNS,
      onEdit: (product, field, value) => edit.mutate({ product, field, value }),
      onOverride: (product, o, customValue) => override.mutate({ product, override: o, customValue }),
    }),
    [settings.data, edit.mutate, override.mutate],
  );

  const onSort = (field: string) =>
    setUrl({
      sort: sort.field === field ? { field, descending: !sort.descending } : { field, descending: !ascendingFirst.has(field) },
    });

  return (
    <>
      <PageHeader
        title="Products"
        description="Every product of a supplier by ASIN: prices, sales rank, fees, profit, ROI and alerts."
      />
      <Paper withBorder p="sm" radius="md" mb="sm">
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label="Supplier"
            placeholder={suppliers.isLoading ? 'Loading…' : 'Choose a supplier'}
            data={(suppliers.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
            value={supplierId || null}
            onChange={(value) => value && setUrl({ supplierId: value })}
            searchable
            w={phone ? '100%' : 240}
            allowDeselect={false}
          />
          <TextInput
            label="Search"
            placeholder="ASIN, UPC, item number, title or brand"
            leftSection={<IconSearch size={16} />}
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            w={phone ? '100%' : 280}
          />
          <Button
            variant={filter ? 'light' : 'default'}
            leftSection={<IconFilter size={16} />}
            onClick={() => setFilterOpen((o) => !o)}
            aria-expanded={filterOpen}
            rightSection={filter ? <Badge size="xs">on</Badge> : null}
          >
            Filter
          </Button>
          {filter ? (
            <Button
              variant="default"
              leftSection={<IconBellPlus size={16} />}
              onClick={() => setDialog('rule')}
              // The rule's name and its saved-filter choice come from the suppliers and the saved
              // filters: opened before they arrive, the form would start with neither.
              disabled={!supplierId || !supplierName || !userFilters.isSuccess}
            >
              Alert on this filter
            </Button>
          ) : null}
          <ColumnChooser columns={columns} onChange={changeColumns} status={status} />
          <Button color="teal.9" leftSection={<IconPlus size={16} />} onClick={() => setDialog('add')} disabled={!supplierId}>
            Add product
          </Button>
          <ExportMenu
            disabled={!supplierId || total === 0}
            fileName="products"
            urlOf={(format) =>
              `/api/Product/export?${new URLSearchParams({
                supplierId,
                ...(query.search ? { search: query.search } : {}),
                ...(filter ? { filter } : {}),
                ...(sort.field ? { order: sort.field, descending: String(sort.descending) } : {}),
                columns: columns.filter((c) => c !== 'image').join(','),
                format,
              })}`
            }
          />
          <Menu position="bottom-end">
            <Menu.Target>
              <Button variant="default" px="xs" aria-label="More actions">
                <IconDots size={16} />
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={14} />}
                onClick={() => setDialog('delete-filtered')}
                disabled={total === 0}
              >
                Delete all {formatCount(total)} shown…
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
        <Collapse expanded={filterOpen}>
          <Group align="flex-start" gap="xl" mt="sm" wrap="wrap">
            <div style={{ flex: '1 1 520px', minWidth: 0 }}>
              <FilterBuilder applied={filter} problem={filterProblem} onApply={setFilter} />
            </div>
            <SavedFilters applied={filter} quiet={quiet} onLoad={setFilter} />
          </Group>
        </Collapse>
        {filter && !filterOpen ? (
          <Text size="xs" c="dimmed" mt="xs" ff="monospace" truncate="end">
            Filter: {filter}
          </Text>
        ) : null}
        {filterProblem && !filterOpen ? (
          <Text size="xs" c="red" mt={4} role="alert">
            {filterProblem} The list is the last one that loaded.
          </Text>
        ) : null}
      </Paper>

      {selectedIds.length > 0 || notice ? (
        <Paper withBorder p="xs" radius="md" mb="sm">
          {selectedIds.length > 0 ? (
            <SelectionBar
              ids={selectedIds}
              quiet={quiet}
              onShortlist={() => setDialog('shortlist')}
              onClear={() => setSelection({})}
            />
          ) : (
            <Text size="sm" role="status">
              {notice}
            </Text>
          )}
        </Paper>
      ) : null}

      {suppliers.data && suppliers.data.length === 0 ? (
        <Alert variant="light" title="No suppliers yet">
          Add a supplier first; its products appear here.
        </Alert>
      ) : first.isError && !filterProblem ? (
        <Alert color="red" variant="light" title="The list could not be loaded" role="alert">
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {first.error.message}
          </Text>
        </Alert>
      ) : (
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          <ProductGrid
            // A new list is drawn anew, at its first row.
            key={shownKey}
            rows={products.loaded}
            count={total}
            rowAt={products.rowAt}
            onRows={products.onRows}
            selectAllLabel="Select all loaded rows"
            columns={columns}
            ctx={ctx}
            sort={sort}
            onSort={onSort}
            selection={selection}
            onSelectionChange={setSelection}
            maxHeight="max(420px, calc(100dvh - 330px))"
            label={`Products of ${supplierName}`}
          />
          {loading ? (
            <Group justify="center" p="lg">
              <Loader role="status" size="sm" aria-label="Loading products" />
            </Group>
          ) : total === 0 ? (
            <Text c="dimmed" ta="center" p="lg">
              {query.search || query.filter ? 'No product matches the search and filter.' : 'This supplier has no products yet.'}
            </Text>
          ) : null}
          <Group justify="space-between" p="xs" gap="xs" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
            <Group gap="xs">
              <Text size="sm" c="dimmed">
                {loading ? 'Loading…' : `${formatCount(total)} ${total === 1 ? 'product' : 'products'}`}
              </Text>
              {!loading && (products.fetching || (first.isFetching && queryKey !== shownKey)) ? (
                <Loader role="status" size="xs" aria-label="Updating" />
              ) : null}
            </Group>
          </Group>
        </Paper>
      )}

      {dialog === 'rule' ? (
        <AlertRuleModal
          targets={filterRuleTargets(supplierId, supplierName, savedFilter)}
          initialCondition={filter}
          initialName={(savedFilter?.name ?? `${supplierName}: ${filter}`).slice(0, 100)}
          onClose={() => setDialog(null)}
        />
      ) : null}
      <AddProductDialog opened={dialog === 'add'} supplierId={supplierId} quiet={quiet} onClose={() => setDialog(null)} />
      <ShortlistDialog
        opened={dialog === 'shortlist'}
        supplierId={supplierId}
        supplierName={supplierName}
        productIds={selectedIds}
        onClose={() => setDialog(null)}
        onDone={(message) => {
          setDialog(null);
          setSelection({});
          setNotice(message);
        }}
      />
      <ConfirmDialog
        opened={dialog === 'delete-filtered'}
        title="Delete every product shown"
        confirmLabel={`Delete ${formatCount(total)} products`}
        busy={deleteFiltered.isPending}
        onClose={() => setDialog(null)}
        onConfirm={() =>
          deleteFiltered.mutate(
            { supplierId, search: query.search, filter },
            {
              onSuccess: (n) => {
                setDialog(null);
                setNotice(`${formatCount(n)} products deleted.`);
              },
            },
          )
        }
      >
        {query.search || filter
          ? `Delete all ${formatCount(total)} products of ${supplierName} that match the search and filter, on every page?`
          : `No search or filter is applied: this deletes all ${formatCount(total)} products of ${supplierName}.`}
      </ConfirmDialog>
    </>
  );
}

/**
 * What a rule made from the grid's filter may watch: the supplier's products (first), or, when the
 * applied filter is a saved one, every product that saved filter selects.
 */
function filterRuleTargets(
  supplierId: string,
  supplierName: string,
  saved: { id: string; name: string } | undefined,
): AlertTargetChoice[] {
  const choices: AlertTargetChoice[] = [{ label: `the products of ${supplierName || 'this supplier'}`, target: { supplierId } }];
  if (saved)
    choices.push({ label: `every product the saved filter “${saved.name}” selects`, target: { userFilterId: saved.id } });
  return choices;
}
