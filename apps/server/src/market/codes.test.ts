import { describe, expect, it } from 'vitest';
import { gs1CheckDigit, isbn10To13, isValidGs1, normalizeCode, sameCode } from './codes.js';

describe('product codes', () => {
  it('computes GS1 check digits (UPC-A, EAN-13, ISBN-13)', () => {
    expect(gs1CheckDigit('03600029145')).toBe('2'); // UPC-A 036000291452
    expect(gs1CheckDigit('400638133393')).toBe('1'); // EAN-13 4006381333931
    expect(gs1CheckDigit('978030640615')).toBe('7'); // ISBN-13 9780306406157
    expect(isValidGs1('036000291452')).toBe(true);
    expect(isValidGs1('036000291453')).toBe(false);
    expect(isValidGs1('03600029145')).toBe(false); // 11 digits
  });

  it('converts ISBN-10 to ISBN-13 and refuses a wrong ISBN-10 check', () => {
    expect(isbn10To13('0306406152')).toBe('9780306406157');
    expect(isbn10To13('080442957X')).toBe('9780804429573');
    expect(isbn10To13('0306406153')).toBeNull();
  });

  it('normalizes what suppliers type and compares UPC with EAN', () => {
    expect(normalizeCode(' 0-306-40615-2 ')).toBe('9780306406157');
    expect(normalizeCode('036000 291452')).toBe('036000291452');
    expect(normalizeCode('36000291452')).toBeNull(); // a UPC that lost its leading zero: repair is the importer's job
    expect(sameCode('036000291452', '0036000291452')).toBe(true);
    expect(sameCode('036000291452', '4006381333931')).toBe(false);
  });
});
