import type { Shortlist } from '@shelfscope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRequester } from '../../../lib/requester-context';
import type { ScanEntry } from '../scan-store';
import { shortlistScan } from './shortlist-scan';

/** One tap: the scan's product onto the shortlist; the shortlists and products read again after. */
export function useShortlistScan(onAdded: (code: string, shortlistName: string) => void) {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ entry, shortlist }: { entry: ScanEntry; shortlist: Shortlist }) => {
      if (!entry.product) throw new Error('Nothing to add yet: the code has no product.');
      await shortlistScan(request, { shortlist, code: entry.code, asin: entry.product.asin, price: entry.price });
      return { code: entry.code, name: shortlist.name };
    },
    onSuccess: ({ code, name }) => onAdded(code, name),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['shortlists'] }),
        queryClient.invalidateQueries({ queryKey: ['products'] }),
      ]),
  });
}
