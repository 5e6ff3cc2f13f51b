import { Category, envelope, listEnvelope, PlanDetails, Supplier, SupplierRefresh, SupplierSlim } from '@shelfscope/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { companies } from '../company/schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const supplierOf = (body: unknown) => envelope(Supplier).parse(body).data;
const listOf = (body: unknown) => listEnvelope(Supplier).parse(body);

async function newSupplier(jwt: string, body: Record<string, unknown>) {
  const res = await api(ctx, 'POST', '/api/Supplier', jwt, body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return supplierOf(res.body);
}

async function newCategory(jwt: string, name: string) {
  return envelope(Category).parse((await api(ctx, 'POST', '/api/Category', jwt, { name })).body).data;
}

describe('suppliers', () => {
  it('creates a supplier with its contact fields, categories and zero product counts', async () => {
    const { jwt, admin } = await sellerSession(ctx);
    const grocery = await newCategory(jwt, 'Grocery');
    const created = await newSupplier(jwt, {
      name: ' Harbor Wholesale ',
      phone: '+1 (555) 010-2000',
      email: 'orders@harbor.example',
      address: '12 Quay Street',
      city: 'Portland',
      state: 'OR',
      zipCode: '97201',
      categoriesIds: [grocery.id],
    });
    expect(created).toMatchObject({
      name: 'Harbor Wholesale',
      phone: '+1 (555) 010-2000',
      email: 'orders@harbor.example',
      city: 'Portland',
      createdBy: admin.memberId,
      override: -1,
      overrideCustomValue: null,
      productsCount: 0,
      astroScore1: 0,
      astroScore5: 0,
      categoriesIds: [grocery.id],
      categories: [{ id: grocery.id, name: 'Grocery' }],
    });
    expect(supplierOf((await api(ctx, 'GET', `/api/Supplier/${created.id}`, jwt)).body)).toEqual(created);
  });

  it('lists by name a page at a time, and filters by categories (repeated or comma-separated)', async () => {
    const { jwt } = await sellerSession(ctx);
    const toys = await newCategory(jwt, 'Toys');
    const tools = await newCategory(jwt, 'Tools');
    await newSupplier(jwt, { name: 'Delta', categoriesIds: [toys.id] });
    await newSupplier(jwt, { name: 'alpha', categoriesIds: [tools.id, toys.id] });
    await newSupplier(jwt, { name: 'Charlie' });
    await newSupplier(jwt, { name: 'Bravo', categoriesIds: [tools.id] });

    const page = listOf((await api(ctx, 'GET', '/api/Supplier?page=2&pageSize=3', jwt)).body);
    expect(page.data.map((s) => s.name)).toEqual(['Delta']);
    expect([page.page, page.pageSize, page.totalItems]).toEqual([2, 3, 4]);

    const inToys = listOf((await api(ctx, 'GET', `/api/Supplier?categories=${toys.id}`, jwt)).body);
    expect(inToys.data.map((s) => s.name)).toEqual(['alpha', 'Delta']);
    expect(inToys.totalItems).toBe(2);
    expect(inToys.data[0]?.categories.map((c) => c.name)).toEqual(['Tools', 'Toys']);

    for (const query of [`categories=${toys.id},${tools.id}`, `categories=${toys.id}&categories=${tools.id}`]) {
      const either = listOf((await api(ctx, 'GET', `/api/Supplier?${query}`, jwt)).body);
      expect(
        either.data.map((s) => s.name),
        query,
      ).toEqual(['alpha', 'Bravo', 'Delta']);
    }
    // Another company's or an unknown category simply matches nothing.
    const other = await sellerSession(ctx, 'Other Co');
    const theirs = await newCategory(other.jwt, 'Toys');
    expect(listOf((await api(ctx, 'GET', `/api/Supplier?categories=${theirs.id}`, jwt)).body).totalItems).toBe(0);
    expect((await api(ctx, 'GET', '/api/Supplier?categories=toys', jwt)).status).toBe(400);
  });

  it('serves the slim lists', async () => {
    const { jwt } = await sellerSession(ctx);
    const b = await newSupplier(jwt, { name: 'Bravo', city: 'Reno' });
    await newSupplier(jwt, { name: 'Alpha' });
    const slim = envelope(z.array(SupplierSlim)).parse((await api(ctx, 'GET', '/api/Supplier/slim', jwt)).body).data;
    expect(slim.map((s) => s.name)).toEqual(['Alpha', 'Bravo']);
    // The name, and the marketplace and currency its shortlists' and orders' totals are in (issue 41).
    expect(Object.keys(slim[0] ?? {})).toEqual(['id', 'name', 'marketplace', 'currency']);
    const one = envelope(SupplierSlim).parse((await api(ctx, 'GET', `/api/Supplier/${b.id}/slim`, jwt)).body).data;
    expect(one).toEqual({ id: b.id, name: 'Bravo', marketplace: 'US', currency: 'USD' });
    const pounds = await newSupplier(jwt, { name: 'Charlie', marketplace: 'DE', currency: 'GBP' });
    const quoted = envelope(SupplierSlim).parse((await api(ctx, 'GET', `/api/Supplier/${pounds.id}/slim`, jwt)).body).data;
    expect(quoted).toEqual({ id: pounds.id, name: 'Charlie', marketplace: 'DE', currency: 'GBP' });
  });

  it('updates with PUT: sent fields set, null clears, absent fields kept, categories replaced', async () => {
    const { jwt, admin } = await sellerSession(ctx);
    const toys = await newCategory(jwt, 'Toys');
    const tools = await newCategory(jwt, 'Tools');
    const s = await newSupplier(jwt, { name: 'Acme', phone: '555-0100', city: 'Austin', categoriesIds: [toys.id] });

    const res = await api(ctx, 'PUT', '/api/Supplier', jwt, { id: s.id, name: 'Acme Co', phone: null, state: 'TX' });
    const updated = supplierOf(res.body);
    expect(updated).toMatchObject({ name: 'Acme Co', phone: null, city: 'Austin', state: 'TX', modifiedBy: admin.memberId });
    expect(updated.categoriesIds).toEqual([toys.id]);

    const moved = supplierOf(
      (await api(ctx, 'PUT', '/api/Supplier', jwt, { id: s.id, name: 'Acme Co', categoriesIds: [tools.id] })).body,
    );
    expect(moved.categories).toEqual([{ id: tools.id, name: 'Tools' }]);
    expect((await api(ctx, 'PUT', '/api/Supplier', jwt, { id: s.id })).status).toBe(400);
  });

  it('edits single fields with PATCH and the value in the query', async () => {
    const { jwt } = await sellerSession(ctx);
    const s = await newSupplier(jwt, { name: 'Acme', phone: '555-0100' });
    const url = (field: string, value: string) => `/api/Supplier/${s.id}/${field}?${field}=${encodeURIComponent(value)}`;

    expect(supplierOf((await api(ctx, 'PATCH', url('name', 'Acme Two'), jwt)).body).name).toBe('Acme Two');
    expect(supplierOf((await api(ctx, 'PATCH', url('email', 'a@acme.example'), jwt)).body).email).toBe('a@acme.example');
    expect(supplierOf((await api(ctx, 'PATCH', url('address', '1 Main St'), jwt)).body).address).toBe('1 Main St');
    expect(supplierOf((await api(ctx, 'PATCH', url('phone', ''), jwt)).body).phone).toBeNull();

    const bad = await api(ctx, 'PATCH', url('email', 'not-an-email'), jwt);
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ field: 'email', description: expect.stringContaining('email') });
    expect((await api(ctx, 'PATCH', url('phone', 'call me'), jwt)).status).toBe(400);
    expect((await api(ctx, 'PATCH', url('name', ''), jwt)).status).toBe(400);
    expect((await api(ctx, 'PATCH', `/api/Supplier/${s.id}/name`, jwt)).status).toBe(400);
  });

  it('refuses duplicate names with 409 on create, update and patch', async () => {
    const { jwt } = await sellerSession(ctx);
    await newSupplier(jwt, { name: 'Acme' });
    const other = await newSupplier(jwt, { name: 'Zenith' });
    const created = await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'ACME' });
    expect(created.status).toBe(409);
    expect(created.body.errors[0]).toMatchObject({
      type: 'duplicate_name',
      description: 'A supplier with this name already exists.',
    });
    expect((await api(ctx, 'PUT', '/api/Supplier', jwt, { id: other.id, name: 'acme' })).status).toBe(409);
    expect((await api(ctx, 'PATCH', `/api/Supplier/${other.id}/name?name=Acme`, jwt)).status).toBe(409);
  });

  it('sets the supplier-wide buy-box override; 5 needs its custom value', async () => {
    const { jwt } = await sellerSession(ctx);
    const s = await newSupplier(jwt, { name: 'Acme' });
    const set = (body: unknown) => api(ctx, 'PUT', '/api/Supplier/override', jwt, body);

    expect(supplierOf((await set({ supplierId: s.id, override: 2 })).body)).toMatchObject({ override: 2 });
    const custom = supplierOf((await set({ id: s.id, override: 5, overrideCustomValue: 24.99 })).body);
    expect(custom).toMatchObject({ override: 5, overrideCustomValue: 24.99 });
    // Another override drops the custom value.
    expect(supplierOf((await set({ supplierId: s.id, override: -1, overrideCustomValue: 3 })).body)).toMatchObject({
      override: -1,
      overrideCustomValue: null,
    });

    for (const body of [
      { supplierId: s.id, override: 6 },
      { supplierId: s.id, override: -2 },
      { supplierId: s.id, override: 1.5 },
      { supplierId: s.id, override: 5 },
      { supplierId: s.id, override: 5, overrideCustomValue: -1 },
      { override: 1 },
    ]) {
      const res = await set(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors).toHaveLength(1);
    }
    expect((await set({ supplierId: '00000000-0000-4000-8000-000000000000', override: 1 })).status).toBe(404);
  });

  it('reports nothing to refresh while the supplier has no products', async () => {
    const { jwt } = await sellerSession(ctx);
    const s = await newSupplier(jwt, { name: 'Acme' });
    const res = envelope(SupplierRefresh).parse((await api(ctx, 'GET', `/api/Supplier/${s.id}/refresh`, jwt)).body).data;
    expect(res).toEqual({ queued: 0, message: 'Nothing to refresh: this supplier has no products yet.' });
  });

  it('deletes softly: gone everywhere, the name free again, its category links removed', async () => {
    const { jwt, admin } = await sellerSession(ctx);
    const toys = await newCategory(jwt, 'Toys');
    const s = await newSupplier(jwt, { name: 'Acme', categoriesIds: [toys.id] });
    const deleted = supplierOf((await api(ctx, 'DELETE', `/api/Supplier/${s.id}`, jwt)).body);
    expect(deleted).toMatchObject({ id: s.id, deleted: true, deletedBy: admin.memberId, categoriesIds: [] });

    for (const [method, url] of [
      ['GET', `/api/Supplier/${s.id}`],
      ['GET', `/api/Supplier/${s.id}/slim`],
      ['GET', `/api/Supplier/${s.id}/refresh`],
      ['DELETE', `/api/Supplier/${s.id}`],
      ['PATCH', `/api/Supplier/${s.id}/name?name=Back`],
    ] as const) {
      expect((await api(ctx, method, url, jwt)).status, `${method} ${url}`).toBe(404);
    }
    expect(listOf((await api(ctx, 'GET', '/api/Supplier', jwt)).body).totalItems).toBe(0);
    const categories = listEnvelope(Category).parse((await api(ctx, 'GET', '/api/Category', jwt)).body).data;
    expect(categories[0]?.suppliersCount).toBe(0);
    expect((await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Acme' })).status).toBe(200);
  });

  it('searches by name, city, state and category (id or name)', async () => {
    const { jwt } = await sellerSession(ctx);
    const toys = await newCategory(jwt, 'Toys');
    await newSupplier(jwt, { name: 'Northwind Toys', city: 'Seattle', state: 'WA', categoriesIds: [toys.id] });
    await newSupplier(jwt, { name: 'Northwind Tools', city: 'Seattle', state: 'WA' });
    await newSupplier(jwt, { name: '100% Deals_Co', city: 'Austin', state: 'TX', categoriesIds: [toys.id] });
    const search = async (body: unknown) =>
      envelope(z.array(Supplier))
        .parse((await api(ctx, 'POST', '/api/SupplierSearch', jwt, body)).body)
        .data.map((s) => s.name);

    expect(await search({ name: 'northwind' })).toEqual(['Northwind Tools', 'Northwind Toys']);
    expect(await search({ name: 'northwind', category: 'toys' })).toEqual(['Northwind Toys']);
    expect(await search({ category: toys.id })).toEqual(['100% Deals_Co', 'Northwind Toys']);
    expect(await search({ city: 'seattle', state: 'wa' })).toEqual(['Northwind Tools', 'Northwind Toys']);
    expect(await search({ state: 'TX' })).toEqual(['100% Deals_Co']);
    // LIKE wildcards in the text are literal.
    expect(await search({ name: '%' })).toEqual(['100% Deals_Co']);
    expect(await search({ name: '_' })).toEqual(['100% Deals_Co']);
    expect(await search({ name: 'nowhere' })).toEqual([]);
    expect(await search({})).toHaveLength(3);
    expect(await search({ limit: 1 })).toHaveLength(1);
    expect((await api(ctx, 'POST', '/api/SupplierSearch', jwt, { limit: 0 })).status).toBe(400);
  });

  it('reports each bad field of a create with a readable description', async () => {
    const { jwt } = await sellerSession(ctx);
    const res = await api(ctx, 'POST', '/api/Supplier', jwt, {
      name: '',
      email: 'nope',
      phone: 'x',
      zipCode: '1'.repeat(21),
      categoriesIds: ['not-an-id'],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'categoriesIds.0',
      'email',
      'name',
      'phone',
      'zipCode',
    ]);
    // A well-formed category id that is not the company's: 404, and nothing is created.
    const unknown = await api(ctx, 'POST', '/api/Supplier', jwt, {
      name: 'Ghost',
      categoriesIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(unknown.status).toBe(404);
    expect(listOf((await api(ctx, 'GET', '/api/Supplier', jwt)).body).totalItems).toBe(0);
  });

  it('counts suppliers against the plan limit and refuses one more at the limit', async () => {
    const { jwt, organization } = await sellerSession(ctx);
    await api(ctx, 'GET', '/api/Company', jwt); // the company record exists from the first call
    await ctx.services.database.db
      .update(companies)
      .set({ planCode: 'OAPro' })
      .where(eq(companies.organizationId, organization.organizationId));
    const plan = async () =>
      PlanDetails.parse(envelope(PlanDetails).parse((await api(ctx, 'GET', '/api/UserAccount/plan', jwt)).body).data);
    for (let i = 0; i < 25; i++) await newSupplier(jwt, { name: `Supplier ${i}` });
    expect((await plan()).planLimits.find((l) => l.limitName === 'Suppliers')).toEqual({
      limitName: 'Suppliers',
      maxValue: 25,
      currentValue: 25,
    });
    const over = await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'One too many' });
    expect(over.status).toBe(409);
    expect(over.body.errors[0]).toMatchObject({ type: 'plan_limit_reached' });
    expect(over.body.errors[0].description).toContain('25 suppliers');
  });
});
