import { describe, expect, it } from 'vitest';
import { fulfillmentFee, priceBand } from './fulfillment.js';
import { referralFee } from './referral.js';
import { sizeTier } from './size-tier.js';
import { FEES_US_2026 } from './tables/fees-us-2026.js';
import { feeTableAt } from './tables/index.js';

const T = FEES_US_2026;
const BEFORE_SURCHARGE = new Date('2026-03-01T12:00:00Z');
const AFTER_SURCHARGE = new Date('2026-05-01T12:00:00Z');

describe('referral fee', () => {
  it('is 15% by default with a $0.30 minimum', () => {
    // 15% of 20.00 = 3.00
    expect(referralFee(20, 'Toys & Games', T.referral)).toMatchObject({ fee: 3, percent: 15 });
    // 15% of 1.50 = 0.225 < 0.30: the minimum applies, effective 20%
    expect(referralFee(1.5, 'Toys & Games', T.referral)).toMatchObject({ fee: 0.3, percent: 20 });
    // 15% of 2.00 = 0.30 exactly
    expect(referralFee(2, 'Toys & Games', T.referral).fee).toBe(0.3);
  });

  it('tiers Beauty and Health on the whole price: 8% up to $10.00, 15% above', () => {
    expect(referralFee(10, 'Health & Household', T.referral).fee).toBe(0.8); // 8% of 10.00
    expect(referralFee(10.01, 'Health & Household', T.referral).fee).toBe(1.5); // 15% of 10.01 = 1.5015
    expect(referralFee(5, 'Beauty & Personal Care', T.referral).fee).toBe(0.4);
  });

  it('tiers Grocery at $15 and Clothing at $15 and $20', () => {
    expect(referralFee(15, 'Grocery & Gourmet Food', T.referral).fee).toBe(1.2); // 8% of 15
    expect(referralFee(15.01, 'Grocery & Gourmet Food', T.referral).fee).toBe(2.25); // 15% of 15.01 = 2.2515
    expect(referralFee(15, 'Clothing, Shoes & Jewelry', T.referral).fee).toBe(0.75); // 5%
    expect(referralFee(20, 'Clothing, Shoes & Jewelry', T.referral).fee).toBe(2); // 10%
    expect(referralFee(30, 'Clothing, Shoes & Jewelry', T.referral).fee).toBe(5.1); // 17%
  });

  it('tiers Electronics Accessories on the portion above $100', () => {
    // 15% x 100 + 8% x 50 = 15 + 4 = 19.00
    expect(referralFee(150, 'Cell Phones & Accessories', T.referral).fee).toBe(19);
    // Jewelry: 20% x 250 + 5% x 150 = 50 + 7.5 = 57.50
    expect(referralFee(400, 'Jewelry', T.referral).fee).toBe(57.5);
    // Watches: 16% x 1500 + 3% x 500 = 240 + 15 = 255.00
    expect(referralFee(2000, 'Watches', T.referral).fee).toBe(255);
  });

  it('has the flat 8%, 12% and 45% categories', () => {
    expect(referralFee(100, 'Electronics', T.referral).fee).toBe(8);
    expect(referralFee(100, 'Automotive', T.referral).fee).toBe(12);
    expect(referralFee(100, 'Amazon Device Accessories', T.referral).fee).toBe(45);
  });

  it("uses the provider's percentage only for categories it does not know", () => {
    expect(referralFee(100, 'Musical Instruments', T.referral, 10).fee).toBe(10);
    expect(referralFee(100, 'Electronics', T.referral, 15).fee).toBe(8);
  });
});

describe('size tier', () => {
  it('is small standard up to 16 oz and 15 x 12 x 0.75 in, charged on the unit weight', () => {
    const tier = sizeTier({ length: 6, width: 4, height: 0.5, weightPounds: 0.25 }, T.sizeTiers);
    expect(tier).toMatchObject({ tier: 'small standard', shippingWeightPounds: 0.25 });
    // Sides are sorted: 0.75 x 12 x 15 in any order is still small standard.
    expect(sizeTier({ length: 0.75, width: 15, height: 12, weightPounds: 1 }, T.sizeTiers).tier).toBe('small standard');
    expect(sizeTier({ length: 15, width: 12, height: 0.76, weightPounds: 0.5 }, T.sizeTiers).tier).toBe('large standard');
    expect(sizeTier({ length: 6, width: 4, height: 0.5, weightPounds: 1.01 }, T.sizeTiers).tier).toBe('large standard');
  });

  it('charges large standard on the greater of unit and dimensional weight (L x W x H / 139)', () => {
    // 12 x 10 x 6 = 720 / 139 = 5.18 lb dimensional > 2 lb unit
    const tier = sizeTier({ length: 12, width: 10, height: 6, weightPounds: 2 }, T.sizeTiers);
    expect(tier.tier).toBe('large standard');
    expect(tier.shippingWeightPounds).toBeCloseTo(720 / 139, 6);
    expect(sizeTier({ length: 18, width: 14, height: 8, weightPounds: 20 }, T.sizeTiers).tier).toBe('large standard');
    expect(sizeTier({ length: 18.1, width: 14, height: 8, weightPounds: 5 }, T.sizeTiers).tier).toBe('small bulky');
  });

  it('separates small bulky, large bulky and extra-large', () => {
    // 37 x 28 x 20 / 139 = 149 lb dimensional: over 50 lb for both bulky tiers
    expect(sizeTier({ length: 37, width: 28, height: 20, weightPounds: 10 }, T.sizeTiers).tier).toBe('extra-large');
    expect(sizeTier({ length: 30, width: 10, height: 5, weightPounds: 10 }, T.sizeTiers).tier).toBe('small bulky'); // dim 10.8
    // 59 + 2 x (33 + 33) = 191 > 130: extra-large
    expect(sizeTier({ length: 59, width: 33, height: 33, weightPounds: 40 }, T.sizeTiers).tier).toBe('extra-large');
    expect(sizeTier({ length: 40, width: 10, height: 5, weightPounds: 30 }, T.sizeTiers).tier).toBe('large bulky');
  });
});

describe('fulfillment fee', () => {
  const small = sizeTier({ length: 6, width: 4, height: 0.5, weightPounds: 2 / 16 }, T.sizeTiers);

  it('uses the price band: below $10, $10 to $50, above $50', () => {
    expect(priceBand(9.99, [10, 50])).toBe(0);
    expect(priceBand(10, [10, 50])).toBe(1);
    expect(priceBand(50, [10, 50])).toBe(1);
    expect(priceBand(50.01, [10, 50])).toBe(2);
    // small standard up to 2 oz: 2.43 / 3.32 / 3.58
    expect(fulfillmentFee(small, 9.99, BEFORE_SURCHARGE, T.fulfillment)).toBe(2.43);
    expect(fulfillmentFee(small, 10, BEFORE_SURCHARGE, T.fulfillment)).toBe(3.32);
    expect(fulfillmentFee(small, 50, BEFORE_SURCHARGE, T.fulfillment)).toBe(3.32);
    expect(fulfillmentFee(small, 50.01, BEFORE_SURCHARGE, T.fulfillment)).toBe(3.58);
  });

  it('adds the 3.5% fuel surcharge from 2026-04-17', () => {
    // 3.32 x 1.035 = 3.4362 -> 3.44
    expect(fulfillmentFee(small, 20, AFTER_SURCHARGE, T.fulfillment)).toBe(3.44);
    expect(fulfillmentFee(small, 20, new Date('2026-04-16T23:00:00Z'), T.fulfillment)).toBe(3.32);
    expect(fulfillmentFee(small, 20, new Date('2026-04-17T00:00:00Z'), T.fulfillment)).toBe(3.44);
  });

  it('charges large standard up to 16 oz and per 4 oz above 3 lb', () => {
    const pound = sizeTier({ length: 10, width: 8, height: 2, weightPounds: 1 }, T.sizeTiers); // dim 1.15 lb
    expect(pound.tier).toBe('large standard');
    expect(fulfillmentFee({ ...pound, shippingWeightPounds: 1 }, 20, BEFORE_SURCHARGE, T.fulfillment)).toBe(4.6);
    // 5 lb = 80 oz: 32 oz above 3 lb = 8 steps of 4 oz: 6.97 + 8 x 0.08 = 7.61
    expect(fulfillmentFee({ ...pound, shippingWeightPounds: 5 }, 20, BEFORE_SURCHARGE, T.fulfillment)).toBe(7.61);
    // 3.01 lb: one step: 6.15 + 0.08 = 6.23 (below $10)
    expect(fulfillmentFee({ ...pound, shippingWeightPounds: 3.01 }, 9, BEFORE_SURCHARGE, T.fulfillment)).toBe(6.23);
  });

  it('charges bulky per pound above the first', () => {
    const bulky = { tier: 'small bulky' as const, shippingWeightPounds: 10.2, dimensionalWeightPounds: 10.2 };
    // 7.55 + ceil(9.2) = 10 lb x 0.38 = 3.80 -> 11.35
    expect(fulfillmentFee(bulky, 30, BEFORE_SURCHARGE, T.fulfillment)).toBe(11.35);
    const xl = { tier: 'extra-large' as const, shippingWeightPounds: 60, dimensionalWeightPounds: 60 };
    // 50..70 band: 36.55 + ceil(60 - 51) = 9 x 0.75 = 6.75 -> 43.30
    expect(fulfillmentFee(xl, 100, BEFORE_SURCHARGE, T.fulfillment)).toBe(43.3);
  });
});

describe('fee tables', () => {
  it('picks the table in force on a date', () => {
    expect(feeTableAt(new Date('2026-06-01T00:00:00Z'))).toBe(FEES_US_2026);
    expect(feeTableAt(new Date('2020-01-01T00:00:00Z'))).toBe(FEES_US_2026); // nothing older: the oldest
  });
});
