import { describe, expect, it } from 'vitest';
import { describeFigure, describeFigures, FIGURE_FIELDS, figureStyleOf, formatFigure } from './alert-figures.js';
import { currencyDigits, currencySymbol, formatCount, formatMoney, formatPercent, formatRank } from './number-format.js';

// Intl writes a no-break space between a figure and a currency after it ("9,00 €").
const plain = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');

const UK = figureStyleOf('UK');
const DE = figureStyleOf('DE');
const US = figureStyleOf('US');
const JP = figureStyleOf('JP');

describe('an alert’s figures in words', () => {
  it('writes the buy box in the product’s currency with its symbol and two decimals', () => {
    expect(describeFigure({ field: 'buyBoxCurrent', before: 9, after: 3.5 }, UK)).toBe('Buy box: £9.00 → £3.50');
    expect(plain(describeFigure({ field: 'buyBoxCurrent', before: 9, after: 3.5 }, DE))).toBe('Buy box: 9,00 € → 3,50 €');
    expect(describeFigure({ field: 'profitLoss', before: -1.234, after: 1234.5 }, US)).toBe('Profit: -$1.23 → $1,234.50');
  });

  it('writes yen without decimals', () => {
    expect(plain(describeFigure({ field: 'buyBoxCurrent', before: 1980, after: 1204.6 }, JP))).toMatch(
      /^Buy box: [¥￥]1,980 → [¥￥]1,205$/,
    );
    expect(currencyDigits('JPY')).toBe(0);
  });

  it('writes the pack cost in the supplier’s currency, other money in the marketplace’s', () => {
    const style = figureStyleOf('UK', 'EUR');
    expect(describeFigure({ field: 'cost', before: 10, after: 12 }, style)).toBe('Pack cost: €10.00 → €12.00');
    expect(describeFigure({ field: 'totalGoodsCost', before: 10, after: 12 }, style)).toBe('Unit cost: £10.00 → £12.00');
    // Without a supplier currency the pack cost is in the marketplace's.
    expect(describeFigure({ field: 'cost', before: 10, after: 12 }, UK)).toBe('Pack cost: £10.00 → £12.00');
  });

  it('writes percentages, ranks and counts', () => {
    expect(describeFigure({ field: 'roi', before: 29.96, after: 31.25 }, US)).toBe('ROI: 30.0% → 31.3%');
    expect(describeFigure({ field: 'margin', before: -5, after: 12.345 }, US)).toBe('Margin: -5.0% → 12.3%');
    expect(describeFigure({ field: 'bsrCurrent', before: 125_000, after: 98_765 }, US)).toBe('Sales rank: #125,000 → #98,765');
    expect(describeFigure({ field: 'bsrCurrent', before: 125_000, after: 98_765 }, DE)).toBe('Sales rank: #125.000 → #98.765');
    expect(describeFigure({ field: 'fbaOffers', before: 3, after: 2 }, US)).toBe('FBA offers: 3 → 2');
    expect(describeFigure({ field: 'reviewsCount', before: 1709, after: 12_345 }, UK)).toBe('Reviews: 1,709 → 12,345');
  });

  it('writes booleans, eligibility and threat levels as words', () => {
    expect(describeFigure({ field: 'amazonOnListing', before: true, after: false }, US)).toBe('Amazon on listing: yes → no');
    expect(describeFigure({ field: 'buyBoxIsAmazon', before: false, after: true }, US)).toBe(
      'Amazon holds the buy box: no → yes',
    );
    expect(describeFigure({ field: 'eligibility', before: 'approval_required', after: 'allowed' }, US)).toBe(
      'Can I sell: approval required → allowed',
    );
    expect(describeFigure({ field: 'alertThreatLevel', before: 0, after: 300 }, US)).toBe('Threat level: none → high risk');
  });

  it('writes a missing figure as unknown, whatever its kind', () => {
    expect(describeFigure({ field: 'buyBoxCurrent', before: null, after: 3.5 }, UK)).toBe('Buy box: unknown → £3.50');
    expect(describeFigure({ field: 'amazonOnListing', before: true, after: null }, US)).toBe('Amazon on listing: yes → unknown');
    expect(describeFigure({ field: 'bsrCurrent', before: Number.NaN, after: 5 }, US)).toBe('Sales rank: unknown → #5');
    expect(describeFigure({ field: 'brand', before: '', after: 'Acme' }, US)).toBe('Brand: unknown → Acme');
  });

  it('reads a field it does not know by its value, under its own name', () => {
    expect(describeFigure({ field: 'somethingNew', before: 1.23456, after: 2 }, US)).toBe('somethingNew: 1.23 → 2');
    expect(describeFigure({ field: 'somethingNew', before: null, after: true }, US)).toBe('somethingNew: unknown → yes');
  });

  it('writes a date as a calendar day in the locale', () => {
    expect(formatFigure('date', '2026-11-29T23:30:00Z', US)).toBe('Nov 29, 2026');
    expect(formatFigure('date', '2026-11-29T23:30:00Z', UK)).toBe('29 Nov 2026');
    expect(formatFigure('date', 'not a date', US)).toBe('not a date');
  });

  it('joins several figures', () => {
    const figures = [
      { field: 'amazonOnListing', before: true, after: false },
      { field: 'buyBoxCurrent', before: 20, after: 17.99 },
    ];
    expect(describeFigures(figures, US)).toBe('Amazon on listing: yes → no; Buy box: $20.00 → $17.99');
    expect(describeFigures(figures, US, ' · ')).toBe('Amazon on listing: yes → no · Buy box: $20.00 → $17.99');
  });

  it('gives every field a label of words and an unknown marketplace the default’s style', () => {
    for (const [name, field] of Object.entries(FIGURE_FIELDS)) expect(field.label, name).not.toMatch(/^[a-z]+[A-Z]/);
    expect(figureStyleOf(null)).toEqual({ currency: 'USD', costCurrency: 'USD', locale: 'en-US' });
    expect(figureStyleOf('XX').currency).toBe('USD');
  });
});

describe('the shared number formatters', () => {
  it('write money, percentages, counts and ranks in the locale', () => {
    expect(formatMoney(1234.5, { currency: 'GBP', locale: 'en-GB' })).toBe('£1,234.50');
    expect(plain(formatMoney(1234.5, { currency: 'EUR', locale: 'fr-FR' }))).toBe('1 234,50 €');
    expect(currencySymbol({ currency: 'EUR', locale: 'de-DE' })).toBe('€');
    expect(formatPercent(14.99, 'en-US')).toBe('15.0%');
    expect(formatCount(1709.4, 'de-DE')).toBe('1.709');
    expect(formatRank(12345, 'en-US')).toBe('#12,345');
  });
});
