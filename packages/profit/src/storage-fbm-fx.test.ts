import { CURRENCY_CODES } from '@shelfscope/contracts';
import { describe, expect, it } from 'vitest';
import { fbmShippingCost, fbmShippingFromSettings } from './fbm.js';
import { convert, ECB_REFERENCE_RATES, type ExchangeRates } from './fx.js';
import { agedSurchargeRate, expectedMonthsInStock, storageFeePerUnit, storageVolume } from './storage.js';
import { FEES_DE_2026, FEES_UK_2026, FEES_US_2026 } from './tables/index.js';
import { saleVatRate, taxIncluded, vatRatesAt } from './vat.js';

/** 18 x 12 x 8 in: one cubic foot, 1 lb, large standard. */
const CUBE = { length: 18, width: 12, height: 8, weightPounds: 1 };
/** 40 x 30 x 20 cm (0.024 cubic metres, 0.8476 cubic feet), 1 kg: a European standard parcel. */
const PARCEL = { length: 40 / 2.54, width: 30 / 2.54, height: 20 / 2.54, weightPounds: 1000 / 453.59237 };

describe('storage by size and season', () => {
  it('measures cubic feet (US, UK) and cubic metres (EU)', () => {
    expect(storageVolume(CUBE, 'cubicFoot')).toBe(1);
    expect(storageVolume(CUBE, 'cubicMetre')).toBeCloseTo(0.0283168, 6);
    expect(storageVolume(PARCEL, 'cubicMetre')).toBeCloseTo(0.024, 9);
  });

  it('charges Jan-Sep and Oct-Dec rates by calendar month, the last month pro rata', () => {
    const fee = (from: string, monthsInStock: number) =>
      storageFeePerUnit({ size: CUBE, table: FEES_US_2026, from: new Date(from), monthsInStock });
    expect(fee('2026-06-15T00:00:00Z', 1)).toBe(0.75); // large standard: $0.75 a cubic foot
    expect(fee('2026-10-01T00:00:00Z', 1)).toBe(2.4);
    expect(fee('2026-09-01T00:00:00Z', 2)).toBe(3.15); // September + October
    expect(fee('2026-12-01T00:00:00Z', 1.5)).toBe(2.78); // December + half of January: 2.40 + 0.375
    expect(fee('2026-06-15T00:00:00Z', 0)).toBe(0);
  });

  it('uses the oversize rate for oversize tiers', () => {
    const bulky = { length: 40, width: 12, height: 12, weightPounds: 10 }; // small bulky, 3.33 cubic feet
    expect(
      storageFeePerUnit({ size: bulky, table: FEES_US_2026, from: new Date('2026-03-01T00:00:00Z'), monthsInStock: 1 }),
    ).toBe(1.6);
  });

  it('adds the aged-inventory surcharge from the age the unit reaches', () => {
    expect(agedSurchargeRate(FEES_US_2026, 180)).toBe(0);
    expect(agedSurchargeRate(FEES_US_2026, 181)).toBe(0.5);
    expect(agedSurchargeRate(FEES_US_2026, 400)).toBe(6.9);
    // Seven months from January: the 6th month ends at 182.6 days (+0.50), the 7th at 213 (+1.00)
    const fee = storageFeePerUnit({ size: CUBE, table: FEES_US_2026, from: new Date('2026-01-01T00:00:00Z'), monthsInStock: 7 });
    expect(fee).toBe(cents7());
    function cents7() {
      return Math.round((7 * 0.75 + 0.5 + 1.0) * 100) / 100;
    }
  });

  it('prices EU storage per cubic metre in euros, UK per cubic foot in pounds', () => {
    const from = new Date('2026-11-01T00:00:00Z');
    expect(storageFeePerUnit({ size: PARCEL, table: FEES_DE_2026, from, monthsInStock: 1 })).toBe(0.86); // 0.024 m3 x €36
    expect(storageFeePerUnit({ size: PARCEL, table: FEES_UK_2026, from, monthsInStock: 1 })).toBe(2.03); // 0.8476 ft3 x 2.40
  });

  it('expects the average unit of a purchase to wait half its sell-through time; 1 month when unknown', () => {
    expect(expectedMonthsInStock(100, 50)).toBe(1);
    expect(expectedMonthsInStock(300, 20)).toBe(7.5);
    expect(expectedMonthsInStock(1, 1000)).toBe(0.01);
    expect(expectedMonthsInStock(null, 50)).toBe(1);
    expect(expectedMonthsInStock(100, 0)).toBe(1);
  });
});

describe('FBM shipping', () => {
  const table = {
    byWeight: [
      { upToGrams: 1000, cost: 5.2 },
      { upToGrams: 500, cost: 4.1 },
    ],
  };
  const grams = (g: number) => ({ length: 5, width: 5, height: 5, weightPounds: g / 453.59237 });

  it('is a flat cost, or the first weight row that holds the unit (limits inclusive)', () => {
    expect(fbmShippingCost({ perUnit: 3.499 }, null)).toBe(3.5);
    expect(fbmShippingCost(table, grams(500))).toBe(4.1);
    expect(fbmShippingCost(table, grams(501))).toBe(5.2);
  });

  it('reads the member settings: the weight table when it has rows, else the flat cost', () => {
    expect(fbmShippingFromSettings({ fbmShippingPerUnit: 3, fbmShippingTable: [] })).toEqual({ perUnit: 3 });
    expect(fbmShippingFromSettings({ fbmShippingPerUnit: 3, fbmShippingTable: table.byWeight })).toEqual({
      byWeight: table.byWeight,
    });
  });

  it('is unknown above every row, without a size, or without settings', () => {
    expect(fbmShippingCost(table, grams(1001))).toBeNull();
    expect(fbmShippingCost(table, null)).toBeNull();
    expect(fbmShippingCost(null, grams(100))).toBeNull();
  });
});

describe('exchange conversion at a dated rate (per euro, ECB convention)', () => {
  const RATES: ExchangeRates = {
    source: 'test',
    days: [
      { day: '2026-01-05', perEuro: { GBP: 0.8, USD: 1.2 } },
      { day: '2026-01-02', perEuro: { GBP: 0.85, USD: 1.1 } },
    ],
  };

  it('picks the latest day on or before, and converts any pair through the euro', () => {
    const gbp = convert(10, 'GBP', 'EUR', RATES, '2026-01-04');
    // The rate shown (1 / 0.85 to 6 decimals) is the rate used.
    expect(gbp.rate).toEqual({ from: 'GBP', to: 'EUR', rate: 1.176471, day: '2026-01-02', source: 'test' });
    expect(gbp.amount).toBeCloseTo(11.76471, 9);
    expect(convert(10, 'GBP', 'USD', RATES, new Date('2026-01-05T23:00:00Z')).rate).toMatchObject({
      rate: 1.5,
      day: '2026-01-05',
    });
    expect(convert(10, 'USD', 'USD', RATES, '2026-01-05').rate.rate).toBe(1);
  });

  it('before every day: the oldest; an unknown currency is a RangeError naming it', () => {
    expect(convert(1, 'EUR', 'GBP', RATES, '2025-01-01').rate.day).toBe('2026-01-02');
    expect(() => convert(1, 'EUR', 'XYZ', RATES, '2026-01-05')).toThrow(/XYZ/);
  });

  it('ships ECB reference rates of 2025-02-28 for every supported currency', () => {
    const day = ECB_REFERENCE_RATES.days[0];
    expect(day?.day).toBe('2025-02-28');
    for (const code of CURRENCY_CODES.filter((c) => c !== 'EUR'))
      expect(convert(1, code, 'EUR', ECB_REFERENCE_RATES, '2026-06-01').rate.day).toBe('2025-02-28');
    expect(convert(100, 'USD', 'EUR', ECB_REFERENCE_RATES, '2026-06-01').rate.rate).toBe(0.960523); // 1 / 1.0411 = 0.9605225...
  });
});

describe('VAT rates per marketplace and category', () => {
  const at = new Date('2026-06-01T00:00:00Z');
  it.each([
    ['UK', 'Toys & Games', 20],
    ['UK', 'Books', 0],
    ['DE', 'Bücher', 7],
    ['DE', 'Lebensmittel & Getränke', 7],
    ['FR', 'Books', 5.5],
    ['IT', 'Books', 4],
    ['ES', 'Toys & Games', 21],
    ['JP', 'Grocery', 8],
    ['JP', 'Toys & Games', 10],
    ['MX', 'Toys & Games', 16],
    ['CA', 'Toys & Games', null],
    ['US', 'Toys & Games', null],
  ] as const)('%s %s: %s%%', (marketplace, category, rate) => {
    expect(saleVatRate(vatRatesAt(marketplace, at), category)).toBe(rate);
  });

  it('charges GST on fees in Canada, nothing in the US', () => {
    expect(vatRatesAt('CA', at).onFees).toBe(5);
    expect(vatRatesAt('US', at).onFees).toBe(0);
  });

  it('takes the tax out of a tax-inclusive amount: P - P / (1 + r), to the cent', () => {
    expect(taxIncluded(24, 20)).toBe(4);
    expect(taxIncluded(19.99, 19)).toBe(3.19);
    expect(taxIncluded(10, null)).toBe(0);
  });
});
