import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze, type Inputs, type Market, type Settings } from './analyze.js';
import { breakEvenPrice } from './break-even.js';
import { feesAt } from './fees.js';
import { resolveOverride, selectPrice } from './overrides.js';
import { estimateSales, myShare } from './sales.js';
import { astroScore, countByLevel, scoreLevel } from './scores.js';

const AT = new Date('2026-03-01T12:00:00Z'); // before the fuel surcharge: round numbers

const SETTINGS: Settings = {
  inboundFees: 0.5,
  roiPercentage: 30,
  competitionMargin: 2,
  defaultPreparationCost: 0.5,
  applyDefaultPreparationCostWhenZero: true,
  scoreThresholds: {
    amazon: { veryWeak: 10, poor: 30, moderate: 60, good: 90 },
    bsr: { veryWeak: 500_000, poor: 250_000, moderate: 100_000, good: 25_000 },
    offers: { veryWeak: 20, poor: 12, moderate: 6, good: 3 },
    breakEven: { veryWeak: 0, poor: 5, moderate: 15, good: 30 },
    profit: { veryWeak: 0, poor: 1, moderate: 2.5, good: 5 },
    salesEstimate: { veryWeak: 10, poor: 30, moderate: 100, good: 300 },
    myShare30: { veryWeak: 2, poor: 5, moderate: 15, good: 40 },
    roi: { veryWeak: 10, poor: 20, moderate: 30, good: 50 },
    margin: { veryWeak: 5, poor: 10, moderate: 20, good: 30 },
  },
};

/** A 1 lb toy in a 10 x 8 x 2 in box selling at $24.99. */
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

describe('analyze: a hand-worked example', () => {
  it('computes every profitability field', () => {
    const a = analyze(MARKET, INPUTS, SETTINGS, null, AT);
    // Unit cost: 36 / 6 x 1 + 0.60 = 6.60
    expect(a.totalGoodsCost).toBe(6.6);
    expect(a.selectedBuyBoxValue).toBe(24.99);
    // Referral: 15% of 24.99 = 3.7485 -> 3.75
    expect(a.referralFee).toBe(3.75);
    // Size: 10 x 8 x 2 = 160 / 139 = 1.151 lb dimensional > 0.9 lb: large standard, 18.4 oz -> up to 20 oz row, band $10-50: 5.04
    expect(a.sizeTier).toBe('large standard');
    expect(a.fulfillmentFee).toBe(5.04);
    expect(a.inboundFees).toBe(0.5);
    expect(a.fbaFeesTotal).toBe(8.79); // 3.75 + 5.04
    // Profit: 24.99 - 3.75 - 5.04 - 0.50 - 6.60 = 9.10
    expect(a.profitLoss).toBe(9.1);
    // ROI 9.10 / 6.60 = 137.88%; margin 9.10 / 24.99 = 36.41%
    expect(a.roi).toBe(137.88);
    expect(a.margin).toBe(36.41);
    // Max cost for 30%: (24.99 - 9.29) / 1.30 = 12.0769 -> 12.08
    expect(a.maxCost).toBe(12.08);
    // Competition: FBA offers at or below 24.99 x 1.02 = 25.4898: 24.99 and 25.30
    expect(a.competition).toBe(2);
    expect(a.targetROI).toBe(30);
    expect(a.isValid).toBe(true);
  });

  it('finds the break-even price per band', () => {
    const a = analyze(MARKET, INPUTS, SETTINGS, null, AT);
    // In the $10-50 band: P - 0.15P - 5.04 - 0.50 - 6.60 = 0 -> P = 12.14 / 0.85 = 14.2824; with the
    // referral rounded to the cent, 14.28 pays 2.142 -> 2.14 and breaks exactly even: 14.28 - 2.14 - 5.04 - 0.50 - 6.60 = 0
    expect(a.breakEven).toBe(14.28);
    // Below $10 the fee is lower (4.22) but 0.85P = 11.32 needs P = 13.32, outside the band: no root there.
    const fees = feesAt(14.28, {
      category: 'Toys & Games',
      size: MARKET.size,
      providerReferralPercent: null,
      providerFulfillmentFee: null,
      inboundFees: 0.5,
      date: AT,
    });
    expect(Math.round((14.28 - fees.total - 6.6) * 100)).toBe(0);
    const cent = feesAt(14.27, {
      category: 'Toys & Games',
      size: MARKET.size,
      providerReferralPercent: null,
      providerFulfillmentFee: null,
      inboundFees: 0.5,
      date: AT,
    });
    expect(14.27 - cent.total - 6.6).toBeLessThan(0);
  });

  it('scores through the thresholds and composes the astro score', () => {
    const a = analyze(MARKET, INPUTS, SETTINGS, null, AT);
    expect(a.profitLossScore).toBe(5); // 9.10 >= 5
    expect(a.roiScore).toBe(5); // 137.88 >= 50
    expect(a.marginScore).toBe(5); // 36.41 >= 30
    expect(a.salesEstimate).toBe(300); // monthlySold
    expect(a.salesEstimateScore).toBe(5);
    expect(a.astroBsr).toBe(5); // 8,000 <= 25,000
    // myShare30 = 300 / (4 + 1) = 60 -> good
    expect(a.myShare30).toBe(60);
    expect(a.myShare30Score).toBe(5);
    expect(a.amazonInStockScore90).toBe(5); // 95% of days without Amazon
    expect(a.amazonInStockScore365).toBe(4); // 80
    // Offers 4 (lower is better): reaches moderate (6) not good (3): 4
    // astro: (0.2x5 + 0.2x5 + 0.2x5 + 0.15x4 + 0.15x5 + 0.1x5) = 4.85 -> 5
    expect(a.astroScore).toBe(5);
    expect(a.hasAlert).toBe(false);
    expect(a.alertThreatLevel).toBeNull();
  });

  it('applies the default preparation cost when the product has none', () => {
    const a = analyze(MARKET, { ...INPUTS, preparationCost: 0 }, SETTINGS, null, AT);
    expect(a.totalGoodsCost).toBe(6.5); // 6.00 + 0.50
    const off = analyze(
      MARKET,
      { ...INPUTS, preparationCost: 0 },
      { ...SETTINGS, applyDefaultPreparationCostWhenZero: false },
      null,
      AT,
    );
    expect(off.totalGoodsCost).toBe(6);
  });

  it('converts a multipack listing: 3 units at the supplier unit cost', () => {
    const a = analyze({ ...MARKET, packageQuantity: 3 }, INPUTS, SETTINGS, null, AT);
    expect(a.totalGoodsCost).toBe(18.6); // 36 / 6 x 3 + 0.60
  });

  it('without a cost: fees and price, no profit or ROI', () => {
    const a = analyze(MARKET, { ...INPUTS, cost: null }, SETTINGS, null, AT);
    expect(a.totalGoodsCost).toBeNull();
    expect(a.profitLoss).toBeNull();
    expect(a.roi).toBeNull();
    expect(a.referralFee).toBe(3.75);
    expect(a.breakEven).toBeNull();
  });

  it('flags alerts with their threat level', () => {
    const risky = analyze(
      { ...MARKET, alerts: { ...MARKET.alerts, hazards: [{ aspect: 'UN', value: '1950' }], isAmazonSeller: true } },
      INPUTS,
      SETTINGS,
      { brand: 'Acme', threatLevel: 300, reportType: 4 },
      AT,
    );
    expect(risky.hasAlert).toBe(true);
    expect(risky.alertThreatLevel).toBe(300);
    expect(risky.alertReasons).toEqual(['Brand risk: Acme (report type 4)', 'Hazmat', 'Amazon sells on this listing']);
    const hazmat = analyze(
      { ...MARKET, alerts: { ...MARKET.alerts, hazards: [{ aspect: 'UN', value: '1950' }] } },
      INPUTS,
      SETTINGS,
      null,
      AT,
    );
    expect(hazmat.alertThreatLevel).toBe(200);
  });
});

describe('buy-box override', () => {
  it('selects the price each value stands for', () => {
    const price = (value: number, customValue: number | null = null) => selectPrice({ value, customValue }, MARKET);
    expect(price(-1)).toBe(24.99);
    expect(price(0)).toBe(24.99);
    expect(price(1)).toBe(23.5);
    expect(price(2)).toBe(22);
    expect(price(3)).toBe(21);
    expect(price(4)).toBe(24.5);
    expect(price(5, 19.99)).toBe(19.99);
    expect(selectPrice({ value: -1, customValue: null }, { ...MARKET, buyBoxCurrent: null })).toBe(24.5);
    expect(selectPrice({ value: -1, customValue: null }, { ...MARKET, buyBoxCurrent: null, newFbaLowest: null })).toBe(23.99);
  });

  it('resolves product, then shortlist, then supplier; -1 falls through', () => {
    const product = { value: -1, customValue: null };
    const shortlist = { value: 2, customValue: null };
    const supplier = { value: 5, customValue: 30 };
    expect(resolveOverride(product, shortlist, supplier)).toBe(shortlist);
    expect(resolveOverride({ value: 1, customValue: null }, shortlist, supplier).value).toBe(1);
    expect(resolveOverride(product, null, supplier)).toBe(supplier);
    expect(resolveOverride(product, null, null).value).toBe(-1);
    expect(analyze(MARKET, { ...INPUTS, overrides: [product, null, supplier] }, SETTINGS, null, AT).selectedBuyBoxValue).toBe(30);
  });
});

describe('scores', () => {
  const t = { veryWeak: 10, poor: 20, moderate: 30, good: 50 };
  it('maps a value to levels 1..5 at each boundary', () => {
    expect([9.99, 10, 19.99, 20, 29.99, 30, 49.99, 50].map((v) => scoreLevel(v, t))).toEqual([1, 2, 2, 3, 3, 4, 4, 5]);
    expect(scoreLevel(null, t)).toBeNull();
  });
  it('reverses for lower-is-better scores', () => {
    const bsr = { veryWeak: 500_000, poor: 250_000, moderate: 100_000, good: 25_000 };
    expect([500_001, 500_000, 250_000, 100_000, 25_001, 25_000].map((v) => scoreLevel(v, bsr, true))).toEqual([1, 2, 3, 4, 4, 5]);
  });
  it('weights the astro parts and renormalises over the known ones', () => {
    expect(astroScore({ profit: 1, roi: 1, sales: 1, competition: 1, buyBox: 1, stock: 1 })).toBe(1);
    // 0.2x5 + 0.2x1 = 1.2 over 0.4 = 3
    expect(astroScore({ profit: 5, roi: 1, sales: null, competition: null, buyBox: null, stock: null })).toBe(3);
    expect(astroScore({ profit: null, roi: null, sales: null, competition: null, buyBox: null, stock: null })).toBeNull();
    expect(countByLevel([1, 5, 5, null, 3])).toEqual([1, 0, 1, 0, 2]);
  });
});

describe('sales estimate', () => {
  it('prefers monthlySold, else the rank model floored by the 30-day drops', () => {
    expect(
      estimateSales({ monthlySold: 200, bsr: 10, salesRankDrops30: 5, category: null, isVariation: false, variants: 0 }).basis
        ?.method,
    ).toBe('monthlySold');
    // 60,000 x 1000^-0.75 = 60,000 / 177.83 = 337.4 -> 337
    const toy = estimateSales({
      monthlySold: null,
      bsr: 1000,
      salesRankDrops30: 40,
      category: 'Toys & Games',
      isVariation: false,
      variants: 0,
    });
    expect(toy.salesEstimate).toBe(337);
    expect(toy.basis).toMatchObject({ method: 'rankModel', inputs: { model: 337, scale: 60000 } });
    // Rank 1,000,000 in Toys: 60,000 / 31,623 = 1.9 -> 2, but 15 drops: 15
    expect(
      estimateSales({
        monthlySold: null,
        bsr: 1_000_000,
        salesRankDrops30: 15,
        category: 'Toys & Games',
        isVariation: false,
        variants: 0,
      }).salesEstimate,
    ).toBe(15);
    // A variation child of 4 shares the parent's rank: 337 / 4 = 84
    expect(
      estimateSales({
        monthlySold: null,
        bsr: 1000,
        salesRankDrops30: 0,
        category: 'Toys & Games',
        isVariation: true,
        variants: 4,
      }).variantSalesEstimate,
    ).toBe(84);
    expect(myShare(100, 4)).toBe(20);
    expect(myShare(100, 4, 35)).toBe(35);
  });
});

/** Arbitrary products: prices, sizes, categories and costs across the bands and tiers. */
const arbitraryCase = fc.record({
  price: fc.double({ min: 0.5, max: 2000, noNaN: true }).map((v) => Math.round(v * 100) / 100),
  cost: fc.double({ min: 0, max: 500, noNaN: true }).map((v) => Math.round(v * 100) / 100),
  quantityPack: fc.integer({ min: 1, max: 24 }),
  preparationCost: fc.double({ min: 0, max: 5, noNaN: true }).map((v) => Math.round(v * 100) / 100),
  category: fc.constantFrom(
    'Toys & Games',
    'Health & Household',
    'Grocery & Gourmet Food',
    'Clothing, Shoes & Jewelry',
    'Jewelry',
    'Electronics',
    'Cell Phones & Accessories',
    'Unknown',
  ),
  length: fc.double({ min: 1, max: 80, noNaN: true }),
  width: fc.double({ min: 0.2, max: 40, noNaN: true }),
  height: fc.double({ min: 0.1, max: 40, noNaN: true }),
  weight: fc.double({ min: 0.01, max: 200, noNaN: true }),
  date: fc.constantFrom(AT, new Date('2026-08-01T00:00:00Z')),
});

describe('properties', () => {
  it('profit + fees + cost = price, to the cent, and fees are never negative', () => {
    fc.assert(
      fc.property(arbitraryCase, (c) => {
        const market = {
          ...MARKET,
          buyBoxCurrent: c.price,
          category: c.category,
          size: { length: c.length, width: c.width, height: c.height, weightPounds: c.weight },
        };
        const a = analyze(
          market,
          { cost: c.cost, preparationCost: c.preparationCost, quantityPack: c.quantityPack, overrides: [] },
          { ...SETTINGS, applyDefaultPreparationCostWhenZero: false },
          null,
          c.date,
        );
        const sum =
          (a.profitLoss ?? NaN) +
          (a.referralFee ?? NaN) +
          (a.fulfillmentFee ?? NaN) +
          (a.inboundFees ?? NaN) +
          (a.totalGoodsCost ?? NaN);
        expect(Math.abs(sum - c.price)).toBeLessThan(0.005);
        for (const fee of [a.referralFee, a.fulfillmentFee, a.inboundFees, a.fbaFeesTotal]) expect(fee).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 500 },
    );
  });

  it('the break-even price is the first cent with no loss', () => {
    fc.assert(
      fc.property(arbitraryCase, (c) => {
        const context = {
          category: c.category,
          size: { length: c.length, width: c.width, height: c.height, weightPounds: c.weight },
          providerReferralPercent: null,
          providerFulfillmentFee: null,
          inboundFees: 0.5,
          date: c.date,
        };
        const unit = Math.round((c.cost + c.preparationCost) * 100) / 100;
        const p = breakEvenPrice(unit, context);
        if (p === null) return;
        const profit = (price: number) => Math.round((price - feesAt(price, context).total - unit) * 100);
        expect(profit(p)).toBeGreaterThanOrEqual(0);
        if (p > 0.01) expect(profit(Math.round((p - 0.01) * 100) / 100)).toBeLessThan(0);
      }),
      { numRuns: 300 },
    );
  });
});
