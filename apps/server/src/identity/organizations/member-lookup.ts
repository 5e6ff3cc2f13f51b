import { and, eq, ne } from 'drizzle-orm';
import type { IdentityContext } from '../context.js';
import { enforceRateLimit } from '../rate-limit.js';
import { identityMembers } from '../schema.js';

/** Member searches with the public token, per caller address and organization, per window. */
export const MEMBER_SEARCHES_PER_WINDOW = 20;
const MEMBER_SEARCH_WINDOW_SECONDS = 600;

/**
 * organizations/members/search with the public token: whether the address is a (not deleted)
 * member, and its status; nothing else (no name, no password flag). Limited per caller address
 * and organization, and per organization from all addresses together.
 */
export async function lookUpMember(
  ctx: IdentityContext,
  input: { organizationId: string; emailAddress: string; source: string },
): Promise<{ status: string } | null> {
  await enforceRateLimit(
    ctx.rateLimits,
    `member-search:${input.source}:${input.organizationId}`,
    MEMBER_SEARCHES_PER_WINDOW,
    MEMBER_SEARCH_WINDOW_SECONDS,
  );
  await enforceRateLimit(
    ctx.rateLimits,
    `member-search:organization:${input.organizationId}`,
    ctx.config.identity.rateLimits.memberSearchesPerOrganization,
    MEMBER_SEARCH_WINDOW_SECONDS,
  );
  const [member] = await ctx.db
    .select()
    .from(identityMembers)
    .where(
      and(
        eq(identityMembers.organizationId, input.organizationId),
        eq(identityMembers.emailAddress, input.emailAddress),
        ne(identityMembers.status, 'deleted'),
      ),
    )
    .limit(1);
  return member ? { status: member.status } : null;
}
