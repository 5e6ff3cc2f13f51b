import {
  envelope,
  ProductCount,
  ProductIdsInput,
  ShortlistParams,
  SupplierIdParams,
  SupplierRefresh,
} from '@shelfscope/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../platform/http/envelopes.js';
import { access } from '../../platform/http/route-access.js';
import type { Services } from '../../services.js';
import { findShortlist } from '../shortlists/service.js';
import { findSupplier } from '../suppliers/service.js';
import { asTenant, type Tenant } from '../tenancy.js';
import type { RefreshDeps } from './deps.js';
import { queueRefresh } from './job.js';
import type { RefreshScope } from './scope.js';
import { recordRefresh } from './start.js';

/** The spec's toast for a refresh that runs in the background (section 9). */
const REFRESHING = 'Asins are refreshing';

/**
 * The refreshes of many products (spec section 7): by ids, a supplier's, a shortlist's. Each
 * answers at once with the number of products queued; the refresh queue does the work and the
 * member's notifications and live stream report its progress. (One product's refresh stays
 * synchronous: the products and quick-view routes.)
 */
export const refreshRoutes =
  (services: Services, deps: RefreshDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /** Records the refresh as the calling company (`scopeOf` checks the scope is its own), then queues it. */
    const refresh = async (
      request: FastifyRequest,
      scopeOf: (tenant: Tenant) => Promise<RefreshScope>,
      fetchStockLevels = false,
    ) => {
      const started = await asTenant(services, request, async (tenant) =>
        recordRefresh(tenant, deps.bus, await scopeOf(tenant), { fetchStockLevels }),
      );
      await started.publish();
      // If this send is lost (a crash right here), the start-up sweep queues the refresh again.
      if (started.refresh?.status === 'queued')
        await queueRefresh(deps.jobs, { refreshId: started.refresh.id, companyId: started.refresh.companyId });
      return started.queued;
    };

    app.put(
      '/api/Product/refresh',
      {
        schema: {
          tags: ['Product'],
          summary:
            'Refresh the market data of several products (ids; fetchStockLevels) in the background; count = products queued (ids that are not the company’s are ignored)',
          ...access('products:write'),
          body: ProductIdsInput,
          response: { 200: envelope(ProductCount) },
        },
      },
      async (request) => {
        const { ids, fetchStockLevels } = request.body;
        return ok({ count: await refresh(request, async () => ({ scope: 'ids', productIds: ids }), fetchStockLevels ?? false) });
      },
    );

    app.get(
      '/api/Supplier/:supplierId/refresh',
      {
        schema: {
          tags: ['Supplier'],
          summary: "Refresh the market data of all the supplier's products in the background (queued = products to refresh)",
          ...access('products:write'),
          params: SupplierIdParams,
          response: { 200: envelope(SupplierRefresh) },
        },
      },
      async (request) => {
        const queued = await refresh(request, async (tenant) => ({
          scope: 'supplier',
          supplierId: (await findSupplier(tenant, request.params.supplierId)).id,
        }));
        return ok({ queued, message: queued > 0 ? REFRESHING : 'Nothing to refresh: this supplier has no products yet.' });
      },
    );

    app.get(
      '/api/Shortlist/:shortlistId/refresh',
      {
        schema: {
          tags: ['Shortlist'],
          summary: "Refresh the market data of all the shortlist's products in the background (queued = products to refresh)",
          ...access('products:write'),
          params: ShortlistParams,
          response: { 200: envelope(SupplierRefresh) },
        },
      },
      async (request) => {
        const queued = await refresh(request, async (tenant) => {
          const shortlist = await findShortlist(tenant, request.params.shortlistId);
          return { scope: 'shortlist', shortlistId: shortlist.id, supplierId: shortlist.supplierId };
        });
        return ok({ queued, message: queued > 0 ? REFRESHING : 'Nothing to refresh: the shortlist is empty.' });
      },
    );
  };
