import { describe, expect, it } from 'vitest';
import type { FeeContext } from './fees.js';
import {
  competitionCount,
  maxCostFor,
  type ProfitSettings,
  preparationCostFor,
  profitability,
  totalGoodsCost,
} from './profit.js';

const SETTINGS: ProfitSettings = {
  inboundFees: 0.5,
  roiPercentage: 30,
  competitionMargin: 2,
  defaultPreparationCost: 0.5,
  applyDefaultPreparationCostWhenZero: true,
};

/** A 0.9 lb toy in a 10 x 8 x 2 in box: large standard, 20 oz row (4.22 / 5.04 / 5.30), before the fuel surcharge. */
const TOY: FeeContext = {
  category: 'Toys & Games',
  size: { length: 10, width: 8, height: 2, weightPounds: 0.9 },
  providerReferralPercent: null,
  providerFulfillmentFee: null,
  inboundFees: 0.5,
  date: new Date('2026-03-01T12:00:00Z'),
};

describe('unit cost', () => {
  it('divides the supplier pack, multiplies by the listing quantity and adds preparation', () => {
    // 36.00 for a case of 6 = 6.00 a unit; single listing; + 0.60 = 6.60
    expect(totalGoodsCost({ cost: 36, preparationCost: 0.6, quantityPack: 6, packageQuantity: 1 }, SETTINGS)).toBe(6.6);
    // The listing is a 3-pack: 6.00 x 3 + 0.60 = 18.60
    expect(totalGoodsCost({ cost: 36, preparationCost: 0.6, quantityPack: 6, packageQuantity: 3 }, SETTINGS)).toBe(18.6);
    // 10.00 / 3 = 3.3333 + 0.50 = 3.8333 -> 3.83
    expect(totalGoodsCost({ cost: 10, preparationCost: 0.5, quantityPack: 3, packageQuantity: 1 }, SETTINGS)).toBe(3.83);
    expect(totalGoodsCost({ cost: null, preparationCost: 0.5, quantityPack: 1, packageQuantity: 1 }, SETTINGS)).toBeNull();
  });

  it("uses the member's default preparation when the product's is zero and the setting says so", () => {
    expect(preparationCostFor(0, SETTINGS)).toBe(0.5);
    expect(preparationCostFor(null, SETTINGS)).toBe(0.5);
    expect(preparationCostFor(0.25, SETTINGS)).toBe(0.25);
    expect(preparationCostFor(0, { ...SETTINGS, applyDefaultPreparationCostWhenZero: false })).toBe(0);
    // 36 / 6 + default 0.50 = 6.50
    expect(totalGoodsCost({ cost: 36, preparationCost: 0, quantityPack: 6, packageQuantity: 1 }, SETTINGS)).toBe(6.5);
  });
});

describe('profitability', () => {
  it('computes every field at the selected price (hand-worked)', () => {
    const p = profitability({ price: 24.99, goodsCost: 6.6, context: TOY, roiPercentage: 30 });
    expect(p).toMatchObject({
      totalGoodsCost: 6.6,
      selectedBuyBoxValue: 24.99,
      referralFee: 3.75, // 15% x 24.99 = 3.7485
      referralFeePercentage: 15, // the rate charged (3.75 / 24.99 would be 15.01)
      fulfillmentFee: 5.04, // large standard, 18.4 oz, $10-50
      inboundFees: 0.5,
      fbaFeesTotal: 8.79, // 3.75 + 5.04
      profitLoss: 9.1, // 24.99 - 3.75 - 5.04 - 0.50 - 6.60
      roi: 137.88, // 9.10 / 6.60 = 1.37879
      margin: 36.41, // 9.10 / 24.99 = 0.364146
      targetROI: 30,
      maxCost: 12.08, // (24.99 - 9.29) / 1.30 = 12.0769
      // $10-50: 0.85P = 5.04 + 0.50 + 6.60 = 12.14 -> P = 14.2824; 14.28: referral 2.142 -> 2.14, profit 0.00
      breakEven: 14.28,
    });
  });

  it('reports a loss as a negative profit, ROI and margin', () => {
    // 9.99: < $10, referral 1.4985 -> 1.50, fulfillment 4.22: 9.99 - 1.50 - 4.22 - 0.50 - 6.60 = -2.83
    const p = profitability({ price: 9.99, goodsCost: 6.6, context: TOY, roiPercentage: 30 });
    expect(p.profitLoss).toBe(-2.83);
    expect(p.roi).toBe(-42.88); // -2.83 / 6.60 = -0.428788
    expect(p.margin).toBe(-28.33); // -2.83 / 9.99 = -0.283283
  });

  it('leaves what it cannot know unknown', () => {
    const noCost = profitability({ price: 24.99, goodsCost: null, context: TOY, roiPercentage: 30 });
    expect(noCost).toMatchObject({
      referralFee: 3.75,
      profitLoss: null,
      roi: null,
      margin: null,
      breakEven: null,
      maxCost: 12.08,
    });
    const noPrice = profitability({ price: null, goodsCost: 6.6, context: TOY, roiPercentage: 30 });
    expect(noPrice).toMatchObject({ referralFee: null, profitLoss: null, maxCost: null, breakEven: 14.28 });
    // A free unit has a profit but no ROI
    expect(profitability({ price: 24.99, goodsCost: 0, context: TOY, roiPercentage: 30 })).toMatchObject({
      profitLoss: 15.7,
      roi: null,
    });
  });
});

describe('max cost', () => {
  it('is (P - fees) / (1 + R), never below 0', () => {
    expect(maxCostFor(24.99, 9.29, 30)).toBe(12.08); // 15.70 / 1.30
    expect(maxCostFor(24.99, 9.29, 0)).toBe(15.7);
    expect(maxCostFor(5, 9.29, 30)).toBe(0);
  });
});

describe('competition', () => {
  const offers = { fbaOfferPrices: [24.99, 25.3, 25.6, 27], amazonOfferPrice: null };
  it('counts offers within competitionMargin % above the lowest', () => {
    // 24.99 x 1.02 = 25.4898 -> 25.49: 24.99 and 25.30
    expect(competitionCount(offers, 2)).toBe(2);
    // 24.99 x 1.10 = 27.489: all four
    expect(competitionCount(offers, 10)).toBe(4);
    expect(competitionCount(offers, 0)).toBe(1);
  });

  it("counts Amazon's offer too", () => {
    // Lowest is Amazon at 24.50: 24.50 x 1.02 = 24.99: Amazon and 24.99
    expect(competitionCount({ ...offers, amazonOfferPrice: 24.5 }, 2)).toBe(2);
    expect(competitionCount({ fbaOfferPrices: [], amazonOfferPrice: null }, 2)).toBe(0);
  });
});
