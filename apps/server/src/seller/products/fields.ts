import type { FilterField } from './filter.js';
import { products } from './schema.js';

/**
 * The product fields the list can filter and sort on: each is a column of `products` (copied
 * from the analysis when a version is written) with an index where the usual sorts need one.
 * docs/products.md lists them for users.
 */
export const PRODUCT_FILTER_FIELDS: Record<string, FilterField> = {
  asin: { column: products.asin, type: 'text' },
  title: { column: products.title, type: 'text' },
  brand: { column: products.brand, type: 'text' },
  category: { column: products.category, type: 'text' },
  upc: { column: products.upc, type: 'text' },
  itemNumber: { column: products.itemNumber, type: 'text' },
  cost: { column: products.cost, type: 'number' },
  preparationCost: { column: products.preparationCost, type: 'number' },
  quantityPack: { column: products.quantityPack, type: 'number' },
  rating: { column: products.rating, type: 'number' },
  override: { column: products.override, type: 'number' },
  bsrCurrent: { column: products.bsrCurrent, type: 'number' },
  salesEstimate: { column: products.salesEstimate, type: 'number' },
  buyBoxCurrent: { column: products.buyBoxCurrent, type: 'number' },
  selectedBuyBoxValue: { column: products.selectedBuyBoxValue, type: 'number' },
  totalGoodsCost: { column: products.totalGoodsCost, type: 'number' },
  profitLoss: { column: products.profitLoss, type: 'number' },
  roi: { column: products.roi, type: 'number' },
  margin: { column: products.margin, type: 'number' },
  breakEven: { column: products.breakEven, type: 'number' },
  fbaFeesTotal: { column: products.fbaFeesTotal, type: 'number' },
  fbaOffersCount: { column: products.fbaOffersCount, type: 'number' },
  fbmOffersCount: { column: products.fbmOffersCount, type: 'number' },
  myShare30: { column: products.myShare30, type: 'number' },
  salesRankDrops30: { column: products.salesRankDrops30, type: 'number' },
  amazonCurrent: { column: products.amazonCurrent, type: 'number' },
  reviewsCount: { column: products.reviewsCount, type: 'number' },
  astroScore: { column: products.astroScore, type: 'number' },
  alertThreatLevel: { column: products.alertThreatLevel, type: 'number' },
  hasAlert: { column: products.hasAlert, type: 'boolean' },
  isHazmat: { column: products.isHazmat, type: 'boolean' },
  isMeltable: { column: products.isMeltable, type: 'boolean' },
  hasBuyBox: { column: products.hasBuyBox, type: 'boolean' },
  buyBoxIsAmazon: { column: products.buyBoxIsAmazon, type: 'boolean' },
  isAmazonSeller: { column: products.isAmazonSeller, type: 'boolean' },
  isVariation: { column: products.isVariation, type: 'boolean' },
  // Names alert rules read naturally ("Amazon left the listing", "FBA offers fell to 2").
  amazonOnListing: { column: products.isAmazonSeller, type: 'boolean' },
  fbaOffers: { column: products.fbaOffersCount, type: 'number' },
  // The seller account's answer (seller-account/): allowed, approval_required, not_eligible, unknown.
  eligibility: { column: products.eligibility, type: 'text' },
  fbaFulfillable: { column: products.fbaFulfillable, type: 'number' },
  fbaInbound: { column: products.fbaInbound, type: 'number' },
  // What the offers say of the sellers (market-signals.ts): "the brand lost the buy box",
  // "a competitor ran out of stock".
  buyBoxIsBrand: { column: products.buyBoxIsBrand, type: 'boolean' },
  competitorsOutOfStock: { column: products.competitorsOutOfStock, type: 'number' },
  // The answer before the seller account's last change of it (null: never changed).
  eligibilityPrevious: { column: products.eligibilityPrevious, type: 'text' },
};

/** Orders the list accepts (`order`): every filter field, plus when the product was added or analysed. */
export const PRODUCT_ORDER_FIELDS = {
  ...Object.fromEntries(Object.entries(PRODUCT_FILTER_FIELDS).map(([name, field]) => [name, field.column])),
  created: products.created,
  versionCreated: products.versionCreated,
  updated: products.updated,
};

/**
 * A product's own fields, as productDto sets them over the analysis. The analysis a product row
 * keeps (`products.analysis`, its latest version's) is stored without these keys, so the list
 * can join the two halves as JSON text with each key once (list-json.ts); a version keeps the
 * whole analysis.
 */
export const ROW_KEYS = [
  'id',
  'companyId',
  'created',
  'createdBy',
  'modified',
  'modifiedBy',
  'deleted',
  'deletedBy',
  'asin',
  'upc',
  'marketplace',
  'identifier',
  'identifierType',
  'supplierId',
  'supplierUPC',
  'itemNumber',
  'supplierDescription',
  'supplierUrl',
  'supplierImageUrl',
  'cost',
  'preparationCost',
  'quantityPack',
  'comment',
  'rating',
  'shortlistNames',
  'override',
  'overrideCustomValue',
  'versionId',
  'versionCreated',
  'eligibility',
  'eligibilityCheckedAt',
  'fbaFulfillable',
  'fbaInbound',
] as const;

/**
 * Keys a version's reading records of the product row at the time (alert rules read them:
 * reading-eligibility.ts) that the product's own columns hold now: not copied into the product's
 * analysis, where they would go stale.
 */
export const VERSION_ONLY_KEYS = ['eligibilityPrevious', 'eligibilityChanged'] as const;
