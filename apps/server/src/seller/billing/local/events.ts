import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Db } from '../../../db/database.js';
import type { Jobs } from '../../../platform/jobs/jobs.js';
import { newId, seconds } from './clock.js';
import { localBillingEvents } from './schema.js';

export const WEBHOOK_QUEUE = 'billing.local-webhook';

/** An event waiting to be stored with the change that caused it. */
export type PendingEvent = { type: string; object: Record<string, unknown> };

/**
 * Stores events in Stripe's shape inside the caller's transaction (so they exist exactly when
 * the change does) and answers their ids, which the caller queues once the transaction commits.
 */
export async function recordEvents(tx: Db, events: PendingEvent[], now: Date): Promise<string[]> {
  const ids: string[] = [];
  for (const event of events) {
    const id = newId('evt');
    const payload = {
      id,
      object: 'event',
      api_version: '2025-10-29.clover',
      type: event.type,
      created: seconds(now),
      livemode: false,
      data: { object: event.object },
    };
    await tx.insert(localBillingEvents).values({ id, type: event.type, payload, created: now });
    ids.push(id);
  }
  return ids;
}

/** Queues delivery of stored events; the job id is the event id, so queueing twice is harmless. */
export async function queueEvents(jobs: Jobs, ids: string[]): Promise<void> {
  for (const id of ids) await jobs.send(WEBHOOK_QUEUE, { eventId: id });
}

/** Posts a signed webhook body to our own endpoint and answers its HTTP status. */
export type Deliver = (body: string, signature: string) => Promise<number>;

/**
 * The delivery queue: each event is signed at delivery with Stripe's scheme (t=...,v1=HMAC-SHA256)
 * and posted to the webhook route; a non-2xx answer fails the attempt and the queue retries it
 * with backoff, as Stripe does.
 */
export function defineWebhookQueue(input: {
  db: Db;
  jobs: Jobs;
  secret: string;
  deliver: () => Deliver;
  retry: { retryLimit: number; retryDelaySeconds: number };
}): void {
  const signer = new Stripe('sk_test_local_signer_only');
  input.jobs.define<{ eventId: string }>(
    WEBHOOK_QUEUE,
    async ({ eventId }) => {
      const [event] = await input.db.select().from(localBillingEvents).where(eq(localBillingEvents.id, eventId));
      if (!event) return;
      const body = JSON.stringify(event.payload);
      const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret: input.secret });
      const status = await input.deliver()(body, signature);
      if (status < 200 || status >= 300) throw new Error(`webhook ${event.type} ${eventId} answered ${status}`);
    },
    { retryLimit: input.retry.retryLimit, retryDelaySeconds: input.retry.retryDelaySeconds, batchSize: 20 },
  );
}
