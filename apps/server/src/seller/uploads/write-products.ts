// Writing an upload's matched rows: new products or new prices, each written once with its
// analysis, and each row's outcome saved (the matching itself is match.ts).
import { randomUUID } from 'node:crypto';
import type { MarketplaceCode } from '@shelfscope/contracts';
import { and, between, eq, inArray, sql } from 'drizzle-orm';
import type { SqlResult } from '../../db/database.js';
import type { AnalysisSettings } from '../products/analysis.js';
import type { VersionedProduct } from '../products/analysis-inputs.js';
import type { StoredSnapshot } from '../products/market-store.js';
import type { EligibilityOfRow } from '../products/reading-eligibility.js';
import { products } from '../products/schema.js';
import { insertVersions, LATEST_FROM_VERSION, latestRecords, versionsWritten } from '../products/service.js';
import { stockedUnits } from '../seller-account/stocked.js';
import type { Tenant } from '../tenancy.js';
import { companyFilter } from '../tenancy.js';
import type { UploadDeps } from './deps.js';
import { uploadRows } from './schema.js';
import type { UploadRecord } from './stage.js';

/**
 * What matching reads of a pending row: its number, code and what the file said of the product
 * (not the original line, its status or what matching will write).
 */
export const PENDING_COLUMNS = {
  row: uploadRows.row,
  identifier: uploadRows.identifier,
  identifierType: uploadRows.identifierType,
  reason: uploadRows.reason,
  unitCost: uploadRows.unitCost,
  packSize: uploadRows.packSize,
  packCost: uploadRows.packCost,
  itemNumber: uploadRows.itemNumber,
  notes: uploadRows.notes,
  productLink: uploadRows.productLink,
};
export type PendingRow = Pick<typeof uploadRows.$inferSelect, keyof typeof PENDING_COLUMNS>;
export type Matched<Row extends PendingRow = PendingRow> = { row: Row; asin: string };
export type Outcome = {
  status: string;
  asin?: string | null;
  productId?: string | null;
  candidates?: string[];
  reason?: string | null;
};

/**
 * Splits rows into waves in which each ASIN appears once, in file order: a multi-row upsert may
 * touch a product once, and a later row for the same ASIN (a UPC and the ASIN on two lines)
 * updates the product the earlier one wrote, as if the rows ran one by one.
 */
export function waves<Item extends Matched>(rows: Item[]): Item[][] {
  const result: Item[][] = [];
  const seen = new Map<string, number>();
  for (const item of rows) {
    const wave = seen.get(item.asin) ?? 0;
    seen.set(item.asin, wave + 1);
    const list = result[wave] ?? [];
    list.push(item);
    result[wave] = list;
  }
  return result;
}

/**
 * New products for the supplier, or new prices for those it lists already, each written once
 * with its analysis: the products the supplier lists are read first (their kept inputs enter
 * the analysis), the versions are inserted, then one upsert writes every product with its
 * latest-version columns (a new product's row is not inserted and then updated: that wrote the
 * row, its analysis and its indexes twice). New products are on the supplier's marketplace
 * (`upload.marketplace`, where `snapshots` were read). Answers each row's outcome.
 */
export async function writeProducts(
  deps: Pick<UploadDeps, 'analyze'>,
  tenant: Tenant,
  upload: Pick<UploadRecord, 'supplierId'> & { marketplace: MarketplaceCode },
  wave: Matched[],
  snapshots: Map<string, StoredSnapshot>,
  settings: AnalysisSettings,
): Promise<Map<number, Outcome>> {
  const { marketplace } = upload;
  const preparationCost = deps.analyze.defaultPreparation(settings, marketplace, new Date());
  const listed = await listedProducts(
    tenant,
    upload.supplierId,
    wave.map(({ asin }) => asin),
  );
  // What the analysis reads of each product: a listed one keeps its inputs but the cost (the
  // upsert below sets the row's cost and keeps the rest), a new one gets the defaults.
  const versioned: (VersionedProduct & EligibilityOfRow)[] = wave.map(({ row, asin }) => {
    const known = listed.get(asin);
    return {
      id: known?.id ?? randomUUID(),
      asin,
      supplierId: upload.supplierId,
      // The supplier's pack as the file gives it: the cost of one pack of quantityPack units.
      ...packOf(row),
      preparationCost: known ? known.preparationCost : preparationCost,
      override: known?.override ?? -1,
      overrideCustomValue: known?.overrideCustomValue ?? null,
      marketplace,
      fulfilment: known?.fulfilment ?? null,
      monthsInStock: known?.monthsInStock ?? null,
      ...(known && {
        eligibility: known.eligibility,
        eligibilityPrevious: known.eligibilityPrevious,
        eligibilityChangedAt: known.eligibilityChangedAt,
        versionCreated: known.versionCreated,
      }),
    };
  });
  const drafts = await insertVersions(tenant, deps.analyze, versioned, snapshots, settings);
  // A new product is marked with what the seller already stocks of it (the last inventory
  // reading); a listed one keeps its marks (the upsert below does not set them).
  const stocked = await stockedUnits(
    tenant,
    marketplace,
    wave.map(({ asin }) => asin),
  );
  const latest = new Map(latestRecords(drafts).map((record) => [record.id, record]));
  // The rows with their latest columns as one jsonb array of `products` records (keys are column
  // names): drizzle's multi-row insert lists every column of the table for every row.
  const records = wave.map(({ row, asin }, k) => ({
    company_id: tenant.companyId,
    created_by: tenant.memberId,
    supplier_id: upload.supplierId,
    marketplace,
    asin,
    identifier: row.identifier ?? asin,
    identifier_type: row.identifierType ?? 0,
    preparation_cost: versioned[k]?.preparationCost ?? null,
    cost: packOf(row).cost,
    quantity_pack: packOf(row).quantityPack,
    item_number: row.itemNumber,
    comment: row.notes,
    supplier_url: row.productLink,
    supplier_upc: row.identifierType === 1 ? row.identifier : null,
    fba_fulfillable: stocked.get(asin)?.fbaFulfillable ?? null,
    fba_inbound: stocked.get(asin)?.fbaInbound ?? null,
    ...latest.get(versioned[k]?.id),
  }));
  const keys = Object.keys(records[0] ?? {});
  const columns = sql.raw(keys.join(', '));
  const fromRecords = sql.raw(keys.map((key) => `v.${key}`).join(', '));
  const latestKeys = Object.keys(latest.values().next().value ?? {}).filter((key) => key !== 'id');
  const setLatest = sql.raw(latestKeys.map((key) => `${key} = excluded.${key}`).join(', '));
  // A listed product (the supplier's live one: products_supplier_asin_idx) keeps its other
  // inputs and its notes when the row has none. xmax is 0 on a row this statement inserted, and
  // set on one it updated.
  const upserted = (await tenant.db.execute(sql`
    insert into products (${columns}, version_created, analysis)
    select ${fromRecords}, ${LATEST_FROM_VERSION.version_created}, ${LATEST_FROM_VERSION.analysis}
    from jsonb_populate_recordset(null::products, ${JSON.stringify(records)}::jsonb) as v
    join product_versions pv on pv.id = v.version_id
    on conflict (company_id, supplier_id, asin) where not deleted and supplier_id is not null do update set
      cost = excluded.cost,
      quantity_pack = excluded.quantity_pack,
      item_number = coalesce(excluded.item_number, products.item_number),
      comment = coalesce(excluded.comment, products.comment),
      supplier_url = excluded.supplier_url,
      supplier_upc = excluded.supplier_upc,
      modified = ${new Date().toISOString()}::timestamptz,
      modified_by = ${tenant.memberId},
      ${setLatest},
      version_created = excluded.version_created,
      analysis = excluded.analysis
    returning id, (xmax = 0) as is_new, asin`)) as unknown as SqlResult;
  const written = new Map(upserted.rows.map((row) => [String(row.asin), { id: String(row.id), isNew: row.is_new === true }]));
  // A product the supplier came to list after the read above (an add meanwhile) was updated with
  // a version that names another id: the batch rolls back and the job's retry reads it.
  versioned.forEach((product) => {
    if (written.get(product.asin)?.id !== product.id)
      throw new Error(`product ${product.asin} was written by someone else meanwhile; the batch runs again`);
  });
  await versionsWritten(tenant, drafts);
  const outcomes = new Map<number, Outcome>();
  for (const { row, asin } of wave) {
    const product = written.get(asin);
    if (!product) throw new Error(`product for row ${row.row} not written`);
    const updated = !product.isNew;
    outcomes.set(row.row, {
      status: updated ? 'updated' : 'matched',
      asin,
      productId: product.id,
      reason: updated
        ? 'The supplier already listed this product: its cost, pack and notes were updated and it was analysed again.'
        : null,
    });
  }
  return outcomes;
}

/**
 * A staged row's supplier pack: the cost of one pack and its units. Rows staged before packs
 * were kept (no pack cost) carry the unit cost, so they stay packs of 1.
 */
export const packOf = (row: Pick<PendingRow, 'packCost' | 'packSize' | 'unitCost'>) =>
  row.packCost === null
    ? { cost: row.unitCost ?? null, quantityPack: 1 }
    : { cost: row.packCost, quantityPack: row.packSize ?? 1 };

/** The supplier's live products among `asins`, by ASIN: their ids and the inputs an upload keeps. */
export async function listedProducts(tenant: Tenant, supplierId: string, asins: string[]) {
  const rows = await tenant.db
    .select({
      id: products.id,
      asin: products.asin,
      preparationCost: products.preparationCost,
      quantityPack: products.quantityPack,
      override: products.override,
      overrideCustomValue: products.overrideCustomValue,
      fulfilment: products.fulfilment,
      monthsInStock: products.monthsInStock,
      // What the new reading records of the product's eligibility (alert rules read it).
      eligibility: products.eligibility,
      eligibilityPrevious: products.eligibilityPrevious,
      eligibilityChangedAt: products.eligibilityChangedAt,
      versionCreated: products.versionCreated,
    })
    .from(products)
    .where(
      and(
        companyFilter(tenant, products.companyId),
        eq(products.supplierId, supplierId),
        eq(products.deleted, false),
        inArray(products.asin, asins),
      ),
    );
  return new Map(rows.map((row) => [row.asin, row]));
}

/** The rows' outcomes in one statement (an update from a jsonb array of `upload_rows` records). */
export async function saveOutcomes(tenant: Tenant, uploadId: string, report: (Outcome & { row: number })[]) {
  if (report.length === 0) return;
  const records = report.map((outcome) => ({
    row: outcome.row,
    status: outcome.status,
    asin: outcome.asin ?? null,
    product_id: outcome.productId ?? null,
    candidates: outcome.candidates ?? null,
    reason: outcome.reason ?? null,
  }));
  await tenant.db
    .update(uploadRows)
    .set({
      status: sql`v.status`,
      asin: sql`v.asin`,
      productId: sql`v.product_id`,
      candidates: sql`v.candidates`,
      reason: sql`v.reason`,
    })
    .from(sql`jsonb_populate_recordset(null::upload_rows, ${JSON.stringify(records)}::jsonb) as v`)
    // The row range names the batch's rows by the primary key. Without it the planner, its
    // statistics taken before the upload's rows were staged, hashed every row of the upload for
    // each batch (82 ms a batch at 100,000 rows, growing with the file; 7 ms with it).
    .where(
      and(
        eq(uploadRows.uploadId, uploadId),
        between(uploadRows.row, Math.min(...report.map((r) => r.row)), Math.max(...report.map((r) => r.row))),
        sql`${uploadRows.row} = v.row`,
      ),
    );
}
