import { and, eq } from 'drizzle-orm';
import { DEMO_ORGANIZATION } from '../../identity/demo-seed.js';
import { identityOrganizations } from '../../identity/schema.js';
import type { SeedStep } from '../../seed/seed.js';
import { DEV_USERS } from './users.js';

/** The demo organization's tenant at every provider, as the dev IdP reports it for demo@. */
export function demoOAuthTenants(): Record<string, string[]> {
  const demo = DEV_USERS[0];
  if (!demo) return {};
  return {
    google: [demo.googleHd],
    microsoft: [demo.microsoftTid],
    slack: [demo.slackTeam],
    hubspot: [String(demo.hubspotPortal)],
    github: [String(demo.githubOrg.id)],
  };
}

/**
 * Lets newcomers from the demo organization's tenants (buyer@shelfscope.local at the dev IdP)
 * join it by OAuth: tenant JIT RESTRICTED to the demo tenants. Development data only.
 */
export const devIdpDemoTenantsStep: SeedStep = {
  name: 'identity-demo-oauth-tenants',
  async run({ identity }) {
    await identity.db
      .update(identityOrganizations)
      .set({ oauthTenantJitProvisioning: 'RESTRICTED', allowedOauthTenants: demoOAuthTenants(), updatedAt: new Date() })
      .where(
        and(
          eq(identityOrganizations.projectId, identity.project.projectId),
          eq(identityOrganizations.slug, DEMO_ORGANIZATION.slug),
        ),
      );
  },
};
