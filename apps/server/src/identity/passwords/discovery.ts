import { HttpError } from '../../platform/http/errors.js';
import type { IdentityContext } from '../context.js';
import { discoverOrganizations } from '../discovery/discovered-organizations.js';
import { normalizeEmail } from '../email-address.js';
import { issueEmailSecret, redeemLinkToken } from '../email-secrets.js';
// One counter per address for every identity email (links, codes, invites, resets).
import { limitEmailSends } from '../email-sends.js';
import { identityError } from '../errors.js';
import type { AttemptSource } from '../lockout.js';
import { membershipsOf } from '../organizations/repo.js';
import { checkPkce, checkRedirectUrl } from '../redirect-urls.js';
import { emailFactor } from '../sessions/complete-authentication.js';
import { createIntermediateSession } from '../sessions/intermediate.js';
import type { AuthFactor, MemberRow } from '../wire.js';
import { attemptPassword, passwordFactor, refuseResetRequired } from './credentials.js';
import { RESET_TOKEN_TYPES, resetLink, sendDiscoveryResetEmail } from './emails.js';
import { hashPassword, verifyDecoy } from './hashing.js';
import { storePassword } from './store.js';
import { assertPasswordAcceptable } from './strength.js';

async function activeMembers(ctx: IdentityContext, emailAddress: string): Promise<MemberRow[]> {
  return (await membershipsOf(ctx, emailAddress)).map((m) => m.member).filter((m) => m.status === 'active');
}

/** The discovery response: an IST with the proven factors and where the address can go. */
async function discoveryResult(ctx: IdentityContext, emailAddress: string, factors: AuthFactor[]) {
  return {
    intermediate_session_token: await createIntermediateSession(ctx, { emailAddress, factors }),
    email_address: emailAddress,
    discovered_organizations: await discoverOrganizations(ctx, { emailAddress, factors }),
  };
}

/**
 * passwords/discovery/reset/start: email a reset link that is not tied to an organization. It
 * is sent whether or not the address has memberships (the answer is always {}), so the call
 * does not tell who is a member anywhere.
 */
export async function startDiscoveryReset(
  ctx: IdentityContext,
  input: {
    emailAddress: string;
    discoveryRedirectUrl?: string | undefined;
    resetPasswordRedirectUrl?: string | undefined;
    expirationMinutes?: number | undefined;
    pkceCodeChallenge?: string | undefined;
    /** The call's `locale`: the email's language (mail/texts.ts). */
    locale?: string | undefined;
  },
): Promise<Record<string, never>> {
  const emailAddress = normalizeEmail(input.emailAddress);
  const redirectUrl = checkRedirectUrl(ctx, input.resetPasswordRedirectUrl);
  if (input.discoveryRedirectUrl) checkRedirectUrl(ctx, input.discoveryRedirectUrl);
  const challenge = checkPkce(ctx.config.identity.pkceRequired.password_resets, input.pkceCodeChallenge);
  await limitEmailSends(ctx, emailAddress);
  const { secret, row } = await issueEmailSecret(ctx, {
    kind: 'discovery_password_reset',
    emailAddress,
    redirectUrl,
    pkceCodeChallenge: challenge,
    expirationMinutes: input.expirationMinutes,
  });
  await sendDiscoveryResetEmail(ctx, {
    to: emailAddress,
    link: resetLink(redirectUrl, RESET_TOKEN_TYPES.discovery, secret),
    expiresInMinutes: Math.round((row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000),
    locale: input.locale,
  });
  return {};
}

/**
 * passwords/discovery/reset: set the password on every active membership of the link's address
 * (one password for the address, as the provider's cross-organization passwords), verify the
 * address, end those members' sessions, and continue in discovery with an IST carrying the
 * password and the email factor.
 */
export async function discoveryReset(
  ctx: IdentityContext,
  input: { token: string; password: string; pkceCodeVerifier?: string | undefined },
) {
  const policy = ctx.config.identity;
  await assertPasswordAcceptable(policy, input.password);
  const secret = await redeemLinkToken(ctx, {
    token: input.token,
    kinds: ['discovery_password_reset'],
    pkceCodeVerifier: input.pkceCodeVerifier,
  });
  const emailAddress = secret.emailAddress;
  await assertPasswordAcceptable(policy, input.password, emailAddress);
  const members = await activeMembers(ctx, emailAddress);
  await storePassword(ctx, {
    memberIds: members.map((m) => m.memberId),
    passwordHash: await hashPassword(input.password),
    verifyEmail: true,
  });
  return discoveryResult(ctx, emailAddress, [passwordFactor(), emailFactor('magic_link', emailAddress, secret.id)]);
}

/**
 * passwords/discovery/authenticate: the password must be that of at least one active membership
 * of the address. Memberships that share one stored hash (set together by a discovery reset)
 * are checked with one verification; each group follows the lockout rules of its members, and
 * the first group that matches wins. A locked group is skipped; when every group is locked the
 * answer is user_lock_limit_reached, otherwise a miss is unauthorized_credentials (also for an
 * address without memberships or passwords, after the same argon2 work).
 */
export async function discoveryAuthenticate(
  ctx: IdentityContext,
  input: { emailAddress: string; password: string; source: AttemptSource },
) {
  const emailAddress = normalizeEmail(input.emailAddress);
  const groups = new Map<string, MemberRow[]>();
  for (const member of await activeMembers(ctx, emailAddress)) {
    if (!member.passwordHash) continue;
    groups.set(member.passwordHash, [...(groups.get(member.passwordHash) ?? []), member]);
  }
  let matched: MemberRow[] | null = null;
  let lockedGroups = 0;
  for (const members of groups.values()) {
    try {
      matched = await attemptPassword(ctx, members, input.password, input.source);
    } catch (error) {
      if (error instanceof HttpError && error.code === 'user_lock_limit_reached') {
        lockedGroups += 1;
        continue;
      }
      throw error;
    }
    if (matched) break;
  }
  if (groups.size === 0) await verifyDecoy(input.password);
  if (!matched) {
    throw identityError(groups.size > 0 && lockedGroups === groups.size ? 'user_lock_limit_reached' : 'unauthorized_credentials');
  }
  await refuseResetRequired(ctx, matched, input.password);
  return discoveryResult(ctx, emailAddress, [passwordFactor()]);
}
