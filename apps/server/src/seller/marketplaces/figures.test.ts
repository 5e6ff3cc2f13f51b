import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { envelope, Product, ProductCreateResult } from '@shelfscope/contracts';
import { FEES_US_2026, monthlyStorageRate } from '@shelfscope/profit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, eventually, type TestContext } from '../../../test/test-app.js';
import { ECB_SOURCE } from '../../market/fx/ecb.js';
import { FX_QUEUE } from '../../market/fx/rates.js';
import { SIMULATED_EXAMPLES as EX } from '../../market/index.js';

/** One published day, as the ECB's file has it: 0.85 GBP a euro, so £1 buys €1.176471. */
const today = new Date().toISOString().slice(0, 10);
const ECB_XML = `<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <Cube><Cube time="${today}"><Cube currency="USD" rate="1.16"/><Cube currency="GBP" rate="0.85"/></Cube></Cube>
</gesmes:Envelope>`;

let server: Server;
let ctx: TestContext;
beforeAll(async () => {
  server = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/xml' }).end(ECB_XML));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  ctx = await createTestApp({
    FX_SOURCE: 'ecb',
    FX_ECB_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}/eurofxref-hist-90d.xml`,
  });
});
afterAll(async () => {
  await ctx.close();
  await new Promise((resolve) => server.close(resolve));
});

const added = (body: unknown) => envelope(ProductCreateResult).parse(body).data.product as Product;
const productOf = (body: unknown) => envelope(Product).parse(body).data;

describe('figures across marketplaces', () => {
  it("converts a GBP supplier's cost on amazon.de at the ECB's day, read by the rate job", async () => {
    await ctx.services.jobs.send(FX_QUEUE, {});
    await eventually(async () => ctx.services.rates.all().some((day) => day.day === today) || null, 30_000);

    const { jwt } = await sellerSession(ctx);
    const supplier = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Leeds Cases', marketplace: 'DE', currency: 'GBP' }))
      .body.data;
    const res = await api(ctx, 'POST', '/api/Product', jwt, {
      supplierId: supplier.id,
      identifier: EX.euOnly,
      identifierType: 0,
      cost: 20,
      quantityPack: 1,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const product = added(res.body);
    expect(product).toMatchObject({ marketplace: 'DE', currency: 'EUR', costCurrency: 'GBP', cost: 20 });
    expect(product.exchangeRate).toEqual({ from: 'GBP', to: 'EUR', rate: 1.176471, day: today, source: ECB_SOURCE });
    // The cost as entered (£20) counts as €23.53 in the figures, with the member's preparation: a
    // settings amount, in the company's currency (US dollars), converted at the same day's rate.
    const settings = (await api(ctx, 'GET', '/api/UserSettings', jwt)).body.data;
    const prep = settings.applyDefaultPreparationCostWhenZero ? settings.defaultPreparationCost : 0;
    expect(product.settingsExchangeRate).toMatchObject({ from: 'USD', to: 'EUR', day: today });
    const prepInEuros = Math.round(prep * (product.settingsExchangeRate?.rate ?? Number.NaN) * 100) / 100;
    expect(product.totalGoodsCost).toBeCloseTo(23.53 + prepInEuros, 2);
  });

  it('splits VAT on amazon.co.uk, and registered and unregistered profits differ by exactly the reclaimable VAT', async () => {
    const profits: Record<string, Product> = {};
    for (const registered of [false, true]) {
      const { jwt } = await sellerSession(ctx);
      await api(ctx, 'POST', '/api/Company', jwt, { name: `VAT ${registered}`, vatRegistered: registered });
      const supplier = (
        await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Pennine Trade', marketplace: 'UK', costsIncludeVat: true })
      ).body.data;
      const res = await api(ctx, 'POST', '/api/Product', jwt, {
        supplierId: supplier.id,
        identifier: EX.standard,
        identifierType: 0,
        cost: 6,
        quantityPack: 1,
      });
      profits[String(registered)] = added(res.body);
    }
    const [open, registered] = [profits.false as Product, profits.true as Product];
    expect(open).toMatchObject({ marketplace: 'UK', currency: 'GBP', vatRate: 20, vatRegistered: false });
    expect(registered.vatRegistered).toBe(true);
    const price = open.selectedBuyBoxValue as number;
    expect(open.priceExVat).toBeCloseTo(price / 1.2, 2);
    expect(open.vatOnSale).toBeCloseTo(price - (open.priceExVat as number), 2);
    // £6 with 20% VAT in it: £1 of input VAT (preparation is the seller's own, without VAT).
    expect(open.vatOnCost).toBe(1);
    const reclaimable = (open.vatOnCost ?? 0) + (open.vatOnFees ?? 0) - (open.vatOnSale ?? 0);
    expect((registered.profitLoss as number) - (open.profitLoss as number)).toBeCloseTo(reclaimable, 2);
  });

  it("sets a product's own fulfilment and months in stock, analysed again; bad values are a 400 naming the field", async () => {
    const { jwt } = await sellerSession(ctx);
    const settings = (await api(ctx, 'GET', '/api/UserSettings', jwt)).body.data;
    await api(ctx, 'PUT', '/api/UserSettings', jwt, { ...settings, fbmShippingPerUnit: 3.5 });
    const supplier = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Fulfilment Traders' })).body.data;
    const product = added(
      (
        await api(ctx, 'POST', '/api/Product', jwt, {
          supplierId: supplier.id,
          identifier: EX.standard,
          identifierType: 0,
          cost: 4,
        })
      ).body,
    );
    expect(product).toMatchObject({ fulfilment: 'FBA', ownFulfilment: null, ownMonthsInStock: null });
    expect(product.profitLoss).toBe(product.fba?.profitLoss);
    expect(product.fbm?.fulfillmentFee).toBe(3.5);

    const patch = (field: string, value: string) =>
      api(ctx, 'PATCH', `/api/product/${product.id}/${field}?${field}=${encodeURIComponent(value)}`, jwt);
    const fbm = productOf((await patch('fulfilment', 'FBM')).body);
    expect(fbm).toMatchObject({ fulfilment: 'FBM', ownFulfilment: 'FBM' });
    expect(fbm.profitLoss).toBe(fbm.fbm?.profitLoss);
    expect(fbm.storageFee).toBe(0);

    await patch('fulfilment', '');
    const months = productOf((await patch('monthsInStock', '3')).body);
    expect(months).toMatchObject({ fulfilment: 'FBA', ownFulfilment: null, ownMonthsInStock: 3, monthsInStock: 3 });
    const one = productOf((await patch('monthsInStock', '1')).body);
    // Storage is the unit's volume times each calendar month's rate (peak October to December),
    // to the cent: three months from this one cost one month's fee scaled by the three months'
    // rates. (Three times one held only when all three were in one season: not from November.)
    const month = new Date().getUTCMonth();
    const rates = [0, 1, 2].map((i) => monthlyStorageRate(FEES_US_2026, false, (month + i) % 12));
    const scale = rates.reduce((sum, rate) => sum + rate, 0) / (rates[0] ?? 1);
    // Both fees are to the cent: one month's half cent of rounding is scaled with it.
    expect(Math.abs((months.storageFee ?? 0) - (one.storageFee ?? 0) * scale)).toBeLessThanOrEqual(0.005 * (scale + 1) + 1e-9);
    expect(months.profitLoss).toBeLessThanOrEqual(one.profitLoss ?? 0);

    for (const [field, value] of [
      ['fulfilment', 'Amazon'],
      ['monthsInStock', '99'],
      ['monthsInStock', 'soon'],
    ] as const) {
      const res = await patch(field, value);
      expect(res.status, `${field}=${value}`).toBe(400);
      expect(JSON.stringify(res.body)).toContain(field);
    }
  });
});
