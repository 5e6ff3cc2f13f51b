import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { IdentityContext } from '../context.js';
import { identityError } from '../errors.js';
import { identitySessionDevices, identitySessions } from '../schema.js';
import { revokeSession } from '../sessions/session-service.js';
import type { AuthFactor, MemberRow, SessionRow } from '../wire.js';
import { describeUserAgent } from './user-agent.js';

type Db = IdentityContext['db'];
type Caller = { session: SessionRow; member: MemberRow };

/** The member's live sessions with where they are used from, the latest first. */
function liveSessionsOf(db: Db, memberId: string) {
  return db
    .select({ session: identitySessions, device: identitySessionDevices })
    .from(identitySessions)
    .leftJoin(identitySessionDevices, eq(identitySessionDevices.memberSessionId, identitySessions.memberSessionId))
    .where(
      and(
        eq(identitySessions.memberId, memberId),
        isNull(identitySessions.revokedAt),
        gt(identitySessions.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(identitySessions.lastAccessedAt));
}

/** How a session was signed in: its factors' names, in the order they were proven. */
const methodsOf = (factors: AuthFactor[]) => [...new Set(factors.map((f) => f.type))];

/**
 * The signed-in member's active sessions, for Settings: device and browser (from the User-Agent),
 * address, started, last active (the session's last refresh), how it was signed in, and which
 * one is this very session.
 */
export async function listMemberSessions(ctx: IdentityContext, caller: Caller) {
  const rows = await liveSessionsOf(ctx.db, caller.member.memberId);
  return {
    member_sessions: rows.map(({ session, device }) => ({
      member_session_id: session.memberSessionId,
      current: session.memberSessionId === caller.session.memberSessionId,
      started_at: session.startedAt.toISOString(),
      last_active_at: session.lastAccessedAt.toISOString(),
      expires_at: session.expiresAt.toISOString(),
      ip_address: device?.ipAddress ?? null,
      user_agent: device?.userAgent ?? null,
      ...describeUserAgent(device?.userAgent ?? ''),
      // A portal session (identity/portal) was started by the member's IT-admin link, not by a sign-in.
      authentication_methods:
        session.scope === 'portal' ? ['portal_link'] : methodsOf(session.authenticationFactors as AuthFactor[]),
    })),
  };
}

/** "Sign out this session": one of the member's own sessions (the current one too: that is a sign-out). */
export async function revokeMemberSession(ctx: IdentityContext, caller: Caller, memberSessionId: string) {
  const [target] = await ctx.db
    .select({ id: identitySessions.memberSessionId })
    .from(identitySessions)
    .where(
      and(
        eq(identitySessions.memberSessionId, memberSessionId),
        eq(identitySessions.memberId, caller.member.memberId),
        isNull(identitySessions.revokedAt),
      ),
    );
  // Another member's session is answered as not found: its existence is not the caller's business.
  if (!target) throw identityError('session_not_found');
  await revokeSession(ctx, target.id);
  return { member_session_id: target.id, current: target.id === caller.session.memberSessionId };
}

/** "Sign out everywhere else": every live session of the member but this one. */
export async function revokeOtherMemberSessions(ctx: IdentityContext, caller: Caller) {
  const others = await ctx.db
    .select({ id: identitySessions.memberSessionId })
    .from(identitySessions)
    .where(
      and(
        eq(identitySessions.memberId, caller.member.memberId),
        ne(identitySessions.memberSessionId, caller.session.memberSessionId),
        isNull(identitySessions.revokedAt),
        gt(identitySessions.expiresAt, new Date()),
      ),
    );
  for (const { id } of others) await revokeSession(ctx, id);
  return { revoked_member_session_ids: others.map((o) => o.id) };
}
