import { and, eq, isNull, lt } from 'drizzle-orm';
import { createLocalJWKSet, type JWTPayload, jwtVerify } from 'jose';
import type { IdentityContext } from '../context.js';
import { JWT_ALGORITHM } from '../sessions/signing-keys.js';
import { KEEP_EXPIRED_MS } from './authorize.js';
import { identityIdpAccessTokens, identityIdpGrants, identityIdpRefreshTokens } from './schema.js';

export const ACCESS_TOKEN_TYPE = 'at+jwt';

/** Remembers an issued access token so that it can be revoked and introspected. */
export async function recordAccessToken(
  ctx: IdentityContext,
  row: { jti: string; clientId: string; memberId: string | null; familyId: string | null; expiresAt: Date },
) {
  await ctx.db
    .delete(identityIdpAccessTokens)
    .where(lt(identityIdpAccessTokens.expiresAt, new Date(Date.now() - KEEP_EXPIRED_MS)));
  await ctx.db.insert(identityIdpAccessTokens).values(row);
}

/** A verified access token that is still in force: its claims, and who it is for. */
export type LiveAccessToken = {
  payload: JWTPayload & { scope?: string; client_id?: string };
  jti: string;
  clientId: string;
  /** The member, or null for a client_credentials token. */
  memberId: string | null;
  familyId: string | null;
};

/**
 * An access token we issued (typ at+jwt, our issuer, RS256, not expired) whose record says it
 * was not revoked, and, for a member's token, whose grant still stands. Null otherwise.
 */
export async function liveAccessToken(ctx: IdentityContext, token: string): Promise<LiveAccessToken | null> {
  let payload: LiveAccessToken['payload'];
  try {
    ({ payload } = await jwtVerify(token, createLocalJWKSet(await ctx.keys.jwks()), {
      algorithms: [JWT_ALGORITHM],
      issuer: ctx.config.publicUrl,
      typ: ACCESS_TOKEN_TYPE,
    }));
  } catch {
    return null;
  }
  if (!payload.jti || typeof payload.client_id !== 'string' || payload.aud !== payload.client_id) return null;
  const [row] = await ctx.db.select().from(identityIdpAccessTokens).where(eq(identityIdpAccessTokens.jti, payload.jti));
  if (!row || row.revokedAt || row.clientId !== payload.client_id) return null;
  if (row.memberId) {
    const [grant] = await ctx.db
      .select({ memberId: identityIdpGrants.memberId })
      .from(identityIdpGrants)
      .where(
        and(
          eq(identityIdpGrants.memberId, row.memberId),
          eq(identityIdpGrants.clientId, row.clientId),
          isNull(identityIdpGrants.revokedAt),
        ),
      );
    if (!grant) return null;
  }
  return { payload, jti: row.jti, clientId: row.clientId, memberId: row.memberId, familyId: row.familyId };
}

/** Ends one access token (RFC 7009 for an access token). */
export async function revokeAccessToken(ctx: IdentityContext, jti: string) {
  await ctx.db
    .update(identityIdpAccessTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(identityIdpAccessTokens.jti, jti), isNull(identityIdpAccessTokens.revokedAt)));
}

/**
 * Ends a grant's refresh token family and every access token issued with it: reuse detection,
 * a code presented twice, and RFC 7009 revocation of a refresh token (section 2.1: the access
 * tokens of the same grant should go too).
 */
export async function revokeFamily(ctx: IdentityContext, familyId: string) {
  const now = new Date();
  await ctx.db
    .update(identityIdpRefreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(identityIdpRefreshTokens.familyId, familyId), isNull(identityIdpRefreshTokens.revokedAt)));
  await ctx.db
    .update(identityIdpAccessTokens)
    .set({ revokedAt: now })
    .where(and(eq(identityIdpAccessTokens.familyId, familyId), isNull(identityIdpAccessTokens.revokedAt)));
}
