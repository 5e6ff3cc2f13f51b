import {
  envelope,
  Shortlist,
  ShortlistCreateInput,
  ShortlistItem,
  ShortlistNameQuery,
  ShortlistOverrideInput,
  ShortlistParams,
  ShortlistSlim,
  ShortlistTargetFill,
  ShortlistTargetStockInput,
  ShortlistUpdateInput,
  ShortlistWithItems,
} from '@shelfscope/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelopes.js';
import { access } from '../../platform/http/route-access.js';
import { planLimitsOf } from '../plans/limits.js';
import type { DepsOf } from '../products/routes.js';
import {
  addShortlist,
  fillShortlist,
  overrideShortlist,
  removeShortlist,
  renameShortlist,
  setTargetStock,
  shortlistSummaries,
  shortlistTotals,
  shortlistWithItems,
  slimShortlist,
  slimShortlists,
} from './verbs.js';

const tags = ['Shortlist'];
const one = { 200: envelope(Shortlist) };
const _oneItem = { 200: envelope(ShortlistItem) };

/** Shortlists of a supplier's products (spec section 7, Shortlist). */
export const shortlistRoutes =
  (depsOf: DepsOf): FastifyPluginAsyncZod =>
  async (app) => {
    const target = (request: FastifyRequest & { params: { shortlistId: string } }) => ({
      deps: depsOf(request),
      shortlistId: request.params.shortlistId,
    });

    app.get(
      '/api/Shortlist',
      {
        schema: {
          tags,
          summary: 'Every shortlist with its totals',
          ...access('shortlists:read'),
          response: { 200: envelope(z.array(Shortlist)) },
        },
      },
      async (request) => ok(await shortlistSummaries({ deps: depsOf(request) })),
    );
    app.post(
      '/api/Shortlist',
      {
        schema: {
          tags,
          summary: "Create a shortlist for a supplier's products",
          ...access('shortlists:write'),
          body: ShortlistCreateInput,
          response: one,
        },
      },
      async (request) =>
        ok(await addShortlist({ deps: depsOf(request), input: request.body, limit: planLimitsOf(request).shortlists })),
    );
    app.get(
      '/api/Shortlist/slim',
      {
        schema: {
          tags,
          summary: 'Every shortlist: id, name, supplier',
          ...access('shortlists:read'),
          response: { 200: envelope(z.array(ShortlistSlim)) },
        },
      },
      async (request) => ok(await slimShortlists({ deps: depsOf(request) })),
    );
    app.get(
      '/api/Shortlist/:shortlistId',
      {
        schema: {
          tags,
          summary: 'A shortlist with its items and totals',
          ...access('shortlists:read'),
          params: ShortlistParams,
          response: { 200: envelope(ShortlistWithItems) },
        },
      },
      async (request) => ok(await shortlistWithItems(target(request))),
    );
    app.get(
      '/api/Shortlist/:shortlistId/summary',
      {
        schema: {
          tags,
          summary: 'A shortlist with its totals, without items',
          ...access('shortlists:read'),
          params: ShortlistParams,
          response: one,
        },
      },
      async (request) => ok(await shortlistTotals(target(request))),
    );
    app.get(
      '/api/Shortlist/:shortlistId/slim',
      {
        schema: {
          tags,
          summary: 'A shortlist: id, name, supplier',
          ...access('shortlists:read'),
          params: ShortlistParams,
          response: { 200: envelope(ShortlistSlim) },
        },
      },
      async (request) => ok(await slimShortlist(target(request))),
    );
    app.put(
      '/api/Shortlist/:shortlistId',
      {
        schema: {
          tags,
          summary: 'Rename a shortlist',
          ...access('shortlists:write'),
          params: ShortlistParams,
          body: ShortlistUpdateInput,
          response: one,
        },
      },
      async (request) => ok(await renameShortlist({ ...target(request), name: request.body.name })),
    );
    app.patch(
      '/api/Shortlist/:shortlistId/name',
      {
        schema: {
          tags,
          summary: 'Rename a shortlist (name in the query)',
          ...access('shortlists:write'),
          params: ShortlistParams,
          querystring: ShortlistNameQuery,
          response: one,
        },
      },
      async (request) => ok(await renameShortlist({ ...target(request), name: request.query.name })),
    );
    app.delete(
      '/api/Shortlist/:shortlistId',
      {
        schema: {
          tags,
          summary: 'Delete a shortlist and its items (soft)',
          ...access('shortlists:write', 'delete'),
          params: ShortlistParams,
          response: one,
        },
      },
      async (request) => ok(await removeShortlist(target(request))),
    );
    app.put(
      '/api/Shortlist/:shortlistId/override',
      {
        schema: {
          tags,
          summary: 'Set the shortlist buy-box override (0..3, 5 or -1) and mode (-1 off, 0 fills in, 1 applies to every item)',
          ...access('shortlists:write'),
          params: ShortlistParams,
          body: ShortlistOverrideInput,
          response: one,
        },
      },
      async (request) => ok(await overrideShortlist({ ...target(request), input: request.body })),
    );
    app.put(
      '/api/Shortlist/:shortlistId/target-stock',
      {
        schema: {
          tags,
          summary: 'Set the target stock (listing units to hold at Amazon of each product; null clears it)',
          ...access('shortlists:write'),
          params: ShortlistParams,
          body: ShortlistTargetStockInput,
          response: one,
        },
      },
      async (request) => ok(await setTargetStock({ ...target(request), targetStock: request.body.targetStock })),
    );
    app.post(
      '/api/Shortlist/:shortlistId/fill-from-target-stock',
      {
        schema: {
          tags,
          summary: "Set every item's quantity to the gap between the target stock and what the seller holds at Amazon",
          ...access('shortlists:write'),
          params: ShortlistParams,
          response: { 200: envelope(ShortlistTargetFill) },
        },
      },
      async (request) => ok(await fillShortlist(target(request))),
    );
  };
