import type {
  HistoryPoint,
  MarketFields,
  MarketSnapshot,
  Offer,
  PriceHistory,
  SellerData,
  StockInfo,
} from '@shelfscope/contracts';
import { CSV, type KeepaOffer, type KeepaProduct, type KeepaSeller, keepaMinuteToDate, TRIPLE_SERIES } from './format.js';

const MM_PER_INCH = 25.4;
const GRAMS_PER_POUND = 453.59237;
const DAY_MINUTES = 1440;
const IMAGE_BASE = 'https://m.media-amazon.com/images/I/';

/** Cents to dollars; Keepa's -1 (none) and -2 (not requested) are null. */
const dollars = (cents: number | undefined | null) => (cents === undefined || cents === null || cents < 0 ? null : cents / 100);
const whole = (value: number | undefined | null) => (value === undefined || value === null || value < 0 ? null : value);
const iso = (minute: number) => keepaMinuteToDate(minute).toISOString();
const round1 = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/**
 * Keepa's product JSON (and, when fetched, its sellers) as a MarketSnapshot. The simulated
 * marketplace emits the same JSON, so both providers share this parser. `now` anchors the
 * history windows (30/90/180/365 days).
 */
export function parseKeepaProduct(
  product: KeepaProduct,
  sellers: Record<string, KeepaSeller> = {},
  now: Date = new Date(),
): MarketSnapshot {
  const stats = product.stats ?? {};
  const csv = product.csv ?? [];
  const at = (list: number[] | undefined, index: number) => list?.[index];
  const current = (index: number) => at(stats.current, index);
  const nowMinute = Math.floor(now.getTime() / 60_000) - 21_564_000;

  const live = liveOffers(product);
  const sellerName = (id: string | null | undefined) => (id ? (sellers[id]?.sellerName ?? null) : null);
  const brand = product.brand?.trim() || null;
  const isBrandSeller = (id: string) => {
    const name = sellerName(id)?.toLowerCase();
    return Boolean(brand && name && (name === brand.toLowerCase() || name.startsWith(`${brand.toLowerCase()} `)));
  };
  const newOffers = live.filter((o) => o.condition === 1);
  const lowestOf = (offers: KeepaOffer[]) => {
    const priced = offers.map((o) => ({ offer: o, price: landedPrice(o) })).filter((p) => p.price !== null) as {
      offer: KeepaOffer;
      price: number;
    }[];
    if (priced.length === 0) return { price: null, sellerId: null, count: 0 };
    const lowest = Math.min(...priced.map((p) => p.price));
    const at = priced.filter((p) => p.price === lowest);
    return { price: lowest, sellerId: at[0]?.offer.sellerId ?? null, count: at.length };
  };
  const fba = lowestOf(newOffers.filter((o) => o.isFBA && !o.isAmazon));
  const fbm = lowestOf(newOffers.filter((o) => !o.isFBA && !o.isAmazon));

  const buyBoxCents = stats.buyBoxPrice ?? -1;
  const hasBuyBox = buyBoxCents > 0;
  const buyBoxShipping = hasBuyBox ? Math.max(0, stats.buyBoxShipping ?? 0) : null;
  const buyBoxIsAmazon = hasBuyBox && Boolean(stats.buyBoxIsAmazon);
  const buyBoxIsFba = hasBuyBox && Boolean(stats.buyBoxIsFBA);
  const buyBoxHistory = pairs(product.buyBoxSellerIdHistory ?? []);
  const domination = (days: number) => dominationShares(buyBoxHistory, nowMinute - days * DAY_MINUTES, nowMinute);
  const [d30, d90, d180] = [domination(30), domination(90), domination(180)];

  const amazonOutOfStock = (days: number, statsValue: number | undefined) =>
    statsValue !== undefined && statsValue >= 0
      ? statsValue
      : outOfStockShare(csv[CSV.AMAZON] ?? null, nowMinute - days * DAY_MINUTES, nowMinute);
  const oos30 = amazonOutOfStock(30, at(stats.outOfStockPercentage30, CSV.AMAZON));
  const oos90 = amazonOutOfStock(90, at(stats.outOfStockPercentage90, CSV.AMAZON));
  const oos180 = amazonOutOfStock(180, undefined);
  const oos365 = amazonOutOfStock(365, undefined);

  const rankSeries =
    product.salesRankReference !== undefined ? product.salesRanks?.[String(product.salesRankReference)] : undefined;
  const bsr = whole(current(CSV.SALES)) ?? whole(rankSeries ? rankSeries[rankSeries.length - 1] : undefined);
  const reviews = whole(current(CSV.COUNT_REVIEWS));
  const rating = whole(current(CSV.RATING));
  const images = (product.imagesCSV ?? '')
    .split(',')
    .filter(Boolean)
    .map((name) => `${IMAGE_BASE}${name}`);
  const size = (prefix: 'item' | 'package') => {
    const h = product[`${prefix}Height`];
    const w = product[`${prefix}Width`];
    const l = product[`${prefix}Length`];
    const g = product[`${prefix}Weight`];
    const inch = (mm: number | undefined) => (mm && mm > 0 ? mm / MM_PER_INCH : null);
    const pounds = g && g > 0 ? g / GRAMS_PER_POUND : null;
    const [hi, wi, li] = [inch(h), inch(w), inch(l)];
    return {
      height: round1(hi),
      width: round1(wi),
      length: round1(li),
      weight: round1(pounds),
      heightPrecise: hi,
      widthPrecise: wi,
      lengthPrecise: li,
      weightPrecise: pounds,
      dimensions: hi && wi && li ? `${li.toFixed(2)} x ${wi.toFixed(2)} x ${hi.toFixed(2)} inches` : null,
    };
  };
  const item = size('item');
  const pack = size('package');
  const availability = product.availabilityAmazon;
  const highestEligible = newOffers
    .filter((o) => o.isFBA || o.isAmazon || o.isPrime)
    .map(landedPrice)
    .filter((p): p is number => p !== null);

  const fields: MarketFields = {
    asin: product.asin,
    parentAsin: product.parentAsin || null,
    title: product.title ?? null,
    description: product.description ?? null,
    brand,
    model: product.model ?? null,
    manufacturer: product.manufacturer ?? null,
    partNumber: product.partNumber ?? null,
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
    isVariation: Boolean(product.parentAsin) || product.productType === 5,
    variants: product.variations?.length ?? 0,
    productType: product.productType ?? 0,
    hasBuyBox,
    buyBoxIsAmazon,
    buyBoxIsFba,
    buyBoxIsFbm: hasBuyBox && !buyBoxIsAmazon && !buyBoxIsFba,
    buyBoxIsUnqualified: Boolean(stats.buyBoxIsUnqualified),
    buyBoxSellerId: hasBuyBox ? (stats.buyBoxSellerId ?? null) : null,
    buyBoxSellerName: hasBuyBox ? sellerName(stats.buyBoxSellerId) : null,
    buyBoxShipping: buyBoxShipping === null ? null : buyBoxShipping / 100,
    isAmazonSeller: live.some((o) => o.isAmazon) || (whole(current(CSV.AMAZON)) ?? 0) > 0,
    isBrandSeller: live.some((o) => isBrandSeller(o.sellerId)),
    amazonAvailability: amazonAvailability(availability),
    amazonCurrent: dollars(current(CSV.AMAZON)),
    amazonLowest: dollars(stats.min?.[CSV.AMAZON]?.[1]),
    amazonHighest: dollars(stats.max?.[CSV.AMAZON]?.[1]),
    amazonAvg30: dollars(at(stats.avg30, CSV.AMAZON)),
    amazonAvg90: dollars(at(stats.avg90, CSV.AMAZON)),
    amazonAvg180: dollars(at(stats.avg180, CSV.AMAZON)),
    buyBoxCurrent: hasBuyBox ? (buyBoxCents + (buyBoxShipping ?? 0)) / 100 : null,
    buyBoxLowest: dollars(stats.min?.[CSV.BUY_BOX_SHIPPING]?.[1]),
    buyBoxHighest: dollars(stats.max?.[CSV.BUY_BOX_SHIPPING]?.[1]),
    buyBoxAvg: dollars(at(stats.avg, CSV.BUY_BOX_SHIPPING)),
    buyBoxAvg30: dollars(at(stats.avg30, CSV.BUY_BOX_SHIPPING)),
    buyBoxAvg90: dollars(at(stats.avg90, CSV.BUY_BOX_SHIPPING)),
    buyBoxAvg180: dollars(at(stats.avg180, CSV.BUY_BOX_SHIPPING)),
    newCurrent: dollars(current(CSV.NEW)),
    newFbaLowest: fba.price ?? dollars(current(CSV.NEW_FBA)),
    newFbmLowest: fbm.price ?? dollars(current(CSV.NEW_FBM_SHIPPING)),
    highestBuyBoxEligiblePrice: highestEligible.length > 0 ? Math.max(...highestEligible) : null,
    listPrice: dollars(current(CSV.LISTPRICE)),
    minimumBuyBoxDomination30: d30.min,
    maximumBuyBoxDomination30: d30.max,
    minimumBuyBoxDomination90: d90.min,
    maximumBuyBoxDomination90: d90.max,
    minimumBuyBoxDomination180: d180.min,
    maximumBuyBoxDomination180: d180.max,
    fbaOffersCount: stats.offerCountFBA ?? newOffers.filter((o) => o.isFBA).length,
    fbmOffersCount: stats.offerCountFBM ?? newOffers.filter((o) => !o.isFBA).length,
    fbaSellersLowestCount: fba.count,
    fbmSellersLowestCount: fbm.count,
    fbaSellerLowest: fba.price,
    fbaSellerLowestId: fba.sellerId,
    fbmSellerLowest: fbm.price,
    fbmSellerLowestId: fbm.sellerId,
    bsrCurrent: bsr,
    bsrAvg30: whole(at(stats.avg30, CSV.SALES)),
    bsrAvg90: whole(at(stats.avg90, CSV.SALES)),
    bsrAvg180: whole(at(stats.avg180, CSV.SALES)),
    salesRankDrops30: whole(stats.salesRankDrops30),
    salesRankDrops90: whole(stats.salesRankDrops90),
    salesRankDrops180: whole(stats.salesRankDrops180),
    salesRankDrops365: whole(stats.salesRankDrops365),
    boughtInThePastMonth: product.monthlySold && product.monthlySold > 0 ? product.monthlySold : null,
    outOfStock30: oos30,
    outOfStock90: oos90,
    outOfStock180: oos180,
    outOfStock365: oos365,
    inStock30: oos30 === null ? null : 100 - oos30,
    inStock90: oos90 === null ? null : 100 - oos90,
    inStock180: oos180 === null ? null : 100 - oos180,
    inStock365: oos365 === null ? null : 100 - oos365,
    // Keepa reports one count (ratings, which include the written reviews).
    reviewsCount: reviews,
    ratingsCount: reviews,
    rating: rating === null ? null : rating / 10,
    itemHeight: item.height,
    itemWidth: item.width,
    itemLength: item.length,
    itemWeight: item.weight,
    itemHeightPrecise: item.heightPrecise,
    itemWidthPrecise: item.widthPrecise,
    itemLengthPrecise: item.lengthPrecise,
    itemWeightPrecise: item.weightPrecise,
    itemDimensions: item.dimensions,
    packageHeight: pack.height,
    packageWidth: pack.width,
    packageLength: pack.length,
    packageWeight: pack.weight,
    packageHeightPrecise: pack.heightPrecise,
    packageWidthPrecise: pack.widthPrecise,
    packageLengthPrecise: pack.lengthPrecise,
    packageWeightPrecise: pack.weightPrecise,
    packageDimensions: pack.dimensions,
    packageQuantity: Math.max(1, product.packageQuantity ?? 1),
    referralFeePercentage: product.referralFeePercentage ?? null,
    providerFbaFee: dollars(product.fbaFees?.pickAndPackFee),
    updated: iso(product.lastUpdate ?? nowMinute),
  };

  const buyBoxWon = (sellerId: string, days: number) =>
    buyBoxHistory.length === 0
      ? null
      : (dominationShares(buyBoxHistory, nowMinute - days * DAY_MINUTES, nowMinute).bySeller.get(sellerId) ?? 0);
  const offers: Offer[] = live.map((o) => {
    const stock = o.stockCSV && o.stockCSV.length >= 2 ? (o.stockCSV[o.stockCSV.length - 1] ?? null) : null;
    const shipping = o.offerCSV.length >= 3 ? (o.offerCSV[o.offerCSV.length - 1] ?? -2) : -2;
    const seller = sellers[o.sellerId];
    return {
      offerId: String(o.offerId),
      asin: product.asin,
      sellerId: o.sellerId,
      sellerName: seller?.sellerName ?? null,
      sellerRatingsCount: seller?.currentRatingCount ?? null,
      sellerRating: seller?.currentRating ?? null,
      condition: Math.min(11, Math.max(0, o.condition)),
      conditionComment: o.conditionComment ?? null,
      price: dollars(o.offerCSV[o.offerCSV.length - 2]),
      shippingCost: shipping >= 0 ? shipping / 100 : null,
      stock: stock === null || stock < 0 ? null : stock,
      minimumOrderQuantity: o.minOrderQty ?? null,
      lastSeen: iso(o.lastSeen),
      buyBoxWon30: buyBoxWon(o.sellerId, 30),
      buyBoxWon90: buyBoxWon(o.sellerId, 90),
      buyBoxWon180: buyBoxWon(o.sellerId, 180),
      estimatedDeliveryDate: null,
      fastestDeliveryDate: null,
      isCompetition: o.condition === 1 && Boolean(o.isFBA || o.isAmazon),
      isBrandOffer: isBrandSeller(o.sellerId),
      isPrimeExcl: Boolean(o.isPrimeExcl),
      isAmazon: Boolean(o.isAmazon),
      isScam: Boolean(o.isScam),
      isWarehouseDeal: Boolean(o.isWarehouseDeal),
      isPreorder: Boolean(o.isPreorder),
      isAddonItem: Boolean(o.isAddonItem),
      isShippable: o.isShippable ?? shipping !== -1,
      isMAP: Boolean(o.isMAP),
      isPrime: Boolean(o.isPrime),
      isFBA: Boolean(o.isFBA),
      shipsFromChina: Boolean(o.shipsFromChina),
    };
  });

  const sellerIds = [...new Set(live.map((o) => o.sellerId))];
  const sellersData: SellerData[] = sellerIds
    .filter((id) => sellers[id])
    .map((id) => {
      const s = sellers[id] as KeepaSeller;
      return {
        sellerId: id,
        sellerName: s.sellerName ?? null,
        currentRating: s.currentRating ?? null,
        currentRatingCount: s.currentRatingCount ?? null,
        ratingsLast30Days: s.ratingsLast30Days ?? null,
      };
    });
  const stockInfo: StockInfo[] = live
    .filter((o) => o.stockCSV && o.stockCSV.length >= 2)
    .map((o) => ({
      sellerId: o.sellerId,
      stock: whole(o.stockCSV?.[o.stockCSV.length - 1]),
      deliveryDate: null,
      fastestDeliveryDate: null,
      isStockUpdated: true,
    }));

  return {
    fields,
    offers,
    sellersData,
    stockInfo,
    history: parseHistory(product),
    variations: (product.variations ?? []).map((v) => ({
      asin: v.asin,
      title: null,
      images: v.image ? [`${IMAGE_BASE}${v.image}`] : [],
      attributes: v.attributes ?? [],
      offersCount: null,
      stock: null,
      buyBoxCurrent: null,
      buyBoxAvg90: null,
    })),
  };
}

/** The live offers (liveOffersOrder when Keepa gives it, else every offer). */
function liveOffers(product: KeepaProduct): KeepaOffer[] {
  const all = product.offers ?? [];
  if (!product.liveOffersOrder) return all;
  return product.liveOffersOrder.map((i) => all[i]).filter((o): o is KeepaOffer => o !== undefined);
}

/** An offer's latest price plus shipping (unknown shipping counts as free), or null. */
function landedPrice(offer: KeepaOffer): number | null {
  const csv = offer.offerCSV;
  const price = csv[csv.length - 2];
  if (price === undefined || price < 0) return null;
  const shipping = csv[csv.length - 1] ?? 0;
  return (price + Math.max(0, shipping)) / 100;
}

/** Keepa availabilityAmazon to ours: -1 unknown, 0 in stock, 1 back-ordered, 2 pre-order, 3 out of stock, 4 not sold by Amazon. */
function amazonAvailability(value: number | undefined): number {
  switch (value) {
    case -1:
      return 4;
    case 0:
      return 0;
    case 1:
      return 2;
    case 2:
      return 1;
    case 3:
      return 3;
    default:
      return -1;
  }
}

function pairs(history: string[]): { minute: number; seller: string }[] {
  const out: { minute: number; seller: string }[] = [];
  for (let i = 0; i + 1 < history.length; i += 2) out.push({ minute: Number(history[i]), seller: history[i + 1] as string });
  return out;
}

/** Each seller's share (percent) of the window's buy-box time, the top share, and the smallest share won. */
function dominationShares(history: { minute: number; seller: string }[], from: number, to: number) {
  const bySeller = new Map<string, number>();
  if (history.length === 0 || to <= from) return { min: null, max: null, bySeller };
  for (let i = 0; i < history.length; i++) {
    const entry = history[i] as { minute: number; seller: string };
    const start = Math.max(entry.minute, from);
    const end = Math.min(history[i + 1]?.minute ?? to, to);
    if (end <= start || entry.seller === '-1' || entry.seller === '-2') continue;
    bySeller.set(entry.seller, (bySeller.get(entry.seller) ?? 0) + (end - start));
  }
  const total = to - from;
  for (const [seller, minutes] of bySeller) bySeller.set(seller, Math.round((minutes / total) * 1000) / 10);
  const shares = [...bySeller.values()].filter((share) => share > 0);
  return {
    min: shares.length ? Math.min(...shares) : null,
    max: shares.length ? Math.max(...shares) : null,
    bySeller,
  };
}

/** Percent of the window during which the series had no offer (-1). */
function outOfStockShare(series: number[] | null, from: number, to: number): number | null {
  if (!series || series.length < 2) return null;
  let out = 0;
  let covered = 0;
  for (let i = 0; i + 1 < series.length; i += 2) {
    const start = Math.max(series[i] as number, from);
    const end = Math.min(series[i + 2] ?? to, to);
    if (end <= start) continue;
    covered += end - start;
    if ((series[i + 1] as number) < 0) out += end - start;
  }
  return covered === 0 ? null : Math.round((out / covered) * 100);
}

const SERIES: [keyof Omit<PriceHistory, 'asin' | 'buyBoxSellerHistory' | 'monthlySold'>, number, 'price' | 'count' | 'rating'][] =
  [
    ['amazon', CSV.AMAZON, 'price'],
    ['new', CSV.NEW, 'price'],
    ['used', CSV.USED, 'price'],
    ['sales', CSV.SALES, 'count'],
    ['listPrice', CSV.LISTPRICE, 'price'],
    ['collectible', CSV.COLLECTIBLE, 'price'],
    ['refurbished', CSV.REFURBISHED, 'price'],
    ['newFBMShipping', CSV.NEW_FBM_SHIPPING, 'price'],
    ['lightningDeal', CSV.LIGHTNING_DEAL, 'price'],
    ['warehouse', CSV.WAREHOUSE, 'price'],
    ['newFBA', CSV.NEW_FBA, 'price'],
    ['countNew', CSV.COUNT_NEW, 'count'],
    ['countUsed', CSV.COUNT_USED, 'count'],
    ['countRefurbished', CSV.COUNT_REFURBISHED, 'count'],
    ['countCollectible', CSV.COUNT_COLLECTIBLE, 'count'],
    ['rating', CSV.RATING, 'rating'],
    ['countReviews', CSV.COUNT_REVIEWS, 'count'],
    ['buyBoxShipping', CSV.BUY_BOX_SHIPPING, 'price'],
    ['usedNewShipping', CSV.USED_NEW_SHIPPING, 'price'],
    ['usedVeryGoodShipping', CSV.USED_VERY_GOOD_SHIPPING, 'price'],
    ['usedGoodShipping', CSV.USED_GOOD_SHIPPING, 'price'],
    ['usedAcceptableShipping', CSV.USED_ACCEPTABLE_SHIPPING, 'price'],
    ['collectibleNewShipping', CSV.COLLECTIBLE_NEW_SHIPPING, 'price'],
    ['collectibleVeryGoodShipping', CSV.COLLECTIBLE_VERY_GOOD_SHIPPING, 'price'],
    ['collectibleGoodShipping', CSV.COLLECTIBLE_GOOD_SHIPPING, 'price'],
    ['collectibleAcceptableShipping', CSV.COLLECTIBLE_ACCEPTABLE_SHIPPING, 'price'],
    ['refurbishedShipping', CSV.REFURBISHED_SHIPPING, 'price'],
    ['tradeIn', CSV.TRADE_IN, 'price'],
    ['rental', CSV.RENT, 'price'],
    ['buyBoxUsedShipping', CSV.BUY_BOX_USED_SHIPPING, 'price'],
    ['primeExcl', CSV.PRIME_EXCL, 'price'],
  ];

/** Every csv series as points, oldest first: prices in dollars, rating in stars, -1 as null. */
export function parseHistory(product: KeepaProduct): PriceHistory {
  const csv = product.csv ?? [];
  const history = { asin: product.asin } as PriceHistory;
  for (const [name, index, kind] of SERIES) {
    const raw = csv[index] ?? null;
    const step = TRIPLE_SERIES.has(index) ? 3 : 2;
    const points: HistoryPoint[] = [];
    if (raw) {
      for (let i = 0; i + step - 1 < raw.length; i += step) {
        const value = raw[i + 1] as number;
        const extra = step === 3 ? (raw[i + 2] as number) : null;
        points.push({
          timestamp: iso(raw[i] as number),
          value: value < 0 ? null : kind === 'price' ? value / 100 : kind === 'rating' ? value / 10 : value,
          extraValue: extra === null || extra < 0 ? null : extra / 100,
        });
      }
    }
    history[name] = points;
  }
  const sold = product.monthlySoldHistory ?? [];
  history.monthlySold = [];
  for (let i = 0; i + 1 < sold.length; i += 2) {
    history.monthlySold.push({
      timestamp: iso(sold[i] as number),
      value: (sold[i + 1] as number) < 0 ? null : (sold[i + 1] as number),
      extraValue: null,
    });
  }
  history.buyBoxSellerHistory = pairs(product.buyBoxSellerIdHistory ?? []).map((p) => ({
    seller: p.seller,
    timestamp: iso(p.minute),
  }));
  return history;
}
