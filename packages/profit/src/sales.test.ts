import { describe, expect, it } from 'vitest';
import { estimateSales, myShare, rankScale, type SalesInputs } from './sales.js';

const TOY: SalesInputs = {
  monthlySold: null,
  bsr: 1000,
  salesRankDrops30: 40,
  category: 'Toys & Games',
  isVariation: false,
  variants: 0,
};

describe('sales estimate', () => {
  it("takes the marketplace's monthlySold when shown", () => {
    expect(estimateSales({ ...TOY, monthlySold: 200 })).toEqual({
      salesEstimate: 200,
      variantSalesEstimate: null,
      basis: { method: 'monthlySold', inputs: { monthlySold: 200 } },
    });
  });

  it('else models sales from the rank per category', () => {
    // 60,000 x 1000^-0.75 = 60,000 / 177.83 = 337.4 -> 337 (above the 40 drops)
    const toy = estimateSales(TOY);
    expect(toy.salesEstimate).toBe(337);
    expect(toy.basis).toEqual({
      method: 'rankModel',
      inputs: {
        bsr: 1000,
        category: 'Toys & Games',
        scale: 60_000,
        exponent: 0.75,
        model: 337,
        salesRankDrops30: 40,
        variants: null,
      },
    });
    // The default scale: 40,000 / 177.83 = 224.9 -> 225
    expect(estimateSales({ ...TOY, category: 'Musical Instruments' }).salesEstimate).toBe(225);
    expect(rankScale('  toys & games ')).toBe(60_000);
  });

  it('never goes below the 30-day rank drops (each drop is a sale)', () => {
    // Rank 1,000,000 in Toys: 60,000 / 31,623 = 1.9 -> 2, but 15 drops: 15
    const slow = estimateSales({ ...TOY, bsr: 1_000_000, salesRankDrops30: 15 });
    expect(slow.salesEstimate).toBe(15);
    expect(slow.basis).toMatchObject({ method: 'salesRankDrops30', inputs: { model: 2, salesRankDrops30: 15 } });
    // No rank at all: the drops alone
    expect(estimateSales({ ...TOY, bsr: null, salesRankDrops30: 12 })).toMatchObject({
      salesEstimate: 12,
      basis: { method: 'salesRankDrops30' },
    });
    expect(estimateSales({ ...TOY, bsr: null, salesRankDrops30: 0 })).toEqual({
      salesEstimate: null,
      variantSalesEstimate: null,
      basis: null,
    });
  });

  it("splits a variation's rank-based estimate over the variants", () => {
    // Parent rank 1,000 (337 a month) over 4 variants: 84.25 -> 84
    const child = estimateSales({ ...TOY, salesRankDrops30: 0, isVariation: true, variants: 4 });
    expect(child).toMatchObject({ salesEstimate: 337, variantSalesEstimate: 84 });
    expect(child.basis?.inputs.variants).toBe(4);
  });
});

describe('my share', () => {
  it('is sales / (competing FBA offers + 1), or the buy-box win share when known', () => {
    expect(myShare(100, 4)).toBe(20); // 100 / 5
    expect(myShare(100, 2)).toBe(33.3); // 100 / 3 = 33.33
    expect(myShare(100, 0)).toBe(100);
    expect(myShare(100, 4, 35)).toBe(35); // 35% of 100
    expect(myShare(null, 4)).toBeNull();
  });
});
