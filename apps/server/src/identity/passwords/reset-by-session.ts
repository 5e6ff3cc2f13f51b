import { eq } from 'drizzle-orm';
import type { IdentityContext } from '../context.js';
import { identityError } from '../errors.js';
import { identitySessions } from '../schema.js';
import { signSessionJwt } from '../sessions/session-service.js';
import {
  type AuthFactor,
  type MemberRow,
  memberSessionWire,
  memberWire,
  type OrganizationRow,
  organizationWire,
  type SessionRow,
} from '../wire.js';
import { passwordFactor } from './credentials.js';
import { hashPassword } from './hashing.js';
import { storePassword } from './store.js';
import { assertPasswordAcceptable } from './strength.js';

/** A session may set the password only this soon after one of its factors was proven (minutes). */
export const RECENT_AUTH_MINUTES = 5;

/**
 * Whether the session proved a factor within the last few minutes, as the provider requires for
 * this call: a stolen or forgotten long-lived session cannot change the password.
 */
function isRecentlyAuthenticated(session: SessionRow): boolean {
  const since = Date.now() - RECENT_AUTH_MINUTES * 60_000;
  return (session.authenticationFactors as AuthFactor[]).some((f) => Date.parse(f.last_authenticated_at) >= since);
}

/**
 * passwords/session/reset: the logged-in member sets a new password. The current session stays:
 * its token comes back as is with a fresh JWT and member_session (the client drops its session
 * when a response lacks member_session), which now also carries the password factor. Every other
 * session of the member ends. The session must have proven a factor in the last 5 minutes.
 */
export async function resetBySession(
  ctx: IdentityContext,
  input: {
    live: { session: SessionRow; member: MemberRow; organization: OrganizationRow };
    sessionToken: string;
    password: string;
  },
) {
  const { session, organization } = input.live;
  if (!isRecentlyAuthenticated(session)) {
    throw identityError(
      'unauthorized_action',
      `Setting a password needs a recent login: log in again (within ${RECENT_AUTH_MINUTES} minutes) and retry.`,
    );
  }
  await assertPasswordAcceptable(ctx.config.identity, input.password, input.live.member.emailAddress);
  const [member] = await storePassword(ctx, {
    memberIds: [input.live.member.memberId],
    passwordHash: await hashPassword(input.password),
    verifyEmail: false,
    keepSessionId: session.memberSessionId,
  });
  if (!member) throw identityError('session_not_found');
  // As the provider does, the session now also carries the password factor.
  const factors = [...(session.authenticationFactors as AuthFactor[]).filter((f) => f.type !== 'password'), passwordFactor()];
  const [updated] = await ctx.db
    .update(identitySessions)
    .set({ authenticationFactors: factors })
    .where(eq(identitySessions.memberSessionId, session.memberSessionId))
    .returning();
  const current = updated ?? session;
  return {
    member_id: member.memberId,
    member: memberWire(member),
    organization_id: organization.organizationId,
    organization: organizationWire(organization),
    member_session: memberSessionWire(current, member, organization),
    session_token: input.sessionToken,
    session_jwt: await signSessionJwt(ctx, current, member, organization),
    member_authenticated: true,
    intermediate_session_token: '',
    mfa_required: null,
  };
}
