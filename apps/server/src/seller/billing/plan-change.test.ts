import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advanceDays, BILLING_ENV, currentSubscription, subscribe } from '../../../test/billing.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, eventually, type TestContext } from '../../../test/test-app.js';
import { localBillingEvents, localBillingInvoices, localBillingSubscriptions } from './local/schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp(BILLING_ENV);
});
afterAll(() => ctx.close());

/** A seller subscribed through the local checkout, with the portal link the app hands out. */
async function subscribedSeller(options: { plan?: string; period?: string; card?: string; trial?: boolean } = {}) {
  const { jwt } = await sellerSession(ctx);
  await api(ctx, 'GET', '/api/Company', jwt);
  await subscribe(ctx, jwt, options);
  const sub = await eventually(async () => {
    const current = await currentSubscription(ctx, jwt);
    return current?.status === (options.trial ? 'trialing' : 'active') ? current : null;
  });
  if (!sub.subscriptionId) throw new Error('the current subscription has no id');
  const { portalUrl } = (await api(ctx, 'GET', '/api/AccountManagement/customer-portal', jwt)).body.data;
  const portal = new URL(portalUrl);
  return { jwt, subscriptionId: sub.subscriptionId, portal: `${portal.pathname}${portal.search}` };
}

/** The portal's "Switch to ..." button, posted as the browser does. */
async function switchPlan(portal: string, subscriptionId: string, plan: string, period: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `${portal}&action=switch`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ subscription: subscriptionId, plan, period }).toString(),
  });
  return { status: res.statusCode, body: res.body };
}

/** Waits until the company's plan (set only by webhooks) is the given one. */
async function planBecomes(jwt: string, planCode: string) {
  return eventually(async () => {
    const details = (await api(ctx, 'GET', '/api/UserAccount/PlanDetails', jwt)).body.data;
    return details.planCode === planCode ? details : null;
  });
}

async function invoicesOf(subscriptionId: string) {
  return ctx.services.database.db
    .select()
    .from(localBillingInvoices)
    .where(eq(localBillingInvoices.subscriptionId, subscriptionId))
    .orderBy(asc(localBillingInvoices.created));
}

async function subscriptionRow(id: string) {
  const [row] = await ctx.services.database.db
    .select()
    .from(localBillingSubscriptions)
    .where(eq(localBillingSubscriptions.id, id));
  if (!row) throw new Error(`no local subscription ${id}`);
  return row;
}

describe('changing plan in the local portal', () => {
  it('lists the catalog with the current plan marked', async () => {
    const { portal } = await subscribedSeller();
    const page = await ctx.app.inject({ method: 'GET', url: portal });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<strong>Online Arbitrage Pro, $49.00 per month</strong> (current plan)');
    expect(page.body).toContain('Switch to Wholesale Ultimate, $129.00 per month');
    expect(page.body).toContain('Switch to Online Arbitrage Pro, $490.00 per year');
    expect(page.body).toContain('Switch to Enterprise, $4,990.00 per year');
    expect(page.body).not.toContain('Switch to Online Arbitrage Pro, $49.00 per month');
  });

  it('upgrades at once: a prorated invoice is paid and the plan follows through the webhook', async () => {
    const { jwt, subscriptionId, portal } = await subscribedSeller();
    await advanceDays(ctx, 10);
    const before = await subscriptionRow(subscriptionId);
    const res = await switchPlan(portal, subscriptionId, 'WSUltimate', 'Month');
    expect(res.status).toBe(200);
    expect(res.body).toContain('You are now on Wholesale Ultimate, billed monthly.');
    // The company changes only when the webhook arrives: the portal does not touch it.
    expect(await planBecomes(jwt, 'WSUltimate')).toMatchObject({ subscriptionStatus: 'active', isActive: true });
    const invoices = await invoicesOf(subscriptionId);
    expect(invoices).toHaveLength(2);
    const proration = invoices[1];
    if (!proration) throw new Error('no proration invoice');
    const start = before.currentPeriodStart.getTime();
    const end = before.currentPeriodEnd.getTime();
    const share = (end - proration.created.getTime()) / (end - start);
    expect(share).toBeGreaterThan(0.5);
    expect(share).toBeLessThan(0.75);
    expect(proration).toMatchObject({ status: 'paid', amount: Math.round(12_900 * share) - Math.round(4_900 * share) });
    const after = await subscriptionRow(subscriptionId);
    // Same period: the dates stay, the renewal charges the new price.
    expect(after).toMatchObject({ planCode: 'WSUltimate', amount: 12_900, currentPeriodEnd: before.currentPeriodEnd });
    expect(await currentSubscription(ctx, jwt)).toMatchObject({ planType: 'WSUltimate', amount: 12_900, status: 'active' });
    const sent = await ctx.services.database.db.select().from(localBillingEvents).orderBy(asc(localBillingEvents.created));
    const paid = sent.filter((e) => e.type === 'invoice.paid' && JSON.stringify(e.payload).includes(proration.id));
    expect(paid).toHaveLength(1);
    const next = (await api(ctx, 'GET', '/api/AccountManagement/get-next-invoice', jwt)).body.data;
    expect(next).toMatchObject({ amount: 12_900, planCode: 'WSUltimate' });
  });

  it('downgrades at once with nothing charged; the lower price from the next renewal', async () => {
    const { jwt, subscriptionId, portal } = await subscribedSeller({ plan: 'WSUltimate' });
    const res = await switchPlan(portal, subscriptionId, 'AstroExtension', 'Month');
    expect(res.status).toBe(200);
    expect(await planBecomes(jwt, 'AstroExtension')).toMatchObject({ isActive: true });
    expect(await invoicesOf(subscriptionId)).toHaveLength(1);
    const row = await subscriptionRow(subscriptionId);
    expect(row).toMatchObject({ planCode: 'AstroExtension', amount: 1_900 });
    await advanceDays(ctx, 32);
    const invoices = await invoicesOf(subscriptionId);
    expect(invoices.map((i) => [i.amount, i.status])).toEqual([
      [12_900, 'paid'],
      [1_900, 'paid'],
    ]);
  });

  it('leaves the plan unchanged when the card declines the upgrade', async () => {
    const { jwt, subscriptionId, portal } = await subscribedSeller({ card: '4000000000000341' });
    const res = await switchPlan(portal, subscriptionId, 'Enterprise', 'Month');
    expect(res.status).toBe(402);
    expect(res.body).toContain('Your card was declined. Your plan is unchanged.');
    expect(await subscriptionRow(subscriptionId)).toMatchObject({ planCode: 'OAPro', amount: 4_900 });
    expect(await invoicesOf(subscriptionId)).toHaveLength(1);
    expect((await api(ctx, 'GET', '/api/UserAccount/PlanDetails', jwt)).body.data).toMatchObject({ planCode: 'OAPro' });
  });

  it('switches month to year: a new yearly period from today, less the unused month', async () => {
    const { jwt, subscriptionId, portal } = await subscribedSeller();
    const before = await subscriptionRow(subscriptionId);
    const res = await switchPlan(portal, subscriptionId, 'OAPro', 'Year');
    expect(res.status).toBe(200);
    expect(res.body).toContain('billed yearly');
    const sub = await eventually(async () => {
      const current = await currentSubscription(ctx, jwt);
      return current?.billingFrequency === 1 ? current : null;
    });
    expect(sub).toMatchObject({ planType: 'OAPro', amount: 49_000 });
    const proration = (await invoicesOf(subscriptionId))[1];
    if (!proration) throw new Error('no proration invoice');
    const share =
      (before.currentPeriodEnd.getTime() - proration.created.getTime()) /
      (before.currentPeriodEnd.getTime() - before.currentPeriodStart.getTime());
    expect(proration).toMatchObject({ status: 'paid', amount: 49_000 - Math.round(4_900 * share) });
    const row = await subscriptionRow(subscriptionId);
    expect(row.currentPeriodStart).toEqual(proration.created);
    expect(row.currentPeriodEnd.getUTCFullYear()).toBe(proration.created.getUTCFullYear() + 1);
  });

  it('switches a trial without charging, and refuses the current plan or a bad choice', async () => {
    const { jwt, subscriptionId, portal } = await subscribedSeller({ trial: true });
    expect((await switchPlan(portal, subscriptionId, 'Enterprise', 'Year')).status).toBe(200);
    expect(await planBecomes(jwt, 'Enterprise')).toMatchObject({ subscriptionStatus: 'trialing' });
    expect(await invoicesOf(subscriptionId)).toHaveLength(0);
    const same = await switchPlan(portal, subscriptionId, 'Enterprise', 'Year');
    expect(same.status).toBe(409);
    expect(same.body).toContain('This is already your plan.');
    const bad = await switchPlan(portal, subscriptionId, 'Platinum<script>', 'Month');
    expect(bad.status).toBe(400);
    expect(bad.body).toContain('Choose a plan.');
    expect(bad.body).not.toContain('<script>');
  });
});
