import { Category, CategorySlim, envelope, listEnvelope, Supplier } from '@shelfscope/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const categoryOf = (body: unknown) => envelope(Category).parse(body).data;
const supplierOf = (body: unknown) => envelope(Supplier).parse(body).data;

async function newCategory(jwt: string, name: string) {
  const res = await api(ctx, 'POST', '/api/Category', jwt, { name });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return categoryOf(res.body);
}

describe('categories', () => {
  it('creates, lists a page at a time by name, and serves the slim list', async () => {
    const { jwt } = await sellerSession(ctx);
    for (const name of ['Toys', 'beauty', 'Garden', 'Automotive', 'Electronics']) await newCategory(jwt, name);

    const first = listEnvelope(Category).parse((await api(ctx, 'GET', '/api/Category?page=1&pageSize=2', jwt)).body);
    expect(first.data.map((c) => c.name)).toEqual(['Automotive', 'beauty']);
    expect([first.page, first.pageSize, first.totalItems]).toEqual([1, 2, 5]);
    const last = listEnvelope(Category).parse((await api(ctx, 'GET', '/api/Category?page=3&pageSize=2', jwt)).body);
    expect(last.data.map((c) => c.name)).toEqual(['Toys']);
    const beyond = listEnvelope(Category).parse((await api(ctx, 'GET', '/api/Category?page=9&pageSize=2', jwt)).body);
    expect(beyond.data).toEqual([]);
    expect(beyond.totalItems).toBe(5);

    const slim = envelope(z.array(CategorySlim)).parse((await api(ctx, 'GET', '/api/Category/slim', jwt)).body).data;
    expect(slim.map((c) => c.name)).toEqual(['Automotive', 'beauty', 'Electronics', 'Garden', 'Toys']);
    expect(Object.keys(slim[0] ?? {})).toEqual(['id', 'name']);
  });

  it('trims the name and records who created it', async () => {
    const { jwt, admin } = await sellerSession(ctx);
    const category = await newCategory(jwt, '  Pet supplies  ');
    expect(category).toMatchObject({ name: 'Pet supplies', createdBy: admin.memberId, deleted: false, suppliersCount: 0 });
  });

  it('refuses a name already used in the company, ignoring case, with 409 duplicate_name', async () => {
    const { jwt } = await sellerSession(ctx);
    await newCategory(jwt, 'Kitchen');
    const again = await api(ctx, 'POST', '/api/Category', jwt, { name: 'KITCHEN' });
    expect(again.status).toBe(409);
    expect(again.body.errors[0]).toMatchObject({
      type: 'duplicate_name',
      description: 'A category with this name already exists.',
    });
    // Another company may use it.
    const other = await sellerSession(ctx, 'Other Co');
    expect((await api(ctx, 'POST', '/api/Category', other.jwt, { name: 'Kitchen' })).status).toBe(200);
  });

  it('renames, also to the same name in another case, but not to a taken name', async () => {
    const { jwt, admin } = await sellerSession(ctx);
    const home = await newCategory(jwt, 'Home');
    await newCategory(jwt, 'Office');
    const renamed = categoryOf((await api(ctx, 'PUT', `/api/Category/${home.id}`, jwt, { name: 'HOME' })).body);
    expect(renamed).toMatchObject({ id: home.id, name: 'HOME', modifiedBy: admin.memberId });
    expect(renamed.modified).not.toBeNull();
    const taken = await api(ctx, 'PUT', `/api/Category/${home.id}`, jwt, { name: 'office' });
    expect(taken.status).toBe(409);
  });

  it('deletes softly: gone from the lists, the name free again, suppliers leave it', async () => {
    const { jwt, admin } = await sellerSession(ctx);
    const sports = await newCategory(jwt, 'Sports');
    const supplier = supplierOf(
      (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Acme', categoriesIds: [sports.id] })).body,
    );
    expect(supplier.categoriesIds).toEqual([sports.id]);

    const deleted = categoryOf((await api(ctx, 'DELETE', `/api/Category/${sports.id}`, jwt)).body);
    expect(deleted).toMatchObject({ deleted: true, deletedBy: admin.memberId });
    expect((await api(ctx, 'GET', '/api/Category', jwt)).body.data).toEqual([]);
    expect((await api(ctx, 'DELETE', `/api/Category/${sports.id}`, jwt)).status).toBe(404);
    expect((await api(ctx, 'PUT', `/api/Category/${sports.id}`, jwt, { name: 'Back' })).status).toBe(404);
    expect(supplierOf((await api(ctx, 'GET', `/api/Supplier/${supplier.id}`, jwt)).body).categories).toEqual([]);
    expect((await api(ctx, 'POST', '/api/Category', jwt, { name: 'Sports' })).status).toBe(200);
  });

  it('assigns a supplier to a category and unassigns it, both harmless when repeated', async () => {
    const { jwt } = await sellerSession(ctx);
    const toys = await newCategory(jwt, 'Toys');
    const supplier = supplierOf((await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Toy Barn' })).body);
    const assign = `/api/Category/${toys.id}/assign/${supplier.id}`;

    for (let i = 0; i < 2; i++) {
      const assigned = supplierOf((await api(ctx, 'PUT', assign, jwt)).body);
      expect(assigned.categories).toEqual([{ id: toys.id, name: 'Toys' }]);
    }
    const listed = listEnvelope(Category).parse((await api(ctx, 'GET', '/api/Category', jwt)).body).data;
    expect(listed[0]?.suppliersCount).toBe(1);

    for (let i = 0; i < 2; i++) {
      const unassigned = supplierOf((await api(ctx, 'PUT', `/api/Category/${toys.id}/unassign/${supplier.id}`, jwt)).body);
      expect(unassigned.categoriesIds).toEqual([]);
    }
  });

  it('answers 404 for an unknown or malformed category or supplier in assign', async () => {
    const { jwt } = await sellerSession(ctx);
    const toys = await newCategory(jwt, 'Toys');
    const supplier = supplierOf((await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Toy Barn' })).body);
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const url of [
      `/api/Category/${unknown}/assign/${supplier.id}`,
      `/api/Category/${toys.id}/assign/${unknown}`,
      `/api/Category/not-an-id/assign/${supplier.id}`,
      `/api/Category/${toys.id}/unassign/not-an-id`,
    ]) {
      expect((await api(ctx, 'PUT', url, jwt)).status, url).toBe(404);
    }
  });

  it("never links one company's supplier to another company's category", async () => {
    const a = await sellerSession(ctx, 'Company A');
    const b = await sellerSession(ctx, 'Company B');
    const theirs = await newCategory(a.jwt, 'Toys');
    const mine = supplierOf((await api(ctx, 'POST', '/api/Supplier', b.jwt, { name: 'Toy Barn' })).body);
    expect((await api(ctx, 'PUT', `/api/Category/${theirs.id}/assign/${mine.id}`, b.jwt)).status).toBe(404);
    const update = { id: mine.id, name: 'Toy Barn', categoriesIds: [theirs.id] };
    expect((await api(ctx, 'PUT', '/api/Supplier', b.jwt, update)).status).toBe(404);
    expect(supplierOf((await api(ctx, 'GET', `/api/Supplier/${mine.id}`, b.jwt)).body).categories).toEqual([]);
  });

  it('reports each bad field with a readable description', async () => {
    const { jwt } = await sellerSession(ctx);
    for (const body of [{}, { name: '' }, { name: '   ' }, { name: 'x'.repeat(201) }, { name: 42 }]) {
      const res = await api(ctx, 'POST', '/api/Category', jwt, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors).toHaveLength(1);
      expect(res.body.errors[0].field).toBe('name');
    }
    for (const query of ['page=0', 'pageSize=501', 'page=abc']) {
      expect((await api(ctx, 'GET', `/api/Category?${query}`, jwt)).status, query).toBe(400);
    }
  });
});
