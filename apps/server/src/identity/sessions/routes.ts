import { AuthenticateResponse, EmptyResponse, SessionAuthenticateResponse } from '@shelfscope/identity-client/wire';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOk } from '../../platform/http/envelopes.js';
import type { IdentityContext } from '../context.js';
import { requireSession } from '../http/identity-http.js';
import { memberSessionWire, memberWire, organizationWire } from '../wire.js';
import { attestSession, type TrustedKeySets } from './attest.js';
import { exchangeAccessToken } from './exchange-access-token.js';
import { authenticateSession, checkSessionDuration, revokeSession } from './session-service.js';
import { revokeSessionsOfMember, switchOrganization } from './switch-organization.js';

const Duration = z.number().int().optional();
/** Spec section 9: "attested session 60 minutes". */
export const ATTESTED_SESSION_MINUTES = 60;

export const sessionRoutes =
  (ctx: IdentityContext): FastifyPluginAsyncZod =>
  async (app) => {
    const trustedKeySets: TrustedKeySets = new Map();

    app.post(
      '/sdk/v1/b2b/sessions/authenticate',
      {
        schema: {
          tags: ['identity'],
          summary: 'Refresh the session JWT',
          body: z.object({ session_duration_minutes: Duration }).optional(),
          response: { 200: SessionAuthenticateResponse },
        },
      },
      async (request) => {
        const { member, organization } = await requireSession(ctx, request);
        const issued = await authenticateSession(ctx, {
          sessionToken: request.identitySessionToken ?? '',
          ...(request.body?.session_duration_minutes ? { durationMinutes: request.body.session_duration_minutes } : {}),
        });
        return identityOk(request, {
          member_session: memberSessionWire(issued.session, member, organization),
          session_token: issued.sessionToken,
          session_jwt: issued.sessionJwt,
          member: memberWire(member),
          organization: organizationWire(organization),
        });
      },
    );

    app.post(
      '/sdk/v1/b2b/sessions/revoke',
      { schema: { tags: ['identity'], summary: 'Log out: revoke the current session', response: { 200: EmptyResponse } } },
      async (request) => {
        const { session } = await requireSession(ctx, request);
        await revokeSession(ctx, session.memberSessionId);
        return identityOk(request, {});
      },
    );

    app.post(
      '/sdk/v1/b2b/sessions/exchange',
      {
        schema: {
          tags: ['identity'],
          summary: 'Switch to another organization of the same email',
          body: z.object({
            organization_id: z.string().min(1),
            session_duration_minutes: Duration,
            locale: z.string().optional(),
          }),
          response: { 200: AuthenticateResponse },
        },
      },
      async (request) => {
        const current = await requireSession(ctx, request);
        const durationMinutes = checkSessionDuration(request.body.session_duration_minutes);
        const data = await switchOrganization(ctx, { current, organizationId: request.body.organization_id, durationMinutes });
        return identityOk(request, data);
      },
    );

    app.post(
      '/sdk/v1/b2b/sessions/revoke/:memberId',
      {
        schema: {
          tags: ['identity'],
          summary: "Revoke every session of a member (stytch.member revoke-sessions; one's own: stytch.self)",
          params: z.object({ memberId: z.string().trim().min(1).max(128) }),
          response: { 200: EmptyResponse },
        },
      },
      async (request) => {
        const live = await requireSession(ctx, request);
        await revokeSessionsOfMember(ctx, { live, memberId: request.params.memberId });
        return identityOk(request, {});
      },
    );

    app.post(
      '/sdk/v1/b2b/sessions/exchange_access_token',
      {
        schema: {
          tags: ['identity'],
          summary: "A connected app's full_access access token becomes a member session",
          body: z.object({ access_token: z.string().min(1).max(8192), session_duration_minutes: Duration }),
          response: { 200: AuthenticateResponse },
        },
      },
      async (request) =>
        identityOk(
          request,
          await exchangeAccessToken(ctx, {
            accessToken: request.body.access_token,
            durationMinutes: checkSessionDuration(request.body.session_duration_minutes),
          }),
        ),
    );

    app.post(
      '/sdk/v1/b2b/sessions/attest',
      {
        schema: {
          tags: ['identity'],
          summary: 'A trusted auth token (configured token profile) becomes a member session',
          body: z.object({
            profile_id: z.string().min(1).max(128),
            token: z.string().min(1).max(16_384),
            organization_id: z.string().min(1).max(128).optional(),
            session_duration_minutes: Duration,
          }),
          response: { 200: AuthenticateResponse },
        },
      },
      async (request) =>
        identityOk(
          request,
          await attestSession(ctx, trustedKeySets, {
            profileId: request.body.profile_id,
            token: request.body.token,
            organizationId: request.body.organization_id,
            // Attested sessions last 60 minutes unless the call asks otherwise (spec section 9).
            durationMinutes: checkSessionDuration(request.body.session_duration_minutes ?? ATTESTED_SESSION_MINUTES),
          }),
        ),
    );
  };
