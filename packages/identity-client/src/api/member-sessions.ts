import type { z } from 'zod';
import type { WireData } from '../types.js';
import { validate } from '../validate.js';
import type {
  ActiveMemberSessionSchema,
  ActiveSessionRevokeResponse,
  ActiveSessionsResponse,
  OtherSessionsRevokeResponse,
} from '../wire/index.js';
import { type ClientContext, post } from './context.js';

/** One of the signed-in member's active sessions, as Settings lists it. */
export type ActiveMemberSession = z.infer<typeof ActiveMemberSessionSchema>;

/** The member's own sessions (/sdk/v1/b2b/sessions/active): an addition of ours. */
export interface MemberSessionsApi {
  list(): Promise<WireData<typeof ActiveSessionsResponse>>;
  /** "Sign out this session". */
  revoke(memberSessionId: string): Promise<WireData<typeof ActiveSessionRevokeResponse>>;
  /** "Sign out everywhere else". */
  revokeOthers(): Promise<WireData<typeof OtherSessionsRevokeResponse>>;
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
