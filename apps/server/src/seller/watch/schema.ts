import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from '../base-columns.js';

/**
 * A member's watch (`/api/Watch`): one product, a supplier's products, a shortlist's items or what
 * a saved filter selects, read again on the schedule without an alert rule (docs/alerts.md,
 * "Watching"). Exactly one target is set; soft-deleted when the member stops watching.
 */
export const watches = pgTable(
  'watches',
  {
    ...baseColumns(),
    memberId: text('member_id').notNull(),
    productId: uuid('product_id'),
    supplierId: uuid('supplier_id'),
    shortlistId: uuid('shortlist_id'),
    userFilterId: uuid('user_filter_id'),
  },
  (t) => [
    index('watches_company_idx').on(t.companyId).where(sql`not ${t.deleted}`),
    index('watches_member_idx').on(t.memberId).where(sql`not ${t.deleted}`),
  ],
);
