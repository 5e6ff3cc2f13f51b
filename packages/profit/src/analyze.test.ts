import { describe, expect, it } from 'vitest';
import { analyze, type Inputs, type Market, type Settings } from './analyze.js';
import { DEFAULT_SCORE_THRESHOLDS } from './scores.js';

const AT = new Date('2026-03-01T12:00:00Z'); // before the fuel surcharge: round numbers

const SETTINGS: Settings = {
  inboundFees: 0.5,
  roiPercentage: 30,
  competitionMargin: 2,
  defaultPreparationCost: 0.5,
  applyDefaultPreparationCostWhenZero: true,
  scoreThresholds: DEFAULT_SCORE_THRESHOLDS,
};

/** A 0.9 lb toy in a 10 x 8 x 2 in box selling at $24.99. */
const MARKET: Market = {
  buyBoxCurrent: 24.99,
  buyBoxAvg30: 23.5,
  buyBoxAvg90: 22,
  buyBoxAvg180: 21,
  newFbaLowest: 24.5,
  newCurrent: 23.99,
  category: 'Toys & Games',
  size: { length: 10, width: 8, height: 2, weightPounds: 0.9 },
  packageQuantity: 1,
  providerReferralPercent: 15,
  providerFulfillmentFee: null,
  fbaOfferPrices: [24.99, 25.3, 25.6, 27],
  amazonOfferPrice: null,
  fbaOffersCount: 4,
  buyBoxIsAmazon: false,
  hasBuyBox: true,
  monthlySold: 300,
  bsr: 8_000,
  salesRankDrops30: 120,
  isVariation: false,
  variants: 0,
  outOfStock: { d30: 100, d90: 95, d180: 90, d365: 80 },
  alerts: { hazards: [], isMeltable: false, isAmazonSeller: false, isBrandSeller: false },
};

const INPUTS: Inputs = { cost: 36, preparationCost: 0.6, quantityPack: 6, overrides: [] };

describe('analyze: a hand-worked product', () => {
  const a = analyze(MARKET, INPUTS, SETTINGS, null, AT);

  it('computes every profitability field', () => {
    expect(a).toMatchObject({
      totalGoodsCost: 6.6, // 36 / 6 x 1 + 0.60
      selectedBuyBoxValue: 24.99, // no override: the current buy box
      referralFee: 3.75,
      fulfillmentFee: 5.04,
      inboundFees: 0.5,
      fbaFeesTotal: 8.79,
      profitLoss: 9.1, // 24.99 - 3.75 - 5.04 - 0.50 - 6.60
      roi: 137.88,
      margin: 36.41,
      targetROI: 30,
      maxCost: 12.08,
      breakEven: 14.28,
      competition: 2, // 24.99 and 25.30 are within 2% of 24.99
      sizeTier: 'large standard',
      isValid: true,
    });
  });

  it('scores through the thresholds and composes the astro score', () => {
    expect(a.profitLossScore).toBe(5); // 9.10 >= 5
    expect(a.roiScore).toBe(5); // 137.88 >= 50
    expect(a.marginScore).toBe(5); // 36.41 >= 30
    expect(a.salesEstimate).toBe(300); // monthlySold
    expect(a.salesEstimateBasis?.method).toBe('monthlySold');
    expect(a.salesEstimateScore).toBe(5);
    expect(a.astroBsr).toBe(5); // rank 8,000 <= 25,000
    expect(a.myShare30).toBe(60); // 300 / (4 + 1)
    expect(a.myShare30Score).toBe(5);
    // (24.99 - 14.28) / 14.28 = 75.0% above break-even >= 30
    expect(a.breakEvenStrengthScore).toBe(5);
    expect([a.amazonInStockScore30, a.amazonInStockScore90, a.amazonInStockScore180, a.amazonInStockScore365]).toEqual([
      5, 5, 5, 4,
    ]);
    // offers 4 (lower is better): reaches moderate (6), not good (3): 4
    // astro: 0.2x5 + 0.2x5 + 0.2x5 + 0.15x4 + 0.15x5 + 0.1x5 = 4.85 -> 5
    expect(a.astroScore).toBe(5);
    expect(a.hasAlert).toBe(false);
    expect(a.alertThreatLevel).toBeNull();
  });

  it('lowers the astro score when Amazon holds the buy box and competition is heavy', () => {
    const crowded = analyze({ ...MARKET, buyBoxIsAmazon: true, fbaOffersCount: 25 }, INPUTS, SETTINGS, null, AT);
    // 0.2x5 + 0.2x5 + 0.2x5 + 0.15x1 + 0.15x1 + 0.1x5 = 3.8 -> 4; myShare 300 / 26 = 11.5 -> 3
    expect(crowded.astroScore).toBe(4);
    expect(crowded.myShare30).toBe(11.5);
    expect(crowded.myShare30Score).toBe(3);
  });

  it("uses the seller's buy-box share for myShare30 when known", () => {
    expect(analyze({ ...MARKET, myBuyBoxShare: 10 }, INPUTS, SETTINGS, null, AT).myShare30).toBe(30); // 10% of 300
  });
});

describe('analyze: inputs and overrides', () => {
  it('applies the overrides, product first', () => {
    const supplier = { value: 5, customValue: 30 };
    const product = { value: 2, customValue: null };
    expect(analyze(MARKET, { ...INPUTS, overrides: [null, null, supplier] }, SETTINGS, null, AT).selectedBuyBoxValue).toBe(30);
    expect(analyze(MARKET, { ...INPUTS, overrides: [product, null, supplier] }, SETTINGS, null, AT).selectedBuyBoxValue).toBe(22);
  });

  it('converts a multipack listing and applies the default preparation', () => {
    expect(analyze({ ...MARKET, packageQuantity: 3 }, INPUTS, SETTINGS, null, AT).totalGoodsCost).toBe(18.6); // 6 x 3 + 0.60
    expect(analyze(MARKET, { ...INPUTS, preparationCost: 0 }, SETTINGS, null, AT).totalGoodsCost).toBe(6.5); // 6 + 0.50
  });

  it('is invalid without a price, and has no profit without a cost', () => {
    const noPrice = analyze({ ...MARKET, buyBoxCurrent: null, newFbaLowest: null, newCurrent: null }, INPUTS, SETTINGS, null, AT);
    expect(noPrice).toMatchObject({ isValid: false, selectedBuyBoxValue: null, profitLoss: null, breakEven: 14.28 });
    const noCost = analyze(MARKET, { ...INPUTS, cost: null }, SETTINGS, null, AT);
    expect(noCost).toMatchObject({ totalGoodsCost: null, profitLoss: null, roi: null, referralFee: 3.75, breakEven: null });
  });

  it('flags alerts with their threat level, oversize from the fee size tier', () => {
    const risky = analyze(
      { ...MARKET, alerts: { ...MARKET.alerts, hazards: [{ aspect: 'UN', value: '1950' }], isAmazonSeller: true } },
      INPUTS,
      SETTINGS,
      { brand: 'Acme', threatLevel: 300, reportType: 4 },
      AT,
    );
    expect(risky).toMatchObject({ hasAlert: true, alertThreatLevel: 300, alert: { brand: 'Acme' } });
    const bulky = analyze({ ...MARKET, size: { length: 30, width: 10, height: 5, weightPounds: 5 } }, INPUTS, SETTINGS, null, AT);
    expect(bulky).toMatchObject({
      sizeTier: 'small bulky',
      hasAlert: true,
      alertThreatLevel: 100,
      alertReasons: ['Oversize'],
    });
  });
});
