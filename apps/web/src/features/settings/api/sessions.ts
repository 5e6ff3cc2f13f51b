import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { memberSessionsQueryOptions } from '../../../lib/member-sessions';
import { useSession } from '../../../lib/session';

export function useMemberSessions() {
  const { client } = useSession();
  return useQuery(memberSessionsQueryOptions(client));
}

function useSessionsMutation<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  const { client } = useSession();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberSessionsQueryOptions(client).queryKey }),
  });
}

/** "Sign out this session" (another device's). */
export function useRevokeSession() {
  const { client } = useSession();
  return useSessionsMutation((id: string) => client.memberSessions.revoke(id));
}

/** "Sign out everywhere else". */
export function useRevokeOtherSessions() {
  const { client } = useSession();
  return useSessionsMutation(() => client.memberSessions.revokeOthers());
}
