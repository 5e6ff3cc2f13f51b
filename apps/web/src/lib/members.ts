import type { IdentityAdminClient, Member } from '@shelfscope/identity-client';
import { queryOptions } from '@tanstack/react-query';

/** Members shown at once; an organization on our plans has far fewer. */
const MEMBER_PAGE = 200;

/** A member as the lists read it (the wire's member: name, status and roles included). */
export type MemberRow = Member;

/**
 * The organization's members (identity API search; every member may search). Shared: the members
 * screen in Settings and the names of proposers on a shortlist.
 */
export const membersQueryOptions = (client: IdentityAdminClient) =>
  queryOptions({
    queryKey: ['identity', 'members'],
    queryFn: async () => (await client.organizations.members.search({ limit: MEMBER_PAGE })).members,
  });

/** How a member is named on screen: their name, else their address, else "a former member". */
export function memberName(members: MemberRow[] | undefined, memberId: string | null): string {
  const member = members?.find((m) => m.member_id === memberId);
  return member?.name || member?.email_address || 'a former member';
}
