import {
  envelope,
  listEnvelope,
  Offer,
  Product,
  ProductCount,
  ProductCreateResult,
  ProductDetail,
  ProductGraph,
  ProductOverrideInput,
  ProductRefreshQuery,
  ProductUpdateInput,
  ProductVariations,
  QuickViewCreateInput,
  QuickViewIdParams,
  QuickViewListQuery,
} from '@shelfscope/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelopes.js';
import { access } from '../../platform/http/route-access.js';
import { emptyQuickView } from './delete-products.js';
import {
  overrideProduct,
  patchProduct,
  productDetail,
  productGraph,
  productOffers,
  productVariations,
  refreshOne,
  removeProduct,
  updateProduct,
} from './handlers.js';
import { listProductsJson, sendPagedJson } from './list-json.js';
import { COST_PATCHES, FULFILMENT_PATCHES, PRODUCT_PATCHES } from './patches.js';
import type { DepsOf } from './routes.js';
import type { ProductScope } from './service.js';
import { addProduct } from './workflows.js';

const tags = ['QuickView'];
const one = { 200: envelope(Product) };
const params = QuickViewIdParams;
const QUICK_VIEW: ProductScope = { quickView: true };

/** Without an identifierType, a 10-character identifier is an ASIN, anything else a code. */
export function identifierTypeOf(identifier: string, given?: 0 | 1): 0 | 1 {
  return given ?? (/^[A-Za-z0-9]{10}$/.test(identifier.trim()) && !/^\d{10}$/.test(identifier.trim()) ? 0 : 1);
}

/** The quick view: ad-hoc products outside any supplier (spec section 7, Quick view). */
export const quickViewRoutes =
  (depsOf: DepsOf): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/QuickView',
      {
        schema: {
          tags,
          summary: 'The quick view: search, filter, order, page (as the product list)',
          ...access('products:read'),
          querystring: QuickViewListQuery,
          response: { 200: listEnvelope(Product) },
        },
      },
      async (request, reply) => {
        const { items, totalItems } = await depsOf(request).run((tenant) => listProductsJson(tenant, QUICK_VIEW, request.query));
        return sendPagedJson(reply, items, { page: request.query.page, pageSize: request.query.pageSize, totalItems });
      },
    );

    app.post(
      '/api/QuickView',
      {
        schema: {
          tags,
          summary: 'Analyse an ASIN or code in the quick view; several matches answer the candidates',
          ...access('products:write'),
          body: QuickViewCreateInput,
          response: { 200: envelope(ProductCreateResult) },
        },
      },
      async (request) => {
        const { identifierType, ...input } = request.body;
        return ok(
          await addProduct(depsOf(request), QUICK_VIEW, {
            ...input,
            identifierType: identifierTypeOf(input.identifier, identifierType),
          }),
        );
      },
    );

    app.delete(
      '/api/QuickView',
      {
        schema: {
          tags,
          summary: 'Empty the quick view (soft delete)',
          ...access('products:write'),
          response: { 200: envelope(ProductCount) },
        },
      },
      async (request) => ok(await emptyQuickView({ deps: depsOf(request) })),
    );

    /** The quick-view item a request names, as the product verbs take it. */
    const item = (request: FastifyRequest & { params: { quickViewItemId: string } }) => ({
      deps: depsOf(request),
      id: request.params.quickViewItemId,
      scope: QUICK_VIEW,
    });

    app.get(
      '/api/QuickView/:quickViewItemId',
      {
        schema: {
          tags,
          summary: 'One quick-view item with offers, sellers and stock',
          ...access('products:read'),
          params,
          response: { 200: envelope(ProductDetail) },
        },
      },
      async (request) => ok(await productDetail(item(request))),
    );
    app.put(
      '/api/QuickView/:quickViewItemId',
      {
        schema: {
          tags,
          summary: 'Update its cost inputs (analysed again)',
          ...access('products:write'),
          params,
          body: ProductUpdateInput,
          response: one,
        },
      },
      async (request) => ok(await updateProduct({ ...item(request), input: request.body })),
    );
    app.delete(
      '/api/QuickView/:quickViewItemId',
      { schema: { tags, summary: 'Remove it (soft)', ...access('products:write'), params, response: one } },
      async (request) => ok(await removeProduct(item(request))),
    );
    app.get(
      '/api/QuickView/:quickViewItemId/chart',
      {
        schema: {
          tags,
          summary: 'Its price history',
          ...access('products:read'),
          params,
          response: { 200: envelope(ProductGraph) },
        },
      },
      async (request) => ok(await productGraph(item(request))),
    );
    app.get(
      '/api/QuickView/:quickViewItemId/offers',
      {
        schema: { tags, summary: 'Its offers', ...access('products:read'), params, response: { 200: envelope(z.array(Offer)) } },
      },
      async (request) => ok(await productOffers(item(request))),
    );
    app.get(
      '/api/QuickView/:quickViewItemId/variations',
      {
        schema: {
          tags,
          summary: 'Its variations',
          ...access('products:read'),
          params,
          response: { 200: envelope(ProductVariations) },
        },
      },
      async (request) => ok(await productVariations(item(request))),
    );
    app.patch(
      '/api/QuickView/:quickViewItemId/buybox-override',
      {
        schema: {
          tags,
          summary: 'Its buy-box override',
          ...access('products:write'),
          params,
          body: ProductOverrideInput,
          response: one,
        },
      },
      async (request) => ok(await overrideProduct({ ...item(request), input: request.body })),
    );
    app.get(
      '/api/QuickView/:quickViewItemId/refresh',
      {
        schema: {
          tags,
          summary: 'Refresh its market data',
          ...access('products:write'),
          params,
          querystring: ProductRefreshQuery,
          response: one,
        },
      },
      async (request) => ok(await refreshOne({ ...item(request), fetchStockLevels: request.query.fetchStockLevels ?? false })),
    );
    for (const field of [...COST_PATCHES, ...FULFILMENT_PATCHES]) {
      app.patch(
        `/api/QuickView/:quickViewItemId/${field}`,
        {
          schema: {
            tags,
            summary: `Set its ${field} (the value in the query; analysed again)`,
            ...access('products:write'),
            params,
            querystring: PRODUCT_PATCHES[field]?.query ?? z.object({}),
            response: one,
          },
        },
        async (request) =>
          ok(await patchProduct({ ...item(request), field, value: (request.query as Record<string, unknown>)[field] })),
      );
    }
  };
