import { envelope, ProductCreateResult } from '@shelfscope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRequester } from '../../../lib/requester-context';

const CreateResult = envelope(ProductCreateResult);

/** POST /api/QuickView with a variation's ASIN: the variation becomes a quick-view item of its own. */
export function useAnalyseVariation() {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (asin: string) =>
      request('POST', '/api/QuickView', { schema: CreateResult, body: { identifier: asin }, silent: true }).then((e) => e.data),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['quick-view'] }),
  });
}
