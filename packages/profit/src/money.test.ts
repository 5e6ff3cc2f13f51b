import { describe, expect, it } from 'vitest';
import { cents, percent, roundTo } from './money.js';

describe('rounding rule', () => {
  it('rounds money to the cent, halves away from zero', () => {
    expect(cents(3.7485)).toBe(3.75); // 15% of 24.99
    expect(cents(3.7449)).toBe(3.74);
    expect(cents(0.125)).toBe(0.13);
    expect(cents(-0.125)).toBe(-0.13); // a loss rounds like a profit of the same size
    expect(cents(-3.7449)).toBe(-3.74);
  });

  it('is not fooled by binary float dust', () => {
    // 1.005, 2.675 and 10.005 are stored just below their half; a naive Math.round(x * 100) gives 1.00, 2.67, 10.00.
    expect(cents(1.005)).toBe(1.01);
    expect(cents(2.675)).toBe(2.68);
    expect(cents(10.005)).toBe(10.01);
    // 0.1 + 0.2 = 0.30000000000000004
    expect(cents(0.1 + 0.2)).toBe(0.3);
  });

  it('never returns -0', () => {
    expect(Object.is(cents(-0.001), 0)).toBe(true);
    expect(Object.is(cents(-0), 0)).toBe(true);
  });

  it('gives percentages to 0.01', () => {
    expect(percent(9.1 / 6.6)).toBe(137.88); // 1.378787... -> 137.88%
    expect(percent(9.1 / 24.99)).toBe(36.41); // 0.364145... -> 36.41%
    expect(percent(0.123456)).toBe(12.35);
    expect(percent(-0.5)).toBe(-50);
    expect(roundTo(2.45, 1)).toBe(2.5);
  });

  it('rounds as the 15-significant-digit rule on every kind of amount (the fast path changes no result)', () => {
    // The rule as first written: every product through a 15-digit string. A seeded generator, so
    // a failure names a value that fails again.
    const byString = (value: number, decimals: number) => {
      const factor = 10 ** decimals;
      const rounded = (Math.sign(value) * Math.round(Number((Math.abs(value) * factor).toPrecision(15)))) / factor;
      return rounded === 0 ? 0 : rounded;
    };
    let seed = 20261130;
    const next = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const values: number[] = [];
    for (let i = 0; i < 50_000; i++) {
      const amount = Math.round(next() * 10 ** (1 + Math.floor(next() * 7))) / 10 ** Math.floor(next() * 5);
      // Amounts, halves and near-halves as fees make them (a rate times a price), sums with dust.
      values.push(amount, amount * 0.15, amount * 0.08, amount + 0.005, amount - 0.005, (amount + 0.1 + 0.2) / 3, -amount * 0.1);
    }
    const disagree = [0, 1, 2, 3, 4].flatMap((decimals) =>
      values.filter((v) => !Object.is(roundTo(v, decimals), byString(v, decimals))).map((v) => `${v} to ${decimals}`),
    );
    expect(disagree.slice(0, 5)).toEqual([]);
  });
});
