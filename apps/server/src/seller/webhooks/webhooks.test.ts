import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sdk, uniqueEmail } from '../../../test/identity.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, eventually, type TestContext } from '../../../test/test-app.js';
import { type Received, startReceiver } from '../../../test/webhook-receiver.js';
import { createEndpoint, deliveriesOf, settled } from '../../../test/webhooks.js';
import { emailOutbox } from '../../platform/mail/schema.js';
import { recordWebhookEvent, resumeWebhookDeliveries } from './emit.js';
import { webhookDeliveries } from './schema.js';

let ctx: TestContext;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let owner: Awaited<ReturnType<typeof sellerSession>>;

beforeAll(async () => {
  // Short waits so retries run within the test: two retries, one second apart; two seconds to
  // answer (half a second recorded a slow 500 as a timeout on a loaded machine).
  ctx = await createTestApp({
    WEBHOOK_RETRY_SCHEDULE_SECONDS: '1,1',
    WEBHOOK_TIMEOUT_SECONDS: '2',
    WEBHOOK_DISABLE_AFTER_FAILURES: '2',
  });
  receiver = await startReceiver();
  owner = await sellerSession(ctx, 'Hooked Traders');
});
afterAll(async () => {
  await receiver.close();
  await ctx.close();
});

/** The standardwebhooks package's verdict on a received request (throws when no signature matches). */
const verify = (secret: string, request: Received) =>
  new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as { type: string; data: unknown };

const sendTest = async (endpointId: string) => {
  const res = await api(ctx, 'POST', `/api/Webhook/${endpointId}/test`, owner.jwt);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.deliveryIds as string[];
};

describe('webhook deliveries', () => {
  it('delivers a signed test event that an independent implementation verifies, and logs it', async () => {
    const endpoint = await createEndpoint(ctx, owner.jwt, receiver.url);
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    const before = receiver.received.length;
    await sendTest(endpoint.id);
    const delivery = await settled(ctx, owner.jwt, endpoint.id);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 1, responseStatus: 200, responseExcerpt: 'thanks' });
    expect(delivery.latencyMs).toBeGreaterThanOrEqual(0);
    const request = receiver.received[before] as Received;
    expect(request.headers['webhook-id']).toBe(delivery.eventId);
    expect(verify(endpoint.secret, request)).toMatchObject({ type: 'webhook.test' });
    expect(() => verify(`whsec_${Buffer.alloc(32, 1).toString('base64')}`, request)).toThrow();

    // Redelivery: the same event id and body, once more.
    const again = await api(ctx, 'POST', `/api/Webhook/${endpoint.id}/deliveries/${delivery.id}/redeliver`, owner.jwt);
    expect(again.status).toBe(200);
    const resent = await eventually(async () => receiver.received[before + 1]);
    expect(resent.headers['webhook-id']).toBe(delivery.eventId);
    expect(resent.body).toBe(request.body);
    expect(verify(endpoint.secret, resent)).toMatchObject({ type: 'webhook.test' });
  });

  it('retries after a 500 and a timeout with the same id, until the receiver takes it', async () => {
    const endpoint = await createEndpoint(ctx, owner.jwt, receiver.url);
    const before = receiver.received.length;
    receiver.plan.push(500, 'hang');
    await sendTest(endpoint.id);
    const delivery = await settled(ctx, owner.jwt, endpoint.id);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 3, responseStatus: 200 });
    const attempts = receiver.received.slice(before);
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((request) => request.headers['webhook-id']))).toEqual(new Set([delivery.eventId]));
    for (const request of attempts) expect(verify(endpoint.secret, request)).toMatchObject({ type: 'webhook.test' });
  });

  it('signs with both secrets during the overlap after a rotation', async () => {
    const endpoint = await createEndpoint(ctx, owner.jwt, receiver.url);
    const rotated = await api(ctx, 'POST', `/api/Webhook/${endpoint.id}/rotate-secret`, owner.jwt);
    expect(rotated.status).toBe(200);
    const secret = rotated.body.data.secret as string;
    expect(secret).not.toBe(endpoint.secret);
    expect(rotated.body.data.previousSecretUntil).not.toBeNull();
    const before = receiver.received.length;
    await sendTest(endpoint.id);
    await settled(ctx, owner.jwt, endpoint.id);
    const request = receiver.received[before] as Received;
    expect(String(request.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verify(secret, request)).toMatchObject({ type: 'webhook.test' });
    expect(verify(endpoint.secret, request)).toMatchObject({ type: 'webhook.test' });
  });

  it('turns an endpoint off after deliveries in a row failed all retries, and emails the admins', async () => {
    const endpoint = await createEndpoint(ctx, owner.jwt, receiver.url);
    for (let event = 0; event < 2; event += 1) {
      receiver.plan.push(500, 500, 500);
      await sendTest(endpoint.id);
      const delivery = await settled(ctx, owner.jwt, endpoint.id);
      expect(delivery).toMatchObject({ status: 'failed', attempts: 3, responseStatus: 500, responseExcerpt: 'receiver trouble' });
    }
    const list = await api(ctx, 'GET', '/api/Webhook', owner.jwt);
    const off = (list.body.data as { id: string; enabled: boolean; disabledReason: string | null }[]).find(
      (e) => e.id === endpoint.id,
    );
    expect(off?.enabled).toBe(false);
    expect(off?.disabledReason).toMatch(/2 deliveries in a row/);
    const mail = await eventually(async () => {
      const [row] = await ctx.services.database.db.select().from(emailOutbox).where(eq(emailOutbox.to, owner.admin.emailAddress));
      return row;
    });
    expect(mail.subject).toBe('A webhook endpoint was turned off');
    expect(mail.text).toContain(receiver.url);
    // On again: the count starts afresh.
    const on = await api(ctx, 'PUT', `/api/Webhook/${endpoint.id}`, owner.jwt, { enabled: true });
    expect(on.body.data).toMatchObject({ enabled: true, consecutiveFailures: 0, disabledReason: null });
  });

  it('sends member.created and member.deleted when an admin adds and removes a member through the identity API', async () => {
    const endpoint = await createEndpoint(ctx, owner.jwt, receiver.url, ['member.created', 'member.deleted']);
    const emailAddress = uniqueEmail('joiner');
    const added = await sdk(
      ctx,
      'POST',
      '/b2b/organizations/members',
      { email_address: emailAddress },
      { sessionToken: owner.sessionToken },
    );
    expect(added.status).toBe(200);
    const memberId = (added.data as { member: { member_id: string } }).member.member_id;
    const removed = await sdk(ctx, 'DELETE', `/b2b/organizations/members/${memberId}`, undefined, {
      sessionToken: owner.sessionToken,
    });
    expect(removed.status).toBe(200);
    const events = await eventually(async () => {
      const deliveries = await deliveriesOf(ctx, owner.jwt, endpoint.id);
      return deliveries.length === 2 && deliveries.every((d) => d.status === 'succeeded') ? deliveries : null;
    });
    expect(events.map((d) => d.eventType).sort()).toEqual(['member.created', 'member.deleted']);
    for (const delivery of events) {
      const request = receiver.received.find((r) => r.headers['webhook-id'] === delivery.eventId) as Received;
      expect(verify(endpoint.secret, request)).toMatchObject({ type: delivery.eventType, data: { memberId, emailAddress } });
    }
  });

  it('delivers the events of one member in order: a later one waits while an earlier one is retried or given up', async () => {
    // A receiver of its own: other endpoints of this company also take member events.
    const ordered = await startReceiver();
    try {
      const endpoint = await createEndpoint(ctx, owner.jwt, ordered.url, ['member.created', 'member.updated']);
      const byId = (id: string) => ctx.services.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
      const emailAddress = uniqueEmail('ordered');
      const auth = { sessionToken: owner.sessionToken };

      // The first event fails twice, then gets through; the second waits for it.
      ordered.plan.push(500, 500);
      const added = await sdk(ctx, 'POST', '/b2b/organizations/members', { email_address: emailAddress }, auth);
      expect(added.status).toBe(200);
      const memberId = (added.data as { member: { member_id: string } }).member.member_id;
      const renamed = await sdk(ctx, 'PUT', `/b2b/organizations/members/${memberId}`, { name: 'Ordered Once' }, auth);
      expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
      const [first, second] = (await deliveriesOf(ctx, owner.jwt, endpoint.id)).reverse();
      expect([first?.eventType, second?.eventType]).toEqual(['member.created', 'member.updated']);
      if (!first || !second) throw new Error('two deliveries expected');
      // While the first is being retried, the second is parked: pending, never tried, no next attempt.
      const parked = await eventually(async () => {
        const [row] = await byId(second.id);
        const [earlier] = await byId(first.id);
        return row?.nextAttemptAt === null && earlier?.status === 'pending' && (earlier.attempts ?? 0) >= 1 ? row : null;
      });
      expect(parked).toMatchObject({ status: 'pending', attempts: 0, orderingKey: `member:${memberId}` });
      const done = await eventually(async () => {
        const [row] = await byId(second.id);
        return row?.status === 'succeeded' ? row : null;
      });
      expect(done.attempts).toBe(1);
      expect((await byId(first.id))[0]).toMatchObject({ status: 'succeeded', attempts: 3 });
      expect(ordered.received.map((r) => [r.headers['webhook-id'], verify(endpoint.secret, r).type])).toEqual([
        [first.eventId, 'member.created'],
        [first.eventId, 'member.created'],
        [first.eventId, 'member.created'],
        [second.eventId, 'member.updated'],
      ]);

      // Given up: an earlier event that fails all its attempts lets the next one go after it.
      ordered.received.length = 0;
      ordered.plan.push(500, 500, 500);
      await sdk(ctx, 'PUT', `/b2b/organizations/members/${memberId}`, { name: 'Ordered Twice' }, auth);
      await sdk(ctx, 'PUT', `/b2b/organizations/members/${memberId}`, { name: 'Ordered Thrice' }, auth);
      const [failed, after] = (await deliveriesOf(ctx, owner.jwt, endpoint.id)).slice(0, 2).reverse();
      if (!failed || !after) throw new Error('two more deliveries expected');
      const last = await eventually(async () => {
        const [row] = await byId(after.id);
        return row?.status === 'succeeded' ? row : null;
      });
      expect(last.attempts).toBe(1);
      expect((await byId(failed.id))[0]).toMatchObject({ status: 'failed', attempts: 3 });
      const names = ordered.received.map((r) => (verify(endpoint.secret, r).data as { name: string }).name);
      expect(names).toEqual(['Ordered Twice', 'Ordered Twice', 'Ordered Twice', 'Ordered Thrice']);
    } finally {
      await ordered.close();
    }
  });

  it('sends at boot a delivery that was recorded but never queued (a stop in between)', async () => {
    const endpoint = await createEndpoint(ctx, owner.jwt, receiver.url, ['refresh.finished']);
    const company = (await api(ctx, 'GET', '/api/Company', owner.jwt)).body.data as { id: string };
    const { db } = ctx.services.database;
    const [deliveryId] = await recordWebhookEvent(db, {
      companyId: company.id,
      type: 'refresh.finished',
      data: { refreshId: 'r' },
    });
    expect((await deliveriesOf(ctx, owner.jwt, endpoint.id))[0]).toMatchObject({
      id: deliveryId,
      status: 'pending',
      attempts: 0,
    });
    expect(await resumeWebhookDeliveries(db, ctx.services.jobs)).toBeGreaterThanOrEqual(1);
    expect(await settled(ctx, owner.jwt, endpoint.id)).toMatchObject({ id: deliveryId, status: 'succeeded', attempts: 1 });
  });
});
