import { describe, expect, it } from 'vitest';
import { fuelSurchargeAt, fulfillmentFee, priceBand } from './fulfillment.js';
import type { SizeResult, SizeTier } from './size-tier.js';
import { FEES_US_2026 } from './tables/fees-us-2026.js';

const F = FEES_US_2026.fulfillment;
const BEFORE = new Date('2026-03-01T12:00:00Z'); // no fuel surcharge yet: the grid's own figures
const AFTER = new Date('2026-05-01T12:00:00Z');

/** A size with one weight for tier, shipping and dimensional weight. */
const size = (tier: SizeTier, pounds: number, tierWeight = pounds): SizeResult => ({
  tier,
  tierWeightPounds: tierWeight,
  shippingWeightPounds: pounds,
  dimensionalWeightPounds: pounds,
});
const fee = (s: SizeResult, price: number, date = BEFORE) => fulfillmentFee(s, price, date, F);

describe('price bands', () => {
  it('are below $10, $10 to $50 inclusive, above $50', () => {
    expect([9.99, 10, 50, 50.01].map((p) => priceBand(p, F.priceBands))).toEqual([0, 1, 1, 2]);
  });

  it('price small standard up to 2 oz at 2.43 / 3.32 / 3.58', () => {
    const twoOunces = size('small standard', 2 / 16);
    expect(fee(twoOunces, 9.99)).toBe(2.43);
    expect(fee(twoOunces, 10)).toBe(3.32);
    expect(fee(twoOunces, 50)).toBe(3.32);
    expect(fee(twoOunces, 50.01)).toBe(3.58);
  });
});

describe('standard grids', () => {
  it('take the first row whose weight limit is not exceeded', () => {
    expect(fee(size('small standard', 2.01 / 16), 20)).toBe(3.42); // the 4 oz row
    expect(fee(size('small standard', 1), 20)).toBe(3.96); // 16 oz row
    expect(fee(size('large standard', 1), 20)).toBe(4.6); // 16 oz row, from the notes
    expect(fee(size('large standard', 1), 9.99)).toBe(3.78);
    expect(fee(size('large standard', 1), 50.01)).toBe(4.86);
    expect(fee(size('large standard', 16.01 / 16), 20)).toBe(5.04); // the 20 oz row
    expect(fee(size('large standard', 3), 20)).toBe(6.67); // 48 oz: the last grid row
  });

  it('charge large standard above 3 lb per 4 oz (or part)', () => {
    // 3.01 lb = 48.16 oz: one step: 6.97 + 0.08 = 7.05 ($10-50); 6.15 + 0.08 = 6.23 (< $10)
    expect(fee(size('large standard', 3.01), 20)).toBe(7.05);
    expect(fee(size('large standard', 3.01), 9)).toBe(6.23);
    // 3.25 lb = 52 oz: exactly one 4 oz step: 7.05
    expect(fee(size('large standard', 3.25), 20)).toBe(7.05);
    // 5 lb = 80 oz: 32 oz above 3 lb = 8 steps: 6.97 + 8 x 0.08 = 7.61
    expect(fee(size('large standard', 5), 20)).toBe(7.61);
    // 20 lb = 320 oz: 272 oz above = 68 steps: 7.23 + 5.44 = 12.67 (> $50)
    expect(fee(size('large standard', 20), 60)).toBe(12.67);
  });
});

describe('bulky and extra-large', () => {
  it('charge bulky per pound (or part) above the first', () => {
    expect(fee(size('small bulky', 1), 30)).toBe(7.55);
    expect(fee(size('small bulky', 2), 30)).toBe(7.93); // 7.55 + 0.38
    // 10.2 lb: ceil(9.2) = 10 lb x 0.38 = 3.80: 7.55 + 3.80 = 11.35
    expect(fee(size('small bulky', 10.2), 30)).toBe(11.35);
    expect(fee(size('small bulky', 10.2), 9.99)).toBe(10.58); // 6.78 + 3.80
    // Large bulky 20 lb over $50: 9.35 + 19 x 0.38 = 9.35 + 7.22 = 16.57
    expect(fee(size('large bulky', 20), 60)).toBe(16.57);
  });

  it('charge extra-large by weight band, with no price band', () => {
    // 50 lb: 25.56 + 49 x 0.38 = 25.56 + 18.62 = 44.18
    expect(fee(size('extra-large', 50), 100)).toBe(44.18);
    // 60 lb, 50-70 band: 36.55 + ceil(60 - 51) = 9 x 0.75 = 6.75: 43.30, at any price
    expect(fee(size('extra-large', 60), 100)).toBe(43.3);
    expect(fee(size('extra-large', 60), 5)).toBe(43.3);
    // 150+ band by tier weight 1151 lb, charged on the 80 lb unit weight: 194.18 + 0
    expect(fee(size('extra-large', 80, 1151), 300)).toBe(194.18);
    // 200 lb: 194.18 + ceil(200 - 151) = 49 x 0.19 = 9.31: 203.49
    expect(fee(size('extra-large', 200), 300)).toBe(203.49);
  });
});

describe('fuel surcharge', () => {
  const twoOunces = size('small standard', 2 / 16);

  it('adds 3.5% from 2026-04-17 (UTC), rounded to the cent after', () => {
    expect(fuelSurchargeAt(new Date('2026-04-16T23:59:59Z'), F)).toBe(0);
    expect(fuelSurchargeAt(new Date('2026-04-17T00:00:00Z'), F)).toBe(3.5);
    expect(fee(twoOunces, 20, new Date('2026-04-16T23:59:59Z'))).toBe(3.32);
    // 3.32 x 1.035 = 3.4362 -> 3.44
    expect(fee(twoOunces, 20, new Date('2026-04-17T00:00:00Z'))).toBe(3.44);
    // 2.43 x 1.035 = 2.51505 -> 2.52; 3.58 x 1.035 = 3.7053 -> 3.71
    expect(fee(twoOunces, 5, AFTER)).toBe(2.52);
    expect(fee(twoOunces, 60, AFTER)).toBe(3.71);
    // 7.61 x 1.035 = 7.87635 -> 7.88
    expect(fee(size('large standard', 5), 20, AFTER)).toBe(7.88);
  });

  it('follows a later surcharge when the table lists one', () => {
    const table = { ...F, fuelSurcharges: [...F.fuelSurcharges, { from: '2026-10-01', percent: 5, origin: 'notes' as const }] };
    expect(fuelSurchargeAt(new Date('2026-09-30T12:00:00Z'), table)).toBe(3.5);
    // 3.32 x 1.05 = 3.486 -> 3.49
    expect(fulfillmentFee(twoOunces, 20, new Date('2026-10-01T00:00:00Z'), table)).toBe(3.49);
  });
});
