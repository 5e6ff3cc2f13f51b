import {
  envelope,
  listEnvelope,
  Product,
  ProductCount,
  type ProductCreateInput,
  ProductCreateResult,
  type ProductPatchField,
} from '@shelfscope/contracts';
import { type QueryKey, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiRequestError } from '../../../lib/api';
import type { Requester } from '../../../lib/request';
import { useRequester } from '../../../lib/requester-context';
import { mantineToaster, toastQueued } from '../../../lib/toaster';

/** A list of a supplier's products: what the server searches, filters and orders by. */
export type ProductList = {
  supplierId: string;
  search: string;
  filter: string;
  order: string;
  descending: boolean;
};

/** One page of a list (the grid's windows are pages: row-windows.ts). */
export type ProductQuery = ProductList & { page: number; pageSize: number };

const ProductPage = listEnvelope(Product);
export type ProductPage = z.infer<typeof ProductPage>;
const OneProduct = envelope(Product);
const Count = envelope(ProductCount);
const CreateResult = envelope(ProductCreateResult);

export const PRODUCTS: QueryKey = ['products'];
const path = (id: string, rest = '') => `/api/product/${encodeURIComponent(id)}${rest}`;

/**
 * How long a page of products no longer shown stays cached: a page holds some hundreds of
 * kilobytes, and scrolling through a large supplier with the default five minutes kept every
 * page in memory (a bigger heap for the collector to go over while the grid scrolls). The grid
 * also drops far windows at once (use-row-windows.ts); coming back refetches.
 */
const PAGE_CACHE_MS = 20_000;

/**
 * One page of a supplier's products (the grid's windows and the route's prefetch share it).
 * `after`, asked when the page is fetched, may name the last product of the page before: the
 * server then reads the page from there (keyset) rather than through every product before it.
 * The same rows either way, so it is not part of the key.
 */
export const productsQuery = (request: Requester, query: ProductQuery, after?: () => string | undefined) =>
  queryOptions({
    queryKey: [...PRODUCTS, query],
    gcTime: PAGE_CACHE_MS,
    // A window scrolled past and back within this time is not asked for again (writes through
    // the app update or invalidate it: useCachedProducts, and the mutations below).
    staleTime: PAGE_CACHE_MS,
    queryFn: ({ signal }) =>
      request('GET', '/api/Product', {
        schema: ProductPage,
        signal,
        query: {
          supplierId: query.supplierId,
          search: query.search || undefined,
          filter: query.filter || undefined,
          order: query.order || undefined,
          descending: query.order ? query.descending : undefined,
          page: query.page,
          pageSize: query.pageSize,
          after: after?.(),
        },
      }),
  });

/**
 * The first window of the company's default list: `GET /api/Product` without a supplier answers
 * the first supplier's by name, as the grid defaults to (the prefetch asks for it beside the
 * suppliers when the browser does not know the first supplier yet).
 */
export const defaultSupplierWindow = (request: Requester, query: Omit<ProductQuery, 'supplierId'>, signal?: AbortSignal) =>
  request('GET', '/api/Product', {
    schema: ProductPage,
    signal,
    query: {
      search: query.search || undefined,
      filter: query.filter || undefined,
      order: query.order || undefined,
      descending: query.order ? query.descending : undefined,
      page: query.page,
      pageSize: query.pageSize,
    },
  });

/**
 * Writes a product into every cached page at once (optimistic), returning how to undo it.
 */
function useCachedProducts() {
  const queryClient = useQueryClient();
  const put = (id: string, change: (p: Product) => Product) => {
    const before = queryClient.getQueriesData<ProductPage>({ queryKey: PRODUCTS });
    queryClient.setQueriesData<ProductPage>({ queryKey: PRODUCTS }, (page) =>
      page ? { ...page, data: page.data.map((p) => (p.id === id ? change(p) : p)) } : page,
    );
    return () => {
      for (const [key, data] of before) queryClient.setQueryData(key, data);
    };
  };
  return { put, queryClient };
}

const FIELD_OF: Partial<Record<ProductPatchField, keyof Product>> = { upc: 'supplierUPC' };

/**
 * PATCH /api/product/{id}/{field}?{field}=value. The row shows the new value at once; the
 * server's answer (analysed again for costs) replaces it, a failure puts the old row back.
 */
export function useEditProduct(quiet: boolean) {
  const request = useRequester();
  const { put, queryClient } = useCachedProducts();
  return useMutation({
    mutationFn: ({ product, field, value }: { product: Product; field: ProductPatchField; value: string }) =>
      request('PATCH', path(product.id, `/${field}`), {
        schema: OneProduct,
        // An empty text goes as an empty value, which the API reads as "clear".
        query: { [field]: value === '' ? '' : value },
        successMessage: 'Saved; the analysis is up to date.',
        silent: quiet,
      }).then((e) => e.data),
    onMutate: ({ product, field, value }) => {
      const key = FIELD_OF[field] ?? (field as keyof Product);
      const numeric = typeof product[key] === 'number' || field === 'cost' || field === 'preparationCost';
      const next = value === '' ? null : numeric ? Number(value) : value;
      return { undo: put(product.id, (p) => ({ ...p, [key]: next })) };
    },
    // The wrapper leaves a refusal's words to the screen that sent it (a form shows them under
    // its fields); a cell has no room for them, so they come as a toast beside the old value.
    onError: (error, { product }, context) => {
      context?.undo();
      if (error instanceof ApiRequestError && error.errors.length > 0 && error.status !== 403)
        mantineToaster.error(`The change to ${product.asin} was not saved`, error.message);
    },
    onSuccess: (saved) => {
      put(saved.id, () => saved);
      void queryClient.invalidateQueries({ queryKey: PRODUCTS, refetchType: 'none' });
    },
  });
}

/** PATCH /api/product/{id}/buybox-override (-1..5; 5 with its custom price). */
export function useOverrideProduct(quiet: boolean) {
  const request = useRequester();
  const { put } = useCachedProducts();
  return useMutation({
    mutationFn: ({ product, override, customValue }: { product: Product; override: number; customValue: number | null }) =>
      request('PATCH', path(product.id, '/buybox-override'), {
        schema: OneProduct,
        body: { override, buyBoxOverrideCustomValue: customValue },
        successMessage: 'Buy-box override saved; profit recomputed.',
        silent: quiet,
      }).then((e) => e.data),
    onMutate: ({ product, override, customValue }) => ({
      undo: put(product.id, (p) => ({ ...p, override, overrideCustomValue: customValue })),
    }),
    onError: (_error, _vars, context) => context?.undo(),
    onSuccess: (saved) => put(saved.id, () => saved),
  });
}

/** PUT /api/Product/refresh: the market data of the selected products, read again. */
export function useRefreshProducts(quiet: boolean) {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      request('PUT', '/api/Product/refresh', {
        schema: Count,
        body: { ids, fetchStockLevels: false },
        silent: true,
      }).then((e) => e.data.count),
    onSuccess: () => {
      if (!quiet) toastQueued('Asins are refreshing');
      return queryClient.invalidateQueries({ queryKey: PRODUCTS });
    },
  });
}

/** POST /api/product/delete (silent per spec section 9: deletes say nothing). */
export function useDeleteProducts() {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      request('POST', '/api/product/delete', { schema: Count, body: { ids }, silent: true }).then((e) => e.data.count),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRODUCTS }),
  });
}

/** DELETE /api/product/filtered: everything the list shows under the search and filter. */
export function useDeleteFiltered() {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: { supplierId: string; search: string; filter: string }) =>
      request('DELETE', '/api/product/filtered', {
        schema: Count,
        query: { supplierId: q.supplierId, search: q.search || undefined, filter: q.filter || undefined },
        silent: true,
      }).then((e) => e.data.count),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRODUCTS }),
  });
}

/** POST /api/Product: the product, or the candidates when a code matches several ASINs. */
export function useAddProduct(quiet: boolean) {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    // Sent silently: an answer with candidates added nothing, so the toast waits for a product.
    mutationFn: (input: ProductCreateInput) =>
      request('POST', '/api/Product', { schema: CreateResult, body: input, silent: true }).then((e) => e.data),
    onSuccess: (result) => {
      if (!result.product) return;
      if (!quiet) mantineToaster.success('Asin was added successfully');
      void queryClient.invalidateQueries({ queryKey: PRODUCTS });
    },
  });
}
