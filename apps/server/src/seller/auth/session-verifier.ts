import { createLocalJWKSet, createRemoteJWKSet, errors, type JWTVerifyGetKey, jwtVerify } from 'jose';
import type { SellerConfig } from '../../config.js';
import { impersonatorOfFactors } from '../../identity/audit-actor.js';
import type { IdentityContext } from '../../identity/context.js';
import { isSessionLive as isStoredSessionLive } from '../../identity/directory.js';
import { jwtIssuer, SESSIONS_REVOKED, type SessionsRevoked } from '../../identity/sessions/session-service.js';
import { JWT_ALGORITHM } from '../../identity/sessions/signing-keys.js';
import type { EventBus } from '../../platform/notifications/bus.js';

/** Who is calling the seller API, from a verified session JWT. */
export type Caller = {
  memberId: string;
  organizationId: string;
  organizationSlug: string;
  sessionId: string;
  roles: string[];
  /**
   * Set when an API key is calling (seller/api-keys): its id and scopes; memberId is its creator,
   * whose roles (read with the key) bound what the key may do: a key never has more than its creator.
   */
  apiKey?: { id: string; scopes: string[]; creatorRoles: string[] };
  /** A platform admin signed in as this member (an impersonated session's factor names them). */
  impersonator?: { id: string; email: string };
};

type SessionClaim = { id?: unknown; roles?: unknown; authentication_factors?: unknown };

type OrganizationClaim = { organization_id?: unknown; slug?: unknown };

/** Bounded, so a flood of distinct sessions cannot grow memory without limit. */
const MAX_CACHED_SESSIONS = 10_000;
/** Verified tokens kept (each about 1 kB); a flood of distinct tokens clears the cache. */
const MAX_VERIFIED_TOKENS = 5_000;

/**
 * Verifies session JWTs for the seller API: signature against the identity JWKS (RS256 only),
 * issuer, audience, exp and nbf. For our own identity service it also checks that the session
 * is not revoked, reusing a "live" answer for a few seconds. With SELLER_JWKS_URL the same code
 * trusts the provider's hosted service instead (revocation then rests on the 5-minute JWT).
 *
 * A token whose signature and claims verified is remembered by its exact text until it expires:
 * the same bytes verify the same way, so a client's next requests with it skip the RS256 check
 * (about 1 ms of CPU a request). Expiry and revocation are still checked on every request. A
 * key withdrawn from the key set stops new tokens at once; tokens it already verified here stay
 * valid until they expire (5 minutes), as they would at any client that verified them.
 *
 * Several instances: a revocation on any instance signals every instance (`bus`), which drops
 * its cached answer at once; should a signal be lost, the cache still ends within
 * SELLER_SESSION_CHECK_SECONDS, the documented bound.
 */
export function createSessionVerifier(identity: IdentityContext, config: SellerConfig, bus?: Pick<EventBus, 'onSignal'>) {
  const issuer = config.jwtIssuer ?? jwtIssuer(identity.project.projectId);
  const audience = config.jwtAudience ?? identity.project.projectId;
  const isOwnIssuer = !config.jwksUrl;
  const remote = config.jwksUrl ? createRemoteJWKSet(new URL(config.jwksUrl)) : null;
  let local: JWTVerifyGetKey | null = null;
  const liveUntil = new Map<string, { until: number; memberId: string }>();
  bus?.onSignal<SessionsRevoked>(SESSIONS_REVOKED, ({ sessionIds, memberIds }) => {
    for (const id of sessionIds ?? []) liveUntil.delete(id);
    if (!memberIds?.length) return;
    const members = new Set(memberIds);
    for (const [id, entry] of liveUntil) if (members.has(entry.memberId)) liveUntil.delete(id);
  });
  const verified = new Map<string, { caller: Caller; expiresAt: number }>();

  /** Our own keys, reloaded once when a token names a key we have not seen (a rotation). */
  const ownKeys: JWTVerifyGetKey = async (header, token) => {
    local ??= createLocalJWKSet(await identity.keys.jwks());
    try {
      return await local(header, token);
    } catch (error) {
      if (!(error instanceof errors.JWKSNoMatchingKey)) throw error;
      identity.keys.forget();
      local = createLocalJWKSet(await identity.keys.jwks());
      return local(header, token);
    }
  };

  async function isSessionLive(sessionId: string, memberId: string): Promise<boolean> {
    const cached = liveUntil.get(sessionId);
    if (cached !== undefined && cached.until > Date.now()) return true;
    if (!(await isStoredSessionLive(identity.db, sessionId))) {
      liveUntil.delete(sessionId);
      return false;
    }
    if (config.sessionCheckSeconds > 0) {
      if (liveUntil.size >= MAX_CACHED_SESSIONS) liveUntil.clear();
      liveUntil.set(sessionId, { until: Date.now() + config.sessionCheckSeconds * 1000, memberId });
    }
    return true;
  }

  /** The caller a token's signature and claims vouch for (not yet its session's liveness), or null. */
  async function callerOf(token: string): Promise<Caller | null> {
    const known = verified.get(token);
    if (known) {
      if (known.expiresAt > Date.now()) return known.caller;
      verified.delete(token);
      return null;
    }
    try {
      const { payload } = await jwtVerify(token, remote ?? ownKeys, { algorithms: [JWT_ALGORITHM], issuer, audience });
      const session = payload['https://stytch.com/session'] as SessionClaim | undefined;
      const organization = payload['https://stytch.com/organization'] as OrganizationClaim | undefined;
      if (
        typeof payload.sub !== 'string' ||
        typeof session?.id !== 'string' ||
        typeof organization?.organization_id !== 'string'
      ) {
        return null;
      }
      const impersonator = impersonatorOfFactors(session.authentication_factors);
      const caller: Caller = Object.freeze({
        memberId: payload.sub,
        organizationId: organization.organization_id,
        organizationSlug: typeof organization.slug === 'string' ? organization.slug : '',
        sessionId: session.id,
        roles: Object.freeze(
          Array.isArray(session.roles) ? session.roles.filter((r): r is string => typeof r === 'string') : [],
        ) as string[],
        ...(impersonator ? { impersonator } : {}),
      });
      // jwtVerify checked exp (when present) and nbf; without exp a token is not remembered.
      if (typeof payload.exp === 'number') {
        if (verified.size >= MAX_VERIFIED_TOKENS) verified.clear();
        verified.set(token, { caller, expiresAt: payload.exp * 1000 });
      }
      return caller;
    } catch {
      return null;
    }
  }

  /** The caller of a valid, live session JWT; null for anything else. */
  return async function verify(token: string): Promise<Caller | null> {
    const caller = await callerOf(token);
    if (!caller) return null;
    if (isOwnIssuer && !(await isSessionLive(caller.sessionId, caller.memberId))) return null;
    return caller;
  };
}

export type SessionVerifier = ReturnType<typeof createSessionVerifier>;
