import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isIdentityPath } from '../../platform/http/envelopes.js';
import { impersonatorOfFactors, noteAuditActor } from '../audit-actor.js';
import type { IdentityContext } from '../context.js';
import { safeEqual } from '../crypto.js';
import { identityError } from '../errors.js';
import { assertPortalScope } from '../portal/scope.js';
import { enforceRateLimit } from '../rate-limit.js';
import { findSessionByToken } from '../sessions/session-service.js';
import { requestCookie, SESSION_COOKIE, wantsHttpOnlyCookies } from './session-cookies.js';

/** Headers the official client sends (wire contract), and our client's HttpOnly cookie opt-in. */
const ALLOWED_HEADERS = 'Authorization, Content-Type, X-SDK-Client, X-SDK-Parent-Host, X-ShelfScope-Session-Cookies';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The session token from Basic auth, when the caller sent one (not the public token again), or
     * else from the HttpOnly session cookie when the caller opted in to that mode.
     */
    identitySessionToken: string | null;
    /** True when identitySessionToken came from the HttpOnly cookie. */
    identitySessionFromCookie: boolean;
  }
}

/**
 * CORS for browsers calling /sdk/v1 and /v1: the exact Origin is echoed, with credentials, only
 * for the project's allowed origins. Registered on the root app, so every answer on those paths
 * carries it: the 404 of an unknown route, a 5xx and the router's own refusals too (the official
 * client in a browser must see our JSON error, not "Unable to contact our servers."). Preflights
 * are answered here.
 */
export function registerIdentityCors(app: FastifyInstance, ctx: IdentityContext): IdentityCors {
  const allowed = new Set(ctx.config.identity.allowedOrigins);
  const allowedOrigin = (request: FastifyRequest) => {
    const origin = request.headers.origin;
    return origin && allowed.has(origin) && isIdentityPath(request.url) ? origin : null;
  };
  const corsHeaders = (reply: FastifyReply, origin: string) => {
    reply.header('Access-Control-Allow-Origin', origin);
    reply.header('Access-Control-Allow-Credentials', 'true');
    reply.header('Vary', 'Origin');
  };
  app.addHook('onRequest', async (request, reply) => {
    const origin = allowedOrigin(request);
    if (!origin || request.method !== 'OPTIONS') return;
    corsHeaders(reply, origin);
    reply.header('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
    reply.header('Access-Control-Allow-Headers', ALLOWED_HEADERS);
    reply.header('Access-Control-Max-Age', '600');
    return reply.code(204).send();
  });
  for (const path of ['/sdk/v1/*', '/v1/*']) {
    app.options(path, { schema: { hide: true } }, async (_request, reply) => reply.code(204).send());
  }
  const applyCors: IdentityCors = (request, reply) => {
    const origin = allowedOrigin(request);
    if (origin) corsHeaders(reply, origin);
  };
  // onSend runs for every answer that a route or the not-found handler makes, errors included.
  // The router's own refusals (a malformed URL) skip hooks: app.ts calls applyCors for those.
  app.addHook('onSend', async (request, reply) => applyCors(request, reply));
  return applyCors;
}

/** Adds the identity CORS headers to an answer when its request may have them. */
export type IdentityCors = (request: FastifyRequest, reply: FastifyReply) => void;

/**
 * Basic auth of the official client: base64(public_token ":" (session_token || public_token)).
 * The public token must be this project's; the second part is a session token when it differs.
 * Every request also counts against the per-IP limit.
 */
export function registerBasicAuth(app: FastifyInstance, ctx: IdentityContext) {
  app.decorateRequest('identitySessionToken', null);
  app.decorateRequest('identitySessionFromCookie', false);
  const allowedOrigins: ReadonlySet<string> = new Set(ctx.config.identity.allowedOrigins);
  // onRequest: refused callers cost no body parsing.
  app.addHook('onRequest', async (request) => {
    await enforceRateLimit(ctx.rateLimits, `ip:${request.ip}`, ctx.config.identity.rateLimits.ipPerMinute, 60);
    const header = request.headers.authorization;
    if (!header?.startsWith('Basic ')) throw identityError('unauthorized_credentials', 'Send Basic auth with the public token.');
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const separator = decoded.indexOf(':');
    const publicToken = separator === -1 ? decoded : decoded.slice(0, separator);
    const secret = separator === -1 ? '' : decoded.slice(separator + 1);
    if (!safeEqual(publicToken, ctx.project.publicToken)) throw identityError('invalid_public_token');
    request.identitySessionToken = secret && !safeEqual(secret, ctx.project.publicToken) ? secret : null;
    if (!request.identitySessionToken && wantsHttpOnlyCookies(request)) {
      request.identitySessionToken = requestCookie(request, SESSION_COOKIE) || null;
      request.identitySessionFromCookie = request.identitySessionToken !== null;
      if (request.identitySessionFromCookie && !READ_METHODS.has(request.method)) assertOwnSite(request, allowedOrigins);
    }
  });
}

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether an Origin names the host the request was sent to (a same-origin request). */
function isSameHost(origin: string, host: string | undefined): boolean {
  if (!host) return false;
  try {
    const url = new URL(origin);
    return url.host === new URL(`${url.protocol}//${host}`).host;
  } catch {
    return false;
  }
}

/**
 * A second guard for writes authenticated by the session cookie (the browser adds it by itself):
 * the custom opt-in header already makes a cross-site request need a CORS preflight, which the
 * browser refuses for a foreign origin; this refuses it here too, should a preflight ever pass
 * (a proxy answering OPTIONS, a browser bug). The Origin must be an allowed one or the request's
 * own (its host is the Host asked: the web app behind Vite's dev proxy on another port); without
 * an Origin, a browser's Sec-Fetch-Site must not say cross-site. Callers that send neither are
 * not browsers, and a cookie is only theirs if they set it themselves.
 */
function assertOwnSite(request: FastifyRequest, allowedOrigins: ReadonlySet<string>): void {
  const origin = request.headers.origin;
  const isForeign =
    origin !== undefined
      ? !allowedOrigins.has(origin) && !isSameHost(origin, request.headers.host)
      : request.headers['sec-fetch-site'] === 'cross-site';
  if (isForeign) {
    throw identityError('unauthorized_action', 'A request signed in by the session cookie must come from an allowed origin.');
  }
}

/** The caller's live session (from Basic auth), or the unrecoverable error the client expects. */
export async function requireSession(ctx: IdentityContext, request: FastifyRequest) {
  if (!request.identitySessionToken) throw identityError('user_unauthenticated');
  const live = await findSessionByToken(ctx, request.identitySessionToken);
  if (!live) {
    // The cookie names a session that is over: the answer also clears it (session-cookies.ts).
    request.identityStaleSessionCookie = request.identitySessionFromCookie;
    throw identityError('session_not_found');
  }
  assertPortalScope(request, live.session.scope);
  // The member is who an admin change in this request is recorded as (identity/audit-actor.ts).
  noteAuditActor({
    memberId: live.member.memberId,
    impersonator: impersonatorOfFactors(live.session.authenticationFactors),
    address: request.ip,
  });
  return live;
}
