import { envelope, Shortlist, ShortlistItem } from '@shelfscope/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useRequester } from '../../../lib/requester-context';

const List = envelope(z.array(Shortlist));
const One = envelope(Shortlist);
const Item = envelope(ShortlistItem);

/** The shortlists of one supplier (a product goes only on its supplier's lists). */
export function useSupplierShortlists(supplierId: string, enabled: boolean) {
  const request = useRequester();
  return useQuery({
    queryKey: ['shortlists', 'list'],
    enabled,
    queryFn: ({ signal }) => request('GET', '/api/Shortlist', { schema: List, signal }).then((e) => e.data),
    select: (lists) => lists.filter((l) => l.supplierId === supplierId),
  });
}

export type AddToShortlistInput = { productId: string; supplierId: string; quantity: number } & (
  | { shortlistId: string }
  | { newName: string }
);

/**
 * POST /api/Shortlist/{id}/item, creating the shortlist first (POST /api/Shortlist) when asked.
 * Adding is one of spec section 9's silent calls: the dialog says what happened instead.
 */
export function useAddToShortlist() {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AddToShortlistInput) => {
      const shortlist =
        'shortlistId' in input
          ? { id: input.shortlistId, name: null }
          : (
              await request('POST', '/api/Shortlist', {
                schema: One,
                body: { name: input.newName, supplierId: input.supplierId },
                silent: true,
              })
            ).data;
      await request('POST', `/api/Shortlist/${encodeURIComponent(shortlist.id)}/item`, {
        schema: Item,
        body: { productId: input.productId, quantity: input.quantity },
        silent: true,
      });
      return shortlist;
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['shortlists'] }),
        queryClient.invalidateQueries({ queryKey: ['product-analysis'] }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
}
