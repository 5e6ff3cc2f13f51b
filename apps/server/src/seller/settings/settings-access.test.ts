import { envelope, UserSettings } from '@shelfscope/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, seedMember } from '../../../test/identity.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { companies } from '../company/schema.js';
import { DEFAULT_SCORE_THRESHOLDS, DEFAULT_SETTINGS } from './defaults.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const settingsOf = (body: unknown) => envelope(UserSettings).parse(body).data;

// Valid bodies: the gate is a preHandler, so it runs after validation (Fastify's order).
const ROUTES = [
  { method: 'GET', url: '/api/UserSettings' },
  { method: 'PUT', url: '/api/UserSettings', body: { ...DEFAULT_SETTINGS, scoreThresholds: DEFAULT_SCORE_THRESHOLDS } },
  { method: 'PUT', url: '/api/UserSettings/default-columns', body: { columns: ['asin'] } },
] as const;

describe('who may use the settings', () => {
  it('answers 401 without a token', async () => {
    for (const route of ROUTES) {
      const res = await api(ctx, route.method, route.url, null, 'body' in route ? route.body : undefined);
      expect(res.status, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers 403 once the trial has ended, and 200 before', async () => {
    const { jwt, organization } = await sellerSession(ctx);
    expect((await api(ctx, 'GET', '/api/UserSettings', jwt)).status).toBe(200);
    await ctx.services.database.db
      .update(companies)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(companies.organizationId, organization.organizationId));
    for (const route of ROUTES) {
      const res = await api(ctx, route.method, route.url, jwt, 'body' in route ? route.body : undefined);
      expect(res.status, `${route.method} ${route.url}`).toBe(403);
      expect(res.body.errors[0].type).toBe('no_active_subscription');
    }
  });

  it('keeps each member of a company to their own settings', async () => {
    const { jwt, admin, organization } = await sellerSession(ctx);
    const member = await seedMember(ctx, organization.organizationId);
    const other = (await logIn(ctx, member.emailAddress, organization.organizationId)).sessionJwt;

    const columns = await api(ctx, 'PUT', '/api/UserSettings/default-columns', jwt, { columns: ['asin', 'roi'] });
    expect(columns.status).toBe(200);
    const mine = settingsOf((await api(ctx, 'GET', '/api/UserSettings', jwt)).body);
    const theirs = settingsOf((await api(ctx, 'GET', '/api/UserSettings', other)).body);

    expect(mine.userId).toBe(admin.memberId);
    expect(theirs.userId).toBe(member.memberId);
    expect(theirs.id).not.toBe(mine.id);
    expect(theirs.companyId).toBe(mine.companyId);
    expect(mine.defaultColumns).toEqual(['asin', 'roi']);
    expect(theirs.defaultColumns).not.toEqual(['asin', 'roi']);
  });
});
