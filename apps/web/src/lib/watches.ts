import { envelope, Watch, type WatchInput } from '@shelfscope/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { checked } from './checked';
import type { Requester } from './request';
import { useRequester } from './requester-context';

const Watches = envelope(z.array(Watch));
const OneWatch = envelope(Watch);

/** `GET /api/Watch`: the member's watches, or (with `productId`) the watches of one product. */
export const watchesQueryOptions = (request: Requester, productId?: string) =>
  queryOptions({
    queryKey: ['watches', productId ?? 'all'] as const,
    queryFn: ({ signal }) =>
      request('GET', '/api/Watch', {
        schema: checked(import.meta.env.DEV && Watches),
        signal,
        ...(productId ? { query: { productId } } : {}),
      }).then((e) => e.data),
  });

export const useWatches = (productId?: string) => useQuery(watchesQueryOptions(useRequester(), productId));

/** Watch and stop watching; each reads the watch lists again. */
export function useWatchMutations() {
  const request = useRequester();
  const queryClient = useQueryClient();
  const done = () => queryClient.invalidateQueries({ queryKey: ['watches'] });
  return {
    add: useMutation({
      mutationFn: (input: WatchInput) =>
        request('POST', '/api/Watch', { schema: OneWatch, body: input, successMessage: 'Watching.' }).then((e) => e.data),
      onSuccess: done,
    }),
    remove: useMutation({
      mutationFn: (id: string) =>
        request('DELETE', `/api/Watch/${encodeURIComponent(id)}`, { schema: OneWatch, successMessage: 'No longer watching.' }),
      onSuccess: done,
    }),
  };
}
