import type { UploadField } from '@shelfscope/contracts';
import { HttpError } from '../../platform/http/errors.js';
import { printableText } from '../../platform/text/storable.js';

/**
 * Header names suppliers use for each field, normalized (see `normalize`: lower case, words split
 * on anything that is not a letter or digit, "#", "no", "nbr" and "num" read as "number"). Longer
 * names win over shorter ones inside a header, so "case price" is a pack price while "case" alone
 * is a pack size. The one table of the detection: add a supplier's wording here.
 */
export const COLUMN_SYNONYMS: Record<UploadField, string[]> = {
  identifier: [
    'asin',
    'upc',
    'ean',
    'isbn',
    'barcode',
    'bar code',
    'gtin',
    'upc code',
    'ean code',
    'product code',
    'item code',
    'code',
  ],
  productLink: ['product link', 'link', 'url', 'amazon link', 'amazon url', 'product url'],
  packPrice: [
    'pack price',
    'case price',
    'case cost',
    'pack cost',
    'box price',
    'price per case',
    'cost per case',
    'wholesale case',
  ],
  unitPrice: [
    'unit price',
    'unit cost',
    'price',
    'cost',
    'wholesale',
    'wholesale price',
    'wholesale cost',
    'each',
    'price each',
    'cost each',
  ],
  packSize: [
    'pack size',
    'pack',
    'case',
    'case qty',
    'case pack',
    'case size',
    'qty',
    'quantity',
    'box',
    'box qty',
    'units per case',
    'inner pack',
  ],
  notes: ['notes', 'note', 'comment', 'comments', 'description', 'title', 'product name', 'item description'],
  deal: ['deal', 'promo', 'promotion', 'discount', 'offer'],
  supplier: ['supplier', 'vendor', 'supplier name', 'vendor name'],
  // The supplier's own number for the item ("Item #", "Item No.", "SKU", "Vendor SKU").
  itemNumber: [
    'item number',
    'sku',
    'vendor sku',
    'supplier sku',
    'item sku',
    'vendor item',
    'vendor item number',
    'supplier item number',
    'part number',
    'catalog number',
    'catalogue number',
    'article number',
    'product number',
  ],
};

export const UPLOAD_FIELDS = Object.keys(COLUMN_SYNONYMS) as UploadField[];

/** field -> the header's index in the row. */
export type ColumnMap = Partial<Record<UploadField, number>>;

/** Lower case, words only; "#" and the abbreviations "no", "nbr", "num" become "number". */
export const normalize = (header: string) =>
  header
    .toLowerCase()
    .replace(/#/g, ' number ')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\b(no|nbr|num)\b/g, 'number')
    .replace(/\bnumber( number)+\b/g, 'number')
    .trim();

/** How well a header names a field: exactly, else containing a synonym's words (longer is better), else 0. */
function score(header: string, synonym: string): number {
  if (header === synonym) return 1000;
  if (` ${header} `.includes(` ${synonym} `)) return 100 + synonym.length;
  return 0;
}

/**
 * Finds the columns of a header row. An explicit mapping (field -> header text, case and
 * spacing ignored) wins for the fields it names; the rest are detected by synonyms, each
 * header used once, best matches first; then `guess` may add columns found otherwise (a file
 * without a header row: by the first row's content, headerless.ts).
 */
export function detectColumns(
  headers: string[],
  mapping: Partial<Record<UploadField, string>> | null,
  guess?: (found: ColumnMap) => ColumnMap,
): ColumnMap {
  const names = headers.map((h) => normalize(String(h ?? '')));
  const columns: ColumnMap = {};
  const used = new Set<number>();
  for (const [field, header] of Object.entries(mapping ?? {}) as [UploadField, string][]) {
    const index = names.indexOf(normalize(header));
    if (index < 0) {
      throw new MappingError(`The mapping names the column "${header}" for ${field}, but the file has no such column.`);
    }
    columns[field] = index;
    used.add(index);
  }
  const options: { field: UploadField; index: number; score: number }[] = [];
  for (const field of UPLOAD_FIELDS) {
    if (columns[field] !== undefined) continue;
    names.forEach((name, index) => {
      const best = Math.max(0, ...COLUMN_SYNONYMS[field].map((synonym) => score(name, normalize(synonym))));
      if (best > 0) options.push({ field, index, score: best });
    });
  }
  // Highest score first; ties keep the field order above, then the leftmost column.
  options.sort((a, b) => b.score - a.score);
  for (const option of options) {
    if (columns[option.field] !== undefined || used.has(option.index)) continue;
    columns[option.field] = option.index;
    used.add(option.index);
  }
  if (guess) Object.assign(columns, guess(columns));
  if (columns.identifier === undefined && columns.productLink === undefined) {
    throw new MappingError(
      `No identifier column found: name one ASIN, UPC, EAN, ISBN, barcode or product link, or pass a mapping. Columns: ${printableText(headers.join(', '), 300)}`,
    );
  }
  if (columns.unitPrice === undefined && columns.packPrice === undefined) {
    throw new MappingError(
      `No price column found: name one cost, price, unit price or case price, or pass a mapping. Columns: ${printableText(headers.join(', '), 300)}`,
    );
  }
  return columns;
}

/** A file whose columns cannot be read: the upload stops with this message (the user's to fix). */
export class MappingError extends Error {}

/** The header names of a column map, for the upload's status. */
export function columnNames(headers: string[], columns: ColumnMap): Partial<Record<UploadField, string>> {
  return Object.fromEntries(Object.entries(columns).map(([field, index]) => [field, String(headers[index] ?? '')]));
}

export function mappingError(message: string): HttpError {
  return new HttpError(400, 'validation', message, [{ type: 'validation', description: message, field: 'mapping' }]);
}
