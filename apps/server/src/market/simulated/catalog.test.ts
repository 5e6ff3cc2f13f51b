import { describe, expect, it } from 'vitest';
import { isValidGs1 } from '../codes.js';
import {
  asinOf,
  familyOf,
  hasNoCode,
  identityOf,
  indexOf,
  indexOfCode,
  isbnOf,
  multipackOf,
  multipacksOf,
  specialOf,
  upcOf,
} from './catalog.js';
import { DEFAULT_SIMULATED_SIZE } from './provider.js';

describe('the simulated catalog', () => {
  it('maps at least 10,000 distinct ASINs to their index and back', () => {
    const asins = new Set<string>();
    for (let i = 0; i < DEFAULT_SIMULATED_SIZE; i++) {
      const asin = asinOf(i);
      asins.add(asin);
      if (i % 499 === 0) expect(indexOf(asin, DEFAULT_SIMULATED_SIZE)).toBe(i);
    }
    expect(DEFAULT_SIMULATED_SIZE).toBeGreaterThanOrEqual(10_000);
    expect(asins.size).toBe(DEFAULT_SIMULATED_SIZE);
    expect([...asins].every((a) => /^B0[0-9A-Z]{8}$/.test(a))).toBe(true);
    expect(asinOf(0)).toBe('B005O6AQT1'); // (12,345,678,901 mod 36^8) in base 36
    expect(indexOf(asinOf(DEFAULT_SIMULATED_SIZE), DEFAULT_SIMULATED_SIZE)).toBeNull(); // beyond the size
    expect(indexOf('B0ZZZZZZZZ', 1_000_000)).toBeNull();
    expect(indexOf('b005o6aqt1', DEFAULT_SIMULATED_SIZE)).toBeNull(); // ASINs are upper case
    expect(indexOf('X005O6AQT1', DEFAULT_SIMULATED_SIZE)).toBeNull();
  });

  it('makes every 40th product from 10 a parent of 2 to 8 children', () => {
    expect(familyOf(10)).toEqual({ role: 'parent', parent: 10, children: 2 });
    expect(familyOf(12)).toEqual({ role: 'child', parent: 10, children: 2 });
    expect(familyOf(13).role).toBe('single');
    expect(familyOf(250)).toEqual({ role: 'parent', parent: 250, children: 8 }); // 2 + floor(250 / 40) % 7
    expect(familyOf(258).role).toBe('child');
    const sizes = new Set(Array.from({ length: 300 }, (_, k) => familyOf(40 * k + 10).children));
    expect([...sizes].sort()).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(identityOf(12)).toBe(10);
  });

  it('makes multipacks that share their base’s code: packs of 2, 3, 6 and cases of 12', () => {
    expect(multipackOf(26)).toEqual({ base: 25, quantity: 3 });
    expect(multipackOf(51)).toBeNull(); // 51 is a variation child
    expect(multipacksOf(100)).toEqual([101, 102]);
    expect(multipackOf(102)).toEqual({ base: 100, quantity: 12 });
    const quantities = new Set<number>();
    for (let i = 0; i < 2000; i++) {
      const pack = multipackOf(i);
      if (pack) quantities.add(pack.quantity);
    }
    expect([...quantities].sort((a, b) => a - b)).toEqual([2, 3, 6, 12]);
  });

  it('gives a few percent of the catalog a special trait, shared by a family', () => {
    const count = { hazmat: 0, meltable: 0, oversize: 0 };
    for (let i = 0; i < 10_000; i++) {
      const special = specialOf(i);
      if (special) count[special] += 1;
    }
    expect(count.hazmat / 10_000).toBeGreaterThan(0.02);
    expect(count.hazmat / 10_000).toBeLessThan(0.04);
    expect(count.meltable / 10_000).toBeGreaterThan(0.03);
    expect(count.meltable / 10_000).toBeLessThan(0.06);
    expect(count.oversize / 10_000).toBeGreaterThan(0.04);
    expect(count.oversize / 10_000).toBeLessThan(0.07);
    expect([specialOf(5), specialOf(7), specialOf(3), specialOf(2)]).toEqual(['hazmat', 'meltable', 'oversize', null]);
  });

  it('makes valid UPC and ISBN codes that decode back to their product', () => {
    expect(upcOf(42)).toBe('800000000426');
    expect(isValidGs1(upcOf(42))).toBe(true);
    expect(isbnOf(33)).toBe('9780000000330');
    expect(isValidGs1(isbnOf(1234))).toBe(true);
    expect(indexOfCode(upcOf(42))).toEqual({ index: 42, kind: 'upc' });
    expect(indexOfCode(`0${upcOf(42)}`)).toEqual({ index: 42, kind: 'upc' });
    expect(indexOfCode(isbnOf(33))).toEqual({ index: 33, kind: 'isbn' });
    expect(indexOfCode('0000000337')).toEqual({ index: 33, kind: 'isbn' }); // its ISBN-10
    expect(indexOfCode(`${upcOf(42).slice(0, 11)}0`)).toBeNull(); // wrong check digit
    expect(indexOfCode('712345678904')).toBeNull(); // valid, but not ours
    expect([hasNoCode(97), hasNoCode(98)]).toEqual([true, false]);
  });
});
