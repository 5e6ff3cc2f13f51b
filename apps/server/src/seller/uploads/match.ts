import type { LookupRow, MarketplaceCode } from '@shelfscope/contracts';
import { and, asc, between, eq, gt, inArray, sql } from 'drizzle-orm';
import type { CodeType } from '../../market/provider.js';
import { companies } from '../company/schema.js';
import { marketplaceCode } from '../marketplaces/service.js';
import { PLAN_CATALOG } from '../plans/catalog.js';
import { analysisSettings } from '../products/analysis-inputs.js';
import type { SnapshotNeed, StoredSnapshot } from '../products/market-store.js';
import { codeTypeOf } from '../products/workflows.js';
import { suppliers } from '../suppliers/schema.js';
import type { Tenant } from '../tenancy.js';
import { withTenant } from '../tenancy.js';
import { lookupsThisMonth } from '../usage/service.js';
import type { UploadDeps } from './deps.js';
import { dropFeed, feedOf, type MarketAnswers, type MarketFeed, writtenThrough } from './market-feed.js';
import { uploadRows, uploads } from './schema.js';
import type { UploadRecord } from './stage.js';
import { timed } from './stages.js';

import {
  type Matched,
  type Outcome,
  PENDING_COLUMNS,
  type PendingRow,
  saveOutcomes,
  waves,
  writeProducts,
} from './write-products.js';

/** What the market is asked about a row: its code or ASIN. */
type CodedRow = Pick<PendingRow, 'row' | 'identifier' | 'identifierType'>;

/**
 * What a batch did: rows are left (with the upload as the batch's commit left it, or null when
 * the batch wrote nothing), none is, or why work stopped.
 */
export type BatchOutcome = { more: UploadRecord | null } | 'done' | { stopped: string };

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
      const rows = await pendingRows(db, deps, upload, writtenThrough(upload.id));
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

  const written = await timed(observe, 'write', () =>
    withTenant(deps.db, upload.companyId, async (db) => {
      const t = tenant(db);
      const [current] = await db.select({ status: uploads.status }).from(uploads).where(eq(uploads.id, upload.id)).for('update');
      if (current?.status !== 'matching') return null;
      // Another run may have done some of these rows meanwhile: only rows still pending count.
      const still = await db
        .select({ row: uploadRows.row })
        .from(uploadRows)
        .where(
          and(
            eq(uploadRows.uploadId, upload.id),
            eq(uploadRows.status, 'pending'),
            // The range names the batch by the primary key; the list alone was read through
            // another index, over every row of the upload.
            between(uploadRows.row, first, last),
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
      const [counted] = await db
        .update(uploads)
        .set({
          processed: sql`${uploads.processed} + ${report.length}`,
          matched: sql`${uploads.matched} + ${counts.matched}`,
          unmatched: sql`${uploads.unmatched} + ${counts.unmatched}`,
          candidates: sql`${uploads.candidates} + ${counts.candidates}`,
          failed: sql`${uploads.failed} + ${counts.failed}`,
          modified: new Date(),
        })
        .where(eq(uploads.id, upload.id))
        .returning();
      return counted ?? null;
    }),
  );
  // Committed: the next batch reads after this one.
  if (written) feed.writtenThrough = last;
  return stopped ? { stopped } : { more: written };
}

/** The upload's pending rows after row `afterRow`, in file order: one batch. */
function pendingRows(db: Tenant['db'], deps: UploadDeps, upload: UploadRecord, afterRow: number): Promise<PendingRow[]> {
  return db
    .select(PENDING_COLUMNS)
    .from(uploadRows)
    .where(and(eq(uploadRows.uploadId, upload.id), eq(uploadRows.status, 'pending'), gt(uploadRows.row, afterRow)))
    .orderBy(asc(uploadRows.row))
    .limit(deps.config.batchRows);
}

/**
 * Starts the market reads of the batches after row `afterRow`, up to READ_AHEAD_BATCHES of them.
 * Only the rows after those already being read are asked for (once the feed runs, one batch's
 * worth: reading all three batches' rows again each time cost 2.5 ms a batch on PGlite, most of
 * it turning rows into objects). Only the rows' codes are read here.
 */
async function readAhead(market: MarketOf, upload: UploadRecord, feed: MarketFeed, afterRow: number): Promise<void> {
  const { deps } = market;
  const size = deps.config.batchRows;
  const wanted = READ_AHEAD_BATCHES - feed.readsAfter(afterRow);
  if (wanted <= 0) return;
  const from = Math.max(afterRow, feed.lastRow);
  const rows = await withTenant(deps.db, upload.companyId, (db) =>
    db
      .select({ row: uploadRows.row, identifier: uploadRows.identifier, identifierType: uploadRows.identifierType })
      .from(uploadRows)
      .where(and(eq(uploadRows.uploadId, upload.id), eq(uploadRows.status, 'pending'), gt(uploadRows.row, from)))
      .orderBy(asc(uploadRows.row))
      .limit(size * wanted),
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
