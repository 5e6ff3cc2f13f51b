import { describe, expect, it } from 'vitest';
import { breakEvenPrice } from './break-even.js';
import { referralFee, referralRuleFor } from './referral.js';
import { FEES_US_2026 } from './tables/fees-us-2026.js';

const R = FEES_US_2026.referral;

describe('referral fee: the default rate and the minimum', () => {
  it('is 15% by default', () => {
    // 15% of 20.00 = 3.00
    expect(referralFee(20, 'Toys & Games', R)).toMatchObject({ fee: 3, percent: 15, isMinimum: false });
    // 15% of 24.99 = 3.7485 -> 3.75 (rounded to the cent as charged); the rate is still 15, not 3.75 / 24.99 = 15.01
    expect(referralFee(24.99, 'Toys & Games', R)).toMatchObject({ fee: 3.75, percent: 15 });
    // An unknown or missing category is 15% too
    expect(referralFee(20, 'Musical Instruments', R).fee).toBe(3);
    expect(referralFee(20, null, R).fee).toBe(3);
  });

  it('never charges less than $0.30 an item', () => {
    // 15% of 1.50 = 0.225 < 0.30: the minimum applies, effective 0.30 / 1.50 = 20%
    expect(referralFee(1.5, 'Toys & Games', R)).toMatchObject({ fee: 0.3, percent: 20, isMinimum: true });
    // 15% of 2.00 = 0.30 exactly: the rule itself
    expect(referralFee(2, 'Toys & Games', R)).toMatchObject({ fee: 0.3, isMinimum: false });
    // 15% of 2.01 = 0.3015 -> 0.30; 15% of 2.04 = 0.306 -> 0.31
    expect(referralFee(2.01, 'Toys & Games', R).fee).toBe(0.3);
    expect(referralFee(2.04, 'Toys & Games', R).fee).toBe(0.31);
    // 8% of 3.00 = 0.24 < 0.30 in Beauty
    expect(referralFee(3, 'Beauty & Personal Care', R).fee).toBe(0.3);
  });

  it('charges nothing on no price', () => {
    expect(referralFee(0, 'Toys & Games', R).fee).toBe(0);
  });
});

describe('referral fee: tiers on the whole price', () => {
  it('Beauty, Health and Baby: 8% up to $10.00 inclusive, 15% of the whole price above', () => {
    expect(referralFee(10, 'Health & Household', R).fee).toBe(0.8); // 8% x 10.00
    expect(referralFee(10.01, 'Health & Household', R).fee).toBe(1.5); // 15% x 10.01 = 1.5015 -> 1.50
    expect(referralFee(9.99, 'Beauty & Personal Care', R).fee).toBe(0.8); // 8% x 9.99 = 0.7992 -> 0.80
    expect(referralFee(12, 'Baby Products', R).fee).toBe(1.8); // 15% x 12.00
  });

  it('Grocery: 8% up to $15.00, 15% above', () => {
    expect(referralFee(15, 'Grocery & Gourmet Food', R).fee).toBe(1.2); // 8% x 15.00
    expect(referralFee(15.01, 'Grocery & Gourmet Food', R).fee).toBe(2.25); // 15% x 15.01 = 2.2515 -> 2.25
  });

  it('Clothing: 5% up to $15, 10% up to $20, 17% above', () => {
    expect(referralFee(15, 'Clothing, Shoes & Jewelry', R).fee).toBe(0.75); // 5% x 15.00
    expect(referralFee(15.01, 'Clothing, Shoes & Jewelry', R).fee).toBe(1.5); // 10% x 15.01 = 1.501 -> 1.50
    expect(referralFee(20, 'Clothing, Shoes & Jewelry', R).fee).toBe(2); // 10% x 20.00
    expect(referralFee(20.01, 'Clothing, Shoes & Jewelry', R).fee).toBe(3.4); // 17% x 20.01 = 3.4017 -> 3.40
  });
});

describe('referral fee: tiers on the portion of the price', () => {
  it('Electronics Accessories: 15% of the first $100, 8% of the rest', () => {
    expect(referralFee(100, 'Cell Phones & Accessories', R).fee).toBe(15); // 15% x 100
    // 15% x 100 + 8% x 50 = 15 + 4 = 19.00 (a whole-price tier would give 8% x 150 = 12.00)
    expect(referralFee(150, 'Electronics Accessories', R).fee).toBe(19);
  });

  it('Compact Appliances, Furniture, Jewelry and Watches', () => {
    // 15% x 300 + 8% x 100 = 45 + 8 = 53.00
    expect(referralFee(400, 'Compact Appliances', R).fee).toBe(53);
    // 15% x 200 + 10% x 100 = 30 + 10 = 40.00
    expect(referralFee(300, 'Furniture', R).fee).toBe(40);
    // 20% x 250 + 5% x 150 = 50 + 7.5 = 57.50
    expect(referralFee(400, 'Jewelry', R).fee).toBe(57.5);
    // 16% x 1500 + 3% x 500 = 240 + 15 = 255.00
    expect(referralFee(2000, 'Watches', R).fee).toBe(255);
    // Below the limit only the first rate: 20% x 100 = 20.00
    expect(referralFee(100, 'Jewelry', R).fee).toBe(20);
  });
});

describe('referral fee: flat categories and the provider percentage', () => {
  it('has the flat 8%, 12% and 45% categories', () => {
    expect(referralFee(100, 'Electronics', R).fee).toBe(8);
    expect(referralFee(100, 'Automotive', R).fee).toBe(12);
    expect(referralFee(100, 'Amazon Device Accessories', R).fee).toBe(45);
    expect(referralFee(100, '  computers ', R).fee).toBe(8); // names compare ignoring case and spaces
  });

  it("takes the provider's percentage over a flat rule, never over tiers", () => {
    // Unknown category, provider 10%: 10.00
    expect(referralFee(100, 'Musical Instruments', R, 10).fee).toBe(10);
    // Electronics (flat 8%) but the product is an accessory at 15% for the provider: 15.00
    expect(referralFee(100, 'Electronics', R, 15).fee).toBe(15);
    // Tiered Beauty at $8: the table's 8% (0.64), whatever the provider says
    expect(referralFee(8, 'Beauty & Personal Care', R, 15).fee).toBe(0.64);
    // A provider 0 or null means "unknown"
    expect(referralFee(100, 'Electronics', R, 0).fee).toBe(8);
    expect(referralRuleFor('Electronics', R, null).rule).toEqual({ kind: 'flat', percent: 8 });
  });
});

describe('one rounding rule for the rate a product carries', () => {
  it('gives the break-even a recomputation from the product’s rate gives (issue 40: $35.71 beside $35.70)', () => {
    // 15% of 10.03 = 1.5045 -> 1.50: fee / price would say 14.96%, and priced at 14.96% elsewhere
    // the break-even moved a cent or more from the server's.
    const charged = referralFee(10.03, null, R, 15);
    expect(charged).toMatchObject({ fee: 1.5, percent: 15 });
    const context = {
      category: null,
      size: null,
      providerFulfillmentFee: 5,
      inboundFees: 0.5,
      date: new Date('2026-06-01T12:00:00Z'),
    };
    const server = breakEvenPrice(25.5, { ...context, providerReferralPercent: 15 });
    expect(breakEvenPrice(25.5, { ...context, providerReferralPercent: charged.percent })).toBe(server);
    // A tier's rate, not the blend of rounding; the minimum's fee / price where it decides.
    expect(referralFee(12, 'Grocery & Gourmet Food', R).percent).toBe(8);
    expect(referralFee(1.5, 'Toys & Games', R).percent).toBe(20);
  });
});
