import { z } from 'zod';
import { ProposalFields } from './approvals.js';
import { BaseFields, Id } from './base.js';
import { EntityName, Text } from './fields.js';
import { bounded } from './limits.js';
import { MAX_PAGE_SIZE, PageQuery } from './paging.js';
import { Product } from './product.js';

const money = z.number();

/**
 * Shortlist override (spec section 4: 0..3, 5 or -1) and mode (0, 1 or -1). The override
 * chooses the buy-box price as the product override does (0 current, 1/2/3 the 30/90/180-day
 * average, 5 custom; -1 none). Mode -1: the shortlist override is off; 0: it fills in for
 * items and products that set none (product, then shortlist, then supplier); 1: it applies to
 * every item, over the products' own overrides.
 */
export const ShortlistOverrideValue = z.union(
  [z.literal(-1), z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(5)],
  {
    error: 'must be -1, 0, 1, 2, 3 or 5',
  },
);
export const ShortlistOverrideMode = z.union([z.literal(-1), z.literal(0), z.literal(1)], { error: 'must be -1, 0 or 1' });

/** The money a line or a whole shortlist stands for (docs/shortlists.md gives each formula). */
export const ShortlistItemFigures = z.object({
  /** Supplier packs to order: ceil(quantity x packageQuantity / quantityPack). */
  quantityBuyingSupplierUnits: z.number().int(),
  /**
   * Listing units those packs make: floor(packs x quantityPack / packageQuantity), at least the
   * quantity. The supplier sells whole packs, so revenue, fees, prep and inbound count these units.
   */
  quantityBuyingListingUnits: z.number().int(),
  /** Their cost: supplier packs x cost per pack, in the marketplace's currency (at the product's exchange rate). */
  quantityBuyingGoods: money,
  /** What is paid to the supplier: supplier packs x cost per pack, in `supplierCurrency`. */
  quantityBuyingGoodsSupplierCurrency: money.optional(),
  supplierCurrency: z.string().optional(),
  /** The marketplace's currency: every money figure's but the supplier's. */
  currency: z.string().optional(),
  /** Preparation: listing units x preparation cost per listing unit. */
  quantityBuyingPrep: money,
  quantityBuyingGoodsPrep: money,
  /** Amazon's fees on the listing units (ex-VAT): referral, closing, and for FBA fulfilment and storage. */
  amazonFeesOnPurchase: money,
  /** VAT on those fees, a cost to a seller who is not VAT-registered (0 when registered). */
  vatOnFeesOnPurchase: money.optional(),
  /** Input VAT in the goods a registered seller reclaims (0 otherwise); ROI divides by goods + prep less it. */
  vatReclaimedOnPurchase: money.optional(),
  revenueOnPurchase: money,
  profitOnPurchase: money,
  /** What the marketplace pays out: revenue - Amazon fees - VAT on fees - inbound (or FBM shipping). */
  netReturn: money,
});

export const ShortlistItem = BaseFields.extend({
  shortlistId: Id,
  productId: Id,
  product: Product,
  /** Listing (ASIN) units to buy. */
  quantity: z.number().int(),
  comment: z.string().nullable(),
  /** The item's own override (-1 none), over the product's. */
  override: z.number().int(),
  overrideCustomValue: z.number().nullable(),
  /** The price the figures use. */
  selectedBuyBoxValue: z.number().nullable(),
  ...ShortlistItemFigures.shape,
  ...ProposalFields.shape,
});
export type ShortlistItem = z.infer<typeof ShortlistItem>;

/** One currency's money totals of a shortlist (the sums of its lines in that currency). */
const ShortlistMoneyTotals = {
  prep: money,
  totalGoodsCost: money,
  /** Inbound fees (getting the units to the marketplace), or FBM shipping. */
  extras: money,
  /** Everything paid: goods + prep + extras. */
  goodsExtrasSum: money,
  revenue: money,
  /** Revenue at today's buy box (whatever the overrides choose). */
  buyBoxCurrent: money,
  amazonFees: money,
  /** VAT on Amazon's fees (a cost when not VAT-registered). */
  vatOnFees: money.optional(),
  /** Input VAT reclaimed on the goods (VAT-registered). */
  vatReclaimed: money.optional(),
  profit: money,
  /** Percent of revenue. */
  margin: z.number().nullable(),
  /** Return on investment: profit over goods + prep less reclaimed VAT, percent (the product's definition). */
  roi: z.number().nullable(),
  netReturn: money,
};
export const ShortlistCurrencyTotals = z.object({ currency: z.string(), ...ShortlistMoneyTotals });
export type ShortlistCurrencyTotals = z.infer<typeof ShortlistCurrencyTotals>;

export const ShortlistTotals = z.object({
  shortlistItemsCount: z.number().int(),
  /** Distinct ASINs. */
  asins: z.number().int(),
  /** Listing units the packs make (the sum of quantityBuyingListingUnits). */
  asinUnits: z.number().int(),
  /** Supplier packs to order. */
  supplierUnits: z.number().int(),
  /** Single items bought: supplier packs x items per pack (with what a last pack leaves over). */
  totalQuantity: z.number().int(),
  ...ShortlistMoneyTotals,
  /** The money fields' currency (the first line's): money never adds two currencies. */
  currency: z.string().optional(),
  /** Each currency's totals, when the lines are in more than one. */
  byCurrency: z.array(ShortlistCurrencyTotals).optional(),
});
export type ShortlistTotals = z.infer<typeof ShortlistTotals>;

export const Shortlist = BaseFields.extend({
  name: z.string(),
  supplierId: Id,
  supplierName: z.string(),
  override: z.number().int(),
  overrideCustomValue: z.number().nullable(),
  overrideMode: z.number().int(),
  /**
   * Listing units to hold at Amazon of each product (null: none set): adding a product without a
   * quantity, and "fill from target stock", buy the gap to it in whole packs (docs/seller-account.md).
   */
  targetStock: z.number().int().nullable(),
  ...ShortlistTotals.shape,
  /** Items proposed by a VA and waiting for a buyer; they count in no total until approved. */
  proposalsCount: z.number().int(),
});
export type Shortlist = z.infer<typeof Shortlist>;

export const ShortlistWithItems = Shortlist.extend({ shortlistItems: z.array(ShortlistItem) });

export const ShortlistSlim = z.object({ id: Id, name: z.string(), supplierId: Id });
export type ShortlistSlim = z.infer<typeof ShortlistSlim>;
export const ShortlistItemSlim = z.object({
  id: Id,
  productId: Id,
  asin: z.string(),
  title: z.string().nullable(),
  quantity: z.number().int(),
});

/** `POST /api/Shortlist` (spec section 5: name and supplierId required). */
export const ShortlistCreateInput = z.object({ name: EntityName, supplierId: z.string().max(200) });
/** `PUT /api/Shortlist/{id}`: rename (the supplier of a shortlist does not change). */
export const ShortlistUpdateInput = z.object({ name: EntityName });
export const ShortlistNameQuery = z.object({ name: EntityName });
/** `PUT /api/Shortlist/{id}/target-stock`: the target stock in listing units, or null to clear it. */
export const ShortlistTargetStockInput = z.object({ targetStock: bounded('targetStock').nullable() });
/** `POST /api/Shortlist/{id}/fill-from-target-stock`: how many items changed and how many hold the target already. */
export const ShortlistTargetFill = z.object({
  /** Items whose quantity is now the gap to the target stock. */
  filled: z.number().int(),
  /** Items whose product is held at the target already (their quantity is left as it was). */
  atTarget: z.number().int(),
});

const Quantity = bounded('quantity');

/**
 * `POST /api/Shortlist/{id}/item` (spec section 5 "Add to shortlist": productId; quantity optional,
 * one supplier pack's worth of listing units when left out).
 */
export const ShortlistAddInput = z.object({
  productId: z.string().max(200),
  quantity: Quantity.optional(),
  comment: Text(2000).nullish(),
  /** Why a VA proposes it (kept with the proposal; ignored when the item is added approved). */
  note: Text(2000).nullish(),
});
/** `PUT .../item/{id}` (spec: quantity and comment optional). */
export const ShortlistItemUpdateInput = z.object({ quantity: Quantity.optional(), comment: Text(2000).nullish() });
export const ShortlistCommentsQuery = z.object({ comments: Text(2000).optional() });
export const ShortlistQuantityQuery = z.object({ quantity: z.coerce.number({ error: 'must be a number' }).pipe(Quantity) });

/** `PUT /api/Shortlist/{id}/override` (spec "Shortlist override"). */
export const ShortlistOverrideInput = z
  .object({
    id: z.string().max(200).optional(),
    buyBoxOverride: ShortlistOverrideValue,
    buyBoxOverrideMode: ShortlistOverrideMode,
    customValue: bounded('overrideCustomValue').nullish(),
  })
  .refine((v) => v.buyBoxOverride !== 5 || (v.customValue !== undefined && v.customValue !== null), {
    message: 'is required when buyBoxOverride is 5 (custom)',
    path: ['customValue'],
  });
/** `PUT .../item/{id}/override`: the item's own override (-1..5). */
export const ShortlistItemOverrideInput = z
  .object({
    override: z.number().int().min(-1).max(5),
    overrideCustomValue: bounded('overrideCustomValue').nullish(),
  })
  .refine((v) => v.override !== 5 || (v.overrideCustomValue !== undefined && v.overrideCustomValue !== null), {
    message: 'is required when override is 5 (custom)',
    path: ['overrideCustomValue'],
  });

const Bool = z.enum(['true', 'false']).transform((value) => value === 'true');
/** `GET .../items` (spec: search, filter, orderBy, descending, page, pageSize). */
export const ShortlistItemsQuery = PageQuery.extend({
  search: Text(200).optional(),
  filter: z.string().max(2000).optional(),
  orderBy: z.string().max(50).optional(),
  descending: Bool.optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(50),
});

/** `GET .../export`: every item the list would show (search, filter, orderBy), as CSV or XLSX. */
export const ShortlistExportQuery = ShortlistItemsQuery.omit({ page: true, pageSize: true }).extend({
  format: z.enum(['csv', 'xlsx'], { error: 'must be csv or xlsx' }).default('csv'),
});

export const ShortlistParams = z.object({ shortlistId: z.string().max(200) });
export const ShortlistItemParams = z.object({ shortlistId: z.string().max(200), shortlistItemId: z.string().max(200) });
