import {
  envelope,
  listEnvelope,
  Product,
  ProductCount,
  ProductCreateResult,
  ProductDetail,
  ProductGraph,
} from '@shelfscope/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { SIMULATED_EXAMPLES } from '../../market/index.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const productOf = (body: unknown) => envelope(Product).parse(body).data;

describe('the quick view', () => {
  it('analyses ASINs and codes outside any supplier, with every item route', async () => {
    const { jwt } = await sellerSession(ctx);
    const added = envelope(ProductCreateResult).parse(
      (await api(ctx, 'POST', '/api/QuickView', jwt, { identifier: SIMULATED_EXAMPLES.standard, cost: 3 })).body,
    ).data;
    const item = added.product as Product;
    expect(item).toMatchObject({ asin: SIMULATED_EXAMPLES.standard, supplierId: null, cost: 3 });
    // A code without identifierType; several matches answer the candidates.
    const multi = envelope(ProductCreateResult).parse(
      (await api(ctx, 'POST', '/api/QuickView', jwt, { identifier: SIMULATED_EXAMPLES.multiMatchUpc })).body,
    ).data;
    expect(multi.candidates).toHaveLength(2);
    expect((await api(ctx, 'POST', '/api/QuickView', jwt, { identifier: SIMULATED_EXAMPLES.standard })).status).toBe(409);

    const list = listEnvelope(Product).parse((await api(ctx, 'GET', '/api/QuickView?order=cost', jwt)).body);
    expect(list.data.map((p) => p.id)).toEqual([item.id]);
    const base = `/api/QuickView/${item.id}`;
    expect(envelope(ProductDetail).parse((await api(ctx, 'GET', base, jwt)).body).data.offers.length).toBeGreaterThan(0);
    expect(envelope(ProductGraph).parse((await api(ctx, 'GET', `${base}/chart`, jwt)).body).data.asin).toBe(item.asin);
    expect((await api(ctx, 'GET', `${base}/offers`, jwt)).status).toBe(200);
    expect((await api(ctx, 'GET', `${base}/variations`, jwt)).status).toBe(200);
    expect(productOf((await api(ctx, 'GET', `${base}/refresh?fetchStockLevels=true`, jwt)).body).versionId).not.toBe(
      item.versionId,
    );
    expect(productOf((await api(ctx, 'PATCH', `${base}/cost?cost=4`, jwt)).body).cost).toBe(4);
    expect(productOf((await api(ctx, 'PATCH', `${base}/preparationCost?preparationCost=1`, jwt)).body).preparationCost).toBe(1);
    expect(productOf((await api(ctx, 'PATCH', `${base}/quantityPack?quantityPack=2`, jwt)).body).totalGoodsCost).toBe(3);
    expect(productOf((await api(ctx, 'PUT', base, jwt, { cost: 10 })).body).cost).toBe(10);
    expect(
      productOf((await api(ctx, 'PATCH', `${base}/buybox-override`, jwt, { override: 5, buyBoxOverrideCustomValue: 50 })).body)
        .selectedBuyBoxValue,
    ).toBe(50);
    expect(productOf((await api(ctx, 'DELETE', base, jwt)).body).deleted).toBe(true);
    expect((await api(ctx, 'GET', base, jwt)).status).toBe(404);
  });

  it('keeps supplier products out of it and empties it with DELETE', async () => {
    const { jwt } = await sellerSession(ctx);
    const supplier = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Acme' })).body.data.id as string;
    const inSupplier = (
      await api(ctx, 'POST', '/api/Product', jwt, {
        supplierId: supplier,
        identifier: SIMULATED_EXAMPLES.hazmat,
        identifierType: 0,
      })
    ).body.data.product.id;
    expect((await api(ctx, 'GET', `/api/QuickView/${inSupplier}`, jwt)).status).toBe(404);
    for (const asin of [SIMULATED_EXAMPLES.standard, SIMULATED_EXAMPLES.meltable])
      await api(ctx, 'POST', '/api/QuickView', jwt, { identifier: asin });
    expect(envelope(ProductCount).parse((await api(ctx, 'DELETE', '/api/QuickView', jwt)).body).data.count).toBe(2);
    expect(listEnvelope(Product).parse((await api(ctx, 'GET', '/api/QuickView', jwt)).body).totalItems).toBe(0);
    expect(listEnvelope(Product).parse((await api(ctx, 'GET', `/api/Product?supplierId=${supplier}`, jwt)).body).totalItems).toBe(
      1,
    );
  });
});

describe('the browser extension API', () => {
  it('reads an ASIN, adding it to the quick view on first sight, and serves it while fresh', async () => {
    const { jwt } = await sellerSession(ctx);
    const first = productOf(
      (await api(ctx, 'GET', `/api/BrowserExtension/${SIMULATED_EXAMPLES.standard.toLowerCase()}`, jwt)).body,
    );
    expect(first.asin).toBe(SIMULATED_EXAMPLES.standard);
    const again = productOf((await api(ctx, 'GET', `/api/BrowserExtension/${SIMULATED_EXAMPLES.standard}`, jwt)).body);
    expect(again.versionId).toBe(first.versionId);
    expect(listEnvelope(Product).parse((await api(ctx, 'GET', '/api/QuickView', jwt)).body).totalItems).toBe(1);

    const base = `/api/BrowserExtension/${SIMULATED_EXAMPLES.standard}`;
    expect(envelope(ProductGraph).parse((await api(ctx, 'GET', `${base}/graph`, jwt)).body).data.versionId).toBe(first.versionId);
    expect((await api(ctx, 'GET', `${base}/variations`, jwt)).status).toBe(200);
    const offers = z
      .array(z.object({ stock: z.number().nullable() }))
      .parse((await api(ctx, 'GET', `${base}/offers-update`, jwt)).body.data);
    expect(offers.some((o) => o.stock !== null)).toBe(true);
    expect(productOf((await api(ctx, 'PATCH', `${base}/cost?cost=6`, jwt)).body).cost).toBe(6);
    expect(productOf((await api(ctx, 'PATCH', `${base}/preparation-cost?preparationCost=0.25`, jwt)).body).preparationCost).toBe(
      0.25,
    );
    expect(productOf((await api(ctx, 'PATCH', `${base}/quantity-pack?quantityPack=3`, jwt)).body).quantityPack).toBe(3);
    expect(
      productOf((await api(ctx, 'PATCH', `${base}/override?buyBoxOverride=5&customValue=19.5`, jwt)).body).selectedBuyBoxValue,
    ).toBe(19.5);
    expect((await api(ctx, 'PATCH', `${base}/override?buyBoxOverride=5`, jwt)).status).toBe(400);
    expect((await api(ctx, 'PATCH', `${base}/override?buyBoxOverride=9`, jwt)).status).toBe(400);
    expect((await api(ctx, 'GET', '/api/BrowserExtension/short', jwt)).status).toBe(400);
    expect((await api(ctx, 'GET', `/api/BrowserExtension/${SIMULATED_EXAMPLES.unknownAsin}`, jwt)).status).toBe(404);
  });

  it("serves the company's own product under a supplier, with its cost, pack and prep, and makes no quick-view copy", async () => {
    const { jwt } = await sellerSession(ctx);
    const supplierId = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Sunbelt Home' })).body.data.id as string;
    const cheaper = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Dock Street' })).body.data.id as string;
    const asin = SIMULATED_EXAMPLES.standard;
    // Issue 40's pillow covers: $150.00 for a pack of 6 at one supplier, $156.00 for 6 at another.
    await api(ctx, 'POST', '/api/Product', jwt, { supplierId, identifier: asin, identifierType: 0, cost: 156, quantityPack: 6 });
    await api(ctx, 'POST', '/api/Product', jwt, {
      supplierId: cheaper,
      identifier: asin,
      identifierType: 0,
      cost: 150,
      quantityPack: 6,
      preparationCost: 0.5,
    });
    const panel = productOf((await api(ctx, 'GET', `/api/BrowserExtension/${asin}`, jwt)).body);
    expect(panel).toMatchObject({ supplierId: cheaper, cost: 150, quantityPack: 6, preparationCost: 0.5, totalGoodsCost: 25.5 });
    expect(panel.profitLoss).not.toBeNull();
    // The listing's star rating from the market data (Keepa's tenths), not an unset column.
    expect(panel.rating).toBeGreaterThan(0);
    expect(panel.rating).toBeLessThanOrEqual(5);
    expect(Math.round((panel.rating ?? 0) * 10)).toBeCloseTo((panel.rating ?? 0) * 10, 6);
    expect(panel.roi).not.toBeNull();
    expect(listEnvelope(Product).parse((await api(ctx, 'GET', '/api/QuickView', jwt)).body).totalItems).toBe(0);
    // Edits from the panel are the supplier product's.
    const edited = productOf(
      (await api(ctx, 'PATCH', `/api/BrowserExtension/${asin}/preparation-cost?preparationCost=0.75`, jwt)).body,
    );
    expect(edited).toMatchObject({ id: panel.id, supplierId: cheaper, preparationCost: 0.75 });
    expect((await api(ctx, 'GET', `/api/BrowserExtension/${asin}/graph`, jwt)).status).toBe(200);
  });
});
