import { describe, expect, it } from 'vitest';
import { dashboardMetrics, percentChange, roiPercent, type Totals } from './formulas.js';
import { monthsBefore, todayIn } from './service.js';

const totals = (entries: Record<string, [number, number]>): Totals =>
  new Map(Object.entries(entries).map(([kind, [quantity, amount]]) => [kind, { quantity, amount }]));
const config = { timeZone: 'UTC', minutesPerSku: 3, minutesPerFile: 20, minutesPerOrder: 30 };

describe('dashboard formulas', () => {
  it('changes are percentages of the earlier span; from nothing they are 0 (still nothing) or null (new)', () => {
    expect(percentChange(200, 250)).toBe(25);
    expect(percentChange(3, 1)).toBe(-66.7);
    expect(percentChange(0, 0)).toBe(0);
    expect(percentChange(0, 5)).toBeNull();
    expect(percentChange(-100, -50)).toBe(50);
  });

  it('ROI is profit over cost of goods and prep in percent, none without costs', () => {
    expect(roiPercent(50, 200)).toBe(25);
    expect(roiPercent(-30, 100)).toBe(-30);
    expect(roiPercent(10, 0)).toBeNull();
    // Issue 40's order: $636.00 of goods, $18.00 prep, $463.07 profit: 463.07 / 654 = 70.8%, the
    // shortlist's figure for the same goods (not 463.07 / 636 = 72.8%).
    expect(roiPercent(463.07, 636, 18)).toBe(70.8);
  });

  it('hours saved add the minutes per SKU, file and order; ROI changes are percentage points', () => {
    const spans = {
      current: totals({
        skus_scanned: [40, 0],
        files_uploaded: [3, 0],
        purchase_orders_downloaded: [2, 400],
        projected_profit_on_orders: [2, 100],
      }),
      lastMonth: totals({ skus_scanned: [20, 0], purchase_orders_downloaded: [1, 100], projected_profit_on_orders: [1, 40] }),
      yearAgo: totals({}),
    };
    const m = dashboardMetrics(spans, config);
    // (40 x 3 + 3 x 20 + 2 x 30) / 60 = 4 h, against (20 x 3 + 30) / 60 = 1.5 h.
    expect(m.hoursSaved).toEqual({
      value: 4,
      changeLastMonth: 166.7,
      isChangeLastMonthPositive: true,
      yoYPercent: null,
      isYoYPositive: true,
    });
    expect(m.projectedRoiOnOrders).toEqual({
      percentage: 25,
      changeLastMonth: -15,
      isChangeLastMonthPositive: false,
      yoYPercent: null,
      isYoYPositive: true,
    });
    expect(m.cogsOnDownloads.value).toBe(400);
    expect(m.shortlists).toEqual({
      value: 0,
      changeLastMonth: 0,
      isChangeLastMonthPositive: true,
      yoYPercent: 0,
      isYoYPositive: true,
    });
  });

  it('counts months back across years and reads today in the zone', () => {
    expect(monthsBefore('2026-01', 1)).toBe('2025-12');
    expect(monthsBefore('2026-11', 12)).toBe('2025-11');
    expect(monthsBefore('2026-03', 14)).toBe('2025-01');
    // 03:30 UTC on 1 March is still 28 February in New York.
    expect(todayIn('America/New_York', new Date('2026-03-01T03:30:00Z'))).toBe('2026-02-28');
    expect(todayIn('UTC', new Date('2026-03-01T03:30:00Z'))).toBe('2026-03-01');
  });
});
