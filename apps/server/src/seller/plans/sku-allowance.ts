import { eq } from 'drizzle-orm';
import { companies } from '../company/schema.js';
import type { Tenant } from '../tenancy.js';
import { lookupsThisMonth } from '../usage/service.js';
import { PLAN_CATALOG } from './catalog.js';

/**
 * Lookups (SKUs scanned, eligibility checks: usage/service.ts LOOKUP_KINDS) the company may still
 * make this month under its plan (never below 0), and the plan's monthly limit. For work outside
 * a request (jobs), where the plan is read from the company row.
 */
export async function skuAllowance(tenant: Tenant): Promise<{ left: number; limit: number }> {
  const [company] = await tenant.db
    .select({ planCode: companies.planCode })
    .from(companies)
    .where(eq(companies.id, tenant.companyId));
  const plan = PLAN_CATALOG[(company?.planCode ?? 'Undefined') as keyof typeof PLAN_CATALOG] ?? PLAN_CATALOG.Undefined;
  const limit = plan.limits.skusScannedPerMonth;
  return { left: Math.max(0, limit - (await lookupsThisMonth(tenant))), limit };
}
