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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../platform/http/envelopes.js';
import { access } from '../../platform/http/route-access.js';
import { rethrowDuplicateName } from '../duplicate-name.js';
import { planLimitsOf } from '../plans/limits.js';
import type { DepsOf } from '../products/routes.js';
import type { Tenant } from '../tenancy.js';
import {
  assertNameFree,
  createShortlist,
  DUPLICATE_SHORTLIST,
  deleteShortlist,
  fillFromTargetStock,
  findShortlist,
  listShortlists,
  setShortlist,
  shortlistDto,
  shortlistSummary,
} from './service.js';

const tags = ['Shortlist'];
const asDuplicate = rethrowDuplicateName(DUPLICATE_SHORTLIST);
const one = { 200: envelope(Shortlist) };
const _oneItem = { 200: envelope(ShortlistItem) };

/** Shortlists of a supplier's products (spec section 7, Shortlist). */
export const shortlistRoutes =
  (depsOf: DepsOf): FastifyPluginAsyncZod =>
  async (app) => {
    const summary = async (tenant: Tenant, id: string) => shortlistSummary(tenant, await findShortlist(tenant, id));

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
      async (request) =>
        ok(
          await depsOf(request).run(async (tenant) => {
            // One at a time: the summaries' queries share the tenant's transaction and its connection.
            const summaries = [];
            for (const row of await listShortlists(tenant)) summaries.push(await shortlistSummary(tenant, row));
            return summaries;
          }),
        ),
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
        ok(
          await depsOf(request)
            .run(async (tenant) =>
              shortlistSummary(tenant, await createShortlist(tenant, request.body, planLimitsOf(request).shortlists)),
            )
            .catch(asDuplicate),
        ),
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
      async (request) =>
        ok((await depsOf(request).run(listShortlists)).map((s) => ({ id: s.id, name: s.name, supplierId: s.supplierId }))),
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
      async (request) =>
        ok(
          await depsOf(request).run(async (tenant) => {
            const { shortlist, items } = await shortlistDto(tenant, await findShortlist(tenant, request.params.shortlistId));
            return { ...shortlist, shortlistItems: items };
          }),
        ),
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
      async (request) => ok(await depsOf(request).run((tenant) => summary(tenant, request.params.shortlistId))),
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
      async (request) => {
        const s = await depsOf(request).run((tenant) => findShortlist(tenant, request.params.shortlistId));
        return ok({ id: s.id, name: s.name, supplierId: s.supplierId });
      },
    );
    const rename = async (tenant: Tenant, id: string, name: string) => {
      const row = await findShortlist(tenant, id);
      await assertNameFree(tenant, name, row.id);
      await setShortlist(tenant, row, { name });
      return summary(tenant, row.id);
    };
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
      async (request) =>
        ok(
          await depsOf(request)
            .run((tenant) => rename(tenant, request.params.shortlistId, request.body.name))
            .catch(asDuplicate),
        ),
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
      async (request) =>
        ok(
          await depsOf(request)
            .run((tenant) => rename(tenant, request.params.shortlistId, request.query.name))
            .catch(asDuplicate),
        ),
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
      async (request) =>
        ok(
          await depsOf(request).run(async (tenant) => {
            const row = await findShortlist(tenant, request.params.shortlistId);
            const before = await summary(tenant, row.id);
            const deleted = await deleteShortlist(tenant, row);
            return { ...before, deleted: true, deletedBy: deleted.deletedBy, modified: deleted.modified?.toISOString() ?? null };
          }),
        ),
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
      async (request) =>
        ok(
          await depsOf(request).run(async (tenant) => {
            const row = await findShortlist(tenant, request.params.shortlistId);
            const { buyBoxOverride, buyBoxOverrideMode, customValue } = request.body;
            await setShortlist(tenant, row, {
              override: buyBoxOverride,
              overrideMode: buyBoxOverrideMode,
              overrideCustomValue: buyBoxOverride === 5 ? (customValue ?? null) : null,
            });
            return summary(tenant, row.id);
          }),
        ),
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
      async (request) =>
        ok(
          await depsOf(request).run(async (tenant) => {
            const row = await findShortlist(tenant, request.params.shortlistId);
            await setShortlist(tenant, row, { targetStock: request.body.targetStock });
            return summary(tenant, row.id);
          }),
        ),
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
      async (request) =>
        ok(
          await depsOf(request).run(async (tenant) =>
            fillFromTargetStock(tenant, await findShortlist(tenant, request.params.shortlistId)),
          ),
        ),
    );
  };
