import { and, count, eq, isNull } from 'drizzle-orm';
import { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advanceDays,
  BILLING_ENV,
  currentSubscription,
  planStatusBecomes,
  postWebhook,
  sign,
  subscribe,
} from '../../../test/billing.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, eventually, type TestContext } from '../../../test/test-app.js';
import { companies } from '../company/schema.js';
import { jobIdOf, recordEvents, requeueUndelivered, WEBHOOK_QUEUE } from './local/events.js';
import { localBillingEvents, localBillingSubscriptions } from './local/schema.js';
import { billingSubscriptions, billingWebhookEvents } from './schema.js';

let ctx: TestContext;
beforeAll(async () => {
  // A delivery job held by a dead instance expires in 2 s, and maintenance looks every second.
  ctx = await createTestApp({ ...BILLING_ENV, BILLING_WEBHOOK_JOB_EXPIRE_SECONDS: '2', JOB_MAINTENANCE_INTERVAL_SECONDS: '1' });
});
afterAll(() => ctx.close());

async function seller() {
  const session = await sellerSession(ctx);
  await api(ctx, 'GET', '/api/Company', session.jwt);
  return session;
}

async function recordedEvents(eventId: string) {
  const [row] = await ctx.services.database.db
    .select({ n: count() })
    .from(billingWebhookEvents)
    .where(eq(billingWebhookEvents.eventId, eventId));
  return row?.n ?? 0;
}

/** A Stripe-shaped event about a subscription, as the provider would send it. */
function subscriptionEvent(id: string, type: string, subscription: { id: string; status: string }) {
  return JSON.stringify({
    id,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: { object: 'subscription', id: subscription.id, status: subscription.status } },
  });
}

describe('webhook signatures', () => {
  it('refuses a missing, forged or tampered signature with a 400 and records nothing', async () => {
    const body = subscriptionEvent('evt_forged_1', 'customer.subscription.updated', { id: 'sub_x', status: 'active' });
    for (const url of ['/api/payments-hook', '/SubscriptionWebhook']) {
      const missing = await postWebhook(ctx, body, undefined, url);
      expect(missing.status).toBe(400);
      expect(missing.body.errors[0].type).toBe('invalid_signature');
      expect((await postWebhook(ctx, body, sign(body, 'whsec_someoneelse0123456789'), url)).status).toBe(400);
      expect((await postWebhook(ctx, body.replace('active', 'canceled'), sign(body), url)).status).toBe(400);
      expect((await postWebhook(ctx, body, 't=1,v1=abc', url)).status).toBe(400);
    }
    expect(await recordedEvents('evt_forged_1')).toBe(0);
    const signed = await postWebhook(ctx, body, sign(body));
    expect(signed).toMatchObject({ status: 200, body: { data: { received: true, duplicate: false } } });
    expect(await recordedEvents('evt_forged_1')).toBe(1);
  });
});

describe('webhook signature times and text', () => {
  it('refuses a signature timestamped beyond the tolerance either way (an hour ahead or behind)', async () => {
    const body = subscriptionEvent('evt_time_1', 'customer.subscription.updated', { id: 'sub_time', status: 'active' });
    const now = Math.floor(Date.now() / 1000);
    for (const at of [now + 3600, now - 3600]) {
      const res = await postWebhook(ctx, body, sign(body, undefined, at));
      expect(res.status, `signed at now${at > now ? '+' : '-'}3600`).toBe(400);
      expect(res.body.errors[0].type).toBe('invalid_signature');
    }
    expect(await recordedEvents('evt_time_1')).toBe(0);
    // A little clock skew either way is fine.
    expect((await postWebhook(ctx, body, sign(body, undefined, now + 60))).status).toBe(200);
  });

  it('refuses a correctly signed event whose text the database cannot store (a NUL) with a 400', async () => {
    const body = subscriptionEvent('evt_nul\u0000_1', 'customer.subscription.updated', { id: 'sub_nul', status: 'active' });
    const res = await postWebhook(ctx, body, sign(body));
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ type: 'validation', field: 'id' });
    const nested = subscriptionEvent('evt_nul_2', 'customer.subscription.updated', { id: 'sub\u0000x', status: 'active' });
    expect((await postWebhook(ctx, nested, sign(nested))).status).toBe(400);
  });
});

describe('webhook ordering and replay', () => {
  it('processes each event id once: a replay answers 200 and changes nothing', async () => {
    const { jwt } = await seller();
    await subscribe(ctx, jwt);
    await planStatusBecomes(ctx, jwt, 'active');
    const sub = await currentSubscription(ctx, jwt);
    const [delivered] = await ctx.services.database.db
      .select()
      .from(localBillingEvents)
      .where(eq(localBillingEvents.type, 'checkout.session.completed'));
    expect(delivered).toBeDefined();
    await eventually(async () => (await recordedEvents(delivered?.id ?? '')) === 1);
    const body = JSON.stringify(delivered?.payload);
    const replay = await postWebhook(ctx, body, sign(body));
    expect(replay).toMatchObject({ status: 200, body: { data: { duplicate: true } } });
    expect(await recordedEvents(delivered?.id ?? '')).toBe(1);
    expect(await currentSubscription(ctx, jwt)).toEqual(sub);
  });

  it('applies the provider’s current state, so updated before created and a late updated after deleted never go back', async () => {
    const { jwt, organization } = await seller();
    await subscribe(ctx, jwt);
    await planStatusBecomes(ctx, jwt, 'active');
    const subId = (await currentSubscription(ctx, jwt))?.subscriptionId as string;
    // Forget what the deliveries did, then replay a history out of order.
    const db = ctx.services.database.db;
    await db.delete(billingSubscriptions).where(eq(billingSubscriptions.id, subId));
    await db
      .update(companies)
      .set({ subscriptionStatus: 'none', planCode: 'Undefined' })
      .where(eq(companies.organizationId, organization.organizationId));
    const updated = subscriptionEvent('evt_order_updated', 'customer.subscription.updated', { id: subId, status: 'active' });
    expect((await postWebhook(ctx, updated, sign(updated))).status).toBe(200);
    expect((await api(ctx, 'GET', '/api/UserAccount/plan', jwt)).body.data).toMatchObject({
      planCode: 'OAPro',
      subscriptionStatus: 'active',
    });
    const created = subscriptionEvent('evt_order_created', 'customer.subscription.created', { id: subId, status: 'incomplete' });
    expect((await postWebhook(ctx, created, sign(created))).status).toBe(200);
    expect((await api(ctx, 'GET', '/api/UserAccount/plan', jwt)).body.data).toMatchObject({
      subscriptionStatus: 'active',
      isActive: true,
    });

    await api(ctx, 'POST', '/api/Customer/CancelSubscription', jwt, { subscriptionId: subId, cancelImmediately: true });
    await planStatusBecomes(ctx, jwt, 'canceled');
    const late = subscriptionEvent('evt_order_late', 'customer.subscription.updated', { id: subId, status: 'active' });
    expect((await postWebhook(ctx, late, sign(late))).status).toBe(200);
    expect((await api(ctx, 'GET', '/api/UserAccount/plan', jwt)).body.data).toMatchObject({
      subscriptionStatus: 'canceled',
      isActive: false,
    });
    const [mirror] = await db.select().from(billingSubscriptions).where(eq(billingSubscriptions.id, subId));
    expect(mirror?.status).toBe('canceled');
  });
});

describe('time: trials end and renewals run when the clock moves', () => {
  it('ends a trial into a paid period, and takes a failing card from past_due to canceled', async () => {
    const trial = await seller();
    await subscribe(ctx, trial.jwt, { trial: true });
    await planStatusBecomes(ctx, trial.jwt, 'trialing');
    const failing = await seller();
    await subscribe(ctx, failing.jwt, { card: '4000000000000341' });
    await planStatusBecomes(ctx, failing.jwt, 'active');
    const recovering = await seller();
    await subscribe(ctx, recovering.jwt, { card: '4000000000000341' });
    await planStatusBecomes(ctx, recovering.jwt, 'active');

    await advanceDays(ctx, 15);
    const afterTrial = await planStatusBecomes(ctx, trial.jwt, 'active');
    expect(afterTrial).toMatchObject({ planCode: 'OAPro', isActive: true });
    expect(await currentSubscription(ctx, trial.jwt)).toMatchObject({ status: 'active', isFreeTrial: false });

    await advanceDays(ctx, 17); // past the first month: the 0341 card fails at renewal
    await planStatusBecomes(ctx, failing.jwt, 'past_due');
    expect((await api(ctx, 'GET', '/api/Supplier', failing.jwt)).status).toBe(403);
    expect((await api(ctx, 'GET', '/api/Customer/GetNextInvoice', failing.jwt)).body.data).toMatchObject({ amount: 4_900 });
    await planStatusBecomes(ctx, recovering.jwt, 'past_due');

    // The recovering seller saves a good card in the portal: the open invoice is paid.
    const { portalUrl } = (await api(ctx, 'GET', '/api/AccountManagement/customer-portal', recovering.jwt)).body.data;
    const portal = new URL(portalUrl);
    const saved = await ctx.app.inject({
      method: 'POST',
      url: `${portal.pathname}${portal.search}&action=card`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'number=4242424242424242&expiry=12%2F40&cvc=123',
    });
    expect(saved.statusCode).toBe(200);
    await planStatusBecomes(ctx, recovering.jwt, 'active');

    await advanceDays(ctx, 3);
    await advanceDays(ctx, 3); // the third failed attempt ends the subscription
    await planStatusBecomes(ctx, failing.jwt, 'canceled');
    const failed = await ctx.services.database.db
      .select({ n: count() })
      .from(localBillingEvents)
      .where(eq(localBillingEvents.type, 'invoice.payment_failed'));
    expect(failed[0]?.n).toBeGreaterThanOrEqual(3);
    const sub = await currentSubscription(ctx, failing.jwt);
    const [row] = await ctx.services.database.db
      .select()
      .from(localBillingSubscriptions)
      .where(and(eq(localBillingSubscriptions.id, sub?.subscriptionId ?? ''), eq(localBillingSubscriptions.status, 'canceled')));
    expect(row).toBeDefined();
  });

  it('marks events delivered, and sends an event whose delivery was never queued', async () => {
    const { jwt } = await seller();
    await subscribe(ctx, jwt);
    await planStatusBecomes(ctx, jwt, 'active');
    const db = ctx.services.database.db;
    await eventually(
      async () => (await db.select().from(localBillingEvents).where(isNull(localBillingEvents.delivered))).length === 0,
    );
    const subId = (await currentSubscription(ctx, jwt))?.subscriptionId as string;
    // An event stored with its change, whose job was lost (the process stopped in between).
    const [sub] = await db.select().from(localBillingSubscriptions).where(eq(localBillingSubscriptions.id, subId));
    const [lost] = await db.transaction(async (tx) =>
      recordEvents(
        tx as never,
        [{ type: 'customer.subscription.updated', object: { object: 'subscription', id: sub?.id } }],
        new Date(Date.now() - 600_000),
      ),
    );
    expect(await requeueUndelivered(db, ctx.services.jobs)).toBe(1);
    await eventually(async () => (await recordedEvents(lost ?? '')) === 1);
    const [row] = await db
      .select()
      .from(localBillingEvents)
      .where(eq(localBillingEvents.id, lost ?? ''));
    expect(row?.delivered).toBeInstanceOf(Date);
    expect(await requeueUndelivered(db, ctx.services.jobs)).toBe(0);
  });

  it('delivers an event whose delivery job died with its instance (kill -9), once the job expires', async () => {
    const { jwt } = await seller();
    await subscribe(ctx, jwt);
    await planStatusBecomes(ctx, jwt, 'active');
    const db = ctx.services.database.db;
    const subId = (await currentSubscription(ctx, jwt))?.subscriptionId as string;
    const [lost] = await db.transaction(async (tx) =>
      recordEvents(
        tx as never,
        [{ type: 'customer.subscription.updated', object: { object: 'subscription', id: subId } }],
        new Date(),
      ),
    );
    const eventId = lost ?? '';
    // The instance that died: a job queue of its own on the same database queued the delivery
    // (due in an hour, so only it takes the job), took it (active), and never finished it.
    const dead = new PgBoss({
      db: { executeSql: (text: string, values?: unknown[]) => ctx.services.database.executeSql(text, values) },
      schema: 'pgboss',
      supervise: false,
      schedule: false,
      migrate: false,
    });
    dead.on('error', () => {});
    await dead.start();
    await dead.send(WEBHOOK_QUEUE, { eventId }, { id: jobIdOf(eventId), startAfter: 3_600 });
    const [held] = await dead.fetch(WEBHOOK_QUEUE, { ignoreStartAfter: true });
    expect(held?.id).toBe(jobIdOf(eventId));
    await dead.stop({ graceful: false, close: false });
    // pg-boss's default expiry held such a job for 15 minutes (issue 37, finding 5).
    await eventually(async () => (await recordedEvents(eventId)) === 1, 20_000);
  });

  it('runs due work every minute through a scheduled job', async () => {
    const result = await ctx.services.database.executeSql(
      "select name, cron from pgboss.schedule where name = 'billing.local-sweep'",
    );
    expect(result.rows).toEqual([{ name: 'billing.local-sweep', cron: '* * * * *' }]);
  });

  it('refuses a clock move that is not forward', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/dev/billing/clock/advance', payload: { days: -1 } });
    expect(res.statusCode).toBe(400);
  });
});
