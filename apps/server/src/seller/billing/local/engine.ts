import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { addPeriod, newId } from './clock.js';
import type { PendingEvent } from './events.js';
import { invoiceObject, subscriptionObject } from './objects.js';
import { localBillingCustomers, localBillingInvoices, localBillingPaymentMethods, localBillingSubscriptions } from './schema.js';

type SubscriptionRow = typeof localBillingSubscriptions.$inferSelect;

/** Days between attempts to charge a past-due invoice, and attempts before the subscription ends. */
export const RETRY_DAYS = 3;
export const MAX_ATTEMPTS = 3;
const DAY = 86_400_000;

/** Whether the customer's default card pays now (the 0341 test card, an expired or no card: no). */
export async function chargeSucceeds(tx: Db, customerId: string, now: Date, atCheckout = false): Promise<boolean> {
  const [customer] = await tx.select().from(localBillingCustomers).where(eq(localBillingCustomers.id, customerId));
  if (!customer?.defaultPaymentMethod) return false;
  const [card] = await tx
    .select()
    .from(localBillingPaymentMethods)
    .where(and(eq(localBillingPaymentMethods.id, customer.defaultPaymentMethod), eq(localBillingPaymentMethods.detached, false)));
  // The 0341 test card attaches and pays at checkout, then fails every later charge.
  if (!card || (card.failsLater && !atCheckout)) return false;
  return card.expYear * 12 + card.expMonth >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/**
 * Bills a subscription's next period from `start`: a paid invoice and an active subscription, or
 * an open invoice and past_due with a retry in RETRY_DAYS. Answers the events to send.
 */
export async function billPeriod(
  tx: Db,
  sub: SubscriptionRow,
  start: Date,
  now: Date,
  atCheckout = false,
): Promise<PendingEvent[]> {
  const end = addPeriod(start, sub.period);
  const paid = await chargeSucceeds(tx, sub.customerId, now, atCheckout);
  const [invoice] = await tx
    .insert(localBillingInvoices)
    .values({
      id: newId('in'),
      customerId: sub.customerId,
      subscriptionId: sub.id,
      status: paid ? 'paid' : 'open',
      amount: sub.amount,
      periodStart: start,
      periodEnd: end,
      attempts: 1,
      paidAt: paid ? now : null,
      created: now,
    })
    .returning();
  const [updated] = await tx
    .update(localBillingSubscriptions)
    .set({
      status: paid ? 'active' : 'past_due',
      currentPeriodStart: start,
      currentPeriodEnd: end,
      nextPaymentAttempt: paid ? null : new Date(now.getTime() + RETRY_DAYS * DAY),
    })
    .where(eq(localBillingSubscriptions.id, sub.id))
    .returning();
  if (!invoice || !updated) throw new Error('local billing: subscription vanished while billing');
  return [
    { type: paid ? 'invoice.paid' : 'invoice.payment_failed', object: invoiceObject(invoice) },
    { type: 'customer.subscription.updated', object: subscriptionObject(updated) },
  ];
}

/** Ends a subscription now (Stripe sends customer.subscription.deleted). */
export async function endSubscription(tx: Db, sub: SubscriptionRow, at: Date): Promise<PendingEvent[]> {
  await tx
    .update(localBillingInvoices)
    .set({ status: 'void' })
    .where(and(eq(localBillingInvoices.subscriptionId, sub.id), eq(localBillingInvoices.status, 'open')));
  const [ended] = await tx
    .update(localBillingSubscriptions)
    .set({ status: 'canceled', canceledAt: at, nextPaymentAttempt: null })
    .where(eq(localBillingSubscriptions.id, sub.id))
    .returning();
  if (!ended) throw new Error('local billing: subscription vanished while ending');
  return [{ type: 'customer.subscription.deleted', object: subscriptionObject(ended) }];
}

/** Tries a past-due subscription's open invoice again; after MAX_ATTEMPTS the subscription ends. */
async function retryOpenInvoice(tx: Db, sub: SubscriptionRow, now: Date): Promise<PendingEvent[]> {
  const [invoice] = await tx
    .select()
    .from(localBillingInvoices)
    .where(and(eq(localBillingInvoices.subscriptionId, sub.id), eq(localBillingInvoices.status, 'open')));
  if (!invoice) return endSubscription(tx, sub, now);
  const paid = await chargeSucceeds(tx, sub.customerId, now);
  const attempts = invoice.attempts + 1;
  const [after] = await tx
    .update(localBillingInvoices)
    .set({ attempts, status: paid ? 'paid' : 'open', paidAt: paid ? now : null })
    .where(eq(localBillingInvoices.id, invoice.id))
    .returning();
  if (!after) throw new Error('local billing: invoice vanished');
  if (!paid && attempts >= MAX_ATTEMPTS) {
    return [{ type: 'invoice.payment_failed', object: invoiceObject(after) }, ...(await endSubscription(tx, sub, now))];
  }
  const [updated] = await tx
    .update(localBillingSubscriptions)
    .set(
      paid ? { status: 'active', nextPaymentAttempt: null } : { nextPaymentAttempt: new Date(now.getTime() + RETRY_DAYS * DAY) },
    )
    .where(eq(localBillingSubscriptions.id, sub.id))
    .returning();
  if (!updated) throw new Error('local billing: subscription vanished');
  return [
    { type: paid ? 'invoice.paid' : 'invoice.payment_failed', object: invoiceObject(after) },
    { type: 'customer.subscription.updated', object: subscriptionObject(updated) },
  ];
}

/**
 * One due step of a subscription at `now`, or null when nothing is due: a trial ends (billed, or
 * canceled when set to end), a period ends (renewed or canceled at period end), or a past-due
 * invoice is tried again. Dates step from the subscription's own dates, so a clock moved a year
 * ahead runs every renewal in between.
 */
export async function dueStep(tx: Db, sub: SubscriptionRow, now: Date): Promise<PendingEvent[] | null> {
  if (sub.status === 'trialing' && sub.trialEnd && sub.trialEnd <= now) {
    return sub.cancelAtPeriodEnd ? endSubscription(tx, sub, sub.trialEnd) : billPeriod(tx, sub, sub.trialEnd, now);
  }
  if (sub.status === 'active' && sub.currentPeriodEnd <= now) {
    return sub.cancelAtPeriodEnd
      ? endSubscription(tx, sub, sub.currentPeriodEnd)
      : billPeriod(tx, sub, sub.currentPeriodEnd, now);
  }
  if (sub.status === 'past_due' && sub.nextPaymentAttempt && sub.nextPaymentAttempt <= now) {
    return retryOpenInvoice(tx, sub, now);
  }
  return null;
}

/** Live subscriptions, of one customer or all: the ones time can move. */
export async function liveSubscriptionIds(db: Db, customerId?: string): Promise<string[]> {
  const rows = await db
    .select({ id: localBillingSubscriptions.id })
    .from(localBillingSubscriptions)
    .where(
      and(
        inArray(localBillingSubscriptions.status, ['trialing', 'active', 'past_due']),
        customerId ? eq(localBillingSubscriptions.customerId, customerId) : undefined,
      ),
    );
  return rows.map((r) => r.id);
}
