import type { IdentityContext } from '../context.js';
import { identityError } from '../errors.js';
import { addMember } from '../organizations/members.js';
import { canJoinByEmailDomain, findMember } from '../organizations/repo.js';
import type { MemberRow, OrganizationRow } from '../wire.js';

/**
 * What an email login-or-signup request (link or passcode) becomes: a login for an active
 * member; a signup for an invited or pending member, or for a newcomer the organization's JIT
 * domain policy admits (`member: null`, created by `memberForPlan`).
 */
export type LoginOrSignupPlan = { isLogin: true; member: MemberRow } | { isLogin: false; member: MemberRow | null };

/** Decides without writing anything, so refusals and rate limits come before any side effect. */
export async function planLoginOrSignup(
  ctx: IdentityContext,
  organization: OrganizationRow,
  emailAddress: string,
): Promise<LoginOrSignupPlan> {
  const member = await findMember(ctx.db, organization.organizationId, emailAddress);
  if (member?.status === 'active') return { isLogin: true, member };
  if (member?.status === 'invited' || member?.status === 'pending') return { isLogin: false, member };
  if (organization.emailJitProvisioning !== 'RESTRICTED') throw identityError('email_jit_provisioning_not_allowed');
  if (!(await canJoinByEmailDomain(ctx.db, organization, emailAddress)))
    throw identityError('invalid_email_for_jit_provisioning');
  return { isLogin: false, member: null };
}

/**
 * The member the email is sent for. A JIT newcomer becomes a pending member (address not yet
 * proven), as the provider does, so the response carries a real member_id; authenticating the
 * link or code makes them active.
 */
export async function memberForPlan(
  ctx: IdentityContext,
  organization: OrganizationRow,
  emailAddress: string,
  plan: LoginOrSignupPlan,
): Promise<{ member: MemberRow; memberCreated: boolean }> {
  if (plan.member) return { member: plan.member, memberCreated: false };
  const { member, created } = await addMember(ctx, {
    organizationId: organization.organizationId,
    emailAddress,
    status: 'pending',
  });
  return { member, memberCreated: created };
}
