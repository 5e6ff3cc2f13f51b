import { Readable } from 'node:stream';
import type { TextEncoding, UploadPreview } from '@shelfscope/contracts';
import { printableText } from '../../platform/text/storable.js';
import { type ColumnMap, columnNames } from './columns.js';
import { detectEncoding } from './encoding.js';
import { looksLikeData, type ReadOptions } from './headerless.js';
import { csvRows, type FileRow, xlsxRows } from './source.js';
import { findHeader, headerCells, UploadRejected } from './stage.js';

/** The data rows a preview shows. */
export const PREVIEW_ROWS = 5;
/** A cell is shown up to this many characters. */
const PREVIEW_CELL_CHARS = 200;

type PreviewedFile = { format: 'csv' | 'xlsx'; chunks: Buffer[] };
/** The text encoding a CSV is read in (the user's choice, else the detected one) and the detected one; null for an XLSX. */
type Encodings = Pick<UploadPreview, 'encoding' | 'detectedEncoding'>;

function encodingsOf(file: PreviewedFile, chosen: TextEncoding | null | undefined): Encodings {
  if (file.format === 'xlsx') return { encoding: null, detectedEncoding: null };
  const detected = detectEncoding(file.chunks[0] ?? Buffer.alloc(0));
  return { encoding: chosen ?? detected, detectedEncoding: detected };
}

const shownCells = (cells: string[]) => Array.from(cells, (cell) => printableText(cell ?? '', PREVIEW_CELL_CHARS));
// An empty XLSX cell is a hole in the row's array (map skips holes): shown as an empty cell.
const shown = (row: FileRow) => ({ row: row.row, cells: shownCells(row.cells) });

/**
 * What an upload of this file would read (docs/uploads.md, "Preview"): the header row found the
 * way the upload's parse finds it (the same `findHeader`, the same mapping rule), the column each
 * field would use and the first PREVIEW_ROWS data rows. Only the file's start is read. A file
 * whose header cannot be found answers its first row as the header and the reason as `problem`,
 * so the page can show the rows and let the user map the columns; when that first row reads as
 * data, `looksHeaderless` offers reading the file as having no header row (`firstRowIsData`).
 */
export async function previewFile(file: PreviewedFile, read: ReadOptions): Promise<UploadPreview> {
  const encodings = encodingsOf(file, read.encoding);
  const preview = read.firstRowIsData ? previewHeaderless(file, read, encodings) : previewWithHeader(file, read, encodings);
  return { ...(await preview), ...encodings };
}

/**
 * Reads the file's first rows into `take` until it answers 'done'. Answers why the file could not
 * be read, or null (a header search that gave up, UploadRejected, has its problems noted).
 */
async function firstRows(
  file: PreviewedFile,
  encodings: Encodings,
  take: (row: FileRow) => 'more' | 'done',
): Promise<string | null> {
  const input = Readable.from(file.chunks);
  const rows = encodings.encoding ? csvRows(input, encodings.encoding) : xlsxRows(input);
  try {
    for await (const row of rows) if (take(row) === 'done') break;
    return null;
  } catch (error) {
    if (error instanceof UploadRejected) return null;
    return `The file could not be read: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    await rows.return(undefined);
    input.destroy();
  }
}

async function previewWithHeader(
  file: PreviewedFile,
  read: ReadOptions,
  encodings: Encodings,
): Promise<Omit<UploadPreview, keyof Encodings>> {
  const before: FileRow[] = [];
  const problems: string[] = [];
  const samples: FileRow[] = [];
  let header: FileRow | null = null;
  let columns: ColumnMap | null = null;
  const unreadable = await firstRows(file, encodings, (row) => {
    if (columns) {
      samples.push(row);
      return samples.length >= PREVIEW_ROWS ? 'done' : 'more';
    }
    before.push(row);
    columns = findHeader(before, read, problems);
    if (columns) header = row;
    return 'more';
  });
  const found = header as FileRow | null;
  if (found && columns) {
    return {
      headerRow: found.row,
      firstRowIsData: false,
      looksHeaderless: false,
      headers: shown(found).cells,
      columns: columnNames(shown(found).cells, columns),
      rows: samples.map(shown),
      problem: null,
    };
  }
  const [first, ...rest] = before;
  return {
    headerRow: null,
    firstRowIsData: false,
    looksHeaderless: !unreadable && first !== undefined && looksLikeData(first.cells),
    headers: first ? shown(first).cells : [],
    columns: {},
    rows: rest.slice(0, PREVIEW_ROWS).map(shown),
    problem: printableText(unreadable ?? problems[0] ?? (first ? 'No header row found.' : 'The file has no rows.')),
  };
}

/** A file read as having no header row: columns A, B, C…, row 1 the first data row. */
async function previewHeaderless(
  file: PreviewedFile,
  read: ReadOptions,
  encodings: Encodings,
): Promise<Omit<UploadPreview, keyof Encodings>> {
  const rows: FileRow[] = [];
  const unreadable = await firstRows(file, encodings, (row) => {
    rows.push(row);
    return rows.length >= PREVIEW_ROWS ? 'done' : 'more';
  });
  const [first] = rows;
  const headers = first ? shownCells(headerCells(first, read)) : [];
  let columns: ColumnMap | null = null;
  let problem = unreadable ?? (first ? null : 'The file has no rows.');
  if (first && !problem) {
    try {
      columns = findHeader([first], read, []);
    } catch (error) {
      if (!(error instanceof UploadRejected)) throw error;
      problem = error.message;
    }
  }
  return {
    headerRow: null,
    firstRowIsData: true,
    looksHeaderless: false,
    headers,
    columns: columns ? columnNames(headers, columns) : {},
    rows: rows.map(shown),
    problem: problem === null ? null : printableText(problem),
  };
}
