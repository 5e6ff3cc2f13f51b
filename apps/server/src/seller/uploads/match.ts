import { randomUUID } from 'node:crypto';
import type { LookupRow, MarketplaceCode } from '@shelfscope/contracts';
import { and, asc, between, eq, gt, inArray, sql } from 'drizzle-orm';
import type { SqlResult } from '../../db/database.js';
import type { CodeType } from '../../market/provider.js';
import { companies } from '../company/schema.js';
import { marketplaceCode } from '../marketplaces/service.js';
import { PLAN_CATALOG } from '../plans/catalog.js';
import type { AnalysisSettings } from '../products/analysis.js';
import { analysisSettings, type VersionedProduct } from '../products/analysis-inputs.js';
import type { SnapshotNeed, StoredSnapshot } from '../products/market-store.js';
import type { EligibilityOfRow } from '../products/reading-eligibility.js';
import { products } from '../products/schema.js';
import { insertVersions, LATEST_FROM_VERSION, latestRecords, versionsWritten } from '../products/service.js';
import { codeTypeOf } from '../products/workflows.js';
import { stockedUnits } from '../seller-account/stocked.js';
import { suppliers } from '../suppliers/schema.js';
import type { Tenant } from '../tenancy.js';
import { companyFilter, withTenant } from '../tenancy.js';
import { lookupsThisMonth } from '../usage/service.js';
import type { UploadDeps } from './deps.js';
import { dropFeed, feedOf, type MarketAnswers, type MarketFeed } from './market-feed.js';
import { uploadRows, uploads } from './schema.js';
import type { UploadRecord } from './stage.js';
import { timed } from './stages.js';

type PendingRow = typeof uploadRows.$inferSelect;
/** What the market is asked about a row: its code or ASIN. */
type CodedRow = Pick<PendingRow, 'row' | 'identifier' | 'identifierType'>;
export type Matched = { row: PendingRow; asin: string };
export type Outcome = {
  status: string;
  asin?: string | null;
  productId?: string | null;
  candidates?: string[];
  reason?: string | null;
};

/** What a batch did: rows are left, none is, or why work stopped. */
export type BatchOutcome = 'more' | 'done' | { stopped: string };

/**
 * Batches whose market answers are read ahead of the one being written. One was not enough: on
 * PGlite the read ahead's queries wait for the batch's transaction, and the provider then sat idle.
 */
const READ_AHEAD_BATCHES = 3;

// Without the history (about 160 kB of JSON a product): the analysis reads the stats only; the
// chart fetches it when the product is viewed (MarketStore.history).
const NEED: Omit<SnapshotNeed, 'maxAgeMs' | 'marketplace'> = { offers: true, stock: false, history: false };

/**
 * Matches and analyses the next batch of pending rows: market lookups for the batch's codes and
 * snapshots for its ASINs on the supplier's marketplace (outside any transaction; the upload's
 * feed reads them, and the next batches', while the batches before are written), then one
 * transaction that writes the products, the rows' outcomes and the counters. A crash rolls the
 * batch back whole; a resumed job finds the same rows still pending. Answers whether rows are
 * left, or why work stopped.
 */
export async function matchBatch(deps: UploadDeps, upload: UploadRecord): Promise<BatchOutcome> {
  const tenant = (db: Tenant['db']): Tenant => ({
    db,
    companyId: upload.companyId,
    memberId: upload.createdBy ?? 'system',
    isAppFilterOn: true,
  });
  const observe = deps.observeStage;
  const { pending, allowance, limit, marketplace } = await timed(observe, 'rows', () =>
    withTenant(deps.db, upload.companyId, async (db) => {
      const rows = await pendingRows(db, deps, upload, 0);
      // With the supplier's marketplace (where its rows are looked up and read, and its products
      // live), in the same query: a batch's queries stay as many as they were.
      const [company] = await db
        .select({
          planCode: companies.planCode,
          marketplace: sql<
            string | null
          >`(select ${suppliers.marketplace} from ${suppliers} where ${suppliers.id} = ${upload.supplierId})`,
        })
        .from(companies)
        .where(eq(companies.id, upload.companyId));
      const plan = PLAN_CATALOG[(company?.planCode ?? 'Undefined') as keyof typeof PLAN_CATALOG] ?? PLAN_CATALOG.Undefined;
      const used = await lookupsThisMonth(tenant(db));
      return {
        pending: rows,
        allowance: Math.max(0, plan.limits.skusScannedPerMonth - used),
        limit: plan.limits.skusScannedPerMonth,
        marketplace: marketplaceCode(company?.marketplace),
      };
    }),
  );
  const first = pending[0]?.row;
  const last = pending.at(-1)?.row;
  if (first === undefined || last === undefined) {
    dropFeed(upload.id);
    return 'done';
  }
  const feed = feedOf(upload.id, allowance);
  const market: MarketOf = { deps, marketplace };
  feed.start(first, last, (claim) => readMarket(market, pending, claim));
  if (pending.length === deps.config.batchRows) await timed(observe, 'rows', () => readAhead(market, upload, feed, last));
  const ahead = await timed(observe, 'market', () => feed.answersFor(first, last));

  const { outcomes, wanted } = matchRows(
    pending,
    await timed(observe, 'market', () => lookupCodes(market, pending, ahead?.lookups)),
  );
  // The plan's monthly SKU limit: rows past it are left unanalysed and the upload stops.
  const analysable = [...wanted.keys()];
  const over = analysable.slice(allowance);
  const stopped =
    over.length > 0
      ? `The plan's monthly limit of ${limit.toLocaleString('en-US')} SKUs scanned is reached: the rows from ${over[0]} on were not analysed.`
      : null;
  for (const row of over) wanted.delete(row);
  const snapshots = await timed(observe, 'market', () => snapshotsOf(market, [...wanted.values()], ahead?.snapshots));

  await timed(observe, 'write', () =>
    withTenant(deps.db, upload.companyId, async (db) => {
      const t = tenant(db);
      const [current] = await db.select({ status: uploads.status }).from(uploads).where(eq(uploads.id, upload.id)).for('update');
      if (current?.status !== 'matching') return;
      // Another run may have done some of these rows meanwhile: only rows still pending count.
      const still = await db
        .select({ row: uploadRows.row })
        .from(uploadRows)
        .where(
          and(
            eq(uploadRows.uploadId, upload.id),
            eq(uploadRows.status, 'pending'),
            inArray(
              uploadRows.row,
              pending.map((r) => r.row),
            ),
          ),
        );
      const open = new Set(still.map((r) => r.row));
      const toWrite: Matched[] = [];
      for (const row of pending) {
        const asin = wanted.get(row.row);
        if (!open.has(row.row) || outcomes.has(row.row) || !asin) continue;
        if (snapshots.has(asin)) toWrite.push({ row, asin });
        else outcomes.set(row.row, { status: 'unmatched', asin, reason: `The marketplace has no product ${asin}.` });
      }
      if (toWrite.length > 0) {
        const settings = await analysisSettings(t);
        for (const wave of waves(toWrite)) {
          for (const [row, outcome] of await writeProducts(deps, t, { ...upload, marketplace }, wave, snapshots, settings))
            outcomes.set(row, outcome);
        }
      }
      const report = pending
        .filter((row) => open.has(row.row))
        .map((row) => {
          const outcome = outcomes.get(row.row) ?? { status: 'skipped', reason: stopped ?? 'Not analysed.' };
          return { ...outcome, row: row.row, reason: [row.reason, outcome.reason].filter(Boolean).join(' ') || null };
        });
      await saveOutcomes(t, upload.id, report);
      const counts = { matched: 0, unmatched: 0, candidates: 0, failed: 0 };
      for (const { status } of report) {
        if (status === 'matched' || status === 'updated') counts.matched++;
        else if (status === 'candidates') counts.candidates++;
        else if (status === 'unmatched') counts.unmatched++;
        else counts.failed++;
      }
      await db
        .update(uploads)
        .set({
          processed: sql`${uploads.processed} + ${report.length}`,
          matched: sql`${uploads.matched} + ${counts.matched}`,
          unmatched: sql`${uploads.unmatched} + ${counts.unmatched}`,
          candidates: sql`${uploads.candidates} + ${counts.candidates}`,
          failed: sql`${uploads.failed} + ${counts.failed}`,
          modified: new Date(),
        })
        .where(eq(uploads.id, upload.id));
    }),
  );
  return stopped ? { stopped } : 'more';
}

/** The upload's pending rows after row `afterRow`, in file order: one batch. */
function pendingRows(db: Tenant['db'], deps: UploadDeps, upload: UploadRecord, afterRow: number): Promise<PendingRow[]> {
  return db
    .select()
    .from(uploadRows)
    .where(and(eq(uploadRows.uploadId, upload.id), eq(uploadRows.status, 'pending'), gt(uploadRows.row, afterRow)))
    .orderBy(asc(uploadRows.row))
    .limit(deps.config.batchRows);
}

/**
 * Starts the market reads of the batches after row `afterRow` (READ_AHEAD_BATCHES of them; those
 * already being read are left as they are). Only the rows' codes are read here.
 */
async function readAhead(market: MarketOf, upload: UploadRecord, feed: MarketFeed, afterRow: number): Promise<void> {
  const { deps } = market;
  const size = deps.config.batchRows;
  const rows = await withTenant(deps.db, upload.companyId, (db) =>
    db
      .select({ row: uploadRows.row, identifier: uploadRows.identifier, identifierType: uploadRows.identifierType })
      .from(uploadRows)
      .where(and(eq(uploadRows.uploadId, upload.id), eq(uploadRows.status, 'pending'), gt(uploadRows.row, afterRow)))
      .orderBy(asc(uploadRows.row))
      .limit(size * READ_AHEAD_BATCHES),
  );
  for (let at = 0; at < rows.length; at += size) {
    const batch = rows.slice(at, at + size);
    const [first, last] = [batch[0]?.row, batch.at(-1)?.row];
    if (first !== undefined && last !== undefined) feed.start(first, last, (claim) => readMarket(market, batch, claim));
  }
}

/**
 * The rows' ASINs (an ASIN as given, a code's only candidate) and the outcomes of the rows that
 * have none (a code nobody sells, or several candidates to choose from).
 */
function matchRows(rows: CodedRow[], candidates: Map<string, LookupRow[]>) {
  const outcomes = new Map<number, Outcome>();
  const wanted = new Map<number, string>();
  for (const row of rows) {
    if (row.identifierType === 0 && row.identifier) {
      wanted.set(row.row, row.identifier);
      continue;
    }
    const found = candidates.get(row.identifier ?? '') ?? [];
    if (found.length === 0)
      outcomes.set(row.row, { status: 'unmatched', reason: `No marketplace product has the code ${row.identifier}.` });
    else if (found.length > 1) {
      outcomes.set(row.row, {
        status: 'candidates',
        candidates: found.map((c) => c.asin),
        reason: `${found.length} products have the code ${row.identifier}: choose one (e.g. a single item or a multipack).`,
      });
    } else wanted.set(row.row, found[0]?.asin ?? '');
  }
  return { outcomes, wanted };
}

/**
 * The market answers for some rows: their codes' candidates and the snapshots of the ASINs the
 * plan's limit may still allow (`claim`: what is left after the reads before; each batch checks
 * the limit again). Nothing is written for the upload: a batch that fails or a job that ends
 * leaves no trace but stored market snapshots.
 */
async function readMarket(
  market: MarketOf,
  rows: CodedRow[],
  claim: (asins: string[]) => Promise<string[]>,
): Promise<MarketAnswers> {
  const lookups = await lookupCodes(market, rows);
  const asins = await claim([...matchRows(rows, lookups).wanted.values()]);
  return { lookups, snapshots: await snapshotsOf(market, asins) };
}

/** The market an upload reads: the deps' store and provider, on the supplier's marketplace. */
type MarketOf = { deps: UploadDeps; marketplace: MarketplaceCode };

/** Snapshots of the ASINs: those read ahead, then the store's for the rest. */
async function snapshotsOf(
  { deps, marketplace }: MarketOf,
  asins: string[],
  ahead?: Map<string, StoredSnapshot>,
): Promise<Map<string, StoredSnapshot>> {
  const found = new Map<string, StoredSnapshot>();
  for (const asin of asins) {
    const snapshot = ahead?.get(asin);
    if (snapshot) found.set(asin, snapshot);
  }
  const missing = asins.filter((asin) => !found.has(asin));
  if (missing.length > 0)
    for (const [asin, snapshot] of await deps.store.snapshots(missing, { maxAgeMs: deps.freshForMs, marketplace, ...NEED }))
      found.set(asin, snapshot);
  return found;
}

/** Candidates of the rows' codes: those read ahead, then the provider's for the rest. */
async function lookupCodes(
  { deps, marketplace }: MarketOf,
  rows: CodedRow[],
  ahead?: Map<string, LookupRow[]>,
): Promise<Map<string, LookupRow[]>> {
  const found = new Map<string, LookupRow[]>();
  const byType = new Map<CodeType, string[]>();
  for (const row of rows) {
    if (row.identifierType !== 1 || !row.identifier) continue;
    const known = ahead?.get(row.identifier);
    if (known) {
      found.set(row.identifier, known);
      continue;
    }
    const type = codeTypeOf(row.identifier);
    byType.set(type, [...(byType.get(type) ?? []), row.identifier]);
  }
  for (const [type, codes] of byType)
    for (const [code, list] of await deps.provider.lookup(codes, { type, marketplace })) found.set(code, list);
  return found;
}

/**
 * Splits rows into waves in which each ASIN appears once, in file order: a multi-row upsert may
 * touch a product once, and a later row for the same ASIN (a UPC and the ASIN on two lines)
 * updates the product the earlier one wrote, as if the rows ran one by one.
 */
export function waves(rows: Matched[]): Matched[][] {
  const result: Matched[][] = [];
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
