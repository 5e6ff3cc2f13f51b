import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { IdentityContext } from '../context.js';
import { identityError } from '../errors.js';
import { requireSession } from '../http/identity-http.js';
import { type AttemptSource, recordFailedAuthentication } from '../lockout.js';
import { warnOfRepeatedFailures } from '../member-failures.js';
import { findMemberById, getOrganization } from '../organizations/repo.js';
import { hitRateLimit } from '../rate-limit.js';
import { identityMembers } from '../schema.js';
import { completeAuthentication } from '../sessions/complete-authentication.js';
import {
  consumeIntermediateSession,
  endIntermediateSession,
  type IntermediateSession,
  IST_MINUTES,
  peekIntermediateSession,
} from '../sessions/intermediate.js';
import { revokeSession } from '../sessions/session-service.js';
import type { AuthFactor, MemberRow, OrganizationRow, SessionRow } from '../wire.js';
import { allowedMfaMethods, type MfaMethod } from './policy.js';

/**
 * Who is proving a second factor: a member half-way through a login (an IST bound to them, from
 * primary authentication) or a signed-in member adding a factor to their session (enrolment in
 * settings, step-up).
 */
export type MfaCaller =
  | { kind: 'ist'; token: string; ist: IntermediateSession; member: MemberRow; organization: OrganizationRow }
  | { kind: 'session'; session: SessionRow; member: MemberRow; organization: OrganizationRow };

const isIstNotFound = (error: unknown) => (error as { code?: string }).code === 'intermediate_session_not_found';

/**
 * Resolves the caller of an MFA call for `organizationId` / `memberId`. A live IST wins (the
 * client sends its IST cookie even when a session of another organization exists); it must be
 * bound to exactly this member and organization, so an IST from another organization's login
 * is refused, never lent. Without one the session must be this member's own.
 */
export async function resolveMfaCaller(
  ctx: IdentityContext,
  request: FastifyRequest,
  input: { organizationId: string; memberId: string; intermediateSessionToken?: string | undefined },
): Promise<MfaCaller> {
  if (input.intermediateSessionToken) {
    try {
      const ist = await peekIntermediateSession(ctx, input.intermediateSessionToken);
      if (ist.organizationId !== input.organizationId || ist.memberId !== input.memberId) {
        throw identityError('unauthorized_action', 'The intermediate session belongs to another member or organization.');
      }
      const { member, organization } = await activeMember(ctx, input.memberId, input.organizationId);
      return { kind: 'ist', token: input.intermediateSessionToken, ist, member, organization };
    } catch (error) {
      // A stale IST cookie beside a live session is ignored; with no session it is the answer.
      if (!isIstNotFound(error) || !request.identitySessionToken) throw error;
    }
  }
  const live = await requireSession(ctx, request);
  if (live.member.memberId !== input.memberId || live.organization.organizationId !== input.organizationId) {
    throw identityError('unauthorized_action', 'A session may prove factors only for its own member and organization.');
  }
  return { kind: 'session', session: live.session, member: live.member, organization: live.organization };
}

async function activeMember(ctx: IdentityContext, memberId: string, organizationId: string) {
  const organization = await getOrganization(ctx.db, organizationId);
  const member = await findMemberById(ctx.db, memberId);
  if (!member || member.organizationId !== organizationId || member.status === 'deleted') throw identityError('member_not_found');
  return { member, organization };
}

export function assertMfaMethodAllowed(organization: OrganizationRow, method: MfaMethod): void {
  if (!allowedMfaMethods(organization).includes(method)) throw identityError('mfa_method_not_allowed');
}

/** set_mfa_enrollment and set_default_mfa of an authenticate call, as member columns. */
export function enrollmentChanges(
  member: MemberRow,
  method: MfaMethod,
  input: { setMfaEnrollment?: 'enroll' | 'unenroll' | undefined; setDefaultMfa?: boolean | undefined },
): Partial<MemberRow> {
  return {
    ...(input.setMfaEnrollment ? { mfaEnrolled: input.setMfaEnrollment === 'enroll' } : {}),
    // The first method a member proves becomes their default; set_default_mfa makes any the default.
    ...(input.setDefaultMfa || !member.defaultMfaMethod ? { defaultMfaMethod: method } : {}),
  };
}

export async function updateMember(ctx: IdentityContext, member: MemberRow, changes: Partial<MemberRow>): Promise<MemberRow> {
  if (Object.keys(changes).length === 0) return member;
  const [updated] = await ctx.db
    .update(identityMembers)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(identityMembers.memberId, member.memberId))
    .returning();
  return updated ?? member;
}

/** Wrong second-factor codes one IST takes; the next wrong one ends it. */
export const IST_MAX_WRONG_CODES = 5;

/**
 * After a wrong second factor: one failure of the caller's address and of the member
 * (lockout.ts, member-failures.ts: the member is warned of a burst). Through an IST, the IST's own
 * count too: a wrong code after IST_MAX_WRONG_CODES of them ends it, so whoever holds it must
 * prove the first factor again (the provider caps code attempts too) and cannot try codes from
 * address after address on one login. (Five, as a texted code's own cap: the answer to a sixth
 * code stays that code's otp_code_not_found.)
 */
export async function countWrongSecondFactor(ctx: IdentityContext, caller: MfaCaller, source: AttemptSource): Promise<void> {
  await recordFailedAuthentication(ctx, caller.member.memberId, source);
  await warnOfRepeatedFailures(ctx, caller.member.memberId, 'second');
  if (caller.kind !== 'ist') return;
  const key = `ist-wrong-codes:${caller.ist.tokenHash}`;
  if (!(await hitRateLimit(ctx.rateLimits, key, IST_MAX_WRONG_CODES, IST_MINUTES * 60))) {
    await endIntermediateSession(ctx, caller.token);
  }
}

/**
 * Ends a proven second factor. Through an IST: the IST is used up (one winner) and the login
 * completes with every factor of it plus this one. Through a session: a new session (a new
 * token, as on every re-authentication) carries the old factors plus this one, and the old
 * session is revoked.
 */
export async function finishSecondFactor(
  ctx: IdentityContext,
  caller: MfaCaller,
  input: { member: MemberRow; factor: AuthFactor; durationMinutes: number },
) {
  const prior =
    caller.kind === 'ist'
      ? ((await consumeIntermediateSession(ctx, caller.token)).authenticationFactors as AuthFactor[])
      : (caller.session.authenticationFactors as AuthFactor[]);
  const factors = [...prior.filter((f) => f.type !== input.factor.type), input.factor];
  const result = await completeAuthentication(ctx, {
    member: input.member,
    organization: caller.organization,
    factors,
    durationMinutes: input.durationMinutes,
  });
  if (caller.kind === 'session' && result.member_session) await revokeSession(ctx, caller.session.memberSessionId);
  return result;
}
