import { createRemoteJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import { devIdpEnabled, devIdpUrls } from '../../config/dev-idp.js';
import type { IdentityContext } from '../context.js';
import { identityError } from '../errors.js';
import { getOrganization } from '../organizations/repo.js';
import { checkPkce, checkRedirectUrl } from '../redirect-urls.js';
import { checkProviderAllowed, redirectWithToken } from './flow.js';
import { identityFromIdToken, providerSettings } from './providers.js';

const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';
const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/** The Google client id One Tap runs with; '' when Google is not configured (the client then says oauth_config_not_found). */
export function oneTapClientId(ctx: IdentityContext): string {
  return providerSettings(ctx, 'google')?.clientId ?? '';
}

/**
 * Where Google's keys are and which issuers its tokens carry: configured, else Google's, else
 * (dev tools on and Google not configured) the development identity provider's.
 */
function verification(ctx: IdentityContext) {
  const configured = ctx.config.identity.googleOneTap;
  const usesDevIdp = !ctx.config.identity.oauth.google && devIdpEnabled(ctx.config);
  const devIssuer = devIdpUrls(ctx.config.publicUrl).oidcIssuer;
  return {
    jwksUrl: configured.jwksUrl ?? (usesDevIdp ? `${devIssuer}/jwks` : GOOGLE_JWKS_URL),
    issuers: configured.issuers ?? (usesDevIdp ? [devIssuer] : GOOGLE_ISSUERS),
  };
}

const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();
function keySet(url: string) {
  let set = keySets.get(url);
  if (!set) {
    set = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000, cooldownDuration: 30_000 });
    keySets.set(url, set);
  }
  return set;
}

/** Verifies a Google ID token: signature against the JWKS, audience = our client id, issuer, exp. */
export async function verifyGoogleIdToken(ctx: IdentityContext, idToken: string) {
  const clientId = oneTapClientId(ctx);
  if (!clientId) throw identityError('oauth_config_not_found', 'Google One Tap is not configured on this server.');
  const { jwksUrl, issuers } = verification(ctx);
  try {
    const { payload } = await jwtVerify(idToken, keySet(jwksUrl), {
      audience: clientId,
      issuer: issuers,
      algorithms: ['RS256', 'ES256'],
      requiredClaims: ['exp', 'iat', 'sub'],
      clockTolerance: 30,
    });
    return identityFromIdToken('google', payload as Record<string, unknown>);
  } catch (error) {
    if (error instanceof joseErrors.JOSEError && !(error instanceof joseErrors.JWKSTimeout)) {
      throw identityError('invalid_id_token', `The Google ID token could not be verified: ${error.code}.`);
    }
    ctx.log.warn({ err: error }, 'could not verify a One Tap ID token');
    throw identityError('oauth_provider_unavailable');
  }
}

export async function submitOneTap(
  ctx: IdentityContext,
  input: {
    idToken: string;
    organizationId: string;
    loginRedirectUrl?: string | undefined;
    signupRedirectUrl?: string | undefined;
    pkceCodeChallenge?: string | undefined;
  },
) {
  const pkceCodeChallenge = checkPkce(ctx.config.identity.pkceRequired.oauth, input.pkceCodeChallenge);
  const loginRedirectUrl = checkRedirectUrl(ctx, input.loginRedirectUrl);
  const signupRedirectUrl = checkRedirectUrl(ctx, input.signupRedirectUrl);
  const organization = await getOrganization(ctx.db, input.organizationId);
  checkProviderAllowed(organization, 'google');
  const identity = await verifyGoogleIdToken(ctx, input.idToken);
  const redirectUrl = await redirectWithToken(ctx, {
    identity,
    flow: 'organization',
    organizationId: organization.organizationId,
    loginRedirectUrl,
    signupRedirectUrl,
    discoveryRedirectUrl: null,
    pkceCodeChallenge,
  });
  return { redirect_url: redirectUrl };
}

export async function submitOneTapDiscovery(
  ctx: IdentityContext,
  input: { idToken: string; discoveryRedirectUrl?: string | undefined; pkceCodeChallenge?: string | undefined },
) {
  const pkceCodeChallenge = checkPkce(ctx.config.identity.pkceRequired.oauth, input.pkceCodeChallenge);
  const discoveryRedirectUrl = checkRedirectUrl(ctx, input.discoveryRedirectUrl);
  const identity = await verifyGoogleIdToken(ctx, input.idToken);
  const redirectUrl = await redirectWithToken(ctx, {
    identity,
    flow: 'discovery',
    organizationId: null,
    loginRedirectUrl: null,
    signupRedirectUrl: null,
    discoveryRedirectUrl,
    pkceCodeChallenge,
  });
  return { redirect_url: redirectUrl };
}
