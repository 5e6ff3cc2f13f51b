import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Usage events the dashboard and the plan limits read: `skus_scanned` (one per product analysis:
 * an add or a refresh), `purchase_orders_downloaded` (with the order's cost of goods as amount),
 * and the kinds later areas record (files uploaded).
 */
export const usageEvents = pgTable(
  'usage_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull(),
    memberId: text('member_id'),
    kind: text('kind').notNull(),
    quantity: integer('quantity').notNull().default(1),
    /** Money the event stands for (the cost of goods of a downloaded order), dollars. */
    amount: doublePrecision('amount'),
    /**
     * The purchase order an order event stands for: unique per kind, so an order counts once
     * however often and in however many formats it is downloaded (docs/dashboard.md).
     */
    orderId: uuid('order_id'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('usage_events_company_kind_idx').on(t.companyId, t.kind, t.created),
    uniqueIndex('usage_events_order_once_idx').on(t.companyId, t.kind, t.orderId).where(sql`${t.orderId} is not null`),
  ],
);

/**
 * The dashboard's rollup: usage per company, day (in DASHBOARD_TIME_ZONE) and kind, added to in the
 * same transaction as each usage event, so the dashboard sums at most a few thousand rows however
 * many events a company records (docs/dashboard.md).
 */
export const usageDays = pgTable(
  'usage_days',
  {
    companyId: uuid('company_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    kind: text('kind').notNull(),
    quantity: bigint('quantity', { mode: 'number' }).notNull().default(0),
    amount: doublePrecision('amount').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.day, t.kind] })],
);

/** The time zone `usage_days` was built in (one row): start-up rebuilds the days when DASHBOARD_TIME_ZONE changes. */
export const usageCalendarZone = pgTable('usage_calendar_zone', {
  id: smallint('id').primaryKey().default(1),
  timeZone: text('time_zone').notNull(),
});
