import { bigint, index, integer, jsonb, pgTable, primaryKey, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from '../base-columns.js';
import { bytea } from '../bytea.js';

/**
 * A supplier price-list upload and its progress. The counters move in the same transaction as
 * the rows they count, so a crash never leaves them out of step with `upload_rows`.
 */
export const uploads = pgTable(
  'uploads',
  {
    ...baseColumns(),
    supplierId: uuid('supplier_id').notNull(),
    fileName: text('file_name').notNull(),
    format: text('format').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    /** The client's explicit column mapping, if any (field -> header). */
    mapping: jsonb('mapping'),
    /** queued | parsing | matching | done | stopped | failed */
    status: text('status').notNull().default('queued'),
    message: text('message'),
    /** Columns detected (field -> header), once the header row is read. */
    columns: jsonb('columns'),
    /** Data rows read from the file and staged so far; rowsTotal once the whole file is read. */
    rowsStaged: integer('rows_staged').notNull().default(0),
    /** The last file row (header = 1) staged: a resumed parse skips up to it. */
    cursorRow: integer('cursor_row').notNull().default(1),
    rowsTotal: integer('rows_total'),
    processed: integer('processed').notNull().default(0),
    matched: integer('matched').notNull().default(0),
    unmatched: integer('unmatched').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    merged: integer('merged').notNull().default(0),
    candidates: integer('candidates').notNull().default(0),
    finished: timestamp('finished', { withTimezone: true }),
    /** Boots in a row that found the upload unfinished with no progress (rowsStaged + processed = resumeProgress). */
    resumes: integer('resumes').notNull().default(0),
    resumeProgress: integer('resume_progress').notNull().default(0),
  },
  (t) => [index('uploads_company_created_idx').on(t.companyId, t.created.desc())],
);

/** The uploaded file, in 1 MiB pieces, until it is parsed: any instance can read it back. */
export const uploadFileChunks = pgTable(
  'upload_file_chunks',
  {
    uploadId: uuid('upload_id').notNull(),
    seq: integer('seq').notNull(),
    companyId: uuid('company_id').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [primaryKey({ columns: [t.uploadId, t.seq] })],
);

/**
 * One data row of an upload (row = its line in the file, the header being row 1) and its
 * outcome: pending | matched | updated | unmatched | candidates | merged | failed | skipped.
 */
export const uploadRows = pgTable(
  'upload_rows',
  {
    uploadId: uuid('upload_id').notNull(),
    row: integer('row').notNull(),
    companyId: uuid('company_id').notNull(),
    status: text('status').notNull(),
    /** The repaired identifier (ASIN or code) and its type: 0 ASIN, 1 UPC/EAN/ISBN. */
    identifier: text('identifier'),
    identifierType: smallint('identifier_type'),
    /** What the file said, for the report. */
    original: text('original'),
    unitCost: jsonb('unit_cost').$type<number | null>(),
    packSize: integer('pack_size'),
    /** Cost of one supplier pack of pack_size units (the product's cost). */
    packCost: jsonb('pack_cost').$type<number | null>(),
    itemNumber: text('item_number'),
    notes: text('notes'),
    productLink: text('product_link'),
    asin: text('asin'),
    productId: uuid('product_id'),
    candidates: jsonb('candidates').$type<string[]>(),
    reason: text('reason'),
  },
  (t) => [
    primaryKey({ columns: [t.uploadId, t.row] }),
    index('upload_rows_upload_status_idx').on(t.uploadId, t.status, t.row),
    index('upload_rows_upload_identifier_idx').on(t.uploadId, t.identifier),
  ],
);
