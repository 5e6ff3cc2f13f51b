import { Readable } from 'node:stream';
import type { UploadMapping, UploadPreview } from '@shelfscope/contracts';
import { printableText } from '../../platform/text/storable.js';
import { type ColumnMap, columnNames } from './columns.js';
import { csvRows, type FileRow, xlsxRows } from './source.js';
import { findHeader, UploadRejected } from './stage.js';

/** The data rows a preview shows. */
export const PREVIEW_ROWS = 5;
/** A cell is shown up to this many characters. */
const PREVIEW_CELL_CHARS = 200;

// An empty XLSX cell is a hole in the row's array (map skips holes): shown as an empty cell.
const shown = (row: FileRow) => ({
  row: row.row,
  cells: Array.from(row.cells, (cell) => printableText(cell ?? '', PREVIEW_CELL_CHARS)),
});

/**
 * What an upload of this file would read (docs/uploads.md, "Preview"): the header row found the
 * way the upload's parse finds it (the same `findHeader`, the same mapping rule), the column each
 * field would use and the first PREVIEW_ROWS data rows. Only the file's start is read. A file
 * whose header cannot be found answers its first row as the header and the reason as `problem`,
 * so the page can show the rows and let the user map the columns.
 */
export async function previewFile(
  file: { format: 'csv' | 'xlsx'; chunks: Buffer[] },
  mapping: UploadMapping | null,
): Promise<UploadPreview> {
  const input = Readable.from(file.chunks);
  const rows = file.format === 'xlsx' ? xlsxRows(input) : csvRows(input);
  const before: FileRow[] = [];
  const problems: string[] = [];
  const samples: FileRow[] = [];
  let header: FileRow | null = null;
  let columns: ColumnMap | null = null;
  let problem: string | null = null;
  try {
    for await (const row of rows) {
      if (columns) {
        samples.push(row);
        if (samples.length >= PREVIEW_ROWS) break;
        continue;
      }
      before.push(row);
      columns = findHeader(before, mapping, problems);
      if (columns) header = row;
    }
  } catch (error) {
    if (!(error instanceof UploadRejected))
      problem = `The file could not be read: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    await rows.return(undefined);
    input.destroy();
  }
  if (header && columns) {
    return {
      headerRow: header.row,
      headers: shown(header).cells,
      columns: columnNames(shown(header).cells, columns),
      rows: samples.map(shown),
      problem: null,
    };
  }
  const [first, ...rest] = before;
  return {
    headerRow: null,
    headers: first ? shown(first).cells : [],
    columns: {},
    rows: rest.slice(0, PREVIEW_ROWS).map(shown),
    problem: printableText(problem ?? problems[0] ?? (first ? 'No header row found.' : 'The file has no rows.')),
  };
}
