/**
 * Product codes other than ASINs: UPC-A (12 digits), EAN-13 and ISBN-13 (GS1 check digit) and
 * ISBN-10 (mod 11). Keepa's `code` parameter takes UPC, EAN and ISBN-13, so ISBN-10 is converted.
 */

/** The GS1 check digit (UPC-A, EAN-13, ISBN-13) of a code without it: weights 3 and 1 from the right. */
export function gs1CheckDigit(body: string): string {
  let sum = 0;
  for (let i = 0; i < body.length; i++) {
    const digit = body.charCodeAt(body.length - 1 - i) - 48;
    sum += i % 2 === 0 ? digit * 3 : digit;
  }
  return String((10 - (sum % 10)) % 10);
}

/** A UPC-A, EAN-8/13 or GTIN-14 whose last digit is its check digit. */
export function isValidGs1(code: string): boolean {
  return /^(\d{8}|\d{12,14})$/.test(code) && gs1CheckDigit(code.slice(0, -1)) === code.slice(-1);
}

/** A valid ISBN-10 (digits, last may be X, mod-11 check) as ISBN-13 ("978" prefix), else null. */
export function isbn10To13(isbn10: string): string | null {
  if (!/^\d{9}[\dX]$/.test(isbn10)) return null;
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += (10 - i) * (isbn10[i] === 'X' ? 10 : Number(isbn10[i]));
  if (sum % 11 !== 0) return null;
  const body = `978${isbn10.slice(0, 9)}`;
  return body + gs1CheckDigit(body);
}

/**
 * A code as Keepa's `code` parameter accepts it: separators removed, ISBN-10 converted to
 * ISBN-13. Null when it is not a well-formed UPC, EAN or ISBN (wrong length or check digit).
 */
export function normalizeCode(code: string): string | null {
  const compact = code.replace(/[\s-]/g, '').toUpperCase();
  if (compact.length === 10) return isbn10To13(compact);
  return isValidGs1(compact) ? compact : null;
}

/** Whether two codes name the same item: a UPC-A equals its EAN-13 with a leading 0 (both as GTIN-14). */
export function sameCode(a: string, b: string): boolean {
  const gtin = (code: string) => {
    const normal = normalizeCode(code) ?? code.trim();
    return normal.padStart(14, '0');
  };
  return gtin(a) === gtin(b);
}
