import { z } from 'zod';
import { Id } from './base.js';
import { PageQuery } from './paging.js';

/** The events an endpoint may subscribe to (docs/integrating.md lists each one's `data`). */
export const WEBHOOK_EVENT_TYPES = [
  'upload.finished',
  'refresh.finished',
  'purchase_order.status_changed',
  'alert.fired',
  'member.created',
  'member.updated',
  'member.deleted',
  'session.created',
  'session.revoked',
  'organization.updated',
  'sso_connection.created',
  'sso_connection.updated',
  'sso_connection.deleted',
  'scim_connection.created',
  'scim_connection.updated',
  'scim_connection.deleted',
  'scim_group.created',
  'scim_group.updated',
  'scim_group.deleted',
  'subscription.changed',
] as const;
export const WebhookEventType = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventType>;

/** The event "Send test event" delivers; no endpoint subscribes to it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** An outbound webhook endpoint. Its secret is shown only when created or rotated. */
export const WebhookEndpoint = z.object({
  id: Id,
  url: z.string(),
  description: z.string(),
  eventTypes: z.array(WebhookEventType),
  enabled: z.boolean(),
  /** Why it was turned off by the server (repeated failures), or null. */
  disabledReason: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  /** Until when the previous secret still signs beside the current one, after a rotation. */
  previousSecretUntil: z.iso.datetime().nullable(),
  created: z.iso.datetime(),
  createdBy: z.string(),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpoint>;

/** The answer to a create or a rotation: the endpoint and its (new) signing secret, `whsec_…`. */
export const WebhookEndpointWithSecret = WebhookEndpoint.extend({ secret: z.string() });
export type WebhookEndpointWithSecret = z.infer<typeof WebhookEndpointWithSecret>;

const WebhookUrl = z
  .string()
  .trim()
  .max(2000)
  .pipe(z.url({ protocol: /^https?$/, error: 'must be an http or https URL' }));

/** `POST /api/Webhook`. */
export const WebhookEndpointInput = z.object({
  url: WebhookUrl,
  description: z.string().trim().max(200).default(''),
  eventTypes: z.array(WebhookEventType).min(1).max(WEBHOOK_EVENT_TYPES.length),
  enabled: z.boolean().default(true),
});
export type WebhookEndpointInput = z.input<typeof WebhookEndpointInput>;

/** `PUT /api/Webhook/{id}`: the fields sent change; enabling again clears the failure count. */
export const WebhookEndpointUpdate = z
  .object({
    url: WebhookUrl.optional(),
    description: z.string().trim().max(200).optional(),
    eventTypes: z.array(WebhookEventType).min(1).max(WEBHOOK_EVENT_TYPES.length).optional(),
    enabled: z.boolean().optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), 'send at least one field');
export type WebhookEndpointUpdate = z.infer<typeof WebhookEndpointUpdate>;

export const WebhookParams = z.object({ id: z.string().max(200) });
export const WebhookDeliveryParams = z.object({ id: z.string().max(200), deliveryId: z.string().max(200) });

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/** One event's delivery to one endpoint, with the outcome of its latest attempt. */
export const WebhookDelivery = z.object({
  id: Id,
  endpointId: Id,
  /** The stable `webhook-id` of the event: the same on every attempt and redelivery (receivers dedupe by it). */
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  /** The HTTP status of the latest attempt, or null when it got no answer (refused, timed out). */
  responseStatus: z.number().int().nullable(),
  /** The first characters of the answer, or why there was none. */
  responseExcerpt: z.string().nullable(),
  latencyMs: z.number().int().nullable(),
  /**
   * When a pending delivery is tried next; null on a pending one that waits for an earlier event
   * about the same entity to be delivered or given up (docs/integrating.md, "Ordering").
   */
  nextAttemptAt: z.iso.datetime().nullable(),
  lastAttemptAt: z.iso.datetime().nullable(),
  created: z.iso.datetime(),
});
export type WebhookDelivery = z.infer<typeof WebhookDelivery>;

/** One attempt of a delivery, as the log keeps every one of them. */
export const WebhookDeliveryAttempt = z.object({
  /** 1 for the first; retries and redeliveries count on. */
  attempt: z.number().int(),
  outcome: z.enum(['succeeded', 'failed']),
  /** The HTTP status, or null when there was no answer (refused, timed out). */
  responseStatus: z.number().int().nullable(),
  responseExcerpt: z.string().nullable(),
  latencyMs: z.number().int(),
  at: z.iso.datetime(),
});
export type WebhookDeliveryAttempt = z.infer<typeof WebhookDeliveryAttempt>;

/** `GET /api/Webhook/{id}/deliveries`: newest first. */
export const WebhookDeliveryQuery = PageQuery;
