import { bigint, boolean, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The local billing provider's own books (docs/billing.md). It is a provider inside the server:
 * these tables are what Stripe would hold, and the app reaches them only through the provider
 * interface and its webhooks. Ids look like Stripe's (cus_, pm_, sub_, in_, cs_, evt_).
 */
export const localBillingCustomers = pgTable('local_billing_customers', {
  id: text('id').primaryKey(),
  email: text('email'),
  name: text('name'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  defaultPaymentMethod: text('default_payment_method'),
  created: timestamp('created', { withTimezone: true }).notNull(),
});

/** A card: brand, last four and expiry only; the full number is never stored. */
export const localBillingPaymentMethods = pgTable('local_billing_payment_methods', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  expMonth: integer('exp_month').notNull(),
  expYear: integer('exp_year').notNull(),
  /** The test card's behaviour at renewal: the 0341 card attaches but every later charge fails. */
  failsLater: boolean('fails_later').notNull().default(false),
  detached: boolean('detached').notNull().default(false),
  created: timestamp('created', { withTimezone: true }).notNull(),
});

export const localBillingSubscriptions = pgTable('local_billing_subscriptions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  status: text('status').notNull(),
  planCode: text('plan_code').notNull(),
  period: text('period').notNull(),
  amount: integer('amount').notNull(),
  trialEnd: timestamp('trial_end', { withTimezone: true }),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
  /** When a past_due subscription's open invoice is tried again (null: not past due). */
  nextPaymentAttempt: timestamp('next_payment_attempt', { withTimezone: true }),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  created: timestamp('created', { withTimezone: true }).notNull(),
});

export const localBillingInvoices = pgTable('local_billing_invoices', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  subscriptionId: text('subscription_id').notNull(),
  /** paid | open | void */
  status: text('status').notNull(),
  amount: integer('amount').notNull(),
  periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
  periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
  attempts: integer('attempts').notNull().default(0),
  paidAt: timestamp('paid_at', { withTimezone: true }),
  created: timestamp('created', { withTimezone: true }).notNull(),
});

/** A hosted checkout: open until paid (complete) or left (expires after a day). */
export const localBillingCheckoutSessions = pgTable('local_billing_checkout_sessions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  planCode: text('plan_code').notNull(),
  period: text('period').notNull(),
  /** When the trial ends (a sign-up trial carried over keeps its own end); null: charged at checkout. */
  trialEnd: timestamp('trial_end', { withTimezone: true }),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  /** open | complete | expired */
  status: text('status').notNull(),
  subscriptionId: text('subscription_id'),
  created: timestamp('created', { withTimezone: true }).notNull(),
});

/** Events in Stripe's shape, kept so a delivery job can send (and resend) each one. */
export const localBillingEvents = pgTable('local_billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  created: timestamp('created', { withTimezone: true }).notNull(),
  /** When our webhook route accepted it (wall clock); null: still to deliver. */
  delivered: timestamp('delivered', { withTimezone: true }),
});

/** The provider's clock offset (one row): the dev control moves time forward. */
export const localBillingClock = pgTable('local_billing_clock', {
  id: integer('id').primaryKey(),
  offsetMs: bigint('offset_ms', { mode: 'number' }).notNull().default(0),
});
