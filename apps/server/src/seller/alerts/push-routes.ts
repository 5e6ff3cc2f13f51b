import { AlertPushKey, AlertPushSubscriptionInput, AlertPushUnsubscribeInput, envelope } from '@shelfscope/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelopes.js';
import { HttpError } from '../../platform/http/errors.js';
import { sessionOnly } from '../../platform/http/route-access.js';
import type { Services } from '../../services.js';
import { asTenant, type Tenant } from '../tenancy.js';
import type { PushSender } from './push.js';
import { alertPushSubscriptions } from './schema.js';

const tags = ['Alerts'];

/** Saves the browser's subscription for the member (an endpoint moves to whoever subscribed it last). */
async function subscribe(tenant: Tenant, input: z.infer<typeof AlertPushSubscriptionInput>): Promise<void> {
  await tenant.db
    .insert(alertPushSubscriptions)
    .values({ companyId: tenant.companyId, memberId: tenant.memberId, endpoint: input.endpoint, ...input.keys })
    .onConflictDoUpdate({
      target: alertPushSubscriptions.endpoint,
      set: { companyId: tenant.companyId, memberId: tenant.memberId, ...input.keys },
    });
}

async function unsubscribe(tenant: Tenant, endpoint: string): Promise<void> {
  await tenant.db
    .delete(alertPushSubscriptions)
    .where(and(eq(alertPushSubscriptions.memberId, tenant.memberId), eq(alertPushSubscriptions.endpoint, endpoint)));
}

/** The browser side of web push: the VAPID key, and a member's subscriptions. */
export const alertPushRoutes =
  (services: Services, push: PushSender): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/AlertPush/key',
      {
        schema: {
          tags,
          summary: 'The VAPID public key for web push (null: push is off on this server)',
          ...sessionOnly('notifications', 'read'),
          response: { 200: envelope(AlertPushKey) },
        },
      },
      async () => ok({ publicKey: push.publicKey }),
    );

    app.post(
      '/api/AlertPush/subscription',
      {
        schema: {
          tags,
          summary: "Save this browser's push subscription for the member",
          ...sessionOnly('notifications', 'write'),
          body: AlertPushSubscriptionInput,
          response: { 200: envelope(z.object({ subscribed: z.boolean() })) },
        },
      },
      async (request) => {
        if (!push.enabled) throw new HttpError(409, 'push_off', 'Web push is not set up on this server (no VAPID keys).');
        await asTenant(services, request, (tenant) => subscribe(tenant, request.body));
        return ok({ subscribed: true });
      },
    );

    app.delete(
      '/api/AlertPush/subscription',
      {
        schema: {
          tags,
          summary: "Forget this browser's push subscription",
          ...sessionOnly('notifications', 'write'),
          body: AlertPushUnsubscribeInput,
          response: { 200: envelope(z.object({ subscribed: z.boolean() })) },
        },
      },
      async (request) => {
        await asTenant(services, request, (tenant) => unsubscribe(tenant, request.body.endpoint));
        return ok({ subscribed: false });
      },
    );
  };
