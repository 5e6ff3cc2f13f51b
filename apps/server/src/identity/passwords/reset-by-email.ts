import type { IdentityContext } from '../context.js';
import { normalizeEmail } from '../email-address.js';
import { issueEmailSecret, redeemLinkToken } from '../email-secrets.js';
// One counter per address for every identity email (links, codes, invites, resets).
import { limitEmailSends } from '../email-sends.js';
import { identityError } from '../errors.js';
import { joinOrganization } from '../organizations/members.js';
import { canJoinByEmailDomain, findMember, getOrganization } from '../organizations/repo.js';
import { checkPkce, checkRedirectUrl } from '../redirect-urls.js';
import { completeAuthentication, emailFactor } from '../sessions/complete-authentication.js';
import { memberWire, type OrganizationRow, organizationWire } from '../wire.js';
import { passwordFactor, priorFactors } from './credentials.js';
import { RESET_TOKEN_TYPES, resetLink, sendOrganizationResetEmail } from './emails.js';
import { hashPassword } from './hashing.js';
import { storePassword } from './store.js';
import { assertPasswordAcceptable } from './strength.js';

/**
 * A reset for an address that is not a member is allowed only when the member could join the
 * organization at the reset (spec section 5: JIT provisioning by email domain), and the member
 * is then created by the reset. The errors depend only on the organization's published policy
 * and the address's domain.
 */
async function assertMayJoin(ctx: IdentityContext, organization: OrganizationRow, emailAddress: string): Promise<void> {
  if (organization.emailJitProvisioning !== 'RESTRICTED') throw identityError('email_jit_provisioning_not_allowed');
  if (!(await canJoinByEmailDomain(ctx.db, organization, emailAddress)))
    throw identityError('invalid_email_for_jit_provisioning');
}

/** passwords/email/reset/start: email a single-use reset link for one organization. */
export async function startResetByEmail(
  ctx: IdentityContext,
  input: {
    organizationId: string;
    emailAddress: string;
    loginRedirectUrl?: string | undefined;
    resetPasswordRedirectUrl?: string | undefined;
    expirationMinutes?: number | undefined;
    pkceCodeChallenge?: string | undefined;
    /** The call's `locale`: the email's language (mail/texts.ts). */
    locale?: string | undefined;
  },
) {
  const emailAddress = normalizeEmail(input.emailAddress);
  const redirectUrl = checkRedirectUrl(ctx, input.resetPasswordRedirectUrl);
  if (input.loginRedirectUrl) checkRedirectUrl(ctx, input.loginRedirectUrl);
  const challenge = checkPkce(ctx.config.identity.pkceRequired.password_resets, input.pkceCodeChallenge);
  const organization = await getOrganization(ctx.db, input.organizationId);
  await limitEmailSends(ctx, emailAddress);
  const found = await findMember(ctx.db, organization.organizationId, emailAddress);
  const member = found && found.status !== 'deleted' ? found : null;
  if (!member) await assertMayJoin(ctx, organization, emailAddress);
  const { secret, row } = await issueEmailSecret(ctx, {
    kind: 'password_reset',
    emailAddress,
    organizationId: organization.organizationId,
    memberId: member?.memberId ?? null,
    redirectUrl,
    pkceCodeChallenge: challenge,
    expirationMinutes: input.expirationMinutes,
  });
  await sendOrganizationResetEmail(ctx, {
    to: emailAddress,
    organization,
    link: resetLink(redirectUrl, RESET_TOKEN_TYPES.organization, secret),
    expiresInMinutes: Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000),
    isEmailVerified: member?.emailAddressVerified ?? false,
    locale: input.locale,
  });
  return {
    member_id: member?.memberId ?? '',
    member_email_id: '',
    member: member ? memberWire(member) : null,
    organization: organizationWire(organization),
  };
}

/**
 * passwords/email/reset: set the password with a reset link's token and log in. The password is
 * checked before the token is used up, so a refused password leaves the link working (except
 * for the address check, which needs the token's address). The link proves the address: it is
 * marked verified, and a newcomer allowed by the domain policy joins here. Every other session
 * of the member ends.
 */
export async function resetByEmail(
  ctx: IdentityContext,
  input: {
    token: string;
    password: string;
    durationMinutes: number;
    pkceCodeVerifier?: string | undefined;
    intermediateSessionToken?: string | undefined;
  },
) {
  const policy = ctx.config.identity;
  await assertPasswordAcceptable(policy, input.password);
  const secret = await redeemLinkToken(ctx, {
    token: input.token,
    kinds: ['password_reset'],
    pkceCodeVerifier: input.pkceCodeVerifier,
  });
  if (!secret.organizationId) throw identityError('unable_to_auth_magic_link');
  await assertPasswordAcceptable(policy, input.password, secret.emailAddress);
  const organization = await getOrganization(ctx.db, secret.organizationId);
  const existing = await findMember(ctx.db, organization.organizationId, secret.emailAddress);
  if (existing?.status === 'deleted') throw identityError('member_not_found');
  const member = await joinOrganization(ctx, { organization, emailAddress: secret.emailAddress, emailVerified: true });
  const [updated] = await storePassword(ctx, {
    memberIds: [member.memberId],
    passwordHash: await hashPassword(input.password),
    verifyEmail: true,
  });
  const current = updated ?? member;
  const prior = await priorFactors(ctx, input.intermediateSessionToken, current);
  return completeAuthentication(ctx, {
    member: current,
    organization,
    factors: [...prior, passwordFactor(), emailFactor('magic_link', current.emailAddress, secret.id)],
    durationMinutes: input.durationMinutes,
  });
}
