import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOk } from '../../platform/http/envelopes.js';
import type { IdentityContext } from '../context.js';
import { identityError } from '../errors.js';
import { requireSession } from '../http/identity-http.js';
import { oauthTenantOfFactors } from '../oauth/tokens.js';
import { joinOrganization } from '../organizations/members.js';
import { getOrganization } from '../organizations/repo.js';
import { completeAuthentication } from '../sessions/complete-authentication.js';
import { consumeIntermediateSession, peekIntermediateSession } from '../sessions/intermediate.js';
import { checkSessionDuration } from '../sessions/session-service.js';
import type { AuthFactor } from '../wire.js';
import { createOrganizationForCreator, OrganizationSettings } from './create-organization.js';
import { discoverOrganizations } from './discovered-organizations.js';

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
        },
      },
      async (request) => {
        const token = request.body?.intermediate_session_token;
        let emailAddress: string;
        let factors: AuthFactor[];
        if (token) {
          const ist = await peekIntermediateSession(ctx, token);
          emailAddress = ist.emailAddress;
          factors = ist.authenticationFactors as AuthFactor[];
        } else {
          const { member, session } = await requireSession(ctx, request);
          emailAddress = member.emailAddress;
          factors = session.authenticationFactors as AuthFactor[];
        }
        return identityOk(request, {
          email_address: emailAddress,
          discovered_organizations: await discoverOrganizations(ctx, { emailAddress, factors }),
          organization_id_hint: null,
        });
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
        },
      },
      async (request) => {
        const durationMinutes = checkSessionDuration(request.body.session_duration_minutes);
        const organization = await getOrganization(ctx.db, request.body.organization_id);
        const ist = await consumeIntermediateSession(ctx, request.body.intermediate_session_token);
        if (ist.organizationId && ist.organizationId !== organization.organizationId) {
          throw identityError('unauthorized_action', 'This intermediate session belongs to another organization.');
        }
        const factors = ist.authenticationFactors as AuthFactor[];
        const emailVerified = factors.some((f) => f.type === 'magic_link' || f.type === 'email_otp' || f.type === 'oauth');
        const oauthTenant = await oauthTenantOfFactors(ctx, factors);
        const member = await joinOrganization(ctx, { organization, emailAddress: ist.emailAddress, emailVerified, oauthTenant });
        return identityOk(request, await completeAuthentication(ctx, { member, organization, factors, durationMinutes }));
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
        },
      },
      async (request) => {
        if (!ctx.config.identity.createOrganizationEnabled) throw identityError('create_organization_disabled');
        const durationMinutes = checkSessionDuration(request.body.session_duration_minutes);
        const ist = await peekIntermediateSession(ctx, request.body.intermediate_session_token);
        const factors = ist.authenticationFactors as AuthFactor[];
        // Validate and create first, then use the IST up: a taken slug leaves the IST usable.
        const { organization, member } = await createOrganizationForCreator(ctx, {
          settings: request.body,
          emailAddress: ist.emailAddress,
          emailVerified: factors.some((f) => f.type === 'magic_link' || f.type === 'email_otp' || f.type === 'oauth'),
        });
        await consumeIntermediateSession(ctx, request.body.intermediate_session_token);
        return identityOk(request, await completeAuthentication(ctx, { member, organization, factors, durationMinutes }));
      },
    );
  };
