import {
  envelope,
  listEnvelope,
  WebhookDelivery,
  WebhookDeliveryAttempt,
  WebhookDeliveryParams,
  WebhookDeliveryQuery,
  WebhookEndpoint,
  WebhookEndpointInput,
  WebhookEndpointUpdate,
  WebhookEndpointWithSecret,
  WebhookParams,
} from '@shelfscope/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok, paged } from '../../platform/http/envelopes.js';
import { sessionOnly } from '../../platform/http/route-access.js';
import type { Services } from '../../services.js';
import { sellerOf } from '../auth/seller-auth.js';
import { asTenant, type Tenant } from '../tenancy.js';
import { listAttempts, listDeliveries } from './deliveries.js';
import { createEndpoint, deleteEndpoint, type EndpointContext, listEndpoints, rotateSecret, updateEndpoint } from './service.js';
import { resendDelivery, sendTest } from './verbs.js';

const tags = ['Webhook'];
const read = sessionOnly('integrations', 'read');
const write = sessionOnly('integrations', 'write');

/** The organization's outbound webhook endpoints and their delivery log (organization admins). */
export const webhookRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    const { webhooks } = services.config.integrations;
    const asAdmin = <T>(request: FastifyRequest, run: (context: EndpointContext & { tenant: Tenant }) => Promise<T>) =>
      asTenant(services, request, (tenant) => run({ tenant, caller: sellerOf(request).caller, box: services.identity.box }));

    app.get(
      '/api/Webhook',
      { schema: { tags, summary: 'Webhook endpoints', ...read, response: { 200: envelope(z.array(WebhookEndpoint)) } } },
      async (request) => ok(await asAdmin(request, listEndpoints)),
    );

    app.post(
      '/api/Webhook',
      {
        schema: {
          tags,
          summary: 'Add an endpoint: the answer holds its signing secret (whsec_…), shown this once',
          ...write,
          body: WebhookEndpointInput,
          response: { 200: envelope(WebhookEndpointWithSecret) },
        },
      },
      async (request) =>
        ok(await asAdmin(request, (context) => createEndpoint({ ...context, input: request.body, policy: webhooks.outbound }))),
    );

    app.put(
      '/api/Webhook/:id',
      {
        schema: {
          tags,
          summary: 'Change an endpoint (URL, description, event types, on or off)',
          ...write,
          params: WebhookParams,
          body: WebhookEndpointUpdate,
          response: { 200: envelope(WebhookEndpoint) },
        },
      },
      async (request) =>
        ok(
          await asAdmin(request, (context) =>
            updateEndpoint({ ...context, id: request.params.id, input: request.body, policy: webhooks.outbound }),
          ),
        ),
    );

    app.delete(
      '/api/Webhook/:id',
      {
        schema: {
          tags,
          summary: 'Delete an endpoint and its log',
          ...write,
          params: WebhookParams,
          response: { 200: envelope(WebhookEndpoint) },
        },
      },
      async (request) => ok(await asAdmin(request, (context) => deleteEndpoint({ ...context, id: request.params.id }))),
    );

    app.post(
      '/api/Webhook/:id/rotate-secret',
      {
        schema: {
          tags,
          summary: 'A new signing secret (shown once); the old one keeps signing beside it for the overlap window',
          ...write,
          params: WebhookParams,
          response: { 200: envelope(WebhookEndpointWithSecret) },
        },
      },
      async (request) =>
        ok(
          await asAdmin(request, (context) =>
            rotateSecret({ ...context, id: request.params.id, overlapSeconds: webhooks.rotationOverlapSeconds }),
          ),
        ),
    );

    app.get(
      '/api/Webhook/:id/deliveries',
      {
        schema: {
          tags,
          summary: "The endpoint's delivery log, newest first",
          ...read,
          params: WebhookParams,
          querystring: WebhookDeliveryQuery,
          response: { 200: listEnvelope(WebhookDelivery) },
        },
      },
      async (request) => {
        const { page, pageSize } = request.query;
        const { items, totalItems } = await asAdmin(request, (context) =>
          listDeliveries({ ...context, endpointId: request.params.id, page, pageSize }),
        );
        return paged(items, { page, pageSize, totalItems });
      },
    );

    app.get(
      '/api/Webhook/:id/deliveries/:deliveryId/attempts',
      {
        schema: {
          tags,
          summary: "Every attempt of one delivery, oldest first (the log's detail)",
          ...read,
          params: WebhookDeliveryParams,
          response: { 200: envelope(z.array(WebhookDeliveryAttempt)) },
        },
      },
      async (request) =>
        ok(
          await asAdmin(request, (context) =>
            listAttempts({ ...context, endpointId: request.params.id, deliveryId: request.params.deliveryId }),
          ),
        ),
    );

    app.post(
      '/api/Webhook/:id/deliveries/:deliveryId/redeliver',
      {
        schema: {
          tags,
          summary: 'Send a delivery again (same webhook-id, so receivers can tell)',
          ...write,
          params: WebhookDeliveryParams,
          response: { 200: envelope(WebhookDelivery) },
        },
      },
      async (request) =>
        ok(
          await resendDelivery({
            asAdmin: (run) => asAdmin(request, run),
            jobs: services.jobs,
            endpointId: request.params.id,
            deliveryId: request.params.deliveryId,
          }),
        ),
    );

    app.post(
      '/api/Webhook/:id/test',
      {
        schema: {
          tags,
          summary: 'Send a webhook.test event to this endpoint',
          ...write,
          params: WebhookParams,
          response: { 200: envelope(z.object({ deliveryIds: z.array(z.string()) })) },
        },
      },
      async (request) =>
        ok(await sendTest({ asAdmin: (run) => asAdmin(request, run), jobs: services.jobs, endpointId: request.params.id })),
    );
  };
