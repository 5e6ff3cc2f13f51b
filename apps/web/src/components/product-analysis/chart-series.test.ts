import type { PriceHistory } from '@shelfscope/contracts';
import { describe, expect, it } from 'vitest';
import { buildChartData, buyBoxSellerAt, formatValue, SERIES, scalesOf } from './chart-series';

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString();
const sec = (n: number) => Date.UTC(2026, 0, 1 + n) / 1000;
const p = (n: number, value: number | null, extraValue: number | null = null) => ({ timestamp: day(n), value, extraValue });

const empty = Object.fromEntries(
  SERIES.map((s) => [s.key, []]).concat([
    ['tradeIn', []],
    ['rental', []],
    ['primeExcl', []],
  ]),
) as unknown as PriceHistory;
const history: PriceHistory = {
  ...empty,
  // Every PriceHistory field must exist; the shipping series not charted stay empty.
  usedNewShipping: [],
  usedVeryGoodShipping: [],
  usedGoodShipping: [],
  usedAcceptableShipping: [],
  collectibleNewShipping: [],
  collectibleVeryGoodShipping: [],
  collectibleGoodShipping: [],
  collectibleAcceptableShipping: [],
  refurbishedShipping: [],
  buyBoxUsedShipping: [],
  asin: 'B000TEST01',
  new: [p(0, 20), p(10, 18), p(20, null), p(25, 19)],
  sales: [p(0, 5000), p(15, 3000)],
  newFBMShipping: [p(5, 17, 4.99)],
  buyBoxSellerHistory: [
    { seller: 'A1', timestamp: day(0) },
    { seller: '-1', timestamp: day(12) },
    { seller: 'B2', timestamp: day(20) },
  ],
};

describe('the price history chart’s series', () => {
  it('merges the shown series on one time axis and carries each value forward (a step function)', () => {
    const data = buildChartData(history, ['new', 'sales'], 'all', day(30));
    expect(data.xs).toEqual([sec(0), sec(10), sec(15), sec(20), sec(25), sec(30)]);
    const [fresh, rank] = data.ys;
    expect(fresh?.def.key).toBe('new');
    // No offer between day 20 and 25 is a gap, not a line.
    expect(fresh?.values).toEqual([20, 18, 18, null, 19, 19]);
    expect(rank?.values).toEqual([5000, 5000, 3000, 3000, 3000, 3000]);
  });

  it('cuts to the window, starting from the value in force at its start', () => {
    const data = buildChartData(history, ['new'], '30', day(40));
    expect(data.xs[0]).toBe(sec(10));
    expect(data.xs.at(-1)).toBe(sec(40));
    expect(data.ys[0]?.values[0]).toBe(18);
    expect(data.xs).toEqual([sec(10), sec(20), sec(25), sec(40)]);
  });

  it('draws series with shipping as the landed price, and nothing before their first point', () => {
    const data = buildChartData(history, ['newFBMShipping'], '30', day(10));
    expect(data.ys[0]?.values[0]).toBeNull();
    expect(data.ys[0]?.values.at(-1)).toBeCloseTo(21.99, 2);
  });

  it('names who held the buy box at a moment, in words for Keepa’s special ids', () => {
    const names = new Map([['A1', 'Juniper Junction']]);
    expect(buyBoxSellerAt(history, sec(5), names)).toBe('Juniper Junction');
    expect(buyBoxSellerAt(history, sec(13), names)).toBe('no qualified seller');
    expect(buyBoxSellerAt(history, sec(21), names)).toBe('B2');
    expect(buyBoxSellerAt(history, sec(0) - 1, names)).toBeNull();
  });

  it('puts each kind of value on its own axis, only when one of its series is shown', () => {
    expect(scalesOf(['new', 'sales'])).toEqual(['price', 'rank']);
    expect(scalesOf(['rating', 'countNew'])).toEqual(['count', 'rating']);
    expect(formatValue('rank', 12345)).toBe('#12,345');
    expect(formatValue('price', 9.5)).toBe('$9.50');
    expect(formatValue('count', null)).toBe('–');
  });

  it('offers every series of the spec', () => {
    const keys = SERIES.map((s) => s.key);
    for (const key of ['amazon', 'new', 'used', 'sales', 'listPrice', 'collectible', 'refurbished', 'newFBMShipping']) {
      expect(keys).toContain(key);
    }
    for (const key of [
      'lightningDeal',
      'warehouse',
      'newFBA',
      'countNew',
      'countUsed',
      'rating',
      'countReviews',
      'monthlySold',
    ]) {
      expect(keys).toContain(key);
    }
  });
});
