import * as client from 'openid-client';
import { isLoopback } from '../../config.js';
import type { IdentityContext } from '../context.js';
import { identityError } from '../errors.js';
import type { ConnectionRow } from './connections.js';
import { spUrls } from './connections.js';
import { createOidcFlow, type FlowRow, type FlowTarget, type SsoIdentity } from './flows.js';
import { outboundFetch } from './outbound.js';

type ServerMetadata = ConstructorParameters<typeof client.Configuration>[0];

/** Discovery documents are cached this long per issuer (per server instance). */
export const OIDC_DISCOVERY_TTL_MS = 60 * 60_000;
/** Every request to an IdP (discovery, token, userinfo, JWKS) gives up after this long. */
const IDP_TIMEOUT_SECONDS = 10;

const discoveryCaches = new WeakMap<IdentityContext, Map<string, { metadata: ServerMetadata; expiresAt: number }>>();

/**
 * An issuer URL we may talk to: https, or http only for a loopback host (a development IdP on
 * localhost). Anything else is a 400 naming the field.
 */
export function checkIdpUrl(value: string, field: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw identityError('bad_request', `${field} must be an absolute URL.`);
  }
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && isLoopback(url.hostname)) return url;
  throw identityError('bad_request', `${field} must be an https URL (http is allowed only for localhost and 127.0.0.1).`);
}

const insecureAllowed = (url: URL) => url.protocol === 'http:' && isLoopback(url.hostname);

/**
 * The issuer's discovery document (/.well-known/openid-configuration), cached for an hour;
 * `fresh` reads it again (saving a connection).
 */
export async function discoverIssuer(ctx: IdentityContext, issuer: string, fresh = false): Promise<ServerMetadata> {
  let cache = discoveryCaches.get(ctx);
  if (!cache) {
    cache = new Map();
    discoveryCaches.set(ctx, cache);
  }
  const cached = cache.get(issuer);
  if (!fresh && cached && cached.expiresAt > Date.now()) return cached.metadata;
  const url = checkIdpUrl(issuer, 'issuer');
  try {
    const config = await client.discovery(url, 'discovery', undefined, undefined, {
      timeout: IDP_TIMEOUT_SECONDS,
      [client.customFetch]: outboundFetch(ctx.config.identity.sso.outbound),
      ...(insecureAllowed(url) ? { execute: [client.allowInsecureRequests] } : {}),
    });
    const metadata = { ...config.serverMetadata() } as ServerMetadata;
    cache.set(issuer, { metadata, expiresAt: Date.now() + OIDC_DISCOVERY_TTL_MS });
    return metadata;
  } catch (error) {
    ctx.log.info({ err: error, issuer }, 'OIDC discovery failed');
    throw identityError(
      'sso_idp_discovery_failed',
      `The OpenID Connect discovery document could not be read from ${issuer}/.well-known/openid-configuration.`,
    );
  }
}

/**
 * The relying-party configuration of a connection: the stored endpoints (the admin's, or filled
 * from discovery when the connection was saved); discovery fills any that are missing.
 */
async function configurationOf(ctx: IdentityContext, c: ConnectionRow): Promise<client.Configuration> {
  let metadata: ServerMetadata = {
    issuer: c.issuer,
    authorization_endpoint: c.authorizationUrl,
    token_endpoint: c.tokenUrl,
    jwks_uri: c.jwksUrl,
    ...(c.userinfoUrl ? { userinfo_endpoint: c.userinfoUrl } : {}),
  };
  if (!c.authorizationUrl || !c.tokenUrl || !c.jwksUrl) {
    const discovered = await discoverIssuer(ctx, c.issuer);
    metadata = { ...discovered, ...Object.fromEntries(Object.entries(metadata).filter(([, v]) => v)) } as ServerMetadata;
  }
  const issuerUrl = checkIdpUrl(c.issuer, 'issuer');
  const config = new client.Configuration(metadata, c.clientId, ctx.box.open(c.clientSecretSealed));
  config.timeout = IDP_TIMEOUT_SECONDS;
  // The token, userinfo and JWKS requests reach only the addresses the policy allows (outbound.ts).
  config[client.customFetch] = outboundFetch(ctx.config.identity.sso.outbound);
  if (insecureAllowed(issuerUrl)) client.allowInsecureRequests(config);
  // The ID token's signature is checked against the IdP's JWKS, not only its claims.
  client.enableNonRepudiationChecks(config);
  return config;
}

/**
 * Starts an OIDC sign-in: state, nonce and our PKCE verifier (S256) are stored with the flow; the
 * answer is the IdP's authorization URL.
 */
export async function startOidc(ctx: IdentityContext, c: ConnectionRow, target: FlowTarget): Promise<string> {
  const config = await configurationOf(ctx, c);
  const state = client.randomState();
  const nonce = client.randomNonce();
  const codeVerifier = client.randomPKCECodeVerifier();
  await createOidcFlow(ctx, target, { state, nonce, codeVerifier });
  const scopes = new Set(['openid', 'email', 'profile', ...c.customScopes.split(/[\s,]+/).filter(Boolean)]);
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: spUrls(ctx, c.connectionId).oidcRedirectUrl,
    response_type: 'code',
    scope: [...scopes].join(' '),
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return url.toString();
}

const str = (v: unknown): string => (typeof v === 'string' ? v : '');

/** What a verified OIDC answer said: the subject, its claims (ID token and userinfo), what it says of the address. */
export type OidcReceived = { subject: string; attributes: Record<string, unknown>; emailVerified: unknown[] };

/** Claims about the token itself, not the person: left out of what is kept. */
const TOKEN_CLAIMS = ['aud', 'exp', 'iat', 'nbf', 'nonce', 'at_hash', 'c_hash', 'auth_time'];

/**
 * The callback: exchanges the code (with our PKCE verifier), validates the ID token (signature by
 * the IdP's JWKS, issuer, audience, nonce, expiry: openid-client) and reads userinfo when the IdP
 * has it. Any failure is sso_invalid_oidc_response.
 */
export async function receiveOidc(
  ctx: IdentityContext,
  c: ConnectionRow,
  flow: FlowRow,
  callbackQuery: URLSearchParams,
  state: string,
): Promise<OidcReceived> {
  const config = await configurationOf(ctx, c);
  const currentUrl = new URL(spUrls(ctx, c.connectionId).oidcRedirectUrl);
  currentUrl.search = callbackQuery.toString();
  try {
    const tokens = await client.authorizationCodeGrant(config, currentUrl, {
      pkceCodeVerifier: ctx.box.open(flow.codeVerifierSealed ?? ''),
      expectedState: state,
      expectedNonce: flow.nonce ?? '',
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new Error('no ID token');
    let profile: Record<string, unknown> = { ...claims };
    // Every statement the IdP makes about the address: the ID token's and userinfo's.
    const emailVerified: unknown[] = [claims.email_verified];
    if (config.serverMetadata().userinfo_endpoint) {
      const userinfo = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
      emailVerified.push(userinfo.email_verified);
      profile = { ...profile, ...userinfo };
    }
    const attributes = Object.fromEntries(Object.entries(profile).filter(([k]) => !TOKEN_CLAIMS.includes(k)));
    return { subject: claims.sub, attributes, emailVerified };
  } catch (error) {
    ctx.log.info({ err: error, connectionId: c.connectionId }, 'OIDC callback refused');
    // openid-client's cause names the check that failed (the nonce, aud or exp claim...).
    const cause = (error as { cause?: { message?: unknown } }).cause?.message;
    const reason = `${(error as Error).message}${typeof cause === 'string' ? `: ${cause}` : ''}`;
    throw identityError(
      'sso_invalid_oidc_response',
      `The OpenID Connect response from the identity provider could not be verified: ${reason}.`,
    );
  }
}

/** Who a verified answer names: its address (verified, or sso_email_missing) and name. */
export function oidcIdentity(received: OidcReceived): SsoIdentity {
  const profile = received.attributes;
  const email = str(profile.email).trim().toLowerCase();
  if (!email) throw identityError('sso_email_missing');
  // An address the IdP itself says it has not verified proves nothing about who holds it; a
  // false anywhere wins (userinfo's true must not cover the ID token's false, or the reverse).
  if (received.emailVerified.some((v) => v === false || v === 'false')) {
    throw identityError('sso_email_missing', 'The identity provider says this account’s email address is not verified.');
  }
  const name = str(profile.name) || [str(profile.given_name), str(profile.family_name)].filter(Boolean).join(' ');
  return { connectionType: 'oidc', emailAddress: email, externalId: received.subject, name, attributes: profile };
}
