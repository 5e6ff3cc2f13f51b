import { and, eq, gt, isNull } from 'drizzle-orm';
import { createLocalJWKSet, jwtVerify, SignJWT } from 'jose';
import type { IdentityContext } from '../context.js';
import { newId, randomToken } from '../crypto.js';
import { identityError } from '../errors.js';
import { announceSession } from '../organizations/member-events.js';
import { identityMembers, identityOrganizations, identitySessions } from '../schema.js';
import { type AuthFactor, type MemberRow, memberRoles, type OrganizationRow, type SessionRow } from '../wire.js';
import { JWT_ALGORITHM } from './signing-keys.js';

/** Session JWTs always live five minutes; clients refresh them with sessions/authenticate. */
export const SESSION_JWT_SECONDS = 300;
export const MIN_SESSION_MINUTES = 5;
export const MAX_SESSION_MINUTES = 527_040;
export const DEFAULT_SESSION_MINUTES = 60;

const SESSION_PURPOSE = 'session';

export type IssuedSession = {
  session: SessionRow;
  member: MemberRow;
  organization: OrganizationRow;
  sessionToken: string;
  sessionJwt: string;
};

export function checkSessionDuration(minutes: number | undefined): number {
  const value = minutes ?? DEFAULT_SESSION_MINUTES;
  if (!Number.isInteger(value) || value < MIN_SESSION_MINUTES || value > MAX_SESSION_MINUTES) {
    throw identityError('invalid_session_duration');
  }
  return value;
}

/** The issuer of our session JWTs: the provider's format, so its backend libraries verify them. */
export function jwtIssuer(projectId: string): string {
  return `stytch.com/${projectId}`;
}

/** A new session with a fresh 256-bit opaque token (stored only as its HMAC) and a JWT. */
export async function createSession(
  ctx: IdentityContext,
  input: { member: MemberRow; organization: OrganizationRow; factors: AuthFactor[]; durationMinutes: number },
): Promise<IssuedSession> {
  const { session, sessionToken } = await insertSession(ctx, {
    memberId: input.member.memberId,
    organizationId: input.organization.organizationId,
    factors: input.factors,
    scope: null,
    sessionToken: randomToken(),
    durationMinutes: input.durationMinutes,
  });
  // A member's session is announced to the organization's webhooks (a portal link's scoped
  // session is not: it is made inside the link's transaction, and the seller side records the
  // event through its own handle, which would wait on that transaction).
  await announceSession(ctx, 'session.created', session);
  const sessionJwt = await signSessionJwt(ctx, session, input.member, input.organization);
  return { session, member: input.member, organization: input.organization, sessionToken, sessionJwt };
}

/**
 * A session limited to a scope (identity/portal: an IT-admin portal link's), acting as `memberId`
 * on that scope's routes only. Its token carries the scope's prefix so that every other route
 * can refuse it before any lookup; it never gets a JWT (no seller API, no sessions/authenticate).
 */
export function createScopedSession(
  ctx: IdentityContext,
  input: { memberId: string; organizationId: string; scope: 'portal'; tokenPrefix: string; durationMinutes: number },
): Promise<{ session: SessionRow; sessionToken: string }> {
  return insertSession(ctx, {
    memberId: input.memberId,
    organizationId: input.organizationId,
    factors: [],
    scope: input.scope,
    sessionToken: `${input.tokenPrefix}${randomToken()}`,
    durationMinutes: input.durationMinutes,
  });
}

async function insertSession(
  ctx: IdentityContext,
  input: {
    memberId: string;
    organizationId: string;
    factors: AuthFactor[];
    scope: 'portal' | null;
    sessionToken: string;
    durationMinutes: number;
  },
): Promise<{ session: SessionRow; sessionToken: string }> {
  const now = new Date();
  const [session] = await ctx.db
    .insert(identitySessions)
    .values({
      memberSessionId: newId('member-session', ctx.project.environment),
      tokenHash: ctx.box.hash(SESSION_PURPOSE, input.sessionToken),
      memberId: input.memberId,
      organizationId: input.organizationId,
      authenticationFactors: input.factors,
      scope: input.scope,
      startedAt: now,
      lastAccessedAt: now,
      expiresAt: new Date(now.getTime() + input.durationMinutes * 60_000),
    })
    .returning();
  if (!session) throw new Error('session insert returned no row');
  return { session, sessionToken: input.sessionToken };
}

export async function signSessionJwt(
  ctx: IdentityContext,
  session: SessionRow,
  member: MemberRow,
  organization: OrganizationRow,
) {
  const key = await ctx.keys.signingKey();
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    'https://stytch.com/session': {
      id: session.memberSessionId,
      started_at: session.startedAt.toISOString(),
      last_accessed_at: session.lastAccessedAt.toISOString(),
      expires_at: session.expiresAt.toISOString(),
      attributes: { ip_address: '', user_agent: '' },
      authentication_factors: session.authenticationFactors,
      roles: memberRoles(member),
    },
    'https://stytch.com/organization': { organization_id: organization.organizationId, slug: organization.slug },
  })
    .setProtectedHeader({ alg: JWT_ALGORITHM, kid: key.kid, typ: 'JWT' })
    .setSubject(member.memberId)
    .setIssuer(jwtIssuer(ctx.project.projectId))
    .setAudience([ctx.project.projectId])
    .setIssuedAt(now)
    .setNotBefore(now)
    .setExpirationTime(Math.min(now + SESSION_JWT_SECONDS, Math.floor(session.expiresAt.getTime() / 1000)))
    .sign(key.privateKey);
}

export type LiveSession = { session: SessionRow; member: MemberRow; organization: OrganizationRow };

async function loadLive(ctx: IdentityContext, where: ReturnType<typeof eq>): Promise<LiveSession | null> {
  const [row] = await ctx.db
    .select({ session: identitySessions, member: identityMembers, organization: identityOrganizations })
    .from(identitySessions)
    .innerJoin(identityMembers, eq(identityMembers.memberId, identitySessions.memberId))
    .innerJoin(identityOrganizations, eq(identityOrganizations.organizationId, identitySessions.organizationId))
    .where(and(where, isNull(identitySessions.revokedAt), gt(identitySessions.expiresAt, new Date())));
  if (!row || row.member.status === 'deleted') return null;
  return row;
}

/** The live session of an opaque token, or null (unknown, revoked or expired). */
export async function findSessionByToken(ctx: IdentityContext, sessionToken: string): Promise<LiveSession | null> {
  return loadLive(ctx, eq(identitySessions.tokenHash, ctx.box.hash(SESSION_PURPOSE, sessionToken)));
}

/**
 * The live session a session JWT names, after checking signature (RS256 only), issuer, audience,
 * exp and nbf against our own keys. A valid JWT of a revoked session is refused.
 */
export async function findSessionByJwt(ctx: IdentityContext, sessionJwt: string): Promise<LiveSession | null> {
  try {
    const { payload } = await jwtVerify(sessionJwt, createLocalJWKSet(await ctx.keys.jwks()), {
      algorithms: [JWT_ALGORITHM],
      issuer: jwtIssuer(ctx.project.projectId),
      audience: ctx.project.projectId,
    });
    const claim = payload['https://stytch.com/session'] as { id?: unknown } | undefined;
    if (typeof claim?.id !== 'string') return null;
    return loadLive(ctx, eq(identitySessions.memberSessionId, claim.id));
  } catch {
    return null;
  }
}

/**
 * sessions/authenticate: proves the session is live, touches last_accessed_at and mints a fresh
 * JWT. With a duration, the session is extended to now + duration (never shortened).
 */
export async function authenticateSession(
  ctx: IdentityContext,
  input: { sessionToken?: string; sessionJwt?: string; durationMinutes?: number },
): Promise<IssuedSession> {
  const live = input.sessionToken
    ? await findSessionByToken(ctx, input.sessionToken)
    : input.sessionJwt
      ? await findSessionByJwt(ctx, input.sessionJwt)
      : null;
  // A portal session never gets a JWT: it would let it call what its scope does not cover.
  if (!live || live.session.scope) throw identityError('session_not_found');
  const now = new Date();
  const extended = input.durationMinutes ? new Date(now.getTime() + checkSessionDuration(input.durationMinutes) * 60_000) : null;
  const expiresAt = extended && extended > live.session.expiresAt ? extended : live.session.expiresAt;
  const [session] = await ctx.db
    .update(identitySessions)
    .set({ lastAccessedAt: now, expiresAt })
    .where(eq(identitySessions.memberSessionId, live.session.memberSessionId))
    .returning();
  if (!session) throw identityError('session_not_found');
  const sessionJwt = await signSessionJwt(ctx, session, live.member, live.organization);
  return { session, member: live.member, organization: live.organization, sessionToken: input.sessionToken ?? '', sessionJwt };
}

/** Revokes server-side: the token and every JWT of the session stop working at once. */
export async function revokeSession(ctx: IdentityContext, memberSessionId: string): Promise<void> {
  const revoked = await ctx.db
    .update(identitySessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(identitySessions.memberSessionId, memberSessionId), isNull(identitySessions.revokedAt)))
    .returning();
  // Every instance drops its cached "this session is live" answer at once (session-verifier.ts).
  await ctx.signal?.(SESSIONS_REVOKED, { sessionIds: [memberSessionId] });
  await sessionsRevoked(ctx, revoked);
}

/**
 * After sessions were revoked (their rows as the update returned them, so a session already
 * revoked is not announced twice): back-channel logout to the apps they signed in, and a
 * `session.revoked` webhook event each.
 */
export async function sessionsRevoked(ctx: IdentityContext, revoked: SessionRow[]): Promise<void> {
  if (revoked.length === 0) return;
  await ctx.sessionsEnded?.(revoked.map((s) => s.memberSessionId));
  for (const session of revoked) await announceSession(ctx, 'session.revoked', session);
}

/**
 * A new session for the same member and organization as a live one, with the same
 * authentication factors: a second device (the browser extension) gets its own token, which
 * can be revoked without ending the first. Null when that session is over.
 */
export async function forkSession(
  ctx: IdentityContext,
  input: { memberSessionId: string; durationMinutes: number },
): Promise<IssuedSession | null> {
  const live = await loadLive(ctx, eq(identitySessions.memberSessionId, input.memberSessionId));
  if (!live) return null;
  return createSession(ctx, {
    member: live.member,
    organization: live.organization,
    factors: live.session.authenticationFactors as AuthFactor[],
    durationMinutes: checkSessionDuration(input.durationMinutes),
  });
}

/** The signal that sessions were revoked: `{ sessionIds }` or `{ memberIds }` (all their sessions). */
export const SESSIONS_REVOKED = 'sessions.revoked';
export type SessionsRevoked = { sessionIds?: string[]; memberIds?: string[] };
