import type { HistoryPoint, PriceHistory } from '@shelfscope/contracts';
import { CSV, type KeepaProduct, stepOf } from './format.js';

type SeriesName = Exclude<keyof PriceHistory, 'asin' | 'buyBoxSellerHistory' | 'monthlySold'>;
type Kind = 'price' | 'count' | 'rating';

/** PriceHistory series and the csv index each comes from; eBay (28, 29) has no series of ours. */
const SERIES: readonly [SeriesName, number, Kind][] = [
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

const scale = (value: number, kind: Kind, perUnit: number) =>
  kind === 'price' ? value / perUnit : kind === 'rating' ? value / 10 : value;

/**
 * Every csv series as points, oldest first: prices in the currency's unit (`perUnit` minor units
 * each; a triple's price without its shipping, the shipping as extraValue), rating in stars,
 * counts as they are; -1 is null.
 */
export function parseHistory(product: KeepaProduct, iso: (minute: number) => string, perUnit = 100): PriceHistory {
  const csv = product.csv ?? [];
  const history = { asin: product.asin } as PriceHistory;
  for (const [name, index, kind] of SERIES) {
    const raw = csv[index];
    const step = stepOf(index);
    const points: HistoryPoint[] = [];
    if (raw) {
      for (let i = 0; i + step - 1 < raw.length; i += step) {
        const value = raw[i + 1] as number;
        const extra = step === 3 ? (raw[i + 2] as number) : -1;
        points.push({
          timestamp: iso(raw[i] as number),
          value: value < 0 ? null : scale(value, kind, perUnit),
          extraValue: extra < 0 ? null : extra / perUnit,
        });
      }
    }
    history[name] = points;
  }
  history.monthlySold = pairsOf(product.monthlySoldHistory ?? []).map(([t, v]) => ({
    timestamp: iso(t),
    value: v < 0 ? null : v,
    extraValue: null,
  }));
  history.buyBoxSellerHistory = sellerPairs(product.buyBoxSellerIdHistory ?? []).map((p) => ({
    seller: p.seller,
    timestamp: iso(p.minute),
  }));
  return history;
}

function pairsOf(series: number[]): [number, number][] {
  const out: [number, number][] = [];
  for (let i = 0; i + 1 < series.length; i += 2) out.push([series[i] as number, series[i + 1] as number]);
  return out;
}

/** buyBoxSellerIdHistory as (minute, seller) entries. */
export function sellerPairs(history: string[]): { minute: number; seller: string }[] {
  const out: { minute: number; seller: string }[] = [];
  for (let i = 0; i + 1 < history.length; i += 2) out.push({ minute: Number(history[i]), seller: history[i + 1] as string });
  return out;
}

/** The latest value of a series (a triple's landed price: price + shipping), or undefined when empty. */
export function lastOf(series: number[] | null | undefined, index: number): number | undefined {
  if (!series) return undefined;
  const step = stepOf(index);
  if (series.length < step) return undefined;
  const value = series[series.length - step + 1] as number;
  if (step === 2 || value < 0) return value;
  return value + Math.max(0, series[series.length - 1] as number);
}

/**
 * Percent (0..100, rounded) of the window [from, to] in which the series had no offer (-1),
 * counting only the part of the window the series covers; null when it covers none of it.
 */
export function outOfStockShare(series: number[] | null | undefined, index: number, from: number, to: number): number | null {
  if (!series) return null;
  const step = stepOf(index);
  let out = 0;
  let covered = 0;
  for (let i = 0; i + step - 1 < series.length; i += step) {
    const start = Math.max(series[i] as number, from);
    const end = Math.min(series[i + step] ?? to, to);
    if (end <= start) continue;
    covered += end - start;
    if ((series[i + 1] as number) < 0) out += end - start;
  }
  return covered === 0 ? null : Math.round((out / covered) * 100);
}
