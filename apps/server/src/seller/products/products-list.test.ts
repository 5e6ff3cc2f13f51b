import { envelope, listEnvelope, Product, Supplier } from '@shelfscope/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSteps, productsTestApp } from '../../../test/products.js';
import { api } from '../../../test/seller.js';
import type { TestContext } from '../../../test/test-app.js';
import { asinOf } from '../../market/simulated/catalog.js';

// The product list: paging, ordering, keyset, search, filters, counts, and its JSON.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await productsTestApp();
});
afterAll(() => ctx.close());

const { seller, add } = productSteps(() => ctx);

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
