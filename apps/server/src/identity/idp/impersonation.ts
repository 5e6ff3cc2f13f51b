import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { IdentityContext } from '../context.js';
import { randomToken } from '../crypto.js';
import { identityError } from '../errors.js';
import { identityMembers, identityOrganizations } from '../schema.js';
import { createSession } from '../sessions/session-service.js';
import { type AuthFactor, memberSessionWire, memberWire, organizationWire } from '../wire.js';
import { KEEP_EXPIRED_MS } from './authorize.js';
import { identityImpersonationTokens } from './schema.js';

/** Impersonation tokens live five minutes and work once. */
export const IMPERSONATION_TOKEN_SECONDS = 300;
const PURPOSE = 'impersonation-token';

/** Issues a token for a platform admin to sign in as a member (only its HMAC is stored). */
export async function issueImpersonationToken(
  ctx: IdentityContext,
  input: { organizationId: string; memberId: string; impersonatorId: string; impersonatorEmail: string },
) {
  const [member] = await ctx.db.select().from(identityMembers).where(eq(identityMembers.memberId, input.memberId));
  if (!member || member.organizationId !== input.organizationId || member.status === 'deleted') {
    throw identityError('member_not_found');
  }
  const token = randomToken();
  await ctx.db
    .delete(identityImpersonationTokens)
    .where(lt(identityImpersonationTokens.expiresAt, new Date(Date.now() - KEEP_EXPIRED_MS)));
  const expiresAt = new Date(Date.now() + IMPERSONATION_TOKEN_SECONDS * 1000);
  await ctx.db.insert(identityImpersonationTokens).values({
    tokenHash: ctx.box.hash(PURPOSE, token),
    organizationId: input.organizationId,
    memberId: input.memberId,
    impersonatorId: input.impersonatorId,
    impersonatorEmail: input.impersonatorEmail,
    expiresAt,
  });
  return { impersonation_token: token, expires_at: expiresAt.toISOString() };
}

/**
 * POST /b2b/impersonation/authenticate: the token once, within five minutes, for a session of
 * the member marked `impersonated` (the factor names the admin). No MFA step: the admin's own
 * sign-in and the admin area's guard stand for it. Logged for the audit trail.
 */
export async function authenticateImpersonation(ctx: IdentityContext, input: { token: string; durationMinutes: number }) {
  const now = new Date();
  const [row] = await ctx.db
    .update(identityImpersonationTokens)
    .set({ consumedAt: now })
    .where(
      and(
        eq(identityImpersonationTokens.tokenHash, ctx.box.hash(PURPOSE, input.token)),
        isNull(identityImpersonationTokens.consumedAt),
        gt(identityImpersonationTokens.expiresAt, now),
      ),
    )
    .returning();
  if (!row) throw identityError('impersonation_token_not_found');
  const [found] = await ctx.db
    .select({ member: identityMembers, organization: identityOrganizations })
    .from(identityMembers)
    .innerJoin(identityOrganizations, eq(identityOrganizations.organizationId, identityMembers.organizationId))
    .where(eq(identityMembers.memberId, row.memberId));
  if (!found || found.member.status === 'deleted' || found.organization.organizationId !== row.organizationId) {
    throw identityError('member_not_found');
  }
  const factor: AuthFactor = {
    type: 'impersonated',
    delivery_method: 'impersonation',
    last_authenticated_at: now.toISOString(),
    impersonated_factor: { impersonator_id: row.impersonatorId, impersonator_email_address: row.impersonatorEmail },
  };
  const issued = await createSession(ctx, {
    member: found.member,
    organization: found.organization,
    factors: [factor],
    durationMinutes: input.durationMinutes,
  });
  await ctx.adminAudit?.({
    memberId: row.impersonatorId,
    email: row.impersonatorEmail,
    action: 'impersonation authenticate',
    target: row.memberId,
    detail: {
      organization_id: row.organizationId,
      member_id: row.memberId,
      member_session_id: issued.session.memberSessionId,
    },
  });
  ctx.log.warn(
    {
      impersonatorId: row.impersonatorId,
      memberId: row.memberId,
      organizationId: row.organizationId,
      memberSessionId: issued.session.memberSessionId,
    },
    'impersonation session started',
  );
  return {
    member_id: found.member.memberId,
    member: memberWire(found.member),
    organization_id: found.organization.organizationId,
    organization: organizationWire(found.organization),
    method_id: '',
    reset_sessions: false,
    session_token: issued.sessionToken,
    session_jwt: issued.sessionJwt,
    member_session: memberSessionWire(issued.session, found.member, found.organization),
    member_authenticated: true,
    intermediate_session_token: '',
    primary_required: null,
    mfa_required: null,
  };
}
