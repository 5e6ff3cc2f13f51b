import { doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('usage_events_company_kind_idx').on(t.companyId, t.kind, t.created)],
);
