import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { companies } from '../company/schema.js';
import type { ProviderSubscription } from './provider.js';
import { billingCustomers, billingSubscriptions } from './schema.js';

/** Which subscription speaks for the company: a live one before an ended one, newest first. */
const RANK: Record<string, number> = { active: 0, trialing: 0, past_due: 0, canceled: 1 };

/**
 * Applies the provider's current state of a subscription to our mirror and to its company, in the
 * caller's transaction. A canceled subscription is final: a late event that still shows it live
 * is ignored, so reordered deliveries never move it backwards. Answers whether the company of
 * the subscription is known (a customer that is not ours changes nothing).
 */
export async function applySubscription(tx: Db, sub: ProviderSubscription): Promise<boolean> {
  const [customer] = await tx.select().from(billingCustomers).where(eq(billingCustomers.customerId, sub.customerId));
  if (!customer) return false;
  // The company row is the lock: deliveries about one company apply one at a time.
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, customer.companyId)).for('update');
  const [known] = await tx.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, sub.id));
  if (known?.status === 'canceled' && sub.status !== 'canceled') return true;
  const values = {
    status: sub.status,
    planCode: sub.planCode,
    period: sub.period,
    amount: sub.amount,
    trialEnd: sub.trialEnd,
    currentPeriodStart: sub.currentPeriodStart,
    currentPeriodEnd: sub.currentPeriodEnd,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    canceledAt: sub.canceledAt,
    referralCode: sub.metadata.referralCode ?? null,
    updated: new Date(),
  };
  await tx
    .insert(billingSubscriptions)
    .values({
      id: sub.id,
      companyId: customer.companyId,
      provider: customer.provider,
      customerId: sub.customerId,
      providerCreated: sub.created,
      ...values,
    })
    .onConflictDoUpdate({ target: billingSubscriptions.id, set: values });
  await followSubscriptions(tx, customer.companyId);
  return true;
}

/** Sets the company's plan, status, trial end and period end from the subscription that speaks for it. */
async function followSubscriptions(tx: Db, companyId: string): Promise<void> {
  const subs = await tx
    .select()
    .from(billingSubscriptions)
    .where(and(eq(billingSubscriptions.companyId, companyId), ne(billingSubscriptions.status, 'incomplete')))
    .orderBy(desc(billingSubscriptions.providerCreated));
  const [lead] = subs.sort((a, b) => (RANK[a.status] ?? 2) - (RANK[b.status] ?? 2));
  // Only incomplete checkouts: the company keeps the trial or plan it had.
  if (!lead) return;
  await tx
    .update(companies)
    .set({
      planCode: lead.planCode,
      subscriptionStatus: lead.status,
      ...(lead.status === 'trialing' ? { trialEndsAt: lead.trialEnd } : {}),
      currentPeriodEnd: lead.currentPeriodEnd,
    })
    .where(eq(companies.id, companyId));
}
