import { MARKETPLACES } from '@shelfscope/contracts';
import {
  type Analysis,
  analyze,
  cents,
  type Inputs,
  type Market,
  type MarketplaceContext,
  type Settings,
  TOY_MARKET,
  TOY_SETTINGS,
} from '@shelfscope/profit';
import { describe, expect, it } from 'vitest';
import { type LineProduct, lineFigures, shortlistTotals } from './figures.js';

/**
 * A line is N units of the product's own analysis at the line's price: a line of one unit of a
 * product whose supplier pack is one unit equals the product's profitLoss and ROI to the cent, in
 * every marketplace context (storage, VAT registered or not, a supplier in another currency).
 * Each product below is analysed by the real profit engine, as the server stores it.
 */
const AT = new Date('2026-06-01T12:00:00Z');

const SETTINGS: Settings = TOY_SETTINGS;

/** The README's toy (packages/profit/src/toy-market.ts), its 30-day average at 26.00 for the override test. */
const TOY: Market = { ...TOY_MARKET, buyBoxAvg30: 26 };

const ONE_UNIT: Inputs = { cost: 6, preparationCost: 0.4, quantityPack: 1, overrides: [] };

/** amazon.co.uk with the supplier's costs including VAT, one month in stock. */
const UK_VAT_INCLUSIVE: MarketplaceContext = { marketplace: 'UK', costsIncludeVat: true, monthsInStock: 1 };

/** The product as the server stores it: the market's fields, then the analysis over them (products/service.ts `analysed`). */
type Stored = LineProduct & Analysis;

function stored(market: Market, inputs: Inputs, context: MarketplaceContext): Stored {
  const analysis = analyze(market, inputs, SETTINGS, null, AT, context);
  const marketplace = context.marketplace ?? 'US';
  return {
    packageQuantity: market.packageQuantity,
    category: market.category,
    packageLengthPrecise: market.size?.length ?? null,
    packageWidthPrecise: market.size?.width ?? null,
    packageHeightPrecise: market.size?.height ?? null,
    packageWeightPrecise: market.size?.weightPounds ?? null,
    providerFbaFee: market.providerFulfillmentFee,
    buyBoxCurrent: market.buyBoxCurrent,
    buyBoxAvg30: market.buyBoxAvg30,
    buyBoxAvg90: market.buyBoxAvg90,
    buyBoxAvg180: market.buyBoxAvg180,
    newFbaLowest: market.newFbaLowest,
    newCurrent: market.newCurrent,
    ...analysis,
    marketplace,
    currency: MARKETPLACES[marketplace].currency,
    cost: inputs.cost,
    quantityPack: inputs.quantityPack,
  };
}

const lineOf = (product: LineProduct, quantity: number, costsIncludeVat = false) =>
  lineFigures({ product, quantity, overrides: [], costsIncludeVat }, AT);

/** The line's profit and ROI (as its shortlist totals it) against the product's own. */
function expectSameAsProduct(product: Stored, costsIncludeVat = false) {
  const figures = lineOf(product, 1, costsIncludeVat);
  const totals = shortlistTotals([{ asin: 'B0TOY00001', quantity: 1, figures }]);
  expect(figures.quantityBuyingListingUnits).toBe(1);
  expect(figures.profitOnPurchase).toBe(product.profitLoss);
  expect(totals.profit).toBe(product.profitLoss);
  expect(totals.roi).toBe(product.roi);
  expect(totals.margin).toBe(product.margin);
  return { figures, totals };
}

describe('a shortlist line of one unit is the product', () => {
  it('amazon.com: storage over two months is a fee of the line as of the product', () => {
    const product = stored(TOY, ONE_UNIT, { marketplace: 'US', monthsInStock: 2 });
    expect(product.storageFee).toBeGreaterThan(0);
    const { figures } = expectSameAsProduct(product);
    // Amazon's fees: referral + fulfilment + storage; extras: inbound; goods + prep = C.
    expect(figures.amazonFeesOnPurchase).toBe(
      cents((product.referralFee ?? 0) + (product.fulfillmentFee ?? 0) + (product.storageFee ?? 0)),
    );
    expect(figures.extras).toBe(0.3);
    expect(figures.quantityBuyingGoodsPrep).toBe(product.totalGoodsCost);
    expect(figures).toMatchObject({ quantityBuyingGoods: 6, quantityBuyingPrep: 0.4, currency: 'USD', supplierCurrency: 'USD' });
    // The identity of packages/profit/README.md, with storage: P = profit + fees + storage + inbound + C.
    expect(
      cents(
        figures.profitOnPurchase +
          figures.amazonFeesOnPurchase +
          figures.extras +
          figures.quantityBuyingGoodsPrep -
          figures.revenueOnPurchase,
      ),
    ).toBe(0);
  });

  it('N units of a one-unit pack are N times the product, to the cent', () => {
    const product = stored(TOY, ONE_UNIT, { marketplace: 'US', monthsInStock: 2 });
    const figures = lineOf(product, 7);
    expect(figures.profitOnPurchase).toBe(cents(7 * (product.profitLoss ?? 0)));
    expect(shortlistTotals([{ asin: 'B0TOY00001', quantity: 7, figures }]).roi).toBe(product.roi);
  });

  it('amazon.co.uk, VAT-registered, costs including VAT: £7.92, ROI 158.4% (the README example)', () => {
    const product = stored(TOY, { ...ONE_UNIT, preparationCost: 0 }, { ...UK_VAT_INCLUSIVE, vatRegistered: true });
    expect(product).toMatchObject({ profitLoss: 7.92, roi: 158.4 });
    const { figures, totals } = expectSameAsProduct(product, true);
    // Revenue ex-VAT (£20.00); £1.00 input VAT reclaimed; VAT on fees nets to 0.
    expect(figures).toMatchObject({
      revenueOnPurchase: 20,
      vatReclaimedOnPurchase: 1,
      vatOnFeesOnPurchase: 0,
      amazonFeesOnPurchase: 6.78,
      extras: 0.3,
      currency: 'GBP',
    });
    expect(totals).toMatchObject({ currency: 'GBP', vatReclaimed: 1 });
    expect(totals.byCurrency).toBeUndefined();
  });

  it('amazon.co.uk, registered, with the seller’s own preparation: the VAT reclaimed is the goods’ only', () => {
    const product = stored(TOY, { ...ONE_UNIT, cost: 6, preparationCost: 0.55 }, { ...UK_VAT_INCLUSIVE, vatRegistered: true });
    expect(product.vatOnCost).toBe(1); // 6.00 - 6.00 / 1.2, nothing of the 0.55
    const { figures } = expectSameAsProduct(product, true);
    expect(figures).toMatchObject({ quantityBuyingGoods: 6, quantityBuyingPrep: 0.55, vatReclaimedOnPurchase: 1 });
    // Three units: three times the product.
    expect(lineOf(product, 3, true).profitOnPurchase).toBe(cents(3 * (product.profitLoss ?? 0)));
  });

  it('amazon.co.uk, not registered: £9.56, ROI 159.33%, VAT on fees a cost', () => {
    const product = stored(TOY, { ...ONE_UNIT, preparationCost: 0 }, { ...UK_VAT_INCLUSIVE, vatRegistered: false });
    expect(product).toMatchObject({ profitLoss: 9.56, roi: 159.33 });
    const { figures } = expectSameAsProduct(product, true);
    expect(figures).toMatchObject({ revenueOnPurchase: 24, vatOnFeesOnPurchase: 1.36, vatReclaimedOnPurchase: 0 });
  });

  it('a GBP supplier on amazon.de: the goods convert at the analysis’s rate, and the supplier is paid in pounds', () => {
    const product = stored(TOY, { ...ONE_UNIT, cost: 5.55 }, { marketplace: 'DE', costCurrency: 'GBP', monthsInStock: 1 });
    const rate = product.exchangeRate?.rate as number;
    expect(product.exchangeRate).toMatchObject({ from: 'GBP', to: 'EUR' });
    const { figures } = expectSameAsProduct(product);
    expect(figures).toMatchObject({
      currency: 'EUR',
      supplierCurrency: 'GBP',
      quantityBuyingGoodsSupplierCurrency: 5.55,
      quantityBuyingGoods: cents(5.55 * rate),
      quantityBuyingGoodsPrep: product.totalGoodsCost,
    });
  });

  it('FBM: the seller’s shipping is the line’s extra, with no storage or inbound', () => {
    const product = stored(TOY, ONE_UNIT, { marketplace: 'DE', fulfilment: 'FBM', fbmShipping: { perUnit: 4.1 } });
    expect(product.fulfilment).toBe('FBM');
    const { figures } = expectSameAsProduct(product);
    expect(figures.extras).toBe(4.1);
  });

  it('at another price (an override), the same per-unit definition at that price', () => {
    const product = stored(TOY, ONE_UNIT, { marketplace: 'UK', vatRegistered: true, monthsInStock: 1 });
    // The 30-day average, £26.00: the product analysed at £26.00 is the line at £26.00.
    const at26 = stored({ ...TOY, buyBoxCurrent: 26 }, ONE_UNIT, { marketplace: 'UK', vatRegistered: true, monthsInStock: 1 });
    const figures = lineFigures(
      { product, quantity: 1, overrides: [{ value: 1, customValue: null }], costsIncludeVat: false },
      AT,
    );
    expect(figures.selectedBuyBoxValue).toBe(26);
    expect(figures.profitOnPurchase).toBe(at26.profitLoss);
  });
});

describe('shortlist totals never add two currencies', () => {
  it('keeps each currency’s totals when the lines are in several', () => {
    const us = lineOf(stored(TOY, ONE_UNIT, { marketplace: 'US', monthsInStock: 1 }), 2);
    const uk = lineOf(stored(TOY, ONE_UNIT, { marketplace: 'UK', monthsInStock: 1 }), 3);
    const totals = shortlistTotals([
      { asin: 'B0TOY00001', quantity: 2, figures: us },
      { asin: 'B0TOY00002', quantity: 3, figures: uk },
    ]);
    expect(totals).toMatchObject({ currency: 'USD', profit: us.profitOnPurchase, revenue: us.revenueOnPurchase, asinUnits: 5 });
    expect(totals.byCurrency?.map((c) => [c.currency, c.profit])).toEqual([
      ['USD', us.profitOnPurchase],
      ['GBP', uk.profitOnPurchase],
    ]);
  });
});
