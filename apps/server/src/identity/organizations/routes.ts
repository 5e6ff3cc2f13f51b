import {
  MemberLookupResponse,
  OrganizationBySlugResponse,
  OrganizationResponse,
  SelfResponse,
} from '@shelfscope/identity-client/wire';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOk } from '../../platform/http/envelopes.js';
import type { IdentityContext } from '../context.js';
import { requireSession } from '../http/identity-http.js';
import { memberWire, organizationWire } from '../wire.js';
import { lookUpMember } from './member-lookup.js';
import { findOrganizationBySlug } from './repo.js';
import { OrganizationUpdate, updateOrganization } from './update-organization.js';

export { MEMBER_SEARCHES_PER_WINDOW } from './member-lookup.js';

export const organizationRoutes =
  (ctx: IdentityContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/sdk/v1/b2b/organizations/search',
      {
        schema: {
          tags: ['identity'],
          summary: 'Get an organization by slug',
          body: z.object({ organization_slug: z.string().trim().min(1).max(128) }),
          response: { 200: OrganizationBySlugResponse },
        },
      },
      async (request) => {
        const organization = await findOrganizationBySlug(ctx, request.body.organization_slug);
        return identityOk(request, { organization: organization ? organizationWire(organization) : null });
      },
    );

    // The official UI's organization password form asks whether the address is a member before
    // it offers the password step (found: password; not found: the non-member reset rules). Anyone
    // with the public token may ask, so it answers only what that decision needs (a member, and
    // its status; no name, no password flag) and only MEMBER_SEARCHES_PER_WINDOW times per
    // caller address and organization in ten minutes, and `memberSearchesPerOrganization` times per
    // organization from all addresses together (addresses are cheap: enumerating stays slow).
    // The trade-off (docs/identity.md): a flood can use up an organization's allowance for the
    // rest of its ten minutes; members then sign in by email link or code, or wait.
    app.post(
      '/sdk/v1/b2b/organizations/members/search',
      {
        schema: {
          tags: ['identity'],
          summary: 'Whether an email address is a member of an organization (login form)',
          body: z.object({
            email_address: z.string().trim().toLowerCase().email().max(254),
            organization_id: z.string().trim().min(1).max(128),
          }),
          response: { 200: MemberLookupResponse },
        },
      },
      async (request) => {
        const member = await lookUpMember(ctx, {
          organizationId: request.body.organization_id,
          emailAddress: request.body.email_address,
          source: request.ip,
        });
        return identityOk(request, { member });
      },
    );

    app.get(
      '/sdk/v1/b2b/organizations/me',
      { schema: { tags: ['identity'], summary: "The session's organization", response: { 200: OrganizationResponse } } },
      async (request) => {
        const { organization } = await requireSession(ctx, request);
        return identityOk(request, { organization: organizationWire(organization) });
      },
    );

    app.put(
      '/sdk/v1/b2b/organizations/me',
      {
        schema: {
          tags: ['identity'],
          summary: "Update the session's organization (admins)",
          body: OrganizationUpdate,
          response: { 200: OrganizationResponse },
        },
      },
      async (request) => {
        const live = await requireSession(ctx, request);
        const organization = await updateOrganization(ctx, { live, changes: request.body });
        return identityOk(request, { organization: organizationWire(organization) });
      },
    );

    app.get(
      '/sdk/v1/b2b/organizations/members/me',
      { schema: { tags: ['identity'], summary: 'The signed-in member', response: { 200: SelfResponse } } },
      async (request) => {
        const { member, organization } = await requireSession(ctx, request);
        return identityOk(request, { member: memberWire(member), organization: organizationWire(organization) });
      },
    );
  };
