import { AuthenticateResponse, DiscoveredOrganizationsResponse } from '@shelfscope/identity-client/wire';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOk } from '../../platform/http/envelopes.js';
import type { IdentityContext } from '../context.js';
import { requireSession } from '../http/identity-http.js';
import { checkSessionDuration } from '../sessions/session-service.js';
import { OrganizationSettings } from './create-organization.js';
import { createOrganizationFromDiscovery, exchangeIntermediateSession, listDiscoveredOrganizations } from './enter.js';

const Ist = z.string().min(1).max(200);

export const discoveryRoutes =
  (ctx: IdentityContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/sdk/v1/b2b/discovery/organizations',
      {
        schema: {
          tags: ['identity'],
          summary: 'Organizations the authenticated email can enter',
          body: z.object({ intermediate_session_token: Ist.optional() }).optional(),
          response: { 200: DiscoveredOrganizationsResponse },
        },
      },
      async (request) => {
        const token = request.body?.intermediate_session_token;
        // Without an intermediate session, the caller's live session says whose organizations to list.
        const live = token ? null : await requireSession(ctx, request);
        return identityOk(request, await listDiscoveredOrganizations(ctx, { intermediateSessionToken: token, live }));
      },
    );

    app.post(
      '/sdk/v1/b2b/discovery/intermediate_sessions/exchange',
      {
        schema: {
          tags: ['identity'],
          summary: 'Enter an organization with an intermediate session (joins or accepts an invite when allowed)',
          body: z.object({
            intermediate_session_token: Ist,
            organization_id: z.string().min(1),
            session_duration_minutes: z.number().int().optional(),
            locale: z.string().optional(),
          }),
          response: { 200: AuthenticateResponse },
        },
      },
      async (request) => {
        const durationMinutes = checkSessionDuration(request.body.session_duration_minutes);
        const data = await exchangeIntermediateSession(ctx, {
          intermediateSessionToken: request.body.intermediate_session_token,
          organizationId: request.body.organization_id,
          durationMinutes,
        });
        return identityOk(request, data);
      },
    );

    app.post(
      '/sdk/v1/b2b/discovery/organizations/create',
      {
        schema: {
          tags: ['identity'],
          summary: 'Create an organization; its creator becomes its first admin',
          body: OrganizationSettings.extend({
            intermediate_session_token: Ist,
            session_duration_minutes: z.number().int().optional(),
          }),
          response: { 200: AuthenticateResponse },
        },
      },
      async (request) => {
        const { intermediate_session_token, session_duration_minutes, ...settings } = request.body;
        const data = await createOrganizationFromDiscovery(ctx, {
          intermediateSessionToken: intermediate_session_token,
          settings,
          durationMinutes: session_duration_minutes,
        });
        return identityOk(request, data);
      },
    );
  };
