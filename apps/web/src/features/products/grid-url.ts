import { useNavigate, useSearch } from '@tanstack/react-router';
import type { SortState } from '../../components/product-grid/product-grid';
import type { ProductList } from './api/products';

/**
 * The products grid's state that a link carries: supplier, search, filter and sort. The grid is
 * one list (no page: it scrolls; row-windows.ts); the `page` and `size` of older links are ignored.
 */
export type GridUrl = {
  supplierId: string | null;
  search: string;
  filter: string;
  sort: SortState;
};

const text = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');

/**
 * The grid's state read from the address (`?supplierId=&q=&filter=&sort=&desc=`); anything
 * missing or malformed is the default (the server's order).
 */
export function readGridUrl(search: Record<string, unknown>): GridUrl {
  return {
    supplierId: text(search.supplierId) || null,
    search: text(search.q),
    filter: text(search.filter),
    sort: { field: text(search.sort), descending: text(search.desc) !== '0' },
  };
}

/** The list for the grid's state and its supplier (the page's and the route's prefetch). */
export function productList(url: GridUrl, supplierId: string): ProductList {
  return {
    supplierId,
    search: url.search.trim(),
    filter: url.filter,
    order: url.sort.field,
    descending: url.sort.descending,
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
    // An older link's page and size go (the grid has none).
    page: undefined,
    size: undefined,
  };
}

/**
 * The products grid's state, kept in the address: a link shares it, a reload keeps it and the
 * back button goes back through it. A change of supplier, search, filter or sort starts the
 * list again at its first row (the grid is drawn anew). Each change is a history entry, except the search text as it
 * is typed (`replace`: one entry for a search, not one per letter).
 */
export function useGridUrl(): [GridUrl, (changes: Partial<GridUrl>, options?: { replace?: boolean }) => void] {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const navigate = useNavigate();
  const state = readGridUrl(search);
  const set = (changes: Partial<GridUrl>, options: { replace?: boolean } = {}) => {
    const next = { ...state, ...changes };
    void navigate({
      to: '.',
      search: ((previous: Record<string, unknown>) => ({ ...previous, ...gridSearch(next) })) as never,
      replace: options.replace ?? false,
    });
  };
  return [state, set];
}
