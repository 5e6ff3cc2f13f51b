import { eq } from 'drizzle-orm';
import { seatsUsed } from '../../identity/directory.js';
import { identityError } from '../../identity/errors.js';
import type { Services } from '../../services.js';
import { companies } from '../company/schema.js';
import { PLAN_CATALOG } from './catalog.js';

/**
 * The plan's team-member limit, for every new membership (an invitation, a sign-up, a join by
 * email domain): active and invited members count. An organization
 * without a seller company yet has no plan to hold it to. Members over the limit after a
 * downgrade stay; only new invitations are refused.
 */
export function admitMemberUnderPlan(services: Services) {
  return async (organizationId: string): Promise<void> => {
    const [company] = await services.database.db
      .select({ planCode: companies.planCode })
      .from(companies)
      .where(eq(companies.organizationId, organizationId));
    if (!company) return;
    const limit = (PLAN_CATALOG[company.planCode as keyof typeof PLAN_CATALOG] ?? PLAN_CATALOG.Undefined).limits.teamMembers;
    if ((await seatsUsed(services.identity.db, organizationId)) >= limit) {
      throw identityError(
        'unauthorized_action',
        `Your plan allows ${limit} team member${limit === 1 ? '' : 's'}. Upgrade your plan to add more.`,
      );
    }
  };
}
