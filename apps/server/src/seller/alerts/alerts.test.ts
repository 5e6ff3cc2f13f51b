import { AlertList, AlertRule, AlertRulePreview, envelope, formatMoney, Notification } from '@shelfscope/contracts';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sellerWithProduct } from '../../../test/alerts.js';
import { api } from '../../../test/seller.js';
import { createTestApp, eventually, type TestContext } from '../../../test/test-app.js';
import { type Received, startReceiver } from '../../../test/webhook-receiver.js';
import { createEndpoint } from '../../../test/webhooks.js';
import { asinOf } from '../../market/index.js';
import { SimulatedMarket } from '../../market/simulated/provider.js';
import { localHour, sendDigests } from './digest.js';
import { alerts } from './schema.js';

let ctx: TestContext;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
beforeAll(async () => {
  ctx = await createTestApp({ ALERT_DISPATCH_INTERVAL_MS: '100' });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await ctx.close();
});

const ruleOf = (body: unknown) => envelope(AlertRule).parse(body).data;
const listOf = (body: unknown) => envelope(AlertList).parse(body).data;

/** A company with one product of the simulated marketplace under a supplier. */
const seller = (n: number) => sellerWithProduct(ctx, n, `Alert Traders ${n}`);

type Seller = Awaited<ReturnType<typeof seller>>;

async function market(event: Record<string, unknown>) {
  const res = await ctx.app.inject({ method: 'POST', url: '/dev/market/events', payload: event });
  expect(res.statusCode).toBe(200);
}

/** A new reading of the product (what a watch's schedule does): the rules evaluate on it. */
async function refresh(s: Seller) {
  const res = await api(ctx, 'GET', `/api/Product/${s.productId}/refresh`, s.jwt);
  expect(res.status).toBe(200);
}

async function alertCount(ruleId: string) {
  return (await ctx.services.database.db.select().from(alerts).where(eq(alerts.ruleId, ruleId))).length;
}

async function mailTo(email: string): Promise<{ subject: string; text: string }[]> {
  const res = await ctx.app.inject({ method: 'GET', url: `/dev/mailbox/messages?to=${encodeURIComponent(email)}` });
  return res.json() as { subject: string; text: string }[];
}

describe('alert rules', () => {
  it('creates, lists, updates and deletes a rule; refuses a bad condition naming the field', async () => {
    const s = await seller(301);
    const bad = await api(ctx, 'POST', '/api/AlertRule', s.jwt, {
      name: 'Cheap',
      productId: s.productId,
      condition: 'buyBoxCurrent < cheap',
      channels: ['app'],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0]).toMatchObject({ type: 'invalid_filter', field: 'condition' });
    const twoTargets = await api(ctx, 'POST', '/api/AlertRule', s.jwt, {
      name: 'Cheap',
      productId: s.productId,
      supplierId: s.supplierId,
      condition: 'roi > 10',
      channels: ['app'],
    });
    expect(twoTargets.status).toBe(400);
    const created = ruleOf(
      (
        await api(ctx, 'POST', '/api/AlertRule', s.jwt, {
          name: 'Cheap',
          productId: s.productId,
          condition: 'buyBoxCurrent < 10',
          channels: ['app', 'email'],
        })
      ).body,
    );
    expect(created).toMatchObject({ name: 'Cheap', productId: s.productId, shared: false, emailMode: 'instant' });
    const updated = ruleOf(
      (await api(ctx, 'PUT', `/api/AlertRule/${created.id}`, s.jwt, { name: 'Cheaper', shared: true })).body,
    );
    expect(updated).toMatchObject({ name: 'Cheaper', shared: true, productId: s.productId });
    const list = envelope(z.array(AlertRule)).parse((await api(ctx, 'GET', '/api/AlertRule', s.jwt)).body).data;
    expect(list.map((rule) => rule.id)).toEqual([created.id]);
    expect((await api(ctx, 'DELETE', `/api/AlertRule/${created.id}`, s.jwt)).status).toBe(200);
    expect((await api(ctx, 'GET', `/api/AlertRule/${created.id}`, s.jwt)).status).toBe(404);
  });

  it("refuses another company's product as a target (400 naming productId) and hides other companies' rules", async () => {
    const a = await seller(302);
    const b = await seller(303);
    const res = await api(ctx, 'POST', '/api/AlertRule', b.jwt, {
      name: 'Theirs',
      productId: a.productId,
      condition: 'roi > 1',
      channels: ['app'],
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0].field).toBe('productId');
    const mine = ruleOf(
      (
        await api(ctx, 'POST', '/api/AlertRule', a.jwt, {
          name: 'Mine',
          productId: a.productId,
          condition: 'roi > 1',
          channels: ['app'],
        })
      ).body,
    );
    expect((await api(ctx, 'GET', `/api/AlertRule/${mine.id}`, b.jwt)).status).toBe(404);
  });
});

describe('firing and delivery', () => {
  it('fires once per crossing, in the app (live notification) and by email, and again after clearing', async () => {
    const s = await seller(311);
    const threshold = Math.round(s.price * 0.8 * 100) / 100;
    const rule = ruleOf(
      (
        await api(ctx, 'POST', '/api/AlertRule', s.jwt, {
          name: 'Buy box dropped',
          productId: s.productId,
          condition: `buyBoxCurrent < ${threshold}`,
          channels: ['app', 'email'],
        })
      ).body,
    );
    const live: unknown[] = [];
    const companyId = (await api(ctx, 'GET', '/api/Company', s.jwt)).body.data.id as string;
    const off = ctx.services.bus.subscribe(companyId, s.admin.memberId, (message) => {
      if (message.event === 'notification') live.push(message.data);
    });
    try {
      await refresh(s); // still above: nothing
      await market({ kind: 'buyBoxPrice', asin: s.asin, price: threshold - 1 });
      await refresh(s); // crosses: fires
      await refresh(s); // stays below: nothing more
      expect(await alertCount(rule.id)).toBe(1);
      const listed = await eventually(async () => {
        const list = listOf((await api(ctx, 'GET', '/api/Alert', s.jwt)).body);
        return list.items.length === 1 ? list : null;
      });
      expect(listed.unread).toBe(1);
      expect(listed.items[0]).toMatchObject({
        ruleName: 'Buy box dropped',
        productId: s.productId,
        link: `/products/${s.productId}`,
      });
      // Before: the reading that did not hold (above the threshold); after: the one that crossed.
      expect(listed.items[0]?.figures).toEqual([{ field: 'buyBoxCurrent', before: expect.any(Number), after: threshold - 1 }]);
      expect(listed.items[0]?.figures[0]?.before).toBeGreaterThanOrEqual(threshold);
      // The figures read in the product's currency, the same in the app, the email and push.
      expect(listed.items[0]).toMatchObject({ marketplace: 'US', currency: 'USD', costCurrency: 'USD' });
      const before = listed.items[0]?.figures[0]?.before as number;
      const usd = { currency: 'USD', locale: 'en-US' };
      const words = `Buy box: ${formatMoney(before, usd)} → ${formatMoney(threshold - 1, usd)}`;
      expect(words).toMatch(/^Buy box: \$\d+\.\d\d → \$\d+\.\d\d$/);
      const notification = await eventually(async () =>
        live.map((data) => Notification.parse(data)).find((n) => n.kind === 'alert.fired'),
      );
      expect(notification.data).toMatchObject({ productId: s.productId, ruleId: rule.id, currency: 'USD' });
      expect(notification.message).toContain(words);
      const mail = await eventually(async () =>
        (await mailTo(s.admin.emailAddress)).find((m) => m.subject.includes('Buy box dropped')),
      );
      expect(mail.text).toContain(`http://127.0.0.1:3000/products/${s.productId}`);
      expect(mail.text).toContain(`- ${words}\n`);
      expect(mail.text).not.toContain('buyBoxCurrent');

      await market({ kind: 'reset', asin: s.asin });
      await refresh(s); // clears
      await market({ kind: 'buyBoxPrice', asin: s.asin, price: threshold - 2 });
      await refresh(s); // crosses again
      expect(await alertCount(rule.id)).toBe(2);
    } finally {
      off();
    }
  });

  it('sends the alert.fired webhook event once per alert, through the webhook outbox', async () => {
    const s = await seller(316);
    const endpoint = await createEndpoint(ctx, s.jwt, receiver.url, ['alert.fired']);
    const threshold = Math.round(s.price * 0.8 * 100) / 100;
    const rule = ruleOf(
      (
        await api(ctx, 'POST', '/api/AlertRule', s.jwt, {
          name: 'Hooked buy box',
          productId: s.productId,
          condition: `buyBoxCurrent < ${threshold}`,
          channels: ['app'],
        })
      ).body,
    );
    await refresh(s);
    await market({ kind: 'buyBoxPrice', asin: s.asin, price: threshold - 1 });
    await refresh(s);
    const events = () =>
      (receiver.received as Received[])
        .map(
          (request) =>
            new Webhook(endpoint.secret).verify(request.body, request.headers as Record<string, string>) as {
              type: string;
              data: Record<string, unknown>;
            },
        )
        .filter((event) => event.type === 'alert.fired' && event.data.ruleId === rule.id);
    const [fired] = await eventually(async () => (events().length > 0 ? events() : null));
    expect(fired?.data).toMatchObject({
      ruleName: 'Hooked buy box',
      productId: s.productId,
      asin: s.asin,
      marketplace: 'US',
      currency: 'USD',
      link: `http://127.0.0.1:3000/products/${s.productId}`,
    });
    expect(fired?.data.text).toMatch(/^Buy box: \$[\d,]+\.\d\d → \$[\d,]+\.\d\d$/);
    // Staying below fires nothing more: still one event.
    await refresh(s);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(events()).toHaveLength(1);
  });

  it('keeps a snoozed rule quiet, and a muted product out of the member’s channels', async () => {
    const s = await seller(await amazonSold());
    const rule = ruleOf(
      (
        await api(ctx, 'POST', '/api/AlertRule', s.jwt, {
          name: 'Amazon left',
          productId: s.productId,
          condition: 'amazonOnListing = false',
          channels: ['app'],
        })
      ).body,
    );
    await market({ kind: 'buyBoxPrice', asin: s.asin, price: s.price }); // a reading that is not a crossing
    await refresh(s);
    const fired = await firstAlertAfter(s, { kind: 'removeAmazon', asin: s.asin });
    if (!fired) throw new Error('Amazon leaving did not fire');
    const snoozed = await api(ctx, 'POST', `/api/Alert/${fired.id}/snooze`, s.jwt, { hours: 24 });
    expect(snoozed.status).toBe(200);
    await market({ kind: 'reset', asin: s.asin });
    await refresh(s); // Amazon back: clears
    await market({ kind: 'removeAmazon', asin: s.asin });
    await refresh(s); // crosses while snoozed: stored quiet, never listed
    const list = listOf((await api(ctx, 'GET', '/api/Alert', s.jwt)).body);
    expect(list.items.map((a) => a.id)).toEqual([fired.id]);
    expect(await alertCount(rule.id)).toBe(2);
    const muted = await api(ctx, 'POST', `/api/Alert/${fired.id}/mute`, s.jwt);
    expect(muted.body.data.muted).toBe(true);
    const read = await api(ctx, 'POST', `/api/Alert/${fired.id}/read`, s.jwt);
    expect(read.body.data.read).toBe(true);
    expect(listOf((await api(ctx, 'GET', '/api/Alert?unread=true', s.jwt)).body).items).toEqual([]);
  });

  it('unsubscribes from a rule’s emails with the signed link, without signing in, and refuses a forged one', async () => {
    const s = await seller(313);
    const threshold = Math.round(s.price * 0.5 * 100) / 100;
    const rule = ruleOf(
      (
        await api(ctx, 'POST', '/api/AlertRule', s.jwt, {
          name: 'Half price',
          productId: s.productId,
          condition: `buyBoxCurrent <= ${threshold}`,
          channels: ['app', 'email'],
        })
      ).body,
    );
    await refresh(s);
    await market({ kind: 'buyBoxPrice', asin: s.asin, price: threshold });
    await refresh(s);
    const mail = await eventually(async () => (await mailTo(s.admin.emailAddress)).find((m) => m.subject.includes('Half price')));
    const link = /(http:\/\/127\.0\.0\.1:3000)(\/api\/AlertRule\/unsubscribe\?token=\S+)/.exec(mail.text);
    expect(link).not.toBeNull();
    const path = (link as RegExpExecArray)[2] as string;
    const page = await ctx.app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Unsubscribe');
    // Opening the link changed nothing (mail scanners open links).
    expect(ruleOf((await api(ctx, 'GET', `/api/AlertRule/${rule.id}`, s.jwt)).body).channels).toContain('email');
    const forged = await ctx.app.inject({ method: 'POST', url: `${path.slice(0, -3)}abc` });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().errors[0].field).toBe('token');
    const done = await ctx.app.inject({ method: 'POST', url: path });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toEqual({ ruleName: 'Half price', unsubscribed: true });
    expect(ruleOf((await api(ctx, 'GET', `/api/AlertRule/${rule.id}`, s.jwt)).body).channels).toEqual(['app']);
  });
});

describe('the daily digest', () => {
  it('sends a digest rule’s alerts once a day at its hour in its time zone, not in another zone’s', async () => {
    const s = await seller(331);
    const now = new Date();
    const hour = localHour(now, 'America/Los_Angeles');
    // Tokyo is 17 hours ahead of Los Angeles: never the same hour.
    const make = (name: string, digestTimeZone: string) =>
      api(ctx, 'POST', '/api/AlertRule', s.jwt, {
        name,
        productId: s.productId,
        condition: `buyBoxCurrent < ${Math.round(s.price * 0.7 * 100) / 100}`,
        channels: ['app', 'email'],
        emailMode: 'digest',
        digestHour: hour,
        digestTimeZone,
      });
    expect((await make('LA digest', 'America/Los_Angeles')).status).toBe(200);
    expect((await make('Tokyo digest', 'Asia/Tokyo')).status).toBe(200);
    const badZone = await make('Nowhere', 'Mars/Olympus');
    expect(badZone.status).toBe(400);
    expect(JSON.stringify(badZone.body.errors)).toContain('digestTimeZone');
    await refresh(s);
    await market({ kind: 'buyBoxPrice', asin: s.asin, price: Math.round(s.price * 0.5 * 100) / 100 });
    await refresh(s);
    // Digest rules send no instant email.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await mailTo(s.admin.emailAddress)).filter((m) => m.subject.includes('digest'))).toEqual([]);
    const digestDeps = {
      db: ctx.services.database.db,
      mailer: ctx.services.mailer,
      box: ctx.services.identity.box,
      publicUrl: ctx.services.config.publicUrl,
    };
    expect(await sendDigests(digestDeps, now)).toBeGreaterThanOrEqual(1);
    const digest = await eventually(async () =>
      (await mailTo(s.admin.emailAddress)).find((m) => m.subject.startsWith('Daily digest: LA digest')),
    );
    expect(digest.subject).toBe('Daily digest: LA digest (1 alert)');
    expect(digest.text).toContain(`/products/${s.productId}`);
    // The figure in dollars, not the raw field and number.
    const cut = formatMoney(Math.round(s.price * 0.5 * 100) / 100, { currency: 'USD', locale: 'en-US' });
    expect(digest.text).toMatch(new RegExp(`: Buy box: \\$[\\d,]+\\.\\d\\d → ${cut.replace('$', '\\$')} \\(`));
    expect((await mailTo(s.admin.emailAddress)).some((m) => m.subject.includes('Tokyo digest'))).toBe(false);
    // Sent once: the next run finds nothing new for it.
    await sendDigests(digestDeps, now);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await mailTo(s.admin.emailAddress)).filter((m) => m.subject.includes('LA digest'))).toHaveLength(1);
  });

  it('knows the hour in each time zone', () => {
    const at = new Date('2026-11-29T16:30:00Z');
    expect(localHour(at, 'UTC')).toBe(16);
    expect(localHour(at, 'America/Los_Angeles')).toBe(8);
    expect(localHour(at, 'Europe/Berlin')).toBe(17);
    expect(localHour(at, 'Asia/Kolkata')).toBe(22);
    expect(localHour(new Date('2026-07-01T16:30:00Z'), 'Europe/Berlin')).toBe(18); // summer time
  });
});

describe('the preview', () => {
  it('counts exactly what evaluation fired over the stored readings', async () => {
    const s = await seller(321);
    const rule = ruleOf(
      (
        await api(ctx, 'POST', '/api/AlertRule', s.jwt, {
          name: 'Swings',
          supplierId: s.supplierId,
          condition: 'change(buyBoxCurrent) <= -1',
          channels: ['app'],
        })
      ).body,
    );
    const prices = [s.price, s.price - 2, s.price - 4, s.price + 3, s.price - 1, s.price - 1, s.price - 5];
    for (const price of prices) {
      await market({ kind: 'buyBoxPrice', asin: s.asin, price: Math.max(1, price) });
      await refresh(s);
    }
    const fired = await alertCount(rule.id);
    // Three drops that cross (one more if the watch schedule read it between two steps).
    expect(fired).toBeGreaterThanOrEqual(3);
    const preview = envelope(AlertRulePreview).parse(
      (
        await api(ctx, 'POST', '/api/AlertRule/preview', s.jwt, {
          supplierId: s.supplierId,
          condition: 'change(buyBoxCurrent) <= -1',
        })
      ).body,
    ).data;
    expect(preview).toMatchObject({ days: 30, fired, products: 1 });
  });
});

/** A product of the simulated marketplace that Amazon sells today (figures follow the day). */
async function amazonSold(): Promise<number> {
  const simulated = new SimulatedMarket();
  const indexes = Array.from({ length: 60 }, (_, i) => 330 + i);
  const readings = await simulated.products(indexes.map(asinOf), {
    marketplace: 'US',
    offers: true,
    stock: false,
    history: false,
  });
  const found = indexes.find((n) => readings.get(asinOf(n))?.fields.isAmazonSeller);
  if (found === undefined) throw new Error('no product Amazon sells among 60');
  return found;
}

/** Pushes `event`, refreshes, and answers the alert it fired (null when none). */
async function firstAlertAfter(s: Seller, event: Record<string, unknown>) {
  await market(event);
  await refresh(s);
  const rows = await ctx.services.database.db.select().from(alerts).where(eq(alerts.productId, s.productId));
  if (rows.length === 0) return null;
  return eventually(async () => listOf((await api(ctx, 'GET', '/api/Alert', s.jwt)).body).items[0]);
}
