import { envelope, PurchaseOrder, Shortlist, ShortlistTargetFill, SupplierRefresh } from '@shelfscope/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { counted } from '../../../lib/plural';
import { useRequester } from '../../../lib/requester-context';
import { mantineToaster, toastQueued } from '../../../lib/toaster';

const OneShortlist = envelope(Shortlist);
const OneOrder = envelope(PurchaseOrder);

export const shortlistKeys = {
  all: ['shortlists'] as const,
  list: () => ['shortlists', 'list'] as const,
  summary: (id: string) => ['shortlists', id, 'summary'] as const,
  items: (id: string) => ['shortlists', id, 'items'] as const,
};

const path = (id: string) => `/api/Shortlist/${encodeURIComponent(id)}`;

/** One shortlist's header and live totals (GET .../summary): read again after every edit. */
export function useShortlistSummary(id: string) {
  const request = useRequester();
  return useQuery({
    queryKey: shortlistKeys.summary(id),
    queryFn: ({ signal }) => request('GET', `${path(id)}/summary`, { schema: OneShortlist, signal }).then((e) => e.data),
  });
}

export function useCreateShortlist() {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { name: string; supplierId: string }) =>
      request('POST', '/api/Shortlist', { schema: OneShortlist, body: input, successMessage: 'Shortlist created.' }).then(
        (e) => e.data,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shortlistKeys.list() }),
  });
}

/** PATCH .../name (spec: rename with the name in the query). */
export function useRenameShortlist() {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, name }: { id: string; name: string }) =>
      request('PATCH', `${path(id)}/name`, { schema: OneShortlist, query: { name }, successMessage: 'Shortlist renamed.' }).then(
        (e) => e.data,
      ),
    onSuccess: (_data, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shortlistKeys.list() }),
        queryClient.invalidateQueries({ queryKey: shortlistKeys.summary(id) }),
      ]),
  });
}

export function useDeleteShortlist() {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      request('DELETE', path(id), { schema: OneShortlist, successMessage: 'Shortlist deleted.' }).then((e) => e.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: shortlistKeys.list() }),
  });
}

/** The shortlist-wide override and its mode (docs/shortlists.md "Overrides"). */
export function useSetShortlistOverride(id: string) {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { buyBoxOverride: number; buyBoxOverrideMode: number; customValue: number | null }) =>
      request('PUT', `${path(id)}/override`, {
        schema: OneShortlist,
        body: { id, ...input },
        successMessage: 'Shortlist override saved.',
      }).then((e) => e.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...shortlistKeys.all] }),
  });
}

/** The shortlist's target stock (listing units to hold at Amazon of each product; null clears it). */
export function useSetTargetStock(id: string) {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (targetStock: number | null) =>
      request('PUT', `${path(id)}/target-stock`, {
        schema: OneShortlist,
        body: { targetStock },
        successMessage: targetStock === null ? 'Target stock cleared.' : 'Target stock saved.',
      }).then((e) => e.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...shortlistKeys.all] }),
  });
}

/**
 * POST .../fill-from-target-stock: every item's quantity becomes its gap to the target stock. Silent:
 * its own toast says how many items were filled.
 */
export function useFillFromTargetStock(id: string) {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      request('POST', `${path(id)}/fill-from-target-stock`, { schema: envelope(ShortlistTargetFill), silent: true }).then(
        (e) => e.data,
      ),
    onSuccess: (data) => {
      mantineToaster.success(targetFillMessage(data));
      return queryClient.invalidateQueries({ queryKey: [...shortlistKeys.all] });
    },
  });
}

/** "3 items filled to the target stock; 1 held at the target already (kept as it was)." */
export function targetFillMessage(fill: { filled: number; atTarget: number }): string {
  const filled = `${counted(fill.filled, 'item')} filled to the target stock`;
  return fill.atTarget > 0
    ? `${filled}; ${counted(fill.atTarget, 'item')} held at the target already (kept as it was).`
    : `${filled}.`;
}

/**
 * GET .../refresh: market data of the shortlist's products analysed again. A GET gets no toast
 * from the wrapper, so the server's 'Asins are refreshing' (spec section 9) is shown here, with
 * the pointer to its progress.
 */
export function useRefreshShortlist(id: string) {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => request('GET', `${path(id)}/refresh`, { schema: envelope(SupplierRefresh) }).then((e) => e.data),
    onSuccess: (data) => {
      // 'Asins are refreshing', or why nothing was queued.
      if (data.queued > 0) toastQueued(data.message);
      else mantineToaster.info('Nothing to refresh', data.message);
      return queryClient.invalidateQueries({ queryKey: [...shortlistKeys.all] });
    },
  });
}

/** The API's create-from-shortlist: a draft order of the same supplier with every line copied. */
export function useCreateOrderFromShortlist() {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (shortlist: { id: string; supplierId: string }) =>
      request('POST', '/api/PurchaseOrder', {
        schema: OneOrder,
        body: { supplierId: shortlist.supplierId, shortlistId: shortlist.id },
        successMessage: 'Purchase order created.',
      }).then((e) => e.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['purchase-orders'] }),
  });
}
