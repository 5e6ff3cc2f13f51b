import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze, type Market, type Settings } from './analyze.js';
import { breakEvenPrice, priceEdges } from './break-even.js';
import { type FeeContext, feesAt } from './fees.js';
import { cents } from './money.js';
import { astroScore, DEFAULT_SCORE_THRESHOLDS, scoreLevel } from './scores.js';
import { feeTableAt } from './tables/index.js';

const BEFORE = new Date('2026-03-01T12:00:00Z');
const AFTER = new Date('2026-08-01T00:00:00Z');
const EDGE_PRICES = [0.3, 1.99, 2, 9.99, 10, 10.01, 14.99, 15, 15.01, 20, 20.01, 50, 50.01, 100, 100.01, 200.01, 250.01, 300.01];

const money = (min: number, max: number) => fc.double({ min, max, noNaN: true }).map(cents);
const price = fc.oneof(fc.constantFrom(...EDGE_PRICES), money(0.01, 3000));
const category = fc.constantFrom(
  'Toys & Games',
  'Health & Household',
  'Grocery & Gourmet Food',
  'Clothing, Shoes & Jewelry',
  'Jewelry',
  'Watches',
  'Furniture',
  'Electronics',
  'Cell Phones & Accessories',
  'Amazon Device Accessories',
  'Unknown',
  null,
);
const size = fc.option(
  fc.record({
    length: fc.double({ min: 0.5, max: 120, noNaN: true }),
    width: fc.double({ min: 0.1, max: 50, noNaN: true }),
    height: fc.double({ min: 0.1, max: 50, noNaN: true }),
    weightPounds: fc.double({ min: 0.01, max: 250, noNaN: true }),
  }),
  { freq: 8 },
);
const context: fc.Arbitrary<FeeContext> = fc.record({
  category,
  size,
  providerReferralPercent: fc.option(fc.constantFrom(8, 12, 15, 17), { freq: 3 }),
  providerFulfillmentFee: fc.option(money(0, 40), { freq: 4 }),
  inboundFees: money(0, 3),
  date: fc.constantFrom(BEFORE, AFTER),
});

const SETTINGS: Settings = {
  inboundFees: 0.5,
  roiPercentage: 30,
  competitionMargin: 2,
  defaultPreparationCost: 0.5,
  applyDefaultPreparationCostWhenZero: false,
  scoreThresholds: DEFAULT_SCORE_THRESHOLDS,
};

const marketOf = (p: number, c: FeeContext, packageQuantity: number): Market => ({
  buyBoxCurrent: p,
  buyBoxAvg30: null,
  buyBoxAvg90: null,
  buyBoxAvg180: null,
  newFbaLowest: null,
  newCurrent: null,
  category: c.category,
  size: c.size,
  packageQuantity,
  providerReferralPercent: c.providerReferralPercent,
  providerFulfillmentFee: c.providerFulfillmentFee,
  fbaOfferPrices: [p],
  amazonOfferPrice: null,
  fbaOffersCount: 1,
  buyBoxIsAmazon: false,
  hasBuyBox: true,
  monthlySold: null,
  bsr: 5000,
  salesRankDrops30: 10,
  isVariation: false,
  variants: 0,
  outOfStock: { d30: null, d90: null, d180: null, d365: null },
  alerts: { hazards: [], isMeltable: false, isAmazonSeller: false, isBrandSeller: false },
});

/** Profit as charged, in whole cents. */
const profitCents = (p: number, c: FeeContext, unitCost: number) => Math.round(cents(p - feesAt(p, c).total - unitCost) * 100);

describe('properties of the money', () => {
  it('profit + referral + fulfillment + inbound + unit cost = the selected price, to the cent', () => {
    fc.assert(
      fc.property(
        price,
        context,
        money(0, 500),
        money(0, 5),
        fc.integer({ min: 1, max: 24 }),
        fc.integer({ min: 1, max: 6 }),
        (p, c, cost, preparationCost, quantityPack, packageQuantity) => {
          const a = analyze(
            marketOf(p, c, packageQuantity),
            { cost, preparationCost, quantityPack, overrides: [] },
            { ...SETTINGS, inboundFees: c.inboundFees },
            null,
            c.date,
          );
          expect(a.selectedBuyBoxValue).toBe(p);
          const parts = [a.profitLoss, a.referralFee, a.fulfillmentFee, a.inboundFees, a.totalGoodsCost];
          const sum = parts.reduce<number>((total, part) => total + (part ?? Number.NaN), 0);
          expect(Math.round(sum * 100)).toBe(Math.round(p * 100));
          expect(cents((a.referralFee ?? 0) + (a.fulfillmentFee ?? 0))).toBe(a.fbaFeesTotal);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('fees are never negative, and the referral fee is at least the $0.30 minimum', () => {
    fc.assert(
      fc.property(price, context, (p, c) => {
        const fees = feesAt(p, c);
        for (const fee of [fees.referralFee, fees.fulfillmentFee, fees.inboundFees, fees.fbaFeesTotal, fees.total]) {
          expect(fee).toBeGreaterThanOrEqual(0);
        }
        expect(fees.referralFee).toBeGreaterThanOrEqual(0.3);
        // Every fee is whole cents
        for (const fee of [fees.referralFee, fees.fulfillmentFee, fees.inboundFees]) expect(cents(fee)).toBe(fee);
      }),
      { numRuns: 1000 },
    );
  });

  it('the break-even price makes exactly no profit, a cent less loses, and no higher price loses', () => {
    fc.assert(
      fc.property(context, money(0, 500), fc.array(money(0, 3000), { maxLength: 5 }), (c, unitCost, higher) => {
        const be = breakEvenPrice(unitCost, c);
        expect(be).not.toBeNull(); // every rate is below 100%: some price under $100,000 pays
        if (be === null) return;
        expect(profitCents(be, c, unitCost)).toBe(0);
        expect(profitCents(cents(be - 0.01), c, unitCost)).toBeLessThan(0);
        // The edges where fees step up are where a loss could come back
        const checks = [...EDGE_PRICES, ...priceEdges(c, feeTableAt(c.date)), ...higher.map((h) => cents(be + h))].filter(
          (q) => q >= be,
        );
        for (const q of checks) expect(profitCents(q, c, unitCost)).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 300 },
    );
  });

  it('at the max cost the ROI is the target, within the rounding of a cent', () => {
    fc.assert(
      fc.property(price, context, fc.integer({ min: 0, max: 200 }), (p, c, roiPercentage) => {
        const a = analyze(
          marketOf(p, c, 1),
          { cost: 0, preparationCost: 0, quantityPack: 1, overrides: [] },
          { ...SETTINGS, inboundFees: c.inboundFees, roiPercentage },
          null,
          c.date,
        );
        const maxCost = a.maxCost ?? Number.NaN;
        if (maxCost <= 0) return;
        const net = p - feesAt(p, c).total;
        const profit = net - maxCost;
        const r = roiPercentage / 100;
        // C* = net / (1 + R) exactly; maxCost is C* to the cent, so profit - R x maxCost = (1 + R)(C* - maxCost)
        expect(Math.abs(profit - r * maxCost)).toBeLessThanOrEqual((1 + r) * 0.005 + 1e-9);
      }),
      { numRuns: 500 },
    );
  });
});

describe('properties of the scores', () => {
  const thresholds = fc
    .uniqueArray(fc.integer({ min: -1000, max: 1000 }), { minLength: 4, maxLength: 4 })
    .map((values) => values.sort((a, b) => a - b));

  it('a better value never gets a lower level, in either direction', () => {
    fc.assert(
      fc.property(thresholds, fc.integer({ min: -1200, max: 1200 }), fc.integer({ min: -1200, max: 1200 }), (t, x, y) => {
        const [a, b, c, d] = t as [number, number, number, number];
        const [low, high] = x <= y ? [x, y] : [y, x];
        const up = { veryWeak: a, poor: b, moderate: c, good: d };
        const down = { veryWeak: d, poor: c, moderate: b, good: a };
        expect(scoreLevel(high, up) ?? 0).toBeGreaterThanOrEqual(scoreLevel(low, up) ?? 0);
        expect(scoreLevel(low, down, true) ?? 0).toBeGreaterThanOrEqual(scoreLevel(high, down, true) ?? 0);
      }),
    );
  });

  it('the astro score lies between the lowest and highest known part', () => {
    const level = fc.option(fc.integer({ min: 1, max: 5 }), { freq: 4 });
    fc.assert(
      fc.property(fc.tuple(level, level, level, level, level, level), (parts) => {
        const [profit, roi, sales, competition, buyBox, stock] = parts;
        const score = astroScore({ profit, roi, sales, competition, buyBox, stock });
        const known = parts.filter((p): p is number => p !== null);
        if (known.length === 0) {
          expect(score).toBeNull();
          return;
        }
        expect(score).toBeGreaterThanOrEqual(Math.min(...known));
        expect(score).toBeLessThanOrEqual(Math.max(...known));
      }),
      { examples: [[[null, null, null, null, null, null]]] },
    );
  });
});
