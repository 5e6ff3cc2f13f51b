import type { ActiveMemberSession, IdentityAdminClient } from '@shelfscope/identity-client';
import { queryOptions } from '@tanstack/react-query';

/** The signed-in member's active sessions (GET /sdk/v1/b2b/sessions/active), the latest active first. */
export const memberSessionsQueryOptions = (client: IdentityAdminClient) =>
  queryOptions({
    queryKey: ['identity', 'member-sessions'] as const,
    queryFn: async (): Promise<ActiveMemberSession[]> => (await client.memberSessions.list()).member_sessions,
  });
