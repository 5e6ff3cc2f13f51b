import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRequester } from '../../../lib/requester-context';
import { addShortlistItem, createShortlist, useShortlists } from '../../../lib/shortlists';

/** The shortlists of one supplier (a product goes only on its supplier's lists). */
export function useSupplierShortlists(supplierId: string, enabled: boolean) {
  const lists = useShortlists(enabled);
  return { ...lists, data: lists.data?.filter((l) => l.supplierId === supplierId) };
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
          : await createShortlist(request, { name: input.newName, supplierId: input.supplierId });
      await addShortlistItem(request, shortlist.id, { productId: input.productId, quantity: input.quantity });
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
