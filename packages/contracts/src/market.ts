import { z } from 'zod';

/**
 * Market data shapes (spec section 3: Offer, Seller data, Stock info, Price history, Lookup
 * row, and the market-derived fields of Product). Prices are dollars (null = no data), times
 * ISO 8601 UTC, dimensions inches and weights pounds unless the name says otherwise.
 */

const money = z.number().nullable();
const count = z.number().int().nullable();

export const Hazard = z.object({ aspect: z.string(), value: z.string() });
export type Hazard = z.infer<typeof Hazard>;

/**
 * Offer condition (spec: 0 to 11), as Keepa numbers it: 0 unknown, 1 new, 2 used like new,
 * 3 used very good, 4 used good, 5 used acceptable, 6 refurbished, 7 collectible like new,
 * 8 collectible very good, 9 collectible good, 10 collectible acceptable, 11 new, open box.
 */
export const OfferCondition = z.number().int().min(0).max(11);

export const Offer = z.object({
  offerId: z.string(),
  asin: z.string(),
  sellerId: z.string(),
  sellerName: z.string().nullable(),
  sellerRatingsCount: count,
  /** 0..100 (percent positive). */
  sellerRating: z.number().nullable(),
  condition: OfferCondition,
  conditionComment: z.string().nullable(),
  price: money,
  shippingCost: money,
  stock: count,
  minimumOrderQuantity: count,
  lastSeen: z.string().nullable(),
  buyBoxWon30: z.number().nullable(),
  buyBoxWon90: z.number().nullable(),
  buyBoxWon180: z.number().nullable(),
  estimatedDeliveryDate: z.string().nullable(),
  fastestDeliveryDate: z.string().nullable(),
  isCompetition: z.boolean(),
  isBrandOffer: z.boolean(),
  isPrimeExcl: z.boolean(),
  isAmazon: z.boolean(),
  isScam: z.boolean(),
  isWarehouseDeal: z.boolean(),
  isPreorder: z.boolean(),
  isAddonItem: z.boolean(),
  isShippable: z.boolean(),
  isMAP: z.boolean(),
  isPrime: z.boolean(),
  isFBA: z.boolean(),
  shipsFromChina: z.boolean(),
});
export type Offer = z.infer<typeof Offer>;

export const SellerData = z.object({
  sellerId: z.string(),
  sellerName: z.string().nullable(),
  /** 0..100 (percent positive). */
  currentRating: z.number().nullable(),
  currentRatingCount: count,
  ratingsLast30Days: count,
});
export type SellerData = z.infer<typeof SellerData>;

export const StockInfo = z.object({
  sellerId: z.string(),
  stock: count,
  deliveryDate: z.string().nullable(),
  fastestDeliveryDate: z.string().nullable(),
  isStockUpdated: z.boolean(),
});
export type StockInfo = z.infer<typeof StockInfo>;

/** One point of a history series: value (dollars, rank, count or rating), extraValue (e.g. shipping). */
export const HistoryPoint = z.object({ value: z.number().nullable(), extraValue: z.number().nullable(), timestamp: z.string() });
export type HistoryPoint = z.infer<typeof HistoryPoint>;

const Series = z.array(HistoryPoint);

/** Price history (spec section 3): every series oldest first. */
export const PriceHistory = z.object({
  asin: z.string(),
  amazon: Series,
  new: Series,
  used: Series,
  sales: Series,
  listPrice: Series,
  collectible: Series,
  refurbished: Series,
  newFBMShipping: Series,
  lightningDeal: Series,
  warehouse: Series,
  newFBA: Series,
  countNew: Series,
  countUsed: Series,
  countRefurbished: Series,
  countCollectible: Series,
  rating: Series,
  countReviews: Series,
  buyBoxShipping: Series,
  usedNewShipping: Series,
  usedVeryGoodShipping: Series,
  usedGoodShipping: Series,
  usedAcceptableShipping: Series,
  collectibleNewShipping: Series,
  collectibleVeryGoodShipping: Series,
  collectibleGoodShipping: Series,
  collectibleAcceptableShipping: Series,
  refurbishedShipping: Series,
  tradeIn: Series,
  rental: Series,
  buyBoxUsedShipping: Series,
  primeExcl: Series,
  monthlySold: Series,
  /** value null, the seller id in `seller` ("-1" no qualified seller, "-2" unknown new seller). */
  buyBoxSellerHistory: z.array(z.object({ seller: z.string(), timestamp: z.string() })),
});
export type PriceHistory = z.infer<typeof PriceHistory>;

export const Variation = z.object({
  asin: z.string(),
  title: z.string().nullable(),
  images: z.array(z.string()),
  attributes: z.array(z.object({ dimension: z.string(), value: z.string() })),
  offersCount: count,
  stock: count,
  buyBoxCurrent: money,
  buyBoxAvg90: money,
});
export type Variation = z.infer<typeof Variation>;

/** A code lookup result (spec "Lookup row"): one candidate ASIN for a UPC, EAN or ISBN. */
export const LookupRow = z.object({ asin: z.string(), productName: z.string(), countryAndRegion: z.string() });
export type LookupRow = z.infer<typeof LookupRow>;

/** Size in the spec's three variants: plain (rounded to 0.1), precise, and a display string. */
const Size = {
  Height: z.number().nullable(),
  Width: z.number().nullable(),
  Length: z.number().nullable(),
  Weight: z.number().nullable(),
};

/**
 * The fields of a Product that come from the marketplace (spec section 3), before any cost
 * input or analysis. Computed fields (fees, profit, scores, sales estimate) are the profit
 * engine's, not the market's.
 */
export const MarketFields = z.object({
  asin: z.string(),
  parentAsin: z.string().nullable(),
  title: z.string().nullable(),
  description: z.string().nullable(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  manufacturer: z.string().nullable(),
  partNumber: z.string().nullable(),
  image: z.string().nullable(),
  images: z.array(z.string()),
  /** Root category name, e.g. "Toys & Games" (the fee tables key on it). */
  category: z.string().nullable(),
  categoryTree: z.array(z.string()),
  features: z.array(z.string()),
  associatedUPCs: z.array(z.string()),
  associatedEANs: z.array(z.string()),
  hazards: z.array(Hazard),
  isHazmat: z.boolean(),
  isMeltable: z.boolean(),
  isAdult: z.boolean(),
  isVariation: z.boolean(),
  variants: z.number().int(),
  /** Keepa productType: 0 standard .. 5 variation parent. */
  productType: z.number().int(),
  // Buy box now
  hasBuyBox: z.boolean(),
  buyBoxIsAmazon: z.boolean(),
  buyBoxIsFba: z.boolean(),
  buyBoxIsFbm: z.boolean(),
  buyBoxIsUnqualified: z.boolean(),
  buyBoxSellerId: z.string().nullable(),
  buyBoxSellerName: z.string().nullable(),
  buyBoxShipping: money,
  isAmazonSeller: z.boolean(),
  isBrandSeller: z.boolean(),
  /** -1 unknown, 0 in stock, 1 back-ordered, 2 pre-order, 3 out of stock, 4 not sold by Amazon. */
  amazonAvailability: z.number().int().min(-1).max(4),
  // Prices
  amazonCurrent: money,
  amazonLowest: money,
  amazonHighest: money,
  amazonAvg30: money,
  amazonAvg90: money,
  amazonAvg180: money,
  buyBoxCurrent: money,
  buyBoxLowest: money,
  buyBoxHighest: money,
  buyBoxAvg: money,
  buyBoxAvg30: money,
  buyBoxAvg90: money,
  buyBoxAvg180: money,
  newCurrent: money,
  newFbaLowest: money,
  newFbmLowest: money,
  highestBuyBoxEligiblePrice: money,
  listPrice: money,
  // Buy-box domination: the share (0..100) of the period the top seller held the buy box.
  minimumBuyBoxDomination30: z.number().nullable(),
  maximumBuyBoxDomination30: z.number().nullable(),
  minimumBuyBoxDomination90: z.number().nullable(),
  maximumBuyBoxDomination90: z.number().nullable(),
  minimumBuyBoxDomination180: z.number().nullable(),
  maximumBuyBoxDomination180: z.number().nullable(),
  // Offers
  fbaOffersCount: z.number().int(),
  fbmOffersCount: z.number().int(),
  fbaSellersLowestCount: z.number().int(),
  fbmSellersLowestCount: z.number().int(),
  fbaSellerLowest: money,
  fbaSellerLowestId: z.string().nullable(),
  fbmSellerLowest: money,
  fbmSellerLowestId: z.string().nullable(),
  // Rank and sales
  bsrCurrent: count,
  bsrAvg30: count,
  bsrAvg90: count,
  bsrAvg180: count,
  salesRankDrops30: count,
  salesRankDrops90: count,
  salesRankDrops180: count,
  salesRankDrops365: count,
  /** The marketplace's "bought in past month" floor (Keepa monthlySold); null when not shown. */
  boughtInThePastMonth: count,
  // Amazon stock: percent of days Amazon was out of / in stock.
  outOfStock30: z.number().nullable(),
  outOfStock90: z.number().nullable(),
  outOfStock180: z.number().nullable(),
  outOfStock365: z.number().nullable(),
  inStock30: z.number().nullable(),
  inStock90: z.number().nullable(),
  inStock180: z.number().nullable(),
  inStock365: z.number().nullable(),
  // Reviews
  reviewsCount: count,
  ratingsCount: count,
  /** 0..5 stars. */
  rating: z.number().nullable(),
  // Size (inches, pounds)
  itemHeight: Size.Height,
  itemWidth: Size.Width,
  itemLength: Size.Length,
  itemWeight: Size.Weight,
  itemHeightPrecise: Size.Height,
  itemWidthPrecise: Size.Width,
  itemLengthPrecise: Size.Length,
  itemWeightPrecise: Size.Weight,
  itemDimensions: z.string().nullable(),
  packageHeight: Size.Height,
  packageWidth: Size.Width,
  packageLength: Size.Length,
  packageWeight: Size.Weight,
  packageHeightPrecise: Size.Height,
  packageWidthPrecise: Size.Width,
  packageLengthPrecise: Size.Length,
  packageWeightPrecise: Size.Weight,
  packageDimensions: z.string().nullable(),
  packageQuantity: z.number().int(),
  // Fees as the provider reports them (null when it has none; the engine computes them then)
  referralFeePercentage: z.number().nullable(),
  providerFbaFee: money,
  /** When the marketplace data was read (ISO 8601). */
  updated: z.string(),
});
export type MarketFields = z.infer<typeof MarketFields>;

/** Everything the market knows about one ASIN at one moment. */
export const MarketSnapshot = z.object({
  fields: MarketFields,
  offers: z.array(Offer),
  sellersData: z.array(SellerData),
  stockInfo: z.array(StockInfo),
  /** Null when the request did not ask for it (`history: false`): the figures do not need it. */
  history: PriceHistory.nullable(),
  variations: z.array(Variation),
});
export type MarketSnapshot = z.infer<typeof MarketSnapshot>;
