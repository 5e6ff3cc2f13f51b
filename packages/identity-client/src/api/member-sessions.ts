import { validate } from '../validate.js';
import { type ClientContext, post } from './context.js';

/** One of the signed-in member's active sessions, as Settings lists it. */
export interface ActiveMemberSession {
  member_session_id: string;
  /** This very session (the browser asking). */
  current: boolean;
  started_at: string;
  last_active_at: string;
  expires_at: string;
  ip_address: string | null;
  user_agent: string | null;
  browser: string;
  os: string;
  device_type: 'desktop' | 'mobile' | 'tablet' | 'unknown';
  /** The factor types it was signed in with (email_otp, password, webauthn, ...). */
  authentication_methods: string[];
}

/** The member's own sessions (/sdk/v1/b2b/sessions/active): an addition of ours. */
export interface MemberSessionsApi {
  list(): Promise<{ member_sessions: ActiveMemberSession[] }>;
  /** "Sign out this session". */
  revoke(memberSessionId: string): Promise<{ member_session_id: string; current: boolean }>;
  /** "Sign out everywhere else". */
  revokeOthers(): Promise<{ revoked_member_session_ids: string[] }>;
}

export function memberSessionsApi(ctx: ClientContext): MemberSessionsApi {
  return {
    list: () => ctx.network.request({ method: 'GET', path: '/b2b/sessions/active' }),
    revoke: (id) => {
      validate('memberSessions.revoke').isString('member_session_id', id);
      return post(ctx, `/b2b/sessions/active/${encodeURIComponent(id)}/revoke`, {});
    },
    revokeOthers: () => post(ctx, '/b2b/sessions/active/revoke_others', {}),
  };
}
