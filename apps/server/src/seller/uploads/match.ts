import type { LookupRow } from '@shelfscope/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CodeType } from '../../market/provider.js';
import { companies } from '../company/schema.js';
import { PLAN_CATALOG } from '../plans/catalog.js';
import type { StoredSnapshot } from '../products/market-store.js';
import { products } from '../products/schema.js';
import { analysisSettings, type ProductRow, writeVersion } from '../products/service.js';
import { codeTypeOf } from '../products/workflows.js';
import type { Tenant } from '../tenancy.js';
import { withTenant } from '../tenancy.js';
import { usageThisMonth } from '../usage/service.js';
import type { UploadDeps } from './deps.js';
import { uploadRows, uploads } from './schema.js';
import type { UploadRecord } from './stage.js';

type PendingRow = typeof uploadRows.$inferSelect;
type Outcome = { status: string; asin?: string | null; productId?: string | null; candidates?: string[]; reason?: string | null };

/**
 * Matches and analyses the next batch of pending rows: market lookups for the batch's codes and
 * snapshots for its ASINs (outside any transaction), then one transaction that writes the
 * products, the rows' outcomes and the counters. A crash rolls the batch back whole; a resumed
 * job finds the same rows still pending. Answers whether rows are left, or why work stopped.
 */
export async function matchBatch(deps: UploadDeps, upload: UploadRecord): Promise<'more' | 'done' | { stopped: string }> {
  const tenant = (db: Tenant['db']): Tenant => ({
    db,
    companyId: upload.companyId,
    memberId: upload.createdBy ?? 'system',
    isAppFilterOn: true,
  });
  const { pending, allowance, limit } = await withTenant(deps.db, upload.companyId, async (db) => {
    const rows = await db
      .select()
      .from(uploadRows)
      .where(and(eq(uploadRows.uploadId, upload.id), eq(uploadRows.status, 'pending')))
      .orderBy(asc(uploadRows.row))
      .limit(deps.config.batchRows);
    const [company] = await db.select({ planCode: companies.planCode }).from(companies).where(eq(companies.id, upload.companyId));
    const plan = PLAN_CATALOG[(company?.planCode ?? 'Undefined') as keyof typeof PLAN_CATALOG] ?? PLAN_CATALOG.Undefined;
    const used = await usageThisMonth(tenant(db), 'skus_scanned');
    return {
      pending: rows,
      allowance: Math.max(0, plan.limits.skusScannedPerMonth - used),
      limit: plan.limits.skusScannedPerMonth,
    };
  });
  if (pending.length === 0) return 'done';

  const candidates = await lookupCodes(deps, pending);
  const outcomes = new Map<number, Outcome>();
  const wanted = new Map<number, string>();
  for (const row of pending) {
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
  // The plan's monthly SKU limit: rows past it are left unanalysed and the upload stops.
  const analysable = [...wanted.keys()];
  const over = analysable.slice(allowance);
  const stopped =
    over.length > 0
      ? `The plan's monthly limit of ${limit.toLocaleString('en-US')} SKUs scanned is reached: the rows from ${over[0]} on were not analysed.`
      : null;
  for (const row of over) wanted.delete(row);
  const snapshots = await deps.store.snapshots([...wanted.values()], { maxAgeMs: deps.freshForMs, offers: true, stock: false });

  await withTenant(deps.db, upload.companyId, async (db) => {
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
    const settings = await analysisSettings(t);
    const listed = await listedProducts(t, upload.supplierId, [...wanted.values()]);
    const counts = { matched: 0, unmatched: 0, candidates: 0, failed: 0 };
    for (const row of pending) {
      if (!open.has(row.row)) continue;
      let outcome = outcomes.get(row.row);
      const asin = wanted.get(row.row);
      if (!outcome && asin) {
        const stored = snapshots.get(asin);
        outcome = stored
          ? await writeProduct(deps, t, upload, row, asin, stored, listed, settings)
          : { status: 'unmatched', asin, reason: `The marketplace has no product ${asin}.` };
      }
      outcome ??= { status: 'skipped', reason: stopped ?? 'Not analysed.' };
      if (outcome.status === 'matched' || outcome.status === 'updated') counts.matched++;
      else if (outcome.status === 'candidates') counts.candidates++;
      else if (outcome.status === 'unmatched') counts.unmatched++;
      else counts.failed++;
      await db
        .update(uploadRows)
        .set({
          status: outcome.status,
          asin: outcome.asin ?? null,
          productId: outcome.productId ?? null,
          candidates: outcome.candidates ?? null,
          reason: [row.reason, outcome.reason].filter(Boolean).join(' ') || null,
        })
        .where(and(eq(uploadRows.uploadId, upload.id), eq(uploadRows.row, row.row)));
    }
    const done = counts.matched + counts.unmatched + counts.candidates + counts.failed;
    await db
      .update(uploads)
      .set({
        processed: sql`${uploads.processed} + ${done}`,
        matched: sql`${uploads.matched} + ${counts.matched}`,
        unmatched: sql`${uploads.unmatched} + ${counts.unmatched}`,
        candidates: sql`${uploads.candidates} + ${counts.candidates}`,
        failed: sql`${uploads.failed} + ${counts.failed}`,
        modified: new Date(),
      })
      .where(eq(uploads.id, upload.id));
  });
  return stopped ? { stopped } : 'more';
}

async function lookupCodes(deps: UploadDeps, rows: PendingRow[]): Promise<Map<string, LookupRow[]>> {
  const byType = new Map<CodeType, string[]>();
  for (const row of rows) {
    if (row.identifierType !== 1 || !row.identifier) continue;
    const type = codeTypeOf(row.identifier);
    byType.set(type, [...(byType.get(type) ?? []), row.identifier]);
  }
  const found = new Map<string, LookupRow[]>();
  for (const [type, codes] of byType) for (const [code, list] of await deps.provider.lookup(codes, type)) found.set(code, list);
  return found;
}

async function listedProducts(tenant: Tenant, supplierId: string, asins: string[]): Promise<Map<string, ProductRow>> {
  if (asins.length === 0) return new Map();
  const rows = await tenant.db
    .select()
    .from(products)
    .where(
      and(
        eq(products.companyId, tenant.companyId),
        eq(products.supplierId, supplierId),
        eq(products.deleted, false),
        inArray(products.asin, [...new Set(asins)]),
      ),
    );
  return new Map(rows.map((row) => [row.asin, row]));
}

/** A new product for the supplier, or new prices for one it lists already; then its analysis. */
async function writeProduct(
  deps: UploadDeps,
  tenant: Tenant,
  upload: UploadRecord,
  row: PendingRow,
  asin: string,
  stored: StoredSnapshot,
  listed: Map<string, ProductRow>,
  settings: Awaited<ReturnType<typeof analysisSettings>>,
): Promise<Outcome> {
  const fields = {
    cost: row.unitCost ?? null,
    comment: row.notes,
    supplierUrl: row.productLink,
    supplierUpc: row.identifierType === 1 ? row.identifier : null,
  };
  const existing = listed.get(asin);
  let product: ProductRow | undefined;
  if (existing) {
    [product] = await tenant.db
      .update(products)
      .set({ ...fields, comment: row.notes ?? existing.comment, modified: new Date(), modifiedBy: tenant.memberId })
      .where(eq(products.id, existing.id))
      .returning();
  } else {
    [product] = await tenant.db
      .insert(products)
      .values({
        ...fields,
        companyId: tenant.companyId,
        createdBy: tenant.memberId,
        supplierId: upload.supplierId,
        asin,
        identifier: row.identifier ?? asin,
        identifierType: row.identifierType ?? 0,
        preparationCost: settings.applyDefaultPreparationCostWhenZero ? settings.defaultPreparationCost : null,
      })
      .returning();
  }
  if (!product) throw new Error(`product for row ${row.row} not written`);
  const written = await writeVersion(tenant, deps.analyze, product, stored, settings);
  listed.set(asin, written);
  return {
    status: existing ? 'updated' : 'matched',
    asin,
    productId: written.id,
    reason: existing
      ? 'The supplier already listed this product: its cost and notes were updated and it was analysed again.'
      : null,
  };
}
