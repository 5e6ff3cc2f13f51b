import { WEBHOOK_TEST_EVENT, type WebhookDelivery, type WebhookDeliveryAttempt } from '@shelfscope/contracts';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { HttpError } from '../../platform/http/errors.js';
import { requireOrganizationAdmin } from '../auth/organization-admin.js';
import type { Caller } from '../auth/session-verifier.js';
import { companyFilter, type Tenant } from '../tenancy.js';
import { recordWebhookEvent } from './emit.js';
import { webhookDeliveries, webhookDeliveryAttempts } from './schema.js';
import { findEndpoint } from './service.js';

type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type Options = { tenant: Tenant; caller: Caller; endpointId: string };

export function deliveryDto(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    endpointId: row.endpointId,
    eventId: row.eventId,
    eventType: row.eventType,
    status: row.status as WebhookDelivery['status'],
    attempts: row.attempts,
    responseStatus: row.responseStatus,
    responseExcerpt: row.responseExcerpt,
    latencyMs: row.latencyMs,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
    lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
    created: row.created.toISOString(),
  };
}

/** An endpoint's delivery log, newest first, a page at a time. */
export async function listDeliveries(options: Options & { page: number; pageSize: number }) {
  const { tenant } = options;
  requireOrganizationAdmin(options.caller, 'webhooks');
  const endpoint = await findEndpoint(tenant, options.endpointId);
  const where = and(eq(webhookDeliveries.endpointId, endpoint.id), companyFilter(tenant, webhookDeliveries.companyId));
  const rows = await tenant.db
    .select()
    .from(webhookDeliveries)
    .where(where)
    .orderBy(desc(webhookDeliveries.created), desc(webhookDeliveries.id))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  const [total] = await tenant.db.select({ n: count() }).from(webhookDeliveries).where(where);
  return { items: rows.map(deliveryDto), totalItems: total?.n ?? 0 };
}

/** Every attempt of one delivery of the endpoint, oldest first. */
export async function listAttempts(options: Options & { deliveryId: string }): Promise<WebhookDeliveryAttempt[]> {
  const { tenant } = options;
  requireOrganizationAdmin(options.caller, 'webhooks');
  const endpoint = await findEndpoint(tenant, options.endpointId);
  if (!/^[0-9a-f-]{36}$/i.test(options.deliveryId)) throw HttpError.notFound('No such delivery.');
  const [delivery] = await tenant.db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, options.deliveryId), eq(webhookDeliveries.endpointId, endpoint.id)));
  if (!delivery) throw HttpError.notFound('No such delivery.');
  const rows = await tenant.db
    .select()
    .from(webhookDeliveryAttempts)
    .where(and(eq(webhookDeliveryAttempts.deliveryId, delivery.id), companyFilter(tenant, webhookDeliveryAttempts.companyId)))
    .orderBy(asc(webhookDeliveryAttempts.attempt), asc(webhookDeliveryAttempts.at));
  return rows.map((row) => ({
    attempt: row.attempt,
    outcome: row.outcome as WebhookDeliveryAttempt['outcome'],
    responseStatus: row.responseStatus,
    responseExcerpt: row.responseExcerpt,
    latencyMs: row.latencyMs,
    at: row.at.toISOString(),
  }));
}

/**
 * Sends a delivery again, same event id and body (receivers dedupe by the id): one more attempt,
 * queued by the caller once this commits. Answers the attempt number to queue.
 */
export async function redeliver(
  options: Options & { deliveryId: string },
): Promise<{ delivery: WebhookDelivery; attempt: number }> {
  const { tenant } = options;
  requireOrganizationAdmin(options.caller, 'webhooks');
  const endpoint = await findEndpoint(tenant, options.endpointId);
  if (!/^[0-9a-f-]{36}$/i.test(options.deliveryId)) throw HttpError.notFound('No such delivery.');
  const [row] = await tenant.db
    .update(webhookDeliveries)
    .set({ status: 'pending', nextAttemptAt: new Date() })
    .where(and(eq(webhookDeliveries.id, options.deliveryId), eq(webhookDeliveries.endpointId, endpoint.id)))
    .returning();
  if (!row) throw HttpError.notFound('No such delivery.');
  return { delivery: deliveryDto(row), attempt: row.attempts };
}

/** Records a `webhook.test` event for this endpoint alone (even a disabled one records it, and fails). */
export async function sendTestEvent(options: Options): Promise<string[]> {
  requireOrganizationAdmin(options.caller, 'webhooks');
  const endpoint = await findEndpoint(options.tenant, options.endpointId);
  return recordWebhookEvent(
    options.tenant.db,
    {
      companyId: options.tenant.companyId,
      type: WEBHOOK_TEST_EVENT,
      data: { endpointId: endpoint.id, message: 'A test event from ShelfScope.' },
    },
    endpoint.id,
  );
}
