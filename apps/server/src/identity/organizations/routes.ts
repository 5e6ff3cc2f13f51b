import { and, eq, ne } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOk } from '../../platform/http/envelopes.js';
import { auditedWrite } from '../audit-actor.js';
import type { IdentityContext } from '../context.js';
import { checkSlug, OrganizationSettings, settingsColumns } from '../discovery/create-organization.js';
import { refuseClaimedDomains } from '../domains/claims.js';
import { identityError } from '../errors.js';
import { requireSession } from '../http/identity-http.js';
import { enforceRateLimit } from '../rate-limit.js';
import { requirePermission } from '../rbac/authorize.js';
import type { Action } from '../rbac/policy.js';
import { identityMembers, identityOrganizations } from '../schema.js';
import { SsoOrganizationSettings, ssoSettingsColumns } from '../sso/manage.js';
import { memberWire, organizationWire } from '../wire.js';
import { announceOrganization } from './member-events.js';
import { findOrganizationBySlug } from './repo.js';

/** What an admin may change: the creation settings plus the SSO settings. */
const OrganizationUpdate = OrganizationSettings.extend(SsoOrganizationSettings.shape);
type OrganizationUpdate = z.infer<typeof OrganizationUpdate>;

/** The permission each organization setting needs (stytch.organization actions). */
const SETTING_ACTIONS: Record<keyof OrganizationUpdate, Action<'stytch.organization'>> = {
  organization_name: 'update.info.name',
  organization_slug: 'update.info.slug',
  organization_logo_url: 'update.info.logo-url',
  email_allowed_domains: 'update.settings.email-jit-provisioning',
  email_jit_provisioning: 'update.settings.email-jit-provisioning',
  email_invites: 'update.settings.email-invites',
  auth_methods: 'update.settings.allowed-auth-methods',
  allowed_auth_methods: 'update.settings.allowed-auth-methods',
  mfa_policy: 'update.settings.mfa-policy',
  mfa_methods: 'update.settings.allowed-mfa-methods',
  allowed_mfa_methods: 'update.settings.allowed-mfa-methods',
  oauth_tenant_jit_provisioning: 'update.settings.oauth-tenant-jit-provisioning',
  allowed_oauth_tenants: 'update.settings.oauth-tenant-jit-provisioning',
  sso_jit_provisioning: 'update.settings.sso-jit-provisioning',
  sso_jit_provisioning_allowed_connections: 'update.settings.sso-jit-provisioning',
  sso_default_connection_id: 'update.settings.default-sso-connection',
};

/** Member searches with the public token, per caller address and organization, per window. */
export const MEMBER_SEARCHES_PER_WINDOW = 20;
const MEMBER_SEARCH_WINDOW_SECONDS = 600;

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
        },
      },
      async (request) => {
        await enforceRateLimit(
          ctx.rateLimits,
          `member-search:${request.ip}:${request.body.organization_id}`,
          MEMBER_SEARCHES_PER_WINDOW,
          MEMBER_SEARCH_WINDOW_SECONDS,
        );
        await enforceRateLimit(
          ctx.rateLimits,
          `member-search:organization:${request.body.organization_id}`,
          ctx.config.identity.rateLimits.memberSearchesPerOrganization,
          MEMBER_SEARCH_WINDOW_SECONDS,
        );
        const [member] = await ctx.db
          .select()
          .from(identityMembers)
          .where(
            and(
              eq(identityMembers.organizationId, request.body.organization_id),
              eq(identityMembers.emailAddress, request.body.email_address),
              ne(identityMembers.status, 'deleted'),
            ),
          )
          .limit(1);
        return identityOk(request, {
          member: member ? { status: member.status } : null,
        });
      },
    );

    app.get(
      '/sdk/v1/b2b/organizations/me',
      { schema: { tags: ['identity'], summary: "The session's organization" } },
      async (request) => {
        const { organization } = await requireSession(ctx, request);
        return identityOk(request, { organization: organizationWire(organization) });
      },
    );

    app.put(
      '/sdk/v1/b2b/organizations/me',
      { schema: { tags: ['identity'], summary: "Update the session's organization (admins)", body: OrganizationUpdate } },
      async (request) => {
        const live = await requireSession(ctx, request);
        const { organization } = live;
        for (const field of Object.keys(request.body) as (keyof OrganizationUpdate)[]) {
          if (request.body[field] !== undefined) requirePermission(ctx, live, 'stytch.organization', SETTING_ACTIONS[field]);
        }
        await refuseClaimedDomains(ctx, organization.organizationId, request.body.email_allowed_domains);
        const changes = { ...settingsColumns(request.body), ...(await ssoSettingsColumns(ctx, organization, request.body)) };
        let slug: string | undefined;
        if (request.body.organization_slug !== undefined) {
          slug = checkSlug(request.body.organization_slug);
          const taken = await findOrganizationBySlug(ctx, slug);
          if (taken && taken.organizationId !== organization.organizationId)
            throw identityError('organization_slug_already_used');
        }
        const authMethods = changes.authMethods ?? organization.authMethods;
        const allowed = changes.allowedAuthMethods ?? organization.allowedAuthMethods;
        if (authMethods === 'RESTRICTED' && allowed.length === 0) {
          throw identityError(
            'bad_request',
            'allowed_auth_methods must list at least one method when auth_methods is RESTRICTED.',
          );
        }
        const [updated] = await auditedWrite(ctx.db, (db) =>
          db
            .update(identityOrganizations)
            .set({ ...changes, ...(slug ? { slug } : {}), updatedAt: new Date() })
            .where(eq(identityOrganizations.organizationId, organization.organizationId))
            .returning(),
        );
        if (updated) {
          const changed = Object.keys(request.body).filter((f) => request.body[f as keyof OrganizationUpdate] !== undefined);
          await announceOrganization(ctx, updated, changed.sort());
        }
        return identityOk(request, { organization: organizationWire(updated ?? organization) });
      },
    );

    app.get(
      '/sdk/v1/b2b/organizations/members/me',
      { schema: { tags: ['identity'], summary: 'The signed-in member' } },
      async (request) => {
        const { member, organization } = await requireSession(ctx, request);
        return identityOk(request, { member: memberWire(member), organization: organizationWire(organization) });
      },
    );
  };
