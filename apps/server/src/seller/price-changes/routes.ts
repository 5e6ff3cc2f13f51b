import { listEnvelope, UploadChange, UploadChangesQuery, UploadIdParams } from '@shelfscope/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { paged } from '../../platform/http/envelopes.js';
import { access } from '../../platform/http/route-access.js';
import type { Services } from '../../services.js';
import { asTenant } from '../tenancy.js';
import { changesPage } from './service.js';

/** What changed in a supplier's price list since its previous one (docs/price-changes.md). */
export const priceChangeRoutes =
  (services: Services): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/Upload/:uploadId/changes',
      {
        schema: {
          tags: ['Upload'],
          summary:
            "What changed since the supplier's previous price list: new and dropped items, cost up or down, pack, code and item number changes, products now or no longer profitable; one kind or all, in file order",
          ...access('uploads:read'),
          params: UploadIdParams,
          querystring: UploadChangesQuery,
          response: { 200: listEnvelope(UploadChange) },
        },
      },
      async (request) => {
        const { items, totalItems } = await asTenant(services, request, (tenant) =>
          changesPage(tenant, { uploadId: request.params.uploadId, ...request.query }),
        );
        return paged(items, { page: request.query.page, pageSize: request.query.pageSize, totalItems });
      },
    );
  };
