import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, eventually, type TestContext } from '../../../test/test-app.js';
import { type Received, startReceiver } from '../../../test/webhook-receiver.js';
import { createEndpoint, deliveriesOf, settled } from '../../../test/webhooks.js';
import { deleteOldDeliveries } from './retention.js';
import { webhookDeliveries, webhookDeliveryAttempts } from './schema.js';

/** Every attempt in the log, the log's retention, and member.updated (issue 45, part 3). */
let ctx: TestContext;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let owner: Awaited<ReturnType<typeof sellerSession>>;

beforeAll(async () => {
  // A timeout long enough that a loaded machine's receiver still answers its 500 within it (0.5 s
  // recorded the 500 as a timeout on a run beside other work); the hang then waits it out.
  ctx = await createTestApp({ WEBHOOK_RETRY_SCHEDULE_SECONDS: '1,1', WEBHOOK_TIMEOUT_SECONDS: '2' });
  receiver = await startReceiver();
  owner = await sellerSession(ctx, 'Logged Traders');
});
afterAll(async () => {
  await receiver.close();
  await ctx.close();
});

const verify = (secret: string, request: Received) =>
  new Webhook(secret).verify(request.body, request.headers as Record<string, string>) as {
    type: string;
    data: Record<string, unknown>;
  };

describe('the delivery log', () => {
  it('keeps every attempt: a 500, a timeout, then the success', async () => {
    const endpoint = await createEndpoint(ctx, owner.jwt, receiver.url);
    receiver.plan.push(500, 'hang');
    expect((await api(ctx, 'POST', `/api/Webhook/${endpoint.id}/test`, owner.jwt)).status).toBe(200);
    const delivery = await settled(ctx, owner.jwt, endpoint.id);
    expect(delivery).toMatchObject({ status: 'succeeded', attempts: 3 });
    const res = await api(ctx, 'GET', `/api/Webhook/${endpoint.id}/deliveries/${delivery.id}/attempts`, owner.jwt);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const attempts = res.body.data as {
      attempt: number;
      outcome: string;
      responseStatus: number | null;
      responseExcerpt: string;
    }[];
    expect(attempts.map((a) => [a.attempt, a.outcome, a.responseStatus])).toEqual([
      [1, 'failed', 500],
      [2, 'failed', null],
      [3, 'succeeded', 200],
    ]);
    expect(attempts[1]?.responseExcerpt).toMatch(/No answer within 2000 ms/);

    // Another endpoint's path, or a delivery that is not there: 404.
    const other = await createEndpoint(ctx, owner.jwt, receiver.url);
    expect((await api(ctx, 'GET', `/api/Webhook/${other.id}/deliveries/${delivery.id}/attempts`, owner.jwt)).status).toBe(404);
    expect((await api(ctx, 'GET', `/api/Webhook/${endpoint.id}/deliveries/nope/attempts`, owner.jwt)).status).toBe(404);
  });

  it('deletes finished deliveries past the retention with their attempts, never pending ones', async () => {
    const endpoint = await createEndpoint(ctx, owner.jwt, receiver.url);
    await api(ctx, 'POST', `/api/Webhook/${endpoint.id}/test`, owner.jwt);
    const delivery = await settled(ctx, owner.jwt, endpoint.id);
    const { db } = ctx.services.database;
    const pendingOld = await db
      .insert(webhookDeliveries)
      .values({
        companyId: (await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery.id)))[0]?.companyId ?? '',
        endpointId: endpoint.id,
        eventId: 'msg_pending_old',
        eventType: 'webhook.test',
        payload: '{}',
        status: 'pending',
        created: new Date(Date.now() - 90 * 86_400_000),
      })
      .returning({ id: webhookDeliveries.id });
    // Thirty days on (the default retention), the finished one goes, the pending one stays.
    expect(await deleteOldDeliveries(db, 30, new Date(Date.now() + 29 * 86_400_000))).toBe(0);
    const gone = await deleteOldDeliveries(db, 30, new Date(Date.now() + 31 * 86_400_000));
    expect(gone).toBeGreaterThanOrEqual(1);
    expect(await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery.id))).toEqual([]);
    expect(await db.select().from(webhookDeliveryAttempts).where(eq(webhookDeliveryAttempts.deliveryId, delivery.id))).toEqual(
      [],
    );
    const kept = await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, pendingOld[0]?.id ?? ''));
    expect(kept).toHaveLength(1);
    await db.delete(webhookDeliveries).where(eq(webhookDeliveries.id, pendingOld[0]?.id ?? ''));
  });
});

describe('member.updated', () => {
  it('is sent when a member is renamed through the identity API on /api', async () => {
    const endpoint = await createEndpoint(ctx, owner.jwt, receiver.url, ['member.updated']);
    const renamed = await api(ctx, 'PATCH', `/api/Identity/Members/${owner.admin.memberId}`, owner.jwt, { name: 'Ola Owner' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    const [delivery] = await eventually(async () => {
      const deliveries = await deliveriesOf(ctx, owner.jwt, endpoint.id);
      return deliveries.length === 1 && deliveries[0]?.status === 'succeeded' ? deliveries : null;
    });
    const request = receiver.received.find((r) => r.headers['webhook-id'] === delivery?.eventId) as Received;
    expect(verify(endpoint.secret, request)).toMatchObject({
      type: 'member.updated',
      data: { memberId: owner.admin.memberId, name: 'Ola Owner' },
    });
  });
});
