/**
 * The simulated catalog: product i (0 <= i < size) has an ASIN made by a bijection of i, so
 * an ASIN maps back to its index and ASINs look scattered like real ones. The structure of the
 * catalog (which products are variation parents, multipacks, hazmat, books...) is a fixed
 * function of the index; see README.md.
 */
const ASIN_SPACE = 36n ** 8n;
const MULTIPLIER = 1_000_003n; // odd and not a multiple of 3: invertible modulo 36^8
const OFFSET = 12_345_678_901n;

function modInverse(a: bigint, m: bigint): bigint {
  let [oldR, r] = [a % m, m];
  let [oldS, s] = [1n, 0n];
  while (r !== 0n) {
    const q = oldR / r;
    [oldR, r] = [r, oldR - q * r];
    [oldS, s] = [s, oldS - q * s];
  }
  return ((oldS % m) + m) % m;
}
const INVERSE = modInverse(MULTIPLIER, ASIN_SPACE);

export function asinOf(index: number): string {
  const x = (BigInt(index) * MULTIPLIER + OFFSET) % ASIN_SPACE;
  return `B0${x.toString(36).toUpperCase().padStart(8, '0')}`;
}

/** The index of a catalog ASIN, or null when the ASIN is not one of the first `size`. */
export function indexOf(asin: string, size: number): number | null {
  if (!/^B0[0-9A-Z]{8}$/.test(asin)) return null;
  const x = BigInt(Number.parseInt(asin.slice(2).toLowerCase(), 36));
  const index = Number((((((x - OFFSET) % ASIN_SPACE) + ASIN_SPACE) % ASIN_SPACE) * INVERSE) % ASIN_SPACE);
  return index < size ? index : null;
}

/** Variation families: every 40th product from 10 is a parent of 2..5 children that follow it. */
export function familyOf(index: number): { role: 'parent' | 'child' | 'single'; parent: number; children: number } {
  const offset = index % 40;
  const parent = index - offset + 10;
  const children = 2 + (Math.floor(index / 40) % 4);
  if (offset === 10) return { role: 'parent', parent: index, children };
  if (offset > 10 && offset <= 10 + children) return { role: 'child', parent, children };
  return { role: 'single', parent: index, children: 0 };
}

/** Multipacks: single products at index 25k+1 sell the product before them in packs of 2, 3 or 6. */
export function multipackOf(index: number): { base: number; quantity: number } | null {
  if (index % 25 !== 1 || familyOf(index).role !== 'single' || familyOf(index - 1).role !== 'single') return null;
  return { base: index - 1, quantity: [2, 3, 6][Math.floor(index / 25) % 3] as number };
}

export const isHazmat = (index: number) => index % 37 === 5;
export const isMeltable = (index: number) => index % 23 === 7;
/** Oversize items (bulky tiers). */
export const isOversize = (index: number) => index % 17 === 3;
/** Products whose UPC the marketplace does not list (lookups by their code find nothing). */
export const hasNoCode = (index: number) => index % 97 === 0;

/** UPC-A: '8' + the index in 10 digits + the check digit. */
export function upcOf(index: number): string {
  const body = `8${String(index).padStart(10, '0')}`;
  return body + checkDigit(body);
}

/** ISBN-13 for books: '978' + the index in 9 digits + the check digit. */
export function isbnOf(index: number): string {
  const body = `978${String(index).padStart(9, '0')}`;
  return body + checkDigit(body);
}

/** The GS1 check digit (UPC-A, EAN-13, ISBN-13): weights 3 and 1 from the right. */
export function checkDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = Number(body[body.length - 1 - i]);
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return String((10 - (sum % 10)) % 10);
}

/** The index a UPC, EAN (0 + UPC) or ISBN-13 code was made from, if it is one of ours. */
export function indexOfCode(code: string): { index: number; kind: 'upc' | 'isbn' } | null {
  let digits = code;
  if (/^\d{9}[\dX]$/.test(digits)) digits = isbn10to13(digits);
  if (/^0\d{12}$/.test(digits)) digits = digits.slice(1);
  if (!/^\d{12,13}$/.test(digits) || checkDigit(digits.slice(0, -1)) !== digits.slice(-1)) return null;
  if (digits.length === 12 && digits.startsWith('8')) return { index: Number(digits.slice(1, 11)), kind: 'upc' };
  if (digits.length === 13 && digits.startsWith('978')) return { index: Number(digits.slice(3, 12)), kind: 'isbn' };
  return null;
}

function isbn10to13(isbn10: string): string {
  const body = `978${isbn10.slice(0, 9)}`;
  return body + checkDigit(body);
}
