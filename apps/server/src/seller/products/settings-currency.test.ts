import { envelope, type Product, ProductCreateResult, ProductDetail, UserSettings } from '@shelfscope/contracts';
import { analyze, cents, contextOfAnalysis, fbmShippingFromSettings, marketOf } from '@shelfscope/profit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { SIMULATED_EXAMPLES as EX } from '../../market/index.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const added = (body: unknown) => envelope(ProductCreateResult).parse(body).data.product as Product;

/** A company on `defaultMarketplace` (default settings: inbound 0.50, preparation 0.50 applied when zero) that adds the standard ASIN on amazon.co.uk at 4.00 GBP. */
async function ukProductOf(defaultMarketplace: 'US' | 'UK') {
  const { jwt } = await sellerSession(ctx, `Settings currency ${defaultMarketplace}`);
  const profile = await api(ctx, 'POST', '/api/Company', jwt, { name: `Co ${defaultMarketplace}`, defaultMarketplace });
  expect(profile.status).toBe(200);
  const res = await api(ctx, 'POST', '/api/QuickView', jwt, { identifier: EX.standard, marketplace: 'UK', cost: 4 });
  expect(res.status).toBe(200);
  return { jwt, product: added(res.body) };
}

describe('money settings are in the company currency, converted into the product’s', () => {
  it('0.50 USD of inbound and preparation is 0.50 x r GBP on a UK product, and profit moves by exactly that', async () => {
    const [fromUs, fromUk] = [await ukProductOf('US'), await ukProductOf('UK')];
    const rate = fromUs.product.settingsExchangeRate;
    expect(rate).toMatchObject({ from: 'USD', to: 'GBP' });
    const inPounds = cents(0.5 * (rate?.rate ?? Number.NaN));
    expect(inPounds).toBeLessThan(0.5);
    expect(fromUs.product.inboundFees).toBe(inPounds);
    // The default preparation a new product copies is converted at the same rate.
    expect(fromUs.product.preparationCost).toBe(inPounds);
    // A UK company's 0.50 is pounds already.
    expect(fromUk.product.settingsExchangeRate ?? null).toBeNull();
    expect([fromUk.product.inboundFees, fromUk.product.preparationCost]).toEqual([0.5, 0.5]);
    const difference = (fromUk.product.profitLoss ?? 0) - (fromUs.product.profitLoss ?? 0);
    expect(Math.round(difference * 100)).toBe(-Math.round(2 * (0.5 - inPounds) * 100));
  });

  it('gives the web app’s live recompute the server’s figures (contextOfAnalysis)', async () => {
    const { jwt, product } = await ukProductOf('US');
    const detail = envelope(ProductDetail).parse((await api(ctx, 'GET', `/api/QuickView/${product.id}`, jwt)).body).data;
    const settings = envelope(UserSettings).parse((await api(ctx, 'GET', '/api/UserSettings', jwt)).body).data;
    // What apps/web recompute.ts does with the product as served and the member's own settings.
    const live = analyze(
      marketOf(detail, detail.offers),
      { cost: detail.cost, preparationCost: 0, quantityPack: detail.quantityPack, overrides: [] },
      settings,
      detail.alert,
      new Date(detail.versionCreated),
      contextOfAnalysis(detail, fbmShippingFromSettings(settings)),
    );
    for (const key of ['inboundFees', 'totalGoodsCost', 'profitLoss', 'roi', 'maxCost', 'breakEven', 'profitLossScore'] as const)
      expect(live[key], key).toBe(detail[key]);
  });
});
