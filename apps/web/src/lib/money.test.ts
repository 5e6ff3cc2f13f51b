import { describe, expect, it } from 'vitest';
import { exactMoney, inputNumber, money, moneyFromCents, packCostText, packCostTitle, unitCostOf } from './money';

describe('money', () => {
  it('shows dollars with two decimals, always', () => {
    expect(money(5.4375)).toBe('$5.44');
    expect(money(2.9)).toBe('$2.90');
    expect(money(1204)).toBe('$1,204.00');
    expect(money(-3.5)).toBe('-$3.50');
    expect(money(null)).toBe('–');
    expect(moneyFromCents(4900)).toBe('$49.00');
  });

  it('gives the unrounded figure only when two decimals round it', () => {
    expect(exactMoney(5.4375)).toBe('$5.4375');
    expect(exactMoney(2.9)).toBeNull();
    expect(exactMoney(52.2)).toBeNull();
    expect(exactMoney(null)).toBeNull();
  });

  it('costs a unit of a pack', () => {
    expect(unitCostOf(52.2, 12)).toBeCloseTo(4.35, 10);
    expect(unitCostOf(null, 12)).toBeNull();
    expect(unitCostOf(3, 0)).toBe(3);
  });
});

describe('pack costs', () => {
  it('shows the unit cost beside the pack cost, never instead', () => {
    expect(packCostText(52.2, 12)).toBe('$52.20 (12 × $4.35)');
    expect(packCostText(4.35, 1)).toBe('$4.35');
    expect(packCostText(null, 6)).toBe('–');
    expect(packCostTitle(52.2204, 12)).toBe('Pack of 12 at $52.2204; $4.3517 a unit');
    expect(packCostTitle(4.35, 1)).toBe('Pack of 1 at $4.35');
  });
});

describe('inputNumber', () => {
  it("reads a money input's value, also the string a fixed-decimal input gives", () => {
    expect(inputNumber(12.5)).toBe(12.5);
    expect(inputNumber('12.50')).toBe(12.5);
    expect(inputNumber('')).toBeNull();
    expect(inputNumber('  ')).toBeNull();
    expect(inputNumber('abc')).toBeNull();
    expect(inputNumber(Number.NaN)).toBeNull();
  });
});
