import { createHash } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { IdentityContext } from '../context.js';
import { newId, pkceChallenge, randomToken } from '../crypto.js';
import { identityMembers, identityOrganizations, identitySessions } from '../schema.js';
import { JWT_ALGORITHM } from '../sessions/signing-keys.js';
import type { MemberRow, OrganizationRow } from '../wire.js';
import { ACCESS_TOKEN_TYPE, liveAccessToken, recordAccessToken, revokeFamily } from './access-tokens.js';
import { type ConnectedAppRow, parseScopes } from './apps.js';
import { CODE_PURPOSE, KEEP_EXPIRED_MS } from './authorize.js';
import { OAuthError } from './oauth-error.js';
import {
  identityIdpAccessTokens,
  identityIdpCodes,
  identityIdpGrants,
  identityIdpRefreshTokens,
  identityIdpSessionApps,
} from './schema.js';

export const ACCESS_TOKEN_SECONDS = 3600;
export const ID_TOKEN_SECONDS = 3600;
/** Refresh tokens last 30 days from their issue; each use rotates them. */
export const REFRESH_TOKEN_DAYS = 30;
export const REFRESH_PURPOSE = 'idp-refresh-token';

/** The issuer of everything the identity provider signs: PUBLIC_URL. */
export function idpIssuer(ctx: IdentityContext): string {
  return ctx.config.publicUrl;
}

export async function loadMember(ctx: IdentityContext, memberId: string) {
  const [row] = await ctx.db
    .select({ member: identityMembers, organization: identityOrganizations })
    .from(identityMembers)
    .innerJoin(identityOrganizations, eq(identityOrganizations.organizationId, identityMembers.organizationId))
    .where(eq(identityMembers.memberId, memberId));
  return row && row.member.status === 'active' ? row : null;
}

/** The claims a member's scopes release (ID token and userinfo). */
export function memberClaims(member: MemberRow, organization: OrganizationRow, scopes: string[]) {
  const claims: Record<string, unknown> = {
    'https://stytch.com/organization': { organization_id: organization.organizationId, slug: organization.slug },
  };
  if (scopes.includes('email')) {
    claims.email = member.emailAddress;
    claims.email_verified = member.emailAddressVerified;
  }
  if (scopes.includes('profile')) {
    claims.name = member.name;
    const picture = member.oauthRegistrations.find((r) => r.profile_picture_url)?.profile_picture_url;
    if (picture) claims.picture = picture;
  }
  if (scopes.includes('phone') && member.mfaPhoneNumber) {
    claims.phone_number = member.mfaPhoneNumber;
    claims.phone_number_verified = member.mfaPhoneNumberVerified;
  }
  return claims;
}

/** Signs a JWT of the identity provider; answers it with its `jti` and expiry. */
async function sign(
  ctx: IdentityContext,
  claims: Record<string, unknown>,
  input: { typ: string; aud: string; sub: string; seconds: number },
) {
  const key = await ctx.keys.signingKey();
  const now = Math.floor(Date.now() / 1000);
  const jti = newId('jti', ctx.project.environment);
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: JWT_ALGORITHM, kid: key.kid, typ: input.typ })
    .setIssuer(idpIssuer(ctx))
    .setAudience(input.aud)
    .setSubject(input.sub)
    .setIssuedAt(now)
    .setNotBefore(now)
    .setExpirationTime(now + input.seconds)
    .setJti(jti)
    .sign(key.privateKey);
  return { token, jti, expiresAt: new Date((now + input.seconds) * 1000) };
}

/** OIDC Core 3.1.3.6: the left half of the SHA-256 of the access token, base64url (RS256). */
export function accessTokenHash(accessToken: string): string {
  const digest = createHash('sha256').update(accessToken, 'ascii').digest();
  return digest.subarray(0, digest.length / 2).toString('base64url');
}

type Subject = { member: MemberRow; organization: OrganizationRow };

async function issueTokens(
  ctx: IdentityContext,
  app: ConnectedAppRow,
  subject: Subject,
  input: {
    scopes: string[];
    nonce?: string | null;
    authTime: Date;
    /** The session that authorized the grant: the ID token's `sid` (back-channel logout). */
    memberSessionId: string | null;
    refresh: { familyId: string; scopes: string[] };
  },
) {
  const { member, organization } = subject;
  const scope = input.scopes.join(' ');
  const access = await sign(
    ctx,
    {
      scope,
      client_id: app.clientId,
      'https://stytch.com/organization': memberClaims(member, organization, [])['https://stytch.com/organization'],
    },
    { typ: ACCESS_TOKEN_TYPE, aud: app.clientId, sub: member.memberId, seconds: ACCESS_TOKEN_SECONDS },
  );
  await recordAccessToken(ctx, {
    jti: access.jti,
    clientId: app.clientId,
    memberId: member.memberId,
    familyId: input.refresh.familyId,
    expiresAt: access.expiresAt,
  });
  const response: Record<string, unknown> = {
    access_token: access.token,
    token_type: 'Bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    scope,
  };
  if (input.scopes.includes('openid')) {
    const idToken = await sign(
      ctx,
      {
        ...memberClaims(member, organization, input.scopes),
        auth_time: Math.floor(input.authTime.getTime() / 1000),
        at_hash: accessTokenHash(access.token),
        ...(input.memberSessionId ? { sid: input.memberSessionId } : {}),
        ...(input.nonce ? { nonce: input.nonce } : {}),
      },
      { typ: 'JWT', aud: app.clientId, sub: member.memberId, seconds: ID_TOKEN_SECONDS },
    );
    response.id_token = idToken.token;
  }
  const refreshScopes = input.refresh.scopes;
  if (refreshScopes.includes('offline_access')) {
    const token = randomToken();
    await ctx.db
      .delete(identityIdpRefreshTokens)
      .where(lt(identityIdpRefreshTokens.expiresAt, new Date(Date.now() - KEEP_EXPIRED_MS)));
    await ctx.db.insert(identityIdpRefreshTokens).values({
      tokenHash: ctx.box.hash(REFRESH_PURPOSE, token),
      familyId: input.refresh.familyId,
      clientId: app.clientId,
      memberId: member.memberId,
      organizationId: organization.organizationId,
      scopes: refreshScopes,
      authTime: input.authTime,
      memberSessionId: input.memberSessionId,
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000),
    });
    response.refresh_token = token;
  }
  return response;
}

/** grant_type=authorization_code: the code once, by its app, with its redirect_uri and PKCE verifier. */
export async function exchangeCode(ctx: IdentityContext, app: ConnectedAppRow, body: Record<string, string>) {
  if (!body.code) throw new OAuthError('invalid_request', 'code is required.');
  const now = new Date();
  // Conditional update: of two concurrent exchanges, one wins.
  const [code] = await ctx.db
    .update(identityIdpCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(identityIdpCodes.codeHash, ctx.box.hash(CODE_PURPOSE, body.code)),
        isNull(identityIdpCodes.consumedAt),
        gt(identityIdpCodes.expiresAt, now),
      ),
    )
    .returning();
  if (!code) {
    // A code presented again after use (RFC 6749 4.1.2): the tokens it gave are revoked too.
    const [used] = await ctx.db
      .select({ codeHash: identityIdpCodes.codeHash, consumedAt: identityIdpCodes.consumedAt })
      .from(identityIdpCodes)
      .where(eq(identityIdpCodes.codeHash, ctx.box.hash(CODE_PURPOSE, body.code)));
    if (used?.consumedAt) await revokeFamily(ctx, familyOfCode(used.codeHash));
    throw new OAuthError('invalid_grant', 'The authorization code is invalid, expired, or was already used.');
  }
  if (code.clientId !== app.clientId)
    throw new OAuthError('invalid_grant', 'The authorization code was issued to another client.');
  if (body.redirect_uri !== code.redirectUri) {
    throw new OAuthError('invalid_grant', 'redirect_uri does not match the one of the authorization request.');
  }
  if (code.codeChallenge) {
    if (!body.code_verifier || !/^[A-Za-z0-9._~-]{43,128}$/.test(body.code_verifier)) {
      throw new OAuthError('invalid_grant', 'A valid code_verifier is required.');
    }
    if (pkceChallenge(body.code_verifier) !== code.codeChallenge) {
      throw new OAuthError('invalid_grant', 'The code_verifier does not match the code_challenge.');
    }
  } else if (body.code_verifier) {
    throw new OAuthError('invalid_grant', 'The authorization request had no code_challenge.');
  }
  const subject = await loadMember(ctx, code.memberId);
  if (!subject) throw new OAuthError('invalid_grant', 'The member is no longer active.');
  // The code is bound to the session that authorized it: a session ended since gives nothing.
  const [session] = await ctx.db
    .select({ id: identitySessions.memberSessionId })
    .from(identitySessions)
    .where(
      and(
        eq(identitySessions.memberSessionId, code.memberSessionId),
        isNull(identitySessions.revokedAt),
        gt(identitySessions.expiresAt, now),
      ),
    );
  if (!session) throw new OAuthError('invalid_grant', 'The session that authorized this code has ended.');
  // Remembered for back-channel logout: this app signed the member in with this session.
  await ctx.db
    .insert(identityIdpSessionApps)
    .values({ memberSessionId: code.memberSessionId, clientId: app.clientId, memberId: code.memberId })
    .onConflictDoNothing();
  return issueTokens(ctx, app, subject, {
    scopes: code.scopes,
    nonce: code.nonce,
    authTime: code.authTime,
    memberSessionId: code.memberSessionId,
    refresh: { familyId: familyOfCode(code.codeHash), scopes: code.scopes },
  });
}

/** The refresh token family of a code: derived from its stored hash, so a reused code finds it. */
function familyOfCode(codeHash: string): string {
  return `refresh-family-${codeHash.slice(0, 40)}`;
}

/**
 * grant_type=refresh_token: rotation with reuse detection. A token already rotated (or revoked)
 * that comes back is a sign of theft: the whole family is revoked. `scope` may only narrow.
 */
export async function refresh(ctx: IdentityContext, app: ConnectedAppRow, body: Record<string, string>) {
  if (!body.refresh_token) throw new OAuthError('invalid_request', 'refresh_token is required.');
  const hash = ctx.box.hash(REFRESH_PURPOSE, body.refresh_token);
  const [row] = await ctx.db.select().from(identityIdpRefreshTokens).where(eq(identityIdpRefreshTokens.tokenHash, hash));
  if (!row || row.clientId !== app.clientId) throw new OAuthError('invalid_grant', 'The refresh token is invalid.');
  if (row.revokedAt) throw new OAuthError('invalid_grant', 'The refresh token was revoked.');
  if (row.rotatedAt) {
    await revokeFamily(ctx, row.familyId);
    throw new OAuthError('invalid_grant', 'The refresh token was already used: every token of its grant is revoked.');
  }
  if (row.expiresAt <= new Date()) throw new OAuthError('invalid_grant', 'The refresh token has expired.');
  const requested = body.scope !== undefined ? parseScopes(body.scope) : row.scopes;
  const wider = requested.filter((s) => !row.scopes.includes(s));
  if (wider.length > 0) throw new OAuthError('invalid_scope', `The refresh token was not granted: ${wider.join(', ')}.`);
  const [rotated] = await ctx.db
    .update(identityIdpRefreshTokens)
    .set({ rotatedAt: new Date() })
    .where(and(eq(identityIdpRefreshTokens.tokenHash, hash), isNull(identityIdpRefreshTokens.rotatedAt)))
    .returning();
  if (!rotated) {
    await revokeFamily(ctx, row.familyId);
    throw new OAuthError('invalid_grant', 'The refresh token was already used: every token of its grant is revoked.');
  }
  const subject = await loadMember(ctx, row.memberId);
  if (!subject) throw new OAuthError('invalid_grant', 'The member is no longer active.');
  return issueTokens(ctx, app, subject, {
    scopes: requested,
    authTime: row.authTime,
    memberSessionId: row.memberSessionId,
    refresh: { familyId: row.familyId, scopes: row.scopes },
  });
}

/** grant_type=client_credentials: confidential apps only, scopes within the app's allowed custom scopes. */
export async function clientCredentialsGrant(ctx: IdentityContext, app: ConnectedAppRow, body: Record<string, string>) {
  if (app.confidentiality !== 'confidential') {
    throw new OAuthError('unauthorized_client', 'Public clients may not use the client_credentials grant.');
  }
  const requested = body.scope !== undefined ? parseScopes(body.scope) : app.allowedScopes;
  const refused = requested.filter((s) => !app.allowedScopes.includes(s));
  if (refused.length > 0) throw new OAuthError('invalid_scope', `Not allowed for this client: ${refused.join(', ')}.`);
  const scope = requested.join(' ');
  const access = await sign(
    ctx,
    { scope, client_id: app.clientId },
    { typ: ACCESS_TOKEN_TYPE, aud: app.clientId, sub: app.clientId, seconds: ACCESS_TOKEN_SECONDS },
  );
  await recordAccessToken(ctx, {
    jti: access.jti,
    clientId: app.clientId,
    memberId: null,
    familyId: null,
    expiresAt: access.expiresAt,
  });
  return { access_token: access.token, token_type: 'Bearer', expires_in: ACCESS_TOKEN_SECONDS, scope };
}

/** Revokes a member's grant to an app: the remembered consent and every refresh token. */
export async function revokeGrant(ctx: IdentityContext, memberId: string, clientId: string) {
  const now = new Date();
  await ctx.db
    .update(identityIdpGrants)
    .set({ revokedAt: now, consentedScopes: [], updatedAt: now })
    .where(and(eq(identityIdpGrants.memberId, memberId), eq(identityIdpGrants.clientId, clientId)));
  await ctx.db
    .update(identityIdpRefreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(identityIdpRefreshTokens.memberId, memberId),
        eq(identityIdpRefreshTokens.clientId, clientId),
        isNull(identityIdpRefreshTokens.revokedAt),
      ),
    );
  await ctx.db
    .update(identityIdpAccessTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(identityIdpAccessTokens.memberId, memberId),
        eq(identityIdpAccessTokens.clientId, clientId),
        isNull(identityIdpAccessTokens.revokedAt),
      ),
    );
}

/**
 * userinfo: a member access token still in force (access-tokens.ts), for an active member.
 * Answers the claims of the token's scopes.
 */
export async function userinfo(ctx: IdentityContext, token: string) {
  const live = await liveAccessToken(ctx, token);
  if (!live?.memberId) throw new OAuthError('invalid_token', 'The access token is invalid, expired or revoked.', 401);
  const subject = await loadMember(ctx, live.memberId);
  if (!subject) throw new OAuthError('invalid_token', 'The access token was revoked.', 401);
  const scopes = parseScopes(live.payload.scope ?? '');
  return { sub: live.memberId, ...memberClaims(subject.member, subject.organization, scopes) };
}
