import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** What an XLSX may expand to; see docs/uploads.md. */
export type XlsxBounds = { maxUncompressedBytes: number };

/**
 * Excel's own limit for a cell is 32,767 characters; a run of XML text (or a tag) longer than
 * that many characters' worth of bytes (4 bytes a character, entities at most) is no real cell.
 */
export const MAX_CELL_CHARS = 32_767;
const MAX_RUN_BYTES = MAX_CELL_CHARS * 4;
const LT = 0x3c;
const GT = 0x3e;

/** Why a workbook is refused; the message is for the uploader. */
export class XlsxTooLarge extends Error {}

/**
 * Reads the workbook's zip through once, with the same zip reader exceljs uses, inflating every
 * entry without keeping it: the bytes it expands to are counted (not the sizes the zip claims)
 * and so is the longest run of text. A zip bomb (a small file that expands hugely) or a giant
 * cell is refused before exceljs parses anything, which would hold shared strings in memory.
 */
export async function checkXlsxBounds(input: Readable, bounds: XlsxBounds): Promise<void> {
  let total = 0;
  // Loaded with the first workbook, not at start (decision 048).
  const { default: unzipper } = await import('unzipper');
  const zip = unzipper.Parse({ forceStream: true });
  const reading = pipeline(input, zip).catch((error: unknown) => {
    zip.destroy(error as Error);
  });
  for await (const entry of zip) {
    let run = 0;
    for await (const piece of entry as AsyncIterable<Buffer>) {
      total += piece.length;
      if (total > bounds.maxUncompressedBytes) {
        throw new XlsxTooLarge(
          `The workbook expands to more than ${megabytes(bounds.maxUncompressedBytes)} MB uncompressed, the most an upload takes. Save it as CSV, or split it.`,
        );
      }
      run = longestRun(piece, run, () => {
        throw new XlsxTooLarge(
          `The workbook has a cell (or a part of ${entry.path}) longer than ${MAX_CELL_CHARS.toLocaleString('en-US')} characters, Excel's own limit.`,
        );
      });
    }
  }
  await reading;
}

/** The run of bytes since the last '<' or '>' at the piece's end, given the run at its start; `tooLong` past the bound. */
function longestRun(piece: Buffer, carried: number, tooLong: () => never): number {
  let run = carried;
  let at = 0;
  while (at < piece.length) {
    const lt = piece.indexOf(LT, at);
    const gt = piece.indexOf(GT, at);
    const next = lt === -1 ? gt : gt === -1 ? lt : Math.min(lt, gt);
    run += (next === -1 ? piece.length : next) - at;
    if (run > MAX_RUN_BYTES) tooLong();
    if (next === -1) break;
    run = 0;
    at = next + 1;
  }
  return run;
}

const megabytes = (bytes: number) => Math.round(bytes / 1024 / 1024);

/** The check over a file held as chunks (an upload being received). */
export const checkXlsxChunks = (chunks: Buffer[], bounds: XlsxBounds) => checkXlsxBounds(Readable.from(chunks), bounds);
