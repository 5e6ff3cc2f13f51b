import { describe, expect, it } from 'vitest';
import { codeOfScan, expandUpcE, isbn10To13, isValidGs1, typedCode } from './codes';

describe('scanned and typed codes', () => {
  it('checks GS1 check digits of EAN-8, UPC-A and EAN-13', () => {
    // The simulated catalog's UPC of product #4 and its EAN, an ISBN-13, an EAN-8 (GS1's example).
    for (const code of ['800000000044', '0800000000044', '9780000000330', '96385074']) expect(isValidGs1(code), code).toBe(true);
    for (const code of ['800000000045', '9780000000331', '96385075', '12345']) expect(isValidGs1(code), code).toBe(false);
  });

  it('writes a UPC-E out as its UPC-A, by each zero-suppression rule', () => {
    expect(expandUpcE('04252614')).toBe('042100005264');
    expect(expandUpcE('01234565')).toBe('012345000065');
    expect(expandUpcE('01234531')).toBe('012300000451');
    expect(expandUpcE('01234145')).toBe('012340000015');
    expect(expandUpcE('01234565'.replace(/5$/, '4'))).toBeNull(); // a wrong check digit
    expect(codeOfScan('upc_e', '01234565')).toBe('012345000065');
    expect(codeOfScan('upc_e', '123456')).toBe('012345000065');
  });

  it('passes valid EAN and UPC reads through and drops misreads', () => {
    expect(codeOfScan('upc_a', '800000000044')).toBe('800000000044');
    expect(codeOfScan('ean_13', '9780000000330')).toBe('9780000000330');
    expect(codeOfScan('ean_13', '9780000000331')).toBeNull();
    // A UPC-A read as an EAN-13 is the same pack.
    expect(codeOfScan('ean_13', '0800000000044')).toBe('800000000044');
  });

  it('reads typed codes: ISBN-10 as ISBN-13, dashes and spaces dropped, ASINs kept, slips named', () => {
    expect(isbn10To13('0000000337')).toBe('9780000000330');
    expect(isbn10To13('080442957X')).toBe('9780804429573');
    expect(typedCode('0-00-000033-7')).toEqual({ code: '9780000000330' });
    expect(typedCode(' 8000 0000 0044 ')).toEqual({ code: '800000000044' });
    expect(typedCode('b005o8oh8h')).toEqual({ code: 'B005O8OH8H' });
    expect(typedCode('01234565')).toEqual({ code: '01234565' });
    expect(typedCode('800000000045')).toEqual({ problem: '800000000045: its check digit (the last) does not match.' });
    expect(typedCode('123')).toHaveProperty('problem');
    expect(typedCode('')).toEqual({ problem: 'Type the digits under the barcode.' });
  });
});
