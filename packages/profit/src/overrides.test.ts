import { describe, expect, it } from 'vitest';
import { BUY_BOX_OVERRIDES, type PricePoints, resolveBuyBoxOverride, resolveOverride, selectPrice } from './overrides.js';

const PRICES: PricePoints = {
  buyBoxCurrent: 24.99,
  buyBoxAvg30: 23.5,
  buyBoxAvg90: 22,
  buyBoxAvg180: 21,
  newFbaLowest: 24.5,
  newCurrent: 23.99,
};
const price = (value: number, customValue: number | null = null, prices = PRICES) => selectPrice({ value, customValue }, prices);

describe('buy-box override values', () => {
  it('documents every value from -1 to 5', () => {
    expect(Object.keys(BUY_BOX_OVERRIDES).map(Number).sort()).toEqual([-1, 0, 1, 2, 3, 4, 5]);
  });

  it('selects the price each value stands for', () => {
    expect([0, 1, 2, 3, 4].map((v) => price(v))).toEqual([24.99, 23.5, 22, 21, 24.5]);
    expect(price(5, 19.99)).toBe(19.99);
  });

  it('defaults to the buy box, else the lowest FBA offer, else the lowest new offer', () => {
    expect(price(-1)).toBe(24.99);
    expect(price(-1, null, { ...PRICES, buyBoxCurrent: null })).toBe(24.5);
    expect(price(-1, null, { ...PRICES, buyBoxCurrent: null, newFbaLowest: null })).toBe(23.99);
    expect(price(-1, null, { ...PRICES, buyBoxCurrent: null, newFbaLowest: null, newCurrent: null })).toBeNull();
  });

  it('does not fall back for an explicit choice the market lacks, nor take a price of 0 or less', () => {
    expect(price(2, null, { ...PRICES, buyBoxAvg90: null })).toBeNull();
    expect(price(5, null)).toBeNull();
    expect(price(5, 0)).toBeNull();
    expect(price(0, null, { ...PRICES, buyBoxCurrent: -0.01 })).toBeNull();
  });
});

describe('override resolution', () => {
  const product = { value: 1, customValue: null };
  const shortlist = { value: 2, customValue: null };
  const supplier = { value: 5, customValue: 30 };
  const unset = { value: -1, customValue: null };

  it('product beats shortlist beats supplier', () => {
    expect(resolveBuyBoxOverride({ product, shortlist, supplier })).toEqual({ override: product, level: 'product' });
    expect(resolveBuyBoxOverride({ product: unset, shortlist, supplier })).toEqual({ override: shortlist, level: 'shortlist' });
    expect(resolveBuyBoxOverride({ product: unset, shortlist: unset, supplier })).toEqual({
      override: supplier,
      level: 'supplier',
    });
    expect(resolveBuyBoxOverride({ shortlist: null, supplier })).toEqual({ override: supplier, level: 'supplier' });
  });

  it('-1 at every level is the default', () => {
    expect(resolveBuyBoxOverride({ product: unset, shortlist: unset, supplier: unset })).toEqual({
      override: { value: -1, customValue: null },
      level: 'default',
    });
    expect(resolveBuyBoxOverride({})).toMatchObject({ level: 'default' });
  });

  it('resolves positional levels the same way, most specific first', () => {
    expect(resolveOverride(unset, shortlist, supplier)).toBe(shortlist);
    expect(resolveOverride(product, shortlist, supplier)).toBe(product);
    expect(resolveOverride(unset, null, supplier)).toBe(supplier);
    expect(resolveOverride(unset, null, null).value).toBe(-1);
    // A value outside -1..5 is not an override
    expect(resolveOverride({ value: 9, customValue: null }, shortlist)).toBe(shortlist);
    // The supplier's custom price when nothing closer is set
    expect(selectPrice(resolveOverride(unset, unset, supplier), PRICES)).toBe(30);
  });
});
