import type { ColumnMap } from './columns.js';
import { asinFromLink, parseMoney, parsePackSize, repairIdentifier } from './identifiers.js';
import type { FileRow } from './source.js';

/** A row read and checked: ready to match, or failed with its reason. */
export type StagedRow = {
  row: number;
  status: 'pending' | 'failed';
  identifier: string | null;
  identifierType: 0 | 1 | null;
  original: string | null;
  unitCost: number | null;
  packSize: number | null;
  notes: string | null;
  productLink: string | null;
  reason: string | null;
};

const cell = (row: FileRow, columns: ColumnMap, field: keyof ColumnMap): string | null => {
  const index = columns[field];
  if (index === undefined) return null;
  const value = (row.cells[index] ?? '').trim();
  return value === '' ? null : value;
};

const MAX_TEXT = 1_000;

/**
 * One data row as the upload keeps it: the identifier repaired (or the ASIN taken from the
 * product link), the unit cost from the unit price or from the pack price over the pack size.
 */
export function readRow(row: FileRow, columns: ColumnMap): StagedRow {
  const original = cell(row, columns, 'identifier');
  const link = cell(row, columns, 'productLink');
  const notes = [cell(row, columns, 'notes'), cell(row, columns, 'deal') && `Deal: ${cell(row, columns, 'deal')}`]
    .filter(Boolean)
    .join(' · ')
    .slice(0, MAX_TEXT);
  const base = {
    row: row.row,
    original: original ?? link,
    notes: notes || null,
    productLink: link?.slice(0, MAX_TEXT) ?? null,
  };
  const fail = (reason: string): StagedRow => ({
    ...base,
    status: 'failed',
    identifier: null,
    identifierType: null,
    unitCost: null,
    packSize: null,
    reason,
  });

  let identifier: string;
  let identifierType: 0 | 1;
  let repair: string | null = null;
  if (original) {
    const repaired = repairIdentifier(original);
    if (!repaired.ok) return fail(repaired.reason);
    ({ identifier, type: identifierType, repair } = repaired);
  } else {
    const asin = link ? asinFromLink(link) : null;
    if (!asin) return fail(link ? `No ASIN in the product link ${link.slice(0, 200)}.` : 'No identifier and no product link.');
    identifier = asin;
    identifierType = 0;
  }

  const packSize = parsePackSize(cell(row, columns, 'packSize'));
  if (packSize === 'invalid') return fail(`Pack size "${cell(row, columns, 'packSize')}" is not a whole number of at least 1.`);
  const unitPrice = parseMoney(cell(row, columns, 'unitPrice'));
  if (unitPrice === 'invalid') return fail(`Unit price "${cell(row, columns, 'unitPrice')}" is not an amount.`);
  const packPrice = parseMoney(cell(row, columns, 'packPrice'));
  if (packPrice === 'invalid') return fail(`Pack price "${cell(row, columns, 'packPrice')}" is not an amount.`);
  let unitCost: number | null = unitPrice;
  if (unitCost === null && packPrice !== null) {
    if (packSize === null) return fail('A pack price needs a pack size to give the unit cost.');
    unitCost = Math.round((packPrice / packSize) * 10_000) / 10_000;
  }
  if (unitCost === null) return fail('No price: the row has neither a unit price nor a pack price.');
  return {
    ...base,
    status: 'pending',
    identifier,
    identifierType,
    unitCost,
    packSize,
    reason: repair ? `Identifier repaired: ${repair}.` : null,
  };
}
