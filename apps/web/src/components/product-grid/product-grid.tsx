import { VisuallyHidden } from '@mantine/core';
import type { Product, ProductColumn } from '@shelfscope/contracts';
import { type ColumnDef, getCoreRowModel, type RowSelectionState, useReactTable } from '@tanstack/react-table';
import { defaultRangeExtractor, type Range, useVirtualizer } from '@tanstack/react-virtual';
import { type FocusEvent, Fragment, type ReactNode, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { type GridContext, gridColumn } from './columns';
import { GridBadgeColors } from './grid-badge';
import { cellClass, cellOf, gridCheckbox, type Meta, ROW_HEIGHT, type SortState } from './grid-cells';
import { GridHead, GridRow, PlaceholderRow } from './grid-rows';
import { useFollowInternalLinks } from './internal-link';
import classes from './product-grid.module.css';
import { RowSlots } from './row-slots';

export type { SortState } from './grid-cells';

const HEADER_HEIGHT = 36;

/**
 * The products grid both the product list and the quick view use: TanStack Table for the
 * columns and selection, TanStack Virtual so only the rows in view are in the page (a page of
 * 500 stays smooth). Sorting is the server's: a header asks for its `order` field.
 *
 * A list longer than the rows at hand (the products list: one list of the server's whole total,
 * fetched in windows as it scrolls) gives `count` and `rowAt`: the scrollbar is the whole list's,
 * a row whose product has not come yet is drawn as a placeholder, and `onRows` hears which rows
 * are drawn. `rows` are then the products at hand, which the table and its selection work on.
 */
export function ProductGrid({
  rows,
  count = rows.length,
  rowAt,
  onRows,
  selectAllLabel = 'Select all rows on this page',
  columns,
  ctx,
  sort,
  onSort,
  selection,
  onSelectionChange,
  rowActions,
  actionsWidth = 96,
  maxHeight,
  label,
}: {
  rows: Product[];
  /** Rows in the whole list (default: `rows`). */
  count?: number;
  /** The product at a row of the whole list; undefined draws a placeholder (default: `rows`). */
  rowAt?: (row: number) => Product | undefined;
  /** Told the first and last row drawn whenever they change. */
  onRows?: (range: { first: number; last: number }) => void;
  /** The header checkbox's name: what it selects. */
  selectAllLabel?: string;
  columns: ProductColumn[];
  ctx: GridContext;
  sort: SortState;
  onSort: (field: string) => void;
  selection?: RowSelectionState;
  onSelectionChange?: (next: RowSelectionState) => void;
  rowActions?: (product: Product) => ReactNode;
  actionsWidth?: number;
  /** The most the grid may take; it scrolls inside beyond that. */
  maxHeight: number | string;
  label: string;
}) {
  const defs = useMemo<ColumnDef<Product>[]>(() => {
    const list: ColumnDef<Product>[] = [];
    if (onSelectionChange) {
      list.push({
        id: 'select',
        meta: { width: 40, label: 'Select', align: 'center', cellClass: cellClass({ align: 'center' }) } satisfies Meta,
        header: ({ table }) =>
          gridCheckbox({
            label: selectAllLabel,
            checked: table.getIsAllRowsSelected(),
            indeterminate: table.getIsSomeRowsSelected(),
            onChange: table.getToggleAllRowsSelectedHandler(),
          }),
        cell: cellOf(({ row }) =>
          gridCheckbox({
            label: `Select ${row.original.asin}`,
            checked: row.getIsSelected(),
            onChange: row.getToggleSelectedHandler(),
          }),
        ),
      });
    }
    for (const id of columns) {
      const c = gridColumn(id);
      const level = c.level;
      list.push({
        id,
        meta: {
          width: c.width,
          align: c.align,
          sortField: c.sortField,
          label: c.label,
          cellClass: cellClass(c, c.cellClass),
          level: level && ((p: Product) => level(p, ctx)),
        } satisfies Meta,
        // The label as every header shows it (a sortable one inside its button: GridHead).
        header: () =>
          id === 'image' ? (
            <VisuallyHidden>{c.label}</VisuallyHidden>
          ) : (
            <span className={classes.headLabel} title={c.label}>
              {c.label}
            </span>
          ),
        cell: cellOf(({ row }) => c.cell(row.original, ctx)),
      });
    }
    if (rowActions) {
      list.push({
        id: 'actions',
        meta: {
          width: actionsWidth,
          label: 'Actions',
          align: 'right',
          cellClass: cellClass({ align: 'right' }),
        } satisfies Meta,
        header: () => <VisuallyHidden>Actions</VisuallyHidden>,
        // Keyed by the product: a row's element may show another product later (RowSlots),
        // and an open menu must not go with it.
        cell: cellOf(({ row }) => <Fragment key={row.id}>{rowActions(row.original)}</Fragment>),
      });
    }
    return list;
  }, [columns, ctx, onSelectionChange, rowActions, actionsWidth, selectAllLabel]);

  const table = useReactTable({
    data: rows,
    columns: defs,
    getRowId: (p) => p.id,
    getCoreRowModel: getCoreRowModel(),
    enableRowSelection: !!onSelectionChange,
    state: { rowSelection: selection ?? {} },
    onRowSelectionChange: (updater) => {
      const next = typeof updater === 'function' ? updater(selection ?? {}) : updater;
      onSelectionChange?.(next);
    },
    manualSorting: true,
  });

  const followLink = useFollowInternalLinks();
  const scroller = useRef<HTMLDivElement>(null);
  // A name the grid's width rules select by (useId's own characters need escaping in CSS).
  const scope = `g${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const tableRows = table.getRowModel().rows;
  const { rangeExtractor, onFocus, onBlur } = useKeepFocusedRow();
  const [slots] = useState(() => new RowSlots());
  const byId = useMemo(() => new Map(tableRows.map((r) => [r.id, r])), [tableRows]);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    // Rows render in the scroll event, before the frame is drawn, so a few beyond the edge are
    // enough; every extra row is more DOM to style and lay out on each frame.
    overscan: 4,
    rangeExtractor,
    // Before the first measurement (and in tests without layout) assume a desktop viewport.
    initialRect: { width: 1200, height: 800 },
  });
  const totalWidth = defs.reduce((sum, d) => sum + (d.meta as Meta).width, 0);
  const widths = useMemo(() => widthRules(scope, defs), [scope, defs]);
  const items = virtualizer.getVirtualItems();
  // Each row drawn: its table row, or undefined for a placeholder (its product not come yet).
  const drawn = items.map((item) => {
    const product = rowAt ? rowAt(item.index) : rows[item.index];
    return product && byId.get(product.id);
  });
  const keys = slots.assign(items.map((item, i) => drawn[i]?.id ?? `placeholder:${item.index}`));
  const firstDrawn = items[0]?.index ?? 0;
  const lastDrawn = items[items.length - 1]?.index ?? 0;
  useEffect(() => {
    onRows?.({ first: firstDrawn, last: lastDrawn });
  }, [onRows, firstDrawn, lastDrawn]);

  return (
    <div
      ref={scroller}
      className={classes.scroller}
      // As tall as the rows, up to the room the page gives; a short list leaves no empty pane.
      style={{ height: HEADER_HEIGHT + count * ROW_HEIGHT + 2, maxHeight: maxHeight }}
      data-testid="product-grid"
      data-grid={scope}
      // While the wheel turns, rows pass under a still pointer: without this each one would be
      // hit-tested and restyled for :hover as it goes by (measured: about a fifth of the main
      // thread's CPU while scrolling).
      data-scrolling={virtualizer.isScrolling || undefined}
    >
      <style>{widths}</style>
      <GridBadgeColors />
      <table
        className={classes.table}
        style={{ width: totalWidth, minWidth: '100%' }}
        aria-label={label}
        aria-rowcount={count + 1}
      >
        <GridHead
          headerGroups={table.getHeaderGroups()}
          sort={sort}
          onSort={onSort}
          // The select-all box reads the selection and rows from the table: a change draws the head again.
          selection={selection}
          rows={rows}
        />
        {/* The rows' links to pages of the app (data-internal) are followed by one handler here;
            a link's Enter is a click too. */}
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: the clicks handled are the links' own */}
        <tbody
          className={classes.body}
          style={{ height: virtualizer.getTotalSize() }}
          onClick={followLink}
          onFocus={onFocus}
          onBlur={onBlur}
        >
          {items.map((item, i) => {
            const row = drawn[i];
            if (!row) return <PlaceholderRow key={keys[i]} index={item.index} start={item.start} defs={defs} />;
            return (
              <GridRow
                // A slot, not the product: see RowSlots.
                key={keys[i]}
                row={row}
                index={item.index}
                start={item.start}
                isSelected={row.getIsSelected()}
                defs={defs}
              />
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The row that holds the focus stays rendered when it scrolls out of view (and so keeps its
 * element): the focus is not lost, and no other product comes into the focused element. The
 * handlers go on the rows' box; the range extractor to the virtualizer.
 */
function useKeepFocusedRow() {
  const focusedIndex = useRef<number | null>(null);
  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const focused = focusedIndex.current;
    const first = indexes[0];
    const last = indexes[indexes.length - 1];
    if (focused === null || first === undefined || last === undefined || focused >= range.count) return indexes;
    if (focused < first) return [focused, ...indexes];
    if (focused > last) return [...indexes, focused];
    return indexes;
  }, []);
  const onFocus = useCallback((event: FocusEvent<HTMLTableSectionElement>) => {
    const row = event.target instanceof Element ? event.target.closest('tr[aria-rowindex]') : null;
    if (row && event.currentTarget.contains(row)) focusedIndex.current = Number(row.getAttribute('aria-rowindex')) - 2;
  }, []);
  const onBlur = useCallback((event: FocusEvent<HTMLTableSectionElement>) => {
    if (!(event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget))) focusedIndex.current = null;
  }, []);
  return { rangeExtractor, onFocus, onBlur };
}

/**
 * Each column's width as one rule of the grid's own stylesheet rather than a style attribute on
 * every cell: cells without inline styles can share their computed style (Chromium's matched
 * properties cache) when a row comes into view.
 */
function widthRules(scope: string, defs: ColumnDef<Product>[]): string {
  const grid = `[data-grid="${scope}"]`;
  return defs.map((d) => `${grid} [data-column="${d.id}"]{width:${(d.meta as Meta).width}px}`).join('\n');
}
