import { envelope, WebhookReceipt } from '@shelfscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/database.js';
import { ok } from '../../platform/http/envelopes.js';
import { HttpError } from '../../platform/http/errors.js';
import { inputProblem } from '../../platform/http/input-guard.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { queueDeliveries } from '../webhooks/emit.js';
import type { BillingEvent, BillingProvider } from './provider.js';
import { billingWebhookEvents } from './schema.js';
import { providerCall } from './service.js';
import { applySubscription } from './sync.js';

/** The subscription an event is about: every event we take reduces to "read this subscription". */
export function subscriptionIdOf(event: BillingEvent): string | null {
  const object = event.data.object as Record<string, unknown>;
  const idOf = (value: unknown) =>
    typeof value === 'string' ? value : value && typeof value === 'object' && 'id' in value ? String(value.id) : null;
  if (object.object === 'subscription') return idOf(object.id);
  if (object.object === 'checkout.session') return idOf(object.subscription);
  if (object.object === 'invoice') {
    const parent = object.parent as { subscription_details?: { subscription?: unknown } } | null | undefined;
    return idOf(object.subscription) ?? idOf(parent?.subscription_details?.subscription);
  }
  return null;
}

export const HANDLED_EVENTS = new Set([
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
]);

/**
 * Applies one verified event once. The provider's current state of the subscription is read
 * first (outside the transaction: it may be a network call), then one transaction records the
 * event id and applies that state; a replayed id finds its row and changes nothing.
 */
export async function handleEvent(
  deps: { db: Db; jobs: Jobs },
  provider: BillingProvider,
  event: BillingEvent,
): Promise<{ duplicate: boolean }> {
  const subscriptionId = HANDLED_EVENTS.has(event.type) ? subscriptionIdOf(event) : null;
  const current = subscriptionId ? await provider.getSubscription(subscriptionId) : null;
  const outcome = await deps.db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(billingWebhookEvents)
      .values({ eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning();
    if (!recorded) return { duplicate: true, deliveries: [] };
    const applied = current ? await applySubscription(tx as unknown as Db, current) : null;
    return { duplicate: false, deliveries: applied?.deliveries ?? [] };
  });
  // Our own webhooks (subscription.changed) go out once the change has committed.
  await queueDeliveries(deps.jobs, outcome.deliveries);
  return { duplicate: outcome.duplicate };
}

/** Stripe's default tolerance of a signature's time, which its library checks only for the past. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Whether a Stripe-Signature header's time (`t=`) is no further ahead of now than the tolerance:
 * a signature made an hour ahead would otherwise be replayable for an hour more. The past side
 * (and the signature itself) is checked by the provider's constructEvent.
 */
export function isSignedRecently(header: string, nowMs: number): boolean {
  const match = /(?:^|,)\s*t=(\d{1,12})\s*(?:,|$)/.exec(header);
  if (!match) return true; // no time: constructEvent refuses it
  return Number(match[1]) <= nowMs / 1000 + SIGNATURE_TOLERANCE_SECONDS;
}

/**
 * POST /SubscriptionWebhook and POST /api/payments-hook: the provider's webhooks (Stripe's, or
 * the local provider's in the same shape). The signature is checked on the raw body before
 * anything is read or written: a bad or missing one is a 400.
 */
export const webhookRoutes =
  (deps: { db: Db; jobs: Jobs; provider: () => BillingProvider }): FastifyPluginAsyncZod =>
  async (app) => {
    // The signature covers the exact bytes: keep the body as text here.
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    for (const url of ['/SubscriptionWebhook', '/api/payments-hook']) {
      app.post(
        url,
        {
          schema: {
            tags: ['Billing'],
            summary: "The payment provider's webhook (Stripe-signed events)",
            response: { 200: envelope(WebhookReceipt) },
          },
        },
        async (request) => {
          const raw = typeof request.body === 'string' ? request.body : '';
          const signature = request.headers['stripe-signature'];
          let event: BillingEvent;
          try {
            if (typeof signature === 'string' && !isSignedRecently(signature, Date.now()))
              throw new Error('signed too far ahead');
            event = await deps.provider().verifyWebhook(raw, typeof signature === 'string' ? signature : undefined);
          } catch {
            throw new HttpError(400, 'invalid_signature', 'The webhook signature is missing or does not match.');
          }
          if (typeof event?.id !== 'string' || typeof event.type !== 'string' || !event.data?.object) {
            throw HttpError.badRequest('The webhook body is not an event.');
          }
          // The edge's text rule (input-guard.ts) on the event parsed here: the guard saw only raw text.
          const problem = inputProblem(event, 'body');
          if (problem) throw new HttpError(400, 'bad_request', problem.description, [{ type: 'validation', ...problem }]);
          // Stripe unreachable while reading the subscription: a 503, and Stripe delivers again later.
          const { duplicate } = await providerCall(() => handleEvent(deps, deps.provider(), event));
          return ok({ received: true as const, duplicate });
        },
      );
    }
  };
