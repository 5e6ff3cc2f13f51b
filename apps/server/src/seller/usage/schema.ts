import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Usage events the dashboard and the plan limits read: `skus_scanned` (one per product analysis:
 * an add or a refresh), and the kinds later areas record (files uploaded, orders downloaded).
 */
export const usageEvents = pgTable(
  'usage_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull(),
    memberId: text('member_id'),
    kind: text('kind').notNull(),
    quantity: integer('quantity').notNull().default(1),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('usage_events_company_kind_idx').on(t.companyId, t.kind, t.created)],
);
