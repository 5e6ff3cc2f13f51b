import { eq, sql } from 'drizzle-orm';
import type { IdentityContext } from './context.js';
import { identityError } from './errors.js';
import { identityMembers } from './schema.js';
import type { MemberRow } from './wire.js';

/** Refuses a locked member (user_lock_limit_reached). Locks expire: nobody is locked out for good. */
export function assertNotLocked(member: MemberRow): void {
  if (member.lockedUntil && member.lockedUntil > new Date()) throw identityError('user_lock_limit_reached');
}

/**
 * Counts a failed authentication in one atomic update (concurrent failures all count). After
 * `attempts` failures within the window the member is locked for `minutes`.
 */
export async function recordFailedAuthentication(ctx: IdentityContext, memberId: string): Promise<void> {
  const { attempts, minutes } = ctx.config.identity.lockout;
  const windowExpired = sql`(${identityMembers.failedAuthWindowStart} is null or ${identityMembers.failedAuthWindowStart} <= now() - make_interval(mins => ${minutes}))`;
  await ctx.db
    .update(identityMembers)
    .set({
      failedAuthCount: sql`case when ${windowExpired} then 1 else ${identityMembers.failedAuthCount} + 1 end`,
      failedAuthWindowStart: sql`case when ${windowExpired} then now() else ${identityMembers.failedAuthWindowStart} end`,
      lockedUntil: sql`case when (case when ${windowExpired} then 1 else ${identityMembers.failedAuthCount} + 1 end) >= ${attempts}
        then now() + make_interval(mins => ${minutes}) else ${identityMembers.lockedUntil} end`,
    })
    .where(eq(identityMembers.memberId, memberId));
}

export async function clearFailedAuthentications(ctx: IdentityContext, memberId: string): Promise<void> {
  await ctx.db
    .update(identityMembers)
    .set({ failedAuthCount: 0, failedAuthWindowStart: null, lockedUntil: null })
    .where(eq(identityMembers.memberId, memberId));
}
