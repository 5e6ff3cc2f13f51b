import { Watch } from '@shelfscope/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { asinOf } from '../../market/index.js';
import { watchedProductIds } from './job.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const watchOf = (body: unknown) => Watch.parse((body as { data: unknown }).data);
const listOf = (body: unknown) => z.array(Watch).parse((body as { data: unknown }).data);

/** A company with a supplier of two products. */
async function seller(name: string, first: number) {
  const { jwt, admin } = await sellerSession(ctx, name);
  const companyId = (await api(ctx, 'GET', '/api/Company', jwt)).body.data.id as string;
  const supplierId = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: `${name} supplier` })).body.data.id as string;
  const productIds: string[] = [];
  for (const n of [first, first + 1]) {
    const created = await api(ctx, 'POST', '/api/Product', jwt, {
      supplierId,
      identifier: asinOf(n),
      identifierType: 0,
      cost: 4,
    });
    productIds.push(created.body.data.product.id as string);
  }
  return { jwt, admin, companyId, supplierId, productIds };
}

const scheduled = (companyId: string) =>
  watchedProductIds({ db: ctx.services.database.db, companyId, memberId: 'test', isAppFilterOn: true });

describe('the watch list (/api/Watch)', () => {
  it('watches a product and a supplier without a rule, lists, and stops; once per target', async () => {
    const s = await seller('Watchful Traders', 501);
    const [first, second] = s.productIds as [string, string];
    expect(await scheduled(s.companyId)).toEqual([]);

    const one = await api(ctx, 'POST', '/api/Watch', s.jwt, { productId: first });
    expect(one.status).toBe(200);
    const product = watchOf(one.body);
    expect(product).toMatchObject({ kind: 'product', productId: first, supplierId: null, products: 1 });
    expect(product.name).toBeTruthy();
    // Watching it again answers the same watch.
    expect(watchOf((await api(ctx, 'POST', '/api/Watch', s.jwt, { productId: first })).body).id).toBe(product.id);
    expect(await scheduled(s.companyId)).toEqual([first]);

    const supplier = watchOf((await api(ctx, 'POST', '/api/Watch', s.jwt, { supplierId: s.supplierId })).body);
    expect(supplier).toMatchObject({ kind: 'supplier', name: 'Watchful Traders supplier', products: 2 });
    expect(await scheduled(s.companyId)).toEqual([first, second].sort());

    const all = listOf((await api(ctx, 'GET', '/api/Watch', s.jwt)).body);
    expect(all.map((w) => w.id)).toEqual([supplier.id, product.id]);
    const ofProduct = listOf((await api(ctx, 'GET', `/api/Watch?productId=${first}`, s.jwt)).body);
    expect(ofProduct.map((w) => w.id)).toEqual([product.id]);

    expect((await api(ctx, 'DELETE', `/api/Watch/${supplier.id}`, s.jwt)).status).toBe(200);
    expect(await scheduled(s.companyId)).toEqual([first]);
    expect((await api(ctx, 'DELETE', `/api/Watch/${supplier.id}`, s.jwt)).status).toBe(404);
    expect(listOf((await api(ctx, 'GET', '/api/Watch', s.jwt)).body).map((w) => w.id)).toEqual([product.id]);
  });

  it('refuses another company’s target naming the field, two targets or none, and hides other companies’ watches', async () => {
    const a = await seller('Watch A', 511);
    const b = await seller('Watch B', 521);
    const theirs = await api(ctx, 'POST', '/api/Watch', b.jwt, { productId: a.productIds[0] });
    expect(theirs.status).toBe(400);
    expect(theirs.body.errors[0].field).toBe('productId');
    const supplier = await api(ctx, 'POST', '/api/Watch', b.jwt, { supplierId: a.supplierId });
    expect(supplier.status).toBe(400);
    expect(supplier.body.errors[0].field).toBe('supplierId');
    expect((await api(ctx, 'POST', '/api/Watch', b.jwt, {})).status).toBe(400);
    expect((await api(ctx, 'POST', '/api/Watch', b.jwt, { productId: b.productIds[0], supplierId: b.supplierId })).status).toBe(
      400,
    );
    const mine = watchOf((await api(ctx, 'POST', '/api/Watch', a.jwt, { productId: a.productIds[0] })).body);
    expect((await api(ctx, 'DELETE', `/api/Watch/${mine.id}`, b.jwt)).status).toBe(404);
    expect(listOf((await api(ctx, 'GET', '/api/Watch', b.jwt)).body)).toEqual([]);
    expect((await api(ctx, 'DELETE', '/api/Watch/not-an-id', a.jwt)).status).toBe(404);
  });
});
