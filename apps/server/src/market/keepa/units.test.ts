import { describe, expect, it } from 'vitest';
import { minorUnitsPer, money } from './units.js';

describe('minorUnitsPer', () => {
  it("answers each currency's minor units, remembered per currency", () => {
    // Asked in turns: a memo keyed wrongly would answer the first currency's figure to the next.
    for (let round = 0; round < 2; round++) {
      expect(minorUnitsPer('USD')).toBe(100);
      expect(minorUnitsPer('JPY')).toBe(1);
      expect(minorUnitsPer('GBP')).toBe(100);
      expect(minorUnitsPer('KWD')).toBe(1000);
    }
    expect(money(1999, minorUnitsPer('USD'))).toBe(19.99);
    expect(money(1999, minorUnitsPer('JPY'))).toBe(1999);
  });
});
