import type { Upload, UploadRowReport, UploadRowStatus, UploadStatus } from '@shelfscope/contracts';
import { and, asc, count, desc, eq, gt, inArray } from 'drizzle-orm';
import type { Cell } from '../../platform/export/table.js';
import type { XlsxColumn } from '../../platform/export/xlsx.js';
import { HttpError } from '../../platform/http/errors.js';
import { products } from '../products/schema.js';
import { sellerInventory } from '../seller-account/schema.js';
import { companyFilter, type Tenant } from '../tenancy.js';
import { uploadRows, uploads } from './schema.js';
import { queuePositions } from './slots.js';

const NOT_FOUND = 'Upload not found.';

/**
 * An upload as the API shows it. `queuePosition` (from `uploadQueuePositions`) is its place in its
 * company's line while it waits for a slot: 1 = the next to start; null when it is not waiting.
 */
export function uploadDto(row: typeof uploads.$inferSelect, positions?: Map<string, number>): Upload {
  return {
    id: row.id,
    supplierId: row.supplierId,
    fileName: row.fileName,
    format: row.format as Upload['format'],
    sizeBytes: row.sizeBytes,
    status: row.status as UploadStatus,
    queuePosition: positions?.get(row.id) ?? null,
    message: row.message,
    columns: (row.columns as Upload['columns']) ?? null,
    rowsTotal: row.rowsTotal,
    rowsRead: row.rowsStaged,
    processed: row.processed,
    matched: row.matched,
    unmatched: row.unmatched,
    candidates: row.candidates,
    merged: row.merged,
    failed: row.failed,
    created: row.created.toISOString(),
    finished: row.finished?.toISOString() ?? null,
  };
}

/** What the seller holds at Amazon of a row's product (none: both null). */
type Held = { fbaFulfillable: number | null; fbaInbound: number | null };
const NOT_HELD: Held = { fbaFulfillable: null, fbaInbound: null };

/** The FBA inventory reading of a product (joined on its company, ASIN and marketplace), as `Held`. */
const HELD_COLUMNS = { fbaFulfillable: sellerInventory.fulfillable, fbaInbound: sellerInventory.inbound };
const heldReading = and(
  eq(sellerInventory.companyId, products.companyId),
  eq(sellerInventory.asin, products.asin),
  eq(sellerInventory.marketplace, products.marketplace),
);

/** What the seller holds at Amazon of a product: the last FBA inventory reading of its ASIN and marketplace. */
export async function heldOf(tenant: Tenant, productId: string): Promise<Held> {
  return (await heldOfProducts(tenant, [productId])).get(productId) ?? NOT_HELD;
}

/** What the seller holds at Amazon of each of `productIds` that has an FBA inventory reading. */
async function heldOfProducts(tenant: Tenant, productIds: string[]): Promise<Map<string, Held>> {
  if (productIds.length === 0) return new Map();
  const found = await tenant.db
    .select({ productId: products.id, ...HELD_COLUMNS })
    .from(products)
    .innerJoin(sellerInventory, heldReading)
    .where(and(companyFilter(tenant, products.companyId), inArray(products.id, productIds)));
  return new Map(found.map(({ productId, ...held }) => [productId, held]));
}

export function reportDto(row: typeof uploadRows.$inferSelect, held: Held = NOT_HELD): UploadRowReport {
  return {
    row: row.row,
    status: row.status as UploadRowStatus,
    original: row.original,
    identifier: row.identifier,
    asin: row.asin,
    unitCost: row.unitCost ?? null,
    packSize: row.packSize,
    packCost: row.packCost ?? null,
    itemNumber: row.itemNumber,
    productId: row.productId,
    candidates: row.candidates ?? [],
    reason: row.reason,
    fbaFulfillable: held.fbaFulfillable,
    fbaInbound: held.fbaInbound,
  };
}

export async function findUpload(tenant: Tenant, id: string) {
  const [row] = await tenant.db
    .select()
    .from(uploads)
    .where(and(companyFilter(tenant, uploads.companyId), eq(uploads.id, id), eq(uploads.deleted, false)));
  if (!row) throw HttpError.notFound(NOT_FOUND);
  return row;
}

/** The places in line of the waiting uploads among `rows` (none waiting: no query). */
export async function uploadQueuePositions(tenant: Tenant, rows: { status: string }[], slotsPerCompany: number) {
  if (!rows.some((row) => row.status === 'queued')) return new Map<string, number>();
  return queuePositions(tenant.db, tenant.companyId, slotsPerCompany);
}

export async function listUploads(
  tenant: Tenant,
  query: { page: number; pageSize: number; supplierId?: string },
  slotsPerCompany: number,
) {
  const where = and(
    companyFilter(tenant, uploads.companyId),
    eq(uploads.deleted, false),
    query.supplierId ? eq(uploads.supplierId, query.supplierId) : undefined,
  );
  // One query at a time: they share the tenant's transaction, and so its connection.
  const rows = await tenant.db
    .select()
    .from(uploads)
    .where(where)
    .orderBy(desc(uploads.created), desc(uploads.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const [total] = await tenant.db.select({ value: count() }).from(uploads).where(where);
  const positions = await uploadQueuePositions(tenant, rows, slotsPerCompany);
  return { items: rows.map((row) => uploadDto(row, positions)), totalItems: total?.value ?? 0 };
}

export async function reportPage(
  tenant: Tenant,
  uploadId: string,
  query: { page: number; pageSize: number; status?: UploadRowStatus },
) {
  const where = and(
    companyFilter(tenant, uploadRows.companyId),
    eq(uploadRows.uploadId, uploadId),
    query.status ? eq(uploadRows.status, query.status) : undefined,
  );
  // One query at a time: they share the tenant's transaction, and so its connection. The page
  // first, then what the seller holds of its rows' products at Amazon (the last FBA inventory
  // reading of each product's ASIN and marketplace, so a product the upload created is marked
  // too). Joined in one statement, the planner ran the joins over every row of the upload before
  // the limit when its statistics still saw the tables small: during a 100,000-row upload one such
  // read of one row ran for minutes (bench/RESULTS.md, 2026-11-30).
  const rows = await tenant.db
    .select()
    .from(uploadRows)
    .where(where)
    .orderBy(asc(uploadRows.row))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const held = await heldOfProducts(
    tenant,
    rows.flatMap((row) => (row.productId ? [row.productId] : [])),
  );
  const [total] = await tenant.db.select({ value: count() }).from(uploadRows).where(where);
  return {
    report: rows.map((row) => reportDto(row, held.get(row.productId ?? '') ?? NOT_HELD)),
    reportTotal: total?.value ?? 0,
  };
}

/** The report rows after `afterRow`, a page at a time (the CSV download streams through them). */
export async function reportAfter(tenant: Tenant, uploadId: string, afterRow: number, limit: number) {
  return tenant.db
    .select()
    .from(uploadRows)
    .where(and(companyFilter(tenant, uploadRows.companyId), eq(uploadRows.uploadId, uploadId), gt(uploadRows.row, afterRow)))
    .orderBy(asc(uploadRows.row))
    .limit(limit);
}

export const REPORT_HEADER = [
  'row',
  'status',
  'original',
  'identifier',
  'asin',
  'unitCost',
  'packSize',
  'packCost',
  'itemNumber',
  'productId',
  'candidates',
  'reason',
];

/** The report's XLSX columns, in the order of REPORT_HEADER: widths in characters, costs in dollars. */
export const REPORT_COLUMNS: XlsxColumn[] = [
  { width: 7, format: 'integer' },
  { width: 11 },
  { width: 18 },
  { width: 16 },
  { width: 12 },
  { width: 10, format: 'currency' },
  { width: 9, format: 'integer' },
  { width: 10, format: 'currency' },
  { width: 12 },
  { width: 38 },
  { width: 24 },
  { width: 60 },
];

/** One row of the report download, in the order of REPORT_HEADER. */
export function reportCells(row: typeof uploadRows.$inferSelect): Cell[] {
  const r = reportDto(row);
  return [
    r.row,
    r.status,
    r.original,
    r.identifier,
    r.asin,
    r.unitCost,
    r.packSize,
    r.packCost,
    r.itemNumber,
    r.productId,
    r.candidates.join(' '),
    r.reason,
  ];
}
