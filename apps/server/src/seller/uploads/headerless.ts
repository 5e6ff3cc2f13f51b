import { TextEncoding, type UploadMapping } from '@shelfscope/contracts';
import type { ColumnMap } from './columns.js';
import { parseMoney, repairIdentifier } from './identifiers.js';

/**
 * How a file is read: the client's mapping, whether its first row is data (a price list without
 * a header row) and a CSV's text encoding. All are kept in `uploads.mapping` (jsonb): the mapping
 * as sent, FIRST_ROW_IS_DATA and ENCODING beside its fields (no migration for two settings; no
 * field is named so). An upload stored before encodings were detected has none: it is UTF-8, as
 * it was read then.
 */
export type ReadOptions = { mapping: UploadMapping | null; firstRowIsData: boolean; encoding?: TextEncoding | null };

const FIRST_ROW_IS_DATA = '$firstRowIsData';
const ENCODING = '$encoding';

export function storedMapping(options: ReadOptions): Record<string, unknown> | null {
  const settings = {
    ...(options.firstRowIsData ? { [FIRST_ROW_IS_DATA]: true } : {}),
    ...(options.encoding ? { [ENCODING]: options.encoding } : {}),
  };
  return Object.keys(settings).length > 0 ? { ...(options.mapping ?? {}), ...settings } : options.mapping;
}

export function readOptionsOf(stored: unknown): ReadOptions {
  if (!stored || typeof stored !== 'object') return { mapping: null, firstRowIsData: false, encoding: null };
  const { [FIRST_ROW_IS_DATA]: flag, [ENCODING]: encoding, ...mapping } = stored as Record<string, unknown>;
  const known = TextEncoding.safeParse(encoding);
  return {
    mapping: Object.keys(mapping).length > 0 ? (mapping as UploadMapping) : null,
    firstRowIsData: flag === true,
    encoding: known.success ? known.data : null,
  };
}

/** Spreadsheet column names for a row of `count` cells: A, B, …, Z, AA, AB, … */
export function columnLetters(count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    let name = '';
    for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
    return name;
  });
}

/** A price as a price list writes one: an amount with cents or a currency sign ("4.50", "$12"), not a count. */
const looksLikePrice = (cell: string) => /^\$|\.\d{1,4}$/.test(cell.trim()) && typeof parseMoney(cell) === 'number';

/**
 * The columns a header-less row's cells suggest, for the fields a header would have named: the
 * first cell that reads as an identifier (ASIN, UPC, EAN, ISBN) and the first other cell that
 * reads as a price. Fields the mapping names are left to it.
 */
export function columnsByContent(cells: string[], taken: ColumnMap): ColumnMap {
  const used = new Set(Object.values(taken));
  const found: ColumnMap = {};
  if (taken.identifier === undefined && taken.productLink === undefined) {
    const index = cells.findIndex(
      (cell, i) => !used.has(i) && cell.trim() !== '' && repairIdentifier(cell).ok && !looksLikePrice(cell),
    );
    if (index >= 0) {
      found.identifier = index;
      used.add(index);
    }
  }
  if (taken.unitPrice === undefined && taken.packPrice === undefined) {
    const index = cells.findIndex((cell, i) => !used.has(i) && looksLikePrice(cell));
    if (index >= 0) found.unitPrice = index;
  }
  return found;
}

/**
 * Whether a row that named no columns looks like the first line of data rather than a header:
 * it holds an identifier and a price by content. Offered to the user ("the first row is data"),
 * never assumed.
 */
export function looksLikeData(cells: string[]): boolean {
  const found = columnsByContent(cells, {});
  return found.identifier !== undefined && found.unitPrice !== undefined;
}
