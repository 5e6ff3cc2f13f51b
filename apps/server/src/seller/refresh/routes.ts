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
import { asTenant, type Tenant } from '../tenancy.js';
import type { RefreshDeps } from './deps.js';
import { refreshProductIds, refreshShortlist, refreshSupplier } from './many.js';

/**
 * The refreshes of many products (many.ts). (One product's refresh stays synchronous: the
 * products and quick-view routes.)
 */
export const refreshRoutes =
  (services: Services, deps: RefreshDeps): FastifyPluginAsyncZod =>
  async (app) => {
    /** The calling company's refresh context: what each verb acts with. */
    const as = (request: FastifyRequest) => ({
      deps,
      run: <T>(work: (tenant: Tenant) => Promise<T>) => asTenant(services, request, work),
    });

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
      async (request) =>
        ok(
          await refreshProductIds({
            ...as(request),
            ids: request.body.ids,
            fetchStockLevels: request.body.fetchStockLevels ?? false,
          }),
        ),
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
      async (request) => ok(await refreshSupplier({ ...as(request), supplierId: request.params.supplierId })),
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
      async (request) => ok(await refreshShortlist({ ...as(request), shortlistId: request.params.shortlistId })),
    );
  };
