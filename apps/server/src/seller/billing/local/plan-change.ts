import type { BillingPeriod, PaidPlan } from '@shelfscope/contracts';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { PLAN_CATALOG } from '../../plans/catalog.js';
import { BillingProviderError } from '../provider.js';
import { addPeriod, newId } from './clock.js';
import { chargeSucceeds } from './engine.js';
import type { PendingEvent } from './events.js';
import { invoiceObject, subscriptionObject } from './objects.js';
import { localBillingInvoices, localBillingSubscriptions } from './schema.js';

type SubscriptionRow = typeof localBillingSubscriptions.$inferSelect;

export const priceOf = (planCode: PaidPlan, period: BillingPeriod) =>
  period === 'Year' ? PLAN_CATALOG[planCode].prices.yearly : PLAN_CATALOG[planCode].prices.monthly;

/**
 * What a switch costs now (docs/billing.md, "Changing plan"), Stripe's proration in its simplest
 * honest form: the unused part of the running period is worth `old amount x remaining share`.
 * - Month to Year starts a new yearly period today: the year's price less that credit.
 * - Same period, dearer plan: the difference for the remaining share of the period; dates unchanged.
 * - Cheaper (same period, or Year to Month): nothing now and no credit: the period already paid
 *   runs to its end on the new plan, and the new price is charged from the next renewal.
 * - A trial is not billed: the new plan and price simply apply when the trial ends.
 */
export function switchCost(sub: SubscriptionRow, planCode: PaidPlan, period: BillingPeriod, now: Date) {
  const amount = priceOf(planCode, period);
  if (sub.status === 'trialing') return { amount, charge: 0, restart: false };
  const length = sub.currentPeriodEnd.getTime() - sub.currentPeriodStart.getTime();
  const share = length > 0 ? Math.min(1, Math.max(0, (sub.currentPeriodEnd.getTime() - now.getTime()) / length)) : 0;
  const credit = Math.round(sub.amount * share);
  if (period === 'Year' && sub.period === 'Month') return { amount, charge: Math.max(0, amount - credit), restart: true };
  if (period === sub.period && amount > sub.amount) {
    return { amount, charge: Math.round(amount * share) - credit, restart: false };
  }
  return { amount, charge: 0, restart: false };
}

/**
 * Switches a live subscription to another plan or period at once. A charge is invoiced now to the
 * default card; a declined card throws card_declined and changes nothing (the caller's transaction
 * rolls back). Answers the events: invoice.paid for a proration invoice, then
 * customer.subscription.updated.
 */
export async function switchPlan(
  tx: Db,
  sub: SubscriptionRow,
  target: { planCode: PaidPlan; period: BillingPeriod },
  now: Date,
): Promise<PendingEvent[]> {
  if (sub.status === 'canceled' || sub.status === 'incomplete') {
    throw new BillingProviderError('subscription_canceled', 'This subscription has ended: subscribe again.');
  }
  if (sub.status === 'past_due') {
    throw new BillingProviderError('invoice_open', 'Pay the open invoice (update your card) before changing plan.');
  }
  if (sub.planCode === target.planCode && sub.period === target.period) {
    throw new BillingProviderError('plan_unchanged', 'This is already your plan.');
  }
  const cost = switchCost(sub, target.planCode, target.period, now);
  const events: PendingEvent[] = [];
  const periodStart = cost.restart ? now : sub.currentPeriodStart;
  const periodEnd = cost.restart ? addPeriod(now, target.period) : sub.currentPeriodEnd;
  if (cost.charge > 0) {
    if (!(await chargeSucceeds(tx, sub.customerId, now))) {
      throw new BillingProviderError('card_declined', 'Your card was declined. Your plan is unchanged.');
    }
    const [invoice] = await tx
      .insert(localBillingInvoices)
      .values({
        id: newId('in'),
        customerId: sub.customerId,
        subscriptionId: sub.id,
        status: 'paid',
        amount: cost.charge,
        periodStart: now,
        periodEnd,
        attempts: 1,
        paidAt: now,
        created: now,
      })
      .returning();
    if (!invoice) throw new Error('local billing: proration invoice insert returned nothing');
    events.push({ type: 'invoice.paid', object: invoiceObject(invoice) });
  }
  const [updated] = await tx
    .update(localBillingSubscriptions)
    .set({
      planCode: target.planCode,
      period: target.period,
      amount: cost.amount,
      currentPeriodStart: periodStart,
      currentPeriodEnd: periodEnd,
    })
    .where(eq(localBillingSubscriptions.id, sub.id))
    .returning();
  if (!updated) throw new Error('local billing: subscription vanished while switching plan');
  events.push({ type: 'customer.subscription.updated', object: subscriptionObject(updated) });
  return events;
}
