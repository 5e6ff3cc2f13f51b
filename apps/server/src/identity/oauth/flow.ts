import * as client from 'openid-client';
import type { IdentityContext } from '../context.js';
import { identityError } from '../errors.js';
import { findMember, findOrganizationBySlug, getOrganization } from '../organizations/repo.js';
import { checkPkce, checkRedirectUrl, tokenLink } from '../redirect-urls.js';
import { allowedAuthMethods } from '../sessions/complete-authentication.js';
import type { OrganizationRow } from '../wire.js';
import { fetchIdentity, type OAuthProvider, OIDC_PROVIDERS, providerConfiguration, scopesFor } from './providers.js';
import type { OAuthIdentity } from './schema.js';
import { consumeState, createState, issueOAuthToken } from './tokens.js';

/** Parameters a caller may not set through provider_*: the flow's own. */
const RESERVED_PARAMS = new Set([
  'client_id',
  'client_secret',
  'redirect_uri',
  'response_type',
  'response_mode',
  'scope',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
  'request',
  'request_uri',
]);
const SCOPE = /^[\x21\x23-\x5B\x5D-\x7E]{1,200}$/;
const MAX_PROVIDER_PARAMS = 20;

export const callbackUrl = (ctx: IdentityContext, provider: OAuthProvider) =>
  `${ctx.config.publicUrl}/v1/public/oauth/${provider}/callback`;

/** The organization a start names by id or slug. */
export async function organizationOf(
  ctx: IdentityContext,
  input: { organizationId?: string | undefined; slug?: string | undefined },
): Promise<OrganizationRow> {
  if (input.organizationId) return getOrganization(ctx.db, input.organizationId);
  if (input.slug) {
    const organization = await findOrganizationBySlug(ctx, input.slug);
    if (!organization) throw identityError('organization_not_found');
    return organization;
  }
  throw identityError('bad_request', 'organization_id or slug is required.');
}

/** An organization that restricts its methods must list {provider}_oauth. */
export function checkProviderAllowed(organization: OrganizationRow, provider: OAuthProvider): void {
  const allowed = allowedAuthMethods(organization);
  if (allowed && !allowed.includes(`${provider}_oauth`)) {
    throw identityError(
      'oauth_auth_method_not_allowed',
      `This organization does not allow logging in with ${provider}: its allowed methods are ${allowed.join(', ') || 'none'}.`,
    );
  }
}

function extraParams(customScopes: string | undefined, providerParams: Record<string, string>) {
  const scopes = (customScopes ?? '')
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
  if (scopes.length > 30 || scopes.some((s) => !SCOPE.test(s))) throw identityError('oauth_invalid_scope');
  const entries = Object.entries(providerParams);
  if (entries.length > MAX_PROVIDER_PARAMS) throw identityError('bad_request', 'Too many provider_ parameters.');
  for (const [name] of entries) {
    if (RESERVED_PARAMS.has(name) || !/^[a-z0-9_.-]{1,64}$/i.test(name)) {
      throw identityError('bad_request', `provider_${name} cannot be set: the login sets ${name} itself.`);
    }
  }
  return { scopes, params: Object.fromEntries(entries) };
}

/**
 * Starts a login at the provider: stores the state (single use, ten minutes) with our PKCE
 * verifier for the provider and what the caller asked for, and answers the provider's
 * authorization URL.
 */
export async function startOAuth(
  ctx: IdentityContext,
  provider: OAuthProvider,
  input: {
    flow: 'organization' | 'discovery';
    organization: OrganizationRow | null;
    loginRedirectUrl?: string | undefined;
    signupRedirectUrl?: string | undefined;
    discoveryRedirectUrl?: string | undefined;
    pkceCodeChallenge?: string | undefined;
    customScopes?: string | undefined;
    providerParams: Record<string, string>;
  },
): Promise<string> {
  const pkceCodeChallenge = checkPkce(ctx.config.identity.pkceRequired.oauth, input.pkceCodeChallenge);
  const extra = extraParams(input.customScopes, input.providerParams);
  const redirects =
    input.flow === 'organization'
      ? {
          loginRedirectUrl: checkRedirectUrl(ctx, input.loginRedirectUrl),
          signupRedirectUrl: checkRedirectUrl(ctx, input.signupRedirectUrl),
        }
      : { discoveryRedirectUrl: checkRedirectUrl(ctx, input.discoveryRedirectUrl) };
  if (input.organization) checkProviderAllowed(input.organization, provider);
  const config = await providerConfiguration(ctx, provider);
  const verifier = client.randomPKCECodeVerifier();
  const isOidc = OIDC_PROVIDERS.includes(provider);
  const nonce = isOidc ? client.randomNonce() : null;
  const state = await createState(ctx, {
    provider,
    flow: input.flow,
    organizationId: input.organization?.organizationId ?? null,
    ...redirects,
    pkceCodeChallenge,
    providerCodeVerifierSealed: ctx.box.seal(verifier),
    nonce,
  });
  const url = client.buildAuthorizationUrl(config, {
    ...extra.params,
    redirect_uri: callbackUrl(ctx, provider),
    response_type: 'code',
    scope: [...new Set([...scopesFor(provider), ...extra.scopes])].join(' '),
    state,
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    ...(nonce ? { nonce } : {}),
  });
  return url.toString();
}

/**
 * The provider's redirect back: the state is used up first (so a replay gets nothing), then the
 * code is exchanged with our PKCE verifier (and, for OIDC, the ID token checked with its nonce).
 * Answers where to send the browser: the caller's redirect URL with a single-use token.
 */
export async function finishOAuth(
  ctx: IdentityContext,
  provider: OAuthProvider,
  query: Record<string, string | undefined>,
): Promise<string> {
  const state = await consumeState(ctx, provider, query.state);
  if (query.error || !query.code) {
    ctx.log.info({ provider, error: query.error }, 'the OAuth provider returned an error');
    throw identityError(
      'oauth_flow_callback_error',
      query.error ? `The OAuth provider did not complete the login (${query.error.slice(0, 100)}). Start it again.` : undefined,
    );
  }
  const config = await providerConfiguration(ctx, provider);
  const currentUrl = new URL(callbackUrl(ctx, provider));
  for (const [name, value] of Object.entries(query)) if (value !== undefined) currentUrl.searchParams.set(name, value);
  let identity: OAuthIdentity;
  try {
    const tokens = await client.authorizationCodeGrant(
      config,
      currentUrl,
      {
        pkceCodeVerifier: ctx.box.open(state.providerCodeVerifierSealed),
        expectedState: query.state,
        ...(state.nonce ? { expectedNonce: state.nonce, idTokenExpected: true } : {}),
      },
      { redirect_uri: callbackUrl(ctx, provider) },
    );
    identity = await fetchIdentity(ctx, provider, config, tokens);
  } catch (error) {
    ctx.log.warn({ err: error, provider }, 'the OAuth code exchange failed');
    throw identityError('oauth_flow_callback_error');
  }
  return redirectWithToken(ctx, {
    identity,
    flow: state.flow === 'discovery' ? 'discovery' : 'organization',
    organizationId: state.organizationId,
    loginRedirectUrl: state.loginRedirectUrl,
    signupRedirectUrl: state.signupRedirectUrl,
    discoveryRedirectUrl: state.discoveryRedirectUrl,
    pkceCodeChallenge: state.pkceCodeChallenge,
  });
}

/**
 * Issues the token of a finished login and the URL it travels in: stytch_token_type=oauth to the
 * login URL (a member already) or the signup URL (organization flow), discovery_oauth to the
 * discovery URL. Shared by the redirect flow and One Tap.
 */
export async function redirectWithToken(
  ctx: IdentityContext,
  input: {
    identity: OAuthIdentity;
    flow: 'organization' | 'discovery';
    organizationId: string | null;
    loginRedirectUrl: string | null;
    signupRedirectUrl: string | null;
    discoveryRedirectUrl: string | null;
    pkceCodeChallenge: string | null;
  },
): Promise<string> {
  if (!input.identity.emailAddress || !input.identity.subject) {
    throw identityError('oauth_flow_callback_error', 'The OAuth provider did not share an email address for this account.');
  }
  const identity = { ...input.identity, emailAddress: input.identity.emailAddress.trim().toLowerCase() };
  if (input.flow === 'discovery') {
    const token = await issueOAuthToken(ctx, {
      kind: 'discovery_oauth',
      identity,
      organizationId: null,
      pkceCodeChallenge: input.pkceCodeChallenge,
    });
    return tokenLink(input.discoveryRedirectUrl ?? checkRedirectUrl(ctx, undefined), 'discovery_oauth', token);
  }
  if (!input.organizationId) throw identityError('oauth_invalid_state');
  const member = await findMember(ctx.db, input.organizationId, identity.emailAddress);
  const token = await issueOAuthToken(ctx, {
    kind: 'oauth',
    identity,
    organizationId: input.organizationId,
    pkceCodeChallenge: input.pkceCodeChallenge,
  });
  const isMember = member !== null && member.status === 'active';
  const url = (isMember ? input.loginRedirectUrl : input.signupRedirectUrl) ?? checkRedirectUrl(ctx, undefined);
  return tokenLink(url, 'oauth', token);
}
