import { envelope, Product, ProductDetail, ProductGraph, ProductVariations, Supplier } from '@shelfscope/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../lib/api';
import { useRequester } from '../../lib/requester-context';
import { mantineToaster } from '../../lib/toaster';
import { userSettingsQueryOptions } from '../../lib/user-settings';
import type { EditableInputs } from './recompute';

/**
 * Where one analysed product lives in the API: a supplier's product (/api/Product) or a
 * quick-view item (/api/QuickView). Each page's feature builds its own (features/<area>/api).
 */
export type AnalysisEndpoints = {
  /** The query key prefix of everything read about this product. */
  key: readonly unknown[];
  detail: string;
  graph: string;
  variations: string;
  refresh: string;
  /** PATCH with the value in the query: the cost inputs, and how it is fulfilled and stocked. */
  field: (name: 'cost' | 'preparationCost' | 'quantityPack' | 'fulfilment' | 'monthsInStock') => string;
  override: string;
  /** The toast after a refresh (spec section 9's texts). */
  refreshedMessage: (withStock: boolean) => string;
};

const Detail = envelope(ProductDetail);
const Graph = envelope(ProductGraph);
const Variations = envelope(ProductVariations);
const One = envelope(Product);
const OneSupplier = envelope(Supplier);

/** A 4xx (not found, not allowed) will not change on a second try; network and 5xx may. */
const retryUnlessClientError = (failures: number, error: Error) =>
  !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && failures < 1;

export function useAnalysisDetail(endpoints: AnalysisEndpoints) {
  const request = useRequester();
  return useQuery({
    queryKey: [...endpoints.key, 'detail'],
    retry: retryUnlessClientError,
    queryFn: ({ signal }) => request('GET', endpoints.detail, { schema: Detail, signal }).then((e) => e.data),
  });
}

export function useAnalysisGraph(endpoints: AnalysisEndpoints) {
  const request = useRequester();
  return useQuery({
    queryKey: [...endpoints.key, 'graph'],
    queryFn: ({ signal }) => request('GET', endpoints.graph, { schema: Graph, signal }).then((e) => e.data),
    staleTime: 5 * 60_000,
  });
}

export function useAnalysisVariations(endpoints: AnalysisEndpoints, enabled: boolean) {
  const request = useRequester();
  return useQuery({
    queryKey: [...endpoints.key, 'variations'],
    enabled,
    queryFn: ({ signal }) => request('GET', endpoints.variations, { schema: Variations, signal }).then((e) => e.data),
  });
}

/** The member's settings (lib/user-settings.ts, one cached copy with the grid's and Settings'): fees, target ROI and thresholds the live recompute uses; units. */
export function useSettings() {
  return useQuery(userSettingsQueryOptions(useRequester()));
}

/** The supplier's override decides the price when the product sets none (docs/products.md). */
export function useSupplierOverride(supplierId: string | null) {
  const request = useRequester();
  return useQuery({
    queryKey: ['suppliers', supplierId, 'detail'],
    enabled: supplierId !== null,
    queryFn: ({ signal }) =>
      request('GET', `/api/Supplier/${encodeURIComponent(supplierId ?? '')}`, { schema: OneSupplier, signal }).then((e) => ({
        value: e.data.override,
        customValue: e.data.overrideCustomValue,
      })),
  });
}

const same = (a: number | null, b: number | null) => a === b;

/**
 * Saves what changed in the profit panel: each cost field by its own PATCH (the API's singly
 * editable fields), then the override. Only the last call toasts, so one save says one thing.
 */
export function useSaveInputs(endpoints: AnalysisEndpoints) {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ before, after }: { before: EditableInputs; after: EditableInputs }) => {
      const calls: { path: string; query?: Record<string, string | number>; body?: unknown }[] = [];
      for (const field of ['cost', 'preparationCost', 'quantityPack'] as const) {
        if (same(before[field], after[field])) continue;
        // An empty value is the API's "clear".
        calls.push({ path: endpoints.field(field), query: { [field]: after[field] ?? '' } });
      }
      if (before.override !== after.override || !same(before.overrideCustomValue, after.overrideCustomValue)) {
        const customValue = after.override === 5 ? after.overrideCustomValue : null;
        calls.push({ path: endpoints.override, body: { override: after.override, buyBoxOverrideCustomValue: customValue } });
      }
      let saved: Product | null = null;
      for (const [i, call] of calls.entries()) {
        const isLast = i === calls.length - 1;
        const answer = await request('PATCH', call.path, {
          schema: One,
          ...(call.query ? { query: call.query } : {}),
          ...(call.body ? { body: call.body } : {}),
          silent: !isLast,
          successMessage: 'Saved; the analysis is up to date.',
        });
        saved = answer.data;
      }
      return saved;
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: endpoints.key }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
        queryClient.invalidateQueries({ queryKey: ['quick-view'] }),
      ]),
  });
}

/**
 * PATCH one fulfilment choice (fulfilment, monthsInStock); an empty value goes back to the
 * default (the member's fulfilment, months from the sales estimate). The server analyses again.
 */
export function useSaveFulfilment(endpoints: AnalysisEndpoints) {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ field, value }: { field: 'fulfilment' | 'monthsInStock'; value: string | number }) =>
      request('PATCH', endpoints.field(field), {
        schema: One,
        query: { [field]: value },
        successMessage: 'Saved; the analysis is up to date.',
      }).then((answer) => answer.data),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: endpoints.key }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
        queryClient.invalidateQueries({ queryKey: ['quick-view'] }),
      ]),
  });
}

/**
 * GET .../refresh?fetchStockLevels=: the market read again and the product analysed again. A
 * GET gets no toast from the wrapper, so the spec's refresh texts are shown here on success.
 */
export function useRefresh(endpoints: AnalysisEndpoints) {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (withStock: boolean) =>
      request('GET', endpoints.refresh, { schema: One, query: { fetchStockLevels: withStock } }).then((e) => e.data),
    onSuccess: (_data, withStock) => {
      mantineToaster.success(endpoints.refreshedMessage(withStock));
      return queryClient.invalidateQueries({ queryKey: endpoints.key });
    },
  });
}
