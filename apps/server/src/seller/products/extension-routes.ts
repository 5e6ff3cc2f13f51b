import {
  type CostField,
  EXTENSION_COST_PATHS,
  ExtensionAsinParams,
  ExtensionLookupQuery,
  ExtensionOverrideQuery,
  envelope,
  LookupRow,
  MarketplaceQuery,
  Offer,
  Product,
  ProductGraph,
  ProductVariations,
} from '@shelfscope/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelopes.js';
import { access } from '../../platform/http/route-access.js';
import { atExtensionItem, extensionLookup, extensionOffersUpdate, extensionProduct } from './extension-item.js';
import { overrideProduct, patchProduct, productGraph, productOffers, productVariations } from './handlers.js';
import { PRODUCT_PATCHES } from './patches.js';
import type { DepsOf } from './routes.js';

const tags = ['BrowserExtension'];
const one = { 200: envelope(Product) };
const params = ExtensionAsinParams;

const extensionGraph = atExtensionItem(productGraph);
const extensionOffers = atExtensionItem(productOffers);
const extensionVariations = atExtensionItem(productVariations);
const extensionOverride = atExtensionItem(overrideProduct);
const extensionPatch = atExtensionItem(patchProduct);

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
    /** The ASIN and marketplace a request names, as the extension verbs take them. */
    const asinOf = (request: FastifyRequest & { params: { asin: string }; query: unknown }) => ({
      deps: depsOf(request),
      asin: request.params.asin,
      marketplace: (request.query as MarketplaceQuery).marketplace,
    });
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
      async (request) =>
        ok(await extensionLookup({ deps: depsOf(request), code: request.query.code, marketplace: request.query.marketplace })),
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
      async (request) => ok(await extensionProduct(asinOf(request))),
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
      async (request) => ok(await extensionGraph(asinOf(request))),
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
      async (request) => ok(await extensionOffers(asinOf(request))),
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
      async (request) => ok(await extensionOffersUpdate(asinOf(request))),
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
      async (request) => ok(await extensionVariations(asinOf(request))),
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
      async (request) =>
        ok(
          await extensionOverride({
            ...asinOf(request),
            input: { override: request.query.buyBoxOverride, buyBoxOverrideCustomValue: request.query.customValue ?? null },
          }),
        ),
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
        async (request) =>
          ok(await extensionPatch({ ...asinOf(request), field, value: (request.query as Record<string, unknown>)[field] })),
      );
    }
  };
