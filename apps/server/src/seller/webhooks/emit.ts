import { createHash, randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { webhookDeliveries, webhookEndpoints } from './schema.js';

export const WEBHOOK_DELIVERY_QUEUE = 'webhook.deliver';

/** One delivery attempt's job: which delivery, and which attempt (0 first), so a stale job does nothing. */
export type DeliveryJob = { deliveryId: string; attempt: number };

/** An event as the seller module raises it; `data` is what receivers read (docs/integrating.md). */
export type WebhookEvent = { companyId: string; type: string; data: Record<string, unknown> };

/**
 * What each ordered event is about: the `data` field naming its entity. An endpoint gets the
 * events of one entity in the order they happened (a later one waits while an earlier one is
 * pending); `subscription.changed` is ordered per company (the company has one plan).
 * upload.finished and refresh.finished (one event per upload or refresh) and webhook.test are
 * delivered on their own (docs/integrating.md, "Ordering").
 */
const ORDERED_BY: Record<string, string> = {
  member: 'memberId',
  session: 'memberSessionId',
  organization: 'organizationId',
  sso_connection: 'connectionId',
  scim_connection: 'connectionId',
  scim_group: 'groupId',
  purchase_order: 'purchaseOrderId',
};

/** The ordering key of an event (`member:<id>`, `subscription:<company id>`…), or null when it is not ordered. */
export function orderingKeyOf(event: WebhookEvent): string | null {
  const [entity = ''] = event.type.split('.');
  if (entity === 'subscription') return `subscription:${event.companyId}`;
  const field = ORDERED_BY[entity];
  const id = field ? event.data[field] : undefined;
  return typeof id === 'string' && id !== '' ? `${entity}:${id}` : null;
}

/** A Standard Webhooks message id: one per event, the same to every endpoint and on every attempt. */
export const newEventId = () => `msg_${randomBytes(16).toString('base64url')}`;

/** The body every endpoint receives for `event`: `{type, timestamp, data}` (Standard Webhooks payload). */
export function payloadOf(type: string, data: Record<string, unknown>, at = new Date()): string {
  return JSON.stringify({ type, timestamp: at.toISOString(), data });
}

/**
 * Records `event` for every enabled endpoint of its company that subscribes to its type, in `db`:
 * the caller's own transaction where there is one, so the event exists exactly when the change
 * does (the outbox). Queue the answer with `queueDeliveries` once that has committed.
 */
export async function recordWebhookEvent(db: Db, event: WebhookEvent, endpointId?: string): Promise<string[]> {
  const endpoints = await db
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.companyId, event.companyId),
        endpointId
          ? eq(webhookEndpoints.id, endpointId)
          : and(eq(webhookEndpoints.enabled, true), sql`${event.type} = any(${webhookEndpoints.eventTypes})`),
      ),
    );
  if (endpoints.length === 0) return [];
  const eventId = newEventId();
  const payload = payloadOf(event.type, event.data);
  // A test event goes at once even when it is about nothing in particular.
  const orderingKey = endpointId ? null : orderingKeyOf(event);
  const rows = await db
    .insert(webhookDeliveries)
    .values(
      endpoints.map((endpoint) => ({
        companyId: event.companyId,
        endpointId: endpoint.id,
        eventId,
        eventType: event.type,
        payload,
        orderingKey,
        nextAttemptAt: new Date(),
      })),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.map((row) => row.id);
}

/**
 * A job id per (delivery, attempt): queueing the same attempt twice is a no-op (pg-boss ids).
 * A name-based UUID (version 8, RFC 9562) from SHA-256 of both, as pg-boss wants a UUID.
 */
export function attemptJobId(deliveryId: string, attempt: number, release?: string): string {
  const h = createHash('sha256')
    .update(`${deliveryId}:${attempt}${release ? `:after:${release}` : ''}`)
    .digest('hex');
  const variant = ((Number.parseInt(h.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

/**
 * Queues attempt `attempt` of each delivery, now or after `delaySeconds`. `release` names the
 * delivery whose end let a waiting one go (a job id of its own: the waiting delivery's first job
 * has already run).
 */
export async function queueDeliveries(
  jobs: Jobs,
  deliveryIds: string[],
  attempt = 0,
  delaySeconds = 0,
  release?: string,
): Promise<void> {
  for (const deliveryId of deliveryIds) {
    await jobs.send<DeliveryJob>(
      WEBHOOK_DELIVERY_QUEUE,
      { deliveryId, attempt },
      { id: attemptJobId(deliveryId, attempt, release), ...(delaySeconds > 0 ? { startAfterSeconds: delaySeconds } : {}) },
    );
  }
}

/** Records and queues at once: for changes that are not in a transaction of their own. */
export async function emitWebhookEvent(deps: { db: Db; jobs: Jobs }, event: WebhookEvent): Promise<void> {
  await queueDeliveries(deps.jobs, await recordWebhookEvent(deps.db, event));
}

/**
 * Deliveries left pending by a run that stopped between recording and queueing them, or whose
 * queued attempt was lost: queued again at boot, each for its due time. The job id is the
 * attempt's, so one whose job still exists is not queued twice.
 */
export async function resumeWebhookDeliveries(db: Db, jobs: Jobs, now = new Date()): Promise<number> {
  const pending = await db
    .select({ id: webhookDeliveries.id, attempts: webhookDeliveries.attempts, nextAttemptAt: webhookDeliveries.nextAttemptAt })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.status, 'pending'));
  for (const delivery of pending) {
    const wait = delivery.nextAttemptAt ? Math.ceil((delivery.nextAttemptAt.getTime() - now.getTime()) / 1000) : 0;
    await queueDeliveries(jobs, [delivery.id], delivery.attempts, Math.max(0, wait));
  }
  return pending.length;
}
