import type { ProductList, ProductQuery } from './api/products';

/**
 * The products grid is one list of every product the server's search, filter and order give
 * (issue 36: a supplier's 100,000 products scroll as one list). Its rows come in windows: window
 * `n` is the server's page `n + 1` of WINDOW_ROWS rows. Which windows the grid asks for and which
 * it lets go are decided here, from the rows the grid draws; the hook (use-row-windows.ts) asks
 * TanStack Query for them.
 */

/** Rows a window: 4,400 px of grid, about seven screens; a page the server reads in a few ms. */
export const WINDOW_ROWS = 100;
/**
 * Rows fetched ahead of the rows drawn, on either side: at a brisk wheel (90 rows a second) the
 * next window is asked for a second or more before its first row comes into view.
 */
export const AHEAD_ROWS = 100;
/**
 * Windows kept on either side of the one in view once they are fetched: scrolling back a little
 * finds its rows without a request, and the rows in memory stay bounded (2 x 4 + 1 windows, 900
 * rows) however far the list is scrolled.
 */
export const KEEP_WINDOWS = 4;

/** The server's page of a list that is its window `n`. */
export const windowQuery = (list: ProductList, n: number): ProductQuery => ({ ...list, page: n + 1, pageSize: WINDOW_ROWS });

/** The rows drawn: first and last index (inclusive), as the virtualizer says. */
export type RowRange = { first: number; last: number };

/** The window a row is in. */
export const windowOf = (row: number, size = WINDOW_ROWS) => Math.floor(row / size);

/**
 * The windows to have for the rows drawn: every window holding a row within AHEAD_ROWS of them,
 * none past the list's end. Before the total is known (null), the first window only.
 */
export function windowsFor(range: RowRange, total: number | null, size = WINDOW_ROWS, ahead = AHEAD_ROWS): number[] {
  if (total === null) return [0];
  if (total <= 0) return [0];
  const last = total - 1;
  const from = windowOf(Math.max(0, Math.min(range.first, last) - ahead), size);
  const to = windowOf(Math.min(last, Math.max(range.last, range.first) + ahead), size);
  const windows: number[] = [];
  for (let n = from; n <= to; n++) windows.push(n);
  return windows;
}

/** The cached windows too far from the rows drawn to keep: more than `keep` windows from them. */
export function windowsToEvict(cached: readonly number[], range: RowRange, size = WINDOW_ROWS, keep = KEEP_WINDOWS): number[] {
  const from = windowOf(range.first, size) - keep;
  const to = windowOf(Math.max(range.first, range.last), size) + keep;
  return cached.filter((n) => n < from || n > to);
}
