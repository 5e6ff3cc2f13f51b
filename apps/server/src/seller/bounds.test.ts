import { LIMITS } from '@shelfscope/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, sellerSession } from '../../test/seller.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { SIMULATED_EXAMPLES } from '../market/index.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Method = 'POST' | 'PUT' | 'PATCH';
/** One numeric input of the seller API: where it goes and how a value is sent (JSON or query). */
type Input = { name: string; method: Method; url: string; field: string; body?: Record<string, unknown>; query?: boolean };

/** Every numeric input a seller types, on every route that takes it (docs/seller-api.md, "Numbers and their bounds"). */
function inputsOf(ids: {
  supplierId: string;
  productId: string;
  quickViewId: string;
  shortlistId: string;
  itemId: string;
  orderId: string;
  lineId: string;
}): Input[] {
  const product = `/api/product/${ids.productId}`;
  const quick = `/api/QuickView/${ids.quickViewId}`;
  const item = `/api/Shortlist/${ids.shortlistId}/item/${ids.itemId}`;
  const line = `/api/PurchaseOrder/${ids.orderId}/items/${ids.lineId}`;
  const addProduct = { supplierId: ids.supplierId, identifier: SIMULATED_EXAMPLES.hazmat, identifierType: 0 };
  const quickView = { identifier: SIMULATED_EXAMPLES.hazmat };
  const inputs: Input[] = [];
  for (const field of ['cost', 'preparationCost', 'quantityPack']) {
    inputs.push(
      { name: `add product ${field}`, method: 'POST', url: '/api/Product', field, body: addProduct },
      { name: `update product ${field}`, method: 'PUT', url: product, field },
      { name: `patch product ${field}`, method: 'PATCH', url: `${product}/${field}`, field, query: true },
      { name: `quick view ${field}`, method: 'POST', url: '/api/QuickView', field, body: quickView },
      { name: `update quick view ${field}`, method: 'PUT', url: quick, field },
      { name: `patch quick view ${field}`, method: 'PATCH', url: `${quick}/${field}`, field, query: true },
    );
  }
  inputs.push(
    {
      name: 'shortlist add quantity',
      method: 'POST',
      url: `/api/Shortlist/${ids.shortlistId}/item`,
      field: 'quantity',
      body: { productId: ids.productId },
    },
    { name: 'shortlist item quantity', method: 'PUT', url: item, field: 'quantity' },
    { name: 'shortlist quantity patch', method: 'PATCH', url: `${item}/quantity`, field: 'quantity', query: true },
    {
      name: 'order line add quantity',
      method: 'POST',
      url: `/api/PurchaseOrder/${ids.orderId}/items`,
      field: 'quantity',
      body: { title: 'Free line' },
    },
    { name: 'order line quantity', method: 'PUT', url: line, field: 'quantity' },
    { name: 'order line cost', method: 'PUT', url: line, field: 'cost' },
  );
  for (const field of ['cost', 'preparationCost', 'quantityPack'])
    inputs.push({
      name: `order line add ${field}`,
      method: 'POST',
      url: `/api/PurchaseOrder/${ids.orderId}/items`,
      field,
      body: { title: 'Free line', quantity: 1 },
    });
  return inputs;
}

async function setup() {
  const { jwt } = await sellerSession(ctx);
  const supplierId = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Bounds' })).body.data.id as string;
  const productId = (
    await api(ctx, 'POST', '/api/Product', jwt, {
      supplierId,
      identifier: SIMULATED_EXAMPLES.standard,
      identifierType: 0,
      cost: 4,
    })
  ).body.data.product.id as string;
  const quickViewId = (await api(ctx, 'POST', '/api/QuickView', jwt, { identifier: SIMULATED_EXAMPLES.standard })).body.data
    .product.id as string;
  const shortlistId = (await api(ctx, 'POST', '/api/Shortlist', jwt, { name: 'Bounds', supplierId })).body.data.id as string;
  const itemId = (await api(ctx, 'POST', `/api/Shortlist/${shortlistId}/item`, jwt, { productId, quantity: 2 })).body.data
    .id as string;
  const orderId = (await api(ctx, 'POST', '/api/PurchaseOrder', jwt, { supplierId })).body.data.id as string;
  const lineId = (await api(ctx, 'POST', `/api/PurchaseOrder/${orderId}/items`, jwt, { title: 'Line', quantity: 1 })).body.data
    .id as string;
  for (const [name, id] of Object.entries({ productId, quickViewId, shortlistId, itemId, orderId, lineId }))
    expect(id, name).toMatch(/^[0-9a-f-]{36}$/);
  return { jwt, inputs: inputsOf({ supplierId, productId, quickViewId, shortlistId, itemId, orderId, lineId }) };
}

const send = (jwt: string, input: Input, value: unknown) => {
  if (input.query) return api(ctx, input.method, `${input.url}?${input.field}=${encodeURIComponent(String(value))}`, jwt);
  return api(ctx, input.method, input.url, jwt, { ...input.body, [input.field]: value });
};

describe('the bounds of every numeric input', () => {
  it('refuses negative, non-numeric, fractional and too large values with a 400 naming the field, in words', async () => {
    const { jwt, inputs } = await setup();
    expect(inputs.length).toBeGreaterThan(20);
    const seen: string[] = [];
    for (const input of inputs) {
      const limit = LIMITS[input.field as keyof typeof LIMITS];
      const cases: [unknown, RegExp][] = [
        [-5, limit.min === 0 ? /: must not be negative$/ : /: must be at least /],
        ['abc', /: must be a number$/],
        [limit.max * 10, /: must be at most /],
      ];
      if (limit.integer) cases.push([2.5, /: must be a whole number$/]);
      for (const [value, words] of cases) {
        const res = await send(jwt, input, value);
        const label = `${input.name} = ${JSON.stringify(value)}`;
        expect(res.status, label).toBe(400);
        expect(res.body.errors, label).toContainEqual(
          expect.objectContaining({ type: 'validation', field: input.field, description: expect.stringMatching(words) }),
        );
        seen.push(label);
      }
    }
    expect(seen.length).toBeGreaterThan(60);
  });

  it('stores nothing from a refused value: the pack cost and the quantity stay as they were', async () => {
    const { jwt, inputs } = await setup();
    const patchCost = inputs.find((i) => i.name === 'patch product cost');
    const putQuantity = inputs.find((i) => i.name === 'shortlist item quantity');
    if (!patchCost || !putQuantity) throw new Error('inputs missing');
    expect((await send(jwt, patchCost, -5)).status).toBe(400);
    expect((await send(jwt, putQuantity, -3)).status).toBe(400);
    const product = (await api(ctx, 'GET', patchCost.url.replace(/\/cost$/, '').replace('/api/product/', '/api/Product/'), jwt))
      .body.data;
    expect(product.cost).toBe(4);
    const item = (await api(ctx, 'GET', putQuantity.url, jwt)).body.data;
    expect(item.quantity).toBe(2);
  });

  it('refuses a 366-character supplier name with a 400 naming the field, never cutting it', async () => {
    const { jwt } = await sellerSession(ctx);
    const long = 'N'.repeat(366);
    const res = await api(ctx, 'POST', '/api/Supplier', jwt, { name: long });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual(
      expect.objectContaining({ field: 'name', description: 'name: must be at most 200 characters' }),
    );
    const list = (await api(ctx, 'GET', '/api/Supplier', jwt)).body.data;
    expect(list).toEqual([]);
  });
});
