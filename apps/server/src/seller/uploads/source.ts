import { Readable } from 'node:stream';
import type { TextEncoding } from '@shelfscope/contracts';
import { and, asc, eq, gt } from 'drizzle-orm';
import Papa from 'papaparse';
import type { Db } from '../../db/database.js';
import { storableText } from '../../platform/text/storable.js';
import { withTenant } from '../tenancy.js';
import { textDecoder } from './encoding.js';
import { uploadFileChunks } from './schema.js';
import { xlsxSheetRows } from './xlsx-reader.js';

/** One row of the file: its row number (the header is row 1) and its cells as text. */
export type FileRow = { row: number; cells: string[] };

/**
 * The stored file, read back a chunk at a time (each read its own short transaction), so the
 * parse holds one chunk in memory whatever the file's size, on whichever instance runs it.
 */
export function storedFile(db: Db, companyId: string, uploadId: string): Readable {
  let seq = -1;
  return new Readable({
    async read() {
      try {
        const [chunk] = await withTenant(db, companyId, (tx) =>
          tx
            .select({ seq: uploadFileChunks.seq, data: uploadFileChunks.data })
            .from(uploadFileChunks)
            .where(and(eq(uploadFileChunks.uploadId, uploadId), gt(uploadFileChunks.seq, seq)))
            .orderBy(asc(uploadFileChunks.seq))
            .limit(1),
        );
        if (!chunk) return void this.push(null);
        seq = chunk.seq;
        this.push(chunk.data);
      } catch (error) {
        this.destroy(error as Error);
      }
    },
  });
}

/**
 * The text handed to papaparse at a time. Its stream parser pauses whenever its reader has 16
 * rows waiting, and each resume splits all the rest of the text it was given into lines again:
 * given a whole stored chunk (a megabyte, some 50,000 rows) that is quadratic (a 100,000-row file
 * had staged 13,000 rows after 12 minutes). Short pieces bound each split.
 */
const PARSE_PIECE_CHARS = 16_384;

/**
 * The file's text in pieces of PARSE_PIECE_CHARS, decoded from `encoding` a chunk at a time (a
 * character split across chunks is decoded whole; a byte-order mark is dropped).
 */
async function* textPieces(input: Readable, encoding: TextEncoding): AsyncGenerator<string> {
  const decoder = textDecoder(encoding);
  // Whole pieces only (short chunks are joined): papaparse guesses the line ending from its first piece.
  let text = '';
  for await (const chunk of input) {
    text += decoder.decode(chunk as Buffer, { stream: true });
    let at = 0;
    for (; text.length - at >= PARSE_PIECE_CHARS; at += PARSE_PIECE_CHARS) yield text.slice(at, at + PARSE_PIECE_CHARS);
    text = text.slice(at);
  }
  text += decoder.decode();
  if (text) yield text;
}

/** The rows of a CSV in `encoding` (papaparse's streaming parser; any delimiter it detects, a BOM dropped). */
export async function* csvRows(input: Readable, encoding: TextEncoding = 'utf-8'): AsyncGenerator<FileRow> {
  const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { skipEmptyLines: false });
  const pieces = Readable.from(textPieces(input, encoding));
  pieces.on('error', (error) => parser.destroy(error));
  pieces.pipe(parser);
  let row = 0;
  for await (const record of parser as AsyncIterable<string[]>) {
    row++;
    if (row === 1 && record[0]) record[0] = record[0].replace(/^\uFEFF/, '');
    if (record.every((cell) => cell.trim() === '')) continue;
    // Header names and cells reach the database (columns, the row report): text it cannot store is cleaned here.
    yield { row, cells: record.map(storableText) };
  }
}

/** The rows of an XLSX's first worksheet (xlsx-reader.ts: streamed, rows are not kept). */
export async function* xlsxRows(input: Readable): AsyncGenerator<FileRow> {
  for await (const row of xlsxSheetRows(input)) yield { row: row.row, cells: row.cells.map(storableText) };
}
