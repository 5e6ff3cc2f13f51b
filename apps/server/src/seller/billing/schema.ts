import { boolean, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../company/schema.js';

/**
 * Provider-neutral billing state, owned by the server (not tenant tables: webhooks arrive with
 * no session, and each row names its company). The provider stays the source of truth; these
 * rows mirror what its webhooks said.
 */
export const billingCustomers = pgTable('billing_customers', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id),
  provider: text('provider').notNull(),
  customerId: text('customer_id').notNull().unique(),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});

/** The last known state of each provider subscription of a company. */
export const billingSubscriptions = pgTable('billing_subscriptions', {
  id: text('id').primaryKey(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id),
  provider: text('provider').notNull(),
  customerId: text('customer_id').notNull(),
  /** trialing | active | past_due | canceled | incomplete */
  status: text('status').notNull(),
  planCode: text('plan_code').notNull(),
  /** Month | Year */
  period: text('period').notNull(),
  amount: integer('amount').notNull(),
  trialEnd: timestamp('trial_end', { withTimezone: true }),
  currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
  currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
  cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
  canceledAt: timestamp('canceled_at', { withTimezone: true }),
  referralCode: text('referral_code'),
  /** When the provider created it: the newest live subscription is the company's. */
  providerCreated: timestamp('provider_created', { withTimezone: true }).notNull(),
  updated: timestamp('updated', { withTimezone: true }).notNull().defaultNow(),
});

/** Webhook event ids already applied: a replayed delivery changes nothing. */
export const billingWebhookEvents = pgTable('billing_webhook_events', {
  eventId: text('event_id').primaryKey(),
  type: text('type').notNull(),
  received: timestamp('received', { withTimezone: true }).notNull().defaultNow(),
});
