import { randomUUID } from 'node:crypto';
import { type BrandAlert, Id, MARKETPLACES, type MarketSnapshot, type Product } from '@shelfscope/contracts';
import { and, eq, getTableColumns, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { HttpError } from '../../platform/http/errors.js';
import { fireAlertRules } from '../alerts/fire.js';
import { baseFieldsDto, modifiedBy, softDeleted } from '../base-columns.js';
import { marketplaceCode } from '../marketplaces/service.js';
import { companyFilter, type Tenant } from '../tenancy.js';
import { recordUsage } from '../usage/service.js';
import type { AnalysisSettings, Analyze, CostInputs, VersionPayload } from './analysis.js';
import {
  analysisSettings,
  brandAlertsOf,
  brandKey,
  costInputs,
  marketplaceInputs,
  type SupplierOverride,
  supplierOverrides,
  type VersionedProduct,
} from './analysis-inputs.js';
import { productCounts } from './count-cache.js';
import { ROW_KEYS, VERSION_ONLY_KEYS } from './fields.js';
import { marketSignals } from './market-signals.js';
import type { StoredSnapshot } from './market-store.js';
import { type EligibilityOfRow, readingEligibility } from './reading-eligibility.js';
import { products, productVersions } from './schema.js';

export type ProductRow = typeof products.$inferSelect;

const NOT_FOUND = 'No such product.';

/** Where a product lives: a supplier's list, or the quick view (no supplier). */
export type ProductScope = { supplierId: string } | { quickView: true };

/** The company's live products in one scope. */
export function inScope(tenant: Tenant, scope: ProductScope): SQL {
  return and(
    companyFilter(tenant, products.companyId),
    eq(products.deleted, false),
    'supplierId' in scope ? eq(products.supplierId, scope.supplierId) : isNull(products.supplierId),
  ) as SQL;
}

/** The company's live products, any scope. */
const live = (tenant: Tenant) => and(companyFilter(tenant, products.companyId), eq(products.deleted, false)) as SQL;

/** A malformed, unknown, deleted or other company's id: all the same 404. */
export async function findProduct(tenant: Tenant, id: string, scope?: ProductScope): Promise<ProductRow> {
  if (!Id.safeParse(id).success) throw HttpError.notFound(NOT_FOUND);
  const [row] = await tenant.db
    .select()
    .from(products)
    .where(and(scope ? inScope(tenant, scope) : live(tenant), eq(products.id, id)));
  if (!row) throw HttpError.notFound(NOT_FOUND);
  return row;
}

/**
 * Analyses the product on `stored` with its current inputs and the member's settings, stores a
 * new version and makes it the product's latest (the columns the list filters on follow it).
 */
export async function writeVersion(
  tenant: Tenant,
  analyze: Analyze,
  row: ProductRow,
  stored: StoredSnapshot,
  settings?: AnalysisSettings,
): Promise<ProductRow> {
  const [updated] = await writeVersions(tenant, analyze, [row], new Map([[row.asin, stored]]), settings);
  if (!updated) throw new Error('product version not created');
  return updated;
}

/**
 * `writeVersion` for many products in a fixed number of statements, whatever their number: the
 * supplier overrides and brand alerts read once, one multi-row insert of the versions, one
 * update of the products' latest-version columns, one usage event. Each product is analysed on
 * its ASIN's snapshot in `snapshots` (products without one are left out) and must appear once.
 * Answers the updated rows in the order given; a product deleted meanwhile is a 404 (nothing
 * is written: the caller's transaction rolls back).
 */
export async function writeVersions(
  tenant: Tenant,
  analyze: Analyze,
  rows: ProductRow[],
  snapshots: Map<string, StoredSnapshot>,
  settings?: AnalysisSettings,
): Promise<ProductRow[]> {
  const drafts = await insertVersions(tenant, analyze, rows, snapshots, settings);
  if (drafts.length === 0) return [];
  // The new latest columns of every product as one jsonb array, read as `products` records: one
  // update whatever the batch's size.
  const records = latestRecords(drafts);
  const keys = Object.keys(records[0] ?? {}).filter((key) => key !== 'id');
  const assignments: Partial<Record<keyof ProductRow, SQL>> = {
    ...Object.fromEntries(keys.map((key) => [COLUMN_KEYS[key] ?? key, sql`v.${sql.identifier(key)}`])),
    versionCreated: LATEST_FROM_VERSION.version_created,
    analysis: LATEST_FROM_VERSION.analysis,
  };
  const updated = await tenant.db
    .update(products)
    .set(assignments)
    .from(
      sql`jsonb_populate_recordset(null::products, ${JSON.stringify(records)}::jsonb) as v join product_versions pv on pv.id = v.version_id`,
    )
    .where(and(live(tenant), sql`${products.id} = v.id`))
    .returning(getTableColumns(products));
  if (updated.length < drafts.length) throw HttpError.notFound(NOT_FOUND);
  await versionsWritten(tenant, drafts);
  const byId = new Map(updated.map((row) => [row.id, row]));
  return rows.flatMap((row) => byId.get(row.id) ?? []);
}

/** A product's new version, analysed: what `insertVersions` wrote for it. */
export type VersionDraft = {
  id: string;
  row: VersionedProduct;
  stored: StoredSnapshot;
  inputs: CostInputs;
  payload: VersionPayload;
};

/**
 * Analyses each product on its ASIN's snapshot (products without one are left out; each must
 * appear once) and inserts the versions in one statement. The products' latest columns are the
 * caller's to set, in the same transaction (`latestRecords` and `LATEST_FROM_VERSION`), and then
 * `versionsWritten`. Each analysis is stringified once, here: the products' copy is read from the
 * version rows in SQL.
 */
export async function insertVersions(
  tenant: Tenant,
  analyze: Analyze,
  rows: (VersionedProduct & EligibilityOfRow)[],
  snapshots: Map<string, StoredSnapshot>,
  settings?: AnalysisSettings,
): Promise<VersionDraft[]> {
  const work = rows.flatMap((row) => {
    const stored = snapshots.get(row.asin);
    return stored ? [{ row, stored }] : [];
  });
  if (work.length === 0) return [];
  if (new Set(work.map(({ row }) => row.id)).size < work.length) throw new Error('writeVersions: a product appears twice');
  const used = settings ?? (await analysisSettings(tenant));
  const overrides = await supplierOverrides(
    tenant,
    work.map(({ row }) => row.supplierId),
  );
  const alerts = await brandAlertsOf(
    tenant,
    work.map(({ stored }) => stored.snapshot.fields.brand),
  );
  const at = new Date();
  const drafts = work.map(({ row, stored }) => {
    const inputs = costInputs(row, overrides.get(row.supplierId ?? ''));
    return { id: randomUUID(), row, stored, inputs, payload: analysed(analyze, stored, inputs, used, alerts, at, row) };
  });
  // The versions as one jsonb array of `product_versions` records (keys are column names).
  const versions = drafts.map((draft) => ({
    id: draft.id,
    company_id: tenant.companyId,
    product_id: draft.row.id,
    created_by: tenant.memberId,
    snapshot_id: draft.stored.id,
    inputs: { ...draft.inputs, settings: used },
    analysis: draft.payload,
  }));
  const versionColumns = sql.raw(Object.keys(versions[0] ?? {}).join(', '));
  await tenant.db.execute(sql`
    insert into product_versions (${versionColumns})
    select ${versionColumns} from jsonb_populate_recordset(null::product_versions, ${JSON.stringify(versions)}::jsonb)`);
  return drafts;
}

/**
 * The products' new latest columns as `products` records (keys are column names), keyed by the
 * product's `id`: all but the two `LATEST_FROM_VERSION` reads from the version row.
 */
export function latestRecords(drafts: VersionDraft[]): Record<string, unknown>[] {
  return drafts.map((draft) => {
    const values = { versionId: draft.id, snapshotId: draft.stored.id, ...searchColumns(draft.payload) };
    return {
      id: draft.row.id,
      ...Object.fromEntries(Object.entries(values).map(([key, value]) => [PRODUCT_COLUMNS[key]?.name ?? key, value])),
    };
  });
}

/**
 * After the versions and the products' latest columns: the list's counts, the usage, and the
 * company's alert rules evaluated on the new readings (in this transaction: an alert exists
 * exactly when the version it fired on does).
 */
export async function versionsWritten(tenant: Tenant, drafts: readonly VersionDraft[]): Promise<void> {
  productCounts.invalidate(tenant.companyId);
  await recordUsage(tenant, 'skus_scanned', drafts.length);
  await fireAlertRules(tenant, drafts);
}

/** ROW_KEYS and VERSION_ONLY_KEYS as a text[] literal (plain identifiers: checked), for `jsonb - text[]`. */
const ROW_KEYS_ARRAY = sql.raw(
  `'{${[...ROW_KEYS, ...VERSION_ONLY_KEYS]
    .map((key) => {
      if (!/^[A-Za-z0-9]+$/.test(key)) throw new Error(`ROW_KEYS: ${key} is not a plain identifier`);
      return key;
    })
    .join(',')}}'::text[]`,
);

/**
 * The product's latest columns read from its new version's row, joined as `pv`: the analysis
 * without the row's own keys (ROW_KEYS) and the version's time.
 */
export const LATEST_FROM_VERSION = {
  version_created: sql`pv.created`,
  analysis: sql`pv.analysis - ${ROW_KEYS_ARRAY}`,
};

/** Product column names to their keys in drizzle (`version_id` to `versionId`). */
const COLUMN_KEYS: Record<string, string> = Object.fromEntries(
  Object.entries(getTableColumns(products)).map(([key, column]) => [column.name, key]),
);

/**
 * The market's fields of `stored` with the profit engine's analysis on them, what the offers say
 * of the sellers, and the product's eligibility at this reading.
 */
function analysed(
  analyze: Analyze,
  stored: StoredSnapshot,
  inputs: CostInputs,
  settings: AnalysisSettings,
  alerts: Map<string, BrandAlert>,
  at: Date,
  row: EligibilityOfRow,
): VersionPayload {
  const brand = stored.snapshot.fields.brand;
  const alert = (brand && alerts.get(brandKey(brand))) || null;
  return {
    ...stored.snapshot.fields,
    ...analyze(stored.snapshot, inputs, settings, alert, at),
    ...marketSignals(stored.snapshot),
    ...readingEligibility(row),
  };
}

/** A new product's own fields: who and where, its identifier, cost inputs and supplier link. */
export type NewProduct = Omit<
  typeof products.$inferInsert,
  'id' | 'companyId' | 'createdBy' | keyof ReturnType<typeof latestColumns>
>;

/**
 * Creates a product analysed on `stored`: the row is written once, with its first version's
 * columns already in it (not inserted and then updated, which would write the row and its
 * eleven indexes twice), then that version and the usage event. `supplier` is the product's
 * supplier's override as the caller read it (none for the quick view). A live product with the
 * same ASIN in the same scope fails on the unique index: the caller answers the 409.
 */
export async function createProduct(
  tenant: Tenant,
  analyze: Analyze,
  values: NewProduct,
  stored: StoredSnapshot,
  settings: AnalysisSettings,
  supplier: SupplierOverride | undefined,
): Promise<ProductRow> {
  const id = randomUUID();
  const versionId = randomUUID();
  const at = new Date();
  const inputs: CostInputs = {
    cost: values.cost ?? null,
    preparationCost: values.preparationCost ?? null,
    quantityPack: values.quantityPack ?? 1,
    override: values.override ?? -1,
    overrideCustomValue: values.overrideCustomValue ?? null,
    supplierOverride: supplier?.override ?? -1,
    supplierOverrideCustomValue: supplier?.overrideCustomValue ?? null,
    ...marketplaceInputs(
      {
        marketplace: values.marketplace ?? 'US',
        fulfilment: values.fulfilment ?? null,
        monthsInStock: values.monthsInStock ?? null,
      },
      supplier,
    ),
  };
  const alerts = await brandAlertsOf(tenant, [stored.snapshot.fields.brand]);
  const payload = analysed(analyze, stored, inputs, settings, alerts, at, values);
  const [created] = await tenant.db
    .insert(products)
    .values({
      ...values,
      id,
      companyId: tenant.companyId,
      createdBy: tenant.memberId,
      ...latestColumns(versionId, at, stored.id, payload),
    })
    .returning();
  if (!created) throw new Error('product not created');
  await tenant.db.insert(productVersions).values({
    id: versionId,
    companyId: tenant.companyId,
    productId: id,
    created: at,
    createdBy: tenant.memberId,
    snapshotId: stored.id,
    inputs: { ...inputs, settings },
    analysis: payload,
  });
  productCounts.invalidate(tenant.companyId);
  await recordUsage(tenant, 'skus_scanned', 1);
  return created;
}

const PRODUCT_COLUMNS: Record<string, AnyPgColumn> = getTableColumns(products);

/** A product's columns that follow its latest version. */
function latestColumns(versionId: string, versionCreated: Date, snapshotId: string, payload: VersionPayload) {
  return { versionId, versionCreated, snapshotId, analysis: withoutRowKeys(payload), ...searchColumns(payload) };
}

const ROW_KEY_SET: ReadonlySet<string> = new Set([...ROW_KEYS, ...VERSION_ONLY_KEYS]);

/** The analysis without the fields the product row holds itself (see ROW_KEYS). */
function withoutRowKeys(payload: VersionPayload): Partial<VersionPayload> {
  return Object.fromEntries(Object.entries(payload).filter(([key]) => !ROW_KEY_SET.has(key)));
}

/** The analysis fields the list searches, filters and sorts on, as columns. */
function searchColumns(p: VersionPayload) {
  return {
    title: p.title,
    brand: p.brand,
    upc: p.associatedUPCs[0] ?? null,
    category: p.category,
    bsrCurrent: p.bsrCurrent,
    salesEstimate: p.salesEstimate,
    buyBoxCurrent: p.buyBoxCurrent,
    selectedBuyBoxValue: p.selectedBuyBoxValue,
    totalGoodsCost: p.totalGoodsCost,
    profitLoss: p.profitLoss,
    roi: p.roi,
    margin: p.margin,
    breakEven: p.breakEven,
    fbaFeesTotal: p.fbaFeesTotal,
    fbaOffersCount: p.fbaOffersCount,
    fbmOffersCount: p.fbmOffersCount,
    myShare30: p.myShare30,
    salesRankDrops30: p.salesRankDrops30,
    amazonCurrent: p.amazonCurrent,
    reviewsCount: p.reviewsCount,
    rating: p.rating,
    astroScore: p.astroScore,
    alertThreatLevel: p.alertThreatLevel,
    hasAlert: p.hasAlert,
    isHazmat: p.isHazmat,
    isMeltable: p.isMeltable,
    hasBuyBox: p.hasBuyBox,
    buyBoxIsAmazon: p.buyBoxIsAmazon,
    isAmazonSeller: p.isAmazonSeller,
    isVariation: p.isVariation,
    buyBoxIsBrand: p.buyBoxIsBrand,
    competitorsOutOfStock: p.competitorsOutOfStock,
    updated: new Date(p.updated),
  };
}

/** Soft-deletes the given products of the company (ids that are not its own are ignored). */
export async function deleteProducts(tenant: Tenant, where: SQL): Promise<number> {
  const rows = await tenant.db
    .update(products)
    .set(softDeleted(tenant.memberId))
    .where(and(live(tenant), where))
    .returning({ id: products.id });
  productCounts.invalidate(tenant.companyId);
  return rows.length;
}

export async function deleteProduct(tenant: Tenant, id: string, scope?: ProductScope): Promise<Product> {
  const row = await findProduct(tenant, id, scope);
  const [deleted] = await tenant.db
    .update(products)
    .set(softDeleted(tenant.memberId))
    .where(and(live(tenant), eq(products.id, row.id)))
    .returning();
  if (!deleted) throw HttpError.notFound(NOT_FOUND);
  productCounts.invalidate(tenant.companyId);
  return productDto(deleted);
}

/** Sets some of a product's own fields (cost inputs, link fields, override). */
export async function setProductFields(
  tenant: Tenant,
  row: ProductRow,
  fields: Partial<typeof products.$inferInsert>,
): Promise<ProductRow> {
  const [updated] = await tenant.db
    .update(products)
    .set({ ...fields, ...modifiedBy(tenant.memberId) })
    .where(and(live(tenant), eq(products.id, row.id)))
    .returning();
  if (!updated) throw HttpError.notFound(NOT_FOUND);
  productCounts.invalidate(tenant.companyId);
  return updated;
}

/** Ids of the company's live products among `ids`, in one scope if given. */
export async function ownProductIds(tenant: Tenant, ids: string[], scope?: ProductScope): Promise<ProductRow[]> {
  const valid = ids.filter((id) => Id.safeParse(id).success);
  if (valid.length === 0) return [];
  return tenant.db
    .select()
    .from(products)
    .where(and(scope ? inScope(tenant, scope) : live(tenant), inArray(products.id, valid)));
}

/**
 * The company's live products among `ids` with no version from `since` on, locked in id order
 * until the transaction ends. A second writer of the same products waits for the first, then
 * reads them again (PostgreSQL re-checks the condition on the row it waited for) and finds them
 * read: two runs of one refresh write each product once.
 */
export async function lockUnreadSince(tenant: Tenant, ids: string[], since: Date): Promise<ProductRow[]> {
  const valid = ids.filter((id) => Id.safeParse(id).success);
  if (valid.length === 0) return [];
  return tenant.db
    .select()
    .from(products)
    .where(
      and(live(tenant), inArray(products.id, valid), or(isNull(products.versionCreated), lt(products.versionCreated, since))),
    )
    .orderBy(products.id)
    .for('update');
}

export function productDto(row: ProductRow): Product {
  if (!row.analysis || !row.versionId || !row.versionCreated) throw new Error(`product ${row.id} has no version`);
  const payload = row.analysis as VersionPayload;
  return {
    ...payload,
    ...baseFieldsDto(row),
    asin: row.asin,
    upc: row.upc,
    // Its market figures were read on its marketplace, so they are in that marketplace's currency.
    marketplace: marketplaceCode(row.marketplace),
    currency: MARKETPLACES[marketplaceCode(row.marketplace)].currency,
    ownFulfilment: row.fulfilment === 'FBA' || row.fulfilment === 'FBM' ? row.fulfilment : null,
    ownMonthsInStock: row.monthsInStock,
    // The currency the cost was entered in: the one the analysis converted from, else the same.
    costCurrency:
      (row.analysis as { exchangeRate?: { from?: string } | null } | null)?.exchangeRate?.from ??
      MARKETPLACES[marketplaceCode(row.marketplace)].currency,
    identifier: row.identifier,
    identifierType: row.identifierType,
    supplierId: row.supplierId,
    supplierUPC: row.supplierUpc,
    itemNumber: row.itemNumber,
    supplierDescription: row.supplierDescription,
    supplierUrl: row.supplierUrl,
    supplierImageUrl: row.supplierImageUrl,
    cost: row.cost,
    preparationCost: row.preparationCost,
    quantityPack: row.quantityPack,
    comment: row.comment,
    rating: row.rating,
    shortlistNames: [],
    override: row.override,
    overrideCustomValue: row.overrideCustomValue,
    versionId: row.versionId,
    versionCreated: row.versionCreated.toISOString(),
    eligibility: row.eligibility as Product['eligibility'],
    eligibilityCheckedAt: row.eligibilityCheckedAt?.toISOString() ?? null,
    fbaFulfillable: row.fbaFulfillable,
    fbaInbound: row.fbaInbound,
  };
}

/** The market's parts of a product detail (offers, sellers, stock) from its snapshot. */
export function detailParts(snapshot: Omit<MarketSnapshot, 'history'>) {
  return { offers: snapshot.offers, sellersData: snapshot.sellersData, stockInfo: snapshot.stockInfo };
}
