import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRequester } from '../../../lib/requester-context';
import { addShortlistItem, createShortlist } from '../../../lib/shortlists';

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
        const created = await createShortlist(request, { name: input.newName ?? '', supplierId: input.supplierId });
        id = created.id;
        name = created.name;
      }
      const failures: string[] = [];
      for (const productId of input.productIds) {
        try {
          await addShortlistItem(request, id, { productId });
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
