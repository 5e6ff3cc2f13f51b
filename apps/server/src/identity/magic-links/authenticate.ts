import type { IdentityContext } from '../context.js';
import { redeemLinkToken } from '../email-secrets.js';
import { identityError } from '../errors.js';
import { applyEmailUpdate } from '../organizations/email-update.js';
import { joinOrganization } from '../organizations/members.js';
import { getOrganization } from '../organizations/repo.js';
import { completeAuthentication, emailFactor } from '../sessions/complete-authentication.js';
import { takePriorFactors } from './prior-factors.js';

/**
 * Redeems an organization link (login, signup or invite): the address is proven, so the member
 * joins or is accepted, and the login completes or asks for the next step.
 */
export async function authenticateMagicLink(
  ctx: IdentityContext,
  input: {
    token: string;
    pkceCodeVerifier?: string | undefined;
    durationMinutes: number;
    intermediateSessionToken?: string | undefined;
  },
) {
  const secret = await redeemLinkToken(ctx, {
    token: input.token,
    kinds: ['magic_link', 'invite', 'email_update'],
    pkceCodeVerifier: input.pkceCodeVerifier,
  });
  // Organization links are always issued with their organization; this guards the invariant.
  if (!secret.organizationId) throw identityError('unable_to_auth_magic_link');
  const organization = await getOrganization(ctx.db, secret.organizationId);
  // An email-update link proves the new address of an existing member; the others join or log in.
  const member =
    secret.kind === 'email_update'
      ? await applyEmailUpdate(ctx, secret)
      : await joinOrganization(ctx, { organization, emailAddress: secret.emailAddress, emailVerified: true });
  const prior = await takePriorFactors(ctx, input.intermediateSessionToken, member);
  const factors = [...prior, emailFactor('magic_link', member.emailAddress, secret.id)];
  return completeAuthentication(ctx, { member, organization, factors, durationMinutes: input.durationMinutes });
}
