import { z } from 'zod';
import { identityEnvelope } from './base.js';

/** One of the signed-in member's active sessions, as Settings lists it (ours, beside the provider's calls). */
export const ActiveMemberSessionSchema = z.looseObject({
  member_session_id: z.string(),
  /** This very session (the browser asking). */
  current: z.boolean(),
  started_at: z.string(),
  last_active_at: z.string(),
  expires_at: z.string(),
  ip_address: z.string().nullable(),
  user_agent: z.string().nullable(),
  browser: z.string(),
  os: z.string(),
  device_type: z.enum(['desktop', 'mobile', 'tablet', 'unknown']),
  /** The factor types it was signed in with (email_otp, password, webauthn, ...), or portal_link. */
  authentication_methods: z.array(z.string()),
});

/** sessions/active: the member's own sessions. */
export const ActiveSessionsResponse = identityEnvelope({ member_sessions: z.array(ActiveMemberSessionSchema) });

/** sessions/active/{id}/revoke: which session ended, and whether it was the caller's own. */
export const ActiveSessionRevokeResponse = identityEnvelope({ member_session_id: z.string(), current: z.boolean() });

/** sessions/active/revoke_others: the sessions that ended. */
export const OtherSessionsRevokeResponse = identityEnvelope({ revoked_member_session_ids: z.array(z.string()) });
