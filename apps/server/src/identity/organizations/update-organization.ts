import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { auditedWrite } from '../audit-actor.js';
import type { IdentityContext } from '../context.js';
import { checkSlug, OrganizationSettings, settingsColumns } from '../discovery/create-organization.js';
import { refuseClaimedDomains } from '../domains/claims.js';
import { identityError } from '../errors.js';
import { requirePermission } from '../rbac/authorize.js';
import type { Action } from '../rbac/policy.js';
import { identityOrganizations } from '../schema.js';
import type { LiveSession } from '../sessions/session-service.js';
import { SsoOrganizationSettings, ssoSettingsColumns } from '../sso/manage.js';
import type { OrganizationRow } from '../wire.js';
import { announceOrganization } from './member-events.js';
import { findOrganizationBySlug } from './repo.js';

/** What an admin may change: the creation settings plus the SSO settings. */
export const OrganizationUpdate = OrganizationSettings.extend(SsoOrganizationSettings.shape);
export type OrganizationUpdate = z.infer<typeof OrganizationUpdate>;

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

/**
 * organizations/me (PUT): the admin's changes to the session's organization. Each field given
 * needs its own permission; the slug must be free, and a RESTRICTED organization keeps at least
 * one allowed method. Subscribers hear which fields changed.
 */
export async function updateOrganization(
  ctx: IdentityContext,
  input: { live: LiveSession; changes: OrganizationUpdate },
): Promise<OrganizationRow> {
  const { live, changes: body } = input;
  const { organization } = live;
  for (const field of Object.keys(body) as (keyof OrganizationUpdate)[]) {
    if (body[field] !== undefined) requirePermission(ctx, live, 'stytch.organization', SETTING_ACTIONS[field]);
  }
  await refuseClaimedDomains(ctx, organization.organizationId, body.email_allowed_domains);
  const changes = { ...settingsColumns(body), ...(await ssoSettingsColumns(ctx, organization, body)) };
  let slug: string | undefined;
  if (body.organization_slug !== undefined) {
    slug = checkSlug(body.organization_slug);
    const taken = await findOrganizationBySlug(ctx, slug);
    if (taken && taken.organizationId !== organization.organizationId) throw identityError('organization_slug_already_used');
  }
  const authMethods = changes.authMethods ?? organization.authMethods;
  const allowed = changes.allowedAuthMethods ?? organization.allowedAuthMethods;
  if (authMethods === 'RESTRICTED' && allowed.length === 0) {
    throw identityError('bad_request', 'allowed_auth_methods must list at least one method when auth_methods is RESTRICTED.');
  }
  const [updated] = await auditedWrite(ctx.db, (db) =>
    db
      .update(identityOrganizations)
      .set({ ...changes, ...(slug ? { slug } : {}), updatedAt: new Date() })
      .where(eq(identityOrganizations.organizationId, organization.organizationId))
      .returning(),
  );
  if (updated) {
    const changed = Object.keys(body).filter((f) => body[f as keyof OrganizationUpdate] !== undefined);
    await announceOrganization(ctx, updated, changed.sort());
  }
  return updated ?? organization;
}
