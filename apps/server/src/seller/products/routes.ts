import {
  envelope,
  listEnvelope,
  Offer,
  PRODUCT_PATCH_FIELDS,
  Product,
  ProductCount,
  ProductCreateInput,
  ProductCreateResult,
  ProductDetail,
  ProductExportQuery,
  ProductFilteredQuery,
  ProductGraph,
  ProductIdParams,
  ProductIdsInput,
  ProductListQuery,
  ProductOverrideInput,
  ProductRefreshQuery,
  ProductUpdateInput,
  ProductVariations,
} from '@shelfscope/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelopes.js';
import { access } from '../../platform/http/route-access.js';
import { deleteFilteredProducts, deleteProductsById } from './delete-products.js';
import { exportSupplierProducts } from './export.js';
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
import { sendPagedJson } from './list-json.js';
import { PRODUCT_PATCHES } from './patches.js';
import { listSupplierProducts } from './supplier-list.js';
import { addProduct, type ProductsDeps } from './workflows.js';

const tags = ['Product'];
const one = { 200: envelope(Product) };
const params = ProductIdParams;

/** Per request: the product workflows acting as the calling company. */
export type DepsOf = (request: FastifyRequest) => ProductsDeps;

/** A supplier's products (spec section 7, Product). */
export const productRoutes =
  (depsOf: DepsOf): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/api/Product',
      {
        schema: {
          tags,
          summary:
            "A supplier's products (without supplierId, the first supplier's by name): search (ASIN, title, brand, UPC, item number), filter, order, page",
          ...access('products:read'),
          querystring: ProductListQuery,
          response: { 200: listEnvelope(Product) },
        },
      },
      async (request, reply) => {
        const query = request.query;
        const { items, totalItems } = await depsOf(request).run((tenant) => listSupplierProducts(tenant, query));
        // The page is JSON text built by the database (list-json.ts); the schema stays for the
        // API documentation and the tests parse answers with it.
        return sendPagedJson(reply, items, { page: query.page, pageSize: query.pageSize, totalItems });
      },
    );

    app.get(
      '/api/Product/export',
      {
        config: { exportSlot: true },
        schema: {
          tags,
          summary:
            "A supplier's products as the list shows them on every page (search, filter, order), as CSV or XLSX of the given columns; streamed",
          ...access('products:read'),
          querystring: ProductExportQuery,
        },
      },
      async (request, reply) => {
        const { supplierId, ...query } = request.query;
        return exportSupplierProducts({ run: depsOf(request).run, reply, supplierId, query });
      },
    );

    app.post(
      '/api/Product',
      {
        schema: {
          tags,
          summary:
            'Add a product to a supplier by ASIN (identifierType 0) or UPC/EAN/ISBN (1); several matches answer the candidates',
          ...access('products:write'),
          body: ProductCreateInput,
          response: { 200: envelope(ProductCreateResult) },
        },
      },
      async (request) => {
        const { supplierId, ...input } = request.body;
        return ok(await addProduct(depsOf(request), { supplierId }, input));
      },
    );

    app.post(
      '/api/product/delete',
      {
        schema: {
          tags,
          summary: 'Delete several products (soft)',
          ...access('products:write', 'delete'),
          body: ProductIdsInput,
          response: { 200: envelope(ProductCount) },
        },
      },
      async (request) => ok(await deleteProductsById({ deps: depsOf(request), ids: request.body.ids })),
    );

    app.delete(
      '/api/product/filtered',
      {
        schema: {
          tags,
          summary: "Delete (soft) every product of a supplier's list as searched and filtered",
          ...access('products:write', 'delete'),
          querystring: ProductFilteredQuery,
          response: { 200: envelope(ProductCount) },
        },
      },
      async (request) => {
        const { supplierId, ...query } = request.query;
        return ok(await deleteFilteredProducts({ deps: depsOf(request), supplierId, query }));
      },
    );

    app.get(
      '/api/Product/:productId',
      {
        schema: {
          tags,
          summary: 'One product with its offers, sellers and stock',
          ...access('products:read'),
          params,
          response: { 200: envelope(ProductDetail) },
        },
      },
      async (request) => ok(await productDetail({ deps: depsOf(request), id: request.params.productId })),
    );

    app.get(
      '/api/Product/:productId/offers',
      {
        schema: {
          tags,
          summary: "The product's offers",
          ...access('products:read'),
          params,
          response: { 200: envelope(z.array(Offer)) },
        },
      },
      async (request) => ok(await productOffers({ deps: depsOf(request), id: request.params.productId })),
    );

    app.get(
      '/api/Product/:productId/variations',
      {
        schema: {
          tags,
          summary: "The product's variations",
          ...access('products:read'),
          params,
          response: { 200: envelope(ProductVariations) },
        },
      },
      async (request) => ok(await productVariations({ deps: depsOf(request), id: request.params.productId })),
    );

    app.get(
      '/api/Product/:productId/graph',
      {
        schema: {
          tags,
          summary: "The product's price history",
          ...access('products:read'),
          params,
          response: { 200: envelope(ProductGraph) },
        },
      },
      async (request) => ok(await productGraph({ deps: depsOf(request), id: request.params.productId })),
    );

    app.get(
      '/api/Product/:productId/refresh',
      {
        schema: {
          tags,
          summary: 'Refresh the market data of one product (fetchStockLevels reads stock too)',
          ...access('products:write'),
          params,
          querystring: ProductRefreshQuery,
          response: one,
        },
      },
      async (request) =>
        ok(
          await refreshOne({
            deps: depsOf(request),
            id: request.params.productId,
            fetchStockLevels: request.query.fetchStockLevels ?? false,
          }),
        ),
    );

    app.put(
      '/api/product/:productId',
      {
        schema: {
          tags,
          summary: "Update a product's cost inputs and supplier fields (fields sent are set; null clears)",
          ...access('products:write'),
          params,
          body: ProductUpdateInput,
          response: one,
        },
      },
      async (request) => ok(await updateProduct({ deps: depsOf(request), id: request.params.productId, input: request.body })),
    );

    app.delete(
      '/api/product/:productId',
      { schema: { tags, summary: 'Delete a product (soft)', ...access('products:write', 'delete'), params, response: one } },
      async (request) => ok(await removeProduct({ deps: depsOf(request), id: request.params.productId })),
    );

    app.patch(
      '/api/product/:productId/buybox-override',
      {
        schema: {
          tags,
          summary: 'Set the product buy-box override (-1..5; 5 needs buyBoxOverrideCustomValue)',
          ...access('products:write'),
          params,
          body: ProductOverrideInput,
          response: one,
        },
      },
      async (request) => ok(await overrideProduct({ deps: depsOf(request), id: request.params.productId, input: request.body })),
    );

    for (const field of PRODUCT_PATCH_FIELDS) {
      const patch = PRODUCT_PATCHES[field];
      app.patch(
        `/api/product/:productId/${field}`,
        {
          schema: {
            tags,
            summary: `Set the product's ${field} (the value in the query${patch.reanalyse ? '; profit is recomputed' : ''})`,
            ...access('products:write'),
            params,
            querystring: patch.query,
            response: one,
          },
        },
        async (request) =>
          ok(
            await patchProduct({
              deps: depsOf(request),
              id: request.params.productId,
              field,
              value: (request.query as Record<string, unknown>)[field],
            }),
          ),
      );
    }
  };
