import { envelope, type MarketplaceCode, Product, ProductCreateResult } from '@shelfscope/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvOf, postUpload } from '../../../test/isolation/upload-files.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, eventually, type TestContext } from '../../../test/test-app.js';
import { SIMULATED_EXAMPLES as EX } from '../../market/index.js';
import { unpackReading } from './reading-codec.js';
import { marketSnapshots } from './schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const productOf = (body: unknown) => envelope(Product).parse(body).data;
const added = (body: unknown) => envelope(ProductCreateResult).parse(body).data.product as Product;
/** What the marketplace itself answers for the ASIN there (the same simulated provider the app reads). */
const marketReading = async (asin: string, marketplace: MarketplaceCode) =>
  (await ctx.services.market.products([asin], { marketplace, offers: true, stock: false, history: false })).get(asin);

describe('products on several marketplaces', () => {
  it('analyses one ASIN for US, UK and DE as three products, read in three currencies', async () => {
    const { jwt } = await sellerSession(ctx);
    const byMarketplace = new Map<MarketplaceCode, Product>();
    for (const marketplace of ['US', 'UK', 'DE'] as const) {
      const res = await api(ctx, 'POST', '/api/QuickView', jwt, { identifier: EX.standard, marketplace });
      expect(res.status).toBe(200);
      byMarketplace.set(marketplace, added(res.body));
    }
    const [us, uk, de] = [byMarketplace.get('US'), byMarketplace.get('UK'), byMarketplace.get('DE')];
    expect([us?.marketplace, uk?.marketplace, de?.marketplace]).toEqual(['US', 'UK', 'DE']);
    expect([us?.currency, uk?.currency, de?.currency]).toEqual(['USD', 'GBP', 'EUR']);
    expect(new Set([us?.id, uk?.id, de?.id]).size).toBe(3);
    // Each product's prices are its own marketplace's reading, in its currency.
    for (const [marketplace, product] of byMarketplace) {
      const reading = await marketReading(EX.standard, marketplace);
      expect(product.buyBoxCurrent, marketplace).toBe(reading?.fields.buyBoxCurrent);
      expect(product.listPrice, marketplace).toBe(reading?.fields.listPrice);
    }
    expect(new Set([us?.buyBoxCurrent, uk?.buyBoxCurrent, de?.buyBoxCurrent]).size).toBe(3);

    // Three stored snapshots, one per marketplace, each the one its product was analysed on.
    const stored = await ctx.services.database.db
      .select({ marketplace: marketSnapshots.marketplace, reading: marketSnapshots.reading })
      .from(marketSnapshots)
      .where(and(eq(marketSnapshots.asin, EX.standard), inArray(marketSnapshots.marketplace, ['US', 'UK', 'DE'])));
    const readings = stored.map((s) => ({ marketplace: s.marketplace, reading: s.reading && unpackReading(s.reading) }));
    for (const marketplace of ['US', 'UK', 'DE'] as const) {
      const prices = readings.filter((s) => s.marketplace === marketplace).map((s) => s.reading?.fields.buyBoxCurrent);
      expect(prices, marketplace).toContain(byMarketplace.get(marketplace)?.buyBoxCurrent);
    }
    // The list says the same (built by the database beside productDto).
    const list = (await api(ctx, 'GET', '/api/QuickView?pageSize=10', jwt)).body.data as Product[];
    expect(list.map((p) => [p.marketplace, p.currency]).sort()).toEqual([
      ['DE', 'EUR'],
      ['UK', 'GBP'],
      ['US', 'USD'],
    ]);
    // The same ASIN on the same marketplace is a duplicate; another marketplace is not.
    expect((await api(ctx, 'POST', '/api/QuickView', jwt, { identifier: EX.standard, marketplace: 'de' })).status).toBe(409);
  });

  it("reads JP's own catalog: an ASIN unknown there is absent, a JP one comes in whole yen", async () => {
    const { jwt } = await sellerSession(ctx);
    const missing = await api(ctx, 'POST', '/api/QuickView', jwt, { identifier: EX.standard, marketplace: 'JP' });
    expect(missing.status).toBe(404);
    expect(await marketReading(EX.standard, 'JP')).toBeUndefined();
    const jp = added((await api(ctx, 'POST', '/api/QuickView', jwt, { identifier: EX.jpOnly, marketplace: 'JP' })).body);
    expect(jp).toMatchObject({ marketplace: 'JP', currency: 'JPY' });
    expect(Number.isInteger(jp.buyBoxCurrent)).toBe(true);
    expect(jp.buyBoxCurrent).toBe((await marketReading(EX.jpOnly, 'JP'))?.fields.buyBoxCurrent);
    expect((await api(ctx, 'POST', '/api/QuickView', jwt, { identifier: EX.jpOnly })).status).toBe(404); // US default
  });

  it("serves the extension the storefront's marketplace, the company's default without one", async () => {
    const { jwt } = await sellerSession(ctx);
    const read = async (query: string) => {
      const res = await api(ctx, 'GET', `/api/BrowserExtension/${EX.standard}${query}`, jwt);
      expect(res.status, query).toBe(200);
      return productOf(res.body);
    };
    const de = await read('?marketplace=DE');
    expect(de).toMatchObject({ marketplace: 'DE', currency: 'EUR' });
    expect(de.buyBoxCurrent).toBe((await marketReading(EX.standard, 'DE'))?.fields.buyBoxCurrent);
    expect((await read('?marketplace=de')).id).toBe(de.id); // found again, per marketplace
    const us = await read('');
    expect(us).toMatchObject({ marketplace: 'US', currency: 'USD' });
    expect(us.id).not.toBe(de.id);
    const offers = await api(ctx, 'GET', `/api/BrowserExtension/${EX.standard}/offers?marketplace=DE`, jwt);
    expect(offers.status).toBe(200);
    const cost = await api(ctx, 'PATCH', `/api/BrowserExtension/${EX.standard}/cost?cost=2.5&marketplace=DE`, jwt);
    expect(productOf(cost.body)).toMatchObject({ id: de.id, cost: 2.5 });
    expect((await read('')).cost).toBeNull(); // the US item is another product
    const lookup = await api(ctx, 'GET', `/api/BrowserExtension/lookup?code=${EX.singleMatchUpc}&marketplace=UK`, jwt);
    expect(lookup.body.data).toEqual([expect.objectContaining({ asin: EX.standard, countryAndRegion: 'GB' })]);
    const none = await api(ctx, 'GET', `/api/BrowserExtension/lookup?code=${EX.singleMatchUpc}&marketplace=JP`, jwt);
    expect(none.body.data).toEqual([]);
  });

  it("finds a supplier's product on its supplier's marketplace", async () => {
    const { jwt } = await sellerSession(ctx);
    const supplier = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Brit Wholesale', marketplace: 'UK' })).body.data
      .id as string;
    const res = await api(ctx, 'POST', '/api/Product', jwt, {
      supplierId: supplier,
      identifier: EX.euOnly,
      identifierType: 0,
      cost: 3,
    });
    expect(res.status).toBe(200);
    const product = added(res.body);
    expect(product).toMatchObject({ marketplace: 'UK', currency: 'GBP' });
    expect(product.buyBoxCurrent).toBe((await marketReading(EX.euOnly, 'UK'))?.fields.buyBoxCurrent);
    const refreshed = productOf((await api(ctx, 'GET', `/api/Product/${product.id}/refresh`, jwt)).body);
    expect(refreshed).toMatchObject({ marketplace: 'UK', currency: 'GBP' });
    expect(refreshed.versionId).not.toBe(product.versionId);
    const inExtension = productOf((await api(ctx, 'GET', `/api/BrowserExtension/${EX.euOnly}?marketplace=UK`, jwt)).body);
    expect(inExtension.id).toBe(product.id);
    // Not on amazon.com: the US supplier-less read finds nothing there.
    expect((await api(ctx, 'GET', `/api/BrowserExtension/${EX.euOnly}?marketplace=US`, jwt)).status).toBe(404);
  });

  it("reads an upload's rows on its supplier's marketplace and writes its products there", async () => {
    const { jwt } = await sellerSession(ctx);
    const supplierId = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Berlin Großhandel', marketplace: 'DE' })).body.data
      .id as string;
    const csv = csvOf([
      ['ASIN', 'Unit Price'],
      [EX.euOnly, '4.50'],
      [EX.singleMatchUpc, '3'],
      [EX.jpOnly, '2'],
    ]);
    const res = await postUpload(ctx, jwt, { name: 'de.csv', content: csv }, { supplierId });
    expect(res.status).toBe(200);
    const upload = await eventually(async () => {
      const read = await api(ctx, 'GET', `/api/Upload/${res.body.data.id}?pageSize=50`, jwt);
      return read.body.data.status === 'done' ? read.body.data : null;
    }, 25_000);
    // The UPC is looked up on amazon.de (the standard product); the JP-only ASIN is unknown there.
    expect(upload).toMatchObject({ matched: 2, unmatched: 1 });
    const listed = (await api(ctx, 'GET', `/api/Product?supplierId=${supplierId}&pageSize=10`, jwt)).body.data as Product[];
    expect(listed.map((p) => [p.asin, p.marketplace, p.currency]).sort()).toEqual(
      [
        [EX.euOnly, 'DE', 'EUR'],
        [EX.standard, 'DE', 'EUR'],
      ].sort(),
    );
    for (const product of listed)
      expect(product.buyBoxCurrent, product.asin).toBe((await marketReading(product.asin, 'DE'))?.fields.buyBoxCurrent);
  });

  it('refuses an unknown marketplace with a 400 naming the field', async () => {
    const { jwt } = await sellerSession(ctx);
    const calls = [
      await api(ctx, 'POST', '/api/QuickView', jwt, { identifier: EX.standard, marketplace: 'XX' }),
      await api(ctx, 'GET', `/api/BrowserExtension/${EX.standard}?marketplace=IN`, jwt),
      await api(ctx, 'GET', `/api/BrowserExtension/lookup?code=${EX.singleMatchUpc}&marketplace=AU`, jwt),
      await api(ctx, 'PATCH', `/api/BrowserExtension/${EX.standard}/cost?cost=1&marketplace=GB`, jwt),
    ];
    for (const res of calls) {
      expect(res.status).toBe(400);
      expect(res.body.errors[0].field).toBe('marketplace');
    }
  });
});
