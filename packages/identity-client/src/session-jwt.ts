import { readCookie, serializeCookie } from './cookies.js';

/** Name of the cookie the host app reads the session JWT from. */
export const HOST_JWT_COOKIE = 'stytch_session_jwt';
/** Thrown when neither the stored JWT nor a refresh yields a fresh one. */
export const REFRESH_FAILED_MESSAGE = 'Unable to refresh Stytch session token';

/** The `exp` claim (seconds) of a JWT, or undefined if the token cannot be decoded. */
export function jwtExpiry(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    if (claims && typeof claims === 'object' && typeof (claims as { exp?: unknown }).exp === 'number') {
      return (claims as { exp: number }).exp;
    }
  } catch {
    // Not base64 or not JSON: undecodable, so treated as expired.
  }
  return undefined;
}

/** A token counts as expired when missing, undecodable or past its exp. */
export function isJwtExpired(token: string | undefined, nowMs: number): boolean {
  if (!token) return true;
  const exp = jwtExpiry(token);
  return exp === undefined || exp * 1000 <= nowMs;
}

/** What the helper needs: the JWT cookie's page and a way to refresh the session. */
export interface SessionJwtHelperOptions {
  document: Pick<Document, 'cookie'>;
  /** Re-authenticates the session and returns the new JWT (or undefined). */
  refresh: () => Promise<string | undefined>;
  now?: () => number;
}

/** Hands the host app a fresh session JWT via the `stytch_session_jwt` cookie. */
export interface SessionJwtHelper {
  /** A JWT that is not expired, refreshing the session when needed; throws REFRESH_FAILED_MESSAGE otherwise. */
  getFreshToken(): Promise<string>;
}

/**
 * Builds the helper. The cookie is written with path /, SameSite=None and Secure so a host app on
 * another site (embedding the widget) can send it to its own backend.
 */
export function createSessionJwtHelper(options: SessionJwtHelperOptions): SessionJwtHelper {
  const now = options.now ?? Date.now;
  return {
    async getFreshToken() {
      const current = readCookie(options.document, HOST_JWT_COOKIE);
      if (current && !isJwtExpired(current, now())) return current;
      let refreshed: string | undefined;
      try {
        refreshed = await options.refresh();
      } catch {
        throw new Error(REFRESH_FAILED_MESSAGE);
      }
      if (!refreshed || isJwtExpired(refreshed, now())) throw new Error(REFRESH_FAILED_MESSAGE);
      const exp = jwtExpiry(refreshed) ?? 0;
      options.document.cookie = serializeCookie(HOST_JWT_COOKIE, refreshed, {
        expires: new Date(exp * 1000),
        path: '/',
        sameSite: 'None',
        secure: true,
      });
      return refreshed;
    },
  };
}
