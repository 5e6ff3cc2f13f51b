import { envelope, UserFilter } from '@shelfscope/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, seedMember } from '../../../test/identity.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { companies } from '../company/schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const filterOf = (body: unknown) => envelope(UserFilter).parse(body).data;
const ANY_ID = '00000000-0000-4000-8000-000000000000';

const routes = (id: string) =>
  [
    { method: 'GET', url: '/api/UserFilters' },
    { method: 'GET', url: '/api/UserFilters?name=Mine' },
    { method: 'POST', url: '/api/UserFilters', body: { name: 'Another', filter: 'roi > 1' } },
    { method: 'PUT', url: `/api/UserFilters/${id}`, body: { name: 'Renamed' } },
    { method: 'DELETE', url: `/api/UserFilters/${id}` },
  ] as const;

describe('who may use saved filters', () => {
  it('answers 401 without a token', async () => {
    for (const route of routes(ANY_ID)) {
      const res = await api(ctx, route.method, route.url, null, 'body' in route ? route.body : undefined);
      expect(res.status, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers 403 once the trial has ended', async () => {
    const { jwt, organization } = await sellerSession(ctx);
    const filter = filterOf((await api(ctx, 'POST', '/api/UserFilters', jwt, { name: 'Mine', filter: 'roi > 1' })).body);
    await ctx.services.database.db
      .update(companies)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(companies.organizationId, organization.organizationId));
    for (const route of routes(filter.id)) {
      const res = await api(ctx, route.method, route.url, jwt, 'body' in route ? route.body : undefined);
      expect(res.status, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('answers 404 for a malformed or unknown id', async () => {
    const { jwt } = await sellerSession(ctx);
    for (const id of ['not-a-uuid', ANY_ID, "1' or '1'='1"]) {
      const path = `/api/UserFilters/${encodeURIComponent(id)}`;
      expect((await api(ctx, 'PUT', path, jwt, { name: 'x' })).status, id).toBe(404);
      expect((await api(ctx, 'DELETE', path, jwt)).status, id).toBe(404);
    }
  });

  it('keeps each member of a company to their own filters', async () => {
    const { jwt, organization } = await sellerSession(ctx);
    const member = await seedMember(ctx, organization.organizationId);
    const other = (await logIn(ctx, member.emailAddress, organization.organizationId)).sessionJwt;
    const mine = filterOf((await api(ctx, 'POST', '/api/UserFilters', jwt, { name: 'Mine', filter: 'roi > 30' })).body);

    // The other member sees none of it, may use the same name, and cannot touch mine.
    expect((await api(ctx, 'GET', '/api/UserFilters', other)).body.data).toEqual([]);
    expect((await api(ctx, 'GET', '/api/UserFilters?name=Mine', other)).status).toBe(404);
    const theirs = await api(ctx, 'POST', '/api/UserFilters', other, { name: 'Mine', filter: 'roi > 50' });
    expect(theirs.status).toBe(200);
    expect(filterOf(theirs.body).userId).toBe(member.memberId);
    expect((await api(ctx, 'PUT', `/api/UserFilters/${mine.id}`, other, { filter: 'roi > 0' })).status).toBe(404);
    expect((await api(ctx, 'DELETE', `/api/UserFilters/${mine.id}`, other)).status).toBe(404);

    expect(filterOf((await api(ctx, 'GET', '/api/UserFilters?name=Mine', jwt)).body)).toEqual(mine);
  });
});
