import { describe, expect, it } from 'vitest';
import { sizeTier } from './size-tier.js';
import { FEES_US_2026 } from './tables/fees-us-2026.js';

const T = FEES_US_2026.sizeTiers;
const tierOf = (length: number, width: number, height: number, weightPounds: number) =>
  sizeTier({ length, width, height, weightPounds }, T).tier;

describe('size tier: standard', () => {
  it('is small standard up to 16 oz and 15 x 12 x 0.75 in, limits included, charged on the unit weight', () => {
    const atLimit = sizeTier({ length: 15, width: 12, height: 0.75, weightPounds: 1 }, T);
    // dimensional 15 x 12 x 0.75 / 139 = 0.97 lb, but small standard ignores it
    expect(atLimit).toMatchObject({ tier: 'small standard', shippingWeightPounds: 1 });
    expect(atLimit.dimensionalWeightPounds).toBeCloseTo(135 / 139, 10);
    // Sides are sorted: the same box in any order
    expect(tierOf(0.75, 15, 12, 1)).toBe('small standard');
    expect(tierOf(15.01, 12, 0.75, 1)).toBe('large standard');
    expect(tierOf(15, 12.01, 0.75, 1)).toBe('large standard');
    expect(tierOf(15, 12, 0.76, 1)).toBe('large standard');
    expect(tierOf(6, 4, 0.5, 1.01)).toBe('large standard'); // 16.16 oz
  });

  it('is large standard up to 18 x 14 x 8 in and 20 lb, on the greater of unit and dimensional weight', () => {
    // 18 x 14 x 8 = 2016 / 139 = 14.50 lb dimensional < 20 lb unit: 20 lb
    expect(sizeTier({ length: 18, width: 14, height: 8, weightPounds: 20 }, T)).toMatchObject({
      tier: 'large standard',
      shippingWeightPounds: 20,
    });
    // 12 x 10 x 6 = 720 / 139 = 5.18 lb dimensional > 2 lb unit
    const light = sizeTier({ length: 12, width: 10, height: 6, weightPounds: 2 }, T);
    expect(light.tier).toBe('large standard');
    expect(light.shippingWeightPounds).toBeCloseTo(720 / 139, 10);
    expect(tierOf(18.01, 14, 8, 5)).toBe('small bulky');
    expect(tierOf(18, 14.01, 8, 5)).toBe('small bulky');
    expect(tierOf(18, 14, 8.01, 5)).toBe('small bulky');
    expect(tierOf(10, 8, 2, 20.01)).toBe('small bulky');
  });
});

describe('size tier: bulky and extra-large', () => {
  it('is small bulky up to 37 x 28 x 20 in and 50 lb', () => {
    expect(tierOf(37, 10, 5, 10)).toBe('small bulky'); // 1850 / 139 = 13.3 lb
    expect(tierOf(37.01, 10, 5, 10)).toBe('large bulky');
    expect(tierOf(37, 28, 5, 10)).toBe('small bulky'); // 5180 / 139 = 37.3 lb
    expect(tierOf(37, 28.01, 5, 10)).toBe('large bulky');
    expect(tierOf(30, 10, 5, 50)).toBe('small bulky');
    expect(tierOf(30, 10, 5, 50.01)).toBe('extra-large');
    // 37 x 28 x 20 = 20720 / 139 = 149 lb dimensional: over 50 lb, so extra-large however light
    expect(tierOf(37, 28, 20, 10)).toBe('extra-large');
  });

  it('is large bulky up to 59 x 33 x 33 in, length + girth 130 in and 50 lb', () => {
    expect(tierOf(59, 10, 10, 20)).toBe('large bulky'); // 5900 / 139 = 42.4 lb; 59 + 2 x 20 = 99 in
    expect(tierOf(59.01, 10, 10, 20)).toBe('extra-large');
    expect(tierOf(40, 33, 4, 20)).toBe('large bulky'); // 5280 / 139 = 38.0 lb
    expect(tierOf(40, 33.01, 4, 20)).toBe('extra-large');
    // Length + girth: 58 + 2 x (33 + 3) = 130 in (5742 / 139 = 41.3 lb)
    expect(tierOf(58, 33, 3, 20)).toBe('large bulky');
    expect(tierOf(58, 33, 3.01, 20)).toBe('extra-large'); // 130.02 in
  });

  it('measures bulky items with width and height of at least 2 in', () => {
    // 40 x 1 x 1 at 1 lb: 40 x 2 x 2 = 160 / 139 = 1.15 lb (not 40 / 139 = 0.29 lb)
    const pole = sizeTier({ length: 40, width: 1, height: 1, weightPounds: 1 }, T);
    expect(pole.tier).toBe('large bulky');
    expect(pole.shippingWeightPounds).toBeCloseTo(160 / 139, 10);
  });

  it('charges extra-large on the greater weight, and above 150 lb on the unit weight', () => {
    // 60 x 10 x 10 = 6000 / 139 = 43.2 lb > 30 lb unit
    const long = sizeTier({ length: 60, width: 10, height: 10, weightPounds: 30 }, T);
    expect(long.tier).toBe('extra-large');
    expect(long.shippingWeightPounds).toBeCloseTo(6000 / 139, 10);
    // 100 x 40 x 40 = 160000 / 139 = 1151 lb: the 150+ band, charged on the 80 lb unit weight
    const huge = sizeTier({ length: 100, width: 40, height: 40, weightPounds: 80 }, T);
    expect(huge).toMatchObject({ tier: 'extra-large', shippingWeightPounds: 80 });
    expect(huge.tierWeightPounds).toBeCloseTo(160000 / 139, 8);
  });
});
