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
  /** Cost of one unit (4 decimals), for the report. */
  unitCost: number | null;
  /** The supplier's pack (units per pack), as the file says; null when it says none. */
  packSize: number | null;
  /** Cost of one supplier pack: what the product's cost and the order's lines are priced in. */
  packCost: number | null;
  itemNumber: string | null;
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
/** As the product's itemNumber input allows. */
const MAX_ITEM_NUMBER = 100;
const round4 = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * One data row as the upload keeps it: the identifier repaired (or the ASIN taken from the
 * product link), and the supplier's pack kept whole: "Case Pack 12, Case Cost 52.20" is a pack
 * of 12 at 52.20 (unit cost 4.35 beside it), and "Case Pack 12, Cost each 4.35" the same pack at
 * 12 x 4.35. When the file gives both prices, the pack price is the one kept (it is what the
 * supplier invoices); a unit price that disagrees with it is noted in the reason.
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
    itemNumber: cell(row, columns, 'itemNumber')?.slice(0, MAX_ITEM_NUMBER) ?? null,
  };
  const fail = (reason: string): StagedRow => ({
    ...base,
    status: 'failed',
    identifier: null,
    identifierType: null,
    unitCost: null,
    packSize: null,
    packCost: null,
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
  if (unitPrice === null && packPrice === null) return fail('No price: the row has neither a unit price nor a pack price.');
  if (unitPrice === null && packSize === null) return fail('A pack price needs a pack size to give the unit cost.');
  const remarks: string[] = [];
  let unitCost: number;
  let packCost: number;
  const units = packSize ?? 1;
  if (packPrice !== null && packSize !== null) {
    packCost = packPrice;
    unitCost = round4(packPrice / packSize);
    if (unitPrice !== null && Math.abs(unitPrice * packSize - packPrice) >= 0.01) {
      remarks.push(`Unit price ${unitPrice} x ${packSize} differs from the pack price ${packPrice}: the pack price is kept.`);
    }
  } else {
    // A unit price (a pack price without a pack size was refused above, or has a unit price beside it).
    unitCost = unitPrice as number;
    packCost = round4(unitCost * units);
    if (packPrice !== null) remarks.push('The pack price was left out: the row names no pack size.');
  }
  if (repair) remarks.unshift(`Identifier repaired: ${repair}.`);
  return {
    ...base,
    status: 'pending',
    identifier,
    identifierType,
    unitCost,
    packSize,
    packCost,
    reason: remarks.join(' ') || null,
  };
}
