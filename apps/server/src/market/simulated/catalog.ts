import { gs1CheckDigit, normalizeCode } from '../codes.js';

/**
 * The simulated catalog's structure, a fixed function of the product index (README.md):
 * ASINs are a bijection of the index, so an ASIN maps back to its index and ASINs look scattered
 * like real ones; which products are variation families, multipacks, hazmat, meltable or
 * oversize, and which codes they carry, follow from the index alone.
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

/** The ASIN of product `index`: "B0" + 8 base-36 characters. */
export function asinOf(index: number): string {
  const x = (BigInt(index) * MULTIPLIER + OFFSET) % ASIN_SPACE;
  return `B0${x.toString(36).toUpperCase().padStart(8, '0')}`;
}

/** The index of a catalog ASIN, or null when it is malformed or not one of the first `size`. */
export function indexOf(asin: string, size: number): number | null {
  if (!/^B0[0-9A-Z]{8}$/.test(asin)) return null;
  const x = BigInt(Number.parseInt(asin.slice(2).toLowerCase(), 36));
  const index = Number((((((x - OFFSET) % ASIN_SPACE) + ASIN_SPACE) % ASIN_SPACE) * INVERSE) % ASIN_SPACE);
  return index < size ? index : null;
}

export type Family = { role: 'parent' | 'child' | 'single'; parent: number; children: number };

/** Variation families: every 40th product from 10 is a parent of 2..8 children that follow it. */
export function familyOf(index: number): Family {
  const offset = index % 40;
  const parent = index - offset + 10;
  const children = 2 + (Math.floor(index / 40) % 7);
  if (offset === 10) return { role: 'parent', parent: index, children };
  if (offset > 10 && offset <= 10 + children) return { role: 'child', parent, children };
  return { role: 'single', parent: index, children: 0 };
}

const isSingle = (index: number) => index >= 0 && familyOf(index).role === 'single';

/**
 * Multipacks of the product before them, sharing its code: products 25k+1 (packs of 2, 3 or 6),
 * and products 200k+102 (cases of 12 of product 200k+100, which so has two multipacks).
 */
export function multipackOf(index: number): { base: number; quantity: number } | null {
  if (index % 200 === 102 && isSingle(index) && isSingle(index - 1) && isSingle(index - 2))
    return { base: index - 2, quantity: 12 };
  if (index % 25 !== 1 || !isSingle(index) || !isSingle(index - 1)) return null;
  return { base: index - 1, quantity: [2, 3, 6][Math.floor(index / 25) % 3] as number };
}

/** The multipacks of a product (its code matches them too). */
export function multipacksOf(base: number): number[] {
  return [base + 1, base + 2].filter((i) => multipackOf(i)?.base === base);
}

/** The product whose identity (brand, department, title) a product shares: its parent or pack base. */
export function identityOf(index: number): number {
  const family = familyOf(index);
  return family.role === 'child' ? family.parent : (multipackOf(index)?.base ?? index);
}

export type Special = 'hazmat' | 'meltable' | 'oversize' | null;

/**
 * At most one special trait per identity, in this order: hazmat 37k+5 (2.7%), meltable 23k+7
 * (4.3%), oversize 17k+3 (5.9%). Families and multipacks share their identity's.
 */
export function specialOf(index: number): Special {
  const id = identityOf(index);
  if (id % 37 === 5) return 'hazmat';
  if (id % 23 === 7) return 'meltable';
  if (id % 17 === 3) return 'oversize';
  return null;
}

/**
 * The index whose code a product carries: its own (variation children each have theirs), or its
 * pack base's (a multipack lists the code of the unit it contains).
 */
export const codeIndexOf = (index: number) => multipackOf(index)?.base ?? index;

/** Products whose code the marketplace does not list (a lookup by their code finds nothing). */
export const hasNoCode = (index: number) => codeIndexOf(index) % 97 === 0;

/** UPC-A: '8' + the identity index in 10 digits + the check digit (UPCs starting 8 are ours). */
export function upcOf(index: number): string {
  const body = `8${String(index).padStart(10, '0')}`;
  return body + gs1CheckDigit(body);
}

/** ISBN-13 for books: '978' + the index in 9 digits + the check digit. */
export function isbnOf(index: number): string {
  const body = `978${String(index).padStart(9, '0')}`;
  return body + gs1CheckDigit(body);
}

/** The index a UPC, EAN (0 + UPC), ISBN-13 or ISBN-10 code was made from, if it is one of ours. */
export function indexOfCode(code: string): { index: number; kind: 'upc' | 'isbn' } | null {
  let digits = normalizeCode(code);
  if (digits === null) return null;
  if (/^0\d{12}$/.test(digits)) digits = digits.slice(1);
  if (digits.length === 12 && digits.startsWith('8')) return { index: Number(digits.slice(1, 11)), kind: 'upc' };
  if (digits.length === 13 && digits.startsWith('978')) return { index: Number(digits.slice(3, 12)), kind: 'isbn' };
  return null;
}

/** Everything the catalog says about product `index` (before any department or figure). */
export function catalogEntry(index: number) {
  return {
    index,
    asin: asinOf(index),
    family: familyOf(index),
    multipack: multipackOf(index),
    identity: identityOf(index),
    special: specialOf(index),
    hasNoCode: hasNoCode(index),
  };
}
