import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from '../base-columns.js';

/**
 * A member's alert rule (`/api/AlertRule`): a condition of the products filter language over one
 * target (a product, a supplier's products, a shortlist's, or a saved filter's), the channels it
 * reaches the member on, and a snooze. `shared` rules reach every member of the company.
 */
export const alertRules = pgTable(
  'alert_rules',
  {
    ...baseColumns(),
    memberId: text('member_id').notNull(),
    shared: boolean('shared').notNull().default(false),
    name: text('name').notNull(),
    productId: uuid('product_id'),
    supplierId: uuid('supplier_id'),
    shortlistId: uuid('shortlist_id'),
    userFilterId: uuid('user_filter_id'),
    condition: text('condition').notNull(),
    /** app, email, push: the one-click unsubscribe of its author takes `email` out. */
    channels: text('channels').array().notNull(),
    /** Members of a shared rule who unsubscribed from its emails (one click, signed link). */
    emailOptOut: text('email_opt_out').array().notNull().default(sql`'{}'::text[]`),
    emailMode: text('email_mode').notNull().default('instant'),
    /** A digest rule's email goes once a day at this hour (0..23) of `digestTimeZone` (IANA). */
    digestHour: integer('digest_hour').notNull().default(8),
    digestTimeZone: text('digest_time_zone').notNull().default('UTC'),
    snoozedUntil: timestamp('snoozed_until', { withTimezone: true }),
  },
  (t) => [
    index('alert_rules_company_idx').on(t.companyId).where(sql`not ${t.deleted}`),
    index('alert_rules_product_idx').on(t.productId).where(sql`not ${t.deleted}`),
  ],
);

/**
 * A rule that fired for a product at one of its versions: once per crossing, so at most once per
 * (rule, version). `figures` are the condition's fields before (the previous version) and after.
 * `deliveredAt` is null until the dispatcher has handed it to its channels; `readBy` holds the
 * members who marked it read (a shared rule's alert is one row for all of them).
 */
export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull(),
    ruleId: uuid('rule_id').notNull(),
    productId: uuid('product_id').notNull(),
    versionId: uuid('version_id').notNull(),
    asin: text('asin').notNull(),
    title: text('title'),
    figures: jsonb('figures').notNull(),
    /** True when the rule was snoozed at the crossing: kept for the record, never delivered. */
    quiet: boolean('quiet').notNull().default(false),
    firedAt: timestamp('fired_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** When a digest rule's alert went out in a daily digest email (null: not yet). */
    digestedAt: timestamp('digested_at', { withTimezone: true }),
    readBy: text('read_by').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [
    uniqueIndex('alerts_rule_version_idx').on(t.ruleId, t.versionId),
    index('alerts_company_fired_idx').on(t.companyId, t.firedAt.desc()),
    index('alerts_undelivered_idx').on(t.firedAt).where(sql`${t.deliveredAt} is null`),
  ],
);

/** A product a member muted: its alerts stay listed (marked muted) but reach no channel of theirs. */
export const alertMutes = pgTable(
  'alert_mutes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull(),
    memberId: text('member_id').notNull(),
    productId: uuid('product_id').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('alert_mutes_member_product_idx').on(t.memberId, t.productId)],
);

/** A browser's web push subscription of a member (the service worker's PushSubscription). */
export const alertPushSubscriptions = pgTable(
  'alert_push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull(),
    memberId: text('member_id').notNull(),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('alert_push_endpoint_idx').on(t.endpoint), index('alert_push_member_idx').on(t.memberId)],
);
