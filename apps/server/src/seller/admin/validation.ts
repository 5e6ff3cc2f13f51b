import type { SubscriptionDifference, SubscriptionValidation } from '@shelfscope/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { HttpError } from '../../platform/http/errors.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import type { BillingProvider, ProviderSubscription } from '../billing/provider.js';
import { billingCustomers } from '../billing/schema.js';
import { applyNow, leadSubscription } from '../billing/service.js';
import { companies } from '../company/schema.js';

type CompanyRow = typeof companies.$inferSelect;

const stateOf = (company: Pick<CompanyRow, 'planCode' | 'subscriptionStatus'>) => ({
  planCode: company.planCode,
  subscriptionStatus: company.subscriptionStatus,
});

/**
 * Repairs a company from the provider: the provider's subscriptions go through the webhook's own
 * apply (so our mirror agrees), then the company is set from the provider's lead subscription
 * directly, so it matches even when the mirror itself had been changed.
 */
async function repair(
  deps: { db: Db; jobs: Jobs },
  company: CompanyRow,
  subs: ProviderSubscription[],
  lead: ProviderSubscription,
) {
  const { db } = deps;
  for (const sub of subs) await applyNow(deps, sub);
  await db
    .update(companies)
    .set({
      planCode: lead.planCode,
      subscriptionStatus: lead.status,
      ...(lead.status === 'trialing' ? { trialEndsAt: lead.trialEnd } : {}),
      currentPeriodEnd: lead.currentPeriodEnd,
    })
    .where(eq(companies.id, company.id));
  const [after] = await db.select().from(companies).where(eq(companies.id, company.id));
  return after ?? company;
}

/**
 * Compares every company that has a customer at the billing provider with the provider's lead
 * subscription (plan and status) and lists the differences. With `selfHeal` each difference is
 * repaired from the provider and reported with the company's state after the repair. Companies
 * without a customer (a trial never paid) or whose customer has no subscription are not billed
 * and have nothing to compare. A customer the provider refuses to read is listed as unreadable.
 */
export async function validateSubscriptions({
  db,
  jobs,
  provider,
  selfHeal,
}: {
  db: Db;
  jobs: Jobs;
  provider: BillingProvider;
  selfHeal: boolean;
}): Promise<SubscriptionValidation> {
  const deps = { db, jobs };
  const rows = await db
    .select({ company: companies, customerId: billingCustomers.customerId })
    .from(companies)
    .innerJoin(billingCustomers, eq(billingCustomers.companyId, companies.id))
    .where(eq(companies.deleted, false))
    .orderBy(asc(companies.name), asc(companies.id));
  const differences: SubscriptionDifference[] = [];
  const unreadable: SubscriptionValidation['unreadable'] = [];
  let checked = 0;
  for (const { company, customerId } of rows) {
    let subs: ProviderSubscription[];
    try {
      subs = await provider.listSubscriptions(customerId);
    } catch (error) {
      // One customer the provider no longer knows must not hide every other company's result;
      // an outage (503) is the whole run's answer.
      if (!(error instanceof HttpError) || error.statusCode === 503) throw error;
      unreadable.push({ companyId: company.id, companyName: company.name, customerId, message: error.message });
      continue;
    }
    const lead = leadSubscription(subs);
    if (!lead) continue;
    checked += 1;
    const expected = { planCode: lead.planCode, subscriptionStatus: lead.status };
    if (company.planCode === expected.planCode && company.subscriptionStatus === expected.subscriptionStatus) continue;
    const after = selfHeal ? stateOf(await repair(deps, company, subs, lead)) : null;
    differences.push({
      companyId: company.id,
      companyName: company.name,
      customerId,
      subscriptionId: lead.id,
      local: stateOf(company),
      provider: expected,
      after,
      repaired:
        after !== null && after.planCode === expected.planCode && after.subscriptionStatus === expected.subscriptionStatus,
    });
  }
  return { checked, differences, unreadable, selfHealed: selfHeal, repaired: differences.filter((d) => d.repaired).length };
}

/**
 * The admin's subscription check: validateSubscriptions, and when it repaired anything, what it
 * changed for the audit log (`audit` adds it to the call's entry).
 */
export async function checkSubscriptions({
  db,
  jobs,
  provider,
  selfHeal,
  audit,
}: {
  db: Db;
  jobs: Jobs;
  provider: BillingProvider;
  selfHeal: boolean;
  audit: (detail: Record<string, unknown>) => void;
}): Promise<SubscriptionValidation> {
  const report = await validateSubscriptions({ db, jobs, provider, selfHeal });
  if (report.selfHealed) {
    audit({ selfHeal: report.differences.map((d) => ({ companyId: d.companyId, before: d.local, after: d.after })) });
  }
  return report;
}
