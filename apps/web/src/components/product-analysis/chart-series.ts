import type { HistoryPoint, PriceHistory } from '@shelfscope/contracts';
import { moneyTicker } from '../../lib/format';
import { numberFormat } from '../../lib/locale';
import { money } from '../../lib/money';

/** Which axis a series is read against. */
export type ChartScale = 'price' | 'rank' | 'count' | 'rating';

const compact = (v: number) => numberFormat({ notation: 'compact', maximumFractionDigits: 1 }).format(v);

/** An axis tick of each scale, short enough for a narrow axis ("#100K", not "100,000"), prices in the product's currency. */
export const ticksFor = (currency?: string): Record<ChartScale, (v: number) => string> => ({
  price: moneyTicker(currency),
  rank: (v) => `#${compact(v)}`,
  count: (v) => compact(v),
  rating: (v) => v.toFixed(1),
});

/** The ticks in dollars: the extension's (its figures are still amazon.com's). */
export const TICKS = ticksFor();

type SeriesKey = Exclude<keyof PriceHistory, 'asin' | 'buyBoxSellerHistory'>;

export type SeriesDef = {
  key: SeriesKey;
  label: string;
  scale: ChartScale;
  /** Light and dark strokes: the dark ones are lighter so they read on a dark canvas. */
  color: { light: string; dark: string };
  /** Drawn when the page opens. */
  isDefault?: boolean;
  /** The series carries shipping in extraValue: drawn as the landed price (price + shipping). */
  isLanded?: boolean;
  dash?: number[];
};

/** Every series of the spec's price history the chart offers (Keepa's names and colours where it has them). */
export const SERIES: SeriesDef[] = [
  {
    key: 'buyBoxShipping',
    label: 'Buy box',
    scale: 'price',
    color: { light: '#d6336c', dark: '#f783ac' },
    isDefault: true,
    isLanded: true,
  },
  { key: 'amazon', label: 'Amazon', scale: 'price', color: { light: '#e8590c', dark: '#ffa94d' }, isDefault: true },
  { key: 'new', label: 'New', scale: 'price', color: { light: '#1c7ed6', dark: '#74c0fc' }, isDefault: true },
  { key: 'newFBA', label: 'New FBA', scale: 'price', color: { light: '#0c8599', dark: '#66d9e8' } },
  {
    key: 'newFBMShipping',
    label: 'New FBM + shipping',
    scale: 'price',
    color: { light: '#5f3dc4', dark: '#b197fc' },
    isLanded: true,
  },
  { key: 'used', label: 'Used', scale: 'price', color: { light: '#6741d9', dark: '#9775fa' }, dash: [4, 3] },
  { key: 'listPrice', label: 'List price', scale: 'price', color: { light: '#868e96', dark: '#adb5bd' }, dash: [6, 4] },
  { key: 'collectible', label: 'Collectible', scale: 'price', color: { light: '#a61e4d', dark: '#faa2c1' }, dash: [2, 3] },
  { key: 'refurbished', label: 'Refurbished', scale: 'price', color: { light: '#5c940d', dark: '#a9e34b' }, dash: [2, 3] },
  { key: 'lightningDeal', label: 'Lightning deal', scale: 'price', color: { light: '#f08c00', dark: '#ffd43b' } },
  { key: 'warehouse', label: 'Warehouse deals', scale: 'price', color: { light: '#495057', dark: '#ced4da' }, dash: [1, 2] },
  { key: 'sales', label: 'Sales rank', scale: 'rank', color: { light: '#2b8a3e', dark: '#69db7c' }, isDefault: true },
  { key: 'countNew', label: 'New offers', scale: 'count', color: { light: '#364fc7', dark: '#91a7ff' } },
  { key: 'countUsed', label: 'Used offers', scale: 'count', color: { light: '#862e9c', dark: '#e599f7' } },
  { key: 'countRefurbished', label: 'Refurbished offers', scale: 'count', color: { light: '#66a80f', dark: '#c0eb75' } },
  { key: 'countCollectible', label: 'Collectible offers', scale: 'count', color: { light: '#c2255c', dark: '#f06595' } },
  { key: 'countReviews', label: 'Reviews', scale: 'count', color: { light: '#795548', dark: '#d7b49e' } },
  { key: 'monthlySold', label: 'Bought in past month', scale: 'count', color: { light: '#087f5b', dark: '#63e6be' } },
  { key: 'rating', label: 'Rating', scale: 'rating', color: { light: '#e67700', dark: '#ffe066' } },
];

export const DEFAULT_SERIES = SERIES.filter((s) => s.isDefault).map((s) => s.key);

/** The chart's windows (spec section 9: history windows of 30, 90, 180 and 365 days) and all of it. */
export const RANGES = ['30', '90', '180', '365', 'all'] as const;
export type ChartRange = (typeof RANGES)[number];

const DAY_SECONDS = 86_400;
const seconds = (iso: string) => Math.floor(Date.parse(iso) / 1000);

export type ChartData = {
  /** Unix seconds, ascending; the first is the window's start and the last `now`. */
  xs: number[];
  /** One array per shown series, aligned with xs; null where the series has no value (no offer). */
  ys: { def: SeriesDef; values: (number | null)[] }[];
};

const pointValue = (point: HistoryPoint, def: SeriesDef) =>
  point.value === null ? null : def.isLanded ? point.value + (point.extraValue ?? 0) : point.value;

/** The first unix second the range shows (for "all", the oldest point of any shown series). */
export function rangeStart(history: PriceHistory, range: ChartRange, now: number, shown: SeriesDef[]): number {
  if (range !== 'all') return now - Number(range) * DAY_SECONDS;
  const firsts = shown.map((def) => history[def.key][0]).filter((p): p is HistoryPoint => p !== undefined);
  return firsts.length > 0 ? Math.min(...firsts.map((p) => seconds(p.timestamp))) : now - 365 * DAY_SECONDS;
}

/**
 * Keepa's history is a step function: a value holds until the next point. The series are merged
 * on one time axis (every shown series' change points inside the window, plus its edges), each
 * carrying its last value forward, so a price that did not change still draws to `now`.
 */
export function buildChartData(
  history: PriceHistory,
  shownKeys: readonly string[],
  range: ChartRange,
  nowIso: string,
): ChartData {
  const now = seconds(nowIso);
  const shown = SERIES.filter((def) => shownKeys.includes(def.key));
  const start = rangeStart(history, range, now, shown);
  const times = new Set<number>([start, now]);
  for (const def of shown) {
    for (const point of history[def.key]) {
      const t = seconds(point.timestamp);
      if (t > start && t < now) times.add(t);
    }
  }
  const xs = [...times].sort((a, b) => a - b);
  const ys = shown.map((def) => {
    const points = history[def.key];
    const values: (number | null)[] = [];
    let i = -1;
    for (const x of xs) {
      while (i + 1 < points.length && seconds((points[i + 1] as HistoryPoint).timestamp) <= x) i++;
      values.push(i < 0 ? null : pointValue(points[i] as HistoryPoint, def));
    }
    return { def, values };
  });
  return { xs, ys };
}

/** Keepa's special buy-box seller ids, in words. */
const SELLER_WORDS: Record<string, string> = { '-1': 'no qualified seller', '-2': 'an unknown new seller' };

/** Who held the buy box at unix second `t` (the history's last entry at or before it), by name when known. */
export function buyBoxSellerAt(history: PriceHistory, t: number, names: ReadonlyMap<string, string>): string | null {
  let seller: string | null = null;
  for (const entry of history.buyBoxSellerHistory) {
    if (seconds(entry.timestamp) > t) break;
    seller = entry.seller;
  }
  if (seller === null) return null;
  return SELLER_WORDS[seller] ?? names.get(seller) ?? seller;
}

/** The scales the shown series use, in axis order. */
export function scalesOf(shownKeys: readonly string[]): ChartScale[] {
  const used = new Set(SERIES.filter((s) => shownKeys.includes(s.key)).map((s) => s.scale));
  return (['price', 'rank', 'count', 'rating'] as const).filter((scale) => used.has(scale));
}

/** A series value as the legend and tooltip show it. */
export function formatValue(scale: ChartScale, value: number | null | undefined, currency?: string): string {
  if (value === null || value === undefined) return '–';
  if (scale === 'price') return money(value, currency);
  if (scale === 'rating') return value.toFixed(1);
  return `${scale === 'rank' ? '#' : ''}${numberFormat({ maximumFractionDigits: 0 }).format(Math.round(value))}`;
}
