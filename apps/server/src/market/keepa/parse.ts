import type { MarketFields, MarketSnapshot, SellerData, Variation } from '@shelfscope/contracts';
import { type Domination, dominationFromHistory, dominationFromStats } from './buy-box.js';
import {
  AMAZON_SELLER_ID,
  AVAILABILITY,
  CONDITION_NEW,
  CSV,
  DAY_MINUTES,
  dateToKeepaMinute,
  type KeepaProduct,
  type KeepaSeller,
  PRODUCT_TYPE,
} from './format.js';
import { lastOf, outOfStockShare, parseHistory, sellerPairs } from './history.js';
import { landedPrice, liveOffers, lowestOf, newOfferGroups, sellerData, stockInfoOf, toOffer } from './offers.js';
import { sizeOf } from './size.js';
import { isoCache, minorUnitsPer, money, whole } from './units.js';

/** Where Keepa's image file names live (the marketplace's image host). */
export const KEEPA_IMAGE_BASE = 'https://m.media-amazon.com/images/I/';

export type ParseOptions = {
  /** Keepa's /seller records by seller id (names and ratings of the offers' sellers). */
  sellers?: Record<string, KeepaSeller>;
  /** The moment the data was read: the 30/90/180/365-day windows end here. Default: now. */
  now?: Date;
  /**
   * The `stats` interval (days) the request used. Keepa's buyBoxStats cover that interval, so
   * they stand in for the domination of the window of the same length when there is no
   * buyBoxSellerIdHistory to measure it from.
   */
  statsDays?: number;
  /** The address the image file names are read against. Default: the marketplace's image host. */
  imageBase?: string;
  /** Build the PriceHistory from the csv series (default true); false leaves `history` null. */
  history?: boolean;
  /**
   * The ISO 4217 currency of the marketplace read (default USD): Keepa's prices are in its minor
   * unit (cents; yen for JPY), and the snapshot's prices in its unit.
   */
  currency?: string;
};

/**
 * Keepa's product JSON (and its sellers) as a MarketSnapshot. The simulated marketplace emits
 * the same JSON, so both providers share this parser. Stats are preferred; when a figure was
 * not requested (-2) or is absent it is read from the csv history where that is possible.
 */
export function parseKeepaProduct(product: KeepaProduct, options: ParseOptions = {}): MarketSnapshot {
  const stats = product.stats ?? {};
  const csv = product.csv ?? [];
  const iso = isoCache();
  const perUnit = minorUnitsPer(options.currency ?? 'USD');
  const dollars = (minor: number | undefined | null) => money(minor, perUnit);
  const nowMinute = dateToKeepaMinute(options.now ?? new Date());
  const stat = (list: number[] | null | undefined, index: number) => {
    const value = list?.[index];
    return value === undefined || value === -2 ? undefined : value;
  };
  const current = (index: number) => stat(stats.current, index) ?? lastOf(csv[index], index);

  const sellers = new Map<string, SellerData>();
  for (const [id, s] of Object.entries(options.sellers ?? {})) sellers.set(id, sellerData({ ...s, sellerId: id }));
  const sellerName = (id: string | null) =>
    id === null ? null : (sellers.get(id)?.sellerName ?? (id === AMAZON_SELLER_ID ? 'Amazon.com' : null));
  const brand = product.brand?.trim() || null;
  const isBrandSeller = (id: string) => {
    const name = sellerName(id)?.trim().toLowerCase();
    const b = brand?.toLowerCase();
    return Boolean(b && name && (name === b || name.startsWith(`${b} `)));
  };

  const live = liveOffers(product);
  const hasOffers = Array.isArray(product.offers);
  const groups = newOfferGroups(live);
  const fba = hasOffers ? lowestOf(groups.fba, perUnit) : fallbackLowest(dollars(current(CSV.NEW_FBA)), stats.sellerIdsLowestFBA);
  const fbm = hasOffers
    ? lowestOf(groups.fbm, perUnit)
    : fallbackLowest(dollars(current(CSV.NEW_FBM_SHIPPING)), stats.sellerIdsLowestFBM);
  const amazonNow = whole(current(CSV.AMAZON));
  const isAmazonSeller = live.some((o) => o.isAmazon) || (amazonNow ?? 0) > 0;

  // The buy box: Keepa's stats fields (offers or buybox requested), else the latest history.
  const bbHistory = sellerPairs(product.buyBoxSellerIdHistory ?? []);
  const statsBuyBox = stats.buyBoxPrice !== undefined && stats.buyBoxPrice !== -2;
  const bbSeries = csv[CSV.BUY_BOX_SHIPPING];
  const bbPrice = statsBuyBox ? (stats.buyBoxPrice ?? -1) : (bbSeries?.[bbSeries.length - 2] ?? -1);
  const bbShippingMinor = statsBuyBox ? (stats.buyBoxShipping ?? 0) : (bbSeries?.[bbSeries.length - 1] ?? 0);
  const hasBuyBox = bbPrice > 0;
  const lastHolder = bbHistory[bbHistory.length - 1]?.seller;
  const rawSellerId = statsBuyBox ? stats.buyBoxSellerId : lastHolder;
  const buyBoxSellerId = hasBuyBox && rawSellerId && rawSellerId !== '-1' && rawSellerId !== '-2' ? rawSellerId : null;
  const buyBoxIsAmazon = hasBuyBox && Boolean(stats.buyBoxIsAmazon ?? buyBoxSellerId === AMAZON_SELLER_ID);
  const holderOffer = live.find((o) => o.sellerId === buyBoxSellerId && o.condition === CONDITION_NEW);
  const holderIsFba = statsBuyBox ? stats.buyBoxIsFBA : (holderOffer?.isFBA ?? (buyBoxIsAmazon || undefined));
  const buyBoxIsFba = hasBuyBox && Boolean(holderIsFba);
  // FBM only when the holder's fulfilment is known (not when the buy box came from history alone).
  const buyBoxIsFbm = hasBuyBox && holderIsFba === false && !buyBoxIsAmazon;

  const window = (days: number) => ({ from: nowMinute - days * DAY_MINUTES, to: nowMinute });
  const dominationOf = (days: 30 | 90 | 180): Domination => {
    if (bbHistory.length > 0) return dominationFromHistory(bbHistory, window(days).from, nowMinute);
    if (stats.buyBoxStats && options.statsDays === days) return dominationFromStats(stats.buyBoxStats);
    return { min: null, max: null, bySeller: new Map() };
  };
  const domination = { 30: dominationOf(30), 90: dominationOf(90), 180: dominationOf(180) };
  const isDominationKnown = (days: 30 | 90 | 180) =>
    bbHistory.length > 0 || (Boolean(stats.buyBoxStats) && options.statsDays === days);

  const amazonSeries = csv[CSV.AMAZON];
  const outOfStock = (days: number, fromStats: number | undefined) =>
    fromStats !== undefined && fromStats >= 0
      ? fromStats
      : outOfStockShare(amazonSeries, CSV.AMAZON, window(days).from, nowMinute);
  const statsWindowOos = (days: number) =>
    options.statsDays === days ? stat(stats.outOfStockPercentageInInterval, CSV.AMAZON) : undefined;
  const oos30 = outOfStock(30, stats.outOfStockPercentage30?.[CSV.AMAZON]);
  const oos90 = outOfStock(90, stats.outOfStockPercentage90?.[CSV.AMAZON]);
  const oos180 = outOfStock(180, undefined);
  // Keepa's stats report the stats interval's share; the csv (history=0: absent) the others.
  const oos365 = outOfStock(365, amazonSeries ? undefined : statsWindowOos(365));
  const inStock = (oos: number | null) => (oos === null ? null : 100 - oos);

  const rankSeries = product.salesRanks?.[String(product.salesRankReference ?? -1)];
  const bsr = whole(current(CSV.SALES)) ?? whole(rankSeries?.[rankSeries.length - 1]);
  const reviews = whole(current(CSV.COUNT_REVIEWS));
  const rating = whole(current(CSV.RATING));
  const imageBase = options.imageBase ?? KEEPA_IMAGE_BASE;
  const images = imagesOf(product, imageBase);
  const eligible = groups.all.filter((o) => o.isFBA || o.isAmazon || o.isPrime).map((o) => landedPrice(o, perUnit));
  const eligiblePrices = eligible.filter((p): p is number => p !== null);
  const productType = product.productType ?? PRODUCT_TYPE.STANDARD;
  const parentAsin = product.parentAsin && product.parentAsin !== product.asin ? product.parentAsin : null;
  const countOf = (index: number) => whole(current(index)) ?? 0;

  const fields: MarketFields = {
    asin: product.asin,
    parentAsin,
    title: product.title || null,
    description: product.description || null,
    brand,
    model: product.model || null,
    manufacturer: product.manufacturer || null,
    partNumber: product.partNumber || null,
    image: images[0] ?? null,
    images,
    category: product.categoryTree?.[0]?.name ?? null,
    categoryTree: (product.categoryTree ?? []).map((c) => c.name),
    features: product.features ?? [],
    associatedUPCs: product.upcList ?? [],
    associatedEANs: product.eanList ?? [],
    hazards: product.hazardousMaterials ?? [],
    isHazmat: (product.hazardousMaterials ?? []).length > 0,
    isMeltable: Boolean(product.isHeatSensitive),
    isAdult: Boolean(product.isAdultProduct),
    isVariation: parentAsin !== null || productType === PRODUCT_TYPE.VARIATION_PARENT,
    variants: product.variations?.length ?? 0,
    productType,
    hasBuyBox,
    buyBoxIsAmazon,
    buyBoxIsFba,
    buyBoxIsFbm,
    buyBoxIsUnqualified: Boolean(stats.buyBoxIsUnqualified ?? (!hasBuyBox && lastHolder === '-1')),
    buyBoxSellerId,
    buyBoxSellerName: sellerName(buyBoxSellerId),
    buyBoxShipping: hasBuyBox ? Math.max(0, bbShippingMinor) / perUnit : null,
    isAmazonSeller,
    isBrandSeller: live.some((o) => isBrandSeller(o.sellerId)),
    amazonAvailability: amazonAvailability(product.availabilityAmazon, amazonSeries, stats.max?.[CSV.AMAZON]),
    amazonCurrent: dollars(amazonNow),
    amazonLowest: dollars(stats.min?.[CSV.AMAZON]?.[1]),
    amazonHighest: dollars(stats.max?.[CSV.AMAZON]?.[1]),
    amazonAvg30: dollars(stat(stats.avg30, CSV.AMAZON)),
    amazonAvg90: dollars(stat(stats.avg90, CSV.AMAZON)),
    amazonAvg180: dollars(stat(stats.avg180, CSV.AMAZON)),
    buyBoxCurrent: hasBuyBox ? (bbPrice + Math.max(0, bbShippingMinor)) / perUnit : null,
    buyBoxLowest: dollars(stats.min?.[CSV.BUY_BOX_SHIPPING]?.[1]),
    buyBoxHighest: dollars(stats.max?.[CSV.BUY_BOX_SHIPPING]?.[1]),
    buyBoxAvg: dollars(stat(stats.avg, CSV.BUY_BOX_SHIPPING)),
    buyBoxAvg30: dollars(stat(stats.avg30, CSV.BUY_BOX_SHIPPING)),
    buyBoxAvg90: dollars(stat(stats.avg90, CSV.BUY_BOX_SHIPPING)),
    buyBoxAvg180: dollars(stat(stats.avg180, CSV.BUY_BOX_SHIPPING)),
    newCurrent: dollars(current(CSV.NEW)),
    newFbaLowest: fba.price ?? dollars(current(CSV.NEW_FBA)),
    newFbmLowest: fbm.price ?? dollars(current(CSV.NEW_FBM_SHIPPING)),
    highestBuyBoxEligiblePrice: eligiblePrices.length > 0 ? Math.max(...eligiblePrices) : null,
    listPrice: dollars(current(CSV.LISTPRICE)),
    minimumBuyBoxDomination30: domination[30].min,
    maximumBuyBoxDomination30: domination[30].max,
    minimumBuyBoxDomination90: domination[90].min,
    maximumBuyBoxDomination90: domination[90].max,
    minimumBuyBoxDomination180: domination[180].min,
    maximumBuyBoxDomination180: domination[180].max,
    // Competing offers: live third-party offers when fetched, else Keepa's count history
    // (COUNT_NEW_FBA includes Amazon's own offer, which is not a third-party FBA offer).
    fbaOffersCount: hasOffers ? groups.fba.length : Math.max(0, countOf(CSV.COUNT_NEW_FBA) - (isAmazonSeller ? 1 : 0)),
    fbmOffersCount: hasOffers ? groups.fbm.length : countOf(CSV.COUNT_NEW_FBM),
    fbaSellersLowestCount: fba.count,
    fbmSellersLowestCount: fbm.count,
    fbaSellerLowest: fba.price,
    fbaSellerLowestId: fba.sellerId,
    fbmSellerLowest: fbm.price,
    fbmSellerLowestId: fbm.sellerId,
    bsrCurrent: bsr,
    bsrAvg30: whole(stat(stats.avg30, CSV.SALES)),
    bsrAvg90: whole(stat(stats.avg90, CSV.SALES)),
    bsrAvg180: whole(stat(stats.avg180, CSV.SALES)),
    salesRankDrops30: whole(stats.salesRankDrops30),
    salesRankDrops90: whole(stats.salesRankDrops90),
    salesRankDrops180: whole(stats.salesRankDrops180),
    salesRankDrops365: whole(stats.salesRankDrops365),
    boughtInThePastMonth: product.monthlySold && product.monthlySold > 0 ? product.monthlySold : null,
    outOfStock30: oos30,
    outOfStock90: oos90,
    outOfStock180: oos180,
    outOfStock365: oos365,
    inStock30: inStock(oos30),
    inStock90: inStock(oos90),
    inStock180: inStock(oos180),
    inStock365: inStock(oos365),
    // Keepa reports one count (ratings, which include the written reviews).
    reviewsCount: reviews,
    ratingsCount: reviews,
    rating: rating === null ? null : rating / 10,
    ...sizeOf(product, 'item'),
    ...sizeOf(product, 'package'),
    packageQuantity: Math.max(1, product.packageQuantity ?? 1),
    referralFeePercentage: product.referralFeePercentage ?? null,
    providerFbaFee: dollars(product.fbaFees?.pickAndPackFee),
    updated: iso(product.lastUpdate ?? nowMinute),
  };

  const buyBoxWon = (id: string, days: 30 | 90 | 180) =>
    isDominationKnown(days) ? (domination[days].bySeller.get(id) ?? 0) : null;
  const offers = live.map((o) =>
    toOffer(o, { asin: product.asin, iso, seller: (id) => sellers.get(id) ?? null, isBrandSeller, buyBoxWon, perUnit }),
  );
  const sellersData = [...new Set(live.map((o) => o.sellerId))]
    .map((id) => sellers.get(id))
    .filter((s): s is SellerData => s !== undefined);

  return {
    fields,
    offers,
    sellersData,
    stockInfo: stockInfoOf(live),
    history: options.history === false ? null : parseHistory(product, iso, perUnit),
    variations: (product.variations ?? []).map(
      (v): Variation => ({
        asin: v.asin,
        title: null,
        images: v.image ? [`${imageBase}${v.image}`] : [],
        attributes: v.attributes ?? [],
        offersCount: null,
        stock: null,
        buyBoxCurrent: null,
        buyBoxAvg90: null,
      }),
    ),
  };
}

/** Without live offers: the stats' lowest price and the ids of the sellers at it. */
function fallbackLowest(price: number | null, ids: string[] | null | undefined) {
  // Without the ids, at least one seller is known to offer the price.
  return { price, sellerId: ids?.[0] ?? null, count: price === null ? 0 : (ids?.length ?? 1) };
}

function imagesOf(product: KeepaProduct, base: string): string[] {
  const names = product.images?.length
    ? product.images.map((image) => image.l ?? image.m ?? '')
    : (product.imagesCSV ?? '').split(',');
  return names.filter(Boolean).map((name) => `${base}${name}`);
}

/**
 * Keepa's availabilityAmazon as the spec's amazonAvailability: -1 unknown, 0 in stock,
 * 1 back-ordered (Keepa back-order, or delayed shipping), 2 pre-order, 3 out of stock,
 * 4 not sold by Amazon. Keepa says "no Amazon offer" (-1) for both of the last two: Amazon is
 * out of stock when its price history shows it sold the item before (without the history: when
 * the stats' all-time highest Amazon price, `highest` [minute, cents], exists).
 */
export function amazonAvailability(
  value: number | undefined,
  amazonSeries: number[] | null | undefined,
  highest?: number[] | null,
): number {
  switch (value) {
    case AVAILABILITY.NOW:
      return 0;
    case AVAILABILITY.BACKORDER:
    case AVAILABILITY.DELAYED:
      return 1;
    case AVAILABILITY.PREORDER:
      return 2;
    case AVAILABILITY.NO_OFFER: {
      let soldBefore = !amazonSeries && (highest?.[1] ?? -1) > 0;
      for (let i = 1; amazonSeries && i < amazonSeries.length && !soldBefore; i += 2)
        soldBefore = (amazonSeries[i] as number) > 0;
      return soldBefore ? 3 : 4;
    }
    default:
      return -1;
  }
}
