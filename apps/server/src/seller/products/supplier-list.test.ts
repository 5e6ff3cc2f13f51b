import { envelope, listEnvelope, Product, ProductCreateResult, Supplier } from '@shelfscope/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { SIMULATED_EXAMPLES } from '../../market/index.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const list = (body: unknown) => listEnvelope(Product).parse(body);

async function supplier(jwt: string, name: string) {
  return envelope(Supplier).parse((await api(ctx, 'POST', '/api/Supplier', jwt, { name })).body).data.id;
}

async function add(jwt: string, supplierId: string, identifier: string) {
  const res = await api(ctx, 'POST', '/api/Product', jwt, { supplierId, identifierType: 0, identifier });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return envelope(ProductCreateResult).parse(res.body).data.product;
}

describe('GET /api/Product without a supplier (the grid default, issue 40 item 29)', () => {
  it("answers the first supplier's by name, as the asked list would", async () => {
    const { jwt } = await sellerSession(ctx);
    // Created out of name order: "Bravo" first, so creation order is not what decides.
    const bravo = await supplier(jwt, 'Bravo Goods');
    const alpha = await supplier(jwt, 'alpha wholesale');
    await add(jwt, bravo, SIMULATED_EXAMPLES.standard);
    const mine = await add(jwt, alpha, SIMULATED_EXAMPLES.oversize);

    const defaulted = await api(ctx, 'GET', '/api/Product?pageSize=50', jwt);
    expect(defaulted.status, JSON.stringify(defaulted.body)).toBe(200);
    const asked = await api(ctx, 'GET', `/api/Product?pageSize=50&supplierId=${alpha}`, jwt);
    expect(list(defaulted.body)).toEqual(list(asked.body));
    expect(list(defaulted.body).data.map((p) => [p.id, p.supplierId])).toEqual([[mine?.id, alpha]]);
    expect(mine).not.toBeNull();
  });

  it('answers an empty page when the company has no supplier yet', async () => {
    const { jwt } = await sellerSession(ctx);
    const res = await api(ctx, 'GET', '/api/Product', jwt);
    expect(res.status).toBe(200);
    expect(list(res.body)).toMatchObject({ data: [], totalItems: 0 });
  });

  it('still answers 404 for a supplier that is not the company’s', async () => {
    const { jwt } = await sellerSession(ctx);
    await supplier(jwt, 'Mine');
    const other = await sellerSession(ctx);
    const theirs = await supplier(other.jwt, 'Theirs');
    expect((await api(ctx, 'GET', `/api/Product?supplierId=${theirs}`, jwt)).status).toBe(404);
  });

  it('keeps supplierId required on the export', async () => {
    const { jwt } = await sellerSession(ctx);
    await supplier(jwt, 'Mine');
    const res = await api(ctx, 'GET', '/api/Product/export?format=csv', jwt);
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('supplierId');
  });
});
