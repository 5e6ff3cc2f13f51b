import type { PriceChangeKind, UploadChange, UploadChangeSummary, UploadChangesQuery } from '@shelfscope/contracts';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { products } from '../products/schema.js';
import { companyFilter, type Tenant } from '../tenancy.js';
import { uploads } from '../uploads/schema.js';
import { findUpload } from '../uploads/service.js';
import { changeOf, unitCostOf } from './compare.js';
import { changeLine } from './line.js';
import { uploadChangeSets, uploadChanges } from './schema.js';

type ChangeRow = typeof uploadChanges.$inferSelect;

/** A stored change as the API shows it: the differences are worked out from the stored figures. */
export function changeDto(row: ChangeRow, title: string | null): UploadChange {
  const unitCost = row.packCost === null ? null : unitCostOf({ packCost: row.packCost, packSize: row.packSize ?? 1 });
  const previousUnitCost =
    row.previousPackCost === null ? null : unitCostOf({ packCost: row.previousPackCost, packSize: row.previousPackSize ?? 1 });
  const pack = changeOf(row.previousPackCost, row.packCost);
  const unit = changeOf(previousUnitCost, unitCost);
  return {
    kinds: row.kinds as PriceChangeKind[],
    row: row.row,
    previousRow: row.previousRow,
    identifier: row.identifier,
    previousIdentifier: row.previousIdentifier,
    itemNumber: row.itemNumber,
    previousItemNumber: row.previousItemNumber,
    asin: row.asin,
    productId: row.productId,
    title,
    packSize: row.packSize,
    previousPackSize: row.previousPackSize,
    packCost: row.packCost,
    previousPackCost: row.previousPackCost,
    packCostChange: pack.change,
    packCostChangePercent: pack.percent,
    unitCost,
    previousUnitCost,
    unitCostChange: unit.change,
    unitCostChangePercent: unit.percent,
    profit: row.profit,
    previousProfit: row.previousProfit,
    roi: row.roi,
    previousRoi: row.previousRoi,
  };
}

/** The change summaries of `uploadIds` (those compared so far), by upload id. */
export async function changeSummaries(tenant: Tenant, uploadIds: string[]): Promise<Map<string, UploadChangeSummary>> {
  if (uploadIds.length === 0) return new Map();
  const rows = await tenant.db
    .select({ set: uploadChangeSets, previousFileName: uploads.fileName })
    .from(uploadChangeSets)
    .leftJoin(uploads, eq(uploads.id, uploadChangeSets.previousUploadId))
    .where(and(companyFilter(tenant, uploadChangeSets.companyId), inArray(uploadChangeSets.uploadId, uploadIds)));
  return new Map(
    rows.map(({ set, previousFileName }) => [
      set.uploadId,
      {
        previousUploadId: set.previousUploadId,
        previousFileName: set.previousUploadId ? previousFileName : null,
        counts: set.counts,
        unchanged: set.unchanged,
        line: set.previousUploadId ? changeLine(set.counts) : null,
      },
    ]),
  );
}

/** Uploads with their change summaries (null: not compared, e.g. still running). */
export async function withChangeSummaries<T extends { id: string }>(tenant: Tenant, items: T[]) {
  const summaries = await changeSummaries(
    tenant,
    items.map((item) => item.id),
  );
  return items.map((item) => ({ ...item, changes: summaries.get(item.id) ?? null }));
}

/** One upload with its change summary. */
export async function withChangeSummary<T extends { id: string }>(tenant: Tenant, item: T) {
  return { ...item, changes: (await changeSummaries(tenant, [item.id])).get(item.id) ?? null };
}

/** The notification's sentence for an upload just compared; null for a supplier's first list. */
export async function changeLineOf(tenant: Tenant, uploadId: string): Promise<string | null> {
  return (await changeSummaries(tenant, [uploadId])).get(uploadId)?.line ?? null;
}

/** One page of an upload's changes, one kind or all, in file order (dropped items last). */
export async function changesPage(tenant: Tenant, query: UploadChangesQuery & { uploadId: string }) {
  const upload = await findUpload(tenant, query.uploadId);
  const where = and(
    companyFilter(tenant, uploadChanges.companyId),
    eq(uploadChanges.uploadId, upload.id),
    query.kind ? sql`${uploadChanges.kinds} @> array[${query.kind}]::text[]` : undefined,
  );
  const rows = await tenant.db
    .select({ change: uploadChanges, title: products.title })
    .from(uploadChanges)
    .leftJoin(products, eq(products.id, uploadChanges.productId))
    .where(where)
    .orderBy(asc(uploadChanges.seq))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await tenant.db.select({ value: count() }).from(uploadChanges).where(where);
  return { items: rows.map((r) => changeDto(r.change, r.title)), totalItems: total?.value ?? 0 };
}

/**
 * A product's change since its supplier's previous list: its change in the supplier's newest
 * compared upload, or null when it did not change there (or no list was compared yet). For rules
 * that ask what changed (alerts, issue 43): `kinds` says what, the figures by how much.
 */
export async function productChange(tenant: Tenant, productId: string): Promise<UploadChange | null> {
  const [newest] = await tenant.db
    .select({ uploadId: uploadChangeSets.uploadId })
    .from(uploadChangeSets)
    .innerJoin(uploads, eq(uploads.id, uploadChangeSets.uploadId))
    .innerJoin(products, eq(products.supplierId, uploads.supplierId))
    .where(and(companyFilter(tenant, uploadChangeSets.companyId), eq(products.id, productId)))
    .orderBy(desc(uploads.created), desc(uploads.id))
    .limit(1);
  if (!newest) return null;
  const [found] = await tenant.db
    .select({ change: uploadChanges, title: products.title })
    .from(uploadChanges)
    .leftJoin(products, eq(products.id, uploadChanges.productId))
    .where(
      and(
        companyFilter(tenant, uploadChanges.companyId),
        eq(uploadChanges.uploadId, newest.uploadId),
        eq(uploadChanges.productId, productId),
      ),
    )
    .limit(1);
  return found ? changeDto(found.change, found.title) : null;
}
