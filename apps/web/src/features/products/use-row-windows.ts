import type { Product } from '@shelfscope/contracts';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRequester } from '../../lib/requester-context';
import { PRODUCTS, type ProductList, type ProductPage, type ProductQuery, productsQuery } from './api/products';
import { type RowRange, WINDOW_ROWS, windowOf, windowQuery, windowsFor, windowsToEvict } from './row-windows';

/** The rows of a list's windows, in the grid's terms. */
export type RowWindows = {
  /** Rows in the list (the server's total), null until a window has come. */
  total: number | null;
  /** The rows of the windows in use, in order: the grid's table and selection work on these. */
  loaded: Product[];
  /** The product at a row of the whole list, or undefined while its window is in flight. */
  rowAt: (row: number) => Product | undefined;
  /** Tells which rows the grid draws: the windows around them are fetched, far ones dropped. */
  onRows: (range: RowRange) => void;
  /** A window of the list is being fetched (a first one, a refetch). */
  fetching: boolean;
};

/**
 * One list of a supplier's products as the grid scrolls it (row-windows.ts): the windows around
 * the rows drawn are fetched ahead through the list's query factory, windows far from them leave
 * the cache, and the total comes with every window. `list` null asks for nothing.
 */
export function useRowWindows(list: ProductList | null): RowWindows {
  const request = useRequester();
  const queryClient = useQueryClient();
  const listKey = list ? JSON.stringify(list) : '';
  // The windows wanted, as text: the grid reports its rows on every change of them, and the page
  // renders again only when the windows they need change (every fifty rows or so, not a frame).
  const [wanted, setWanted] = useState({ listKey, windows: '0' });
  const windows = (wanted.listKey === listKey ? wanted.windows : '0').split(',').map(Number);
  const range = useRef<RowRange>({ first: 0, last: 0 });
  const known = useRef<{ listKey: string; total: number | null }>({ listKey, total: null });
  if (known.current.listKey !== listKey) known.current = { listKey, total: null };

  // A window whose previous one is at hand is read after that one's last product (keyset: fast
  // however deep, bench/RESULTS.md); one reached by a jump, by its offset.
  const lastOf = (n: number) => () => {
    const before =
      n > 0 && list
        ? queryClient.getQueryData<ProductPage>(productsQuery(request, windowQuery(list, n - 1)).queryKey)
        : undefined;
    return before?.data.length === WINDOW_ROWS ? before.data[WINDOW_ROWS - 1]?.id : undefined;
  };
  const results = useQueries({
    queries: windows.map((n) => ({
      ...productsQuery(request, windowQuery(list ?? EMPTY, n), lastOf(n)),
      enabled: list !== null && list.supplierId !== '',
    })),
  });
  const pages = results.map((r) => r.data);
  for (const page of pages) if (page) known.current.total = page.totalItems;
  const total = known.current.total;
  const view = useStableView(windows, pages);

  const onRows = useCallback(
    (rows: RowRange) => {
      range.current = rows;
      const next = windowsFor(rows, known.current.total).join(',');
      setWanted((w) => (w.listKey === listKey && w.windows === next ? w : { listKey, windows: next }));
    },
    [listKey],
  );

  // The total first known widens the windows to the rows ahead of the first screen.
  useEffect(() => {
    if (total !== null) onRows(range.current);
  }, [total, onRows]);

  // Windows of this list far from the rows drawn leave the cache (the rows in memory stay
  // bounded: KEEP_WINDOWS); other lists' pages go after the factory's short gcTime.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of the windows wanted is when to look
  useEffect(() => {
    if (!list) return;
    const cached = queryClient
      .getQueryCache()
      .findAll({ queryKey: PRODUCTS })
      .flatMap((q) => {
        const key = q.queryKey[1] as ProductQuery | undefined;
        if (!key || key.pageSize !== WINDOW_ROWS) return [];
        const { page, pageSize: _, ...rest } = key;
        return JSON.stringify(rest) === JSON.stringify(list) ? [page - 1] : [];
      });
    // The first window stays: the page watches it for the list's state (loaded, refused, total).
    for (const n of windowsToEvict(cached, range.current).filter((w) => w !== 0)) {
      queryClient.removeQueries({ queryKey: productsQuery(request, windowQuery(list, n)).queryKey, exact: true });
    }
  }, [wanted, listKey]);

  return { total, ...view, onRows, fetching: results.some((r) => r.isFetching) };
}

const EMPTY: ProductList = { supplierId: '', search: '', filter: '', order: '', descending: true };

/**
 * The loaded rows and the row lookup, made again only when a window's data changes: the grid's
 * table builds its rows from `loaded`, so a new array on every render would rebuild them.
 */
function useStableView(windows: number[], pages: (ProductPage | undefined)[]) {
  const memo = useRef<{ windows: number[]; pages: (ProductPage | undefined)[]; view: Pick<RowWindows, 'loaded' | 'rowAt'> }>(
    null,
  );
  const same =
    memo.current !== null &&
    memo.current.windows.length === windows.length &&
    memo.current.windows.every((n, i) => n === windows[i] && memo.current?.pages[i] === pages[i]);
  if (!same || !memo.current) {
    const byWindow = new Map<number, Product[]>();
    windows.forEach((n, i) => {
      const page = pages[i];
      if (page) byWindow.set(n, page.data);
    });
    const loaded = windows.flatMap((n) => byWindow.get(n) ?? []);
    const rowAt = (row: number) => {
      const n = windowOf(row);
      return byWindow.get(n)?.[row - n * WINDOW_ROWS];
    };
    memo.current = { windows, pages, view: { loaded, rowAt } };
  }
  return memo.current.view;
}
