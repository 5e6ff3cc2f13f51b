import { type CostField, envelope, listEnvelope, Product, ProductCount, ProductCreateResult } from '@shelfscope/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { useRequester } from '../../../lib/requester-context';

export type QuickViewQuery = { search: string; order: string; descending: boolean; page: number; pageSize: number };

const Page = listEnvelope(Product);
type Page = z.infer<typeof Page>;
const One = envelope(Product);
const Count = envelope(ProductCount);
const CreateResult = envelope(ProductCreateResult);
const KEY = ['quick-view'] as const;
const path = (id: string, rest = '') => `/api/QuickView/${encodeURIComponent(id)}${rest}`;

/** One page of the quick view; the previous page stays on screen while the next loads. */
export function useQuickView(query: QuickViewQuery) {
  const request = useRequester();
  return useQuery({
    queryKey: [...KEY, query],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      request('GET', '/api/QuickView', {
        schema: Page,
        signal,
        query: {
          search: query.search || undefined,
          order: query.order || undefined,
          descending: query.order ? query.descending : undefined,
          page: query.page,
          pageSize: query.pageSize,
        },
      }),
  });
}

/** Splits pasted text into identifiers: one per line or comma separated, each once. */
export function splitIdentifiers(text: string): string[] {
  const seen = new Set<string>();
  for (const part of text.split(/[\s,;]+/)) {
    const id = part.trim().toUpperCase();
    if (id) seen.add(id);
  }
  return [...seen];
}

/**
 * POST /api/QuickView for one identifier (silent: the page reports the whole batch at once);
 * `asin` picks among a code's several matches.
 */
export function useAnalyse() {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { identifier: string; asin?: string }) =>
      request('POST', '/api/QuickView', { schema: CreateResult, body: input, silent: true }).then((e) => e.data),
    onSuccess: (result) => {
      if (result.product) void queryClient.invalidateQueries({ queryKey: KEY });
    },
  });
}

/** Updates an item in every cached page, returning how to undo it. */
function usePut() {
  const queryClient = useQueryClient();
  return (id: string, change: (p: Product) => Product) => {
    const before = queryClient.getQueriesData<Page>({ queryKey: KEY });
    queryClient.setQueriesData<Page>({ queryKey: KEY }, (page) =>
      page ? { ...page, data: page.data.map((p) => (p.id === id ? change(p) : p)) } : page,
    );
    return () => {
      for (const [key, data] of before) queryClient.setQueryData(key, data);
    };
  };
}

/** PATCH /api/QuickView/{id}/{cost|preparationCost|quantityPack}: optimistic, rolled back on failure. */
export function useEditQuickView() {
  const request = useRequester();
  const put = usePut();
  return useMutation({
    mutationFn: ({ product, field, value }: { product: Product; field: CostField; value: string }) =>
      request('PATCH', path(product.id, `/${field}`), {
        schema: One,
        query: { [field]: value },
        successMessage: 'Saved; the analysis is up to date.',
      }).then((e) => e.data),
    onMutate: ({ product, field, value }) => ({
      undo: put(product.id, (p) => ({ ...p, [field]: value === '' ? null : Number(value) })),
    }),
    onError: (_e, _v, context) => context?.undo(),
    onSuccess: (saved) => put(saved.id, () => saved),
  });
}

/** GET /api/QuickView/{id}/refresh: the market read again for one item. */
export function useRefreshOne() {
  const request = useRequester();
  const put = usePut();
  return useMutation({
    mutationFn: (id: string) => request('GET', path(id, '/refresh'), { schema: One }).then((e) => e.data),
    onSuccess: (saved) => put(saved.id, () => saved),
  });
}

/** DELETE /api/QuickView/{id} (silent per spec section 9) and DELETE /api/QuickView (all). */
export function useRemove() {
  const request = useRequester();
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: KEY });
  const one = useMutation({
    mutationFn: (id: string) => request('DELETE', path(id), { schema: One, silent: true }).then((e) => e.data),
    onSuccess: done,
  });
  const all = useMutation({
    mutationFn: () =>
      request('DELETE', '/api/QuickView', { schema: Count, successMessage: 'Quick view emptied.' }).then((e) => e.data.count),
    onSuccess: done,
  });
  return { one, all };
}
