import { describe, expect, it } from 'vitest';
import { breakEvenPrice, priceEdges } from './break-even.js';
import { type FeeContext, feesAt } from './fees.js';
import { cents } from './money.js';
import { FEES_US_2026 } from './tables/fees-us-2026.js';

/** A 2 oz small-standard item: 2.43 / 3.32 / 3.58 by band, before the fuel surcharge; inbound 0.50. */
const SMALL: FeeContext = {
  category: 'Toys & Games',
  size: { length: 6, width: 4, height: 0.5, weightPounds: 2 / 16 },
  providerReferralPercent: null,
  providerFulfillmentFee: null,
  inboundFees: 0.5,
  date: new Date('2026-03-01T12:00:00Z'),
};
const profit = (price: number, cost: number, context = SMALL) => cents(price - feesAt(price, context).total - cost);

describe('break-even per price band', () => {
  it('finds a root in the low band', () => {
    // < $10: P - 15%P - 2.43 - 0.50 - 3.00 = 0 -> 0.85P = 5.93 -> P = 6.976 -> 6.98
    // 6.98: referral 1.047 -> 1.05; 6.98 - 1.05 - 5.93 = 0.00. 6.97: 1.0455 -> 1.05, -0.01.
    // (The $10-50 formula would say (3.32 + 3.50) / 0.85 = 8.02: the band matters.)
    expect(breakEvenPrice(3, SMALL)).toBe(6.98);
    expect(profit(6.98, 3)).toBe(0);
    expect(profit(6.97, 3)).toBe(-0.01);
  });

  it('moves to the middle band when the low band has no root below $10', () => {
    // < $10 would need 0.85P = 2.43 + 0.50 + 5.70 = 8.63 -> P = 10.15: not in the band.
    // $10-50: 0.85P = 3.32 + 0.50 + 5.70 = 9.52 -> P = 11.20 (referral 1.68): 11.20 - 1.68 - 9.52 = 0
    expect(breakEvenPrice(5.7, SMALL)).toBe(11.2);
    expect(profit(9.99, 5.7)).toBeLessThan(0);
  });

  it('skips a low-band root when higher prices lose again (whole-price tier and band edge)', () => {
    const beauty = { ...SMALL, category: 'Beauty & Personal Care' };
    // Unit cost 6.20. At 9.92: 8% = 0.7936 -> 0.79, 9.92 - 0.79 - 2.43 - 0.50 - 6.20 = 0.00 (no loss)
    expect(profit(9.92, 6.2, beauty)).toBe(0);
    // but at 10.00 the band and at 10.01 the 15% tier raise the fees: 10.00 - 0.80 - 3.32 - 0.50 - 6.20 = -0.82
    expect(profit(10, 6.2, beauty)).toBe(-0.82);
    // $10.01-50 at 15%: 0.85P = 3.32 + 0.50 + 6.20 = 10.02 -> P = 11.788 -> 11.79 (referral 1.7685 -> 1.77)
    expect(breakEvenPrice(6.2, beauty)).toBe(11.79);
    expect(profit(11.79, 6.2, beauty)).toBe(0);
    expect(profit(11.78, 6.2, beauty)).toBe(-0.01);
  });

  it('stays in the 8% tier when the root is at or below $10', () => {
    const beauty = { ...SMALL, category: 'Beauty & Personal Care' };
    // Unit cost 2.00: < $10 at 8%: 0.92P = 2.43 + 0.50 + 2.00 = 4.93 -> P = 5.3587 -> 5.36 (0.4288 -> 0.43)
    // and every higher price is profitable ($10.00: 10 - 0.80 - 3.32 - 0.50 - 2.00 = 3.38)
    expect(breakEvenPrice(2, beauty)).toBe(5.36);
  });

  it('uses the 3.5% fuel surcharge after 2026-04-17', () => {
    // 2.43 x 1.035 = 2.51505 -> 2.52: 0.85P = 2.52 + 0.50 + 3.00 = 6.02 -> P = 7.0824
    // 7.08: referral 1.062 -> 1.06, 7.08 - 1.06 - 6.02 = 0.00; 7.07: 1.0605 -> 1.06, -0.01 (before: 6.98)
    const after = { ...SMALL, date: new Date('2026-05-01T00:00:00Z') };
    expect(breakEvenPrice(3, after)).toBe(7.08);
    expect(profit(7.07, 3, after)).toBe(-0.01);
  });

  it('has no break-even when even $100,000 loses', () => {
    expect(breakEvenPrice(1_000_000, SMALL)).toBeNull();
  });

  it('lists the edges where a fee rule changes', () => {
    const T = FEES_US_2026;
    expect(priceEdges(SMALL, T)).toEqual([10, 50.01]);
    expect(priceEdges({ ...SMALL, category: 'Clothing, Shoes & Jewelry' }, T)).toEqual([10, 15.01, 20.01, 50.01]);
    // Portion tiers keep the fee continuous: no edge at $100.01
    expect(priceEdges({ ...SMALL, category: 'Electronics Accessories' }, T)).toEqual([10, 50.01]);
  });
});
