import { eq } from 'drizzle-orm';
import { createLocalJWKSet, jwtVerify } from 'jose';
import type { IdentityContext } from '../context.js';
import { JWT_ALGORITHM } from '../sessions/signing-keys.js';
import { ACCESS_TOKEN_TYPE, liveAccessToken, revokeAccessToken, revokeFamily } from './access-tokens.js';
import type { ConnectedAppRow } from './apps.js';
import { OAuthError } from './oauth-error.js';
import { identityIdpRefreshTokens } from './schema.js';
import { idpIssuer, loadMember, memberClaims, REFRESH_PURPOSE } from './tokens.js';

async function refreshRow(ctx: IdentityContext, token: string) {
  const [row] = await ctx.db
    .select()
    .from(identityIdpRefreshTokens)
    .where(eq(identityIdpRefreshTokens.tokenHash, ctx.box.hash(REFRESH_PURPOSE, token)));
  return row ?? null;
}

function tokenOf(body: Record<string, string>): string {
  if (!body.token) throw new OAuthError('invalid_request', 'token is required.');
  return body.token;
}

/**
 * RFC 7009. A refresh token ends with its whole family and the access tokens issued with it
 * (2.1); an access token ends alone. A token that is unknown, already ended, or another app's
 * gets the same empty 200 (2.2): the answer tells the caller nothing about other apps' tokens.
 * The hint only changes which kind is looked at first.
 */
export async function revokeToken(ctx: IdentityContext, app: ConnectedAppRow, body: Record<string, string>) {
  const token = tokenOf(body);
  const tryRefresh = async () => {
    const row = await refreshRow(ctx, token);
    if (!row) return false;
    if (row.clientId === app.clientId) await revokeFamily(ctx, row.familyId);
    return true;
  };
  const tryAccess = async () => {
    // An expired access token is still recognised (so it is not mistaken for something else).
    try {
      const { payload } = await jwtVerify(token, createLocalJWKSet(await ctx.keys.jwks()), {
        algorithms: [JWT_ALGORITHM],
        issuer: idpIssuer(ctx),
        typ: ACCESS_TOKEN_TYPE,
        clockTolerance: Number.MAX_SAFE_INTEGER,
      });
      if (payload.client_id === app.clientId && payload.jti) await revokeAccessToken(ctx, payload.jti);
      return true;
    } catch {
      return false;
    }
  };
  if (body.token_type_hint === 'refresh_token') {
    if (!(await tryRefresh())) await tryAccess();
  } else if (!(await tryAccess())) {
    await tryRefresh();
  }
  return {};
}

const INACTIVE = { active: false } as const;

/**
 * RFC 7662. Only the app a token was issued to learns about it (a token of another app is
 * `active: false`, as an unknown one); member tokens are active only while the member is.
 */
export async function introspectToken(ctx: IdentityContext, app: ConnectedAppRow, body: Record<string, string>) {
  const token = tokenOf(body);
  const asAccess = body.token_type_hint === 'refresh_token' ? null : await introspectAccess(ctx, app, token);
  if (asAccess) return asAccess;
  const asRefresh = await introspectRefresh(ctx, app, token);
  if (asRefresh) return asRefresh;
  if (body.token_type_hint === 'refresh_token') return (await introspectAccess(ctx, app, token)) ?? INACTIVE;
  return INACTIVE;
}

async function introspectAccess(ctx: IdentityContext, app: ConnectedAppRow, token: string) {
  const live = await liveAccessToken(ctx, token);
  if (!live || live.clientId !== app.clientId) return null;
  const { payload } = live;
  const base = {
    active: true,
    token_type: 'Bearer',
    scope: payload.scope ?? '',
    client_id: live.clientId,
    sub: payload.sub,
    aud: payload.aud,
    iss: payload.iss,
    exp: payload.exp,
    iat: payload.iat,
    nbf: payload.nbf,
    jti: live.jti,
  };
  if (!live.memberId) return base;
  const subject = await loadMember(ctx, live.memberId);
  if (!subject) return null;
  return {
    ...base,
    username: subject.member.emailAddress,
    ...memberClaims(subject.member, subject.organization, []),
  };
}

async function introspectRefresh(ctx: IdentityContext, app: ConnectedAppRow, token: string) {
  const row = await refreshRow(ctx, token);
  if (!row || row.clientId !== app.clientId || row.revokedAt || row.rotatedAt || row.expiresAt <= new Date()) return null;
  const subject = await loadMember(ctx, row.memberId);
  if (!subject) return null;
  return {
    active: true,
    token_type: 'refresh_token',
    scope: row.scopes.join(' '),
    client_id: row.clientId,
    sub: row.memberId,
    username: subject.member.emailAddress,
    iss: idpIssuer(ctx),
    exp: Math.floor(row.expiresAt.getTime() / 1000),
    iat: Math.floor(row.createdAt.getTime() / 1000),
    ...memberClaims(subject.member, subject.organization, []),
  };
}
