import {
  envelope,
  listEnvelope,
  Shortlist,
  ShortlistAddInput,
  ShortlistCommentsQuery,
  ShortlistExportQuery,
  ShortlistItem,
  ShortlistItemOverrideInput,
  ShortlistItemParams,
  ShortlistItemSlim,
  ShortlistItemsQuery,
  ShortlistItemUpdateInput,
  ShortlistParams,
  ShortlistQuantityQuery,
} from '@shelfscope/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok, paged } from '../../platform/http/envelopes.js';
import { access } from '../../platform/http/route-access.js';
import { sellerOf } from '../auth/seller-auth.js';
import type { DepsOf } from '../products/routes.js';
import {
  addShortlistItem,
  changeShortlistItem,
  exportShortlist,
  overrideShortlistItem,
  removeShortlistItem,
  shortlistItem,
  shortlistItemPage,
  slimShortlistItem,
  slimShortlistItemPage,
} from './item-verbs.js';

const tags = ['Shortlist'];
const _one = { 200: envelope(Shortlist) };
const oneItem = { 200: envelope(ShortlistItem) };

/** A shortlist's items: adding, listing, exporting, changing and removing them (spec section 7). */
export const shortlistItemRoutes =
  (depsOf: DepsOf): FastifyPluginAsyncZod =>
  async (app) => {
    const target = (request: FastifyRequest & { params: { shortlistId: string; shortlistItemId: string } }) => ({
      deps: depsOf(request),
      shortlistId: request.params.shortlistId,
      shortlistItemId: request.params.shortlistItemId,
    });

    app.post(
      '/api/Shortlist/:shortlistId/item',
      {
        schema: {
          tags,
          summary: "Add a product (quantity adds up when it is there already); a VA's addition is a proposal",
          ...access('shortlists:write', 'propose'),
          params: ShortlistParams,
          body: ShortlistAddInput,
          response: oneItem,
        },
      },
      async (request) =>
        ok(
          await addShortlistItem({
            deps: depsOf(request),
            shortlistId: request.params.shortlistId,
            input: request.body,
            seller: sellerOf(request),
          }),
        ),
    );
    app.get(
      '/api/Shortlist/:shortlistId/items',
      {
        schema: {
          tags,
          summary: 'Its items: search, filter (the product filter language), orderBy (a product field), page',
          ...access('shortlists:read'),
          params: ShortlistParams,
          querystring: ShortlistItemsQuery,
          response: { 200: listEnvelope(ShortlistItem) },
        },
      },
      async (request) => {
        const { items, total } = await shortlistItemPage({
          deps: depsOf(request),
          shortlistId: request.params.shortlistId,
          query: request.query,
        });
        return paged(items, { page: request.query.page, pageSize: request.query.pageSize, totalItems: total });
      },
    );
    app.get(
      '/api/Shortlist/:shortlistId/export',
      {
        config: { exportSlot: true },
        schema: {
          tags,
          summary: 'Its items with their figures (search, filter, orderBy as the list), as CSV or XLSX; streamed',
          ...access('shortlists:read'),
          params: ShortlistParams,
          querystring: ShortlistExportQuery,
        },
      },
      async (request, reply) => {
        const { format, ...query } = request.query;
        return exportShortlist({ deps: depsOf(request), reply, shortlistId: request.params.shortlistId, format, query });
      },
    );
    app.get(
      '/api/Shortlist/:shortlistId/items/slim',
      {
        schema: {
          tags,
          summary: 'Its items, slim',
          ...access('shortlists:read'),
          params: ShortlistParams,
          querystring: ShortlistItemsQuery,
          response: { 200: listEnvelope(ShortlistItemSlim) },
        },
      },
      async (request) => {
        const { items, total } = await slimShortlistItemPage({
          deps: depsOf(request),
          shortlistId: request.params.shortlistId,
          query: request.query,
        });
        return paged(items, { page: request.query.page, pageSize: request.query.pageSize, totalItems: total });
      },
    );

    const itemUrl = '/api/Shortlist/:shortlistId/item/:shortlistItemId';
    app.get(
      itemUrl,
      {
        schema: {
          tags,
          summary: 'One item with its figures',
          ...access('shortlists:read'),
          params: ShortlistItemParams,
          response: oneItem,
        },
      },
      async (request) => ok(await shortlistItem(target(request))),
    );
    app.get(
      `${itemUrl}/slim`,
      {
        schema: {
          tags,
          summary: 'One item, slim',
          ...access('shortlists:read'),
          params: ShortlistItemParams,
          response: { 200: envelope(ShortlistItemSlim) },
        },
      },
      async (request) => ok(await slimShortlistItem(target(request))),
    );
    app.put(
      itemUrl,
      {
        schema: {
          tags,
          summary: 'Update its quantity and comment',
          ...access('shortlists:write'),
          params: ShortlistItemParams,
          body: ShortlistItemUpdateInput,
          response: oneItem,
        },
      },
      async (request) => ok(await changeShortlistItem({ ...target(request), changes: request.body })),
    );
    app.delete(
      itemUrl,
      {
        schema: {
          tags,
          summary: 'Remove it (soft)',
          ...access('shortlists:write'),
          params: ShortlistItemParams,
          response: oneItem,
        },
      },
      async (request) => ok(await removeShortlistItem(target(request))),
    );
    app.put(
      `${itemUrl}/override`,
      {
        schema: {
          tags,
          summary: "Set the item's own buy-box override (-1..5)",
          ...access('shortlists:write'),
          params: ShortlistItemParams,
          body: ShortlistItemOverrideInput,
          response: oneItem,
        },
      },
      async (request) => ok(await overrideShortlistItem({ ...target(request), input: request.body })),
    );
    app.patch(
      `${itemUrl}/comments`,
      {
        schema: {
          tags,
          summary: 'Set its comment (comments in the query; empty clears)',
          ...access('shortlists:write'),
          params: ShortlistItemParams,
          querystring: ShortlistCommentsQuery,
          response: oneItem,
        },
      },
      async (request) =>
        ok(await changeShortlistItem({ ...target(request), changes: { comment: request.query.comments || null } })),
    );
    app.patch(
      `${itemUrl}/quantity`,
      {
        schema: {
          tags,
          summary: 'Set its quantity (listing units, in the query)',
          ...access('shortlists:write'),
          params: ShortlistItemParams,
          querystring: ShortlistQuantityQuery,
          response: oneItem,
        },
      },
      async (request) => ok(await changeShortlistItem({ ...target(request), changes: { quantity: request.query.quantity } })),
    );
  };
