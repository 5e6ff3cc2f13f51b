import { and, desc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { companies } from '../company/schema.js';
import { recordWebhookEvent } from '../webhooks/emit.js';
import type { ProviderSubscription } from './provider.js';
import { billingCustomers, billingSubscriptions } from './schema.js';

type SubscriptionRow = typeof billingSubscriptions.$inferSelect;

/** What applying a subscription did: whether its company is ours, and the webhook deliveries to queue once committed. */
export type Applied = { known: boolean; deliveries: string[] };

/** Which subscription speaks for the company: a live one before an ended one, newest first. */
const RANK: Record<string, number> = { active: 0, trialing: 0, past_due: 0, canceled: 1 };

/**
 * Applies the provider's current state of a subscription to our mirror and to its company, in the
 * caller's transaction. A canceled subscription is final: a late event that still shows it live
 * is ignored, so reordered deliveries never move it backwards. Answers whether the company of
 * the subscription is known (a customer that is not ours changes nothing) and, when the state
 * changed, the `subscription.changed` webhook deliveries recorded in the same transaction.
 */
export async function applySubscription(tx: Db, sub: ProviderSubscription): Promise<Applied> {
  const [customer] = await tx.select().from(billingCustomers).where(eq(billingCustomers.customerId, sub.customerId));
  if (!customer) return { known: false, deliveries: [] };
  // The company row is the lock: deliveries about one company apply one at a time.
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, customer.companyId)).for('update');
  const [known] = await tx.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, sub.id));
  if (known?.status === 'canceled' && sub.status !== 'canceled') return { known: true, deliveries: [] };
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
  const change = subscriptionChange(known, sub);
  if (!change) return { known: true, deliveries: [] };
  const deliveries = await recordWebhookEvent(tx, {
    companyId: customer.companyId,
    type: 'subscription.changed',
    data: {
      subscriptionId: sub.id,
      change,
      ...subscriptionState(sub),
      previous: known && known.status !== 'incomplete' ? subscriptionState(known) : null,
    },
  });
  return { known: true, deliveries };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** The part of a subscription a `subscription.changed` event carries (docs/integrating.md). */
function subscriptionState(
  sub: Pick<SubscriptionRow, 'status' | 'planCode' | 'period' | 'amount' | 'cancelAtPeriodEnd'> & {
    currentPeriodEnd: Date | null;
    trialEnd: Date | null;
    canceledAt: Date | null;
  },
) {
  return {
    status: sub.status,
    planCode: sub.planCode,
    period: sub.period,
    amount: sub.amount,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    currentPeriodEnd: iso(sub.currentPeriodEnd),
    trialEnd: iso(sub.trialEnd),
    canceledAt: iso(sub.canceledAt),
  };
}

/**
 * What changed between the mirror's row and the provider's state, or null when nothing a
 * receiver sees did (the provider's webhook repeating what a route already applied, an
 * unfinished checkout): one event per change, whichever of the two paths applies it first.
 */
export function subscriptionChange(known: SubscriptionRow | undefined, sub: ProviderSubscription): string | null {
  if (sub.status === 'incomplete') return null;
  if (!known || known.status === 'incomplete') return 'started';
  const before = JSON.stringify(subscriptionState(known));
  if (before === JSON.stringify(subscriptionState(sub))) return null;
  if (sub.status === 'canceled' && known.status !== 'canceled') return 'canceled';
  if (sub.planCode !== known.planCode || sub.period !== known.period) return 'plan_changed';
  if (sub.cancelAtPeriodEnd !== known.cancelAtPeriodEnd) return sub.cancelAtPeriodEnd ? 'cancel_scheduled' : 'cancel_withdrawn';
  if ((sub.currentPeriodEnd?.getTime() ?? 0) > (known.currentPeriodEnd?.getTime() ?? 0)) return 'renewed';
  if (sub.status !== known.status) return 'status_changed';
  return 'updated';
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
