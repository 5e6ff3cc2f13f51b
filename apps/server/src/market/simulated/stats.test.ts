import { describe, expect, it } from 'vitest';
import { CSV, DAY_MINUTES } from '../keepa/format.js';
import { statsOf } from './stats.js';

describe("the simulated marketplace's stats, as Keepa defines them", () => {
  it('weighs each value by the time it held within each window, and keeps all-time min and max', () => {
    const now = 40_000 * DAY_MINUTES;
    const day = (d: number) => now + d * DAY_MINUTES;
    // Amazon's price: 5.00 three years ago (the all-time high, long before any window), then 1.00,
    // 2.00, out of stock for 50 days, 3.00 and, for the last ten days, 4.00.
    const amazon = [day(-1000), 500, day(-400), 100, day(-200), 200, day(-100), -1, day(-50), 300, day(-10), 400];
    const csv: (number[] | null)[] = [];
    csv[CSV.AMAZON] = amazon;
    const stats = statsOf(csv, now, 365);
    expect(stats.current?.[CSV.AMAZON]).toBe(400);
    // 365 days: 1.00 x 165 + 2.00 x 100 + 3.00 x 40 + 4.00 x 10 over 315 days in stock.
    expect(stats.avg365?.[CSV.AMAZON]).toBe(Math.round(52_500 / 315));
    expect(stats.avg?.[CSV.AMAZON]).toBe(stats.avg365?.[CSV.AMAZON]);
    expect(stats.avg180?.[CSV.AMAZON]).toBe(Math.round(32_000 / 130));
    expect(stats.avg90?.[CSV.AMAZON]).toBe(320);
    expect(stats.avg30?.[CSV.AMAZON]).toBe(Math.round(10_000 / 30));
    expect(stats.outOfStockPercentage90?.[CSV.AMAZON]).toBe(Math.round((40 / 90) * 100));
    expect(stats.outOfStockPercentage30?.[CSV.AMAZON]).toBe(0);
    expect(stats.min?.[CSV.AMAZON]).toEqual([day(-400), 100]);
    expect(stats.max?.[CSV.AMAZON]).toEqual([day(-1000), 500]);
  });
});
