import type { KeepaBuyBoxStats } from './format.js';

/**
 * Buy-box domination over a window: each seller's share (percent, one decimal) of the time the
 * window's history covers; `max` is the top seller's share, `min` the smallest share among the
 * sellers who won it at all (so 100/100 means one seller held it throughout, 60/5 a leader and a
 * seller who won it now and then). Time without a qualified seller ("-1") or with an unknown
 * new seller ("-2") counts in the total but for nobody.
 */
export type Domination = { min: number | null; max: number | null; bySeller: Map<string, number> };

const NONE: Domination = { min: null, max: null, bySeller: new Map() };

/** Domination in [from, to] from buyBoxSellerIdHistory entries (oldest first). */
export function dominationFromHistory(history: { minute: number; seller: string }[], from: number, to: number): Domination {
  const first = history[0];
  if (!first || to <= from) return NONE;
  const minutes = new Map<string, number>();
  const start = Math.max(from, first.minute);
  for (let i = 0; i < history.length; i++) {
    const entry = history[i] as { minute: number; seller: string };
    const begin = Math.max(entry.minute, from);
    const end = Math.min(history[i + 1]?.minute ?? to, to);
    if (end <= begin || entry.seller === '-1' || entry.seller === '-2') continue;
    minutes.set(entry.seller, (minutes.get(entry.seller) ?? 0) + (end - begin));
  }
  const covered = to - start;
  if (covered <= 0) return NONE;
  const bySeller = new Map<string, number>();
  for (const [seller, held] of minutes) bySeller.set(seller, Math.round((held / covered) * 1000) / 10);
  return summarize(bySeller);
}

/** Domination from Keepa's buyBoxStats (it covers the request's `stats` interval). */
export function dominationFromStats(stats: Record<string, KeepaBuyBoxStats>): Domination {
  const bySeller = new Map<string, number>();
  for (const [seller, s] of Object.entries(stats)) {
    if (seller !== '-1' && seller !== '-2') bySeller.set(seller, Math.round(s.percentageWon * 10) / 10);
  }
  return summarize(bySeller);
}

function summarize(bySeller: Map<string, number>): Domination {
  const shares = [...bySeller.values()].filter((share) => share > 0);
  if (shares.length === 0) return { min: null, max: null, bySeller };
  return { min: Math.min(...shares), max: Math.max(...shares), bySeller };
}
