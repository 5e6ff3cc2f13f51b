import type { CatalogPlan, PlanDetails } from '@shelfscope/contracts';
import { PAID_PLANS } from '@shelfscope/contracts';
import { seatsUsed } from '../../identity/directory.js';
import type { Services } from '../../services.js';
import { type CompanyRow, hasActiveAccess } from '../company/service.js';
import { countShortlists } from '../shortlists/service.js';
import { countSuppliers } from '../suppliers/service.js';
import { withTenant } from '../tenancy.js';
import { lookupsThisMonth, usageThisMonth } from '../usage/service.js';
import { PLAN_CATALOG, type PlanLimits } from './catalog.js';

const LIMIT_NAMES: Record<keyof PlanLimits, string> = {
  suppliers: 'Suppliers',
  skusScannedPerMonth: 'SKUs scanned per month',
  filesUploadedPerMonth: 'Files uploaded per month',
  shortlists: 'Shortlists',
  teamMembers: 'Team members',
};

/**
 * Current usage per limit: live suppliers, SKUs scanned and files uploaded this calendar month,
 * live shortlists and active members.
 */
async function usage(services: Services, company: CompanyRow): Promise<Record<keyof PlanLimits, number>> {
  const { suppliers, skus, files, shortlists } = await withTenant(services.database.db, company.id, async (db) => {
    const tenant = { db, companyId: company.id, memberId: '', isAppFilterOn: true };
    return {
      suppliers: await countSuppliers(tenant),
      skus: await lookupsThisMonth(tenant),
      files: await usageThisMonth(tenant, 'files_uploaded'),
      shortlists: await countShortlists(tenant),
    };
  });
  const teamMembers = await seatsUsed(services.identity.db, company.organizationId);
  return {
    suppliers,
    skusScannedPerMonth: skus,
    filesUploadedPerMonth: files,
    shortlists,
    teamMembers,
  };
}

/** The company's plan with its features, its limits and their usage, and its subscription status. */
export async function planDetails({ services, company }: { services: Services; company: CompanyRow }): Promise<PlanDetails> {
  const plan = PLAN_CATALOG[company.planCode as keyof typeof PLAN_CATALOG] ?? PLAN_CATALOG.Undefined;
  const used = await usage(services, company);
  return {
    planCode: plan.code,
    planName: plan.name,
    planFeatures: plan.features,
    planLimits: (Object.keys(LIMIT_NAMES) as (keyof PlanLimits)[]).map((key) => ({
      limitName: LIMIT_NAMES[key],
      maxValue: plan.limits[key],
      currentValue: used[key],
    })),
    subscriptionStatus: company.subscriptionStatus as PlanDetails['subscriptionStatus'],
    isActive: hasActiveAccess(company),
    trialEnd: company.trialEndsAt?.toISOString() ?? null,
    currentPeriodEnd: company.currentPeriodEnd?.toISOString() ?? null,
  };
}

/** The plans a seller can buy, with their prices, features and limits (no usage). */
export function catalogPlans(): CatalogPlan[] {
  return PAID_PLANS.map((code) => {
    const plan = PLAN_CATALOG[code];
    return {
      planCode: code,
      planName: plan.name,
      planFeatures: plan.features,
      planLimits: (Object.keys(LIMIT_NAMES) as (keyof PlanLimits)[]).map((key) => ({
        limitName: LIMIT_NAMES[key],
        maxValue: plan.limits[key],
      })),
      monthlyPrice: plan.prices.monthly,
      yearlyPrice: plan.prices.yearly,
      currency: 'usd' as const,
    };
  });
}
