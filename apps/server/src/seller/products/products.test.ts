import {
  envelope,
  listEnvelope,
  Product,
  ProductCount,
  ProductDetail,
  ProductGraph,
  SupplierRefresh,
} from '@shelfscope/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSteps, productsTestApp } from '../../../test/products.js';
import { api } from '../../../test/seller.js';
import { eventually, type TestContext } from '../../../test/test-app.js';
import { SIMULATED_EXAMPLES } from '../../market/index.js';
import { asinOf } from '../../market/simulated/catalog.js';

// Products, the happy path: adding, reading, refreshing, editing and deleting one. What adding
// refuses is in products-errors.test.ts, the list in products-list.test.ts.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await productsTestApp();
});
afterAll(() => ctx.close());

const { storedHistory, productOf, seller, add } = productSteps(() => ctx);

describe('adding products', () => {
  it('adds by ASIN with cost inputs and answers the analysed product', async () => {
    const { jwt, supplierId } = await seller();
    const { product, candidates } = await add(jwt, supplierId, {
      identifier: SIMULATED_EXAMPLES.standard.toLowerCase(),
      cost: 24,
      quantityPack: 6,
      preparationCost: 0.4,
      itemNumber: 'SKU-1',
    });
    expect(candidates).toEqual([]);
    expect(product).toMatchObject({
      asin: SIMULATED_EXAMPLES.standard,
      supplierId,
      cost: 24,
      quantityPack: 6,
      preparationCost: 0.4,
      itemNumber: 'SKU-1',
      identifierType: 0,
    });
    // The analysis ran: unit cost 24 / 6 x 1 + 0.40 = 4.40, and profit adds up.
    expect(product?.totalGoodsCost).toBe(4.4);
    const p = product as Product;
    expect(p.selectedBuyBoxValue, 'the simulated standard product has a buy box').not.toBeNull();
    expect(p.profitLoss).not.toBeNull();
    // packages/profit/README.md (US, FBA, no VAT on amazon.com, no closing fee): profitLoss + referralFee
    // + fulfillmentFee + storageFee + inboundFees + totalGoodsCost = P, to the cent.
    expect(p.vatOnFees).toBe(0);
    const sum =
      (p.profitLoss ?? 0) + (p.referralFee ?? 0) + (p.fulfillmentFee ?? 0) + (p.storageFee ?? 0) + (p.inboundFees ?? 0) + 4.4;
    expect(Math.abs(sum - (p.selectedBuyBoxValue as number))).toBeLessThan(0.005);
    expect(p.versionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(p.title).toBeTruthy();
  });

  it('adds by UPC; a code of several ASINs answers the candidates, then the chosen one is added', async () => {
    const { jwt, supplierId } = await seller();
    const single = await add(jwt, supplierId, { identifier: SIMULATED_EXAMPLES.singleMatchUpc, identifierType: 1 });
    expect(single.product?.asin).toBe(SIMULATED_EXAMPLES.standard);
    expect(single.product?.supplierUPC).toBe(SIMULATED_EXAMPLES.singleMatchUpc);

    const multi = await add(jwt, supplierId, { identifier: SIMULATED_EXAMPLES.multiMatchUpc, identifierType: 1 });
    expect(multi.product).toBeNull();
    expect(multi.candidates.map((c) => c.asin)).toEqual([SIMULATED_EXAMPLES.multipackBase, SIMULATED_EXAMPLES.multipack]);
    expect(multi.candidates[1]?.productName).toContain('Pack of 3');

    const chosen = await add(jwt, supplierId, {
      identifier: SIMULATED_EXAMPLES.multiMatchUpc,
      identifierType: 1,
      asin: SIMULATED_EXAMPLES.multipack,
      cost: 10,
    });
    expect(chosen.product).toMatchObject({ asin: SIMULATED_EXAMPLES.multipack, packageQuantity: 3 });
    // 10 per unit x 3 in the listing + the default preparation cost 0.50
    expect(chosen.product?.totalGoodsCost).toBe(30.5);

    const wrong = await api(ctx, 'POST', '/api/Product', jwt, {
      supplierId,
      identifier: SIMULATED_EXAMPLES.multiMatchUpc,
      identifierType: 1,
      asin: SIMULATED_EXAMPLES.standard,
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].field).toBe('asin');
  });

  it('flags risky, hazmat and meltable products', async () => {
    const { jwt, supplierId } = await seller();
    const hazmat = (await add(jwt, supplierId, { identifier: SIMULATED_EXAMPLES.hazmat })).product as Product;
    expect(hazmat.isHazmat).toBe(true);
    expect(hazmat.hasAlert).toBe(true);
    expect(hazmat.alertReasons).toContain('Dangerous goods (hazmat)');
    expect(hazmat.alertThreatLevel).toBeGreaterThanOrEqual(200);
    const meltable = (await add(jwt, supplierId, { identifier: SIMULATED_EXAMPLES.meltable })).product as Product;
    expect(meltable.alertReasons).toContain('Melts in heat');
  });
});

describe('one product', () => {
  it('has a detail with offers, its variations and its price history', async () => {
    const { jwt, supplierId } = await seller();
    const product = (await add(jwt, supplierId, { identifier: SIMULATED_EXAMPLES.variationChild })).product as Product;
    const detail = envelope(ProductDetail).parse((await api(ctx, 'GET', `/api/Product/${product.id}`, jwt)).body).data;
    expect(detail.id).toBe(product.id);
    expect(detail.offers.length).toBeGreaterThan(0);
    const offers = (await api(ctx, 'GET', `/api/Product/${product.id}/offers`, jwt)).body.data;
    expect(offers).toEqual(detail.offers);
    const variations = (await api(ctx, 'GET', `/api/Product/${product.id}/variations`, jwt)).body.data;
    expect(variations.length).toBeGreaterThanOrEqual(2);
    // Added without its price history (nothing generated or stored that the chart may never show);
    // the chart's first view fetches it onto the same snapshot.
    expect(await storedHistory(product.asin)).toEqual([false]);
    const graph = envelope(ProductGraph).parse((await api(ctx, 'GET', `/api/Product/${product.id}/graph`, jwt)).body).data;
    expect(await storedHistory(product.asin)).toEqual([true]);
    expect(graph.asin).toBe(product.asin);
    expect(graph.versionId).toBe(product.versionId);
    expect(graph.sales.length).toBeGreaterThan(300);
    expect(graph.buyBoxSellerHistory.length).toBeGreaterThan(0);
  });

  it('refreshes into a new version, alone or by ids, with or without stock levels', async () => {
    const { jwt, supplierId } = await seller();
    const product = (await add(jwt, supplierId, { identifier: SIMULATED_EXAMPLES.standard })).product as Product;
    const refreshed = productOf((await api(ctx, 'GET', `/api/Product/${product.id}/refresh?fetchStockLevels=true`, jwt)).body);
    expect(refreshed.versionId).not.toBe(product.versionId);
    const detail = envelope(ProductDetail).parse((await api(ctx, 'GET', `/api/Product/${product.id}`, jwt)).body).data;
    expect(detail.stockInfo.length).toBeGreaterThan(0);
    const bulk = await api(ctx, 'PUT', '/api/Product/refresh', jwt, {
      ids: [product.id, '00000000-0000-4000-8000-000000000000'],
    });
    // The bulk refresh runs on the job queue (src/seller/refresh): it answers the count queued.
    expect(envelope(ProductCount).parse(bulk.body).data.count).toBe(1);
    const scanned = async () =>
      (
        (await api(ctx, 'GET', '/api/UserAccount/plan', jwt)).body.data as {
          planLimits: { limitName: string; currentValue: number }[];
        }
      ).planLimits.find((l) => l.limitName === 'SKUs scanned per month')?.currentValue;
    // Each analysis counts as a SKU scanned this month: add, single refresh, bulk refresh.
    expect(await eventually(async () => (await scanned()) === 3)).toBe(true);
    const supplierRefresh = envelope(SupplierRefresh).parse(
      (await api(ctx, 'GET', `/api/Supplier/${supplierId}/refresh`, jwt)).body,
    ).data;
    expect(supplierRefresh).toEqual({ queued: 1, message: 'Asins are refreshing' });
    expect(await eventually(async () => (await scanned()) === 4)).toBe(true);
  });

  it('edits cost inputs with PUT and PATCH and recomputes profit; notes do not change the analysis', async () => {
    const { jwt, supplierId } = await seller();
    const product = (await add(jwt, supplierId, { identifier: SIMULATED_EXAMPLES.standard, cost: 5, preparationCost: 1 }))
      .product as Product;
    expect(product.totalGoodsCost).toBe(6);
    const put = productOf((await api(ctx, 'PUT', `/api/product/${product.id}`, jwt, { cost: 8, supplierUPC: '123' })).body);
    expect(put).toMatchObject({ cost: 8, totalGoodsCost: 9, supplierUPC: '123' });
    expect(product.profitLoss, 'the simulated standard product has a price').not.toBeNull();
    expect(put.profitLoss).toBeCloseTo((product.profitLoss as number) - 3, 2);
    expect(put.versionId).not.toBe(product.versionId);

    const patched = productOf((await api(ctx, 'PATCH', `/api/product/${product.id}/cost?cost=2.5`, jwt)).body);
    expect(patched.totalGoodsCost).toBe(3.5);
    const pack = productOf((await api(ctx, 'PATCH', `/api/product/${product.id}/quantityPack?quantityPack=5`, jwt)).body);
    expect(pack.totalGoodsCost).toBe(1.5); // 2.50 / 5 + 1.00
    const comment = productOf((await api(ctx, 'PATCH', `/api/product/${product.id}/comment?comment=Ask%20for%20MOQ`, jwt)).body);
    expect(comment.comment).toBe('Ask for MOQ');
    expect(comment.versionId).toBe(pack.versionId);
    expect(productOf((await api(ctx, 'PATCH', `/api/product/${product.id}/upc?upc=0123`, jwt)).body).supplierUPC).toBe('0123');
    expect(productOf((await api(ctx, 'PATCH', `/api/product/${product.id}/comment?comment=`, jwt)).body).comment).toBeNull();
    for (const bad of ['cost=abc', 'cost=-1']) {
      const res = await api(ctx, 'PATCH', `/api/product/${product.id}/cost?${bad}`, jwt);
      expect(res.status, bad).toBe(400);
    }
    expect((await api(ctx, 'PATCH', `/api/product/${product.id}/quantityPack?quantityPack=0`, jwt)).status).toBe(400);
  });

  it('applies the product buy-box override, falling back to the supplier override', async () => {
    const { jwt, supplierId } = await seller();
    const product = (await add(jwt, supplierId, { identifier: SIMULATED_EXAMPLES.standard, cost: 5 })).product as Product;
    const custom = productOf(
      (
        await api(ctx, 'PATCH', `/api/product/${product.id}/buybox-override`, jwt, {
          override: 5,
          buyBoxOverrideCustomValue: 99.99,
        })
      ).body,
    );
    expect(custom).toMatchObject({ override: 5, overrideCustomValue: 99.99, selectedBuyBoxValue: 99.99 });
    await api(ctx, 'PUT', '/api/Supplier/override', jwt, { supplierId, override: 5, overrideCustomValue: 42 });
    const fallback = productOf(
      (await api(ctx, 'PATCH', `/api/product/${product.id}/buybox-override`, jwt, { override: -1 })).body,
    );
    expect(fallback.selectedBuyBoxValue).toBe(42);
    expect((await api(ctx, 'PATCH', `/api/product/${product.id}/buybox-override`, jwt, { override: 5 })).status).toBe(400);
    // A product added under a supplier with an override is analysed with it from its first version.
    const later = (await add(jwt, supplierId, { identifier: asinOf(1203), cost: 5 })).product as Product;
    expect(later).toMatchObject({ override: -1, selectedBuyBoxValue: 42 });
  });

  it('deletes softly: one, several, and what a filtered list shows', async () => {
    const { jwt, supplierId } = await seller();
    const ids: string[] = [];
    for (const k of [0, 1, 2, 3, 4]) {
      ids.push(((await add(jwt, supplierId, { identifier: asinOf(600 + k * 3), cost: k })).product as Product).id);
    }
    const deleted = productOf((await api(ctx, 'DELETE', `/api/product/${ids[0]}`, jwt)).body);
    expect(deleted.deleted).toBe(true);
    expect((await api(ctx, 'GET', `/api/Product/${ids[0]}`, jwt)).status).toBe(404);
    const many = await api(ctx, 'POST', '/api/product/delete', jwt, { ids: [ids[1], ids[2], 'nope'] });
    expect(envelope(ProductCount).parse(many.body).data.count).toBe(2);
    const filtered = await api(
      ctx,
      'DELETE',
      `/api/product/filtered?supplierId=${supplierId}&filter=${encodeURIComponent('cost >= 4')}`,
      jwt,
    );
    expect(envelope(ProductCount).parse(filtered.body).data.count).toBe(1);
    const left = listEnvelope(Product).parse((await api(ctx, 'GET', `/api/Product?supplierId=${supplierId}`, jwt)).body);
    expect(left.data.map((p) => p.id)).toEqual([ids[3]]);
    // Deleted rows free the ASIN: it can be added again.
    expect((await api(ctx, 'POST', '/api/Product', jwt, { supplierId, identifier: asinOf(600), identifierType: 0 })).status).toBe(
      200,
    );
  });
});
