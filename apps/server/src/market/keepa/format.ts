/**
 * Keepa's product JSON, the part we read (reference: Keepa's Java client Product.java,
 * Stats.java, Offer.java, KeepaTime.java). Prices are integer cents, -1 = no offer / no data,
 * -2 = not requested; times are Keepa minutes; dimensions mm, weights g; rating 0..50.
 */
export type KeepaProduct = {
  asin: string;
  domainId?: number;
  parentAsin?: string | null;
  variations?: { asin: string; attributes?: { dimension: string; value: string }[]; image?: string }[] | null;
  upcList?: string[] | null;
  eanList?: string[] | null;
  title?: string | null;
  brand?: string | null;
  manufacturer?: string | null;
  model?: string | null;
  partNumber?: string | null;
  description?: string | null;
  features?: string[] | null;
  categoryTree?: { catId: number; name: string }[] | null;
  imagesCSV?: string | null;
  packageQuantity?: number;
  packageHeight?: number;
  packageLength?: number;
  packageWidth?: number;
  packageWeight?: number;
  itemHeight?: number;
  itemLength?: number;
  itemWidth?: number;
  itemWeight?: number;
  /** 0 standard, 1 downloadable, 2 ebook, 3 unaccessible, 4 invalid, 5 variation parent. */
  productType?: number;
  salesRankReference?: number;
  salesRanks?: Record<string, number[]> | null;
  referralFeePercentage?: number | null;
  fbaFees?: { pickAndPackFee?: number; storageFee?: number } | null;
  hazardousMaterials?: { aspect: string; value: string }[] | null;
  isHeatSensitive?: boolean;
  isAdultProduct?: boolean;
  monthlySold?: number | null;
  monthlySoldHistory?: number[] | null;
  /** Keepa's availability of Amazon: -1 no offer, 0 in stock, 1 not yet released (pre-order), 2 back-ordered, 3 out of stock, 4 unknown. */
  availabilityAmazon?: number;
  /** One array per csv index (see CSV), each [t, v, t, v, ...] or [t, v, shipping, ...]. */
  csv?: (number[] | null)[];
  buyBoxSellerIdHistory?: string[] | null;
  stats?: KeepaStats | null;
  offers?: KeepaOffer[] | null;
  liveOffersOrder?: number[] | null;
  lastUpdate?: number;
};

/** Per csv index: [current, avg, avg30, avg90, avg180, avg365, min, max] in Stats. */
export type KeepaStats = {
  current?: number[];
  avg?: number[];
  avg30?: number[];
  avg90?: number[];
  avg180?: number[];
  avg365?: number[];
  /** Per index: [keepaMinute, value] or null. */
  min?: (number[] | null)[];
  max?: (number[] | null)[];
  outOfStockPercentage30?: number[];
  outOfStockPercentage90?: number[];
  salesRankDrops30?: number;
  salesRankDrops90?: number;
  salesRankDrops180?: number;
  salesRankDrops365?: number;
  totalOfferCount?: number;
  offerCountFBA?: number;
  offerCountFBM?: number;
  buyBoxPrice?: number;
  buyBoxShipping?: number;
  buyBoxSellerId?: string | null;
  buyBoxIsFBA?: boolean;
  buyBoxIsAmazon?: boolean;
  buyBoxIsMAP?: boolean;
  buyBoxIsUnqualified?: boolean;
  buyBoxIsPrimeExclusive?: boolean;
  buyBoxStats?: Record<
    string,
    { percentageWon: number; avgPrice: number; avgNewOfferCount: number; isFBA: boolean; lastSeen: number }
  > | null;
};

export type KeepaOffer = {
  offerId: number;
  lastSeen: number;
  sellerId: string;
  /** [t, price, shipping, t, price, shipping, ...]; shipping -2 unknown, 0 free, -1 not shippable. */
  offerCSV: number[];
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
  minOrderQty?: number;
};

/** Keepa's /seller answer, the part we read. */
export type KeepaSeller = {
  sellerId: string;
  sellerName?: string | null;
  /** [t, rating 0..100, ...] */
  csv?: (number[] | null)[];
  currentRating?: number;
  currentRatingCount?: number;
  ratingsLast30Days?: number;
};

/** The csv indices (domain notes). */
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

/** Series stored as triples [t, price, shipping]. */
export const TRIPLE_SERIES: ReadonlySet<number> = new Set([7, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 32]);

const KEEPA_EPOCH_MINUTES = 21_564_000;

export function keepaMinuteToDate(minute: number): Date {
  return new Date((minute + KEEPA_EPOCH_MINUTES) * 60_000);
}

export function dateToKeepaMinute(date: Date): number {
  return Math.floor(date.getTime() / 60_000) - KEEPA_EPOCH_MINUTES;
}
