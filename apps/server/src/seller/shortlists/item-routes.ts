import {
  envelope,
  listEnvelope,
  MAX_PAGE_SIZE,
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
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { type Cell, sendTable } from '../../platform/export/table.js';
import { ok, paged } from '../../platform/http/envelopes.js';
import { access } from '../../platform/http/route-access.js';
import { sellerOf } from '../auth/seller-auth.js';
import { rethrowDuplicateName } from '../duplicate-name.js';
import type { DepsOf } from '../products/routes.js';
import { suppliers } from '../suppliers/schema.js';
import { companyFilter, type Tenant } from '../tenancy.js';
import { proposalOf } from './approvals.js';
import { SHORTLIST_EXPORT_HEADER, shortlistExportRow } from './export.js';
import {
  addItem,
  countItems,
  DUPLICATE_SHORTLIST,
  deleteItem,
  findShortlist,
  getItem,
  itemDto,
  itemDtos,
  loadItems,
  setItem,
} from './service.js';

const tags = ['Shortlist'];
const _asDuplicate = rethrowDuplicateName(DUPLICATE_SHORTLIST);
const _one = { 200: envelope(Shortlist) };
const oneItem = { 200: envelope(ShortlistItem) };

type ItemParams = { shortlistId: string; shortlistItemId: string };

/** A shortlist's items: adding, listing, exporting, changing and removing them (spec section 7). */
export const shortlistItemRoutes =
  (depsOf: DepsOf): FastifyPluginAsyncZod =>
  async (app) => {
    /** One item with its figures (a line needs its shortlist and supplier overrides). */
    const item = async (
      tenant: Tenant,
      params: ItemParams,
      change?: (row: Awaited<ReturnType<typeof getItem>>) => Promise<unknown>,
    ) => {
      const shortlist = await findShortlist(tenant, params.shortlistId);
      let row = await getItem(tenant, shortlist, params.shortlistItemId);
      if (change) {
        await change(row);
        row = await getItem(tenant, shortlist, params.shortlistItemId);
      }
      const [supplier] = await tenant.db
        .select()
        .from(suppliers)
        .where(and(companyFilter(tenant, suppliers.companyId), eq(suppliers.id, shortlist.supplierId)));
      const loaded = (await loadItems(tenant, shortlist)).filter((l) => l.item.id === row.id);
      const [line] = itemDtos(shortlist, supplier ?? { override: -1, overrideCustomValue: null, costsIncludeVat: false }, loaded);
      if (!line) throw new Error('shortlist item without its product');
      return itemDto(line.item, line.dto, line.figures, [shortlist.name]);
    };

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
          await depsOf(request).run(async (tenant) => {
            const shortlist = await findShortlist(tenant, request.params.shortlistId);
            const row = await addItem(tenant, shortlist, {
              ...request.body,
              proposal: proposalOf(sellerOf(request), request.body.note),
            });
            return item(tenant, { shortlistId: shortlist.id, shortlistItemId: row.id });
          }),
        ),
    );
    const itemsList =
      (slim: boolean) =>
      async (request: { params: { shortlistId: string }; query: z.infer<typeof ShortlistItemsQuery> }, tenant: Tenant) => {
        const shortlist = await findShortlist(tenant, request.params.shortlistId);
        const { page, pageSize, ...query } = request.query;
        const loaded = await loadItems(tenant, shortlist, { ...query, limit: pageSize, offset: (page - 1) * pageSize });
        const total = await countItems(tenant, shortlist, query);
        if (slim)
          return {
            items: loaded.map((l) => ({
              id: l.item.id,
              productId: l.item.productId,
              asin: l.product.asin,
              title: l.product.title,
              quantity: l.item.quantity,
            })),
            total,
          };
        const [supplier] = await tenant.db
          .select()
          .from(suppliers)
          .where(and(companyFilter(tenant, suppliers.companyId), eq(suppliers.id, shortlist.supplierId)));
        const lines = itemDtos(
          shortlist,
          supplier ?? { override: -1, overrideCustomValue: null, costsIncludeVat: false },
          loaded,
        );
        return { items: lines.map((l) => itemDto(l.item, l.dto, l.figures, [shortlist.name])), total };
      };
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
        const { items, total } = await depsOf(request).run((tenant) => itemsList(false)(request, tenant));
        return paged(items as z.infer<typeof ShortlistItem>[], {
          page: request.query.page,
          pageSize: request.query.pageSize,
          totalItems: total,
        });
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
        const deps = depsOf(request);
        const { format, ...query } = request.query;
        const shortlist = await deps.run((tenant) => findShortlist(tenant, request.params.shortlistId));
        async function* pages(): AsyncGenerator<Cell[][]> {
          for (let page = 1; ; page++) {
            const { items } = await deps.run((tenant) =>
              itemsList(false)({ params: request.params, query: { ...query, page, pageSize: MAX_PAGE_SIZE } }, tenant),
            );
            yield (items as z.infer<typeof ShortlistItem>[]).map(shortlistExportRow);
            if (items.length < MAX_PAGE_SIZE) return;
          }
        }
        return sendTable(reply, {
          fileName: `shortlist-${shortlist.name}`,
          sheetName: 'Shortlist',
          format,
          header: SHORTLIST_EXPORT_HEADER,
          pages: pages(),
        });
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
        const { items, total } = await depsOf(request).run((tenant) => itemsList(true)(request, tenant));
        return paged(items as z.infer<typeof ShortlistItemSlim>[], {
          page: request.query.page,
          pageSize: request.query.pageSize,
          totalItems: total,
        });
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
      async (request) => ok(await depsOf(request).run((tenant) => item(tenant, request.params))),
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
      async (request) => {
        const full = await depsOf(request).run((tenant) => item(tenant, request.params));
        return ok({
          id: full.id,
          productId: full.productId,
          asin: full.product.asin,
          title: full.product.title,
          quantity: full.quantity,
        });
      },
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
      async (request) =>
        ok(
          await depsOf(request).run((tenant) =>
            item(tenant, request.params, (row) =>
              setItem(tenant, row, {
                ...(request.body.quantity !== undefined ? { quantity: request.body.quantity } : {}),
                ...(request.body.comment !== undefined ? { comment: request.body.comment } : {}),
              }),
            ),
          ),
        ),
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
      async (request) =>
        ok(
          await depsOf(request).run(async (tenant) => {
            const before = await item(tenant, request.params);
            const shortlist = await findShortlist(tenant, request.params.shortlistId);
            const deleted = await deleteItem(tenant, await getItem(tenant, shortlist, request.params.shortlistItemId));
            return { ...before, deleted: true, deletedBy: deleted.deletedBy };
          }),
        ),
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
      async (request) =>
        ok(
          await depsOf(request).run((tenant) =>
            item(tenant, request.params, (row) =>
              setItem(tenant, row, {
                override: request.body.override,
                overrideCustomValue: request.body.override === 5 ? (request.body.overrideCustomValue ?? null) : null,
              }),
            ),
          ),
        ),
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
        ok(
          await depsOf(request).run((tenant) =>
            item(tenant, request.params, (row) => setItem(tenant, row, { comment: request.query.comments || null })),
          ),
        ),
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
      async (request) =>
        ok(
          await depsOf(request).run((tenant) =>
            item(tenant, request.params, (row) => setItem(tenant, row, { quantity: request.query.quantity })),
          ),
        ),
    );
  };
