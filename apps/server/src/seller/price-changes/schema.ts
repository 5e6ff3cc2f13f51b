import type { PriceChangeCounts } from '@shelfscope/contracts';
import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * An upload compared with its supplier's previous finished upload, once, when it finished
 * (docs/price-changes.md). `previous_upload_id` null: the supplier's first list.
 */
export const uploadChangeSets = pgTable('upload_change_sets', {
  uploadId: uuid('upload_id').primaryKey(),
  companyId: uuid('company_id').notNull(),
  previousUploadId: uuid('previous_upload_id'),
  counts: jsonb('counts').$type<PriceChangeCounts>().notNull(),
  unchanged: integer('unchanged').notNull().default(0),
  created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One changed item of an upload (`seq`: this list's file order, dropped items last) with its
 * figures before and after. Costs in the supplier's currency; profit and ROI the product's.
 */
export const uploadChanges = pgTable(
  'upload_changes',
  {
    uploadId: uuid('upload_id').notNull(),
    seq: integer('seq').notNull(),
    companyId: uuid('company_id').notNull(),
    kinds: text('kinds').array().notNull(),
    row: integer('row'),
    previousRow: integer('previous_row'),
    identifier: text('identifier'),
    previousIdentifier: text('previous_identifier'),
    itemNumber: text('item_number'),
    previousItemNumber: text('previous_item_number'),
    asin: text('asin'),
    productId: uuid('product_id'),
    packSize: integer('pack_size'),
    previousPackSize: integer('previous_pack_size'),
    packCost: doublePrecision('pack_cost'),
    previousPackCost: doublePrecision('previous_pack_cost'),
    profit: doublePrecision('profit'),
    previousProfit: doublePrecision('previous_profit'),
    roi: doublePrecision('roi'),
    previousRoi: doublePrecision('previous_roi'),
  },
  (t) => [
    primaryKey({ columns: [t.uploadId, t.seq] }),
    // "A product's change since the previous list" (alerts) finds it in its supplier's newest list.
    index('upload_changes_upload_product_idx').on(t.uploadId, t.productId),
  ],
);
