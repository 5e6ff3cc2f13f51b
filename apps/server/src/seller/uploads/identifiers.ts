import { LIMITS } from '@shelfscope/contracts';
import { gs1CheckDigit, isbn10To13, isValidGs1 } from '../../market/codes.js';

export type Repaired = { ok: true; identifier: string; type: 0 | 1; repair: string | null } | { ok: false; reason: string };

const ASIN = /^(B0[A-Z0-9]{8}|[A-Z0-9]{10})$/;
const LINK_ASIN = /\/(?:dp|gp\/product|gp\/aw\/d|product|o\/ASIN)\/([A-Z0-9]{10})(?:[/?#]|$)/i;

/** The ASIN in a marketplace product link (…/dp/B0…, …/gp/product/B0…), or null. */
export function asinFromLink(link: string): string | null {
  const match = LINK_ASIN.exec(link.trim());
  return match?.[1] ? match[1].toUpperCase() : null;
}

/**
 * An identifier as a supplier's spreadsheet holds it, repaired: spaces, dashes and Excel's
 * text apostrophe removed; leading zeros that a spreadsheet dropped restored when that makes
 * the check digit right; a UPC-A typed without its check digit completed; ISBN-10 turned into
 * ISBN-13. Anything else that fails its check digit is refused rather than guessed.
 */
export function repairIdentifier(raw: string): Repaired {
  let value = raw.trim().replace(/^'/, '').replace(/[\s-]/g, '').toUpperCase();
  if (value === '') return { ok: false, reason: 'No identifier.' };
  if (/^\d+(\.\d+)?E\+\d+$/.test(value)) {
    return {
      ok: false,
      reason: `${raw.trim()} is in scientific notation: the spreadsheet lost its digits. Format the column as text.`,
    };
  }
  value = value.replace(/\.0+$/, '');
  if (!/^\d+$/.test(value)) {
    if (/^\d{9}X$/.test(value)) return isbn(value);
    if (ASIN.test(value) && /[A-Z]/.test(value)) return { ok: true, identifier: value, type: 0, repair: null };
    return { ok: false, reason: `${raw.trim()} is not an ASIN, UPC, EAN or ISBN.` };
  }
  if (value.length === 14 && isValidGs1(value)) {
    return value.startsWith('0')
      ? { ok: true, identifier: value.slice(1), type: 1, repair: 'GTIN-14 shortened to EAN-13' }
      : { ok: true, identifier: value, type: 1, repair: null };
  }
  if ((value.length === 12 || value.length === 13 || value.length === 8) && isValidGs1(value)) {
    return { ok: true, identifier: value, type: 1, repair: null };
  }
  if (value.length === 10) {
    const book = isbn(value);
    if (book.ok) return book;
  }
  // Lost leading zeros: a UPC-A (12) or EAN-13 (13) read as a number.
  for (const length of [12, 13]) {
    if (value.length < length && value.length >= length - 3) {
      const padded = value.padStart(length, '0');
      if (isValidGs1(padded)) return { ok: true, identifier: padded, type: 1, repair: `leading zeros restored (${padded})` };
    }
  }
  if (value.length === 11) {
    const completed = value + gs1CheckDigit(value);
    return { ok: true, identifier: completed, type: 1, repair: `check digit added (${completed})` };
  }
  if (value.length === 12 || value.length === 13) {
    return { ok: false, reason: `${value}: the check digit is wrong (expected ${gs1CheckDigit(value.slice(0, -1))}).` };
  }
  return { ok: false, reason: `${value} has ${value.length} digits: not a UPC (12), EAN (13) or ISBN (10 or 13).` };
}

function isbn(value: string): Repaired {
  const converted = isbn10To13(value);
  if (!converted) return { ok: false, reason: `${value}: the ISBN-10 check digit is wrong.` };
  return { ok: true, identifier: converted, type: 1, repair: `ISBN-10 converted to ${converted}` };
}

/**
 * A money amount as spreadsheets write it ("$1,234.50", "£4.50", "12.5", 12.5); null when empty. Within
 * the API's bounds of a cost (LIMITS.cost: 0 to $1,000,000), or 'invalid'.
 */
export function parseMoney(raw: unknown): number | null | 'invalid' {
  if (raw === null || raw === undefined) return null;
  const inBounds = (n: number) => (Number.isFinite(n) && n >= LIMITS.cost.min && n <= LIMITS.cost.max ? n : 'invalid');
  if (typeof raw === 'number') return inBounds(raw);
  const text = String(raw)
    .trim()
    // A supplier's own currency sign or code (a UK list writes £4.50): the amount is read as it is.
    .replace(/^[$£€¥]|^(USD|GBP|EUR)\s*|\s*(USD|GBP|EUR)$/i, '')
    .replace(/,/g, '')
    .trim();
  if (text === '') return null;
  if (!/^\d+(\.\d+)?$/.test(text)) return 'invalid';
  return inBounds(Number(text));
}

/** A pack size: a whole number of units within LIMITS.quantityPack ("12", "12 ct", "case of 12"); null when empty. */
export function parsePackSize(raw: unknown): number | null | 'invalid' {
  if (raw === null || raw === undefined) return null;
  const text = String(raw).trim().toLowerCase();
  if (text === '') return null;
  const match = /^(?:case of |pack of |box of )?(\d+)(?:\.0+)?\s*(?:ct|count|pk|pcs|units?)?$/.exec(text);
  const size = match?.[1] ? Number(match[1]) : Number.NaN;
  return Number.isInteger(size) && size >= LIMITS.quantityPack.min && size <= LIMITS.quantityPack.max ? size : 'invalid';
}
