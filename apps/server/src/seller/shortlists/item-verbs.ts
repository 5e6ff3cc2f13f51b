import {
  type ExportFormat,
  MAX_PAGE_SIZE,
  type ShortlistAddInput,
  type ShortlistItem,
  type ShortlistItemOverrideInput,
  type ShortlistItemSlim,
  type ShortlistItemsQuery,
} from '@shelfscope/contracts';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Cell } from '../../platform/export/table.js';
import { sendTable } from '../../platform/export/table.js';
import type { ProductsDeps } from '../products/workflows.js';
import type { Tenant } from '../tenancy.js';
import { proposalOf } from './approvals.js';
import { SHORTLIST_EXPORT_HEADER, shortlistExportRow } from './export.js';
import {
  addItem,
  countItems,
  deleteItem,
  findShortlist,
  getItem,
  itemDto,
  itemDtos,
  loadItems,
  type ShortlistRow,
  setItem,
  supplierOverride,
} from './service.js';

/**
 * What the shortlist item routes do, one verb each (docs/architecture.md): each takes one
 * options object and runs as the calling company.
 */

type Deps = Pick<ProductsDeps, 'run'>;
type ItemRow = Awaited<ReturnType<typeof getItem>>;
/** One item of one of the calling company's shortlists. */
type ItemTarget = { deps: Deps; shortlistId: string; shortlistItemId: string };
/** The list's query without its page: search, filter, order. */
type ItemsQuery = Omit<z.infer<typeof ShortlistItemsQuery>, 'page' | 'pageSize'>;

/** The item as the API shows it, with its figures (a line needs its shortlist and supplier overrides). */
async function itemOf(tenant: Tenant, shortlist: ShortlistRow, itemId: string): Promise<ShortlistItem> {
  const row = await getItem(tenant, shortlist, itemId);
  const loaded = (await loadItems(tenant, shortlist)).filter((l) => l.item.id === row.id);
  const [line] = itemDtos(shortlist, await supplierOverride(tenant, shortlist), loaded);
  if (!line) throw new Error('shortlist item without its product');
  return itemDto(line.item, line.dto, line.figures, [shortlist.name]);
}

/** The item after `change` (when given), with its figures. */
function changed(
  { deps, shortlistId, shortlistItemId }: ItemTarget,
  change?: (tenant: Tenant, row: ItemRow) => Promise<unknown>,
) {
  return deps.run(async (tenant) => {
    const shortlist = await findShortlist(tenant, shortlistId);
    if (change) await change(tenant, await getItem(tenant, shortlist, shortlistItemId));
    return itemOf(tenant, shortlist, shortlistItemId);
  });
}

const slimItem = (item: ShortlistItem): z.infer<typeof ShortlistItemSlim> => ({
  id: item.id,
  productId: item.productId,
  asin: item.product.asin,
  title: item.product.title,
  quantity: item.quantity,
});

/** Adds a product (the quantity adds up when it is there already); a VA's addition is a proposal. */
export function addShortlistItem({
  deps,
  shortlistId,
  input,
  seller,
}: {
  deps: Deps;
  shortlistId: string;
  input: z.infer<typeof ShortlistAddInput>;
  seller: Parameters<typeof proposalOf>[0];
}): Promise<ShortlistItem> {
  return deps.run(async (tenant) => {
    const shortlist = await findShortlist(tenant, shortlistId);
    const row = await addItem(tenant, shortlist, { ...input, proposal: proposalOf(seller, input.note) });
    return itemOf(tenant, shortlist, row.id);
  });
}

/** A page of one of the company's shortlists: which, and the list's query with its page. */
type PageRequest = { deps: Deps; shortlistId: string; query: z.infer<typeof ShortlistItemsQuery> };

/** The shortlist, one page of its items as loaded, and how many match the query. */
async function pageOf(tenant: Tenant, shortlistId: string, query: z.infer<typeof ShortlistItemsQuery>) {
  const shortlist = await findShortlist(tenant, shortlistId);
  const { page, pageSize, ...rest } = query;
  const loaded = await loadItems(tenant, shortlist, { ...rest, limit: pageSize, offset: (page - 1) * pageSize });
  return { shortlist, loaded, total: await countItems(tenant, shortlist, rest) };
}

/** A page of the shortlist's items with their figures, and how many match. */
export function shortlistItemPage({ deps, shortlistId, query }: PageRequest): Promise<{ items: ShortlistItem[]; total: number }> {
  return deps.run(async (tenant) => {
    const { shortlist, loaded, total } = await pageOf(tenant, shortlistId, query);
    const lines = itemDtos(shortlist, await supplierOverride(tenant, shortlist), loaded);
    return { items: lines.map((l) => itemDto(l.item, l.dto, l.figures, [shortlist.name])), total };
  });
}

/** The same page, slim (no figures are computed). */
export function slimShortlistItemPage({
  deps,
  shortlistId,
  query,
}: PageRequest): Promise<{ items: z.infer<typeof ShortlistItemSlim>[]; total: number }> {
  return deps.run(async (tenant) => {
    const { loaded, total } = await pageOf(tenant, shortlistId, query);
    const items = loaded.map((l) => ({
      id: l.item.id,
      productId: l.item.productId,
      asin: l.product.asin,
      title: l.product.title,
      quantity: l.item.quantity,
    }));
    return { items, total };
  });
}

/** Streams every item the list would show, with its figures, as CSV or XLSX named after the shortlist. */
export async function exportShortlist({
  deps,
  reply,
  shortlistId,
  format,
  query,
}: {
  deps: Deps;
  reply: FastifyReply;
  shortlistId: string;
  format: ExportFormat;
  query: ItemsQuery;
}) {
  const shortlist = await deps.run((tenant) => findShortlist(tenant, shortlistId));
  async function* pages(): AsyncGenerator<Cell[][]> {
    for (let page = 1; ; page++) {
      const { items } = await shortlistItemPage({ deps, shortlistId, query: { ...query, page, pageSize: MAX_PAGE_SIZE } });
      yield items.map(shortlistExportRow);
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
}

/** One item with its figures. */
export function shortlistItem(target: ItemTarget): Promise<ShortlistItem> {
  return changed(target);
}

/** One item, slim. */
export async function slimShortlistItem(target: ItemTarget): Promise<z.infer<typeof ShortlistItemSlim>> {
  return slimItem(await changed(target));
}

/** Sets the fields given of the item (quantity, comment: null clears it). */
export function changeShortlistItem({
  changes,
  ...target
}: ItemTarget & { changes: { quantity?: number | undefined; comment?: string | null | undefined } }): Promise<ShortlistItem> {
  return changed(target, (tenant, row) =>
    setItem(tenant, row, {
      ...(changes.quantity !== undefined ? { quantity: changes.quantity } : {}),
      ...(changes.comment !== undefined ? { comment: changes.comment } : {}),
    }),
  );
}

/** Sets the item's own buy-box override (5 keeps its custom value; the others clear it). */
export function overrideShortlistItem({ input, ...target }: ItemTarget & { input: z.infer<typeof ShortlistItemOverrideInput> }) {
  return changed(target, (tenant, row) =>
    setItem(tenant, row, {
      override: input.override,
      overrideCustomValue: input.override === 5 ? (input.overrideCustomValue ?? null) : null,
    }),
  );
}

/** Removes the item (soft), answering it as it was, marked deleted. */
export function removeShortlistItem({ deps, shortlistId, shortlistItemId }: ItemTarget): Promise<ShortlistItem> {
  return deps.run(async (tenant) => {
    const shortlist = await findShortlist(tenant, shortlistId);
    const before = await itemOf(tenant, shortlist, shortlistItemId);
    const deleted = await deleteItem(tenant, await getItem(tenant, shortlist, shortlistItemId));
    return { ...before, deleted: true, deletedBy: deleted.deletedBy };
  });
}
