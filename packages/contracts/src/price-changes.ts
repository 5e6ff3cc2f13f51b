import { z } from 'zod';
import { Id } from './base.js';
import { PageQuery } from './paging.js';

/**
 * What changed for one item between a supplier's price list and its previous one (issue 43,
 * docs/price-changes.md). An item can carry several kinds (cheaper and a new pack size):
 * - `new` / `dropped`: in this list only / in the previous list only;
 * - `cheaper` / `dearer`: the cost of one unit (pack cost / pack size) went down / up;
 * - `packChanged`: the supplier's pack size changed;
 * - `codeChanged`: the code (UPC, EAN, ISBN or ASIN) changed under the same item;
 * - `itemNumberChanged`: the supplier's item number changed for the same code (a code that moved
 *   to another item number);
 * - `nowProfitable` / `noLongerProfitable`: the product's profit at the new cost is above zero
 *   and was not at the previous cost / was above zero and is not now.
 */
export const PriceChangeKind = z.enum([
  'new',
  'dropped',
  'cheaper',
  'dearer',
  'packChanged',
  'codeChanged',
  'itemNumberChanged',
  'nowProfitable',
  'noLongerProfitable',
]);
export type PriceChangeKind = z.infer<typeof PriceChangeKind>;

/** How many items carry each kind (an item with two kinds counts in both). */
export const PriceChangeCounts = z.object(
  Object.fromEntries(PriceChangeKind.options.map((kind) => [kind, z.number().int()])) as Record<PriceChangeKind, z.ZodNumber>,
);
export type PriceChangeCounts = z.infer<typeof PriceChangeCounts>;

/**
 * An upload's changes against its supplier's previous finished list. `previousUploadId` null: the
 * supplier's first list, nothing to compare (counts all 0, `line` null). `unchanged`: items in
 * both lists with nothing changed. `line`: the notification's sentence
 * ("42 cheaper, 7 dearer, 3 new, 2 dropped; 5 now profitable").
 */
export const UploadChangeSummary = z.object({
  previousUploadId: Id.nullable(),
  previousFileName: z.string().nullable(),
  counts: PriceChangeCounts,
  unchanged: z.number().int(),
  line: z.string().nullable(),
});
export type UploadChangeSummary = z.infer<typeof UploadChangeSummary>;

/**
 * One changed item, with its figures before (the previous list) and after (this list). Costs
 * are in the supplier's currency: `unitCost` = pack cost / pack size (4 decimals). Changes are
 * after - before (4 decimals), percents of before (2 decimals; null when before is 0 or unknown).
 * `profit` and `roi`: the product's, by its own analysis (packages/profit, the shortlist line of
 * one unit: the fewest whole supplier packs that make a listing unit) at each list's pack and
 * cost, in the marketplace's currency; null when the item has no product or its cost did not
 * change.
 */
export const UploadChange = z.object({
  kinds: z.array(PriceChangeKind),
  /** The item's row in this list's file (null: dropped) and in the previous list's (null: new). */
  row: z.number().int().nullable(),
  previousRow: z.number().int().nullable(),
  identifier: z.string().nullable(),
  previousIdentifier: z.string().nullable(),
  itemNumber: z.string().nullable(),
  previousItemNumber: z.string().nullable(),
  asin: z.string().nullable(),
  productId: Id.nullable(),
  title: z.string().nullable(),
  packSize: z.number().int().nullable(),
  previousPackSize: z.number().int().nullable(),
  packCost: z.number().nullable(),
  previousPackCost: z.number().nullable(),
  packCostChange: z.number().nullable(),
  packCostChangePercent: z.number().nullable(),
  unitCost: z.number().nullable(),
  previousUnitCost: z.number().nullable(),
  unitCostChange: z.number().nullable(),
  unitCostChangePercent: z.number().nullable(),
  profit: z.number().nullable(),
  previousProfit: z.number().nullable(),
  roi: z.number().nullable(),
  previousRoi: z.number().nullable(),
});
export type UploadChange = z.infer<typeof UploadChange>;

/** `GET /api/Upload/{uploadId}/changes?kind=&page=&pageSize=`: one kind or all, in file order. */
export const UploadChangesQuery = PageQuery.extend({
  kind: PriceChangeKind.optional(),
});
export type UploadChangesQuery = z.infer<typeof UploadChangesQuery>;
