import { LIMITS } from '@shelfscope/contracts';
import { describe, expect, it } from 'vitest';
import { gs1CheckDigit } from '../../market/codes.js';
import { detectColumns } from './columns.js';
import { asinFromLink, parseMoney, parsePackSize, repairIdentifier } from './identifiers.js';

const upc = (body11: string) => body11 + gs1CheckDigit(body11);

describe('identifier repair', () => {
  it('keeps a valid UPC-A, EAN-13 and ASIN as they are', () => {
    expect(repairIdentifier(upc('81234567890'))).toEqual({ ok: true, identifier: upc('81234567890'), type: 1, repair: null });
    expect(repairIdentifier(`0${upc('81234567890')}`)).toMatchObject({ ok: true, type: 1, repair: null });
    expect(repairIdentifier(' b07xyz1234 ')).toEqual({ ok: true, identifier: 'B07XYZ1234', type: 0, repair: null });
  });

  it('restores leading zeros a spreadsheet dropped', () => {
    const code = upc('01234567890'); // 012345678905
    expect(repairIdentifier(code.slice(1))).toEqual({
      ok: true,
      identifier: code,
      type: 1,
      repair: `leading zeros restored (${code})`,
    });
    expect(repairIdentifier(`${code.slice(1)}.0`)).toMatchObject({ ok: true, identifier: code });
    const threeZeros = upc('00041234567');
    expect(repairIdentifier(threeZeros.slice(3))).toMatchObject({ ok: true, identifier: threeZeros });
    // Ten digits that are a valid ISBN-10 read as the book, even if zeros before them would make a UPC.
    expect(repairIdentifier(upc('00412345678').slice(2))).toMatchObject({ ok: true, identifier: '9784123456784' });
  });

  it('adds the check digit to an 11-digit UPC body, converts ISBN-10, strips dashes and apostrophes', () => {
    expect(repairIdentifier('81234567890')).toEqual({
      ok: true,
      identifier: upc('81234567890'),
      type: 1,
      repair: `check digit added (${upc('81234567890')})`,
    });
    expect(repairIdentifier('0-306-40615-2')).toMatchObject({ ok: true, identifier: '9780306406157', type: 1 });
    expect(repairIdentifier(`'${upc('81234567890')}`)).toMatchObject({ ok: true, identifier: upc('81234567890') });
  });

  it('refuses wrong check digits, scientific notation and junk with a reason', () => {
    const bad = `${upc('81234567890').slice(0, 11)}${(Number(upc('81234567890').at(-1)) + 1) % 10}`;
    expect(repairIdentifier(bad)).toMatchObject({ ok: false, reason: expect.stringContaining('check digit is wrong') });
    expect(repairIdentifier('8.12346E+11')).toMatchObject({ ok: false, reason: expect.stringContaining('scientific notation') });
    expect(repairIdentifier('hello')).toMatchObject({ ok: false });
    expect(repairIdentifier('')).toMatchObject({ ok: false, reason: 'No identifier.' });
    expect(repairIdentifier('12345')).toMatchObject({ ok: false, reason: expect.stringContaining('5 digits') });
  });

  it('reads ASINs out of product links', () => {
    expect(asinFromLink('https://www.amazon.com/Some-Thing/dp/B07XYZ1234/ref=sr_1_1?x=1')).toBe('B07XYZ1234');
    expect(asinFromLink('https://amazon.com/gp/product/b07xyz1234')).toBe('B07XYZ1234');
    expect(asinFromLink('https://supplier.example/item/42')).toBeNull();
  });

  it('reads money and pack sizes as suppliers write them', () => {
    expect(parseMoney('$1,234.50')).toBe(1234.5);
    expect(parseMoney(7)).toBe(7);
    expect(parseMoney('£4.50')).toBe(4.5);
    expect(parseMoney('€12')).toBe(12);
    expect(parseMoney('4.50 GBP')).toBe(4.5);
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('ten')).toBe('invalid');
    expect(parseMoney(-1)).toBe('invalid');
    expect(parsePackSize('12 ct')).toBe(12);
    expect(parsePackSize('Case of 6')).toBe(6);
    expect(parsePackSize('0')).toBe('invalid');
    expect(parsePackSize('1.5')).toBe('invalid');
  });

  it("keeps a price list's numbers within the API's bounds (LIMITS): what the API refuses, a row never stores", () => {
    expect(parseMoney(LIMITS.cost.max)).toBe(LIMITS.cost.max);
    expect(parseMoney('$1,000,000.01')).toBe('invalid');
    expect(parseMoney(5e12)).toBe('invalid');
    expect(parseMoney('-5')).toBe('invalid');
    expect(parsePackSize(String(LIMITS.quantityPack.max))).toBe(LIMITS.quantityPack.max);
    expect(parsePackSize(String(LIMITS.quantityPack.max + 1))).toBe('invalid');
  });
});

describe('column detection', () => {
  it('finds columns by names and synonyms; longer names win ("case price" is a pack price, "case" a pack size)', () => {
    expect(detectColumns(['UPC Code', 'Case Price', 'Case', 'Description', 'Promo'], null)).toEqual({
      identifier: 0,
      packPrice: 1,
      packSize: 2,
      notes: 3,
      deal: 4,
    });
    expect(detectColumns(['Item', 'ASIN', 'Wholesale', 'Qty', 'Amazon Link'], null)).toMatchObject({
      identifier: 1,
      unitPrice: 2,
      packSize: 3,
      productLink: 4,
    });
  });

  it('reads wholesale wording: item numbers, case packs, case costs and costs each', () => {
    for (const header of ['Item #', 'Item No.', 'SKU', 'Vendor SKU', 'Item Number', 'Supplier Item No']) {
      expect(detectColumns([header, 'UPC', 'Cost'], null)).toEqual({ itemNumber: 0, identifier: 1, unitPrice: 2 });
    }
    expect(detectColumns(['UPC', 'Case Pack', 'Case Cost', 'Cost each'], null)).toEqual({
      identifier: 0,
      packSize: 1,
      packPrice: 2,
      unitPrice: 3,
    });
    expect(detectColumns(['UPC', 'Units per case', 'Unit price'], null)).toEqual({ identifier: 0, packSize: 1, unitPrice: 2 });
    expect(detectColumns(['UPC', 'Inner pack', 'Price'], null)).toEqual({ identifier: 0, packSize: 1, unitPrice: 2 });
  });

  it('lets an explicit mapping win, and names what is missing', () => {
    expect(detectColumns(['Ref', 'Our price', 'Barcode'], { identifier: 'ref', unitPrice: ' OUR PRICE ' })).toMatchObject({
      identifier: 0,
      unitPrice: 1,
    });
    expect(() => detectColumns(['Ref', 'Our price'], { identifier: 'SKU' })).toThrow('no such column');
    expect(() => detectColumns(['Name', 'Colour'], null)).toThrow('No identifier column');
    expect(() => detectColumns(['UPC', 'Name'], null)).toThrow('No price column');
  });
});
