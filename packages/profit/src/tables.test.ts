import { describe, expect, it } from 'vitest';
import { feesAt } from './fees.js';
import { FEE_TABLES, FEES_US_2026, feeTableAt } from './tables/index.js';
import type { FeeTable } from './tables/types.js';

/** A made-up 2027 table: the 2026 one with a 16% default referral and no fuel surcharge. */
const FAKE_2027: FeeTable = {
  ...FEES_US_2026,
  effectiveFrom: '2027-01-15',
  source: { title: 'test', urls: [], notes: [] },
  referral: { ...FEES_US_2026.referral, defaultRule: { kind: 'flat', percent: 16 } },
  fulfillment: { ...FEES_US_2026.fulfillment, fuelSurcharges: [] },
};

describe('fee tables', () => {
  it('picks the table in force on a date, by UTC day', () => {
    expect(feeTableAt(new Date('2026-06-01T00:00:00Z'))).toBe(FEES_US_2026);
    expect(feeTableAt(new Date('2026-01-15T00:00:00Z'))).toBe(FEES_US_2026);
    // Before every table: the oldest one.
    expect(feeTableAt(new Date('2020-01-01T00:00:00Z'))).toBe(FEES_US_2026);
  });

  it("adding next year's table is adding data: it takes over on its date, in any list order", () => {
    const tables = [FEES_US_2026, FAKE_2027];
    expect(feeTableAt(new Date('2027-01-14T23:59:59Z'), tables)).toBe(FEES_US_2026);
    expect(feeTableAt(new Date('2027-01-15T00:00:00Z'), tables)).toBe(FAKE_2027);
    expect(feeTableAt(new Date('2028-03-01T00:00:00Z'), [FAKE_2027, FEES_US_2026])).toBe(FAKE_2027);
    // The engine prices with the table it is given: 16% of 20.00 = 3.20 (2026: 15% = 3.00)
    const context = {
      category: 'Toys & Games',
      size: null,
      providerReferralPercent: null,
      providerFulfillmentFee: null,
      inboundFees: 0,
      date: new Date('2027-02-01T00:00:00Z'),
    };
    expect(feesAt(20, context, feeTableAt(context.date, tables)).referralFee).toBe(3.2);
    expect(feesAt(20, context, FEES_US_2026).referralFee).toBe(3);
  });

  it('dates and sources every table, and marks the origin of every grid row', () => {
    for (const table of FEE_TABLES) {
      expect(table.effectiveFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(table.source.urls.length).toBeGreaterThan(0);
      expect(table.source.notes.some((note) => note.startsWith('Interpolated'))).toBe(true);
      const f = table.fulfillment;
      const rows = [...f.smallStandard, ...f.largeStandard, f.largeStandardHeavy, f.smallBulky, f.largeBulky, ...f.extraLarge];
      for (const row of rows) expect(['notes', 'interpolated']).toContain(row.origin);
    }
  });

  it("keeps the notes' published rows as published", () => {
    const f = FEES_US_2026.fulfillment;
    const fromNotes = [...f.smallStandard, ...f.largeStandard].filter((row) => row.origin === 'notes');
    expect(fromNotes).toEqual([
      { upToOunces: 2, fees: [2.43, 3.32, 3.58], origin: 'notes' },
      { upToOunces: 16, fees: [3.78, 4.6, 4.86], origin: 'notes' },
    ]);
    expect(f.largeStandardHeavy).toMatchObject({ fromPounds: 3, fees: [6.15, 6.97, 7.23], perStep: 0.08 });
    expect(f.smallBulky).toMatchObject({ fees: [6.78, 7.55, 7.55], perPound: 0.38 });
    expect(f.largeBulky).toMatchObject({ fees: [8.58, 9.35, 9.35], perPound: 0.38 });
    expect(f.fuelSurcharges).toEqual([{ from: '2026-04-17', percent: 3.5, origin: 'notes' }]);
  });

  it('keeps each weight grid ascending in weight and fee, and each band at least the band below', () => {
    const f = FEES_US_2026.fulfillment;
    for (const grid of [f.smallStandard, f.largeStandard]) {
      grid.forEach((row, i) => {
        expect(row.fees[0]).toBeLessThanOrEqual(row.fees[1]);
        expect(row.fees[1]).toBeLessThanOrEqual(row.fees[2]);
        const previous = grid[i - 1];
        if (!previous) return;
        expect(row.upToOunces).toBeGreaterThan(previous.upToOunces);
        for (const band of [0, 1, 2] as const) expect(row.fees[band]).toBeGreaterThan(previous.fees[band]);
      });
    }
    // The heavy large-standard base follows on from the last grid row (3 lb).
    const last = f.largeStandard[f.largeStandard.length - 1];
    expect(last?.upToOunces).toBe(f.largeStandardHeavy.fromPounds * 16);
    for (const band of [0, 1, 2] as const) expect(f.largeStandardHeavy.fees[band]).toBeGreaterThan(last?.fees[band] ?? Infinity);
  });
});
