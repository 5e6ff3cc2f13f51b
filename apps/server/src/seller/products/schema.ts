import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { baseColumns } from '../base-columns.js';
import { bytea } from '../bytea.js';

/**
 * What the market said about one ASIN at one moment (a MarketSnapshot). Market data is public,
 * so this table is shared by every company (no company_id, no row-level security): one read
 * serves every seller tracking the ASIN while it is fresh. Each refresh adds a row.
 */
export const marketSnapshots = pgTable(
  'market_snapshots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    asin: text('asin').notNull(),
    /** The marketplace the reading is from (a MarketplaceCode): prices in its currency. */
    marketplace: text('marketplace').notNull().default('US'),
    provider: text('provider').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
    withOffers: boolean('with_offers').notNull(),
    withStock: boolean('with_stock').notNull(),
    /**
     * The reading as the provider gave it (fields, offers, sellersData, stockInfo, variations): its
     * JSON text compressed with Brotli by the server (reading-codec.ts). Nothing queries inside a
     * reading: it is written once and read whole, and at a quarter of the size its write took a
     * third of the time (decision 052). Null in rows written before migration 0055, which keep
     * the reading in the five JSON columns below.
     */
    reading: bytea('reading'),
    // The reading of rows written before migration 0055, as JSON text (decision 050); null since.
    fields: json('fields'),
    offers: json('offers'),
    sellersData: json('sellers_data'),
    stockInfo: json('stock_info'),
    variations: json('variations'),
    /**
     * The price history (history-codec's StoredHistory); null when the reading was made without
     * it (uploads, background refreshes). The chart fills it in on first need (MarketStore.history).
     */
    history: json('history'),
  },
  (t) => [
    index('market_snapshots_asin_idx').on(t.asin, t.marketplace, t.fetchedAt.desc()),
    check(
      'market_snapshots_reading_check',
      sql`${t.reading} is not null or (${t.fields} is not null and ${t.offers} is not null and ${t.sellersData} is not null and ${t.stockInfo} is not null and ${t.variations} is not null)`,
    ),
  ],
);

/**
 * Brands whose products carry a risk (IP complaints, gating, counterfeit reports): threat level
 * 100, 200 or 300 and a report type 0..9 (spec section 9). Platform data, shared by companies.
 */
export const brandAlerts = pgTable('brand_alerts', {
  brandKey: text('brand_key').primaryKey(),
  brand: text('brand').notNull(),
  threatLevel: smallint('threat_level').notNull(),
  reportType: smallint('report_type').notNull(),
  note: text('note'),
});

/**
 * A product a company tracks: under a supplier (with the supplier link fields and cost inputs),
 * or, with no supplier, an item of the quick view. `analysis` is the latest version's full
 * analysis (every Product field); the columns after it copy the fields the list filters and
 * sorts on, so those run on indexes.
 */
export const products = pgTable(
  'products',
  {
    ...baseColumns(),
    supplierId: uuid('supplier_id'),
    asin: text('asin').notNull(),
    /** The marketplace it is analysed for: its supplier's, or the quick view's (a MarketplaceCode). */
    marketplace: text('marketplace').notNull().default('US'),
    /** FBA or FBM; null = the member's default (UserSettings.defaultFulfilment). */
    fulfilment: text('fulfilment'),
    /** Expected months the stock sits in the warehouse (storage fees); null = from the sales estimate. */
    monthsInStock: doublePrecision('months_in_stock'),
    /** What the user entered (an ASIN or a code) and its type: 0 ASIN, 1 UPC/EAN/ISBN. */
    identifier: text('identifier').notNull(),
    identifierType: smallint('identifier_type').notNull(),
    // Supplier link and cost inputs
    cost: doublePrecision('cost'),
    preparationCost: doublePrecision('preparation_cost'),
    quantityPack: integer('quantity_pack').notNull().default(1),
    supplierUpc: text('supplier_upc'),
    itemNumber: text('item_number'),
    supplierDescription: text('supplier_description'),
    supplierUrl: text('supplier_url'),
    supplierImageUrl: text('supplier_image_url'),
    comment: text('comment'),
    /** The listing's star rating, 0..5 (Keepa's rating series / 10): a copy of the analysis's, as the columns below. */
    rating: doublePrecision('rating'),
    override: smallint('override').notNull().default(-1),
    overrideCustomValue: doublePrecision('override_custom_value'),
    // The latest version
    versionId: uuid('version_id'),
    versionCreated: timestamp('version_created', { withTimezone: true }),
    snapshotId: uuid('snapshot_id'),
    analysis: jsonb('analysis'),
    // Copies of analysis fields for search, filter and sort
    title: text('title'),
    brand: text('brand'),
    upc: text('upc'),
    category: text('category'),
    bsrCurrent: integer('bsr_current'),
    salesEstimate: doublePrecision('sales_estimate'),
    buyBoxCurrent: doublePrecision('buy_box_current'),
    selectedBuyBoxValue: doublePrecision('selected_buy_box_value'),
    totalGoodsCost: doublePrecision('total_goods_cost'),
    profitLoss: doublePrecision('profit_loss'),
    roi: doublePrecision('roi'),
    margin: doublePrecision('margin'),
    breakEven: doublePrecision('break_even'),
    fbaFeesTotal: doublePrecision('fba_fees_total'),
    fbaOffersCount: integer('fba_offers_count'),
    fbmOffersCount: integer('fbm_offers_count'),
    myShare30: doublePrecision('my_share30'),
    salesRankDrops30: integer('sales_rank_drops30'),
    amazonCurrent: doublePrecision('amazon_current'),
    reviewsCount: integer('reviews_count'),
    astroScore: smallint('astro_score'),
    alertThreatLevel: smallint('alert_threat_level'),
    hasAlert: boolean('has_alert'),
    isHazmat: boolean('is_hazmat'),
    isMeltable: boolean('is_meltable'),
    hasBuyBox: boolean('has_buy_box'),
    buyBoxIsAmazon: boolean('buy_box_is_amazon'),
    isAmazonSeller: boolean('is_amazon_seller'),
    isVariation: boolean('is_variation'),
    /** Whether the buy box's seller is the brand or its maker (products/market-signals.ts). */
    buyBoxIsBrand: boolean('buy_box_is_brand'),
    /** Offers whose reported stock is 0 (null: no offer reported its stock). */
    competitorsOutOfStock: integer('competitors_out_of_stock'),
    updated: timestamp('updated', { withTimezone: true }),
    /**
     * The seller's own account's answer for this product (seller-account/, docs/seller-account.md):
     * allowed | approval_required | not_eligible | unknown, null before any check; copied from
     * `eligibility_checks` so the list can filter and sort on it.
     */
    eligibility: text('eligibility'),
    eligibilityCheckedAt: timestamp('eligibility_checked_at', { withTimezone: true }),
    /**
     * The answer before the last change (a known answer replaced by another; null: never changed)
     * and when it changed: a reading written after that time says the change is news to it
     * (`eligibilityChanged`, alert rules).
     */
    eligibilityPrevious: text('eligibility_previous'),
    eligibilityChangedAt: timestamp('eligibility_changed_at', { withTimezone: true }),
    /** Units the seller holds at Amazon (FBA inventory), null when none. */
    fbaFulfillable: integer('fba_fulfillable'),
    fbaInbound: integer('fba_inbound'),
  },
  (t) => [
    // A supplier lists an ASIN once; the quick view holds an ASIN once.
    uniqueIndex('products_supplier_asin_idx')
      .on(t.companyId, t.supplierId, t.asin)
      .where(sql`not ${t.deleted} and ${t.supplierId} is not null`),
    uniqueIndex('products_quick_view_asin_idx')
      .on(t.companyId, t.asin, t.marketplace)
      .where(sql`not ${t.deleted} and ${t.supplierId} is null`),
    // The list's usual orders within a supplier, each in its usual direction (nulls last, then
    // the id), so a page is an index range; the other direction sorts (see docs/products.md).
    index('products_supplier_created_idx').on(t.supplierId, t.created.desc(), t.id.desc()),
    index('products_supplier_roi_idx').on(t.supplierId, t.roi.desc().nullsLast(), t.id.desc()),
    index('products_supplier_profit_idx').on(t.supplierId, t.profitLoss.desc().nullsLast(), t.id.desc()),
    index('products_supplier_sales_idx').on(t.supplierId, t.salesEstimate.desc().nullsLast(), t.id.desc()),
    index('products_supplier_bsr_idx').on(t.supplierId, t.bsrCurrent.asc().nullsLast(), t.id.asc()),
    index('products_supplier_title_idx').on(t.supplierId, t.title.asc().nullsLast(), t.id.asc()),
    // Search by code.
    index('products_company_asin_idx').on(t.companyId, t.asin),
    index('products_company_upc_idx').on(t.companyId, t.upc),
  ],
);

/** Every analysis of a product: one per create or refresh (spec: versionId, versionCreated). */
export const productVersions = pgTable(
  'product_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull(),
    productId: uuid('product_id').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by'),
    snapshotId: uuid('snapshot_id').notNull(),
    /** The cost inputs and settings the analysis used. */
    inputs: jsonb('inputs').notNull(),
    analysis: jsonb('analysis').notNull(),
  },
  (t) => [
    index('product_versions_product_idx').on(t.productId, t.created.desc()),
    // A member's lookup history on the dashboard's team view.
    index('product_versions_member_idx').on(t.companyId, t.createdBy, t.created.desc()),
  ],
);
