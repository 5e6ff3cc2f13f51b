import {
  type CostField,
  EXTENSION_COST_PATHS,
  ExtensionAsinParams,
  ExtensionLookupQuery,
  ExtensionOverrideQuery,
  envelope,
  LookupRow,
  type MarketplaceCode,
  MarketplaceQuery,
  Offer,
  Product,
  ProductGraph,
  ProductVariations,
} from '@shelfscope/contracts';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelopes.js';
import { access } from '../../platform/http/route-access.js';
import { companyMarketplace } from '../marketplaces/service.js';
import { companyFilter } from '../tenancy.js';
import { overrideProduct, patchProduct, productGraph, productOffers, productVariations, refreshOne } from './handlers.js';
import { PRODUCT_PATCHES } from './patches.js';
import type { DepsOf } from './routes.js';
import { products } from './schema.js';
import { inScope, type ProductScope, productDto } from './service.js';
import { addProduct, lookup, type ProductsDeps, refreshProducts } from './workflows.js';

const tags = ['BrowserExtension'];
const one = { 200: envelope(Product) };
const params = ExtensionAsinParams;
const QUICK_VIEW: ProductScope = { quickView: true };

/**
 * The product behind an ASIN on a marketplace for the browser extension (the storefront's; the
 * company's default when the extension names none). The company's own product under a supplier
 * of that marketplace when it has one (its cost, pack and preparation are the seller's: the panel's profit is the
 * product's, and "Open in ShelfScope" opens it); of several, the one with the lowest unit cost
 * (totalGoodsCost, then the latest edited). Otherwise the company's quick-view item for it
 * on that marketplace (added on first sight, so what the extension reads shows up in the quick
 * view). Served as is while its analysis is fresh, refreshed when it is not.
 */
export async function extensionItem(
  deps: ProductsDeps,
  asin: string,
  given: MarketplaceCode | undefined,
): Promise<{ id: string; scope: ProductScope }> {
  const marketplace = given ?? (await deps.run(companyMarketplace));
  const [listed] = await deps.run((tenant) =>
    tenant.db
      .select()
      .from(products)
      .where(
        and(
          companyFilter(tenant, products.companyId),
          eq(products.asin, asin),
          eq(products.marketplace, marketplace),
          eq(products.deleted, false),
          isNotNull(products.supplierId),
        ),
      )
      .orderBy(sql`${products.totalGoodsCost} asc nulls last`, desc(products.modified))
      .limit(1),
  );
  const [existing] = listed
    ? [listed]
    : await deps.run((tenant) =>
        tenant.db
          .select()
          .from(products)
          .where(and(inScope(tenant, QUICK_VIEW), eq(products.asin, asin), eq(products.marketplace, marketplace))),
      );
  if (!existing) {
    const { product } = await addProduct(deps, QUICK_VIEW, { identifier: asin, identifierType: 0, marketplace });
    if (!product) throw new Error(`no product for ${asin}`);
    return { id: product.id, scope: QUICK_VIEW };
  }
  const age = Date.now() - (existing.versionCreated?.getTime() ?? 0);
  if (age > deps.freshForMs) await refreshProducts(deps, [existing], { fetchStockLevels: false, history: true });
  return { id: existing.id, scope: existing.supplierId ? { supplierId: existing.supplierId } : QUICK_VIEW };
}

/** A route's query with `?marketplace=` beside its own fields. */
const withMarketplace = (query: z.ZodType<Record<string, unknown>> | undefined) =>
  (query as z.ZodObject | undefined)?.extend(MarketplaceQuery.shape) ?? MarketplaceQuery;

/**
 * The browser extension's product API, by ASIN and `?marketplace=` (spec section 7, Browser
 * extension; the marketplace is ours: the storefront's, the company's default when left out).
 */
export const extensionRoutes =
  (depsOf: DepsOf): FastifyPluginAsyncZod =>
  async (app) => {
    // Ours, beside the spec's routes: the extension's popup takes a UPC, EAN or ISBN as well as
    // an ASIN; this names the ASINs behind a code without adding anything (docs/extension.md).
    app.get(
      '/api/BrowserExtension/lookup',
      {
        schema: {
          tags,
          summary: 'The marketplace products behind a UPC, EAN or ISBN (nothing is added)',
          ...access('products:read'),
          querystring: ExtensionLookupQuery,
          response: { 200: envelope(z.array(LookupRow)) },
        },
      },
      async (request) => {
        const deps = depsOf(request);
        const marketplace = request.query.marketplace ?? (await deps.run(companyMarketplace));
        return ok(await lookup(deps, request.query.code, marketplace));
      },
    );
    app.get(
      '/api/BrowserExtension/:asin',
      {
        schema: {
          tags,
          summary: "The ASIN's analysis on the marketplace (served while fresh, fetched when not)",
          ...access('products:read'),
          params,
          querystring: MarketplaceQuery,
          response: one,
        },
      },
      async (request) => {
        const deps = depsOf(request);
        const { id, scope } = await extensionItem(deps, request.params.asin, request.query.marketplace);
        const [row] = await deps.run((tenant) =>
          tenant.db
            .select()
            .from(products)
            .where(and(inScope(tenant, scope), eq(products.id, id))),
        );
        if (!row) throw new Error('extension item vanished');
        return ok(productDto(row));
      },
    );
    app.get(
      '/api/BrowserExtension/:asin/graph',
      {
        schema: {
          tags,
          summary: 'Its price history',
          ...access('products:read'),
          params,
          querystring: MarketplaceQuery,
          response: { 200: envelope(ProductGraph) },
        },
      },
      async (request) => {
        const deps = depsOf(request);
        const { id, scope } = await extensionItem(deps, request.params.asin, request.query.marketplace);
        return ok(await productGraph(deps, id, scope));
      },
    );
    app.get(
      '/api/BrowserExtension/:asin/offers',
      {
        schema: {
          tags,
          summary: 'Its offers as last read',
          ...access('products:read'),
          params,
          querystring: MarketplaceQuery,
          response: { 200: envelope(z.array(Offer)) },
        },
      },
      async (request) => {
        const deps = depsOf(request);
        const { id, scope } = await extensionItem(deps, request.params.asin, request.query.marketplace);
        return ok(await productOffers(deps, id, scope));
      },
    );
    app.get(
      '/api/BrowserExtension/:asin/offers-update',
      {
        schema: {
          tags,
          summary: 'Read its offers again now, with stock levels',
          ...access('products:write'),
          params,
          querystring: MarketplaceQuery,
          response: { 200: envelope(z.array(Offer)) },
        },
      },
      async (request) => {
        const deps = depsOf(request);
        const { id, scope } = await extensionItem(deps, request.params.asin, request.query.marketplace);
        await refreshOne(deps, id, { fetchStockLevels: true }, scope);
        return ok(await productOffers(deps, id, scope));
      },
    );
    app.get(
      '/api/BrowserExtension/:asin/variations',
      {
        schema: {
          tags,
          summary: 'Its variations',
          ...access('products:read'),
          params,
          querystring: MarketplaceQuery,
          response: { 200: envelope(ProductVariations) },
        },
      },
      async (request) => {
        const deps = depsOf(request);
        const { id, scope } = await extensionItem(deps, request.params.asin, request.query.marketplace);
        return ok(await productVariations(deps, id, scope));
      },
    );
    app.patch(
      '/api/BrowserExtension/:asin/override',
      {
        schema: {
          tags,
          summary: 'Set its buy-box override (query buyBoxOverride -1..5, customValue for 5)',
          ...access('products:write'),
          params,
          querystring: ExtensionOverrideQuery,
          response: one,
        },
      },
      async (request) => {
        const deps = depsOf(request);
        const { id, scope } = await extensionItem(deps, request.params.asin, request.query.marketplace);
        return ok(
          await overrideProduct(
            deps,
            id,
            { override: request.query.buyBoxOverride, buyBoxOverrideCustomValue: request.query.customValue ?? null },
            scope,
          ),
        );
      },
    );
    for (const [field, path] of Object.entries(EXTENSION_COST_PATHS) as [CostField, string][]) {
      app.patch(
        `/api/BrowserExtension/:asin/${path}`,
        {
          schema: {
            tags,
            summary: `Set its ${field} (query ${field}; analysed again)`,
            ...access('products:write'),
            params,
            querystring: withMarketplace(PRODUCT_PATCHES[field]?.query),
            response: one,
          },
        },
        async (request) => {
          const deps = depsOf(request);
          const { marketplace } = request.query as MarketplaceQuery;
          const { id, scope } = await extensionItem(deps, request.params.asin, marketplace);
          return ok(await patchProduct(deps, id, field, (request.query as Record<string, unknown>)[field], scope));
        },
      );
    }
  };
