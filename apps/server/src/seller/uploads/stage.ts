import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { withTenant } from '../tenancy.js';
import { type ColumnMap, columnNames, detectColumns, MappingError } from './columns.js';
import { letRequestsIn, type UploadDeps } from './deps.js';
import { columnLetters, columnsByContent, type ReadOptions, readOptionsOf } from './headerless.js';
import { readRow, type StagedRow } from './rows.js';
import { uploadFileChunks, uploadRows, uploads } from './schema.js';
import { csvRows, type FileRow, storedFile, xlsxRows } from './source.js';

export type UploadRecord = typeof uploads.$inferSelect;

/** The upload cannot go on for a reason of the file's: it stops with this message. */
export class UploadRejected extends Error {}

const STAGE_BATCH = 1_000;
/**
 * The states in which a file is read. Every write of staging is conditional on them: two jobs
 * can run on one upload (a resume beside a retry), and one that ended the upload must not see
 * another write 'parsing' over its 'failed'.
 */
const READING = ['queued', 'parsing'];
/** Rows above the header a file may have (a title, a date line) before its header row. */
export const HEADER_SEARCH_ROWS = 10;

/**
 * Reads the stored file and stages its rows in committed batches. Each batch moves the cursor
 * (the last row staged) in the same transaction, so a resumed parse skips what is staged and
 * no row is staged twice or lost. Duplicates of an identifier already staged become `merged`.
 */
export async function stageFile(deps: UploadDeps, upload: UploadRecord, deadline: number): Promise<'staged' | 'more'> {
  const input = storedFile(deps.db, upload.companyId, upload.id);
  const read = readOptionsOf(upload.mapping);
  const rows = upload.format === 'xlsx' ? xlsxRows(input) : csvRows(input, read.encoding ?? 'utf-8');
  let columns: ColumnMap | null = null;
  const before: FileRow[] = [];
  const problems: string[] = [];
  let batch: StagedRow[] = [];
  let staged = upload.rowsStaged;
  try {
    for await (const row of readFileRows(rows)) {
      if (!columns) {
        before.push(row);
        columns = findHeader(before, read, problems);
        if (!columns) continue;
        await saveColumns(deps, upload, columnNames(headerCells(row, read), columns));
        // A file without a header row: its first row is the first row of data.
        if (!read.firstRowIsData) continue;
      }
      if (row.row <= upload.cursorRow) continue;
      batch.push(readRow(row, columns));
      if (batch.length >= STAGE_BATCH) {
        staged = await stageBatch(deps, upload, batch, staged);
        batch = [];
        await letRequestsIn(deps);
        // Out of time: stop here; the next job resumes after the cursor.
        if (Date.now() > deadline) return 'more';
      }
    }
  } finally {
    input.destroy();
  }
  if (!columns) {
    // The first row's problem: a header row is most often the first.
    throw new UploadRejected(before.length === 0 ? 'The file has no rows.' : (problems[0] ?? 'No header row found.'));
  }
  if (batch.length > 0) staged = await stageBatch(deps, upload, batch, staged);
  await withTenant(deps.db, upload.companyId, async (tx) => {
    await tx
      .update(uploads)
      .set({ rowsTotal: sql`${uploads.rowsStaged}`, status: 'matching' })
      .where(and(eq(uploads.id, upload.id), inArray(uploads.status, READING)));
    await tx.delete(uploadFileChunks).where(eq(uploadFileChunks.uploadId, upload.id));
  });
  deps.rowsStaged?.();
  return 'staged';
}

/** File-reading errors are the file's fault (not a zip, broken quoting): they stop the upload. */
async function* readFileRows(rows: AsyncGenerator<FileRow>): AsyncGenerator<FileRow> {
  for (;;) {
    let next: IteratorResult<FileRow>;
    try {
      next = await rows.next();
    } catch (error) {
      if (error instanceof Error && /connection|database|terminat/i.test(error.message)) throw error;
      throw new UploadRejected(`The file could not be read: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (next.done) return;
    yield next.value;
  }
}

/** The names of a header row's columns: its cells, or A, B, C… when the first row is data. */
export const headerCells = (row: FileRow, read: ReadOptions): string[] =>
  read.firstRowIsData ? columnLetters(row.cells.length) : row.cells;

/**
 * The latest candidate row read as the header, or null (its problem noted) to try the next row.
 * When the first row is data, it names no columns: they are A, B, C…, mapped by the mapping or
 * found by the first row's content, and no later row is tried.
 */
export function findHeader(candidates: FileRow[], read: ReadOptions, problems: string[]): ColumnMap | null {
  const row = candidates.at(-1);
  if (!row) return null;
  try {
    if (read.firstRowIsData)
      return detectColumns(headerCells(row, read), read.mapping, (found) => columnsByContent(row.cells, found));
    return detectColumns(row.cells, read.mapping);
  } catch (error) {
    if (!(error instanceof MappingError)) throw error;
    problems.push(error.message);
    if (read.firstRowIsData) throw new UploadRejected(error.message);
    if (candidates.length >= HEADER_SEARCH_ROWS) throw new UploadRejected(problems[0] ?? error.message);
    return null;
  }
}

async function saveColumns(deps: UploadDeps, upload: UploadRecord, names: Record<string, string>) {
  await withTenant(deps.db, upload.companyId, (tx) =>
    tx
      .update(uploads)
      .set({ columns: names, status: 'parsing' })
      .where(and(eq(uploads.id, upload.id), inArray(uploads.status, READING))),
  );
}

async function stageBatch(deps: UploadDeps, upload: UploadRecord, batch: StagedRow[], staged: number): Promise<number> {
  if (staged + batch.length > deps.config.maxRows) {
    throw new UploadRejected(
      `The file has more than ${deps.config.maxRows.toLocaleString('en-US')} rows, the most one upload takes. Split it and upload the parts.`,
    );
  }
  return withTenant(deps.db, upload.companyId, async (tx) => {
    const [current] = await tx.select().from(uploads).where(eq(uploads.id, upload.id)).for('update');
    if (!current) throw new Error(`upload ${upload.id} is gone`);
    // Ended meanwhile (failed by another job or at boot): it must not come back to life.
    if (!READING.includes(current.status)) throw new UploadRejected(current.message ?? 'The upload has ended.');
    const fresh = batch.filter((row) => row.row > current.cursorRow);
    const last = fresh.at(-1);
    if (!last) return current.rowsStaged;
    const keys = [...new Set(fresh.flatMap((row) => (row.status === 'pending' && row.identifier ? [row.identifier] : [])))];
    const firstRow = new Map<string, number>();
    if (keys.length > 0) {
      const earlier = await tx
        .select({ identifier: uploadRows.identifier, row: uploadRows.row })
        .from(uploadRows)
        .where(
          and(
            eq(uploadRows.uploadId, upload.id),
            inArray(uploadRows.identifier, keys),
            notInArray(uploadRows.status, ['failed', 'merged']),
          ),
        );
      for (const { identifier, row } of earlier) if (identifier) firstRow.set(identifier, row);
    }
    let merged = 0;
    let failed = 0;
    const records = fresh.map((row) => {
      let status: string = row.status;
      let reason = row.reason;
      const first = row.identifier ? firstRow.get(row.identifier) : undefined;
      if (status === 'pending' && row.identifier && first !== undefined) {
        status = 'merged';
        reason = `Same identifier as row ${first}: merged into it (row ${first}'s price is kept).`;
        merged++;
      } else if (status === 'pending' && row.identifier) {
        firstRow.set(row.identifier, row.row);
      }
      if (status === 'failed') failed++;
      return {
        upload_id: upload.id,
        row: row.row,
        company_id: upload.companyId,
        status,
        identifier: row.identifier,
        identifier_type: row.identifierType,
        original: row.original,
        unit_cost: row.unitCost,
        pack_size: row.packSize,
        pack_cost: row.packCost,
        item_number: row.itemNumber,
        notes: row.notes,
        product_link: row.productLink,
        reason,
      };
    });
    // One jsonb array of `upload_rows` records (keys are column names) for the thousand rows:
    // drizzle's multi-row insert would list all 17 columns of every row as parameters.
    const columns = sql.raw(Object.keys(records[0] ?? {}).join(', '));
    await tx.execute(sql`
      insert into upload_rows (${columns})
      select ${columns} from jsonb_populate_recordset(null::upload_rows, ${JSON.stringify(records)}::jsonb)
      on conflict do nothing`);
    const [updated] = await tx
      .update(uploads)
      .set({
        cursorRow: last.row,
        rowsStaged: sql`${uploads.rowsStaged} + ${fresh.length}`,
        processed: sql`${uploads.processed} + ${merged + failed}`,
        merged: sql`${uploads.merged} + ${merged}`,
        failed: sql`${uploads.failed} + ${failed}`,
        status: 'parsing',
        modified: new Date(),
      })
      .where(eq(uploads.id, upload.id))
      .returning({ rowsStaged: uploads.rowsStaged });
    return updated?.rowsStaged ?? staged + fresh.length;
  });
}
