import { ApiKey, ApiKeyInput, ApiKeyParams, CreatedApiKey, envelope } from '@shelfscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelopes.js';
import { sessionOnly } from '../../platform/http/route-access.js';
import type { Services } from '../../services.js';
import { sellerOf } from '../auth/seller-auth.js';
import { asTenant } from '../tenancy.js';
import { createApiKey, listApiKeys, revokeApiKey } from './service.js';

const tags = ['ApiKey'];

/** The organization's API keys (organization admins; never callable with a key). */
export const apiKeyRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/ApiKey',
      {
        schema: {
          tags,
          summary: "The organization's API keys, revoked ones too (never the keys themselves)",
          ...sessionOnly('integrations', 'read'),
          response: { 200: envelope(z.array(ApiKey)) },
        },
      },
      async (request) =>
        ok(await asTenant(services, request, (tenant) => listApiKeys({ tenant, caller: sellerOf(request).caller }))),
    );

    app.post(
      '/api/ApiKey',
      {
        schema: {
          tags,
          summary: 'Create an API key: the answer holds the key, shown this once',
          ...sessionOnly('integrations', 'write'),
          body: ApiKeyInput,
          response: { 200: envelope(CreatedApiKey) },
        },
      },
      async (request) =>
        ok(
          await asTenant(services, request, (tenant) =>
            createApiKey({
              tenant,
              caller: sellerOf(request).caller,
              input: request.body,
              prefix: services.config.integrations.keyPrefix,
            }),
          ),
        ),
    );

    app.delete(
      '/api/ApiKey/:id',
      {
        schema: {
          tags,
          summary: 'Revoke an API key: refused from the next request on, on every instance',
          ...sessionOnly('integrations', 'write'),
          params: ApiKeyParams,
          response: { 200: envelope(ApiKey) },
        },
      },
      async (request) =>
        ok(
          await asTenant(services, request, (tenant) =>
            revokeApiKey({ tenant, caller: sellerOf(request).caller, id: request.params.id }),
          ),
        ),
    );
  };
