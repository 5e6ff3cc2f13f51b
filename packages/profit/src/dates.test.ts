import { describe, expect, it } from 'vitest';
import { utcDay } from './dates.js';
import { fuelSurchargeAt } from './fulfillment.js';
import { feeTableAt } from './tables/index.js';
import type { FeeTable } from './tables/types.js';

describe('utcDay', () => {
  it('answers each date, asked in turns, with its own UTC day', () => {
    const dates = ['2026-03-14T23:59:59.999Z', '2026-03-15T00:00:00.000Z', '2025-12-31T12:00:00.000Z'].map(
      (iso) => new Date(iso),
    );
    for (let round = 0; round < 2; round++) {
      expect(dates.map(utcDay)).toEqual(['2026-03-14', '2026-03-15', '2025-12-31']);
    }
    // A date changed in place after it was asked is read again.
    const moving = new Date('2026-01-01T00:00:00Z');
    expect(utcDay(moving)).toBe('2026-01-01');
    moving.setUTCDate(2);
    expect(utcDay(moving)).toBe('2026-01-02');
  });
});

describe('dated tables looked up many times', () => {
  it('picks the surcharge in force on each day, the first listed of two from the same day', () => {
    const table = {
      fuelSurcharges: [
        { from: '2026-04-15', percent: 3.5, origin: 'published' as const },
        { from: '2026-01-01', percent: 0, origin: 'published' as const },
        { from: '2026-04-15', percent: 9, origin: 'published' as const },
      ],
    };
    for (let round = 0; round < 2; round++) {
      expect(fuelSurchargeAt(new Date('2025-06-01T00:00:00Z'), table)).toBe(0);
      expect(fuelSurchargeAt(new Date('2026-04-14T23:59:59Z'), table)).toBe(0);
      expect(fuelSurchargeAt(new Date('2026-04-15T00:00:00Z'), table)).toBe(3.5);
    }
  });

  it('picks the fee table in force on each day, for a marketplace or a list', () => {
    const us = feeTableAt(new Date('2026-06-01T00:00:00Z'), 'US');
    const later = { ...us, effectiveFrom: '2027-01-01' } as FeeTable;
    const tables = [us, later];
    for (let round = 0; round < 2; round++) {
      expect(feeTableAt(new Date('2026-12-31T23:59:59Z'), tables)).toBe(us);
      expect(feeTableAt(new Date('2027-01-01T00:00:00Z'), tables)).toBe(later);
      expect(feeTableAt(new Date('2020-01-01T00:00:00Z'), tables)).toBe(us);
      expect(feeTableAt(new Date('2026-06-01T00:00:00Z'), 'UK').marketplace).toBe('UK');
    }
  });
});
