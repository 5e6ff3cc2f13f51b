import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The HttpOnly session-cookie mode (docs/identity.md). A browser client opts in per request with
 * this header; the server then keeps the session token and JWT in HttpOnly cookies it sets itself
 * and answers "" for both in bodies (the provider does the same on custom domains), so a script on
 * the page can never read a long-lived credential. Without the header nothing changes: the official
 * client keeps writing its own script-readable cookies. A custom header also cannot come from a
 * cross-site form, which is what lets the seller API accept the JWT cookie with it (no CSRF).
 */
export const SESSION_COOKIES_HEADER = 'x-shelfscope-session-cookies';
export const HTTPONLY_MODE = 'httponly';
/** Same names as the script mode, so the seller API and the e2e helpers find one JWT cookie. */
export const SESSION_COOKIE = 'stytch_session';
export const SESSION_JWT_COOKIE = 'stytch_session_jwt';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set when the session came from the HttpOnly cookie and turned out unknown, revoked or expired. */
    identityStaleSessionCookie: boolean;
  }
}

/** Whether the caller asked for the HttpOnly cookie mode. */
export function wantsHttpOnlyCookies(request: FastifyRequest): boolean {
  return String(request.headers[SESSION_COOKIES_HEADER] ?? '').toLowerCase() === HTTPONLY_MODE;
}

/** The value of one request cookie (the first of that name, URI-decoded), parsed by @fastify/cookie. */
export function requestCookie(request: FastifyRequest, name: string): string | undefined {
  return request.cookies[name];
}

/**
 * The session JWT a seller API call carries: the Bearer token, or without an Authorization header
 * and with the HttpOnly opt-in header, the JWT cookie (a cross-site form cannot add that header,
 * so the cookie alone never counts). Empty when there is none.
 */
export function sessionJwtOf(request: FastifyRequest): string {
  const header = request.headers.authorization;
  if (header) return header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  return wantsHttpOnlyCookies(request) ? (requestCookie(request, SESSION_JWT_COOKIE) ?? '') : '';
}

type Payload = { data?: Record<string, unknown> & { session_token?: unknown; session_jwt?: unknown; member_session?: unknown } };

/**
 * For opted-in callers: moves issued tokens from the body into HttpOnly cookies, and clears the
 * cookies when the session ends (revoke, a not-done authenticate, a stale cookie session).
 */
export function registerSessionCookies(app: FastifyInstance, options: { publicUrl: string }) {
  // An https PUBLIC_URL means browsers reach us over https even when TLS ends at a proxy we do not trust.
  const httpsPublicUrl = options.publicUrl.startsWith('https://');
  const secure = (request: FastifyRequest) => httpsPublicUrl || request.protocol === 'https';
  app.decorateRequest('identityStaleSessionCookie', false);
  app.addHook('preSerialization', async (request, reply, payload: Payload) => {
    if (!wantsHttpOnlyCookies(request) || reply.statusCode > 299 || !payload?.data) return payload;
    const data = payload.data;
    const session = data.member_session as { expires_at?: unknown } | null | undefined;
    if (typeof data.session_token === 'string' && data.session_token && typeof data.session_jwt === 'string') {
      const expires = new Date(String(session?.expires_at ?? ''));
      if (Number.isNaN(expires.getTime())) return payload;
      setSessionCookies(reply, { token: data.session_token, jwt: data.session_jwt, expires, secure: secure(request) });
      return { ...payload, data: { ...data, session_token: '', session_jwt: '' } };
    }
    // A not-done authenticate ends any session, as the client's own store does with its cookies.
    if ('member_session' in data && session === null) clearSessionCookies(reply, secure(request));
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!wantsHttpOnlyCookies(request)) return payload;
    const revoked = request.routeOptions.url === '/sdk/v1/b2b/sessions/revoke' && reply.statusCode <= 299;
    if (revoked || request.identityStaleSessionCookie) clearSessionCookies(reply, secure(request));
    return payload;
  });
}

function setSessionCookies(reply: FastifyReply, input: { token: string; jwt: string; expires: Date; secure: boolean }) {
  reply.setCookie(SESSION_COOKIE, input.token, cookieOptions(input.expires, input.secure));
  reply.setCookie(SESSION_JWT_COOKIE, input.jwt, cookieOptions(input.expires, input.secure));
}

function clearSessionCookies(reply: FastifyReply, secure: boolean) {
  for (const name of [SESSION_COOKIE, SESSION_JWT_COOKIE]) reply.setCookie(name, '', cookieOptions(new Date(0), secure));
}

/** HttpOnly, SameSite=Lax (top-level navigations keep the session), Secure over https, the whole site. */
function cookieOptions(expires: Date, secure: boolean): CookieSerializeOptions {
  return { path: '/', expires, httpOnly: true, sameSite: 'lax', secure };
}
