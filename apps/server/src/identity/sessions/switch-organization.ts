import type { IdentityContext } from '../context.js';
import { memberOfCallerOrganization, revokeMemberSessions } from '../organizations/manage-members.js';
import { joinOrganization } from '../organizations/members.js';
import { getOrganization } from '../organizations/repo.js';
import { requireMemberPermission } from '../rbac/authorize.js';
import type { AuthFactor } from '../wire.js';
import { completeAuthentication } from './complete-authentication.js';
import type { LiveSession } from './session-service.js';

/** Second factors belong to the organization they were proven in. */
const SECOND_FACTORS: AuthFactor['type'][] = ['totp', 'sms_otp', 'recovery_code'];

/**
 * sessions/exchange: the caller's address enters another organization (joining it when its
 * rules allow). Primary factors carry over to the new organization; second factors do not.
 */
export async function switchOrganization(
  ctx: IdentityContext,
  input: { current: LiveSession; organizationId: string; durationMinutes: number },
) {
  const organization = await getOrganization(ctx.db, input.organizationId);
  const member = await joinOrganization(ctx, {
    organization,
    emailAddress: input.current.member.emailAddress,
    emailVerified: input.current.member.emailAddressVerified,
  });
  const factors = (input.current.session.authenticationFactors as AuthFactor[]).filter((f) => !SECOND_FACTORS.includes(f.type));
  return completeAuthentication(ctx, { member, organization, factors, durationMinutes: input.durationMinutes });
}

/** sessions/revoke/{member_id}: every session of a member ends (stytch.member revoke-sessions; one's own: stytch.self). */
export async function revokeSessionsOfMember(ctx: IdentityContext, input: { live: LiveSession; memberId: string }) {
  const target = await memberOfCallerOrganization(ctx, input.live, input.memberId);
  requireMemberPermission(ctx, input.live, target, 'revoke-sessions');
  await revokeMemberSessions(ctx, target.memberId);
}
