import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvOf, postUpload } from '../../../test/isolation/upload-files.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { SIMULATED_EXAMPLES as E } from '../../market/index.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const steps = async (jwt: string) => {
  const res = await api(ctx, 'GET', '/api/Dashboard/first-steps', jwt);
  expect(res.status).toBe(200);
  return res.body.data;
};

// Issue 40, item 23: the steps stay until each is done, not until the first upload.
describe('GET /api/Dashboard/first-steps', () => {
  it('marks each step done as the company takes it, the last two after the first upload', async () => {
    const { jwt } = await sellerSession(ctx, 'First steps');
    expect(await steps(jwt)).toEqual({ supplier: false, priceList: false, shortlist: false, purchaseOrder: false });

    const supplier = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Harbor Foods' })).body.data;
    const upload = await postUpload(
      ctx,
      jwt,
      {
        name: 'list.csv',
        content: csvOf([
          ['ASIN', 'Cost'],
          [E.standard, '4.50'],
        ]),
      },
      { supplierId: supplier.id },
    );
    expect(upload.status).toBe(200);
    expect(await steps(jwt)).toEqual({ supplier: true, priceList: true, shortlist: false, purchaseOrder: false });

    await api(ctx, 'POST', '/api/Shortlist', jwt, { name: 'Spring buy', supplierId: supplier.id });
    const order = (await api(ctx, 'POST', '/api/PurchaseOrder', jwt, { supplierId: supplier.id })).body.data;
    await api(ctx, 'POST', `/api/PurchaseOrder/${order.id}/items`, jwt, { title: 'Chocolate', cost: 18.5, quantity: 4 });
    expect((await steps(jwt)).purchaseOrder).toBe(false);
    const pdf = await ctx.app.inject({
      method: 'GET',
      url: `/api/PurchaseOrder/${order.id}/download?format=csv`,
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(await steps(jwt)).toEqual({ supplier: true, priceList: true, shortlist: true, purchaseOrder: true });
  });

  it('is each company its own', async () => {
    const { jwt } = await sellerSession(ctx, 'Another company');
    expect(await steps(jwt)).toEqual({ supplier: false, priceList: false, shortlist: false, purchaseOrder: false });
  });
});
