import { describe, expect, it } from 'vitest';
import { type FeeContext, feesAt } from './fees.js';

const BEFORE = new Date('2026-03-01T12:00:00Z');
const AFTER = new Date('2026-05-01T12:00:00Z');

/** A 0.9 lb toy in a 10 x 8 x 2 in box: large standard, 160 / 139 = 1.15 lb = 18.4 oz, the 20 oz row. */
const TOY: FeeContext = {
  category: 'Toys & Games',
  size: { length: 10, width: 8, height: 2, weightPounds: 0.9 },
  providerReferralPercent: null,
  providerFulfillmentFee: null,
  inboundFees: 0.5,
  date: BEFORE,
};

describe('feesAt', () => {
  it('adds referral, fulfillment and inbound at one price', () => {
    const fees = feesAt(24.99, TOY);
    // Referral 15% x 24.99 = 3.7485 -> 3.75; fulfillment 20 oz row, $10-50: 5.04; inbound 0.50
    expect(fees).toMatchObject({
      referralFee: 3.75,
      referralFeePercentage: 15, // the rate charged, not 3.75 / 24.99 = 15.01
      fulfillmentFee: 5.04,
      fulfillmentSource: 'table',
      inboundFees: 0.5,
      fbaFeesTotal: 8.79, // 3.75 + 5.04
      total: 9.29, // 8.79 + 0.50
    });
    expect(fees.size?.tier).toBe('large standard');
  });

  it('uses the fuel surcharge of the date', () => {
    // 5.04 x 1.035 = 5.2164 -> 5.22
    expect(feesAt(24.99, { ...TOY, date: AFTER }).fulfillmentFee).toBe(5.22);
  });

  it("prefers the provider's fulfillment fee, and says where the fee came from", () => {
    expect(feesAt(24.99, { ...TOY, providerFulfillmentFee: 4.123 })).toMatchObject({
      fulfillmentFee: 4.12,
      fulfillmentSource: 'provider',
      total: 8.37, // 3.75 + 4.12 + 0.50
    });
    // No size and no provider fee: unknown, counted as 0
    expect(feesAt(24.99, { ...TOY, size: null })).toMatchObject({ fulfillmentFee: 0, fulfillmentSource: 'unknown', size: null });
  });

  it('never charges a negative fee', () => {
    const fees = feesAt(24.99, { ...TOY, providerFulfillmentFee: -1, inboundFees: -2 });
    expect(fees.fulfillmentFee).toBe(0);
    expect(fees.inboundFees).toBe(0);
  });
});
