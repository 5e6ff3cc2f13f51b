import { randomBytes } from 'node:crypto';
import { slugFromName } from '@shelfscope/contracts';
import { z } from 'zod';
import type { IdentityContext } from '../context.js';
import { newId } from '../crypto.js';
import { refuseClaimedDomains } from '../domains/claims.js';
import { identityError } from '../errors.js';
import { findOrganizationBySlug } from '../organizations/repo.js';
import { identityMembers, identityOrganizations } from '../schema.js';
import { ADMIN_ROLE, type MemberRow, type OrganizationRow } from '../wire.js';

const AUTH_METHODS = [
  'sso',
  'magic_link',
  'email_otp',
  'password',
  'google_oauth',
  'microsoft_oauth',
  'slack_oauth',
  'github_oauth',
  'hubspot_oauth',
  // Ours (docs/identity.md, "Passkeys"): clients that do not know it never offer it.
  'passkey',
] as const;
const MFA_METHODS = ['sms_otp', 'totp', 'passkey'] as const;
/** Slugs: 2 to 128 of lowercase letters, digits and - . _ ~ (URL-safe without escaping). */
export const SLUG = /^[a-z0-9._~-]{2,128}$/;

/** The organization settings a creator or an admin may set (wire names). */
export const OrganizationSettings = z.object({
  organization_name: z.string().trim().min(1).max(128).optional(),
  organization_slug: z.string().trim().max(128).optional(),
  organization_logo_url: z.union([z.url(), z.literal('')]).optional(),
  email_allowed_domains: z
    .array(
      z
        .string()
        .trim()
        .toLowerCase()
        .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'must be a domain such as example.com'),
    )
    .max(50)
    .optional(),
  email_jit_provisioning: z.enum(['RESTRICTED', 'NOT_ALLOWED']).optional(),
  email_invites: z.enum(['ALL_ALLOWED', 'RESTRICTED', 'NOT_ALLOWED']).optional(),
  auth_methods: z.enum(['ALL_ALLOWED', 'RESTRICTED']).optional(),
  allowed_auth_methods: z.array(z.enum(AUTH_METHODS)).optional(),
  mfa_policy: z.enum(['OPTIONAL', 'REQUIRED_FOR_ALL']).optional(),
  mfa_methods: z.enum(['ALL_ALLOWED', 'RESTRICTED']).optional(),
  allowed_mfa_methods: z.array(z.enum(MFA_METHODS)).optional(),
  oauth_tenant_jit_provisioning: z.enum(['RESTRICTED', 'NOT_ALLOWED']).optional(),
  /** Tenant ids per provider (Google hd, Microsoft tid, Slack team, HubSpot hub, GitHub organization id). */
  allowed_oauth_tenants: z
    .partialRecord(
      z.enum(['google', 'microsoft', 'hubspot', 'slack', 'github']),
      z.array(z.string().trim().min(1).max(200)).max(50),
    )
    .optional(),
});
export type OrganizationSettings = z.infer<typeof OrganizationSettings>;

/** Settings in column form (only those given), for insert and update. */
export function settingsColumns(s: OrganizationSettings) {
  return {
    ...(s.organization_name !== undefined ? { name: s.organization_name } : {}),
    ...(s.organization_logo_url !== undefined ? { logoUrl: s.organization_logo_url } : {}),
    ...(s.email_allowed_domains !== undefined ? { emailAllowedDomains: [...new Set(s.email_allowed_domains)] } : {}),
    ...(s.email_jit_provisioning !== undefined ? { emailJitProvisioning: s.email_jit_provisioning } : {}),
    ...(s.email_invites !== undefined ? { emailInvites: s.email_invites } : {}),
    ...(s.auth_methods !== undefined ? { authMethods: s.auth_methods } : {}),
    ...(s.allowed_auth_methods !== undefined ? { allowedAuthMethods: [...new Set(s.allowed_auth_methods)] } : {}),
    ...(s.mfa_policy !== undefined ? { mfaPolicy: s.mfa_policy } : {}),
    ...(s.mfa_methods !== undefined ? { mfaMethods: s.mfa_methods } : {}),
    ...(s.allowed_mfa_methods !== undefined ? { allowedMfaMethods: [...new Set(s.allowed_mfa_methods)] } : {}),
    ...(s.oauth_tenant_jit_provisioning !== undefined ? { oauthTenantJitProvisioning: s.oauth_tenant_jit_provisioning } : {}),
    ...(s.allowed_oauth_tenants !== undefined
      ? {
          allowedOauthTenants: Object.fromEntries(
            Object.entries(s.allowed_oauth_tenants).map(([provider, tenants]) => [provider, [...new Set(tenants ?? [])]]),
          ),
        }
      : {}),
  };
}

export function checkSlug(slug: string): string {
  const value = slug.trim().toLowerCase();
  if (!SLUG.test(value)) throw identityError('invalid_organization_slug');
  return value;
}

/**
 * Creates an organization with its creator as first member and admin. Without a name, one is
 * made from the address; without a slug, one from the name (with a suffix when taken).
 */
export async function createOrganizationForCreator(
  ctx: IdentityContext,
  input: { settings: OrganizationSettings; emailAddress: string; emailVerified: boolean },
): Promise<{ organization: OrganizationRow; member: MemberRow }> {
  const name = input.settings.organization_name ?? `${input.emailAddress.split('@')[0]}'s organization`;
  let slug: string;
  if (input.settings.organization_slug) {
    slug = checkSlug(input.settings.organization_slug);
    if (await findOrganizationBySlug(ctx, slug)) throw identityError('organization_slug_already_used');
  } else {
    slug = slugFromName(name);
    if (await findOrganizationBySlug(ctx, slug)) slug = `${slug}-${randomBytes(3).toString('hex')}`;
  }
  if (input.settings.auth_methods === 'RESTRICTED' && !(input.settings.allowed_auth_methods ?? []).length) {
    throw identityError('bad_request', 'allowed_auth_methods must list at least one method when auth_methods is RESTRICTED.');
  }
  await refuseClaimedDomains(ctx, null, input.settings.email_allowed_domains);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [organization] = await tx
        .insert(identityOrganizations)
        .values({
          ...settingsColumns(input.settings),
          organizationId: newId('organization', ctx.project.environment),
          projectId: ctx.project.projectId,
          name,
          slug,
        })
        .returning();
      if (!organization) throw new Error('organization insert returned no row');
      const [member] = await tx
        .insert(identityMembers)
        .values({
          memberId: newId('member', ctx.project.environment),
          organizationId: organization.organizationId,
          emailAddress: input.emailAddress,
          emailAddressVerified: input.emailVerified,
          status: 'active',
          roles: [ADMIN_ROLE],
        })
        .returning();
      if (!member) throw new Error('member insert returned no row');
      return { organization, member };
    });
  } catch (error) {
    // Two creations raced for one slug: the unique index decided.
    if (String((error as { cause?: unknown }).cause ?? error).includes('identity_organizations_slug_idx')) {
      throw identityError('organization_slug_already_used');
    }
    throw error;
  }
}
