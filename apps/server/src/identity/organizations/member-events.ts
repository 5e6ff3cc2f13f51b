import type { IdentityContext, MemberEvent } from '../context.js';
import type { MemberRow } from '../wire.js';

/**
 * Tells the organization's webhooks about a member (ctx.memberEvent). The change is already
 * stored: a failure to announce it is logged, never turned into a failure of the change.
 */
export async function announceMember(ctx: IdentityContext, type: MemberEvent['type'], member: MemberRow): Promise<void> {
  if (!ctx.memberEvent) return;
  try {
    await ctx.memberEvent({
      type,
      organizationId: member.organizationId,
      member: {
        memberId: member.memberId,
        emailAddress: member.emailAddress,
        name: member.name,
        status: member.status,
        roles: member.roles,
      },
    });
  } catch (error) {
    ctx.log.error({ err: error, memberId: member.memberId, type }, 'member webhook event not recorded');
  }
}
