import { IdpResponses } from '@shelfscope/identity-client/wire';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOk } from '../../platform/http/envelopes.js';
import type { IdentityContext } from '../context.js';
import { requireSession } from '../http/identity-http.js';
import { SessionDuration } from '../magic-links/schemas.js';
import { checkSessionDuration, findSessionByToken } from '../sessions/session-service.js';
import { authorizeStart, authorizeSubmit } from './authorize.js';
import { authenticateImpersonation } from './impersonation.js';
import { logoutStart } from './logout.js';
import { listOrganizationApps, memberConnectedApps, organizationApp, revokeMemberApp } from './organization-apps.js';

const Text = (max: number) => z.string().trim().min(1).max(max);
const Authorize = z.object({
  client_id: Text(200),
  redirect_uri: Text(2048),
  response_type: z.string().trim().max(50).default('code'),
  scopes: z.array(z.string().trim().max(200)).max(50).default(['openid', 'email', 'profile']),
  prompt: z.string().trim().max(100).optional(),
});
const Submit = Authorize.extend({
  state: z.string().max(2048).optional(),
  nonce: z.string().max(512).optional(),
  code_challenge: z.string().trim().max(200).optional(),
  code_challenge_method: z.string().trim().max(20).optional(),
  consent_granted: z.boolean().default(false),
});

/** The caller's session when there is one (RP-initiated logout asks a signed-in member, answers without one). */
async function optionalSession(ctx: IdentityContext, request: FastifyRequest) {
  return request.identitySessionToken ? findSessionByToken(ctx, request.identitySessionToken) : null;
}

/**
 * The identity provider's SDK routes (Basic auth with the public token and the member's session):
 * consent (authorize start and submit), RP-initiated logout, impersonation, connected apps of
 * the organization and its members.
 */
export const idpRoutes =
  (ctx: IdentityContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/sdk/v1/idp/b2b/oauth/authorize/start',
      {
        schema: {
          tags: ['identity'],
          summary: 'Consent preflight of an OAuth authorization request',
          body: Authorize,
          response: { 200: IdpResponses.authorizeStart },
        },
      },
      async (request) => {
        const live = await requireSession(ctx, request);
        return identityOk(request, await authorizeStart(ctx, { live, params: request.body }));
      },
    );

    app.post(
      '/sdk/v1/idp/b2b/oauth/authorize/submit',
      {
        schema: {
          tags: ['identity'],
          summary: 'Grant (or deny) an OAuth authorization request: an authorization code at the redirect_uri',
          body: Submit,
          response: { 200: IdpResponses.authorizeSubmit },
        },
      },
      async (request) =>
        identityOk(
          request,
          await authorizeSubmit(ctx, {
            sessionToken: request.identitySessionToken,
            requireSession: () => requireSession(ctx, request),
            params: request.body,
          }),
        ),
    );

    app.post(
      '/sdk/v1/b2b/oauth/logout/start',
      {
        schema: {
          tags: ['identity'],
          summary: 'RP-initiated logout preflight: the post-logout redirect and whether to ask the member',
          body: z.object({
            client_id: Text(200),
            post_logout_redirect_uri: Text(2048),
            state: z.string().max(2048).optional(),
            id_token_hint: z.string().max(8192).optional(),
          }),
          response: { 200: IdpResponses.logoutStart },
        },
      },
      async (request) => {
        const live = await optionalSession(ctx, request);
        return identityOk(request, await logoutStart(ctx, live?.member ?? null, request.body));
      },
    );

    app.post(
      '/sdk/v1/b2b/impersonation/authenticate',
      {
        schema: {
          tags: ['identity'],
          summary: 'Exchange an impersonation token (issued by a platform admin) for a session',
          body: z.object({ impersonation_token: Text(200), session_duration_minutes: SessionDuration }),
          response: { 200: IdpResponses.impersonationAuthenticate },
        },
      },
      async (request) => {
        // Checked first: a bad duration must not use the token up.
        const durationMinutes = checkSessionDuration(request.body.session_duration_minutes);
        return identityOk(
          request,
          await authenticateImpersonation(ctx, { token: request.body.impersonation_token, durationMinutes }),
        );
      },
    );

    app.get(
      '/sdk/v1/b2b/organizations/connected_apps',
      {
        schema: {
          tags: ['identity'],
          summary: 'Connected apps the members of the organization have granted',
          response: { 200: IdpResponses.organizationApps },
        },
      },
      async (request) => identityOk(request, await listOrganizationApps(ctx, { live: await requireSession(ctx, request) })),
    );

    app.get(
      '/sdk/v1/b2b/organizations/connected_apps/:connected_app_id',
      {
        schema: {
          tags: ['identity'],
          summary: 'One connected app and the members of the organization who granted it',
          params: z.object({ connected_app_id: Text(200) }),
          response: { 200: IdpResponses.organizationApp },
        },
      },
      async (request) => {
        const live = await requireSession(ctx, request);
        return identityOk(request, await organizationApp(ctx, { live, connectedAppId: request.params.connected_app_id }));
      },
    );

    app.get(
      '/sdk/v1/b2b/organizations/members/connected_apps',
      {
        schema: {
          tags: ['identity'],
          summary: 'Connected apps the signed-in member has granted',
          response: { 200: IdpResponses.memberApps },
        },
      },
      async (request) => {
        const live = await requireSession(ctx, request);
        return identityOk(request, await memberConnectedApps(ctx, { live, memberId: null }));
      },
    );

    app.get(
      '/sdk/v1/b2b/organizations/members/:memberId/connected_apps',
      {
        schema: {
          tags: ['identity'],
          summary: 'Connected apps a member of the organization has granted',
          params: z.object({ memberId: Text(200) }),
          response: { 200: IdpResponses.memberApps },
        },
      },
      async (request) => {
        const live = await requireSession(ctx, request);
        return identityOk(request, await memberConnectedApps(ctx, { live, memberId: request.params.memberId }));
      },
    );

    app.post(
      '/sdk/v1/b2b/organizations/members/connected_apps/:connected_app_id/revoke',
      {
        schema: {
          tags: ['identity'],
          summary: "Revoke the signed-in member's grant to a connected app (consent and refresh tokens)",
          params: z.object({ connected_app_id: Text(200) }),
          response: { 200: IdpResponses.revoked },
        },
      },
      async (request) => {
        const live = await requireSession(ctx, request);
        const connectedAppId = request.params.connected_app_id;
        return identityOk(request, await revokeMemberApp(ctx, { live, memberId: null, connectedAppId }));
      },
    );

    app.post(
      '/sdk/v1/b2b/organizations/members/:memberId/connected_apps/:connected_app_id/revoke',
      {
        schema: {
          tags: ['identity'],
          summary: "Revoke a member's grant to a connected app (consent and refresh tokens)",
          params: z.object({ memberId: Text(200), connected_app_id: Text(200) }),
          response: { 200: IdpResponses.revoked },
        },
      },
      async (request) => {
        const live = await requireSession(ctx, request);
        const { memberId, connected_app_id: connectedAppId } = request.params;
        return identityOk(request, await revokeMemberApp(ctx, { live, memberId, connectedAppId }));
      },
    );
  };
