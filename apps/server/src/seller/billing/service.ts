import type { Subscription, UpcomingInvoice } from '@shelfscope/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { memberEmail } from '../../identity/directory.js';
import { HttpError } from '../../platform/http/errors.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import type { CompanyRow } from '../company/service.js';
import { queueDeliveries } from '../webhooks/emit.js';
import { type BillingProvider, BillingProviderError, type ProviderSubscription } from './provider.js';
import { billingCustomers, billingSubscriptions } from './schema.js';
import { applySubscription } from './sync.js';

export type BillingDeps = { db: Db; jobs: Jobs; provider: BillingProvider; publicUrl: string; trialDays: number };

/** The company's provider customer id, or null before its first checkout. */
export async function customerIdOf(db: Db, companyId: string): Promise<string | null> {
  const [row] = await db.select().from(billingCustomers).where(eq(billingCustomers.companyId, companyId));
  return row?.customerId ?? null;
}

/** The company's customer at the provider, created on its first checkout. */
export async function ensureCustomer(deps: BillingDeps, company: CompanyRow, memberId: string): Promise<string> {
  const existing = await customerIdOf(deps.db, company.id);
  if (existing) return existing;
  // Receipts go to the customer's email: the company's billing address, else the member paying.
  const email = company.email ?? (await memberEmail(deps.db, memberId));
  const customerId = await deps.provider.createCustomer({ email, name: company.name, companyId: company.id });
  await deps.db
    .insert(billingCustomers)
    .values({ companyId: company.id, provider: deps.provider.name, customerId })
    .onConflictDoNothing();
  // Two first checkouts at once: the row that landed is the customer (the other stays unused).
  const winner = await customerIdOf(deps.db, company.id);
  if (!winner) throw new Error('billing customer could not be recorded');
  return winner;
}

const LIVE = new Set(['active', 'trialing', 'past_due']);

/** The subscription that speaks for the company: a live one before an ended one, newest first. */
export function leadSubscription(subs: ProviderSubscription[]): ProviderSubscription | null {
  const usable = subs.filter((s) => s.status !== 'incomplete').sort((a, b) => b.created.getTime() - a.created.getTime());
  return usable.find((s) => LIVE.has(s.status)) ?? usable[0] ?? null;
}

export function subscriptionDto(sub: ProviderSubscription): Subscription {
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    subscriptionId: sub.id,
    planType: sub.planCode,
    billingFrequency: sub.period === 'Year' ? 1 : 0,
    isFreeTrial: sub.status === 'trialing',
    referralCode: sub.metadata.referralCode ?? null,
    metadata: Object.entries(sub.metadata).map(([key, value]) => ({ key, value })),
    amount: sub.amount,
    cancelledAt: iso(sub.canceledAt),
    trialEnd: iso(sub.trialEnd),
    status: sub.status,
    billingCycleDate: iso(sub.currentPeriodStart),
    currentPeriodEnd: iso(sub.currentPeriodEnd),
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
  };
}

/** The company's subscriptions at the provider (none before its first checkout). */
export async function subscriptionsOf(deps: BillingDeps, company: CompanyRow): Promise<ProviderSubscription[]> {
  const customerId = await customerIdOf(deps.db, company.id);
  return customerId ? deps.provider.listSubscriptions(customerId) : [];
}

/** One of the company's own subscriptions (default: its lead one); anyone else's is a 404. */
export async function ownSubscription(deps: BillingDeps, company: CompanyRow, id?: string): Promise<ProviderSubscription> {
  const subs = await subscriptionsOf(deps, company);
  const found = id ? subs.find((s) => s.id === id) : leadSubscription(subs);
  if (!found) throw new HttpError(404, 'not_found', id ? 'No such subscription.' : 'You have no subscription yet.');
  return found;
}

/** A customer's next invoice, from its lead subscription (null: nothing will be charged). */
export async function nextInvoiceOf(provider: BillingProvider, customerId: string): Promise<UpcomingInvoice | null> {
  const lead = leadSubscription(await provider.listSubscriptions(customerId));
  if (!lead) return null;
  const upcoming = await provider.upcomingInvoice({ customerId, subscriptionId: lead.id });
  if (!upcoming) return null;
  return {
    nextPaymentAttempt: upcoming.nextPaymentAttempt?.toISOString() ?? null,
    amount: upcoming.amount,
    trialEndDate: lead.status === 'trialing' ? (lead.trialEnd?.toISOString() ?? null) : null,
    currentPeriodEndDate: lead.currentPeriodEnd?.toISOString() ?? null,
    planCode: lead.planCode,
  };
}

/**
 * Applies what the provider answered at once, so the caller's next read agrees (the webhook
 * follows and finds nothing left to change), and queues the `subscription.changed` deliveries
 * it recorded once the transaction has committed.
 */
export async function applyNow(deps: { db: Db; jobs: Jobs }, sub: ProviderSubscription): Promise<void> {
  const applied = await deps.db.transaction((tx) => applySubscription(tx as unknown as Db, sub));
  await queueDeliveries(deps.jobs, applied.deliveries);
}

/** Whether the company ever held a provider subscription (a trial is given once). */
export async function hadSubscription(db: Db, companyId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: billingSubscriptions.id })
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.companyId, companyId))
    .limit(1);
  return Boolean(row);
}

/**
 * When a checkout's trial ends (docs/billing.md, "Trials"). A company gets one trial: while the
 * one it started with is running, a checkout with the trial keeps it (billing starts when it
 * ends, no day added or lost); a company that never had one starts a fresh one; anyone else is
 * refused (409 trial_unavailable). Without the trial the checkout charges at once.
 */
export async function checkoutTrialEnd(deps: BillingDeps, company: CompanyRow, now = new Date()): Promise<Date> {
  if (company.subscriptionStatus === 'trialing' && company.trialEndsAt && company.trialEndsAt > now) return company.trialEndsAt;
  if (deps.trialDays > 0 && company.trialEndsAt === null && !(await hadSubscription(deps.db, company.id))) {
    return new Date(now.getTime() + deps.trialDays * 86_400_000);
  }
  throw new HttpError(409, 'trial_unavailable', 'The free trial is not available for this account: subscribe without a trial.');
}

/** A provider's refusal as the caller's 4xx. */
export async function providerCall<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof BillingProviderError)) throw error;
    if (error.code === 'resource_missing') throw new HttpError(404, 'not_found', error.message);
    if (error.code === 'card_declined') throw new HttpError(402, 'card_declined', error.message);
    if (error.code === 'billing_unavailable') throw new HttpError(503, 'billing_unavailable', error.message);
    throw new HttpError(409, error.code, error.message);
  }
}

/**
 * The provider as the routes use it: every call's refusal becomes the caller's 4xx (503 when the
 * provider cannot be reached), never a 500. Webhook verification keeps its own handling.
 */
export function guarded(provider: BillingProvider): BillingProvider {
  return new Proxy(provider, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof value !== 'function' || property === 'verifyWebhook') return value;
      return (...args: unknown[]) => providerCall(() => value.apply(target, args));
    },
  });
}
