import { useNavigate, useSearch } from '@tanstack/react-router';
import type { SortState } from '../../components/product-grid/product-grid';
import type { ProductQuery } from './api/products';

/** The products grid's state that a link carries: supplier, search, filter, sort and page. */
export type GridUrl = {
  supplierId: string | null;
  search: string;
  filter: string;
  sort: SortState;
  page: number;
  pageSize: number;
};

export const PAGE_SIZES = [50, 100, 250, 500];
const DEFAULT_PAGE_SIZE = 100;

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const whole = (value: unknown, fallback: number) => {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : fallback;
};

/**
 * The grid's state read from the address (`?supplierId=&q=&filter=&sort=&desc=&page=&size=`);
 * anything missing or malformed is the default (first page, 100 rows, the server's order).
 */
export function readGridUrl(search: Record<string, unknown>): GridUrl {
  const pageSize = whole(search.size, DEFAULT_PAGE_SIZE);
  return {
    supplierId: text(search.supplierId) || null,
    search: text(search.q),
    filter: text(search.filter),
    sort: { field: text(search.sort), descending: text(search.desc) !== '0' },
    page: whole(search.page, 1),
    pageSize: PAGE_SIZES.includes(pageSize) ? pageSize : DEFAULT_PAGE_SIZE,
  };
}

/** The list request for the grid's state and its supplier (the page's and the route's prefetch). */
export function productQuery(url: GridUrl, supplierId: string): ProductQuery {
  return {
    supplierId,
    search: url.search.trim(),
    filter: url.filter,
    order: url.sort.field,
    descending: url.sort.descending,
    page: url.page,
    pageSize: url.pageSize,
  };
}

/**
 * The address's parameters for a state: defaults left out, so a plain /products stays plain.
 * Numbers as numbers (the router writes a string that looks like a number in quotes).
 */
export function gridSearch(state: GridUrl): Record<string, string | number | undefined> {
  return {
    supplierId: state.supplierId ?? undefined,
    q: state.search || undefined,
    filter: state.filter || undefined,
    sort: state.sort.field || undefined,
    desc: state.sort.field ? (state.sort.descending ? 1 : 0) : undefined,
    page: state.page > 1 ? state.page : undefined,
    size: state.pageSize !== DEFAULT_PAGE_SIZE ? state.pageSize : undefined,
  };
}

/**
 * The products grid's state, kept in the address: a link shares it, a reload keeps it and the
 * back button goes back through it. A change of supplier, search, filter, sort or page size
 * starts again at the first page. Each change is a history entry, except the search text as it
 * is typed (`replace`: one entry for a search, not one per letter).
 */
export function useGridUrl(): [GridUrl, (changes: Partial<GridUrl>, options?: { replace?: boolean }) => void] {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const state = readGridUrl(search);
  const set = (changes: Partial<GridUrl>, options: { replace?: boolean } = {}) => {
    const next = { ...state, ...changes, page: changes.page ?? 1 };
    void navigate({
      to: '.',
      search: ((previous: Record<string, unknown>) => ({ ...previous, ...gridSearch(next) })) as never,
      replace: options.replace ?? false,
    });
  };
  return [state, set];
}
