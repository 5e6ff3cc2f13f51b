import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, sellerSession } from '../../test/seller.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { ok } from '../platform/http/envelopes.js';
import { sessionOnly } from '../platform/http/route-access.js';
import type { Services } from '../services.js';
import { registerSellerAuth, requireActiveSubscription } from './auth/seller-auth.js';
import { companies } from './company/schema.js';
import { withTenant } from './tenancy.js';

/** A gated probe route inside an authenticated scope, as every gated seller route will be. */
function gatedProbe(app: FastifyInstance, services: Services) {
  void app.register(async (scope) => {
    registerSellerAuth(scope, services);
    scope.get('/api/probe/gated', { schema: sessionOnly('company', 'read'), preHandler: requireActiveSubscription }, async () =>
      ok({ allowed: true }),
    );
  });
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({}, { extend: gatedProbe });
});
afterAll(() => ctx.close());

async function companyOf(jwt: string) {
  return (await api(ctx, 'GET', '/api/Company', jwt)).body.data as { id: string };
}

describe('row-level security (the second wall)', () => {
  it('shows a tenant only its own company even when the query has no company filter', async () => {
    const a = await companyOf((await sellerSession(ctx, 'Company A')).jwt);
    const b = await companyOf((await sellerSession(ctx, 'Company B')).jwt);
    const { db } = ctx.services.database;
    const seenByA = await withTenant(db, a.id, (tx) => tx.select({ id: companies.id }).from(companies));
    expect(seenByA).toEqual([{ id: a.id }]);

    const changed = await withTenant(db, a.id, (tx) =>
      tx.update(companies).set({ name: 'taken over' }).where(eq(companies.id, b.id)).returning(),
    );
    expect(changed).toEqual([]);
    const [untouched] = await db.select({ name: companies.name }).from(companies).where(eq(companies.id, b.id));
    expect(untouched?.name).toBe('Company B');

    // Writing a row for another company is refused by the policy's WITH CHECK.
    await expect(
      withTenant(db, a.id, (tx) =>
        tx
          .insert(companies)
          .values({ organizationId: 'organization-test-intruder', name: 'x', planCode: 'Undefined', subscriptionStatus: 'none' }),
      ),
    ).rejects.toThrow();
  });

  it('shows nothing when no tenant is set', async () => {
    const { db } = ctx.services.database;
    const rows = await db.transaction(async (tx) => {
      await tx.execute(sql`set local role shelfscope_app`);
      return tx.select({ id: companies.id }).from(companies);
    });
    expect(rows).toEqual([]);
  });
});

describe('subscription gate', () => {
  it('lets a company on a live trial through and answers 403 once it has ended', async () => {
    const { jwt, organization } = await sellerSession(ctx);
    expect((await api(ctx, 'GET', '/api/probe/gated', jwt)).status).toBe(200);
    await ctx.services.database.db
      .update(companies)
      .set({ trialEndsAt: new Date(Date.now() - 1000) })
      .where(eq(companies.organizationId, organization.organizationId));
    const refused = await api(ctx, 'GET', '/api/probe/gated', jwt);
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual([
      { type: 'no_active_subscription', description: 'You currently have no active subscription.' },
    ]);
    // The gate comes before validation: a bad body still gets the 403.
    expect((await api(ctx, 'POST', '/api/UserFilters', jwt, { name: '' })).status).toBe(403);
    // The profile and the plan stay reachable, so the user can pick a plan.
    expect((await api(ctx, 'GET', '/api/UserAccount/PlanDetails', jwt)).status).toBe(200);
    expect((await api(ctx, 'GET', '/api/Company', jwt)).status).toBe(200);
  });

  it('lets an active subscription through until its period ends', async () => {
    const { jwt, organization } = await sellerSession(ctx);
    const set = (values: Partial<typeof companies.$inferInsert>) =>
      ctx.services.database.db.update(companies).set(values).where(eq(companies.organizationId, organization.organizationId));
    await api(ctx, 'GET', '/api/Company', jwt);
    await set({
      subscriptionStatus: 'active',
      planCode: 'OAPro',
      trialEndsAt: null,
      currentPeriodEnd: new Date(Date.now() + 86_400_000),
    });
    expect((await api(ctx, 'GET', '/api/probe/gated', jwt)).status).toBe(200);
    await set({ subscriptionStatus: 'canceled' });
    expect((await api(ctx, 'GET', '/api/probe/gated', jwt)).status).toBe(403);
  });
});
