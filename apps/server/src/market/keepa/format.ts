/**
 * Keepa's product JSON, the part we read (reference: Keepa's Java client `keepacom/api_backend`,
 * Product.java, Stats.java, Offer.java, Seller.java, KeepaTime.java). Prices are integer cents,
 * -1 = no offer / no data, -2 = not requested or unknown; times are Keepa minutes; dimensions mm,
 * weights g (0 or -1 unknown); rating 0..50.
 */
export type KeepaProduct = {
  asin: string;
  domainId?: number;
  parentAsin?: string | null;
  /** Only on parents (and, from Keepa, often on children too): the family's children. */
  variations?: KeepaVariation[] | null;
  upcList?: string[] | null;
  eanList?: string[] | null;
  title?: string | null;
  brand?: string | null;
  manufacturer?: string | null;
  model?: string | null;
  partNumber?: string | null;
  description?: string | null;
  features?: string[] | null;
  rootCategory?: number;
  categoryTree?: { catId: number; name: string }[] | null;
  /** Deprecated by Keepa in favour of `images`; comma-separated file names. */
  imagesCSV?: string | null;
  images?: KeepaImage[] | null;
  /** 0 or -1 when unknown. */
  packageQuantity?: number;
  packageHeight?: number;
  packageLength?: number;
  packageWidth?: number;
  packageWeight?: number;
  itemHeight?: number;
  itemLength?: number;
  itemWidth?: number;
  itemWeight?: number;
  /** PRODUCT_TYPE: 0 standard, 1 downloadable, 2 ebook, 3 unaccessible, 4 invalid, 5 variation parent. */
  productType?: number;
  /** Category id of the main sales rank; -1 when none. */
  salesRankReference?: number;
  /** Rank history per category id: [t, rank, ...]. */
  salesRanks?: Record<string, number[]> | null;
  referralFeePercentage?: number | null;
  /** Null when Keepa has not collected the fees yet. Cents. */
  fbaFees?: { pickAndPackFee?: number; storageFee?: number; lastUpdate?: number } | null;
  hazardousMaterials?: { aspect: string; value: string }[] | null;
  /** Meltable. */
  isHeatSensitive?: boolean | null;
  isAdultProduct?: boolean;
  /** Null when average or unknown, 1 low, 2 high. */
  returnRate?: number | null;
  /** The marketplace's "bought in past month" floor; 0 when not shown. */
  monthlySold?: number | null;
  /** [t, monthlySold, ...] */
  monthlySoldHistory?: number[] | null;
  /** AVAILABILITY: -1 no Amazon offer, 0 in stock, 1 pre-order, 2 unknown, 3 back-order, 4 delayed. */
  availabilityAmazon?: number;
  /** One array per CSV index: [t, v, t, v, ...], or [t, price, shipping, ...] for TRIPLE_SERIES. */
  csv?: (number[] | null)[] | null;
  /** [t, sellerId, ...]; "-1" no qualified seller, "-2" an unknown new seller. */
  buyBoxSellerIdHistory?: string[] | null;
  stats?: KeepaStats | null;
  /** Current and past offers; `liveOffersOrder` says which are live. */
  offers?: KeepaOffer[] | null;
  /** Indexes into `offers` of the live offers, in Amazon's order (may repeat an index). */
  liveOffersOrder?: number[] | null;
  /** Keepa minute of the last data update. */
  lastUpdate?: number;
};

export type KeepaVariation = { asin: string; attributes?: { dimension: string; value: string }[] | null; image?: string };

/** An image's file names at two resolutions; the full path is https://m.media-amazon.com/images/I/<name>. */
export type KeepaImage = { l?: string; lH?: number; lW?: number; m?: string; mH?: number; mW?: number };

/** What a seller won of the buy box in the stats interval (Stats.BuyBoxStatsObject). */
export type KeepaBuyBoxStats = {
  /** An approximation of the percentage (0..100) of the interval the seller held the buy box. */
  percentageWon: number;
  avgPrice: number;
  avgNewOfferCount: number;
  isFBA: boolean;
  lastSeen: number;
};

/**
 * Keepa's statistics (with the `stats` parameter). The arrays use CSV indexing; values of triple
 * series are landed prices (price + shipping). The buy box and offer counts need `offers` or
 * `buybox` and are -2 otherwise.
 */
export type KeepaStats = {
  current?: number[] | null;
  /** Weighted mean over the `stats` interval. */
  avg?: number[] | null;
  avg30?: number[] | null;
  avg90?: number[] | null;
  avg180?: number[] | null;
  avg365?: number[] | null;
  /** Per index: [keepaMinute, value] or null (all time). */
  min?: (number[] | null)[] | null;
  max?: (number[] | null)[] | null;
  /** Per index, 0..100, -1 when insufficient data. */
  outOfStockPercentage30?: number[] | null;
  outOfStockPercentage90?: number[] | null;
  outOfStockPercentageInInterval?: number[] | null;
  salesRankDrops30?: number;
  salesRankDrops90?: number;
  salesRankDrops180?: number;
  salesRankDrops365?: number;
  totalOfferCount?: number;
  offerCountFBA?: number;
  offerCountFBM?: number;
  sellerIdsLowestFBA?: string[] | null;
  sellerIdsLowestFBM?: string[] | null;
  stockAmazon?: number;
  stockBuyBox?: number;
  buyBoxPrice?: number;
  buyBoxShipping?: number;
  buyBoxSellerId?: string | null;
  buyBoxIsFBA?: boolean | null;
  buyBoxIsAmazon?: boolean | null;
  buyBoxIsMAP?: boolean | null;
  buyBoxIsUnqualified?: boolean | null;
  buyBoxIsPrimeExclusive?: boolean | null;
  isAddonItem?: boolean | null;
  /** Per seller id, over the `stats` interval. */
  buyBoxStats?: Record<string, KeepaBuyBoxStats> | null;
};

export type KeepaOffer = {
  offerId: number;
  lastSeen: number;
  sellerId: string;
  /** [t, price, shipping, ...]; latest at the end. Shipping: -2 unknown, 0 free, -1 not shippable or unspecified. */
  offerCSV: number[];
  /** OFFER_CONDITION: 0 unknown, 1 new, 2..5 used, 6 refurbished, 7..10 collectible. */
  condition: number;
  conditionComment?: string | null;
  isPrime?: boolean;
  isFBA?: boolean;
  isAmazon?: boolean;
  isMAP?: boolean;
  isShippable?: boolean;
  isPreorder?: boolean;
  isWarehouseDeal?: boolean;
  isScam?: boolean;
  shipsFromChina?: boolean;
  isPrimeExcl?: boolean;
  isAddonItem?: boolean;
  /** [t, stock, ...] */
  stockCSV?: number[] | null;
  /** 0 when unknown. */
  minOrderQty?: number;
};

/** Keepa's /seller answer, the part we read. */
export type KeepaSeller = {
  sellerId: string;
  sellerName?: string | null;
  /** csv[0]: [t, rating 0..100, ...]; csv[1]: [t, rating count, ...]. */
  csv?: (number[] | null)[] | null;
  /** 0..100 percent positive. */
  currentRating?: number;
  currentRatingCount?: number;
  ratingsLast30Days?: number;
};

/** Every Keepa answer reports the token bucket; /product adds products, /seller sellers. */
export type KeepaResponse = {
  timestamp?: number;
  tokensLeft?: number;
  /** Milliseconds until the next refill. */
  refillIn?: number;
  /** Tokens added per minute. */
  refillRate?: number;
  tokensConsumed?: number;
  products?: KeepaProduct[] | null;
  sellers?: Record<string, KeepaSeller> | null;
  error?: { type?: string; message?: string; details?: string } | null;
};

/** The csv indices (domain notes; Product.CsvType). */
export const CSV = {
  AMAZON: 0,
  NEW: 1,
  USED: 2,
  SALES: 3,
  LISTPRICE: 4,
  COLLECTIBLE: 5,
  REFURBISHED: 6,
  NEW_FBM_SHIPPING: 7,
  LIGHTNING_DEAL: 8,
  WAREHOUSE: 9,
  NEW_FBA: 10,
  COUNT_NEW: 11,
  COUNT_USED: 12,
  COUNT_REFURBISHED: 13,
  COUNT_COLLECTIBLE: 14,
  EXTRA_INFO_UPDATES: 15,
  RATING: 16,
  COUNT_REVIEWS: 17,
  BUY_BOX_SHIPPING: 18,
  USED_NEW_SHIPPING: 19,
  USED_VERY_GOOD_SHIPPING: 20,
  USED_GOOD_SHIPPING: 21,
  USED_ACCEPTABLE_SHIPPING: 22,
  COLLECTIBLE_NEW_SHIPPING: 23,
  COLLECTIBLE_VERY_GOOD_SHIPPING: 24,
  COLLECTIBLE_GOOD_SHIPPING: 25,
  COLLECTIBLE_ACCEPTABLE_SHIPPING: 26,
  REFURBISHED_SHIPPING: 27,
  EBAY_NEW_SHIPPING: 28,
  EBAY_USED_SHIPPING: 29,
  TRADE_IN: 30,
  RENT: 31,
  BUY_BOX_USED_SHIPPING: 32,
  PRIME_EXCL: 33,
  COUNT_NEW_FBA: 34,
  COUNT_NEW_FBM: 35,
} as const;

/** Series stored as triples [t, price, shipping] (CsvType.isWithShipping); price excludes shipping. */
export const TRIPLE_SERIES: ReadonlySet<number> = new Set([
  CSV.NEW_FBM_SHIPPING,
  CSV.BUY_BOX_SHIPPING,
  CSV.USED_NEW_SHIPPING,
  CSV.USED_VERY_GOOD_SHIPPING,
  CSV.USED_GOOD_SHIPPING,
  CSV.USED_ACCEPTABLE_SHIPPING,
  CSV.COLLECTIBLE_NEW_SHIPPING,
  CSV.COLLECTIBLE_VERY_GOOD_SHIPPING,
  CSV.COLLECTIBLE_GOOD_SHIPPING,
  CSV.COLLECTIBLE_ACCEPTABLE_SHIPPING,
  CSV.REFURBISHED_SHIPPING,
  CSV.EBAY_NEW_SHIPPING,
  CSV.EBAY_USED_SHIPPING,
  CSV.BUY_BOX_USED_SHIPPING,
]);

/** Points per entry of a csv series: 3 for TRIPLE_SERIES, else 2. */
export const stepOf = (index: number): 2 | 3 => (TRIPLE_SERIES.has(index) ? 3 : 2);

/** Product.AvailabilityType (availabilityAmazon). */
export const AVAILABILITY = { NO_OFFER: -1, NOW: 0, PREORDER: 1, UNKNOWN: 2, BACKORDER: 3, DELAYED: 4 } as const;

/** Product.ProductType. */
export const PRODUCT_TYPE = { STANDARD: 0, DOWNLOADABLE: 1, EBOOK: 2, UNACCESSIBLE: 3, INVALID: 4, VARIATION_PARENT: 5 } as const;

export const CONDITION_NEW = 1;

/** Amazon.com's own seller id (US). */
export const AMAZON_SELLER_ID = 'ATVPDKIKX0DER';

/** Keepa time starts 2011-01-01T00:00Z: unixMillis = (keepaMinute + 21,564,000) x 60,000. */
export const KEEPA_EPOCH_MINUTES = 21_564_000;
export const DAY_MINUTES = 1440;

export function keepaMinuteToDate(minute: number): Date {
  return new Date((minute + KEEPA_EPOCH_MINUTES) * 60_000);
}

export function dateToKeepaMinute(date: Date): number {
  return Math.floor(date.getTime() / 60_000) - KEEPA_EPOCH_MINUTES;
}
