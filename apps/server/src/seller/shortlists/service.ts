import { Id, MARKETPLACES, type Shortlist, type ShortlistItem, ShortlistItemStatus } from '@shelfscope/contracts';
import { targetStockQuantity, unitsPerPack } from '@shelfscope/profit';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { HttpError } from '../../platform/http/errors.js';
import { baseFieldsDto, modifiedBy, softDeleted } from '../base-columns.js';
import { duplicateName } from '../duplicate-name.js';
import { marketplaceCode } from '../marketplaces/service.js';
import { listOrder, listWhere } from '../products/list-query.js';
import { products } from '../products/schema.js';
import { findProduct, type ProductRow, productDto } from '../products/service.js';
import { suppliers } from '../suppliers/schema.js';
import { findSupplier } from '../suppliers/service.js';
import { companyFilter, type Tenant } from '../tenancy.js';
import { recordUsage } from '../usage/service.js';
import { itemOverrides, LINE_FIELDS, type LineFigures, type LineProduct, lineFigures, shortlistTotals } from './figures.js';
import { shortlistItems, shortlists } from './schema.js';

export type ShortlistRow = typeof shortlists.$inferSelect;
type ItemRow = typeof shortlistItems.$inferSelect;

export const DUPLICATE_SHORTLIST = 'A shortlist with this name already exists.';
const NOT_FOUND = 'No such shortlist.';
const ITEM_NOT_FOUND = 'No such shortlist item.';

const live = (tenant: Tenant) => and(companyFilter(tenant, shortlists.companyId), eq(shortlists.deleted, false)) as SQL;
const liveItems = (tenant: Tenant, shortlistId: string) =>
  and(
    companyFilter(tenant, shortlistItems.companyId),
    eq(shortlistItems.deleted, false),
    eq(shortlistItems.shortlistId, shortlistId),
  ) as SQL;

export async function findShortlist(tenant: Tenant, id: string): Promise<ShortlistRow> {
  if (!Id.safeParse(id).success) throw HttpError.notFound(NOT_FOUND);
  const [row] = await tenant.db
    .select()
    .from(shortlists)
    .where(and(live(tenant), eq(shortlists.id, id)));
  if (!row) throw HttpError.notFound(NOT_FOUND);
  return row;
}

async function findItem(tenant: Tenant, shortlist: ShortlistRow, id: string): Promise<ItemRow> {
  if (!Id.safeParse(id).success) throw HttpError.notFound(ITEM_NOT_FOUND);
  const [row] = await tenant.db
    .select()
    .from(shortlistItems)
    .where(and(liveItems(tenant, shortlist.id), eq(shortlistItems.id, id)));
  if (!row) throw HttpError.notFound(ITEM_NOT_FOUND);
  return row;
}

export async function assertNameFree(tenant: Tenant, name: string, except?: string): Promise<void> {
  const [taken] = await tenant.db
    .select({ id: shortlists.id })
    .from(shortlists)
    .where(and(live(tenant), sql`lower(${shortlists.name}) = lower(${name})`));
  if (taken && taken.id !== except) throw duplicateName(DUPLICATE_SHORTLIST);
}

export async function createShortlist(
  tenant: Tenant,
  input: { name: string; supplierId: string },
  limit: number,
): Promise<ShortlistRow> {
  const supplier = await findSupplier(tenant, input.supplierId);
  await assertNameFree(tenant, input.name);
  // Over the plan's limit (after a downgrade) the shortlists are kept; only new ones are refused.
  if ((await countShortlists(tenant)) >= limit) {
    throw new HttpError(
      409,
      'plan_limit_reached',
      `Your plan allows ${limit} shortlist${limit === 1 ? '' : 's'}. Upgrade your plan to add more.`,
    );
  }
  const [row] = await tenant.db
    .insert(shortlists)
    .values({ companyId: tenant.companyId, createdBy: tenant.memberId, name: input.name, supplierId: supplier.id })
    .returning();
  if (!row) throw new Error('shortlist not created');
  await recordUsage(tenant, 'shortlists_created');
  return row;
}

/** The company's live shortlists (counted against the plan's limit). */
export async function countShortlists(tenant: Tenant): Promise<number> {
  const [row] = await tenant.db.select({ n: sql<number>`count(*)::int` }).from(shortlists).where(live(tenant));
  return row?.n ?? 0;
}

export async function setShortlist(
  tenant: Tenant,
  row: ShortlistRow,
  fields: Partial<typeof shortlists.$inferInsert>,
): Promise<ShortlistRow> {
  const [updated] = await tenant.db
    .update(shortlists)
    .set({ ...fields, ...modifiedBy(tenant.memberId) })
    .where(and(live(tenant), eq(shortlists.id, row.id)))
    .returning();
  if (!updated) throw HttpError.notFound(NOT_FOUND);
  return updated;
}

/** Soft-deletes the shortlist and its items. */
export async function deleteShortlist(tenant: Tenant, row: ShortlistRow): Promise<ShortlistRow> {
  const deleted = await setShortlist(tenant, row, softDeleted(tenant.memberId));
  await tenant.db.update(shortlistItems).set(softDeleted(tenant.memberId)).where(liveItems(tenant, row.id));
  return deleted;
}

export async function listShortlists(tenant: Tenant): Promise<ShortlistRow[]> {
  return tenant.db
    .select()
    .from(shortlists)
    .where(live(tenant))
    .orderBy(asc(sql`lower(${shortlists.name})`), asc(shortlists.id));
}

/**
 * Adds a product of the shortlist's supplier; adding one already there adds to its quantity. Without
 * a quantity it adds one supplier pack's worth of listing units (the least the supplier sells).
 */
export async function addItem(
  tenant: Tenant,
  shortlist: ShortlistRow,
  input: {
    productId: string;
    quantity?: number | undefined;
    comment?: string | null | undefined;
    /** Set when the caller only proposes (a VA while approvals are on): the item waits for a buyer. */
    proposal?: { note: string | null } | null;
  },
): Promise<ItemRow> {
  const product = await findProduct(tenant, input.productId);
  if (product.supplierId !== shortlist.supplierId)
    throw new HttpError(400, 'other_supplier', "The product is not one of this shortlist's supplier's products.", [
      {
        type: 'other_supplier',
        description: "The product is not one of this shortlist's supplier's products.",
        field: 'productId',
      },
    ]);
  const quantity = input.quantity ?? startingQuantity(shortlist, product);
  const [existing] = await tenant.db
    .select()
    .from(shortlistItems)
    .where(and(liveItems(tenant, shortlist.id), eq(shortlistItems.productId, product.id)));
  if (existing) return addAgain(tenant, existing, quantity, input.proposal ?? null);
  const [row] = await tenant.db
    .insert(shortlistItems)
    .values({
      companyId: tenant.companyId,
      createdBy: tenant.memberId,
      shortlistId: shortlist.id,
      productId: product.id,
      quantity,
      comment: input.comment ?? null,
      ...(input.proposal ? { status: 'proposed', proposedBy: tenant.memberId, note: input.proposal.note } : {}),
    })
    .returning();
  if (!row) throw new Error('shortlist item not created');
  // A product newly on a shortlist counts once for the dashboard; more packs of it do not.
  await recordUsage(tenant, 'asins_shortlisted');
  return row;
}

/** Listing units in one supplier pack of the product (the least the supplier sells). */
function packUnitsOf(product: ProductRow): number {
  const listing = product.analysis as { packageQuantity?: number } | null;
  return unitsPerPack({ quantityPack: product.quantityPack, packageQuantity: listing?.packageQuantity ?? 1 });
}

/**
 * The gap between the shortlist's target stock and what the seller holds of the product at Amazon,
 * in whole packs; null when the shortlist has no target stock.
 */
function targetGap(shortlist: ShortlistRow, product: ProductRow): number | null {
  if (shortlist.targetStock === null) return null;
  return targetStockQuantity({
    target: shortlist.targetStock,
    fulfillable: product.fbaFulfillable,
    inbound: product.fbaInbound,
    packUnits: packUnitsOf(product),
  });
}

/**
 * A product added without a quantity: the gap to the shortlist's target stock, or one supplier
 * pack's worth when there is no target or the seller holds the target already (an item is never 0).
 */
function startingQuantity(shortlist: ShortlistRow, product: ProductRow): number {
  const gap = targetGap(shortlist, product);
  return gap !== null && gap > 0 ? gap : packUnitsOf(product);
}

/**
 * Sets every item's quantity (proposed or approved; rejected ones stay as they are) to the gap to
 * the shortlist's target stock. An item whose product is held at the target already keeps its
 * quantity (an item is never 0): the answer counts those. Without a target stock, a 400.
 */
export async function fillFromTargetStock(
  tenant: Tenant,
  shortlist: ShortlistRow,
): Promise<{ filled: number; atTarget: number }> {
  if (shortlist.targetStock === null)
    throw new HttpError(400, 'no_target_stock', 'Set a target stock for this shortlist first.', [
      { type: 'no_target_stock', description: 'Set a target stock for this shortlist first.', field: 'targetStock' },
    ]);
  let filled = 0;
  let atTarget = 0;
  for (const { item, product } of await loadItems(tenant, shortlist)) {
    if (item.status === 'rejected') continue;
    const gap = targetGap(shortlist, product) ?? 0;
    if (gap === 0) {
      atTarget++;
      continue;
    }
    if (gap !== item.quantity) await setItem(tenant, item, { quantity: gap });
    filled++;
  }
  return { filled, atTarget };
}

/**
 * A product added again: more of it while it stands as it was proposed or approved; a rejected
 * one starts over with this quantity. A proposer may not change what a buyer approved.
 */
async function addAgain(tenant: Tenant, existing: ItemRow, quantity: number, proposal: { note: string | null } | null) {
  const proposing = proposal !== null;
  if (existing.status === 'rejected') {
    return setItem(tenant, existing, {
      quantity,
      ...(proposing
        ? { status: 'proposed', proposedBy: tenant.memberId, note: proposal.note }
        : { status: 'approved', proposedBy: null, note: null }),
      decidedBy: null,
      decidedAt: null,
      decisionComment: null,
    });
  }
  if (proposing && existing.status === 'approved') {
    throw new HttpError(409, 'already_on_shortlist', 'This product is on the shortlist already; a buyer changes its quantity.');
  }
  return setItem(tenant, existing, {
    quantity: existing.quantity + quantity,
    ...(proposing && proposal.note ? { note: proposal.note } : {}),
  });
}

export async function getItem(tenant: Tenant, shortlist: ShortlistRow, id: string): Promise<ItemRow> {
  return findItem(tenant, shortlist, id);
}

export async function setItem(
  tenant: Tenant,
  row: ItemRow,
  fields: Partial<typeof shortlistItems.$inferInsert>,
): Promise<ItemRow> {
  const [updated] = await tenant.db
    .update(shortlistItems)
    .set({ ...fields, ...modifiedBy(tenant.memberId) })
    .where(and(liveItems(tenant, row.shortlistId), eq(shortlistItems.id, row.id)))
    .returning();
  if (!updated) throw HttpError.notFound(ITEM_NOT_FOUND);
  return updated;
}

export async function deleteItem(tenant: Tenant, row: ItemRow): Promise<ItemRow> {
  return setItem(tenant, row, softDeleted(tenant.memberId));
}

type Loaded = { item: ItemRow; product: ProductRow };

/** The shortlist's live items with their live products, optionally searched, filtered, ordered and paged. */
export async function loadItems(
  tenant: Tenant,
  shortlist: ShortlistRow,
  query: {
    search?: string;
    filter?: string;
    orderBy?: string;
    descending?: boolean;
    limit?: number;
    offset?: number;
    /** Only approved items: what totals and purchase orders take. */
    approvedOnly?: boolean;
  } = {},
): Promise<Loaded[]> {
  const where = and(
    liveItems(tenant, shortlist.id),
    listWhere(tenant, { supplierId: shortlist.supplierId }, query),
    query.approvedOnly ? eq(shortlistItems.status, 'approved') : undefined,
  );
  const order = query.orderBy
    ? listOrder({ order: query.orderBy, descending: query.descending ?? false })
    : [asc(shortlistItems.created), asc(shortlistItems.id)];
  let select = tenant.db
    .select({ item: shortlistItems, product: products })
    .from(shortlistItems)
    .innerJoin(products, eq(products.id, shortlistItems.productId))
    .where(where)
    .orderBy(...order)
    .$dynamic();
  if (query.limit !== undefined) select = select.limit(query.limit).offset(query.offset ?? 0);
  return select;
}

/**
 * The lines of a shortlist with only what their figures need: the product's cost inputs and the
 * analysis fields of LINE_FIELDS (a summary of 1,000 items then reads a few kB per line, not the
 * whole analysis).
 */
export async function loadLines(tenant: Tenant, shortlist: ShortlistRow) {
  const lean = leanAnalysis();
  return (
    tenant.db
      .select({
        item: shortlistItems,
        asin: products.asin,
        marketplace: products.marketplace,
        cost: products.cost,
        quantityPack: products.quantityPack,
        productOverride: products.override,
        productOverrideCustomValue: products.overrideCustomValue,
        lean: sql<Omit<LineProduct, 'cost' | 'quantityPack' | 'marketplace' | 'currency'>>`${lean}`,
      })
      .from(shortlistItems)
      .innerJoin(products, eq(products.id, shortlistItems.productId))
      // Only approved items count in a shortlist's totals (proposals wait for a buyer).
      .where(and(liveItems(tenant, shortlist.id), eq(products.deleted, false), eq(shortlistItems.status, 'approved')))
      .orderBy(asc(shortlistItems.created), asc(shortlistItems.id))
  );
}

/** The analysis fields of LINE_FIELDS of a product row, as one jsonb (a line's figures read only these). */
export const leanAnalysis = () => sql.raw(`jsonb_build_object(${LINE_FIELDS.map((f) => `'${f}', analysis->'${f}'`).join(', ')})`);

/** A product row's marketplace and its currency, as the product's DTO gives them. */
export function leanMarketplace(stored: string | null): Pick<LineProduct, 'marketplace' | 'currency'> {
  const marketplace = marketplaceCode(stored);
  return { marketplace, currency: MARKETPLACES[marketplace].currency };
}

/** How many items a search and filter leave. */
export async function countItems(
  tenant: Tenant,
  shortlist: ShortlistRow,
  query: { search?: string; filter?: string },
): Promise<number> {
  const [row] = await tenant.db
    .select({ value: sql<number>`count(*)::int` })
    .from(shortlistItems)
    .innerJoin(products, eq(products.id, shortlistItems.productId))
    .where(and(liveItems(tenant, shortlist.id), listWhere(tenant, { supplierId: shortlist.supplierId }, query)));
  return row?.value ?? 0;
}

/** What a shortlist's lines read of its supplier: its override and whether its costs include VAT. */
type LineSupplier = { override: number; overrideCustomValue: number | null; costsIncludeVat: boolean };

/** Items with their figures, for a shortlist whose supplier is `supplier`. */
export function itemDtos(shortlist: ShortlistRow, supplier: LineSupplier, loaded: Loaded[], at = new Date()) {
  return loaded.map(({ item, product }) => {
    const dto = productDto(product);
    const figures = lineFigures(
      {
        product: dto,
        quantity: item.quantity,
        costsIncludeVat: supplier.costsIncludeVat,
        overrides: itemOverrides(
          { value: item.override, customValue: item.overrideCustomValue },
          { value: shortlist.override, customValue: shortlist.overrideCustomValue, mode: shortlist.overrideMode },
          { value: product.override, customValue: product.overrideCustomValue },
          { value: supplier.override, customValue: supplier.overrideCustomValue },
        ),
      },
      at,
    );
    return { item, dto, figures };
  });
}

export function itemDto(
  item: ItemRow,
  product: ReturnType<typeof productDto>,
  figures: LineFigures,
  names: string[] = [],
): ShortlistItem {
  const { extras: _, buyBoxCurrentRevenue: __, singleItems: ___, ...shown } = figures;
  return {
    ...baseFieldsDto(item),
    shortlistId: item.shortlistId,
    productId: item.productId,
    product: { ...product, shortlistNames: names },
    quantity: item.quantity,
    comment: item.comment,
    override: item.override,
    overrideCustomValue: item.overrideCustomValue,
    ...shown,
    status: ShortlistItemStatus.parse(item.status),
    proposedBy: item.proposedBy,
    note: item.note,
    decidedBy: item.decidedBy,
    decidedAt: item.decidedAt?.toISOString() ?? null,
    decisionComment: item.decisionComment,
  };
}

/** The supplier overrides a shortlist's lines use (the defaults when the supplier is gone). */
export async function supplierOverride(tenant: Tenant, row: ShortlistRow) {
  const [supplier] = await tenant.db
    .select()
    .from(suppliers)
    .where(and(companyFilter(tenant, suppliers.companyId), eq(suppliers.id, row.supplierId)));
  return {
    name: supplier?.name ?? '',
    override: supplier?.override ?? -1,
    overrideCustomValue: supplier?.overrideCustomValue ?? null,
    costsIncludeVat: supplier?.costsIncludeVat ?? false,
  };
}

/** How many of the shortlist's items wait for a buyer's decision. */
async function countProposals(tenant: Tenant, row: ShortlistRow): Promise<number> {
  const [found] = await tenant.db
    .select({ n: sql<number>`count(*)::int` })
    .from(shortlistItems)
    .where(and(liveItems(tenant, row.id), eq(shortlistItems.status, 'proposed')));
  return found?.n ?? 0;
}

function shortlistFields(row: ShortlistRow, supplierName: string) {
  return {
    ...baseFieldsDto(row),
    name: row.name,
    supplierId: row.supplierId,
    supplierName,
    override: row.override,
    overrideCustomValue: row.overrideCustomValue,
    overrideMode: row.overrideMode,
    targetStock: row.targetStock,
  };
}

/** The shortlist with its totals, from the lean lines (no item list). */
export async function shortlistSummary(tenant: Tenant, row: ShortlistRow, at = new Date()): Promise<Shortlist> {
  const supplier = await supplierOverride(tenant, row);
  const lines = (await loadLines(tenant, row)).map((line) => ({
    asin: line.asin,
    quantity: line.item.quantity,
    figures: lineFigures(
      {
        product: { ...line.lean, ...leanMarketplace(line.marketplace), cost: line.cost, quantityPack: line.quantityPack },
        quantity: line.item.quantity,
        costsIncludeVat: supplier.costsIncludeVat,
        overrides: itemOverrides(
          { value: line.item.override, customValue: line.item.overrideCustomValue },
          { value: row.override, customValue: row.overrideCustomValue, mode: row.overrideMode },
          { value: line.productOverride, customValue: line.productOverrideCustomValue },
          { value: supplier.override, customValue: supplier.overrideCustomValue },
        ),
      },
      at,
    ),
  }));
  return { ...shortlistFields(row, supplier.name), ...shortlistTotals(lines), proposalsCount: await countProposals(tenant, row) };
}

/** The shortlist with its totals and every live item with its figures. */
export async function shortlistDto(tenant: Tenant, row: ShortlistRow): Promise<{ shortlist: Shortlist; items: ShortlistItem[] }> {
  const supplier = await supplierOverride(tenant, row);
  const lines = itemDtos(row, supplier, await loadItems(tenant, row));
  const approved = lines.filter((l) => l.item.status === 'approved');
  const totals = shortlistTotals(approved.map((l) => ({ asin: l.dto.asin, quantity: l.item.quantity, figures: l.figures })));
  const proposalsCount = lines.filter((l) => l.item.status === 'proposed').length;
  return {
    shortlist: { ...shortlistFields(row, supplier.name), ...totals, proposalsCount },
    items: lines.map((l) => itemDto(l.item, l.dto, l.figures, [row.name])),
  };
}
