import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from '../base-columns.js';

/**
 * A background refresh of many products' market data (by ids, a supplier's or a shortlist's)
 * and its progress. `cursor` is the last product id (in id order) whose batch has committed; it
 * moves in the same transaction as that batch's new versions, so a resumed job starts exactly
 * where the last commit left off and never analyses a product twice.
 */
export const refreshes = pgTable(
  'refreshes',
  {
    ...baseColumns(),
    /** ids | supplier | shortlist */
    scope: text('scope').notNull(),
    supplierId: uuid('supplier_id'),
    shortlistId: uuid('shortlist_id'),
    /** The products asked for when the scope is `ids`. */
    productIds: jsonb('product_ids').$type<string[]>(),
    fetchStockLevels: boolean('fetch_stock_levels').notNull().default(false),
    /** queued | running | done | stopped | failed */
    status: text('status').notNull().default('queued'),
    message: text('message'),
    /** Products in the scope when the refresh was asked for. */
    total: integer('total').notNull(),
    /** Products refreshed (a new version each), and passed over (the market no longer knows them). */
    done: integer('done').notNull().default(0),
    missing: integer('missing').notNull().default(0),
    cursor: uuid('cursor'),
    finished: timestamp('finished', { withTimezone: true }),
  },
  (t) => [index('refreshes_company_status_idx').on(t.companyId, t.status)],
);
