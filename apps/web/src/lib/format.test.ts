import { describe, expect, it } from 'vitest';
import { AXIS_INCREMENTS, count, money, moneyTick, moneyTicker, percent, stars } from './format';

describe('one formatter per kind', () => {
  it('shows percentages to one decimal, whichever screen', () => {
    // Issue 40: ROI 103.8% beside margin 39.41%, -36.9% and -36.89%, a 15% fee as "(14.99%)".
    expect(percent(103.84)).toBe('103.8%');
    expect(percent(39.41)).toBe('39.4%');
    expect(percent(-36.89)).toBe('-36.9%');
    expect(percent(14.99)).toBe('15.0%');
    expect(percent(null)).toBe('–');
  });

  it('shows money in cents and counts with separators', () => {
    expect(money(0.5)).toBe('$0.50');
    expect(money(-223.15)).toBe('-$223.15');
    expect(count(1709)).toBe('1,709');
    expect(stars(4.5)).toBe('4.5 ★');
    expect(stars(4)).toBe('4.0 ★');
  });

  it('steps chart axes by 1, 2 or 5 and labels ticks as they are', () => {
    expect(AXIS_INCREMENTS).not.toContain(2.5);
    expect(AXIS_INCREMENTS).toEqual(expect.arrayContaining([0.01, 0.05, 1, 2, 5, 10, 20, 50]));
    expect([50, 52.5, 55].map(moneyTick)).toEqual(['$50', '$52.50', '$55']);
    expect(moneyTick(1200)).toBe('$1.2K');
  });

  it('labels axis ticks in the product’s currency, yen without decimals', () => {
    expect([50, 52.5].map((v) => moneyTicker('EUR')(v))).toEqual(['€50', '€52.50']);
    expect(moneyTicker('GBP')(1200)).toBe('£1.2K');
    expect(moneyTicker('JPY')(800)).toBe('¥800');
  });
});
