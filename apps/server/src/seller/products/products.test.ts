import {
  envelope,
  listEnvelope,
  Product,
  ProductCount,
  ProductCreateResult,
  ProductDetail,
  ProductGraph,
  Supplier,
  SupplierRefresh,
} from '@shelfscope/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, sellerSession, storedSnapshots } from '../../../test/seller.js';
import { createTestApp, eventually, type TestContext } from '../../../test/test-app.js';
import { SIMULATED_EXAMPLES } from '../../market/index.js';
import { asinOf } from '../../market/simulated/catalog.js';
import { brandAlertsStep } from './brand-alerts-seed.js';
import { productVersions } from './schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await brandAlertsStep.run(ctx.services);
});
afterAll(() => ctx.close());

/** Whether each stored snapshot of the ASIN holds its price history. */
const storedHistory = async (asin: string) => (await storedSnapshots(ctx, asin)).map((row) => row.history !== null);

const productOf = (body: unknown) => envelope(Product).parse(body).data;
const createdOf = (body: unknown) => envelope(ProductCreateResult).parse(body).data;

async function seller() {
  const session = await sellerSession(ctx);
  const supplier = envelope(Supplier).parse(
    (await api(ctx, 'POST', '/api/Supplier', session.jwt, { name: 'Acme Wholesale' })).body,
  ).data;
  return { ...session, supplierId: supplier.id };
}

async function add(jwt: string, supplierId: string, body: Record<string, unknown>) {
  const res = await api(ctx, 'POST', '/api/Product', jwt, { supplierId, identifierType: 0, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return createdOf(res.body);
}

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

  it('adds an ASIN once when two adds race, with one version that the row shows', async () => {
    const { jwt, supplierId } = await seller();
    const asin = asinOf(1401);
    const both = await Promise.all(
      [1, 2].map(() => api(ctx, 'POST', '/api/Product', jwt, { supplierId, identifier: asin, identifierType: 0, cost: 3 })),
    );
    expect(both.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(both.find((res) => res.status === 409)?.body.errors[0].type).toBe('duplicate_product');
    const product = createdOf(both.find((res) => res.status === 200)?.body).product as Product;
    const versions = await ctx.services.database.db
      .select({ id: productVersions.id, created: productVersions.created, snapshotId: productVersions.snapshotId })
      .from(productVersions)
      .where(eq(productVersions.productId, product.id));
    expect(versions).toHaveLength(1);
    expect(versions[0]?.id).toBe(product.versionId);
    expect(versions[0]?.created.toISOString()).toBe(product.versionCreated);
    const listed = listEnvelope(Product).parse((await api(ctx, 'GET', `/api/Product?supplierId=${supplierId}`, jwt)).body);
    expect(listed.data.map((p) => p.id)).toEqual([product.id]);
    // Deleted, the ASIN can be added to the supplier again.
    expect((await api(ctx, 'DELETE', `/api/product/${product.id}`, jwt)).status).toBe(200);
    expect((await add(jwt, supplierId, { identifier: asin })).product?.id).not.toBe(product.id);
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

  it('refuses unknown codes and ASINs (404), bad identifiers (400) and duplicates (409)', async () => {
    const { jwt, supplierId } = await seller();
    const post = (body: Record<string, unknown>) => api(ctx, 'POST', '/api/Product', jwt, { supplierId, ...body });
    const unknownCode = await post({ identifier: SIMULATED_EXAMPLES.unmatchedUpc, identifierType: 1 });
    expect(unknownCode.status).toBe(404);
    expect(unknownCode.body.errors[0].description).toBe(
      `No product on the marketplace matches ${SIMULATED_EXAMPLES.unmatchedUpc}.`,
    );
    expect((await post({ identifier: SIMULATED_EXAMPLES.unknownAsin, identifierType: 0 })).status).toBe(404);
    expect((await post({ identifier: '12345', identifierType: 0 })).status).toBe(400);
    expect((await post({ identifier: 'B0ABCDEFGH12', identifierType: 0 })).status).toBe(400);
    expect((await post({ identifier: SIMULATED_EXAMPLES.standard, identifierType: 2 })).status).toBe(400);
    expect((await post({ identifier: SIMULATED_EXAMPLES.standard, identifierType: 0, cost: -1 })).status).toBe(400);
    expect((await post({ identifier: SIMULATED_EXAMPLES.standard, identifierType: 0 })).status).toBe(200);
    const again = await post({ identifier: SIMULATED_EXAMPLES.standard, identifierType: 0 });
    expect(again.status).toBe(409);
    expect(again.body.errors[0]).toEqual({
      type: 'duplicate_product',
      description: `This supplier already lists ${SIMULATED_EXAMPLES.standard}.`,
    });
    const unknownSupplier = await api(ctx, 'POST', '/api/Product', jwt, {
      supplierId: '00000000-0000-4000-8000-000000000000',
      identifier: SIMULATED_EXAMPLES.standard,
      identifierType: 0,
    });
    expect(unknownSupplier.status).toBe(404);
    // The supplier is checked beside the market lookup, and still answers first.
    const unknownBoth = await api(ctx, 'POST', '/api/Product', jwt, {
      supplierId: '00000000-0000-4000-8000-000000000000',
      identifier: SIMULATED_EXAMPLES.unknownAsin,
      identifierType: 0,
    });
    expect(unknownBoth.status).toBe(404);
    expect(unknownBoth.body.errors[0].description).toBe('No such supplier.');
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

describe('the product list', () => {
  let jwt: string;
  let supplierId: string;
  const asins = Array.from({ length: 12 }, (_, k) => asinOf(300 + k * 7));
  const added: Product[] = [];
  beforeAll(async () => {
    ({ jwt, supplierId } = await seller());
    for (const [k, asin] of asins.entries()) {
      added.push((await add(jwt, supplierId, { identifier: asin, cost: 2 + k, itemNumber: `IT-${k}` })).product as Product);
    }
  });
  const list = async (query: string) => {
    const res = await api(ctx, 'GET', `/api/Product?supplierId=${supplierId}&${query}`, jwt);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return listEnvelope(Product).parse(res.body);
  };

  it('lists each product as the API answers it alone (the list JSON is built by the database)', async () => {
    const listed = (await list('pageSize=50')).data;
    expect(listed).toHaveLength(added.length);
    for (const product of added) expect(listed.find((item) => item.id === product.id)).toEqual(product);
  });

  it('pages, newest first by default', async () => {
    const page = await list('page=2&pageSize=5');
    expect([page.page, page.pageSize, page.totalItems]).toEqual([2, 5, 12]);
    expect(page.data.map((p) => p.asin)).toEqual(asins.slice().reverse().slice(5, 10));
  });

  it('orders by any listed field, nulls last, and refuses unknown orders', async () => {
    const byCost = await list('order=cost&descending=true&pageSize=50');
    expect(byCost.data.map((p) => p.cost)).toEqual([13, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
    const byRoi = (await list('order=roi&pageSize=50')).data.map((p) => p.roi).filter((r) => r !== null) as number[];
    expect(byRoi).toEqual([...byRoi].sort((a, b) => a - b));
    const bad = await api(ctx, 'GET', `/api/Product?supplierId=${supplierId}&order=secret`, jwt);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ field: 'order', description: 'Cannot order by "secret".' });
  });

  it('pages after a product (keyset) exactly as by offset, in every order, nulls last, ties by id', async () => {
    // Ties and missing values to page through: three products cost the same, three have no cost.
    for (const [k, product] of added.slice(0, 6).entries()) {
      const res = await api(ctx, 'PATCH', `/api/product/${product.id}/cost?cost=${k < 3 ? 5 : ''}`, jwt);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const costs = (await list('pageSize=50')).data.map((p) => p.cost);
    expect([costs.filter((c) => c === 5).length, costs.filter((c) => c === null).length]).toEqual([3, 3]);
    const orders = ['', 'order=cost&descending=true', 'order=cost', 'order=roi&descending=true', 'order=title'];
    for (const order of orders) {
      const all = (await list(`${order}&pageSize=50`)).data.map((p) => p.id);
      expect(all).toHaveLength(added.length);
      for (let k = 0; k < all.length; k++) {
        const after = await list(`${order}&pageSize=3&page=7&after=${all[k]}`);
        expect(
          after.data.map((p) => p.id),
          `${order} after row ${k}`,
        ).toEqual(all.slice(k + 1, k + 4));
        expect([after.page, after.totalItems]).toEqual([7, added.length]);
      }
    }
    // A product not in the list (searched out, or none such): the page asked for, by offset.
    expect((await list(`pageSize=3&page=1&after=${added[0]?.id}&search=IT-5`)).data.map((p) => p.itemNumber)).toEqual(['IT-5']);
    const byOffset = await list('pageSize=3&page=2');
    expect((await list(`pageSize=3&page=2&after=00000000-0000-4000-8000-000000000000`)).data).toEqual(byOffset.data);
    const bad = await api(ctx, 'GET', `/api/Product?supplierId=${supplierId}&after=nope`, jwt);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('after');
  });

  it('searches by ASIN, item number and title words', async () => {
    expect((await list(`search=${asins[3]}`)).data.map((p) => p.asin)).toEqual([asins[3]]);
    expect((await list('search=IT-4')).data.map((p) => p.itemNumber)).toEqual(['IT-4']);
    const first = (await list('pageSize=1')).data[0] as Product;
    const word = (first.title ?? '').split(' ')[1] ?? '';
    expect((await list(`search=${encodeURIComponent(word)}`)).data.some((p) => p.asin === first.asin)).toBe(true);
  });

  it('filters with the filter language and explains a bad filter', async () => {
    const all = (await list('pageSize=50')).data;
    const expected = all
      .filter((p) => (p.cost ?? 0) >= 8 && p.hasAlert === false)
      .map((p) => p.asin)
      .sort();
    const filtered = await list(`pageSize=50&filter=${encodeURIComponent('cost >= 8 and hasAlert = false')}`);
    expect(filtered.data.map((p) => p.asin).sort()).toEqual(expected);
    expect(filtered.totalItems).toBe(expected.length);
    const bad = await api(ctx, 'GET', `/api/Product?supplierId=${supplierId}&filter=${encodeURIComponent('rio > 3')}`, jwt);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({
      type: 'invalid_filter',
      field: 'filter',
      description: 'Unknown field "rio" at position 1.',
    });
  });

  it('counts the supplier’s products and their astro levels', async () => {
    const supplier = envelope(Supplier).parse((await api(ctx, 'GET', `/api/Supplier/${supplierId}`, jwt)).body).data;
    expect(supplier.productsCount).toBe(12);
    const levels =
      supplier.astroScore1 + supplier.astroScore2 + supplier.astroScore3 + supplier.astroScore4 + supplier.astroScore5;
    expect(levels).toBeGreaterThan(0);
    expect(levels).toBeLessThanOrEqual(12);
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

describe('the list as JSON', () => {
  it('lists each product exactly as its detail has it (the list is JSON built by the database)', async () => {
    const { jwt, supplierId } = await seller();
    const first = (await add(jwt, supplierId, { identifier: asinOf(900), cost: 3 })).product;
    await add(jwt, supplierId, { identifier: asinOf(907), cost: 4 });
    if (!first) throw new Error('product expected');
    // Values that test the JSON writing: a float with 17 digits, text that needs escaping, a
    // shortlist membership, a modified timestamp.
    await api(ctx, 'PATCH', `/api/product/${first.id}/cost?cost=${1 / 3}`, jwt);
    await api(
      ctx,
      'PATCH',
      `/api/product/${first.id}/comment?comment=${encodeURIComponent('say "hi"\\ \u00e9 \u2028 end')}`,
      jwt,
    );
    const shortlist = await api(ctx, 'POST', '/api/Shortlist', jwt, { name: 'Zeta "list"', supplierId });
    await api(ctx, 'POST', `/api/Shortlist/${shortlist.body.data.id}/item`, jwt, { productId: first.id, quantity: 1 });
    const raw = (await api(ctx, 'GET', `/api/Product?supplierId=${supplierId}&pageSize=2`, jwt)).body;
    for (const item of raw.data as Record<string, unknown>[]) {
      const detail = (await api(ctx, 'GET', `/api/Product/${item.id}`, jwt)).body.data as Record<string, unknown>;
      const fromDetail = Object.fromEntries(Object.keys(item).map((key) => [key, detail[key]]));
      expect(item).toEqual(fromDetail);
      expect(Object.keys(detail).filter((key) => !(key in item))).toEqual(['offers', 'sellersData', 'stockInfo']);
    }
    const listed = (raw.data as Record<string, unknown>[]).find((item) => item.id === first.id);
    expect(listed).toMatchObject({ cost: 1 / 3, comment: 'say "hi"\\ \u00e9 \u2028 end', shortlistNames: ['Zeta "list"'] });
    expect(listed?.modified).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});
