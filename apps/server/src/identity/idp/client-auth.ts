import { lt } from 'drizzle-orm';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  customFetch,
  decodeJwt,
  type JSONWebKeySet,
  type JWTVerifyGetKey,
  jwtVerify,
} from 'jose';
import type { IdentityContext } from '../context.js';
import { outboundFetch } from '../sso/outbound.js';
import { type ConnectedAppRow, clientSecretMatches, findApp } from './apps.js';
import { OAuthError } from './oauth-error.js';
import { identityIdpAssertions } from './schema.js';

export const JWT_BEARER_ASSERTION = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';
/** The algorithms a client may sign its assertions with (asymmetric only: no shared secret). */
export const ASSERTION_ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'];
/** An assertion may not be valid for longer than this (it is a one-time proof, not a credential). */
const MAX_ASSERTION_SECONDS = 600;

export type ClientCredentials = {
  clientId: string | undefined;
  clientSecret: string | undefined;
  /** A private_key_jwt assertion (RFC 7523 2.2). */
  assertion: string | undefined;
  viaBasic: boolean;
};

function basicCredentials(authorization: string): ClientCredentials {
  const decoded = Buffer.from(authorization.slice(6), 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  if (separator === -1) throw new OAuthError('invalid_client', 'Malformed Basic client authentication.', 401);
  try {
    return {
      clientId: decodeURIComponent(decoded.slice(0, separator).replace(/\+/g, ' ')),
      clientSecret: decodeURIComponent(decoded.slice(separator + 1).replace(/\+/g, ' ')),
      assertion: undefined,
      viaBasic: true,
    };
  } catch {
    throw new OAuthError('invalid_client', 'Malformed Basic client authentication.', 401);
  }
}

/**
 * client_secret_basic (RFC 6749 2.3.1: form-encoded parts), client_secret_post, private_key_jwt
 * (client_assertion), or none. One method per request (RFC 6749 2.3).
 */
export function clientCredentials(authorization: string | undefined, body: Record<string, string>): ClientCredentials {
  const assertion = body.client_assertion;
  if (body.client_assertion_type !== undefined || assertion !== undefined) {
    if (body.client_assertion_type !== JWT_BEARER_ASSERTION) {
      throw new OAuthError('invalid_client', `client_assertion_type must be ${JWT_BEARER_ASSERTION}.`, 401);
    }
    if (!assertion) throw new OAuthError('invalid_client', 'client_assertion is required.', 401);
    if (authorization?.startsWith('Basic ') || body.client_secret !== undefined) {
      throw new OAuthError('invalid_request', 'Use one client authentication method per request.');
    }
    let sub: unknown;
    try {
      sub = decodeJwt(assertion).sub;
    } catch {
      throw new OAuthError('invalid_client', 'client_assertion is not a JWT.', 401);
    }
    const clientId = body.client_id ?? (typeof sub === 'string' ? sub : undefined);
    return { clientId, clientSecret: undefined, assertion, viaBasic: false };
  }
  if (authorization?.startsWith('Basic ')) {
    if (body.client_secret !== undefined)
      throw new OAuthError('invalid_request', 'Use one client authentication method per request.');
    return basicCredentials(authorization);
  }
  return { clientId: body.client_id, clientSecret: body.client_secret, assertion: undefined, viaBasic: false };
}

/** Whether the app authenticates with private_key_jwt (it registered keys). */
export function usesPrivateKeyJwt(app: ConnectedAppRow): boolean {
  return app.confidentiality === 'confidential' && Boolean(app.jwks || app.jwksUri);
}

/**
 * The app making a request to the token, revocation or introspection endpoint: confidential apps
 * prove their secret, or sign an assertion when they registered keys; public apps name themselves.
 * `audiences`: the values an assertion's `aud` may hold (the issuer or the endpoint's URL).
 */
export async function authenticateClient(
  ctx: IdentityContext,
  creds: ClientCredentials,
  audiences: string[],
): Promise<ConnectedAppRow> {
  if (!creds.clientId) throw new OAuthError('invalid_client', 'Client authentication is missing.', 401);
  const app = await findApp(ctx, creds.clientId);
  if (!app) throw new OAuthError('invalid_client', 'Unknown client.', 401);
  if (usesPrivateKeyJwt(app)) {
    if (!creds.assertion) throw new OAuthError('invalid_client', 'This client authenticates with private_key_jwt.', 401);
    await verifyAssertion(ctx, app, creds.assertion, audiences);
  } else if (creds.assertion) {
    throw new OAuthError('invalid_client', 'This client has no registered keys for private_key_jwt.', 401);
  } else if (app.confidentiality === 'confidential') {
    if (!creds.clientSecret || !clientSecretMatches(ctx, app, creds.clientSecret)) {
      throw new OAuthError('invalid_client', 'Client authentication failed.', 401);
    }
  } else if (creds.clientSecret) {
    throw new OAuthError('invalid_client', 'Public clients have no secret.', 401);
  }
  return app;
}

/** Remote key sets by URL: jose caches their keys and refetches on an unknown `kid` (rate limited). */
const remoteKeySets = new Map<string, JWTVerifyGetKey>();

function keySet(ctx: IdentityContext, app: ConnectedAppRow): JWTVerifyGetKey {
  if (app.jwks) return createLocalJWKSet(app.jwks as JSONWebKeySet);
  const uri = app.jwksUri ?? '';
  const cacheKey = `${ctx.config.identity.sso.outbound} ${uri}`;
  let set = remoteKeySets.get(cacheKey);
  if (!set) {
    // The URL is the app's: fetched through the SSRF guard, like an SSO IdP's.
    set = createRemoteJWKSet(new URL(uri), {
      [customFetch]: outboundFetch(ctx.config.identity.sso.outbound),
      timeoutDuration: 5000,
    });
    remoteKeySets.set(cacheKey, set);
  }
  return set;
}

/**
 * RFC 7523 3: iss and sub are the client, aud names us, exp is near, and the jti is new (a
 * replayed assertion is refused even while it is valid).
 */
async function verifyAssertion(ctx: IdentityContext, app: ConnectedAppRow, assertion: string, audiences: string[]) {
  let payload: { jti?: string; exp?: number };
  try {
    ({ payload } = await jwtVerify(assertion, keySet(ctx, app), {
      algorithms: ASSERTION_ALGORITHMS,
      issuer: app.clientId,
      subject: app.clientId,
      audience: audiences,
      requiredClaims: ['jti', 'exp'],
      clockTolerance: 30,
    }));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new OAuthError('invalid_client', `The client assertion was refused: ${reason}`, 401);
  }
  const now = Date.now();
  const exp = (payload.exp ?? 0) * 1000;
  if (exp - now > MAX_ASSERTION_SECONDS * 1000) {
    throw new OAuthError(
      'invalid_client',
      `The client assertion may be valid for ${MAX_ASSERTION_SECONDS} seconds at most.`,
      401,
    );
  }
  await ctx.db.delete(identityIdpAssertions).where(lt(identityIdpAssertions.expiresAt, new Date(now - 60_000)));
  const inserted = await ctx.db
    .insert(identityIdpAssertions)
    .values({ clientId: app.clientId, jti: String(payload.jti), expiresAt: new Date(exp) })
    .onConflictDoNothing()
    .returning({ jti: identityIdpAssertions.jti });
  if (inserted.length === 0) throw new OAuthError('invalid_client', 'The client assertion was already used.', 401);
}
