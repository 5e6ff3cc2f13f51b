import { seconds } from './clock.js';
import type { localBillingCheckoutSessions, localBillingInvoices, localBillingSubscriptions } from './schema.js';

type SubscriptionRow = typeof localBillingSubscriptions.$inferSelect;
type InvoiceRow = typeof localBillingInvoices.$inferSelect;
type SessionRow = typeof localBillingCheckoutSessions.$inferSelect;

/** The price's lookup key, as the Stripe adapter names its prices too. */
export const lookupKey = (planCode: string, period: string) => `shelfscope_${planCode}_${period === 'Year' ? 'year' : 'month'}`;

/** A subscription in Stripe's JSON shape (the fields webhook consumers read). */
export function subscriptionObject(row: SubscriptionRow) {
  const interval = row.period === 'Year' ? 'year' : 'month';
  return {
    id: row.id,
    object: 'subscription',
    customer: row.customerId,
    status: row.status,
    cancel_at_period_end: row.cancelAtPeriodEnd,
    canceled_at: seconds(row.canceledAt),
    created: seconds(row.created),
    trial_end: seconds(row.trialEnd),
    metadata: row.metadata,
    items: {
      object: 'list',
      data: [
        {
          object: 'subscription_item',
          current_period_start: seconds(row.currentPeriodStart),
          current_period_end: seconds(row.currentPeriodEnd),
          price: {
            object: 'price',
            lookup_key: lookupKey(row.planCode, row.period),
            unit_amount: row.amount,
            currency: 'usd',
            recurring: { interval, interval_count: 1 },
          },
        },
      ],
    },
  };
}

export function invoiceObject(row: InvoiceRow) {
  return {
    id: row.id,
    object: 'invoice',
    customer: row.customerId,
    status: row.status,
    amount_due: row.amount,
    amount_paid: row.status === 'paid' ? row.amount : 0,
    currency: 'usd',
    attempt_count: row.attempts,
    period_start: seconds(row.periodStart),
    period_end: seconds(row.periodEnd),
    created: seconds(row.created),
    parent: { type: 'subscription_details', subscription_details: { subscription: row.subscriptionId } },
  };
}

export function checkoutSessionObject(row: SessionRow) {
  return {
    id: row.id,
    object: 'checkout.session',
    mode: 'subscription',
    customer: row.customerId,
    subscription: row.subscriptionId,
    status: row.status,
    metadata: row.metadata,
    created: seconds(row.created),
  };
}
