import type { Offer, SellerData, StockInfo } from '@shelfscope/contracts';
import { CONDITION_NEW, type KeepaOffer, type KeepaProduct, type KeepaSeller } from './format.js';
import { money, whole } from './units.js';

/** The live offers: `liveOffersOrder` when Keepa gives it (deduplicated), else every offer. */
export function liveOffers(product: KeepaProduct): KeepaOffer[] {
  const all = product.offers ?? [];
  if (!product.liveOffersOrder) return all;
  return [...new Set(product.liveOffersOrder)].map((i) => all[i]).filter((o): o is KeepaOffer => o !== undefined);
}

/** Latest price and shipping in cents (shipping -2 unknown, -1 not shippable). */
export function latest(offer: KeepaOffer): { price: number; shipping: number } {
  const csv = offer.offerCSV;
  if (csv.length < 3) return { price: -1, shipping: -2 };
  return { price: csv[csv.length - 2] as number, shipping: csv[csv.length - 1] as number };
}

/**
 * Price plus shipping in the currency's unit (`perUnit` minor units each; unknown shipping counts
 * as free), or null without a price.
 */
export function landedPrice(offer: KeepaOffer, perUnit = 100): number | null {
  const { price, shipping } = latest(offer);
  return price < 0 ? null : (price + Math.max(0, shipping)) / perUnit;
}

/** Live new offers split as the spec counts them: third-party FBA, FBM, and Amazon's own. */
export function newOfferGroups(live: KeepaOffer[]) {
  const fresh = live.filter((o) => o.condition === CONDITION_NEW && !o.isWarehouseDeal);
  return {
    all: fresh,
    fba: fresh.filter((o) => o.isFBA && !o.isAmazon),
    fbm: fresh.filter((o) => !o.isFBA && !o.isAmazon),
  };
}

/** The lowest landed price of a group, the first seller at it and how many offers share it. */
export function lowestOf(offers: KeepaOffer[], perUnit = 100): { price: number | null; sellerId: string | null; count: number } {
  let price: number | null = null;
  let sellerId: string | null = null;
  let count = 0;
  for (const offer of offers) {
    const landed = landedPrice(offer, perUnit);
    if (landed === null) continue;
    if (price === null || landed < price) [price, sellerId, count] = [landed, offer.sellerId, 1];
    else if (landed === price) count += 1;
  }
  return { price, sellerId, count };
}

/** A seller's figures: the /seller answer's current fields, else the latest of its csv histories. */
export function sellerData(seller: KeepaSeller): SellerData {
  const lastOf = (series: number[] | null | undefined) => whole(series?.[series.length - 1]);
  return {
    sellerId: seller.sellerId,
    sellerName: seller.sellerName ?? null,
    currentRating: whole(seller.currentRating) ?? lastOf(seller.csv?.[0]),
    currentRatingCount: whole(seller.currentRatingCount) ?? lastOf(seller.csv?.[1]),
    ratingsLast30Days: whole(seller.ratingsLast30Days),
  };
}

export type OfferContext = {
  asin: string;
  iso: (minute: number) => string;
  seller: (id: string) => SellerData | null;
  isBrandSeller: (id: string) => boolean;
  /** The seller's buy-box share (percent) over the last 30, 90, 180 days; null when unknown. */
  buyBoxWon: (id: string, days: 30 | 90 | 180) => number | null;
  /** Minor units per unit of the marketplace's currency (100; JPY: 1). */
  perUnit: number;
};

/** One Keepa offer as the spec's Offer. Delivery dates are not in Keepa's data: null. */
export function toOffer(o: KeepaOffer, ctx: OfferContext): Offer {
  const { price, shipping } = latest(o);
  const seller = ctx.seller(o.sellerId);
  const stock = o.stockCSV && o.stockCSV.length >= 2 ? whole(o.stockCSV[o.stockCSV.length - 1]) : null;
  return {
    offerId: String(o.offerId),
    asin: ctx.asin,
    sellerId: o.sellerId,
    sellerName: seller?.sellerName ?? null,
    sellerRatingsCount: seller?.currentRatingCount ?? null,
    sellerRating: seller?.currentRating ?? null,
    condition: Math.min(11, Math.max(0, o.condition)),
    conditionComment: o.conditionComment || null,
    price: money(price, ctx.perUnit),
    shippingCost: money(shipping, ctx.perUnit),
    stock,
    minimumOrderQuantity: o.minOrderQty && o.minOrderQty > 0 ? o.minOrderQty : null,
    lastSeen: ctx.iso(o.lastSeen),
    buyBoxWon30: ctx.buyBoxWon(o.sellerId, 30),
    buyBoxWon90: ctx.buyBoxWon(o.sellerId, 90),
    buyBoxWon180: ctx.buyBoxWon(o.sellerId, 180),
    estimatedDeliveryDate: null,
    fastestDeliveryDate: null,
    // Competition for a new-condition seller: other new offers the marketplace fulfils.
    isCompetition: o.condition === CONDITION_NEW && Boolean(o.isFBA || o.isAmazon),
    isBrandOffer: ctx.isBrandSeller(o.sellerId),
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
}

/** Stock per live offer that reports it (Keepa's stockCSV; its latest entry is the current level). */
export function stockInfoOf(live: KeepaOffer[]): StockInfo[] {
  return live
    .filter((o) => o.stockCSV && o.stockCSV.length >= 2)
    .map((o) => ({
      sellerId: o.sellerId,
      stock: whole(o.stockCSV?.[o.stockCSV.length - 1]),
      deliveryDate: null,
      fastestDeliveryDate: null,
      isStockUpdated: true,
    }));
}
