import { type Decision, envelope, ProposalsDecided } from '@shelfscope/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRequester } from '../../../lib/requester-context';
import { shortlistKeys } from './shortlists';

const Decided = envelope(ProposalsDecided);

/**
 * A buyer's decision on proposals: one item (`itemId`), or every waiting one of the shortlist.
 * The lines and totals are read again after it: approved items now count.
 */
export function useDecideProposals(shortlistId: string) {
  const request = useRequester();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { decision: Decision; comment: string; itemId?: string }) => {
      const base = `/api/Shortlist/${encodeURIComponent(shortlistId)}`;
      const path = input.itemId ? `${base}/item/${encodeURIComponent(input.itemId)}/decision` : `${base}/decisions`;
      return request('POST', path, {
        schema: Decided,
        body: { decision: input.decision, comment: input.comment.trim() || null },
        successMessage: input.decision === 'approve' ? 'Approved.' : 'Rejected.',
      }).then((e) => e.data);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: shortlistKeys.items(shortlistId) }),
        queryClient.invalidateQueries({ queryKey: shortlistKeys.summary(shortlistId) }),
        queryClient.invalidateQueries({ queryKey: shortlistKeys.list() }),
      ]),
  });
}
