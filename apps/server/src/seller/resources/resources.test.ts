import { envelope, UserResource } from '@shelfscope/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { logIn, seedMember } from '../../../test/identity.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { companies } from '../company/schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const resourceOf = (body: unknown) => envelope(UserResource).parse(body).data;
const listOf = (body: unknown) => envelope(z.array(UserResource)).parse(body).data;

async function create(jwt: string, input: { value: string; resourceType: number; name?: string }) {
  const res = await api(ctx, 'POST', '/api/UserResources', jwt, input);
  expect(res.status).toBe(200);
  return resourceOf(res.body);
}

describe('user resources', () => {
  it('creates resources and lists them, all or of one type', async () => {
    const { jwt, admin } = await sellerSession(ctx);
    const named = await create(jwt, { value: 'https://example.com/sheet', resourceType: 2, name: 'Price sheet' });
    expect(named).toMatchObject({
      value: 'https://example.com/sheet',
      resourceType: 2,
      name: 'Price sheet',
      userId: admin.memberId,
    });
    const unnamed = await create(jwt, { value: 'note', resourceType: 0 });
    expect(unnamed.name).toBeNull();
    expect(listOf((await api(ctx, 'GET', '/api/UserResources', jwt)).body).map((r) => r.id)).toEqual([unnamed.id, named.id]);
    expect(listOf((await api(ctx, 'GET', '/api/UserResources?resourceType=2', jwt)).body)).toEqual([named]);
    expect(listOf((await api(ctx, 'GET', '/api/UserResources?resourceType=6', jwt)).body)).toEqual([]);
  });

  it('deletes softly: gone from the list, a second delete is 404', async () => {
    const { jwt, admin } = await sellerSession(ctx);
    const resource = await create(jwt, { value: 'v', resourceType: 1 });
    const deleted = await api(ctx, 'DELETE', `/api/UserResources/${resource.id}`, jwt);
    expect(resourceOf(deleted.body)).toMatchObject({ id: resource.id, deleted: true, deletedBy: admin.memberId });
    expect(listOf((await api(ctx, 'GET', '/api/UserResources', jwt)).body)).toEqual([]);
    expect((await api(ctx, 'DELETE', `/api/UserResources/${resource.id}`, jwt)).status).toBe(404);
  });

  it('refuses bad input with one error per field', async () => {
    const { jwt } = await sellerSession(ctx);
    const missing = await api(ctx, 'POST', '/api/UserResources', jwt, { name: '' });
    expect(missing.status).toBe(400);
    expect((missing.body.errors as { field: string }[]).map((e) => e.field).sort()).toEqual(['name', 'resourceType', 'value']);
    for (const resourceType of [-1, 7, 1.5, '2']) {
      const res = await api(ctx, 'POST', '/api/UserResources', jwt, { value: 'v', resourceType });
      expect(res.status, String(resourceType)).toBe(400);
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual(['resourceType']);
    }
    const long = await api(ctx, 'POST', '/api/UserResources', jwt, { value: 'x'.repeat(4001), resourceType: 0 });
    expect(long.body.errors.map((e: { field: string }) => e.field)).toEqual(['value']);
    const query = await api(ctx, 'GET', '/api/UserResources?resourceType=9', jwt);
    expect(query.status).toBe(400);
  });

  it('answers 404 for a malformed or unknown id', async () => {
    const { jwt } = await sellerSession(ctx);
    for (const id of ['nope', '00000000-0000-4000-8000-000000000000']) {
      expect((await api(ctx, 'DELETE', `/api/UserResources/${id}`, jwt)).status, id).toBe(404);
    }
  });
});

describe('who may use user resources', () => {
  it('answers 401 without a token and 403 once the trial has ended', async () => {
    expect((await api(ctx, 'GET', '/api/UserResources', null)).status).toBe(401);
    expect((await api(ctx, 'POST', '/api/UserResources', null, { value: 'v', resourceType: 0 })).status).toBe(401);
    const { jwt, organization } = await sellerSession(ctx);
    const resource = await create(jwt, { value: 'v', resourceType: 0 });
    await ctx.services.database.db
      .update(companies)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(companies.organizationId, organization.organizationId));
    expect((await api(ctx, 'GET', '/api/UserResources', jwt)).status).toBe(403);
    expect((await api(ctx, 'POST', '/api/UserResources', jwt, { value: 'v', resourceType: 0 })).status).toBe(403);
    expect((await api(ctx, 'DELETE', `/api/UserResources/${resource.id}`, jwt)).status).toBe(403);
  });

  it('keeps each member of a company to their own resources', async () => {
    const { jwt, organization } = await sellerSession(ctx);
    const member = await seedMember(ctx, organization.organizationId);
    const other = (await logIn(ctx, member.emailAddress, organization.organizationId)).sessionJwt;
    const mine = await create(jwt, { value: 'mine', resourceType: 3 });
    expect(listOf((await api(ctx, 'GET', '/api/UserResources', other)).body)).toEqual([]);
    expect((await api(ctx, 'DELETE', `/api/UserResources/${mine.id}`, other)).status).toBe(404);
    expect(listOf((await api(ctx, 'GET', '/api/UserResources', jwt)).body)).toEqual([mine]);
  });
});
