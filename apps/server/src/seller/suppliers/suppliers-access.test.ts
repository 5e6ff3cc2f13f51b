import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { companies } from '../company/schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Route = { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; body?: unknown };

/** Every category and supplier route, on real ids. */
const routes = (categoryId: string, supplierId: string): Route[] => [
  { method: 'GET', url: '/api/Category' },
  { method: 'POST', url: '/api/Category', body: { name: 'Another' } },
  { method: 'GET', url: '/api/Category/slim' },
  { method: 'PUT', url: `/api/Category/${categoryId}`, body: { name: 'Renamed' } },
  { method: 'PUT', url: `/api/Category/${categoryId}/assign/${supplierId}` },
  { method: 'PUT', url: `/api/Category/${categoryId}/unassign/${supplierId}` },
  { method: 'GET', url: '/api/Supplier' },
  { method: 'POST', url: '/api/Supplier', body: { name: 'Another' } },
  { method: 'PUT', url: '/api/Supplier', body: { id: supplierId, name: 'Renamed' } },
  { method: 'GET', url: '/api/Supplier/slim' },
  { method: 'PUT', url: '/api/Supplier/override', body: { supplierId, override: 1 } },
  { method: 'GET', url: `/api/Supplier/${supplierId}/slim` },
  { method: 'GET', url: `/api/Supplier/${supplierId}` },
  { method: 'GET', url: `/api/Supplier/${supplierId}/refresh` },
  { method: 'PATCH', url: `/api/Supplier/${supplierId}/name?name=Renamed` },
  { method: 'PATCH', url: `/api/Supplier/${supplierId}/email?email=a%40b.example` },
  { method: 'PATCH', url: `/api/Supplier/${supplierId}/phone?phone=5550100` },
  { method: 'PATCH', url: `/api/Supplier/${supplierId}/address?address=Somewhere` },
  { method: 'POST', url: '/api/SupplierSearch', body: { name: 'Acme' } },
  { method: 'DELETE', url: `/api/Supplier/${supplierId}` },
  { method: 'DELETE', url: `/api/Category/${categoryId}` },
];

describe('who may use categories and suppliers', () => {
  let jwt: string;
  let organizationId: string;
  let categoryId: string;
  let supplierId: string;
  beforeAll(async () => {
    const session = await sellerSession(ctx);
    jwt = session.jwt;
    organizationId = session.organization.organizationId;
    categoryId = (await api(ctx, 'POST', '/api/Category', jwt, { name: 'Toys' })).body.data.id;
    supplierId = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Acme' })).body.data.id;
  });

  it('answers 401 without a token or with a bad one', async () => {
    for (const route of routes(categoryId, supplierId)) {
      for (const token of [null, 'not.a.jwt', `${jwt}x`]) {
        const res = await api(ctx, route.method, route.url, token, route.body);
        expect(res.status, `${route.method} ${route.url} with ${token?.slice(0, 8)}`).toBe(401);
      }
    }
  });

  it('answers 403 once the trial has ended, and changes nothing', async () => {
    await ctx.services.database.db
      .update(companies)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(companies.organizationId, organizationId));
    for (const route of routes(categoryId, supplierId)) {
      const res = await api(ctx, route.method, route.url, jwt, route.body);
      expect(res.status, `${route.method} ${route.url}`).toBe(403);
      expect(res.body.errors[0].description).toBe('You currently have no active subscription.');
    }
    await ctx.services.database.db
      .update(companies)
      .set({ trialEndsAt: new Date(Date.now() + 86_400_000) })
      .where(eq(companies.organizationId, organizationId));
    const supplier = (await api(ctx, 'GET', `/api/Supplier/${supplierId}`, jwt)).body.data;
    expect(supplier).toMatchObject({ name: 'Acme', deleted: false, override: -1 });
  });
});
