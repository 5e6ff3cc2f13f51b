import { envelope, PathId, Watch, WatchInput, WatchListQuery } from '@shelfscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelopes.js';
import { sessionOnly } from '../../platform/http/route-access.js';
import type { Services } from '../../services.js';
import { asTenant } from '../tenancy.js';
import { addWatch, listWatches, removeWatch } from './watches.js';

const tags = ['Watches'];

/**
 * `/api/Watch`: the member's watch list, products read again on the schedule without a rule
 * (docs/alerts.md, "Watching"). Members only, as alert rules.
 */
export const watchRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/Watch',
      {
        schema: {
          tags,
          summary: "The member's watches (a product's alone with productId)",
          ...sessionOnly('notifications', 'read'),
          querystring: WatchListQuery,
          response: { 200: envelope(z.array(Watch)) },
        },
      },
      async (request) => ok(await asTenant(services, request, (tenant) => listWatches(tenant, request.query))),
    );

    app.post(
      '/api/Watch',
      {
        schema: {
          tags,
          summary: 'Watch a product, a supplier, a shortlist or a saved filter',
          ...sessionOnly('notifications', 'write'),
          body: WatchInput,
          response: { 200: envelope(Watch) },
        },
      },
      async (request) => ok(await asTenant(services, request, (tenant) => addWatch(tenant, request.body))),
    );

    app.delete(
      '/api/Watch/:id',
      {
        schema: {
          tags,
          summary: 'Stop watching',
          ...sessionOnly('notifications', 'write'),
          params: PathId,
          response: { 200: envelope(Watch) },
        },
      },
      async (request) => ok(await asTenant(services, request, (tenant) => removeWatch(tenant, request.params.id))),
    );
  };
