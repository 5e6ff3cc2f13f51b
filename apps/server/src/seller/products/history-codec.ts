import type { HistoryPoint, PriceHistory } from '@shelfscope/contracts';

/**
 * Price history as stored: each series as one flat array [minute, value, extraValue, ...]
 * (Unix minutes; -1 for a missing value: every series is a price, count, rank or rating, none
 * negative), the buy-box seller history as [minute, seller, ...]. About a quarter of the size of
 * the API's point objects, which it expands back to exactly.
 */
export type StoredHistory = {
  asin: string;
  series: Record<string, number[]>;
  buyBoxSellerHistory: (number | string)[];
};

const minute = (iso: string) => Math.round(Date.parse(iso) / 60_000);
const iso = (m: number) => new Date(m * 60_000).toISOString();

export function compactHistory(history: PriceHistory): StoredHistory {
  const series: Record<string, number[]> = {};
  for (const [name, points] of Object.entries(history)) {
    if (name === 'asin' || name === 'buyBoxSellerHistory') continue;
    const flat: number[] = [];
    for (const p of points as HistoryPoint[]) flat.push(minute(p.timestamp), p.value ?? -1, p.extraValue ?? -1);
    series[name] = flat;
  }
  return {
    asin: history.asin,
    series,
    buyBoxSellerHistory: history.buyBoxSellerHistory.flatMap((p) => [minute(p.timestamp), p.seller]),
  };
}

export function expandHistory(stored: StoredHistory): PriceHistory {
  const history: Record<string, unknown> = { asin: stored.asin };
  for (const [name, flat] of Object.entries(stored.series)) {
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
