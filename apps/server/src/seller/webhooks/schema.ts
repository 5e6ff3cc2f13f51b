import { bigserial, boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../company/schema.js';

/**
 * An organization's webhook endpoints. The signing secret is sealed (AES-256-GCM, the identity
 * secret box) because it must be read back to sign; after a rotation the previous one keeps
 * signing beside it until `previous_secret_until`.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    eventTypes: text('event_types').array().notNull(),
    enabled: boolean('enabled').notNull().default(true),
    disabledReason: text('disabled_reason'),
    /** Deliveries in a row that failed all their retries; a success sets it back to 0. */
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    secretSealed: text('secret_sealed').notNull(),
    previousSecretSealed: text('previous_secret_sealed'),
    previousSecretUntil: timestamp('previous_secret_until', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by').notNull(),
    modified: timestamp('modified', { withTimezone: true }),
  },
  (t) => [index('webhook_endpoints_company_idx').on(t.companyId)],
);

/**
 * One event for one endpoint: written with the change that caused it (the outbox), then sent by
 * the job queue. `event_id` is the Standard Webhooks `webhook-id`, the same on every attempt.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The body sent, exactly: the signature covers these bytes. */
    payload: text('payload').notNull(),
    /** pending | succeeded | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseStatus: integer('response_status'),
    responseExcerpt: text('response_excerpt'),
    latencyMs: integer('latency_ms'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The entity the event is about (`member:<id>`, `subscription:<company id>`…; orderingKeyOf in
     * emit.ts), or null for events delivered on their own. An endpoint's pending deliveries of
     * one key go one at a time, in `sequence` order.
     */
    orderingKey: text('ordering_key'),
    /** The order events were recorded in (a sequence, unlike `created`, which is per transaction). */
    sequence: bigserial('sequence', { mode: 'number' }).notNull(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.created),
    index('webhook_deliveries_pending_idx').on(t.status, t.nextAttemptAt),
    index('webhook_deliveries_ordering_idx').on(t.endpointId, t.orderingKey, t.sequence),
  ],
);

/**
 * Every attempt of a delivery (the delivery row keeps only the latest outcome): when, what came
 * back, how long it took. Goes with its delivery (retention: WEBHOOK_RETENTION_DAYS).
 */
export const webhookDeliveryAttempts = pgTable(
  'webhook_delivery_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    /** 1 for the first attempt; a redelivery continues the count. */
    attempt: integer('attempt').notNull(),
    /** succeeded | failed */
    outcome: text('outcome').notNull(),
    responseStatus: integer('response_status'),
    responseExcerpt: text('response_excerpt'),
    latencyMs: integer('latency_ms').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('webhook_delivery_attempts_delivery_idx').on(t.deliveryId, t.attempt)],
);
