import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from '../base-columns.js';

/** A supplier's shortlist of products to buy, with its buy-box override and mode. */
export const shortlists = pgTable(
  'shortlists',
  {
    ...baseColumns(),
    name: text('name').notNull(),
    supplierId: uuid('supplier_id').notNull(),
    override: smallint('override').notNull().default(-1),
    overrideCustomValue: doublePrecision('override_custom_value'),
    overrideMode: smallint('override_mode').notNull().default(-1),
    /**
     * Listing units the seller wants to hold at Amazon of each product (null: none set). Quantities
     * then start from the gap to it (targetStockQuantity; docs/seller-account.md).
     */
    targetStock: integer('target_stock'),
  },
  (t) => [
    uniqueIndex('shortlists_company_name_idx').on(t.companyId, sql`lower(${t.name})`).where(sql`not ${t.deleted}`),
    index('shortlists_supplier_idx').on(t.supplierId),
  ],
);

/** A product on a shortlist, with the quantity (listing units) to buy. */
export const shortlistItems = pgTable(
  'shortlist_items',
  {
    ...baseColumns(),
    shortlistId: uuid('shortlist_id').notNull(),
    productId: uuid('product_id').notNull(),
    quantity: integer('quantity').notNull().default(1),
    comment: text('comment'),
    override: smallint('override').notNull().default(-1),
    overrideCustomValue: doublePrecision('override_custom_value'),
    /**
     * proposed (a VA's find waiting for a buyer), approved or rejected (docs/teams.md). Only
     * approved items count in the totals and go into a purchase order.
     */
    status: text('status').notNull().default('approved'),
    /** Who proposed it and why (null for items a buyer added). */
    proposedBy: text('proposed_by'),
    note: text('note'),
    /** The buyer's decision on a proposal. */
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionComment: text('decision_comment'),
  },
  (t) => [
    uniqueIndex('shortlist_items_product_idx').on(t.shortlistId, t.productId).where(sql`not ${t.deleted}`),
    index('shortlist_items_product_lookup_idx').on(t.productId),
  ],
);
