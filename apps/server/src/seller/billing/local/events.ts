import { createHash } from 'node:crypto';
import { and, asc, eq, isNull, lt } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import type { Jobs } from '../../../platform/jobs/jobs.js';
import { newId, providerNow, seconds } from './clock.js';
import { localBillingEvents } from './schema.js';
import { stripeWebhookSdk } from './stripe-sdk.js';

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

/** The delivery job's id for an event (a UUID derived from the event id). */
export function jobIdOf(eventId: string): string {
  const hex = createHash('sha256').update(eventId).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Queues delivery of stored events; one job per event, so queueing twice is harmless. */
export async function queueEvents(jobs: Jobs, ids: string[]): Promise<void> {
  for (const id of ids) await jobs.send(WEBHOOK_QUEUE, { eventId: id }, { id: jobIdOf(id) });
}

/**
 * Queues the events still undelivered a while after they were recorded: those whose job was
 * never sent (the process stopped between the commit and the send). A job still retrying is not
 * sent twice (same job id). Answers how many were queued.
 */
export async function requeueUndelivered(db: Db, jobs: Jobs, olderThanMs = 120_000): Promise<number> {
  const rows = await db
    .select({ id: localBillingEvents.id })
    .from(localBillingEvents)
    .where(
      and(
        isNull(localBillingEvents.delivered),
        lt(localBillingEvents.created, new Date((await providerNow(db)).getTime() - olderThanMs)),
      ),
    )
    .orderBy(asc(localBillingEvents.created))
    .limit(500);
  await queueEvents(
    jobs,
    rows.map((r) => r.id),
  );
  return rows.length;
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
  /**
   * A delivery still active after this long is its dead instance's (kill -9 mid-delivery): pg-boss's
   * maintenance then hands it to any instance, so deliveries resume within a minute, as uploads do.
   */
  expireInSeconds: number;
}): void {
  input.jobs.define<{ eventId: string }>(
    WEBHOOK_QUEUE,
    async ({ eventId }) => {
      const [event] = await input.db.select().from(localBillingEvents).where(eq(localBillingEvents.id, eventId));
      if (!event || event.delivered) return;
      const body = JSON.stringify(event.payload);
      const signer = await stripeWebhookSdk();
      const signature = signer.webhooks.generateTestHeaderString({ payload: body, secret: input.secret });
      const status = await input.deliver()(body, signature);
      if (status < 200 || status >= 300) throw new Error(`webhook ${event.type} ${eventId} answered ${status}`);
      await input.db.update(localBillingEvents).set({ delivered: new Date() }).where(eq(localBillingEvents.id, eventId));
    },
    {
      retryLimit: input.retry.retryLimit,
      retryDelaySeconds: input.retry.retryDelaySeconds,
      batchSize: 20,
      expireInSeconds: input.expireInSeconds,
    },
  );
}
