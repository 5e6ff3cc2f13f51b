import { CatalogPlan, envelope, PAID_PLANS, PlanDetails } from '@shelfscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { seatsUsed } from '../../identity/directory.js';
import { ok } from '../../platform/http/envelopes.js';
import { sessionOnly } from '../../platform/http/route-access.js';
import type { Services } from '../../services.js';
import { sellerOf } from '../auth/seller-auth.js';
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

export async function planDetails(services: Services, company: CompanyRow): Promise<PlanDetails> {
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

/** The plan, its features and limits with usage. Not gated: a lapsed company must see its plan. */
export const planRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/Checkout/Plans',
      {
        schema: {
          tags: ['Billing'],
          summary: 'The plan catalog: prices (cents, monthly and yearly), features and limits',
          ...sessionOnly('billing', 'read'),
          response: { 200: envelope(z.array(CatalogPlan)) },
        },
      },
      async () => ok(catalogPlans()),
    );
    for (const url of ['/api/UserAccount/PlanDetails', '/api/UserAccount/plan']) {
      app.get(
        url,
        {
          schema: {
            tags: ['UserAccount'],
            summary: 'The plan with its features, limits and usage',
            ...sessionOnly('company', 'read'),
            response: { 200: envelope(PlanDetails) },
          },
        },
        async (request) => ok(await planDetails(services, sellerOf(request).company)),
      );
    }
  };
