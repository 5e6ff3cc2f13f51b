// Compares a finished upload with its supplier's previous finished upload and stores the result
// once (upload_change_sets, upload_changes). One read of each list, one pass in memory, the
// changed products read in chunks, the changes written 1,000 rows a statement.

import { and, asc, desc, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { type Tenant, withTenant } from '../tenancy.js';
import { uploadRows, uploads } from '../uploads/schema.js';
import { packOf } from '../uploads/write-products.js';
import { compareLists, countKinds, type ListChange, type ListRow, noCounts, profitKinds } from './compare.js';
import { figuresAt, pricedProducts } from './figures.js';
import { uploadChangeSets, uploadChanges } from './schema.js';

/** Rows that are no item of the list: refused rows, duplicates merged into another, rows never read. */
const NOT_ITEMS = ['failed', 'merged', 'pending'];
/** Uploads whose list was read whole (a stopped upload's skipped rows were read, just not analysed). */
const FINISHED_LISTS = ['done', 'stopped'];
const INSERT_ROWS = 1_000;

type UploadRef = { id: string; companyId: string; supplierId: string; created: Date };

/** The supplier's newest finished upload created before `upload`, or null (its first list). */
export async function previousUpload(db: Db, upload: UploadRef) {
  const [previous] = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(
      and(
        eq(uploads.companyId, upload.companyId),
        eq(uploads.supplierId, upload.supplierId),
        ne(uploads.id, upload.id),
        eq(uploads.deleted, false),
        inArray(uploads.status, FINISHED_LISTS),
        lt(uploads.created, upload.created),
      ),
    )
    .orderBy(desc(uploads.created), desc(uploads.id))
    .limit(1);
  return previous?.id ?? null;
}

/** Rows read per query: PGlite holds a whole result in its memory, so a 100,000-row list is read in pages. */
const READ_ROWS = 10_000;

/** Whether an upload of the supplier created before `upload` is being read or matched now. */
export async function earlierListRunning(db: Db, upload: UploadRef): Promise<boolean> {
  const [running] = await withTenant(db, upload.companyId, (tx) =>
    tx
      .select({ id: uploads.id })
      .from(uploads)
      .where(
        and(
          eq(uploads.companyId, upload.companyId),
          eq(uploads.supplierId, upload.supplierId),
          ne(uploads.id, upload.id),
          eq(uploads.deleted, false),
          inArray(uploads.status, ['parsing', 'matching']),
          lt(uploads.created, upload.created),
        ),
      )
      .limit(1),
  );
  return running !== undefined;
}

/** An upload's items as the comparison reads them, in file order. */
export async function listRows(db: Db, uploadId: string): Promise<ListRow[]> {
  const items: ListRow[] = [];
  for (let after = 0; ; ) {
    const rows = await db
      .select({
        row: uploadRows.row,
        status: uploadRows.status,
        identifier: uploadRows.identifier,
        itemNumber: uploadRows.itemNumber,
        asin: uploadRows.asin,
        productId: uploadRows.productId,
        packCost: uploadRows.packCost,
        unitCost: uploadRows.unitCost,
        packSize: uploadRows.packSize,
      })
      .from(uploadRows)
      .where(and(eq(uploadRows.uploadId, uploadId), gt(uploadRows.row, after)))
      .orderBy(asc(uploadRows.row))
      .limit(READ_ROWS);
    for (const { status, ...row } of rows) {
      if (NOT_ITEMS.includes(status)) continue;
      const pack = packOf(row);
      items.push({ ...row, packCost: pack.cost, packSize: pack.quantityPack });
    }
    const last = rows.at(-1);
    if (!last || rows.length < READ_ROWS) return items;
    after = last.row;
  }
}

/**
 * Adds the profit kinds and figures: each item in both lists whose cost or pack changed and that
 * is a product is priced at the previous list's pack and at this one's, by its own analysis.
 */
async function withProfit(tenant: Tenant, supplierId: string, changes: ListChange[], at: Date) {
  const costMoved = (c: ListChange) => c.kinds.some((k) => k === 'cheaper' || k === 'dearer' || k === 'packChanged');
  const ids = [
    ...new Set(changes.flatMap((c) => (c.previous && c.current?.productId && costMoved(c) ? [c.current.productId] : []))),
  ];
  const priced = await pricedProducts(tenant, supplierId, ids);
  return changes.map((change) => {
    const product = change.current?.productId ? priced.get(change.current.productId) : undefined;
    if (!product || !change.previous || !change.current || !costMoved(change)) return { change, before: null, after: null };
    const before = figuresAt(product, { cost: change.previous.packCost, quantityPack: change.previous.packSize }, at);
    const after = figuresAt(product, { cost: change.current.packCost, quantityPack: change.current.packSize }, at);
    change.kinds.push(...profitKinds(before.profit, after.profit));
    return { change, before, after };
  });
}

/**
 * Compares the upload with its supplier's previous finished list and stores what changed, once:
 * a second call (a retried job) finds the stored set and does nothing. Runs as the upload's
 * company, in one transaction.
 */
export async function recordPriceChanges(db: Db, upload: UploadRef & { createdBy: string | null }, at = new Date()) {
  await withTenant(db, upload.companyId, async (tx) => {
    const tenant: Tenant = { db: tx, companyId: upload.companyId, memberId: upload.createdBy ?? 'system', isAppFilterOn: true };
    // Two runners of one upload (a resume beside a retry) compare it once: the second waits here.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload-changes:${upload.id}`}))`);
    const [done] = await tx
      .select({ id: uploadChangeSets.uploadId })
      .from(uploadChangeSets)
      .where(eq(uploadChangeSets.uploadId, upload.id));
    if (done) return;
    const previousId = await previousUpload(tx, upload);
    if (!previousId) {
      await tx.insert(uploadChangeSets).values({ uploadId: upload.id, companyId: upload.companyId, counts: noCounts() });
      return;
    }
    const { changes, unchanged } = compareLists(await listRows(tx, previousId), await listRows(tx, upload.id));
    const priced = await withProfit(tenant, upload.supplierId, changes, at);
    for (let from = 0; from < priced.length; from += INSERT_ROWS) {
      await tx.insert(uploadChanges).values(
        priced.slice(from, from + INSERT_ROWS).map(({ change, before, after }, i) => ({
          uploadId: upload.id,
          seq: from + i + 1,
          companyId: upload.companyId,
          kinds: change.kinds,
          row: change.current?.row ?? null,
          previousRow: change.previous?.row ?? null,
          identifier: change.current?.identifier ?? null,
          previousIdentifier: change.previous?.identifier ?? null,
          itemNumber: change.current?.itemNumber ?? null,
          previousItemNumber: change.previous?.itemNumber ?? null,
          asin: change.current?.asin ?? change.previous?.asin ?? null,
          productId: change.current?.productId ?? change.previous?.productId ?? null,
          packSize: change.current?.packSize ?? null,
          previousPackSize: change.previous?.packSize ?? null,
          packCost: change.current?.packCost ?? null,
          previousPackCost: change.previous?.packCost ?? null,
          profit: after?.profit ?? null,
          previousProfit: before?.profit ?? null,
          roi: after?.roi ?? null,
          previousRoi: before?.roi ?? null,
        })),
      );
    }
    await tx.insert(uploadChangeSets).values({
      uploadId: upload.id,
      companyId: upload.companyId,
      previousUploadId: previousId,
      counts: countKinds(changes),
      unchanged,
    });
  });
}
