import { describe, expect, it } from 'vitest';
import {
  currenciesIn,
  currencyFigures,
  dashboardMetrics,
  orderMonth,
  percentChange,
  roiPercent,
  type Totals,
} from './formulas.js';
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

  it('never adds two currencies: a GBP order counts as an order and keeps its money apart', () => {
    // A $400.00 order (profit $100.00) and a £300.00 order (profit £90.00, prep £10.00): the GBP
    // order records a plain download with no amount (the count) and its money under `:GBP` kinds.
    const current = totals({
      purchase_orders_downloaded: [2, 400],
      projected_profit_on_orders: [1, 100],
      'purchase_orders_downloaded:GBP': [1, 300],
      'projected_profit_on_orders:GBP': [1, 90],
      'projected_prep_on_orders:GBP': [1, 10],
      'projected_revenue_on_orders:GBP': [1, 520],
    });
    const spans = { current, lastMonth: totals({}), yearAgo: totals({}) };
    const usd = dashboardMetrics(spans, config);
    expect(usd.purchaseOrdersDownloaded.value).toBe(2);
    expect([usd.cogsOnDownloads.value, usd.projectedProfitOnOrders.value, usd.projectedRoiOnOrders.percentage]).toEqual([
      400, 100, 25,
    ]);
    expect(currenciesIn([current])).toEqual(['GBP', 'USD']);
    const gbp = currencyFigures(spans, [['2026-11', current]], 'GBP');
    // 90 / (300 + 10) = 29.0%
    expect([gbp.cogsOnDownloads.value, gbp.projectedProfitOnOrders.value, gbp.projectedRoiOnOrders.percentage]).toEqual([
      300, 90, 29,
    ]);
    expect(gbp.orders).toEqual([orderMonth('2026-11', current, 'GBP')]);
    expect(gbp.orders[0]).toMatchObject({ cogsOnOrders: 300, projectedRevenueOnOrders: 520, projectedProfitOnOrders: 90 });
    // A company on amazon.co.uk reads its pounds as its own figures.
    expect(dashboardMetrics(spans, config, 'GBP').projectedProfitOnOrders.value).toBe(90);
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
