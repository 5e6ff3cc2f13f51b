import { CSV, DAY_MINUTES } from '../keepa/format.js';
import type { Listing } from './listing.js';
import { localAmount } from './marketplaces.js';
import type { DailyModel } from './model.js';
import { hash, seeded } from './random.js';

// A local copy: module bindings are slower to read in the per-point loops.
const DAY = DAY_MINUTES;

/**
 * Keepa's csv series from a daily model. Keepa records a point when a value changes, so each
 * series holds its first day and then only its changes (the last point is today's value); a
 * series that does not apply holds one "no offer" point.
 */
export function csvOf(listing: Listing, m: DailyModel, start: number): (number[] | null)[] {
  const at = (d: number) => start + d * DAY;
  const series = (value: (d: number) => number, every = 1) => {
    const out: number[] = [];
    let last = Number.NaN;
    for (let d = 0; d < m.days; d += every) {
      const v = value(d);
      if (v !== last) out.push(at(d), v);
      last = v;
    }
    return out;
  };
  const triple = (value: (d: number) => number, shipping: (d: number) => number, every = 1) => {
    const out: number[] = [];
    let lastValue = Number.NaN;
    let lastShipping = Number.NaN;
    for (let d = 0; d < m.days; d += every) {
      const v = value(d);
      const s = v < 0 ? -1 : shipping(d);
      if (v !== lastValue || s !== lastShipping) out.push(at(d), v, s);
      lastValue = v;
      lastShipping = s;
    }
    return out;
  };
  const none = [at(0), -1];
  const noneTriple = [at(0), -1, -1];
  const { dept } = listing.identity;
  const rng = seeded(hash(listing.seedKey, 23));
  const scaled = (values: Int32Array, factor: number) => (d: number) => {
    const v = values[d] as number;
    return v < 0 ? -1 : Math.round(v * factor);
  };
  const lowerOf = (a: number, b: number) => (a < 0 ? b : b < 0 || a < b ? a : b);
  const newLowest = (d: number) => lowerOf(lowerOf(m.amazon[d] as number, m.fbaLow[d] as number), m.fbmLow[d] as number);
  const usedCount = (d: number) => ((m.used[d] as number) < 0 ? 0 : 1 + ((d >> 4) % 3));
  const collectibleOn = dept.hasCollectible ? (d: number) => (d + listing.index) % 240 < 60 : () => false;
  const refurbishedOn = dept.hasRefurbished ? (d: number) => (d + listing.index) % 150 < 90 : () => false;
  const rating = rng.int(33, 48);
  const reviews = Math.round(300_000 / Math.sqrt(listing.rankBase)) + rng.int(0, 400);
  const listPrice = Math.round((listing.priceCents * rng.range(1.15, 1.45)) / 100) * 100 - 1;

  const csv: (number[] | null)[] = [];
  csv[CSV.AMAZON] = series((d) => m.amazon[d] as number);
  csv[CSV.NEW] = series(newLowest);
  csv[CSV.USED] = series((d) => m.used[d] as number);
  csv[CSV.SALES] = rankSeries(m, at);
  // The list price was raised once, a year and a half ago.
  csv[CSV.LISTPRICE] = series((d) => (d < m.days / 2 ? Math.round(listPrice * 0.9) : listPrice), 30);
  // The scaled readers are made once a series, not once a day (they were most of csvOf's garbage).
  const market130 = scaled(m.market, 1.3);
  const market80 = scaled(m.market, 0.8);
  const market75 = scaled(m.market, 0.75);
  const market90 = scaled(m.market, 0.9);
  csv[CSV.COLLECTIBLE] = dept.hasCollectible ? series((d) => (collectibleOn(d) ? market130(d) : -1), 7) : none;
  csv[CSV.REFURBISHED] = dept.hasRefurbished ? series((d) => (refurbishedOn(d) ? market80(d) : -1), 7) : none;
  csv[CSV.NEW_FBM_SHIPPING] = triple(
    (d) => m.fbmLow[d] as number,
    () => listing.fbmShipping,
  );
  // Lightning deals: a day at a quarter off on Prime Day and Black Friday.
  csv[CSV.LIGHTNING_DEAL] = series((d) => (m.isDeal[d] ? market75(d) : -1));
  csv[CSV.WAREHOUSE] = series((d) => m.warehouse[d] as number);
  csv[CSV.NEW_FBA] = series((d) => m.fbaLow[d] as number);
  csv[CSV.COUNT_NEW] = series(
    (d) => (m.fbaCount[d] as number) + (m.fbmCount[d] as number) + ((m.amazon[d] as number) >= 0 ? 1 : 0),
  );
  csv[CSV.COUNT_USED] = series(usedCount);
  csv[CSV.COUNT_REFURBISHED] = series((d) => (refurbishedOn(d) ? 1 : 0), 7);
  csv[CSV.COUNT_COLLECTIBLE] = series((d) => (collectibleOn(d) ? 1 : 0), 7);
  // Ratings settle towards the product's rating as reviews accumulate.
  csv[CSV.RATING] = series((d) => Math.round(rating + (3 * (m.days - d)) / m.days - 1), 7);
  csv[CSV.COUNT_REVIEWS] = series((d) => Math.round(reviews * ((d + 60) / (m.days + 59)) ** 1.3), 7);
  csv[CSV.BUY_BOX_SHIPPING] = triple(
    (d) => m.buyBox[d] as number,
    (d) => m.buyBoxShipping[d] as number,
  );
  // Shipping charges ($3.99 used, $4.99 collectible on Amazon.com) in the marketplace's currency.
  const usedShipping = localAmount(399, listing.marketplace);
  const collectibleShipping = localAmount(499, listing.marketplace);
  const used = (factor: number) => triple(scaled(m.used, factor), () => usedShipping, 3);
  csv[CSV.USED_NEW_SHIPPING] = listing.hasUsed ? used(1.1) : noneTriple;
  csv[CSV.USED_VERY_GOOD_SHIPPING] = listing.hasUsed ? used(1) : noneTriple;
  csv[CSV.USED_GOOD_SHIPPING] = listing.hasUsed ? used(0.92) : noneTriple;
  csv[CSV.USED_ACCEPTABLE_SHIPPING] = listing.hasUsed ? used(0.8) : noneTriple;
  const collectible = (factor: number, price = scaled(m.market, factor)) =>
    dept.hasCollectible
      ? triple(
          (d) => (collectibleOn(d) ? price(d) : -1),
          () => collectibleShipping,
          7,
        )
      : noneTriple;
  csv[CSV.COLLECTIBLE_NEW_SHIPPING] = collectible(1.5);
  csv[CSV.COLLECTIBLE_VERY_GOOD_SHIPPING] = collectible(1.35);
  csv[CSV.COLLECTIBLE_GOOD_SHIPPING] = collectible(1.25);
  csv[CSV.COLLECTIBLE_ACCEPTABLE_SHIPPING] = collectible(1.1);
  csv[CSV.REFURBISHED_SHIPPING] = dept.hasRefurbished
    ? triple(
        (d) => (refurbishedOn(d) ? market80(d) : -1),
        () => 0,
        7,
      )
    : noneTriple;
  csv[CSV.EBAY_NEW_SHIPPING] = null;
  csv[CSV.EBAY_USED_SHIPPING] = null;
  csv[CSV.TRADE_IN] = dept.isBooks ? series(scaled(m.market, 0.22), 14) : none;
  csv[CSV.RENT] = dept.isBooks ? series(scaled(m.market, 0.3), 14) : none;
  csv[CSV.BUY_BOX_USED_SHIPPING] = listing.hasUsed ? used(0.95) : noneTriple;
  // Prime-exclusive prices on deal days for the products Amazon discounts.
  csv[CSV.PRIME_EXCL] = series((d) => (m.isDeal[d] ? market90(d) : -1));
  csv[CSV.COUNT_NEW_FBA] = series((d) => (m.fbaCount[d] as number) + ((m.amazon[d] as number) >= 0 ? 1 : 0));
  csv[CSV.COUNT_NEW_FBM] = series((d) => m.fbmCount[d] as number);
  return csv;
}

/** The rank: a point on every drop, whenever it moved 10% from the last point, and today. */
function rankSeries(m: DailyModel, at: (d: number) => number): number[] {
  const out: number[] = [];
  let last = -1;
  for (let d = 0; d < m.days; d++) {
    const r = m.rank[d] as number;
    if (last < 0 || m.drops[d] || Math.abs(r / last - 1) > 0.1 || d === m.days - 1) {
      out.push(at(d), r);
      last = r;
    }
  }
  return out;
}
