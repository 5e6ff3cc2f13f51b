import type { AuthenticateResponse, BasicResponse } from '../types.js';
import { validate } from '../validate.js';
import { type ClientContext, post } from './context.js';

/** Session calls of a signed-in app beyond the login widget's: revoke a member's, exchange tokens. */
export interface SessionManagementApi {
  /** Revokes every session of a member of the organization (the server checks revoke-sessions). */
  revokeForMember(params: { member_id: string }): Promise<BasicResponse>;
  /** Exchanges a connected app's full_access access token for a session. */
  exchangeAccessToken(params: { access_token: string; session_duration_minutes: number }): Promise<AuthenticateResponse>;
  /** Exchanges a trusted auth token of a configured token profile for a session (60 minutes by default). */
  attest(params: {
    profile_id: string;
    token: string;
    organization_id?: string;
    session_duration_minutes?: number;
  }): Promise<AuthenticateResponse>;
}

/** Builds the session management calls over the shared context. */
export function sessionManagementApi(ctx: ClientContext): SessionManagementApi {
  return {
    revokeForMember: async (params) => {
      validate('session.revokeForMember').isString('member_id', params.member_id);
      const response = await post<BasicResponse>(ctx, `/b2b/sessions/revoke/${encodeURIComponent(params.member_id)}`, {});
      // Revoking one's own sessions ends this one too.
      if (params.member_id === ctx.store.getState()?.member.member_id) ctx.store.destroy();
      return response;
    },

    exchangeAccessToken: async (params) => {
      validate('session.exchangeAccessToken')
        .isString('access_token', params.access_token)
        .isNumber('session_duration_minutes', params.session_duration_minutes);
      const response = await post<AuthenticateResponse>(ctx, '/b2b/sessions/exchange_access_token', {
        access_token: params.access_token,
        session_duration_minutes: params.session_duration_minutes,
      });
      ctx.store.update(response);
      return response;
    },

    attest: async (params) => {
      validate('session.attest')
        .isOptionalString('organization_id', params.organization_id)
        .isString('profile_id', params.profile_id)
        .isString('token', params.token)
        .isOptionalNumber('session_duration_minutes', params.session_duration_minutes);
      const response = await post<AuthenticateResponse>(ctx, '/b2b/sessions/attest', {
        profile_id: params.profile_id,
        token: params.token,
        organization_id: params.organization_id,
        session_duration_minutes: params.session_duration_minutes,
      });
      ctx.store.update(response);
      return response;
    },
  };
}
