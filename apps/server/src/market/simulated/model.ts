import { AMAZON_SELLER_ID as AMAZON_ID } from '../keepa/format.js';
import type { Season } from './calendar.js';
import type { Listing } from './listing.js';
import { hash, type Random, seeded } from './random.js';

// A local copy for the per-day loops.
const AMAZON = AMAZON_ID;

// The series are typed arrays: a product's model is some twenty series of 1,096 days, built for
// every snapshot, and arrays of boxed numbers grown by push made most of the simulator's garbage.
// Every value is a whole number of cents, a count or a rank (all far inside 32 bits) except the
// expected sales.

/**
 * One listing's market, day by day over the history (day `days - 1` is today): prices in cents
 * (-1 no offer), offer counts, the buy-box holder, the sales rank and expected sales. The state
 * of today is fixed first and the past is walked backwards from it, so today's live offers
 * always agree with the end of every series.
 */
export type DailyModel = {
  days: number;
  market: Int32Array;
  amazon: Int32Array;
  fbaLow: Int32Array;
  /** Lowest FBM item price, shipping excluded (the listing's fbmShipping is added). */
  fbmLow: Int32Array;
  fbaCount: Int32Array;
  fbmCount: Int32Array;
  holder: string[];
  buyBox: Int32Array;
  buyBoxShipping: Int32Array;
  rank: Int32Array;
  /** 1 when the rank dropped that day (a sale signal). */
  drops: Uint8Array;
  /** Expected units sold that day by this listing. */
  sales: Float64Array;
  used: Int32Array;
  warehouse: Int32Array;
  /** 1 on a deal day. */
  isDeal: Uint8Array;
};

/** Monthly units at a sales rank: the simulation's own rank-to-sales rule (about 340 at rank 1,000). */
export const unitsPerMonth = (rank: number) => 60_000 * rank ** -0.75;

export function dailyModel(listing: Listing, seasons: Season[]): DailyModel {
  const days = seasons.length;
  const rng = seeded(hash(listing.seedKey, 19));
  const amazonIn = backwardChain(
    days,
    listing.amazonSells && rng.chance(0.8),
    listing.amazonSells ? [1 / 40, 1 / 7] : [0, 0],
    rng,
  );
  const fbaCount = countWalk(days, listing.fba.length, rng);
  const fbmCount = countWalk(days, listing.fbm.length, rng);
  const usedIn = backwardChain(days, listing.hasUsed, listing.hasUsed ? [1 / 30, 1 / 10] : [0, 0], rng);
  const warehouseIn = backwardChain(
    days,
    listing.hasWarehouse && rng.chance(0.5),
    listing.hasWarehouse ? [1 / 12, 1 / 25] : [0, 0],
    rng,
  );

  const m: DailyModel = {
    days,
    market: new Int32Array(days),
    amazon: new Int32Array(days),
    fbaLow: new Int32Array(days),
    fbmLow: new Int32Array(days),
    fbaCount,
    fbmCount,
    holder: holders(listing, amazonIn, fbaCount, fbmCount, rng),
    buyBox: new Int32Array(days),
    buyBoxShipping: new Int32Array(days),
    rank: new Int32Array(days),
    drops: new Uint8Array(days),
    sales: new Float64Array(days),
    used: new Int32Array(days),
    warehouse: new Int32Array(days),
    isDeal: new Uint8Array(days),
  };
  const fbm = new Set(listing.fbm);
  let lastHolder: string | undefined;
  let isFbmHolder = false;
  let factor = 1;
  let usedFactor = 1;
  let usedPrice = 0;
  let market = Math.round(listing.priceCents * 0.92);
  for (let d = 0; d < days; d++) {
    // Sellers reprice every few days; prices drift up about 8% over the three years.
    if (rng.chance(0.25)) {
      factor = Math.min(1.3, Math.max(0.75, factor + 0.1 * (1 - factor) + 0.035 * rng.normal()));
      market = Math.round(listing.priceCents * factor * (0.92 + (0.08 * d) / days));
    }
    // Used sellers reprice less often than new ones.
    if (d === 0 || rng.chance(0.08)) {
      usedFactor = Math.min(1.15, Math.max(0.85, usedFactor + 0.03 * rng.normal()));
      usedPrice = Math.round(market * 0.72 * usedFactor);
    }
    const season = seasons[d] as Season;
    const isAmazonIn = amazonIn[d] === 1;
    const isDeal = listing.hasDeals && season.isDealDay && isAmazonIn;
    const amazon = isAmazonIn ? Math.round(market * (isDeal ? 0.85 : 0.98)) : -1;
    const fbaLow = (fbaCount[d] as number) > 0 ? Math.round(market * (isAmazonIn ? 1.01 : 1.07)) : -1;
    const fbmLow =
      (fbmCount[d] as number) > 0 ? Math.max(99, Math.round(market * (isAmazonIn ? 1 : 1.04)) - listing.fbmShipping) : -1;
    const holder = m.holder[d] as string;
    // The holder changes every few days: ask the set only then.
    if (holder !== lastHolder) {
      lastHolder = holder;
      isFbmHolder = fbm.has(holder);
    }
    m.market[d] = market;
    m.amazon[d] = amazon;
    m.fbaLow[d] = fbaLow;
    m.fbmLow[d] = fbmLow;
    m.buyBox[d] = holder === '-1' ? -1 : holder === AMAZON ? amazon : isFbmHolder ? fbmLow : fbaLow;
    m.buyBoxShipping[d] = holder === '-1' ? -1 : isFbmHolder ? listing.fbmShipping : 0;
    m.used[d] = usedIn[d] === 1 ? usedPrice : -1;
    m.warehouse[d] = warehouseIn[d] === 1 ? Math.round(market * 0.81) : -1;
    m.isDeal[d] = isDeal ? 1 : 0;
  }
  rankProcess(listing, seasons, m);
  return m;
}

/** A two-state chain walked backwards from today's state; `flip` = [leave "on", leave "off"] chances a day. */
function backwardChain(days: number, today: boolean, flip: [number, number], rng: Random): Uint8Array {
  const out = new Uint8Array(days);
  let state = today;
  for (let d = days - 1; d >= 0; d--) {
    out[d] = state ? 1 : 0;
    state = state ? !rng.chance(flip[0]) : rng.chance(flip[1]);
  }
  return out;
}

/** Offer counts walked backwards from today's: now and then a seller joins or leaves. */
function countWalk(days: number, today: number, rng: Random): Int32Array {
  const out = new Int32Array(days);
  let n = today;
  for (let d = days - 1; d >= 0; d--) {
    out[d] = n;
    if (rng.chance(0.03)) n = Math.max(0, Math.min(today + 4, n + (rng.chance(0.5) ? 1 : -1)));
  }
  return out;
}

/** Who held the buy box each day: Amazon mostly while in stock, else a sticky pick among the cheapest FBA sellers. */
function holders(listing: Listing, amazonIn: Uint8Array, fbaCount: Int32Array, fbmCount: Int32Array, rng: Random): string[] {
  const out = new Array<string>(amazonIn.length);
  let next = '-1';
  // The cheapest FBA sellers (at most three) compete for it; a seller's rank in listing.fba is its price order.
  const rankOf = new Map(listing.fba.slice(0, 3).map((id, k) => [id, k]));
  const fbmFirst = listing.fbm[0];
  for (let d = amazonIn.length - 1; d >= 0; d--) {
    const competing = Math.min(3, listing.fba.length, fbaCount[d] as number);
    const isAmazonIn = amazonIn[d] === 1;
    const hasFbm = (fbmCount[d] as number) > 0 && fbmFirst !== undefined;
    const isEligible =
      next === AMAZON ? isAmazonIn : (rankOf.get(next) ?? 99) < competing || (competing === 0 && hasFbm && next === fbmFirst);
    if (d < amazonIn.length - 1 && next !== '-1' && isEligible && rng.chance(0.85)) {
      out[d] = next;
      continue;
    }
    if (isAmazonIn && rng.chance(0.85)) next = AMAZON;
    else if (competing > 0) next = listing.fba[Math.floor(rng.next() ** 2 * competing)] as string;
    else if (hasFbm) next = fbmFirst;
    else next = isAmazonIn ? AMAZON : '-1';
    out[d] = next;
  }
  return out;
}

/**
 * The sales rank, forwards (it depends only on the rank seed, so a family's children share it).
 * Fast sellers wander around rankBase / demand; slow sellers' ranks creep up between sales and
 * drop sharply on a sale day, as real ranks do.
 */
function rankProcess(listing: Listing, seasons: Season[], m: DailyModel): void {
  const rng = seeded(listing.rankSeed);
  const base = listing.rankBase;
  const perDay = unitsPerMonth(base) / 30;
  let rank = base;
  let logRank = Math.log(base);
  for (let d = 0; d < m.days; d++) {
    const demand = (seasons[d] as Season).demand;
    const expected = perDay * demand;
    let next: number;
    if (perDay >= 1) {
      logRank += 0.2 * (Math.log(base / demand) - logRank) + 0.12 * rng.normal();
      next = Math.max(1, Math.round(Math.exp(logRank)));
    } else if (rng.chance(1 - Math.exp(-expected))) {
      next = Math.max(Math.round(base * 0.25), Math.round(rank * rng.range(0.3, 0.6)));
    } else {
      next = Math.min(base * 4, Math.round(rank * rng.range(1.01, 1.06)));
    }
    // A drop: a sharp improvement (a sale for slow sellers; a busy day for fast ones).
    m.drops[d] = d > 0 && next < rank * (perDay >= 1 ? 0.9 : 0.95) ? 1 : 0;
    m.sales[d] = expected * listing.salesShare;
    m.rank[d] = next;
    rank = next;
  }
}
