import { envelope, listEnvelope, Product, Shortlist, ShortlistItem, ShortlistWithItems } from '@shelfscope/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { SIMULATED_EXAMPLES } from '../../market/index.js';
import { asinOf } from '../../market/simulated/catalog.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const shortlistOf = (body: unknown) => envelope(Shortlist).parse(body).data;
const itemOf = (body: unknown) => envelope(ShortlistItem).parse(body).data;

async function setup() {
  const session = await sellerSession(ctx);
  const supplierId = (await api(ctx, 'POST', '/api/Supplier', session.jwt, { name: 'Harbor' })).body.data.id as string;
  const add = async (asin: string, body: Record<string, unknown>) =>
    envelope(Product).parse({
      ...(await api(ctx, 'POST', '/api/Product', session.jwt, { supplierId, identifier: asin, identifierType: 0, ...body })).body,
      data: (await api(ctx, 'GET', `/api/Product?supplierId=${supplierId}&search=${asin}`, session.jwt)).body.data[0],
    }).data;
  const shortlist = shortlistOf(
    (await api(ctx, 'POST', '/api/Shortlist', session.jwt, { name: 'November buy', supplierId })).body,
  );
  return { ...session, supplierId, add, shortlist };
}

describe('shortlists', () => {
  it('computes each line and the totals from quantities, packs and the selected price', async () => {
    const { jwt, add, shortlist } = await setup();
    // Cost 24 a pack of 6, listing of 1 unit: goods 4.00 a unit; preparation 0.50 a unit.
    const product = await add(SIMULATED_EXAMPLES.standard, { cost: 24, quantityPack: 6, preparationCost: 0.5 });
    const line = itemOf(
      (await api(ctx, 'POST', `/api/Shortlist/${shortlist.id}/item`, jwt, { productId: product.id, quantity: 10 })).body,
    );
    // 10 units in packs of 6: 2 packs, which make 12 units; goods 2 x 24 = 48.00, prep 12 x 0.50 = 6.00.
    expect(line).toMatchObject({
      quantity: 10,
      quantityBuyingSupplierUnits: 2,
      quantityBuyingListingUnits: 12,
      quantityBuyingGoods: 48,
      quantityBuyingPrep: 6,
      quantityBuyingGoodsPrep: 54,
    });
    const price = product.selectedBuyBoxValue as number;
    // Amazon's fees of the product's own analysis (amazon.com, FBA, no closing fee): referral,
    // fulfilment and storage per unit.
    expect(product.storageFee).toBeGreaterThan(0);
    const feesPerUnit = (product.referralFee ?? 0) + (product.fulfillmentFee ?? 0) + (product.storageFee ?? 0);
    expect(line.revenueOnPurchase).toBeCloseTo(12 * price, 2);
    expect(line.amazonFeesOnPurchase).toBeCloseTo(12 * feesPerUnit, 2);
    // The line is 12 units of the product at its own cost (4.50 a unit): 12 x its profit.
    expect(product.totalGoodsCost).toBe(4.5);
    expect(line.profitOnPurchase).toBeCloseTo(12 * (product.profitLoss as number), 2);
    // netReturn = revenue - fees - inbound (12 x 0.50); profit = netReturn - goods - prep.
    expect(line.netReturn).toBeCloseTo(line.revenueOnPurchase - line.amazonFeesOnPurchase - 6, 2);
    expect(line.profitOnPurchase).toBeCloseTo(line.netReturn - 54, 2);
    expect(line.product.shortlistNames).toEqual(['November buy']);
    const listed = listEnvelope(Product).parse(
      (await api(ctx, 'GET', `/api/Product?supplierId=${shortlist.supplierId}`, jwt)).body,
    ).data;
    expect(listed.find((p) => p.id === product.id)?.shortlistNames).toEqual(['November buy']);
    expect((await api(ctx, 'GET', `/api/Product/${product.id}`, jwt)).body.data.shortlistNames).toEqual(['November buy']);

    const second = await add(SIMULATED_EXAMPLES.hazmat, { cost: 3, quantityPack: 1, preparationCost: 0.25 });
    await api(ctx, 'POST', `/api/Shortlist/${shortlist.id}/item`, jwt, { productId: second.id, quantity: 4 });
    const full = envelope(ShortlistWithItems).parse((await api(ctx, 'GET', `/api/Shortlist/${shortlist.id}`, jwt)).body).data;
    expect(full).toMatchObject({
      shortlistItemsCount: 2,
      asins: 2,
      asinUnits: 16,
      supplierUnits: 6,
      totalQuantity: 16,
      totalGoodsCost: 60,
      prep: 7,
      extras: 8,
    });
    expect(full.goodsExtrasSum).toBe(75);
    const lines = full.shortlistItems;
    expect(full.revenue).toBeCloseTo(
      lines.reduce((s, l) => s + l.revenueOnPurchase, 0),
      2,
    );
    expect(full.profit).toBeCloseTo(
      lines.reduce((s, l) => s + l.profitOnPurchase, 0),
      2,
    );
    // ROI = profit / (goods + prep), the product's definition.
    expect(full.roi).toBeCloseTo((full.profit / 67) * 100, 1);
    expect(full.margin).toBeCloseTo((full.profit / full.revenue) * 100, 1);
    expect(shortlistOf((await api(ctx, 'GET', `/api/Shortlist/${shortlist.id}/summary`, jwt)).body).profit).toBe(full.profit);
  });

  it('adds up the quantity when a product is added again, and edits, comments and removes items', async () => {
    const { jwt, add, shortlist } = await setup();
    const product = await add(SIMULATED_EXAMPLES.standard, { cost: 5 });
    const base = `/api/Shortlist/${shortlist.id}`;
    const first = itemOf((await api(ctx, 'POST', `${base}/item`, jwt, { productId: product.id, quantity: 2 })).body);
    expect(itemOf((await api(ctx, 'POST', `${base}/item`, jwt, { productId: product.id, quantity: 3 })).body)).toMatchObject({
      id: first.id,
      quantity: 5,
    });
    const url = `${base}/item/${first.id}`;
    expect(itemOf((await api(ctx, 'PATCH', `${url}/quantity?quantity=7`, jwt)).body).quantity).toBe(7);
    // Without a quantity, one supplier pack's worth of listing units: a pack of 6 of a single-unit listing is 6.
    const packed = await add(SIMULATED_EXAMPLES.hazmat, { cost: 150, quantityPack: 6 });
    expect(itemOf((await api(ctx, 'POST', `${base}/item`, jwt, { productId: packed.id })).body)).toMatchObject({
      quantity: 6,
      quantityBuyingSupplierUnits: 1,
      quantityBuyingListingUnits: 6,
      quantityBuyingGoods: 150,
    });
    expect(itemOf((await api(ctx, 'PATCH', `${url}/comments?comments=Ask%20for%20a%20case%20price`, jwt)).body).comment).toBe(
      'Ask for a case price',
    );
    expect(itemOf((await api(ctx, 'PUT', url, jwt, { quantity: 1, comment: null })).body)).toMatchObject({
      quantity: 1,
      comment: null,
    });
    expect((await api(ctx, 'GET', `${url}/slim`, jwt)).body.data).toEqual({
      id: first.id,
      productId: product.id,
      asin: product.asin,
      title: product.title,
      quantity: 1,
    });
    expect((await api(ctx, 'PATCH', `${url}/quantity?quantity=0`, jwt)).status).toBe(400);
    expect((await api(ctx, 'PATCH', `${url}/quantity?quantity=abc`, jwt)).status).toBe(400);
    const items = listEnvelope(ShortlistItem).parse(
      (await api(ctx, 'GET', `${base}/items?orderBy=cost&descending=true`, jwt)).body,
    );
    expect(items.totalItems).toBe(2);
    expect((await api(ctx, 'GET', `${base}/items/slim`, jwt)).body.data).toHaveLength(2);
    expect(itemOf((await api(ctx, 'DELETE', url, jwt)).body).deleted).toBe(true);
    expect((await api(ctx, 'GET', url, jwt)).status).toBe(404);
    expect(shortlistOf((await api(ctx, 'GET', `${base}/summary`, jwt)).body).shortlistItemsCount).toBe(1);
  });

  it('resolves item, shortlist (by its mode), product and supplier overrides', async () => {
    const { jwt, add, shortlist, supplierId } = await setup();
    const product = await add(SIMULATED_EXAMPLES.standard, { cost: 5 });
    await api(ctx, 'PATCH', `/api/product/${product.id}/buybox-override`, jwt, { override: 5, buyBoxOverrideCustomValue: 30 });
    const base = `/api/Shortlist/${shortlist.id}`;
    const line = itemOf((await api(ctx, 'POST', `${base}/item`, jwt, { productId: product.id })).body);
    const price = async () => itemOf((await api(ctx, 'GET', `${base}/item/${line.id}`, jwt)).body).selectedBuyBoxValue;
    expect(await price()).toBe(30); // the product's own
    await api(ctx, 'PUT', `${base}/override`, jwt, { buyBoxOverride: 5, buyBoxOverrideMode: 0, customValue: 40 });
    expect(await price()).toBe(30); // mode 0 only fills in
    await api(ctx, 'PUT', `${base}/override`, jwt, { buyBoxOverride: 5, buyBoxOverrideMode: 1, customValue: 40 });
    expect(await price()).toBe(40); // mode 1 applies over the product's
    await api(ctx, 'PUT', `${base}/item/${line.id}/override`, jwt, { override: 5, overrideCustomValue: 50 });
    expect(await price()).toBe(50); // the item's own beats all
    await api(ctx, 'PUT', `${base}/item/${line.id}/override`, jwt, { override: -1 });
    await api(ctx, 'PUT', `${base}/override`, jwt, { buyBoxOverride: -1, buyBoxOverrideMode: -1 });
    await api(ctx, 'PATCH', `/api/product/${product.id}/buybox-override`, jwt, { override: -1 });
    await api(ctx, 'PUT', '/api/Supplier/override', jwt, { supplierId, override: 5, overrideCustomValue: 60 });
    expect(await price()).toBe(60); // nothing else set: the supplier's
    for (const body of [
      { buyBoxOverride: 4, buyBoxOverrideMode: 0 },
      { buyBoxOverride: 0, buyBoxOverrideMode: 2 },
      { buyBoxOverride: 5, buyBoxOverrideMode: 1 },
    ]) {
      expect((await api(ctx, 'PUT', `${base}/override`, jwt, body)).status, JSON.stringify(body)).toBe(400);
    }
  });

  it('lists, renames, refuses duplicates and other suppliers’ products, refreshes and deletes', async () => {
    const { jwt, add, shortlist } = await setup();
    const other = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Other' })).body.data.id as string;
    const elsewhere = (
      await api(ctx, 'POST', '/api/Product', jwt, { supplierId: other, identifier: asinOf(40), identifierType: 0 })
    ).body.data.product.id;
    const refused = await api(ctx, 'POST', `/api/Shortlist/${shortlist.id}/item`, jwt, { productId: elsewhere });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0].field).toBe('productId');
    const mine = await add(SIMULATED_EXAMPLES.meltable, { cost: 2 });
    await api(ctx, 'POST', `/api/Shortlist/${shortlist.id}/item`, jwt, { productId: mine.id, quantity: 3 });
    expect((await api(ctx, 'GET', `/api/Shortlist/${shortlist.id}/refresh`, jwt)).body.data).toEqual({
      queued: 1,
      message: 'Asins are refreshing',
    });

    expect((await api(ctx, 'POST', '/api/Shortlist', jwt, { name: 'NOVEMBER BUY', supplierId: other })).status).toBe(409);
    expect(shortlistOf((await api(ctx, 'PATCH', `/api/Shortlist/${shortlist.id}/name?name=December`, jwt)).body).name).toBe(
      'December',
    );
    expect(shortlistOf((await api(ctx, 'PUT', `/api/Shortlist/${shortlist.id}`, jwt, { name: 'January' })).body).name).toBe(
      'January',
    );
    expect((await api(ctx, 'GET', '/api/Shortlist', jwt)).body.data.map((s: Shortlist) => s.name)).toEqual(['January']);
    expect((await api(ctx, 'GET', '/api/Shortlist/slim', jwt)).body.data).toEqual([
      { id: shortlist.id, name: 'January', supplierId: shortlist.supplierId },
    ]);
    expect(
      (await api(ctx, 'POST', '/api/Shortlist', jwt, { name: 'X', supplierId: '00000000-0000-4000-8000-000000000000' })).status,
    ).toBe(404);
    expect((await api(ctx, 'POST', '/api/Shortlist', jwt, { supplierId: other })).status).toBe(400);

    expect(shortlistOf((await api(ctx, 'DELETE', `/api/Shortlist/${shortlist.id}`, jwt)).body).deleted).toBe(true);
    expect((await api(ctx, 'GET', `/api/Shortlist/${shortlist.id}`, jwt)).status).toBe(404);
    expect((await api(ctx, 'GET', '/api/Shortlist', jwt)).body.data).toEqual([]);
  });
});
