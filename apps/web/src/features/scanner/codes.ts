// The codes a scanner reads and a seller types, made into what the quick view looks up
// (POST /api/QuickView resolves UPC, EAN and ISBN-13; market/codes.ts on the server).

/** GS1's check digit of the digits before it (weights 3 and 1 from the right). */
function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i += 1) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10;
}

/** An EAN-8, UPC-A or EAN-13 whose last digit is its check digit. */
export function isValidGs1(code: string): boolean {
  return /^(\d{8}|\d{12}|\d{13})$/.test(code) && gs1CheckDigit(code.slice(0, -1)) === Number(code.at(-1));
}

/** The UPC-A (without its check digit) that a UPC-E's number system and six digits stand for. */
function upcABody(system: string, six: string): string {
  const [d1, d2, d3, d4, d5, d6] = six.split('');
  const middle =
    d6 === '0' || d6 === '1' || d6 === '2'
      ? `${d1}${d2}${d6}0000${d3}${d4}${d5}`
      : d6 === '3'
        ? `${d1}${d2}${d3}00000${d4}${d5}`
        : d6 === '4'
          ? `${d1}${d2}${d3}${d4}00000${d5}`
          : `${d1}${d2}${d3}${d4}${d5}0000${d6}`;
  return `${system}${middle}`;
}

/**
 * A UPC-E (8 digits: number system 0 or 1, six, check) written out as the UPC-A it stands for,
 * by GS1's zero-suppression rules on the sixth digit (the marketplace lists the UPC-A); a bare
 * six (some readers drop the system and check) is number system 0. Null when the check fails.
 */
export function expandUpcE(code: string): string | null {
  if (/^\d{6}$/.test(code)) {
    const body = upcABody('0', code);
    return `${body}${gs1CheckDigit(body)}`;
  }
  if (!/^[01]\d{7}$/.test(code)) return null;
  const upcA = `${upcABody(code.slice(0, 1), code.slice(1, 7))}${code.slice(7)}`;
  return isValidGs1(upcA) ? upcA : null;
}

/** An ISBN-10 (the last character may be X) as the ISBN-13 its barcode carries (978 prefix). */
export function isbn10To13(isbn: string): string | null {
  if (!/^\d{9}[\dX]$/.test(isbn)) return null;
  const sum = isbn.split('').reduce((total, c, i) => total + (c === 'X' ? 10 : Number(c)) * (10 - i), 0);
  if (sum % 11 !== 0) return null;
  const body = `978${isbn.slice(0, 9)}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/** The barcode formats the scanner reads, as the Barcode Detection API names them (ISBN is EAN-13). */
export const SCAN_FORMATS = ['ean_13', 'ean_8', 'upc_a', 'upc_e'] as const;

/**
 * A decoded barcode as the code to look up; null for a misread (a wrong check digit). A UPC-A
 * is an EAN-13 with a leading 0, and decoders reading both report either: it is written as the
 * 12 digits printed under it, so one pack is one code whichever way it was read.
 */
export function codeOfScan(format: string, rawValue: string): string | null {
  const digits = rawValue.trim();
  if (format === 'upc_e') return expandUpcE(digits);
  if (!isValidGs1(digits)) return null;
  return digits.length === 13 && digits.startsWith('0') ? digits.slice(1) : digits;
}

/** What a seller typed: a code to look up, or why it is not one, in words. */
export type TypedCode = { code: string } | { problem: string };

/**
 * A typed code: spaces and dashes dropped, an ISBN-10 made ISBN-13, a UPC-E written out, an ASIN
 * (10 letters and digits) as it is. A wrong check digit is named: it is the usual typing slip.
 */
export function typedCode(text: string): TypedCode {
  const value = text.replace(/[\s-]/g, '').toUpperCase();
  if (value === '') return { problem: 'Type the digits under the barcode.' };
  if (/^\d{9}[\dX]$/.test(value)) {
    const isbn = isbn10To13(value);
    return isbn ? { code: isbn } : { problem: `${value} is not a valid ISBN-10: check its last digit.` };
  }
  if (/^[A-Z0-9]{10}$/.test(value) && /[A-Z]/.test(value)) return { code: value };
  if (/^[01]\d{7}$/.test(value) && !isValidGs1(value)) {
    const upcA = expandUpcE(value);
    if (upcA) return { code: upcA };
  }
  if (/^(\d{8}|\d{12}|\d{13})$/.test(value)) {
    return isValidGs1(value) ? { code: value } : { problem: `${value}: its check digit (the last) does not match.` };
  }
  return { problem: 'A code has 8, 12 or 13 digits (EAN-8, UPC, EAN-13 or ISBN), or 10 for an ISBN-10 or an ASIN.' };
}
