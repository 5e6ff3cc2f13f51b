import { newId } from '../../identity/crypto.js';
import { findOrganizationBySlug } from '../../identity/organizations/repo.js';
import { hashPassword } from '../../identity/passwords/hashing.js';
import { storePassword } from '../../identity/passwords/store.js';
import { identityMembers, identityOrganizations } from '../../identity/schema.js';
import type { SeedStep } from '../../seed/seed.js';
import { PLATFORM_ADMIN_ROLE } from './access.js';

/** The demo operator the README explains: a platform admin of the operator organization. */
export const DEMO_OPERATOR = {
  organizationName: 'ShelfScope Operators',
  email: 'operator@shelfscope.local',
  password: 'Beacon-quarry-2026',
};

/** Creates the operator organization (ADMIN_ORGANIZATION_SLUG) with one shelfscope_admin member, once. */
export const adminDemoStep: SeedStep = {
  name: 'admin-demo-operator',
  async run({ identity, config }) {
    if (await findOrganizationBySlug(identity, config.admin.organizationSlug)) return;
    const organizationId = newId('organization', identity.project.environment);
    const memberId = newId('member', identity.project.environment);
    await identity.db.transaction(async (tx) => {
      await tx.insert(identityOrganizations).values({
        organizationId,
        projectId: identity.project.projectId,
        name: DEMO_OPERATOR.organizationName,
        slug: config.admin.organizationSlug,
      });
      await tx.insert(identityMembers).values({
        memberId,
        organizationId,
        emailAddress: DEMO_OPERATOR.email,
        emailAddressVerified: true,
        status: 'active',
        name: 'Demo Operator',
        roles: [PLATFORM_ADMIN_ROLE],
      });
    });
    await storePassword(identity, {
      memberIds: [memberId],
      passwordHash: await hashPassword(DEMO_OPERATOR.password),
      verifyEmail: true,
    });
  },
};
