import { envelope, type ListEnvelope, listEnvelope, ShortlistItem } from '@shelfscope/contracts';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRequester } from '../../../lib/requester-context';
import { shortlistKeys } from './shortlists';

const ItemPage = listEnvelope(ShortlistItem);
const OneItem = envelope(ShortlistItem);

export type ItemsQuery = { search: string; orderBy: string; descending: boolean; page: number; pageSize: number };

const itemPath = (shortlistId: string, itemId: string) =>
  `/api/Shortlist/${encodeURIComponent(shortlistId)}/item/${encodeURIComponent(itemId)}`;

/** One page of a shortlist's items with each line's figures. */
export function useShortlistItems(shortlistId: string, query: ItemsQuery) {
  const request = useRequester();
  return useQuery({
    queryKey: [...shortlistKeys.items(shortlistId), query],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      request('GET', `/api/Shortlist/${encodeURIComponent(shortlistId)}/items`, {
        schema: ItemPage,
        signal,
        query: {
          search: query.search || undefined,
          orderBy: query.orderBy || undefined,
          descending: query.orderBy ? query.descending : undefined,
          page: query.page,
          pageSize: query.pageSize,
        },
      }),
  });
}

type Page = ListEnvelope<ShortlistItem>;

/**
 * Shows an edit on every cached page at once (optimistic) and returns what was there, so a
 * refused edit can put it back.
 */
async function patchCachedItem(queryClient: QueryClient, shortlistId: string, itemId: string, change: Partial<ShortlistItem>) {
  const key = shortlistKeys.items(shortlistId);
  await queryClient.cancelQueries({ queryKey: key });
  const before = queryClient.getQueriesData<Page>({ queryKey: key });
  queryClient.setQueriesData<Page>({ queryKey: key }, (page) =>
    page ? { ...page, data: page.data.map((item) => (item.id === itemId ? { ...item, ...change } : item)) } : page,
  );
  return before;
}

function restore(queryClient: QueryClient, before: [readonly unknown[], Page | undefined][] | undefined) {
  for (const [key, data] of before ?? []) queryClient.setQueryData(key, data);
}

/** After any edit the lines and the totals are read again: every figure follows from the server. */
const settle = (queryClient: QueryClient, shortlistId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: shortlistKeys.items(shortlistId) }),
    queryClient.invalidateQueries({ queryKey: shortlistKeys.summary(shortlistId) }),
    queryClient.invalidateQueries({ queryKey: shortlistKeys.list() }),
  ]);

type Edit = { itemId: string } & ({ quantity: number } | { comment: string });

/**
 * Quantity (PATCH .../quantity) or comment (PATCH .../comments), both silent (spec section 9);
 * the cell shows the new value at once and goes back to the old one if the server refuses.
 */
export function useEditItem(shortlistId: string) {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (edit: Edit) =>
      'quantity' in edit
        ? request('PATCH', `${itemPath(shortlistId, edit.itemId)}/quantity`, {
            schema: OneItem,
            query: { quantity: edit.quantity },
            silent: true,
          })
        : request('PATCH', `${itemPath(shortlistId, edit.itemId)}/comments`, {
            schema: OneItem,
            query: { comments: edit.comment },
            silent: true,
          }),
    onMutate: (edit) =>
      patchCachedItem(
        queryClient,
        shortlistId,
        edit.itemId,
        'quantity' in edit ? { quantity: edit.quantity } : { comment: edit.comment || null },
      ),
    onError: (_error, _edit, before) => restore(queryClient, before),
    onSettled: () => settle(queryClient, shortlistId),
  });
}

/** The item's own override (-1..5), over the product's. */
export function useSetItemOverride(shortlistId: string) {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, override, customValue }: { itemId: string; override: number; customValue: number | null }) =>
      request('PUT', `${itemPath(shortlistId, itemId)}/override`, {
        schema: OneItem,
        body: { override, overrideCustomValue: override === 5 ? customValue : null },
        successMessage: 'Item override saved.',
      }),
    onSettled: () => settle(queryClient, shortlistId),
  });
}

/** Remove a line (silent, spec section 9); it leaves the table at once. */
export function useRemoveItem(shortlistId: string) {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) => request('DELETE', itemPath(shortlistId, itemId), { schema: OneItem, silent: true }),
    onMutate: async (itemId) => {
      const key = shortlistKeys.items(shortlistId);
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueriesData<Page>({ queryKey: key });
      queryClient.setQueriesData<Page>({ queryKey: key }, (page) =>
        page ? { ...page, data: page.data.filter((i) => i.id !== itemId), totalItems: page.totalItems - 1 } : page,
      );
      return before;
    },
    onError: (_error, _id, before) => restore(queryClient, before),
    onSettled: () => settle(queryClient, shortlistId),
  });
}
