import { envelope, Shortlist, ShortlistItem } from '@shelfscope/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { useRequester } from '../../../lib/requester-context';

const List = envelope(z.array(Shortlist));
const One = envelope(Shortlist);
const Item = envelope(ShortlistItem);

/** Every shortlist (GET /api/Shortlist); the dialog offers the supplier's. */
export function useShortlists(enabled: boolean) {
  const request = useRequester();
  return useQuery({
    queryKey: ['shortlists'],
    enabled,
    queryFn: ({ signal }) => request('GET', '/api/Shortlist', { schema: List, signal }).then((e) => e.data),
  });
}

/**
 * Adds products to a shortlist, creating it first when asked: POST /api/Shortlist, then
 * POST /api/Shortlist/{id}/item for each product (silent per spec section 9; the dialog reports).
 */
export function useAddToShortlist() {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { shortlistId?: string; newName?: string; supplierId: string; productIds: string[] }) => {
      let id = input.shortlistId;
      let name = '';
      if (!id) {
        const created = await request('POST', '/api/Shortlist', {
          schema: One,
          body: { name: input.newName, supplierId: input.supplierId },
          silent: true,
        });
        id = created.data.id;
        name = created.data.name;
      }
      const failures: string[] = [];
      for (const productId of input.productIds) {
        try {
          await request('POST', `/api/Shortlist/${encodeURIComponent(id)}/item`, {
            schema: Item,
            body: { productId },
            silent: true,
          });
        } catch (error) {
          failures.push(error instanceof Error ? error.message : String(error));
        }
      }
      return { shortlistId: id, name, added: input.productIds.length - failures.length, failures };
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ['shortlists'] });
      void queryClient.invalidateQueries({ queryKey: ['products'] });
    },
  });
}
