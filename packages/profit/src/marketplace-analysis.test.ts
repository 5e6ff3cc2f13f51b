import {
  FulfilmentFigures,
  MARKETPLACE_CODES,
  MarketplaceAnalysis,
  type MarketplaceCode,
  ProductAnalysis,
} from '@shelfscope/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyze, type Inputs, type Market, type Settings } from './analyze.js';
import type { MarketplaceContext } from './marketplace-context.js';
import { cents } from './money.js';
import { TOY_MARKET, TOY_SETTINGS } from './toy-market.js';

const AT = new Date('2026-06-01T12:00:00Z');

const SETTINGS: Settings = TOY_SETTINGS;

/** A toy in a 30 x 20 x 10 cm box weighing 800 g, at 24.00 in the marketplace's currency. */
const MARKET: Market = TOY_MARKET;

const INPUTS: Inputs = { cost: 6, preparationCost: 0, quantityPack: 1, overrides: [] };

const UK: MarketplaceContext = { marketplace: 'UK', costsIncludeVat: true, monthsInStock: 1 };

describe('amazon.co.uk, VAT-inclusive cost £6.00, sold at £24.00 (README worked examples)', () => {
  it('splits the VAT the same way for both and charges FBA fees from the UK table', () => {
    const a = analyze(MARKET, INPUTS, SETTINGS, null, AT, { ...UK, vatRegistered: true });
    expect(a).toMatchObject({
      sizeTier: 'small parcel', // 1.2 kg dimensional
      referralFee: 3.67, // 15.3% (15% + the 2% digital services tax)
      fulfillmentFee: 2.95,
      storageFee: 0.16, // 0.2119 cubic feet x £0.75 (June)
      inboundFees: 0.3,
      vatRate: 20,
      priceExVat: 20,
      vatOnSale: 4,
      vatOnCost: 1,
      vatOnFees: 1.36, // 20% of 3.67 + 2.95 + 0.16
      monthsInStock: 1,
      fulfilment: 'FBA',
    });
  });

  it('registered: revenue ex-VAT, cost ex-VAT, VAT on fees reclaimed', () => {
    const a = analyze(MARKET, INPUTS, SETTINGS, null, AT, { ...UK, vatRegistered: true });
    // 20.00 - (3.67 + 2.95 + 0.16 + 0.30) - 5.00; maxCost (20.00 - 7.08) / 1.3 = 9.94 ex-VAT, 11.93 with VAT
    // breakEven 12.36: 10.30 ex-VAT - (1.89 + 2.95 + 0.16 + 0.30) - 5.00 = 0.00
    expect(a).toMatchObject({
      profitLoss: 7.92,
      roi: 158.4,
      margin: 39.6,
      maxCost: 11.93,
      breakEven: 12.36,
      vatRegistered: true,
    });
    expect(a.fba).toMatchObject({ feesTotal: 7.08, profitLoss: 7.92 });
  });

  it('not registered: the whole price, the cost as charged, VAT on fees a cost', () => {
    const a = analyze(MARKET, INPUTS, SETTINGS, null, AT, { ...UK, vatRegistered: false });
    // 24.00 - 7.08 - 1.36 - 6.00; maxCost (24.00 - 1.36 - 7.08) / 1.3
    // breakEven 12.29: 12.29 - (1.88 + 2.95 + 0.16 + 0.30) - 1.00 VAT on fees - 6.00 = 0.00
    expect(a).toMatchObject({
      profitLoss: 9.56,
      roi: 159.33,
      margin: 39.83,
      maxCost: 11.97,
      breakEven: 12.29,
      vatRegistered: false,
    });
  });

  it('books are zero-rated on amazon.co.uk and pay the £1.00 closing fee', () => {
    const a = analyze({ ...MARKET, category: 'Books' }, INPUTS, SETTINGS, null, AT, { ...UK, vatRegistered: true });
    expect(a).toMatchObject({ vatRate: 0, vatOnSale: 0, priceExVat: 24, vatOnCost: 0, fbaFeesTotal: 7.62 }); // 3.67 + 1.00 + 2.95
  });

  it('the maximum cost reaches exactly the target ROI', () => {
    for (const vatRegistered of [true, false]) {
      const a = analyze(MARKET, INPUTS, SETTINGS, null, AT, { ...UK, vatRegistered });
      const atMax = analyze(MARKET, { ...INPUTS, cost: a.maxCost }, SETTINGS, null, AT, { ...UK, vatRegistered });
      expect(Math.abs((atMax.roi ?? 0) - 30)).toBeLessThan(0.5);
    }
  });

  it('profit at the break-even price is not a loss, one cent less is', () => {
    for (const vatRegistered of [true, false]) {
      const a = analyze(MARKET, INPUTS, SETTINGS, null, AT, { ...UK, vatRegistered });
      const be = a.breakEven ?? 0;
      const at = (p: number) =>
        analyze({ ...MARKET, buyBoxCurrent: p }, INPUTS, SETTINGS, null, AT, { ...UK, vatRegistered }).profitLoss ?? -1;
      expect(at(be)).toBeGreaterThanOrEqual(0);
      expect(at(cents(be - 0.01))).toBeLessThan(0);
    }
  });
});

describe('amazon.de FBM, registered, costs ex-VAT', () => {
  const DE_FBM: MarketplaceContext = {
    marketplace: 'DE',
    vatRegistered: true,
    fulfilment: 'FBM',
    fbmShipping: {
      byWeight: [
        { upToGrams: 2000, cost: 6.5 },
        { upToGrams: 500, cost: 4.1 },
        { upToGrams: 1000, cost: 5.2 },
      ],
    },
  };
  const a = analyze({ ...MARKET, buyBoxCurrent: 19.99 }, INPUTS, SETTINGS, null, AT, DE_FBM);

  it('pays its own shipping by weight, no FBA fee, no storage, no inbound', () => {
    expect(a).toMatchObject({
      fulfilment: 'FBM',
      referralFee: 3, // 15% of 19.99
      fulfillmentFee: 5.2, // the 1 kg row holds 800 g
      storageFee: 0,
      inboundFees: 0,
      fbaFeesTotal: 3,
      vatRate: 19,
      vatOnSale: 3.19,
      priceExVat: 16.8,
      vatOnCost: 0,
      vatOnFees: 0.57,
      profitLoss: 2.6, // 16.80 - 3.00 - 5.20 - 6.00
      roi: 43.33,
      margin: 15.48,
      maxCost: 6.62, // (16.80 - 8.20) / 1.3
      breakEven: 16.22, // 13.63 ex-VAT - 2.43 - 5.20 - 6.00 = 0.00
    });
    expect(a.fbm).toMatchObject({ fulfilment: 'FBM', feesTotal: 8.2, profitLoss: 2.6 });
  });

  it('shows FBA beside it from the DE table', () => {
    // The EU charges the unit weight since October 2025: 800 g, the 900 g small-parcel row (not 1.2 kg dimensional)
    expect(a.fba).toMatchObject({ fulfilment: 'FBA', fulfillmentFee: 3.17 });
    expect(a.fba?.storageFee).toBeGreaterThan(0);
  });
});

describe('GBP costs on amazon.de', () => {
  it('converts the supplier price at the ECB rate of the latest day on or before the analysis and names it', () => {
    const a = analyze(MARKET, { ...INPUTS, cost: 10 }, SETTINGS, null, AT, {
      marketplace: 'DE',
      costCurrency: 'GBP',
      vatRegistered: true,
    });
    expect(a.exchangeRate).toEqual({
      from: 'GBP',
      to: 'EUR',
      rate: 1.210537, // 1 / 0.82608
      day: '2025-02-28',
      source: expect.stringContaining('ECB'),
    });
    expect(a.totalGoodsCost).toBe(12.11);
    // 20.17 ex-VAT - (3.60 + 3.17 + 0.16 + 0.30) - 12.11
    expect(a.profitLoss).toBe(0.83);
  });

  it('needs no rate when the supplier quotes in the marketplace currency', () => {
    expect(analyze(MARKET, INPUTS, SETTINGS, null, AT, { marketplace: 'DE', costCurrency: 'EUR' }).exchangeRate).toBeNull();
  });
});

describe('defaults', () => {
  it('without a context: amazon.com, FBA, no VAT, no storage; with one: months in stock from the purchase', () => {
    const legacy = analyze(MARKET, INPUTS, SETTINGS, null, AT);
    expect(legacy).toMatchObject({
      fulfilment: 'FBA',
      vatRate: null,
      vatOnSale: 0,
      vatOnFees: 0,
      storageFee: 0,
      monthsInStock: 0,
      exchangeRate: null,
      fbm: null,
    });
    expect(legacy.profitLoss).toBe(legacy.fba?.profitLoss);
    const withPurchase = analyze(MARKET, INPUTS, SETTINGS, null, AT, { unitsBought: 100 });
    // myShare30 = 200 / (3 + 1) = 50 a month: the average of 100 units waits 1 month
    expect(withPurchase.monthsInStock).toBe(1);
    expect(withPurchase.storageFee).toBeGreaterThan(0);
    expect(withPurchase.profitLoss).toBe(cents((legacy.profitLoss ?? 0) - (withPurchase.storageFee ?? 0)));
  });
});

describe('property: VAT-registered and unregistered profits differ by exactly the reclaimable VAT', () => {
  const VAT_MARKETS = MARKETPLACE_CODES.filter((c) => c !== 'US') as MarketplaceCode[];
  it('registered - unregistered = vatOnCost + vatOnFees - vatOnSale, to the cent, FBA and FBM', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...VAT_MARKETS),
        fc.double({ min: 0.5, max: 800, noNaN: true }).map(cents),
        fc.double({ min: 0, max: 400, noNaN: true }).map(cents),
        fc.constantFrom('Toys & Games', 'Books', 'Grocery', 'Beauty', 'Furniture', null),
        fc.boolean(),
        fc.constantFrom<'FBA' | 'FBM'>('FBA', 'FBM'),
        fc.double({ min: 0, max: 14, noNaN: true }),
        (marketplace, price, cost, category, costsIncludeVat, fulfilment, months) => {
          const context: MarketplaceContext = {
            marketplace,
            costsIncludeVat,
            fulfilment,
            fbmShipping: { perUnit: 4.5 },
            monthsInStock: months,
          };
          const market = { ...MARKET, buyBoxCurrent: price, category };
          const inputs = { ...INPUTS, cost };
          const reg = analyze(market, inputs, SETTINGS, null, AT, { ...context, vatRegistered: true });
          const unreg = analyze(market, inputs, SETTINGS, null, AT, { ...context, vatRegistered: false });
          const c = (x: number | null) => Math.round((x ?? Number.NaN) * 100);
          expect(c(reg.profitLoss) - c(unreg.profitLoss)).toBe(c(reg.vatOnCost) + c(reg.vatOnFees) - c(reg.vatOnSale));
          expect([reg.vatOnSale, reg.vatOnCost, reg.vatOnFees]).toEqual([unreg.vatOnSale, unreg.vatOnCost, unreg.vatOnFees]);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the contracts: exactly the MarketplaceAnalysis and FulfilmentFigures fields', () => {
  it('parses strictly for every marketplace, FBA and FBM, with and without a context', () => {
    const contexts: (MarketplaceContext | undefined)[] = [
      undefined,
      ...MARKETPLACE_CODES.map((marketplace) => ({ marketplace, fbmShipping: { perUnit: 3 }, costCurrency: 'GBP' })),
      { marketplace: 'UK', fulfilment: 'FBM', fbmShipping: { perUnit: 3 }, vatRegistered: true },
    ];
    const keys = Object.keys(MarketplaceAnalysis.shape);
    for (const context of contexts) {
      const a = analyze(MARKET, INPUTS, SETTINGS, null, AT, context);
      const added = Object.fromEntries(keys.map((key) => [key, a[key as keyof typeof a]]));
      expect(() => MarketplaceAnalysis.strict().parse(added)).not.toThrow();
      for (const figures of [a.fba, a.fbm]) if (figures) expect(() => FulfilmentFigures.strict().parse(figures)).not.toThrow();
      expect(ProductAnalysis.safeParse(a).success).toBe(true);
    }
  });
});

describe('property: break-even with VAT', () => {
  it('no price from the break-even up loses, one cent less does', () => {
    const VAT_MARKETS = MARKETPLACE_CODES.filter((c) => c !== 'US') as MarketplaceCode[];
    fc.assert(
      fc.property(
        fc.constantFrom(...VAT_MARKETS),
        fc.double({ min: 0.5, max: 150, noNaN: true }).map(cents),
        fc.constantFrom('Toys & Games', 'Books', 'Grocery', 'Beauty', 'Furniture', null),
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom<'FBA' | 'FBM'>('FBA', 'FBM'),
        fc.array(fc.double({ min: 0.01, max: 300, noNaN: true }).map(cents), { maxLength: 5 }),
        (marketplace, cost, category, vatRegistered, costsIncludeVat, fulfilment, further) => {
          const context: MarketplaceContext = {
            marketplace,
            vatRegistered,
            costsIncludeVat,
            fulfilment,
            fbmShipping: { perUnit: 4.5 },
            monthsInStock: 1,
          };
          const profitAt = (price: number) =>
            analyze({ ...MARKET, buyBoxCurrent: price, category }, { ...INPUTS, cost }, SETTINGS, null, AT, context).profitLoss ??
            Number.NaN;
          const be = analyze({ ...MARKET, category }, { ...INPUTS, cost }, SETTINGS, null, AT, context).breakEven;
          expect(be).not.toBeNull();
          const breakEven = be as number;
          if (breakEven > 0.01) expect(profitAt(cents(breakEven - 0.01))).toBeLessThan(0);
          for (const above of [0, 0.01, 0.02, 0.03, 0.05, 0.08, 0.13, 0.21, ...further]) {
            expect(profitAt(cents(breakEven + above))).toBeGreaterThanOrEqual(0);
          }
        },
      ),
      { numRuns: 150 },
    );
  });
});
