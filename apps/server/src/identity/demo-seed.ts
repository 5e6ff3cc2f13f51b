import type { SeedStep } from '../seed/seed.js';
import { newId } from './crypto.js';
import { findOrganizationBySlug } from './organizations/repo.js';
import { hashPassword } from './passwords/hashing.js';
import { storePassword } from './passwords/store.js';
import { identityMembers, identityOrganizations } from './schema.js';
import { ADMIN_ROLE } from './wire.js';

/** The demo sign-in the README explains (development only: production seeds nothing). */
export const DEMO_ORGANIZATION = { name: 'Demo Wholesale', slug: 'demo' };
export const DEMO_MEMBER = { email: 'demo@shelfscope.local', password: 'Lantern-harbor-2026' };

export const identityDemoStep: SeedStep = {
  name: 'identity-demo-organization',
  async run({ identity }) {
    if (await findOrganizationBySlug(identity, DEMO_ORGANIZATION.slug)) return;
    const organizationId = newId('organization', identity.project.environment);
    const memberId = newId('member', identity.project.environment);
    await identity.db.transaction(async (tx) => {
      await tx.insert(identityOrganizations).values({
        organizationId,
        projectId: identity.project.projectId,
        name: DEMO_ORGANIZATION.name,
        slug: DEMO_ORGANIZATION.slug,
      });
      await tx.insert(identityMembers).values({
        memberId,
        organizationId,
        emailAddress: DEMO_MEMBER.email,
        emailAddressVerified: true,
        status: 'active',
        name: 'Demo Seller',
        roles: [ADMIN_ROLE],
      });
    });
    await storePassword(identity, {
      memberIds: [memberId],
      passwordHash: await hashPassword(DEMO_MEMBER.password),
      verifyEmail: true,
    });
  },
};
