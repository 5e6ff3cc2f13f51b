import { AlertPushKey, AlertPushSubscriptionInput, AlertPushUnsubscribeInput, envelope } from '@shelfscope/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelopes.js';
import { sessionOnly } from '../../platform/http/route-access.js';
import type { Services } from '../../services.js';
import { asTenant, type Tenant } from '../tenancy.js';
import type { PushSender } from './push.js';
import { subscribeToPush, unsubscribeFromPush } from './push-subscriptions.js';

const tags = ['Alerts'];

/** The browser side of web push: the VAPID key, and a member's subscriptions. */
export const alertPushRoutes =
  (services: Services, push: PushSender): FastifyPluginAsyncZod =>
  async (app) => {
    const asMember =
      (request: FastifyRequest) =>
      <T>(work: (tenant: Tenant) => Promise<T>) =>
        asTenant(services, request, work);
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
      async (request) => ok(await subscribeToPush({ run: asMember(request), push, input: request.body })),
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
      async (request) => ok(await unsubscribeFromPush({ run: asMember(request), endpoint: request.body.endpoint })),
    );
  };
