import { CSV, DAY_MINUTES, type KeepaBuyBoxStats, type KeepaStats, stepOf } from '../keepa/format.js';
import type { DailyModel } from './model.js';

// A local copy: module bindings are slower to read in the per-point loops.
const DAY = DAY_MINUTES;

/** Price series: Keepa reports out-of-stock percentages for these only. */
const PRICE_SERIES = new Set<number>([
  CSV.AMAZON,
  CSV.NEW,
  CSV.USED,
  CSV.LISTPRICE,
  CSV.COLLECTIBLE,
  CSV.REFURBISHED,
  CSV.NEW_FBM_SHIPPING,
  CSV.LIGHTNING_DEAL,
  CSV.WAREHOUSE,
  CSV.NEW_FBA,
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
  CSV.TRADE_IN,
  CSV.RENT,
  CSV.BUY_BOX_USED_SHIPPING,
  CSV.PRIME_EXCL,
]);

/**
 * Keepa's statistics computed from the csv series as Keepa defines them: `current` the latest
 * value, averages time-weighted over the days with an offer, min and max over all time with
 * their time, out-of-stock percentages of price series (triples as landed prices).
 * `intervalDays` is the request's `stats` interval (`avg`).
 */
export function statsOf(csv: (number[] | null)[], now: number, intervalDays: number): KeepaStats {
  const windows = [intervalDays, 30, 90, 180, 365];
  // A point that ended before the widest window began adds nothing to any window: its arithmetic
  // is skipped (two of the history's three years), but it still counts for min, max and current.
  const oldest = now - Math.max(...windows) * DAY;
  const stats = {
    current: [] as number[],
    avg: [] as number[],
    avg30: [] as number[],
    avg90: [] as number[],
    avg180: [] as number[],
    avg365: [] as number[],
    min: [] as (number[] | null)[],
    max: [] as (number[] | null)[],
    outOfStockPercentage30: [] as number[],
    outOfStockPercentage90: [] as number[],
  };
  for (let index = 0; index < csv.length; index++) {
    const series = csv[index];
    if (!series) {
      for (const list of [stats.current, stats.avg, stats.avg30, stats.avg90, stats.avg180, stats.avg365]) list[index] = -1;
      stats.min[index] = null;
      stats.max[index] = null;
      stats.outOfStockPercentage30[index] = -1;
      stats.outOfStockPercentage90[index] = -1;
      continue;
    }
    const step = stepOf(index);
    const sum = windows.map(() => 0);
    const covered = windows.map(() => 0);
    const out = windows.map(() => 0);
    let min: number[] | null = null;
    let max: number[] | null = null;
    let value = -1;
    for (let i = 0; i + step - 1 < series.length; i += step) {
      const t = series[i] as number;
      const raw = series[i + 1] as number;
      value = step === 3 && raw >= 0 ? raw + Math.max(0, series[i + 2] as number) : raw;
      if (value >= 0 && (min === null || value < (min[1] as number))) min = [t, value];
      if (value >= 0 && (max === null || value > (max[1] as number))) max = [t, value];
      const end = (series[i + step] as number | undefined) ?? now;
      if (end <= oldest) continue;
      for (let w = 0; w < windows.length; w++) {
        const length = Math.min(end, now) - Math.max(t, now - (windows[w] as number) * DAY);
        if (length <= 0) continue;
        if (value >= 0) {
          sum[w] = (sum[w] as number) + value * length;
          covered[w] = (covered[w] as number) + length;
        } else out[w] = (out[w] as number) + length;
      }
    }
    const mean = (w: number) => ((covered[w] as number) > 0 ? Math.round((sum[w] as number) / (covered[w] as number)) : -1);
    const oos = (w: number) => {
      const total = (covered[w] as number) + (out[w] as number);
      return PRICE_SERIES.has(index) && total > 0 ? Math.round(((out[w] as number) / total) * 100) : -1;
    };
    stats.current[index] = value;
    stats.avg[index] = mean(0);
    stats.avg30[index] = mean(1);
    stats.avg90[index] = mean(2);
    stats.avg180[index] = mean(3);
    stats.avg365[index] = mean(4);
    stats.min[index] = min;
    stats.max[index] = max;
    stats.outOfStockPercentage30[index] = oos(1);
    stats.outOfStockPercentage90[index] = oos(2);
  }
  return stats;
}

/** Rank drops in the last `days` days (Keepa's salesRankDrops30/90/180/365). */
export function dropsIn(m: DailyModel, days: number): number {
  let drops = 0;
  for (let d = Math.max(0, m.days - days); d < m.days; d++) drops += m.drops[d] as number;
  return drops;
}

/** Each seller's buy-box share over the last `days` days (Keepa's buyBoxStats for a `stats` interval). */
export function buyBoxStatsOf(
  m: DailyModel,
  days: number,
  start: number,
  isFba: (sellerId: string) => boolean,
): Record<string, KeepaBuyBoxStats> {
  const held = new Map<string, { days: number; price: number; offers: number; last: number }>();
  const from = Math.max(0, m.days - days);
  for (let d = from; d < m.days; d++) {
    const seller = m.holder[d] as string;
    if (seller === '-1') continue;
    const entry = held.get(seller) ?? { days: 0, price: 0, offers: 0, last: 0 };
    entry.days += 1;
    entry.price += m.buyBox[d] as number;
    entry.offers += (m.fbaCount[d] as number) + (m.fbmCount[d] as number);
    entry.last = d;
    held.set(seller, entry);
  }
  const total = m.days - from;
  const out: Record<string, KeepaBuyBoxStats> = {};
  for (const [seller, e] of held) {
    out[seller] = {
      percentageWon: Math.round((e.days / total) * 1000) / 10,
      avgPrice: Math.round(e.price / e.days),
      avgNewOfferCount: Math.round(e.offers / e.days),
      isFBA: isFba(seller),
      lastSeen: start + e.last * DAY,
    };
  }
  return out;
}
