import { afterEach, describe, expect, it } from 'vitest';
import { formatCount, formatDate, memberLocale, setMemberLocale } from './locale';
import {
  costCurrencyOf,
  currencyDigits,
  currencyOf,
  currencySymbol,
  exactMoney,
  formatMoney,
  inputNumber,
  money,
  moneyFromCents,
  moneyUpTo,
  packCostText,
  packCostTitle,
  totalsByCurrency,
  unitCostOf,
} from './money';

afterEach(() => setMemberLocale(null));

// Intl writes a no-break space between a figure and a currency after it ("12,50 €").
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

describe('money in the record’s currency', () => {
  it('writes euros, pounds and yen with their own symbols and decimals', () => {
    expect(money(12.5, 'EUR')).toBe('€12.50');
    expect(money(1204, 'GBP')).toBe('£1,204.00');
    // Yen have no minor unit: Intl rounds to whole yen by the currency's own rule.
    expect(money(1204.6, 'JPY')).toBe('¥1,205');
    expect(currencyDigits('JPY')).toBe(0);
    expect(currencyDigits('EUR')).toBe(2);
  });

  it('writes them in the locale asked for', () => {
    expect(plain(formatMoney(1234.5, 'EUR', 'de-DE'))).toBe('1.234,50 €');
    expect(plain(formatMoney(1234.5, 'EUR', 'fr-FR'))).toBe('1 234,50 €');
    expect(formatMoney(1234.5, 'GBP', 'en-GB')).toBe('£1,234.50');
    expect(formatMoney(1234, 'JPY', 'ja-JP')).toMatch(/^[¥￥]1,234$/);
    expect(formatMoney(null, 'EUR', 'de-DE')).toBe('–');
  });

  it('follows the member’s locale, in one place, for money, counts and dates', () => {
    setMemberLocale('de-DE');
    expect(memberLocale()).toBe('de-DE');
    expect(plain(money(5.44, 'EUR'))).toBe('5,44 €');
    expect(formatCount(1709)).toBe('1.709');
    expect(formatDate('2026-11-27T12:00:00Z', { dateStyle: 'medium', timeZone: 'UTC' })).toBe('27.11.2026');
    setMemberLocale('xx-invalid-locale-tag-that-is-long');
    expect(memberLocale()).toBe('en-US');
  });

  it('treats a record without a currency as US dollars, and a cost in its own currency', () => {
    expect(currencyOf({})).toBe('USD');
    expect(currencyOf({ currency: '' })).toBe('USD');
    expect(currencyOf({ currency: 'GBP' })).toBe('GBP');
    expect(costCurrencyOf({ currency: 'EUR', costCurrency: 'GBP' })).toBe('GBP');
    expect(costCurrencyOf({ currency: 'EUR' })).toBe('EUR');
  });

  it('names a currency’s symbol for an input and an exchange rate without needless decimals', () => {
    expect(currencySymbol('EUR')).toBe('€');
    expect(currencySymbol('GBP')).toBe('£');
    expect(moneyUpTo(1, 'GBP', 0)).toBe('£1');
    expect(moneyUpTo(1.1712, 'EUR', 4)).toBe('€1.1712');
    expect(moneyUpTo(1.17, 'EUR', 4)).toBe('€1.17');
  });

  it('gives the unrounded yen only when whole yen round them', () => {
    expect(exactMoney(1204, 'JPY')).toBeNull();
    expect(exactMoney(1204.5, 'JPY')).toBe('¥1,204.5');
    expect(packCostText(52.2, 12, 'EUR')).toBe('€52.20 (12 × €4.35)');
  });

  it('never adds amounts of different currencies together', () => {
    const rows = [
      { v: 10, c: 'USD' },
      { v: 5.5, c: 'EUR' },
      { v: 2, c: 'USD' },
      { v: null, c: 'GBP' },
      { v: 1, c: undefined },
    ];
    expect(
      totalsByCurrency(
        rows,
        (r) => r.v,
        (r) => r.c,
      ),
    ).toEqual([
      { currency: 'USD', total: 13 },
      { currency: 'EUR', total: 5.5 },
    ]);
  });
});

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
