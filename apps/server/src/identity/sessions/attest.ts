import { createLocalJWKSet, createRemoteJWKSet, type JSONWebKeySet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { IdentityContext } from '../context.js';
import { normalizeEmail } from '../email-address.js';
import { identityError } from '../errors.js';
import { joinOrganization } from '../organizations/members.js';
import { getOrganization } from '../organizations/repo.js';
import type { AuthFactor } from '../wire.js';
import { completeAuthentication } from './complete-authentication.js';
import type { TokenProfile } from './token-profiles.js';

/** Asymmetric algorithms only: a shared-secret (HS*) token could be minted by anyone holding the JWKS. */
const TRUSTED_ALGORITHMS = ['RS256', 'RS384', 'RS512', 'PS256', 'PS384', 'PS512', 'ES256', 'ES384', 'ES512', 'EdDSA'];

/** Key sets per profile, made once per app (remote ones cache and rate-limit their fetches). */
export type TrustedKeySets = Map<string, JWTVerifyGetKey>;

function keySet(sets: TrustedKeySets, profile: TokenProfile): JWTVerifyGetKey {
  let set = sets.get(profile.profile_id);
  if (!set) {
    set = profile.jwks
      ? createLocalJWKSet(profile.jwks as unknown as JSONWebKeySet)
      : createRemoteJWKSet(new URL(profile.jwks_url ?? ''), { timeoutDuration: 5_000 });
    sets.set(profile.profile_id, set);
  }
  return set;
}

/**
 * sessions/attest: a token from a trusted identity system, verified against its profile's keys,
 * issuer and audience, proves the member's email; the member logs in (or joins, when the
 * organization's domain policy lets them) as with any primary factor, MFA policy included.
 */
export async function attestSession(
  ctx: IdentityContext,
  sets: TrustedKeySets,
  input: { profileId: string; token: string; organizationId?: string | undefined; durationMinutes: number },
) {
  const profile = ctx.config.identity.tokenProfiles.find((p) => p.profile_id === input.profileId);
  if (!profile) throw identityError('trusted_auth_token_profile_not_found');
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(input.token, keySet(sets, profile), {
      issuer: profile.issuer,
      audience: profile.audience,
      algorithms: TRUSTED_ALGORITHMS,
      requiredClaims: ['exp'],
    }));
  } catch {
    throw identityError('invalid_trusted_auth_token');
  }
  const claim = payload[profile.email_claim];
  if (typeof claim !== 'string')
    throw identityError('invalid_trusted_auth_token', `The token has no ${profile.email_claim} claim.`);
  let emailAddress: string;
  try {
    emailAddress = normalizeEmail(claim);
  } catch {
    throw identityError('invalid_trusted_auth_token', `The token's ${profile.email_claim} claim is not an email address.`);
  }
  const organizationId = input.organizationId ?? profile.organization_id;
  if (!organizationId)
    throw identityError('bad_request', 'organization_id is required: this token profile names no organization.');
  const organization = await getOrganization(ctx.db, organizationId);
  const member = await joinOrganization(ctx, { organization, emailAddress, emailVerified: true });
  const factor: AuthFactor = {
    type: 'trusted_auth_token',
    delivery_method: 'trusted_token_profile',
    last_authenticated_at: new Date().toISOString(),
    trusted_auth_token_factor: { token_id: typeof payload.jti === 'string' ? payload.jti : '' },
  };
  return completeAuthentication(ctx, { member, organization, factors: [factor], durationMinutes: input.durationMinutes });
}
