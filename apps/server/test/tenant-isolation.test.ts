import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resources as filters } from './isolation/filters.js';
import { resources as integrations } from './isolation/integrations.js';
import { resources as products } from './isolation/products.js';
import { resources as purchaseOrders } from './isolation/purchase-orders.js';
import { resources as userResources } from './isolation/resources.js';
import { resources as settings } from './isolation/settings.js';
import { resources as shortlists } from './isolation/shortlists.js';
import { resources as suppliers } from './isolation/suppliers.js';
import type { IsolationResource } from './isolation/types.js';
import { resources as uploads } from './isolation/uploads.js';
import { api, sellerSession } from './seller.js';
import { createTestApp, type TestContext } from './test-app.js';

/** Every area's routes; a later issue adds its file to this list. */
const RESOURCES: IsolationResource[] = [
  ...settings,
  ...filters,
  ...userResources,
  ...suppliers,
  ...products,
  ...shortlists,
  ...purchaseOrders,
  ...uploads,
  ...integrations,
];

/**
 * Two companies; company B's token on company A's ids must read, change and reveal nothing:
 * the answer is a 404 (never 200, 403 or a 500, which would say the row exists), and A's
 * resource is the same afterwards. Run twice: as built, and with the application's own company
 * filter off, so row-level security alone must hold.
 */
for (const appFilter of ['on', 'off'] as const) {
  describe(`tenant isolation (application filter ${appFilter})`, () => {
    let ctx: TestContext;
    let a: { jwt: string };
    let b: { jwt: string };
    beforeAll(async () => {
      ctx = await createTestApp(appFilter === 'off' ? { SELLER_TEST_APP_TENANT_FILTER: '0' } : {});
      a = await sellerSession(ctx, 'Company A');
      b = await sellerSession(ctx, 'Company B');
    });
    afterAll(() => ctx.close());

    it('keeps each company to its own company record', async () => {
      const own = await api(ctx, 'GET', '/api/Company', a.jwt);
      const other = await api(ctx, 'GET', '/api/Company', b.jwt);
      expect(own.body.data.id).not.toBe(other.body.data.id);
    });

    for (const resource of RESOURCES) {
      it(`${resource.name}: another company's token reads, changes and reveals nothing`, async () => {
        const id = await resource.create(ctx, a.jwt);
        const before = await resource.probe(ctx, a.jwt, id);
        for (const route of resource.routes) {
          const res = await api(ctx, route.method, route.url(id), b.jwt, route.body?.(id));
          expect(res.status, `${route.method} ${route.url(id)}`).toBe(404);
          expect(JSON.stringify(res.body)).not.toContain('Company A');
        }
        for (const list of resource.lists ?? []) {
          const res = await api(ctx, list.method, list.url, b.jwt, list.body);
          expect(res.status, `${list.method} ${list.url}`).toBe(200);
          // An id may name several rows ("shortlist item"): none of them may show.
          for (const part of id.split(' ')) expect(JSON.stringify(res.body), `${list.method} ${list.url}`).not.toContain(part);
          expect(JSON.stringify(res.body), `${list.method} ${list.url}`).not.toContain('Company A');
        }
        expect(await resource.probe(ctx, a.jwt, id)).toEqual(before);
      });
    }
  });
}

describe('tenant isolation of bulk product routes', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it("another company's ids are ignored by bulk refresh and delete, and its supplier is a 404", async () => {
    const a = await sellerSession(ctx, 'Company A');
    const b = await sellerSession(ctx, 'Company B');
    const [product] = resourcesOf('product');
    const id = await product?.create(ctx, a.jwt);
    const before = await product?.probe(ctx, a.jwt, id ?? '');
    const supplierId = (before as { supplierId: string }).supplierId;
    expect((await api(ctx, 'PUT', '/api/Product/refresh', b.jwt, { ids: [id] })).body.data).toEqual({ count: 0 });
    expect((await api(ctx, 'POST', '/api/product/delete', b.jwt, { ids: [id] })).body.data).toEqual({ count: 0 });
    for (const url of [
      `/api/Product?supplierId=${supplierId}`,
      `/api/product/filtered?supplierId=${supplierId}`,
      `/api/Supplier/${supplierId}/refresh`,
    ]) {
      const res = await api(ctx, url.includes('filtered') ? 'DELETE' : 'GET', url, b.jwt);
      expect(res.status, url).toBe(404);
    }
    const post = await api(ctx, 'POST', '/api/Product', b.jwt, { supplierId, identifier: 'B0ZZZZZZZZ', identifierType: 0 });
    expect(post.status).toBe(404);
    expect(await product?.probe(ctx, a.jwt, id ?? '')).toEqual(before);
  });
});

function resourcesOf(name: string): IsolationResource[] {
  return RESOURCES.filter((resource) => resource.name === name);
}

describe('tenant isolation of the quick view and the browser extension', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  it("emptying one company's quick view leaves the other's; the extension reads each company's own item", async () => {
    const a = await sellerSession(ctx, 'Company A');
    const b = await sellerSession(ctx, 'Company B');
    const [item] = resourcesOf('quick-view item');
    const id = await item?.create(ctx, a.jwt);
    const before = (await item?.probe(ctx, a.jwt, id ?? '')) as { asin: string; selectedBuyBoxValue: number };
    expect((await api(ctx, 'DELETE', '/api/QuickView', b.jwt)).body.data).toEqual({ count: 0 });
    const theirs = await api(ctx, 'GET', `/api/BrowserExtension/${before.asin}`, b.jwt);
    expect(theirs.body.data.id).not.toBe(id);
    expect(theirs.body.data.selectedBuyBoxValue).not.toBe(77);
    await api(ctx, 'PATCH', `/api/BrowserExtension/${before.asin}/cost?cost=99`, b.jwt);
    expect(await item?.probe(ctx, a.jwt, id ?? '')).toEqual(before);
  });
});
