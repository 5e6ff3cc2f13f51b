import { envelope, ProductGraph } from '@shelfscope/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { csvOf, postUpload } from '../../../test/isolation/upload-files.js';
import { api, sellerSession, storedSnapshots } from '../../../test/seller.js';
import { createTestApp, eventually, type TestContext } from '../../../test/test-app.js';
import { asinOf } from '../../market/index.js';

let ctx: TestContext;
let jwt: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ jwt } = await sellerSession(ctx));
});
afterAll(() => ctx.close());

describe('uploads store snapshots without the price history', () => {
  it('the chart fetches it once, on first view, onto the same snapshot', async () => {
    // An ASIN no other test of this file reads (the snapshot table is shared by companies).
    const asin = asinOf(913);
    const supplierId = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'History on demand' })).body.data.id;
    const res = await postUpload(
      ctx,
      jwt,
      {
        name: 'one.csv',
        content: csvOf([
          ['ASIN', 'Unit Price'],
          [asin, '7.25'],
        ]),
      },
      { supplierId },
    );
    expect(res.status).toBe(200);
    await eventually(async () => {
      const upload = (await api(ctx, 'GET', `/api/Upload/${res.body.data.id}`, jwt)).body.data;
      return upload.status === 'done' ? upload : null;
    }, 25_000);
    const [product] = (await api(ctx, 'GET', `/api/Product?supplierId=${supplierId}`, jwt)).body.data as {
      id: string;
      versionId: string;
    }[];
    if (!product) throw new Error('the upload added no product');
    const before = await storedSnapshots(ctx, asin);
    expect(before).toHaveLength(1);
    expect(before[0]?.history).toBeNull();

    const fetches = vi.spyOn(ctx.services.market, 'products');
    const first = await api(ctx, 'GET', `/api/Product/${product.id}/graph`, jwt);
    expect(first.status).toBe(200);
    const graph = envelope(ProductGraph).parse(first.body).data;
    expect(graph.asin).toBe(asin);
    expect(graph.versionId).toBe(product.versionId);
    // Three years of history, as a product added alone has.
    expect(graph.sales.length).toBeGreaterThan(300);
    expect(Date.parse(graph.sales[0]?.timestamp ?? '')).toBeLessThan(Date.now() - 2.9 * 365 * 86_400_000);
    expect(graph.buyBoxSellerHistory.length).toBeGreaterThan(0);
    expect(fetches).toHaveBeenCalledTimes(1);
    expect(fetches.mock.calls[0]?.[1]).toMatchObject({ history: true });

    // Written onto the product's snapshot (its versions point at it), not a new one.
    const after = await storedSnapshots(ctx, asin);
    expect(after.map((s) => s.id)).toEqual(before.map((s) => s.id));
    expect(after[0]?.history).not.toBeNull();

    const second = await api(ctx, 'GET', `/api/Product/${product.id}/graph`, jwt);
    expect(envelope(ProductGraph).parse(second.body).data).toEqual(graph);
    expect(fetches).toHaveBeenCalledTimes(1);
    fetches.mockRestore();
  });
});
