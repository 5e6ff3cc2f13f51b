import { isUnrecoverableError } from '../errors.js';
import type { AuthenticateResponse, BasicResponse, MemberSession, SessionAuthenticateResponse, SessionTokens } from '../types.js';
import { validate } from '../validate.js';
import { type ClientContext, DEFAULT_SESSION_DURATION_MINUTES, post } from './context.js';

/** The member's session: read it, refresh it, end it, move it to another organization. */
export interface SessionApi {
  /** The session known locally, without a network call. */
  getSync(): MemberSession | null;
  /** The local session and whether it came from storage before any server confirmation. */
  getInfo(): { session: MemberSession | null; fromCache: boolean };
  /** The session token and JWT from cookies, or null. */
  getTokens(): SessionTokens | null;
  /** Re-authenticates the session; a duration extends it. */
  authenticate(params?: { session_duration_minutes?: number }): Promise<SessionAuthenticateResponse>;
  /** Ends the session on the server, then locally (also locally on failure with forceClear). */
  revoke(params?: { forceClear?: boolean }): Promise<BasicResponse>;
  /** Exchanges the session for one in another organization the member belongs to. */
  exchange(params: {
    organization_id: string;
    session_duration_minutes?: number;
    locale?: string;
  }): Promise<AuthenticateResponse>;
  /** Calls back on every session change; returns the unsubscribe function. */
  onChange(callback: (session: MemberSession | null) => void): () => void;
}

/** Builds the session API over the shared context. */
export function sessionApi(ctx: ClientContext): SessionApi {
  let fromCache = true;
  // Any session call that hits an unrecoverable error clears the local session: it cannot recover.
  const guard = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (error) {
      if (isUnrecoverableError(error)) ctx.store.destroySession();
      throw error;
    }
  };

  return {
    getSync: () => ctx.store.getState()?.session ?? null,
    getInfo: () => ({ session: ctx.store.getState()?.session ?? null, fromCache }),
    getTokens: () => ctx.store.getTokens(),

    authenticate: (params = {}) =>
      guard(async () => {
        validate('session.authenticate').isOptionalNumber('session_duration_minutes', params.session_duration_minutes);
        const response = await post<SessionAuthenticateResponse>(ctx, '/b2b/sessions/authenticate', {
          session_duration_minutes: params.session_duration_minutes,
        });
        fromCache = false;
        ctx.store.update(response);
        return response;
      }),

    revoke: async (params = {}) => {
      validate('session.revoke').isOptionalBoolean('forceClear', params.forceClear);
      try {
        const response = await post<BasicResponse>(ctx, '/b2b/sessions/revoke', {});
        ctx.store.destroy();
        return response;
      } catch (error) {
        if (params.forceClear || isUnrecoverableError(error)) ctx.store.destroy();
        throw error;
      }
    },

    exchange: (params) =>
      guard(async () => {
        validate('session.exchange')
          .isString('organization_id', params.organization_id)
          .isOptionalNumber('session_duration_minutes', params.session_duration_minutes)
          .isOptionalString('locale', params.locale);
        const response = await post<AuthenticateResponse>(ctx, '/b2b/sessions/exchange', {
          organization_id: params.organization_id,
          session_duration_minutes: params.session_duration_minutes ?? DEFAULT_SESSION_DURATION_MINUTES,
          locale: params.locale,
        });
        ctx.store.update(response);
        return response;
      }),

    onChange: (callback) => ctx.store.subscribe((state) => callback(state?.session ?? null)),
  };
}
