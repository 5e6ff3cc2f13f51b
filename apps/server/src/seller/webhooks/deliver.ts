import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { IntegrationsConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { SecretBox } from '../../identity/crypto.js';
import { fetchFailure, outboundFetch } from '../../identity/sso/outbound.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import type { Mailer } from '../../platform/mail/outbox.js';
import { storableText } from '../../platform/text/storable.js';
import { type DeliveryJob, queueDeliveries, WEBHOOK_DELIVERY_QUEUE } from './emit.js';
import { countFinalFailure } from './failures.js';
import { defineWebhookRetention } from './retention.js';
import { webhookDeliveries, webhookDeliveryAttempts, webhookEndpoints } from './schema.js';
import { signatureHeader } from './signature.js';

/** Characters of an answer kept in the delivery log; a few more bytes than that are read at most. */
const EXCERPT_CHARS = 500;
const EXCERPT_BYTES = 2_048;

export type DeliveryDeps = {
  db: Db;
  jobs: Jobs;
  box: SecretBox;
  mailer: Mailer;
  config: IntegrationsConfig['webhooks'];
};

type Outcome = { ok: boolean; status: number | null; excerpt: string; latencyMs: number };

/**
 * The delivery queue. Each job is one attempt; a failed attempt records itself and queues the
 * next after the configured wait, so the schedule is ours (not pg-boss's) and every attempt is
 * in the log. pg-boss's own retries only cover a crash mid-attempt, or a delivery whose
 * transaction had not committed yet when its job ran.
 */
export function defineWebhookQueue(deps: DeliveryDeps): void {
  deps.jobs.define<DeliveryJob>(WEBHOOK_DELIVERY_QUEUE, (job) => attemptDelivery(deps, job), {
    retryLimit: 3,
    retryDelaySeconds: 5,
    batchSize: 5,
  });
  defineWebhookRetention({ db: deps.db, jobs: deps.jobs, retentionDays: deps.config.retentionDays });
}

/** One attempt: sends, records the outcome, and queues a retry or gives up (counting toward disabling). */
export async function attemptDelivery(deps: DeliveryDeps, job: DeliveryJob): Promise<void> {
  const [found] = await deps.db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(eq(webhookDeliveries.id, job.deliveryId));
  // Not there yet: its transaction has not committed (pg-boss tries again). Deleted endpoints
  // take their deliveries with them, so this also ends after the retries.
  if (!found) throw new Error(`webhook delivery ${job.deliveryId} not found`);
  const { delivery, endpoint } = found;
  if (delivery.status !== 'pending' || delivery.attempts !== job.attempt) return; // a stale job
  // An earlier event about the same entity is still on its way: this one waits for it.
  if (delivery.orderingKey && (await waitsForEarlier(deps.db, delivery))) return;
  const now = new Date();
  const outcome: Outcome = endpoint.enabled
    ? await send(deps, endpoint, delivery)
    : { ok: false, status: null, excerpt: 'The endpoint is disabled.', latencyMs: 0 };
  const attempts = delivery.attempts + 1;
  const wait = outcome.ok || !endpoint.enabled ? undefined : deps.config.retrySchedule[attempts - 1];
  const excerpt = storableText(outcome.excerpt).slice(0, EXCERPT_CHARS);
  await deps.db.insert(webhookDeliveryAttempts).values({
    companyId: delivery.companyId,
    deliveryId: delivery.id,
    attempt: attempts,
    outcome: outcome.ok ? 'succeeded' : 'failed',
    responseStatus: outcome.status,
    responseExcerpt: excerpt,
    latencyMs: outcome.latencyMs,
    at: now,
  });
  await deps.db
    .update(webhookDeliveries)
    .set({
      attempts,
      status: outcome.ok ? 'succeeded' : wait === undefined ? 'failed' : 'pending',
      responseStatus: outcome.status,
      responseExcerpt: excerpt,
      latencyMs: outcome.latencyMs,
      lastAttemptAt: now,
      nextAttemptAt: wait === undefined ? null : new Date(now.getTime() + wait * 1000),
    })
    .where(eq(webhookDeliveries.id, delivery.id));
  // Delivered or given up: the next event about the same entity may go.
  if (delivery.orderingKey && (outcome.ok || wait === undefined)) await releaseNext(deps, delivery);
  if (outcome.ok) {
    if (endpoint.consecutiveFailures > 0) {
      await deps.db.update(webhookEndpoints).set({ consecutiveFailures: 0 }).where(eq(webhookEndpoints.id, endpoint.id));
    }
  } else if (wait !== undefined) {
    await queueDeliveries(deps.jobs, [delivery.id], attempts, wait);
  } else if (endpoint.enabled) {
    await countFinalFailure(deps, endpoint.id);
  }
}

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** The pending deliveries to the same endpoint about the same entity as `delivery`. */
const sameEntityPending = (delivery: DeliveryRow) =>
  and(
    eq(webhookDeliveries.endpointId, delivery.endpointId),
    eq(webhookDeliveries.orderingKey, delivery.orderingKey ?? ''),
    eq(webhookDeliveries.status, 'pending'),
  );

/**
 * Whether an earlier delivery of the same entity to the same endpoint is still pending; if so
 * this one is parked (pending with no next attempt: "waiting" in the log) until releaseNext
 * queues it. The parked row is locked while this decides, so a release that runs meanwhile
 * waits and then sees it parked: a delivery is never left parked behind one already settled.
 */
async function waitsForEarlier(db: Db, delivery: DeliveryRow): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, delivery.id))
      .for('update');
    const [earlier] = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(sameEntityPending(delivery), lt(webhookDeliveries.sequence, delivery.sequence)))
      .limit(1);
    if (!earlier) return false;
    await tx.update(webhookDeliveries).set({ nextAttemptAt: null }).where(eq(webhookDeliveries.id, delivery.id));
    return true;
  });
}

/**
 * After `settled` was delivered or given up: the next pending delivery of its entity to its
 * endpoint, if it is parked, is queued now. One not parked yet still has its own job coming,
 * which finds nothing earlier pending and goes.
 */
async function releaseNext(deps: DeliveryDeps, settled: DeliveryRow): Promise<void> {
  const next = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: webhookDeliveries.id, attempts: webhookDeliveries.attempts, nextAttemptAt: webhookDeliveries.nextAttemptAt })
      .from(webhookDeliveries)
      .where(and(sameEntityPending(settled), gt(webhookDeliveries.sequence, settled.sequence)))
      .orderBy(asc(webhookDeliveries.sequence))
      .limit(1)
      .for('update');
    if (!row || row.nextAttemptAt !== null) return null;
    await tx.update(webhookDeliveries).set({ nextAttemptAt: new Date() }).where(eq(webhookDeliveries.id, row.id));
    return row;
  });
  if (next) await queueDeliveries(deps.jobs, [next.id], next.attempts, 0, settled.id);
}

/** POSTs the stored body, signed with every secret in force; 2xx is a success, anything else a failure. */
async function send(deps: DeliveryDeps, endpoint: EndpointRow, delivery: DeliveryRow): Promise<Outcome> {
  const timestamp = Math.floor(Date.now() / 1000);
  const secrets = [deps.box.open(endpoint.secretSealed)];
  if (endpoint.previousSecretSealed && endpoint.previousSecretUntil && endpoint.previousSecretUntil > new Date()) {
    secrets.push(deps.box.open(endpoint.previousSecretSealed));
  }
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await outboundFetch(deps.config.outbound)(endpoint.url, {
      method: 'POST',
      // A redirect is an answer, not a new address to post the event to.
      redirect: 'manual',
      signal: AbortSignal.timeout(deps.config.timeoutMs),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'ShelfScope-Webhooks/1',
        'webhook-id': delivery.eventId,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signatureHeader(secrets, delivery.eventId, timestamp, delivery.payload),
      },
      body: delivery.payload,
    });
    const excerpt = (await excerptOf(response)).slice(0, EXCERPT_CHARS);
    return { ok: response.status >= 200 && response.status < 300, status: response.status, excerpt, latencyMs: elapsed() };
  } catch (error) {
    const reason =
      error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
        ? `No answer within ${deps.config.timeoutMs} ms.`
        : fetchFailure(error);
    return { ok: false, status: null, excerpt: reason, latencyMs: elapsed() };
  }
}

/**
 * The start of an answer: a receiver may send any amount, so only the first bytes are read and
 * the rest is left (the timeout's signal also ends a body that trickles in).
 */
async function excerptOf(response: Response): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    while (size < EXCERPT_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.length;
    }
  } catch {
    // A body cut off (timeout, reset) still has what came before.
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return Buffer.concat(chunks).subarray(0, EXCERPT_BYTES).toString('utf8');
}
