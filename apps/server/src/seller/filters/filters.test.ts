import { envelope, UserFilter } from '@shelfscope/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const filterOf = (body: unknown) => envelope(UserFilter).parse(body).data;
const listOf = (body: unknown) => envelope(z.array(UserFilter)).parse(body).data;
const EXPRESSION = `roi >= 30 and (bsrCurrent < 50000 or brand != "Acme") and title = 'A, b.c_d-e'`;

async function create(jwt: string, name: string, filter = EXPRESSION) {
  const res = await api(ctx, 'POST', '/api/UserFilters', jwt, { name, filter });
  expect(res.status).toBe(200);
  return filterOf(res.body);
}

describe('saving and reading filters', () => {
  it('creates a filter and finds it by name, ignoring case', async () => {
    const { jwt, admin } = await sellerSession(ctx);
    const created = await create(jwt, 'Fast movers');
    expect(created).toMatchObject({ name: 'Fast movers', filter: EXPRESSION, userId: admin.memberId, createdBy: admin.memberId });
    const found = await api(ctx, 'GET', '/api/UserFilters?name=fast%20MOVERS', jwt);
    expect(found.status).toBe(200);
    expect(filterOf(found.body)).toEqual(created);
  });

  it('lists the member’s filters by name without a name', async () => {
    const { jwt } = await sellerSession(ctx);
    await create(jwt, 'Wholesale');
    await create(jwt, 'Arbitrage');
    const res = await api(ctx, 'GET', '/api/UserFilters', jwt);
    expect(listOf(res.body).map((f) => f.name)).toEqual(['Arbitrage', 'Wholesale']);
  });

  it('answers 404 for a name the member has not saved', async () => {
    const { jwt } = await sellerSession(ctx);
    const res = await api(ctx, 'GET', '/api/UserFilters?name=nothing', jwt);
    expect(res.status).toBe(404);
    expect(res.body.errors[0].type).toBe('not_found');
  });

  it('refuses a second filter of the same name, ignoring case', async () => {
    const { jwt } = await sellerSession(ctx);
    await create(jwt, 'Keepers');
    const res = await api(ctx, 'POST', '/api/UserFilters', jwt, { name: 'KEEPERS', filter: 'roi > 10' });
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([{ type: 'duplicate_name', description: 'You already have a filter with this name.' }]);
  });

  it('updates the name or the expression, and refuses a rename onto another filter', async () => {
    const { jwt, admin } = await sellerSession(ctx);
    const first = await create(jwt, 'First');
    await create(jwt, 'Second');
    const renamed = await api(ctx, 'PUT', `/api/UserFilters/${first.id}`, jwt, { name: 'Renamed' });
    expect(filterOf(renamed.body)).toMatchObject({ name: 'Renamed', filter: EXPRESSION, modifiedBy: admin.memberId });
    const changed = await api(ctx, 'PUT', `/api/UserFilters/${first.id}`, jwt, { filter: 'margin > 20' });
    expect(filterOf(changed.body)).toMatchObject({ name: 'Renamed', filter: 'margin > 20' });
    // Same name in other letters is the filter itself, not a duplicate.
    expect((await api(ctx, 'PUT', `/api/UserFilters/${first.id}`, jwt, { name: 'RENAMED' })).status).toBe(200);
    const clash = await api(ctx, 'PUT', `/api/UserFilters/${first.id}`, jwt, { name: 'second' });
    expect(clash.status).toBe(409);
    expect(clash.body.errors[0].type).toBe('duplicate_name');
  });

  it('deletes softly: gone from reads, name free again, a second delete is 404', async () => {
    const { jwt, admin } = await sellerSession(ctx);
    const filter = await create(jwt, 'Old');
    const deleted = await api(ctx, 'DELETE', `/api/UserFilters/${filter.id}`, jwt);
    expect(filterOf(deleted.body)).toMatchObject({ id: filter.id, deleted: true, deletedBy: admin.memberId });
    expect((await api(ctx, 'GET', '/api/UserFilters?name=Old', jwt)).status).toBe(404);
    expect(listOf((await api(ctx, 'GET', '/api/UserFilters', jwt)).body)).toEqual([]);
    expect((await api(ctx, 'DELETE', `/api/UserFilters/${filter.id}`, jwt)).status).toBe(404);
    expect((await api(ctx, 'PUT', `/api/UserFilters/${filter.id}`, jwt, { name: 'x' })).status).toBe(404);
    const reused = await create(jwt, 'Old');
    expect(reused.id).not.toBe(filter.id);
  });
});

describe('filter validation', () => {
  it('refuses a missing name and a bad expression, one error each', async () => {
    const { jwt } = await sellerSession(ctx);
    const res = await api(ctx, 'POST', '/api/UserFilters', jwt, { filter: 'roi > 1; drop table' });
    expect(res.status).toBe(400);
    expect((res.body.errors as { field: string }[]).map((e) => e.field).sort()).toEqual(['filter', 'name']);
  });

  it.each([
    ['empty', ''],
    ['too long', `roi > ${'1'.repeat(2000)}`],
    ['a lone !', 'not !roi'],
    ['a semicolon', 'roi > 1;'],
    ['a newline', 'roi > 1\nbsr < 2'],
  ])('refuses an expression that is %s', async (_label, filter) => {
    const { jwt } = await sellerSession(ctx);
    const res = await api(ctx, 'POST', '/api/UserFilters', jwt, { name: 'n', filter });
    expect(res.status).toBe(400);
    expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['filter']);
  });

  it('refuses an update with nothing to change', async () => {
    const { jwt } = await sellerSession(ctx);
    const filter = await create(jwt, 'Unchanged');
    const res = await api(ctx, 'PUT', `/api/UserFilters/${filter.id}`, jwt, {});
    expect(res.status).toBe(400);
    expect(res.body.errors[0].description).toContain('send name, filter or both');
  });
});
