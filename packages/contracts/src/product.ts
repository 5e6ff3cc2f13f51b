import { z } from 'zod';
import { BaseFields, Id } from './base.js';
import { Text } from './fields.js';
import { bounded } from './limits.js';
import { Hazard, LookupRow, MarketFields, Offer, PriceHistory, SellerData, StockInfo, Variation } from './market.js';
import { MARKETPLACE_CODES, MarketplaceCodeSchema } from './marketplace.js';
import { BuyBoxOverride, OverrideCustomValue, requireCustomValue } from './overrides.js';
import { MAX_PAGE_SIZE, PageQuery } from './paging.js';
import { Eligibility } from './seller-account.js';
import { PRODUCT_COLUMNS } from './settings.js';

const money = z.number().nullable();

/** A risky brand's alert (spec section 3): threat level 100, 200 or 300; report type 0..9. */
export const BrandAlert = z.object({
  brand: z.string(),
  threatLevel: z.union([z.literal(100), z.literal(200), z.literal(300)]),
  reportType: z.number().int().min(0).max(9),
});
export type BrandAlert = z.infer<typeof BrandAlert>;

/** How the sales estimate was made, so the app can show it (domain notes: estimates are rough). */
export const SalesEstimateBasis = z.object({
  method: z.string(),
  inputs: z.record(z.string(), z.union([z.number(), z.string(), z.null()])),
});

/** FBA (Amazon stores and ships) or FBM (the seller ships). */
export const FULFILMENTS = ['FBA', 'FBM'] as const;
export const Fulfilment = z.enum(FULFILMENTS, { error: 'must be FBA or FBM' });
export type Fulfilment = z.infer<typeof Fulfilment>;

/**
 * One way of fulfilling the product, costed at the selected price (docs/marketplaces.md): the
 * fulfilment fee (FBA's fee, or FBM's shipping), storage per unit over the months in stock (FBA
 * only), every fee taken from the price, and the profit figures those give.
 */
export const FulfilmentFigures = z.object({
  fulfilment: Fulfilment,
  fulfillmentFee: money,
  storageFee: money,
  feesTotal: money,
  profitLoss: money,
  roi: z.number().nullable(),
  margin: z.number().nullable(),
  maxCost: money,
  breakEven: money,
});
export type FulfilmentFigures = z.infer<typeof FulfilmentFigures>;

/** The exchange rate a cost in another currency was converted at. */
export const ExchangeRateUsed = z.object({
  from: z.string(),
  to: z.string(),
  /** Units of `to` one unit of `from` buys. */
  rate: z.number(),
  /** The rate's day, YYYY-MM-DD. */
  day: z.string(),
  source: z.string(),
});
export type ExchangeRateUsed = z.infer<typeof ExchangeRateUsed>;

/**
 * What marketplaces added to the analysis (docs/marketplaces.md). Optional on the wire: an
 * analysis made before them lacks the keys and means amazon.com, US dollars, FBA, no VAT.
 */
export const MarketplaceAnalysis = z.object({
  /** The fulfilment the headline figures use. */
  fulfilment: Fulfilment.optional(),
  /** Storage per unit over `monthsInStock` (FBA), in the marketplace's currency. */
  storageFee: money.optional(),
  monthsInStock: z.number().nullable().optional(),
  /** The sales tax rate on the sale, percent; null where prices carry none (US, CA). */
  vatRate: z.number().nullable().optional(),
  /** The price without its VAT. */
  priceExVat: money.optional(),
  /** Output VAT in the sale price (owed by a registered seller). */
  vatOnSale: money.optional(),
  /** Input VAT in the goods' cost (reclaimed by a registered seller). */
  vatOnCost: money.optional(),
  /** VAT (GST) on the marketplace's fees (a cost only to a seller who is not registered). */
  vatOnFees: money.optional(),
  vatRegistered: z.boolean().optional(),
  /** Whether the supplier's cost included VAT when it was analysed. */
  costsIncludeVat: z.boolean().optional(),
  exchangeRate: ExchangeRateUsed.nullable().optional(),
  /**
   * The rate the member's money settings (inbound, default preparation, FBM shipping, the profit
   * thresholds; in the company's default marketplace's currency) were converted at into the
   * marketplace's; null when they are in its currency already.
   */
  settingsExchangeRate: ExchangeRateUsed.nullable().optional(),
  /** FBA and FBM side by side. */
  fba: FulfilmentFigures.nullable().optional(),
  fbm: FulfilmentFigures.nullable().optional(),
});

/** The computed analysis of a product (spec section 3: profitability, scores, alerts, sales). */
export const ProductAnalysis = z.object({
  totalGoodsCost: money,
  selectedBuyBoxValue: money,
  referralFeePercentage: z.number().nullable(),
  referralFee: money,
  inboundFees: money,
  fbaFeesTotal: money,
  fulfillmentFee: money,
  profitLoss: money,
  /** Percent. */
  margin: z.number().nullable(),
  /** Percent. */
  roi: z.number().nullable(),
  /** The member's target ROI, percent. */
  targetROI: z.number().nullable(),
  /** The most the unit may cost for the target ROI at the selected price. */
  maxCost: money,
  competition: z.number().nullable(),
  breakEven: money,
  marginScore: z.number().int().nullable(),
  roiScore: z.number().int().nullable(),
  astroScore: z.number().int().nullable(),
  breakEvenStrengthScore: z.number().int().nullable(),
  salesEstimateScore: z.number().int().nullable(),
  profitLossScore: z.number().int().nullable(),
  myShare30: z.number().nullable(),
  myShare30Score: z.number().int().nullable(),
  amazonInStockScore30: z.number().int().nullable(),
  amazonInStockScore90: z.number().int().nullable(),
  amazonInStockScore180: z.number().int().nullable(),
  amazonInStockScore365: z.number().int().nullable(),
  salesEstimate: z.number().nullable(),
  variantSalesEstimate: z.number().nullable(),
  salesEstimateBasis: SalesEstimateBasis.nullable(),
  astroBsr: z.number().int().nullable(),
  alert: BrandAlert.nullable(),
  alertThreatLevel: z.number().int().nullable(),
  hasAlert: z.boolean(),
  /** Why the product is flagged, in words (hazmat, meltable, oversize, Amazon on listing, brand). */
  alertReasons: z.array(z.string()),
  /** The size tier the fees used, e.g. "large standard". */
  sizeTier: z.string().nullable(),
  isValid: z.boolean(),
  ...MarketplaceAnalysis.shape,
});
export type ProductAnalysis = z.infer<typeof ProductAnalysis>;

/** The supplier link fields and cost inputs of a product (spec section 3, Supplier product link). */
export const ProductLinkFields = z.object({
  supplierId: Id.nullable(),
  supplierUPC: z.string().nullable(),
  itemNumber: z.string().nullable(),
  supplierDescription: z.string().nullable(),
  supplierUrl: z.string().nullable(),
  supplierImageUrl: z.string().nullable(),
  cost: money,
  preparationCost: money,
  quantityPack: z.number().int(),
  comment: z.string().nullable(),
  /** The listing's star rating, 0..5 in tenths, read from the market data (Keepa's rating series, 45 = 4.5). */
  rating: z.number().nullable(),
  shortlistNames: z.array(z.string()),
  /** -1..5 (see BuyBoxOverride). */
  override: z.number().int(),
  overrideCustomValue: z.number().nullable(),
});

/**
 * A product (spec section 3): base fields, the market's fields, the analysis, the supplier link
 * and cost inputs, and its latest version. Offers, sellers and stock come with the detail only.
 */
export const Product = BaseFields.extend({
  ...MarketFields.shape,
  ...ProductAnalysis.shape,
  ...ProductLinkFields.shape,
  upc: z.string().nullable(),
  /** The marketplace it is analysed for; its figures are in that marketplace's `currency`. */
  marketplace: z.enum(MARKETPLACE_CODES).optional(),
  currency: z.string().optional(),
  /** The currency `cost` is in (the supplier's), when it differs from `currency`. */
  costCurrency: z.string().optional(),
  /** The product's own fulfilment choice; null: the member's default (`fulfilment` is the one used). */
  ownFulfilment: Fulfilment.nullable().optional(),
  /** The product's own months in stock; null: from the sales estimate (`monthsInStock` is the one used). */
  ownMonthsInStock: z.number().nullable().optional(),
  identifier: z.string(),
  identifierType: z.number().int(),
  versionId: Id,
  versionCreated: z.string(),
  hazards: z.array(Hazard),
  /**
   * The seller's own Amazon account's answer for listing it new (docs/seller-account.md); null
   * before a check or without a connected account.
   */
  eligibility: Eligibility.nullable().optional(),
  eligibilityCheckedAt: z.string().nullable().optional(),
  /** Units the seller holds at Amazon (FBA inventory): fulfillable and inbound; null when none. */
  fbaFulfillable: z.number().int().nullable().optional(),
  fbaInbound: z.number().int().nullable().optional(),
  /** The buy box's seller is the brand or its maker (null: a holder not known); absent on older readings. */
  buyBoxIsBrand: z.boolean().nullable().optional(),
  /** The offers whose reported stock is 0 (null: no stock levels read); absent on older readings. */
  competitorsOutOfStock: z.number().int().nullable().optional(),
});
export type Product = z.infer<typeof Product>;

/** `GET /api/Product/{id}`: the product with its offers, sellers and stock. */
export const ProductDetail = Product.extend({
  offers: z.array(Offer),
  sellersData: z.array(SellerData),
  stockInfo: z.array(StockInfo),
});
export type ProductDetail = z.infer<typeof ProductDetail>;

export const ProductVariations = z.array(Variation);

/** 0 ASIN, 1 a code (UPC, EAN or ISBN). */
export const IdentifierType = z.union([z.literal(0), z.literal(1)]);

const Identifier = Text(32).regex(/^[A-Za-z0-9-]{8,32}$/, 'must be an ASIN, UPC, EAN or ISBN');
const Cost = bounded('cost');
const PreparationCost = bounded('preparationCost');
const QuantityPack = bounded('quantityPack');

const LinkInputs = {
  cost: Cost.nullish(),
  preparationCost: PreparationCost.nullish(),
  quantityPack: QuantityPack.nullish(),
  supplierUPC: Text(32).nullish(),
  itemNumber: Text(100).nullish(),
  supplierDescription: Text(1000).nullish(),
  supplierUrl: Text(2000).nullish(),
  supplierImageUrl: Text(2000).nullish(),
  comment: Text(2000).nullish(),
};

/**
 * `POST /api/Product` (spec section 5: supplierId, identifier, identifierType required). With
 * a code that matches several ASINs, send the chosen one as `asin`.
 */
export const ProductCreateInput = z.object({
  supplierId: z.string().max(200),
  identifier: Identifier,
  identifierType: IdentifierType,
  asin: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'must be an ASIN')
    .optional(),
  ...LinkInputs,
});
export type ProductCreateInput = z.infer<typeof ProductCreateInput>;

/** What a create answers: the product, or the candidates when a code matches several ASINs. */
export const ProductCreateResult = z.object({
  product: Product.nullable(),
  candidates: z.array(LookupRow),
});
export type ProductCreateResult = z.infer<typeof ProductCreateResult>;

/** `PUT /api/product/{id}` (spec "Update product costs": id required; cost inputs optional). */
export const ProductUpdateInput = z.object({ id: z.string().max(200).optional(), ...LinkInputs });
export type ProductUpdateInput = z.infer<typeof ProductUpdateInput>;

/** `PATCH /api/product/{id}/buybox-override` (spec "Product override"). */
export const ProductOverrideInput = z
  .object({
    id: z.string().max(200).optional(),
    override: BuyBoxOverride,
    buyBoxOverrideCustomValue: OverrideCustomValue.nullish(),
  })
  .refine((input) => requireCustomValue({ override: input.override, overrideCustomValue: input.buyBoxOverrideCustomValue }), {
    message: 'is required when override is 5 (custom)',
    path: ['buyBoxOverrideCustomValue'],
  });
export type ProductOverrideInput = z.infer<typeof ProductOverrideInput>;

const Bool = z.enum(['true', 'false']).transform((value) => value === 'true');

/** `GET /api/Product`: one supplier's products, searched, filtered, ordered and paged. */
export const ProductListQuery = PageQuery.extend({
  /**
   * Optional beside the spec: without it, the company's first supplier by name (the suppliers'
   * own order, the grid's default). A first visit then asks for the grid's rows beside the
   * suppliers instead of after them; each row says its `supplierId`. No supplier: an empty page.
   */
  supplierId: z.string().max(200).optional(),
  search: Text(200).optional(),
  filter: z.string().max(2000).optional(),
  order: z.string().max(50).optional(),
  descending: Bool.optional(),
  /**
   * Ours beside the spec's: the id of the last product of the page before. The page is then the
   * products after it in this order (keyset paging, fast however deep); `page` is echoed. A
   * product no longer in the list (deleted, filtered out) is ignored: the page is `page`'s.
   */
  after: Id.optional(),
});
export type ProductListQuery = z.infer<typeof ProductListQuery>;

/** A table download's format. */
export const ExportFormat = z.enum(['csv', 'xlsx'], { error: 'must be csv or xlsx' });
export type ExportFormat = z.infer<typeof ExportFormat>;

/**
 * `GET /api/Product/export`: what the list would show on every page (supplier, search, filter,
 * order), as a CSV or XLSX of the given columns (comma-separated PRODUCT_COLUMNS names, in order;
 * the ASIN always first). Streamed.
 */
export const ProductExportQuery = ProductListQuery.omit({ page: true, pageSize: true, after: true }).extend({
  supplierId: z.string().max(200),
  columns: z
    .string()
    .max(4_000)
    .transform((value) =>
      value
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.enum(PRODUCT_COLUMNS, { error: 'must list grid columns (PRODUCT_COLUMNS), comma-separated' }))
        .min(1)
        .max(PRODUCT_COLUMNS.length),
    )
    .optional(),
  format: ExportFormat.default('csv'),
});
export type ProductExportQuery = z.infer<typeof ProductExportQuery>;

/** `DELETE /api/product/filtered`: what the list would show, deleted. */
export const ProductFilteredQuery = ProductListQuery.pick({ search: true, filter: true }).extend({
  // Required here as the spec has it: a bulk delete never falls back to a default supplier.
  supplierId: z.string().max(200),
});

/** `POST /api/product/delete` (ids) and `PUT /api/Product/refresh` (spec: ids, fetchStockLevels). */
export const ProductIdsInput = z.object({
  ids: z.array(z.string().max(200)).min(1, 'must list at least one product').max(MAX_PAGE_SIZE),
  fetchStockLevels: z.boolean().optional(),
});
export type ProductIdsInput = z.infer<typeof ProductIdsInput>;

/** `GET /api/Product/{id}/refresh?fetchStockLevels=`. */
export const ProductRefreshQuery = z.object({ fetchStockLevels: Bool.optional() });

export const ProductIdParams = z.object({ productId: z.string().max(200) });

/** How many products a bulk call touched. */
export const ProductCount = z.object({ count: z.number().int() });

/** `GET /api/Product/{id}/graph` (spec: Price history with versionId, versionCreated, asin). */
export const ProductGraph = PriceHistory.extend({ versionId: Id, versionCreated: z.string() });
export type ProductGraph = z.infer<typeof ProductGraph>;

/**
 * `POST /api/QuickView` (spec "Product by identifier": identifier required; identifierType,
 * cost, preparationCost, quantityPack optional). Without identifierType, a 10-character
 * identifier is an ASIN and anything else a code. `asin` picks among several matches.
 */
export const QuickViewCreateInput = z.object({
  identifier: Identifier,
  identifierType: IdentifierType.optional(),
  asin: z
    .string()
    .regex(/^[A-Z0-9]{10}$/, 'must be an ASIN')
    .optional(),
  cost: Cost.nullish(),
  preparationCost: PreparationCost.nullish(),
  quantityPack: QuantityPack.nullish(),
  /** The marketplace to analyse it for; the company's default when left out. */
  marketplace: MarketplaceCodeSchema.optional(),
});
export type QuickViewCreateInput = z.infer<typeof QuickViewCreateInput>;

/** `GET /api/QuickView`: the quick view's items, searched, filtered, ordered and paged. */
export const QuickViewListQuery = ProductListQuery.omit({ supplierId: true });

export const QuickViewIdParams = z.object({ quickViewItemId: z.string().max(200) });

/** `/api/BrowserExtension/{asin}`. */
export const ExtensionAsinParams = z.object({
  asin: z
    .string()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().regex(/^[A-Z0-9]{10}$/, 'must be an ASIN')),
});

/** `?marketplace=DE` on the extension's and the quick view's routes: the company's default when left out. */
export const MarketplaceQuery = z.object({ marketplace: MarketplaceCodeSchema.optional() });
export type MarketplaceQuery = z.infer<typeof MarketplaceQuery>;

/** `GET /api/BrowserExtension/lookup?code=&marketplace=`: a UPC, EAN or ISBN (dashes allowed), on the marketplace. */
export const ExtensionLookupQuery = MarketplaceQuery.extend({
  code: z.string().regex(/^[0-9Xx-]{8,20}$/, 'must be a UPC, EAN or ISBN'),
});

/** `PATCH /api/BrowserExtension/{asin}/override?buyBoxOverride=&customValue=&marketplace=`. */
export const ExtensionOverrideQuery = MarketplaceQuery.extend({
  buyBoxOverride: z.coerce.number().pipe(BuyBoxOverride),
  customValue: z.coerce.number().pipe(OverrideCustomValue).optional(),
}).refine((q) => requireCustomValue({ override: q.buyBoxOverride, overrideCustomValue: q.customValue }), {
  message: 'is required when buyBoxOverride is 5 (custom)',
  path: ['customValue'],
});
