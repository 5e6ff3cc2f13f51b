import { MARKETPLACES, type MarketplaceCode } from '@shelfscope/contracts';
import {
  AMAZON_SELLER_ID,
  AVAILABILITY,
  DAY_MINUTES,
  dateToKeepaMinute,
  type KeepaProduct,
  PRODUCT_TYPE,
} from '../keepa/format.js';
import { HISTORY_DAYS, seasonsFrom } from './calendar.js';
import { asinOf, codeIndexOf, familyOf, hasNoCode, isbnOf, upcOf } from './catalog.js';
import { csvOf } from './csv.js';
import { referralPercent } from './departments.js';
import { attributesOf, type Listing, listingOf } from './listing.js';
import { dailyModel } from './model.js';
import { offersOf } from './offers.js';
import { buyBoxStatsOf, dropsIn, statsOf } from './stats.js';

/** The `stats` interval the simulated answers are computed for (as the Keepa adapter requests). */
export const SIMULATED_STATS_DAYS = 365;

/**
 * Product `index` as Keepa would answer for it on the day of `now` on the marketplace (default
 * Amazon.com): deterministic from the index, the marketplace and the day (history points fall on
 * UTC midnights). `withOffers` adds the live offers and the offer-only stats fields, `withStock`
 * each offer's stock. Prices are in the marketplace's minor unit (cents; yen on JP), as Keepa's.
 */
export function generateProduct(
  index: number,
  now: Date,
  options: { withOffers: boolean; withStock: boolean; marketplace?: MarketplaceCode },
): KeepaProduct {
  const listing = listingOf(index, options.marketplace);
  const nowMinute = dateToKeepaMinute(now);
  const today = nowMinute - (nowMinute % DAY_MINUTES);
  const start = today - HISTORY_DAYS * DAY_MINUTES;
  const product = describe(listing, today);
  if (listing.role === 'parent') return product; // Keepa has no market data on parents

  const m = dailyModel(listing, seasonsFrom(start, HISTORY_DAYS + 1, listing.identity.dept.name));
  const csv = csvOf(listing, m, start);
  const last = m.days - 1;
  const holder = m.holder[last] as string;
  const hasBuyBox = holder !== '-1';
  product.csv = csv;
  product.salesRanks = { [String(listing.identity.dept.catId)]: csv[3] ?? [] };
  product.buyBoxSellerIdHistory = sellerHistory(m.holder, start);
  product.availabilityAmazon = (m.amazon[last] as number) >= 0 ? AVAILABILITY.NOW : AVAILABILITY.NO_OFFER;
  const monthly = monthlySold(m.sales, start);
  product.monthlySold = monthly.now;
  product.monthlySoldHistory = monthly.history;
  const isFba = (id: string) => id === AMAZON_SELLER_ID || !listing.fbm.includes(id);
  product.stats = {
    ...statsOf(csv, today, SIMULATED_STATS_DAYS),
    salesRankDrops30: dropsIn(m, 30),
    salesRankDrops90: dropsIn(m, 90),
    salesRankDrops180: dropsIn(m, 180),
    salesRankDrops365: dropsIn(m, 365),
    buyBoxPrice: hasBuyBox ? (m.buyBox[last] as number) : -1,
    buyBoxShipping: hasBuyBox ? (m.buyBoxShipping[last] as number) : -1,
    buyBoxSellerId: hasBuyBox ? holder : null,
    buyBoxIsFBA: hasBuyBox && isFba(holder),
    buyBoxIsAmazon: holder === AMAZON_SELLER_ID,
    buyBoxIsMAP: false,
    buyBoxIsUnqualified: !hasBuyBox && (m.fbaCount[last] as number) + (m.fbmCount[last] as number) > 0,
    buyBoxIsPrimeExclusive: false,
    buyBoxStats: buyBoxStatsOf(m, SIMULATED_STATS_DAYS, start, isFba),
    // Keepa fills these only when offers are requested.
    offerCountFBA: -2,
    offerCountFBM: -2,
    totalOfferCount: -2,
  };
  if (!options.withOffers) return product;
  const { offers, liveOffersOrder } = offersOf(listing, m, today, options.withStock);
  product.offers = offers;
  product.liveOffersOrder = liveOffersOrder;
  const live = liveOffersOrder.map((i) => offers[i]).filter((o) => o !== undefined);
  product.stats.offerCountFBA = live.filter((o) => o.condition === 1 && o.isFBA).length;
  product.stats.offerCountFBM = live.filter((o) => o.condition === 1 && !o.isFBA).length;
  product.stats.totalOfferCount = live.length;
  return product;
}

/** Product `index` without its market (no history, stats or offers): enough for a code lookup. */
export function describeProduct(index: number, now: Date, marketplace: MarketplaceCode = 'US'): KeepaProduct {
  const minute = dateToKeepaMinute(now);
  return describe(listingOf(index, marketplace), minute - (minute % DAY_MINUTES));
}

/** Identity, content, codes, size and fees: what Keepa knows of a product without its market. */
function describe(listing: Listing, today: number): KeepaProduct {
  const { index, identity: id, quantity } = listing;
  const family = familyOf(index);
  const asin = asinOf(index);
  const dept = id.dept;
  let title = `${id.brand} ${id.adjective} ${id.noun}`;
  if (listing.role === 'child') title += ` - ${listing.attributes.map((a) => a.value).join(', ')}`;
  if (quantity > 1) title += ` (Pack of ${quantity})`;
  const codeIndex = codeIndexOf(index);
  const code = hasNoCode(index) || listing.role === 'parent' ? null : dept.isBooks ? isbnOf(codeIndex) : upcOf(codeIndex);
  // A pack's box holds its units side by side along the width; packs are a little lighter per unit.
  const { length, width, height, weight } = id.size;
  const packWidth = quantity > 1 ? Math.min(length, width * Math.ceil(Math.sqrt(quantity))) : width;
  const packHeight = quantity > 1 ? height * Math.ceil(quantity / Math.ceil(Math.sqrt(quantity))) : height;
  const [l, w, h] = [length, packWidth, packHeight].sort((a, b) => b - a) as [number, number, number];
  return {
    asin,
    domainId: MARKETPLACES[listing.marketplace].keepaDomain,
    parentAsin: listing.role === 'child' ? asinOf(family.parent) : null,
    variations:
      family.role === 'single'
        ? null
        : Array.from({ length: family.children }, (_, k) => family.parent + 1 + k).map((child) => ({
            asin: asinOf(child),
            attributes: attributesOf(child),
            image: `sim-${asinOf(child)}.svg`,
          })),
    upcList: code && !dept.isBooks ? [code] : [],
    eanList: code ? [dept.isBooks ? code : `0${code}`] : [],
    title,
    brand: id.brand,
    manufacturer: `${id.brand} ${dept.isBooks ? 'Publishing' : 'Inc.'}`,
    model: dept.isBooks ? null : `${id.brand.slice(0, 3).toUpperCase()}-${1000 + (id.id % 9000)}`,
    partNumber: dept.isBooks ? null : `${id.brand.slice(0, 2).toUpperCase()}${id.id}${quantity > 1 ? `-${quantity}PK` : ''}`,
    description: `The ${id.adjective.toLowerCase()} ${id.noun.toLowerCase()} from ${id.brand}, in ${id.sub.toLowerCase()}.`,
    features: [`${id.adjective} design`, `Made by ${id.brand}`, quantity > 1 ? `Pack of ${quantity}` : 'Single unit'],
    rootCategory: dept.catId,
    categoryTree: [
      { catId: dept.catId, name: dept.name },
      { catId: dept.catId + 1 + (id.id % dept.sub.length), name: id.sub },
    ],
    images: [{ l: `sim-${asin}.svg`, lH: 1500, lW: 1500, m: `sim-${asin}-m.svg`, mH: 500, mW: 500 }, { l: `sim-${asin}-2.svg` }],
    packageQuantity: quantity,
    packageLength: l,
    packageWidth: w,
    packageHeight: h,
    packageWeight: Math.round(weight * quantity * (quantity > 1 ? 0.97 : 1)),
    itemLength: Math.round(length * 0.93),
    itemWidth: Math.round(width * 0.93),
    itemHeight: Math.round(height * 0.9),
    itemWeight: Math.round(weight * 0.88),
    productType: listing.role === 'parent' ? PRODUCT_TYPE.VARIATION_PARENT : PRODUCT_TYPE.STANDARD,
    salesRankReference: listing.role === 'parent' ? -1 : dept.catId,
    // The department's tiers are in US dollars: read on the Amazon.com price (the profit engine has the local tables).
    referralFeePercentage: referralPercent(dept, listing.usPriceCents / 100),
    // Fees are left to the profit engine, as for products whose fees Keepa has not collected.
    fbaFees: null,
    hazardousMaterials: id.hazards,
    isHeatSensitive: id.isMeltable,
    isAdultProduct: false,
    availabilityAmazon: AVAILABILITY.NO_OFFER,
    lastUpdate: today,
    csv: null,
    stats: null,
    offers: null,
  };
}

/** buyBoxSellerIdHistory: a [minute, sellerId] pair for the first day and each change of holder. */
function sellerHistory(holders: string[], start: number): string[] {
  const out: string[] = [];
  let last = '';
  holders.forEach((holder, d) => {
    if (holder !== last) out.push(String(start + d * DAY_MINUTES), holder);
    last = holder;
  });
  return out;
}

/**
 * The marketplace's "bought in past month", from the listing's sales of the last 30 days, in its
 * round steps (50+, 100+ ... 900+, 1K+ ... 9K+, 10K+ ...); 0 below 50 (not shown). Weekly history.
 */
function monthlySold(sales: Float64Array, start: number): { now: number; history: number[] | null } {
  const floor = (n: number) =>
    n < 50
      ? 0
      : n < 100
        ? 50
        : n < 1000
          ? Math.floor(n / 100) * 100
          : n < 10_000
            ? Math.floor(n / 1000) * 1000
            : Math.floor(n / 10_000) * 10_000;
  const history: number[] = [];
  let window = 0;
  let last = -1;
  let value = 0;
  for (let d = 0; d < sales.length; d++) {
    window += (sales[d] as number) - (d >= 30 ? (sales[d - 30] as number) : 0);
    if (d < 29 || (d % 7 !== 0 && d !== sales.length - 1)) continue;
    value = floor(window);
    if (value !== last) history.push(start + d * DAY_MINUTES, value);
    last = value;
  }
  return { now: value, history: history.some((v, i) => i % 2 === 1 && v > 0) ? history : null };
}
