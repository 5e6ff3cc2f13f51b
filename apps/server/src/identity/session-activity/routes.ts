import {
  ActiveSessionRevokeResponse,
  ActiveSessionsResponse,
  OtherSessionsRevokeResponse,
} from '@shelfscope/identity-client/wire';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOk } from '../../platform/http/envelopes.js';
import type { IdentityContext } from '../context.js';
import { requireSession } from '../http/identity-http.js';
import { listMemberSessions, revokeMemberSession, revokeOtherMemberSessions } from './sessions.js';

const tags = ['identity'];
const SessionParams = z.object({ member_session_id: z.string().min(1).max(200) });

/**
 * The signed-in member's own sessions (docs/identity.md, "Sessions a member can see"): ours, beside
 * the provider's session calls; the official client's calls are unchanged.
 */
export const sessionActivityRoutes =
  (ctx: IdentityContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/sdk/v1/b2b/sessions/active',
      {
        schema: {
          tags,
          summary: "The signed-in member's active sessions: device, browser, address, last active",
          response: { 200: ActiveSessionsResponse },
        },
      },
      async (request) => identityOk(request, await listMemberSessions(ctx, await requireSession(ctx, request))),
    );

    app.post(
      '/sdk/v1/b2b/sessions/active/:member_session_id/revoke',
      {
        schema: {
          tags,
          summary: 'Sign out one of your sessions',
          params: SessionParams,
          response: { 200: ActiveSessionRevokeResponse },
        },
      },
      async (request) => {
        const caller = await requireSession(ctx, request);
        return identityOk(request, await revokeMemberSession(ctx, caller, request.params.member_session_id));
      },
    );

    app.post(
      '/sdk/v1/b2b/sessions/active/revoke_others',
      {
        schema: {
          tags,
          summary: 'Sign out everywhere else: every session of yours but this one',
          response: { 200: OtherSessionsRevokeResponse },
        },
      },
      async (request) => identityOk(request, await revokeOtherMemberSessions(ctx, await requireSession(ctx, request))),
    );
  };
