import type { HistoryPoint, PriceHistory } from '@shelfscope/contracts';

/**
 * Price history as stored: each series as one string "minute,value,extraValue,..." in which
 * every minute after the first is the difference from the one before (Unix minutes; -1 for a
 * missing value: every series is a price, count, rank or rating, none negative), the buy-box
 * seller history as [minute, seller, ...]. A series is a string, not an array of numbers,
 * because jsonb turns every JSON number into a `numeric`: storing a batch of snapshots took
 * three times as long with arrays (bench/RESULTS.md, uploads, 2026-11-23). Rows written
 * before hold arrays of absolute minutes; they expand as well.
 */
export type StoredHistory = {
  asin: string;
  series: Record<string, string | number[]>;
  buyBoxSellerHistory: (number | string)[];
};

const minute = (iso: string) => Math.round(Date.parse(iso) / 60_000);
const iso = (m: number) => new Date(m * 60_000).toISOString();

export function compactHistory(history: PriceHistory): StoredHistory {
  const series: Record<string, string> = {};
  for (const [name, points] of Object.entries(history)) {
    if (name === 'asin' || name === 'buyBoxSellerHistory') continue;
    const parts: (number | string)[] = [];
    let previous = 0;
    for (const p of points as HistoryPoint[]) {
      const at = minute(p.timestamp);
      parts.push(at - previous, p.value ?? -1, p.extraValue ?? -1);
      previous = at;
    }
    series[name] = parts.join(',');
  }
  return {
    asin: history.asin,
    series,
    buyBoxSellerHistory: history.buyBoxSellerHistory.flatMap((p) => [minute(p.timestamp), p.seller]),
  };
}

/** A series as [minute, value, extra, ...] with absolute minutes, from either stored form. */
function flatSeries(stored: string | number[]): number[] {
  if (Array.isArray(stored)) return stored;
  if (stored === '') return [];
  const flat = stored.split(',').map(Number);
  for (let i = 3; i < flat.length; i += 3) flat[i] = (flat[i] as number) + (flat[i - 3] as number);
  return flat;
}

export function expandHistory(stored: StoredHistory): PriceHistory {
  const history: Record<string, unknown> = { asin: stored.asin };
  for (const [name, series] of Object.entries(stored.series)) {
    const flat = flatSeries(series);
    const points: HistoryPoint[] = [];
    for (let i = 0; i + 2 < flat.length; i += 3) {
      const value = flat[i + 1] as number;
      const extra = flat[i + 2] as number;
      points.push({ timestamp: iso(flat[i] as number), value: value < 0 ? null : value, extraValue: extra < 0 ? null : extra });
    }
    history[name] = points;
  }
  const sellers: { seller: string; timestamp: string }[] = [];
  for (let i = 0; i + 1 < stored.buyBoxSellerHistory.length; i += 2) {
    sellers.push({ timestamp: iso(stored.buyBoxSellerHistory[i] as number), seller: String(stored.buyBoxSellerHistory[i + 1]) });
  }
  history.buyBoxSellerHistory = sellers;
  return history as PriceHistory;
}
