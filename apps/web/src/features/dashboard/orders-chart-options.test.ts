import type { DashboardOrderMonth } from '@shelfscope/contracts';
import type uPlot from 'uplot';
import { describe, expect, it } from 'vitest';
import { monthTick, ORDER_SERIES, ordersChartOptions, ordersData } from './orders-chart-options';

const NAMES = [
  'December',
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
];
const months: DashboardOrderMonth[] = NAMES.map((monthName, i) => ({
  monthName,
  month: `${i === 0 ? 2025 : 2026}-${String(((i + 11) % 12) + 1).padStart(2, '0')}`,
  cogsOnOrders: 1000 + i * 100,
  projectedRevenueOnOrders: 1800 + i * 150,
  projectedProfitOnOrders: i === 3 ? -250 : 400 + i * 30,
  projectedRoiOnOrders: 40,
}));

const options = (scheme: 'light' | 'dark') =>
  ordersChartOptions({ months, currency: 'USD', scheme, width: 800, height: 320, onCursor: () => undefined });
// The axis and range callbacks do not read the plot; a stand-in is enough to call them.
const plot = {} as uPlot;

describe('orders chart options', () => {
  it('draws cost of goods and revenue as bars and profit as a line with its points', () => {
    const series = options('light').series;
    expect(series).toHaveLength(4);
    expect(series.slice(1).map((s) => s.label)).toEqual(['Cost of goods', 'Projected revenue', 'Projected profit']);
    const [cogs, revenue, profit] = series.slice(1);
    expect(typeof cogs?.paths).toBe('function');
    expect(typeof revenue?.paths).toBe('function');
    expect(cogs?.fill).toBe('#adb5bd');
    expect(profit?.paths).toBeUndefined();
    expect(profit?.points?.show).toBe(true);
  });

  it('takes lighter colours on the dark theme', () => {
    const light = options('light');
    const dark = options('dark');
    for (const i of [1, 2, 3]) expect(dark.series[i]?.stroke).not.toBe(light.series[i]?.stroke);
    expect(dark.axes?.[1]?.stroke).not.toBe(light.axes?.[1]?.stroke);
    expect(ORDER_SERIES.map((s) => s.color.dark)).toEqual(dark.series.slice(1).map((s) => s.stroke));
  });

  it('labels the months on the x axis and money on the y axis', () => {
    const [x, y] = options('light').axes ?? [];
    const xValues = x?.values as (u: uPlot, splits: number[]) => string[];
    expect(xValues(plot, [0, 5, 11])).toEqual(['Dec 25', 'May 26', 'Nov 26']);
    expect(monthTick(months[1] as DashboardOrderMonth)).toBe('Jan 26');
    const yValues = y?.values as (u: uPlot, splits: number[]) => string[];
    expect(yValues(plot, [0, 2500, 12000])).toEqual(['$0', '$2.5K', '$12K']);
  });

  it('starts the money axis at zero, or below it for a loss', () => {
    const range = options('light').scales?.y?.range as (u: uPlot, min: number, max: number) => [number, number];
    expect(range(plot, 400, 3450)[0]).toBe(0);
    expect(range(plot, -250, 3450)[0]).toBeLessThan(-250);
    expect(range(plot, 400, 3450)[1]).toBeGreaterThanOrEqual(3450);
    expect(options('light').scales?.x?.range).toEqual([-0.5, 11.5]);
  });

  it('puts the months in uPlot columns: positions, then a column per series', () => {
    const data = ordersData(months);
    expect(data).toHaveLength(4);
    expect(data[0]).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(data[1]?.[11]).toBe(2100);
    expect(data[2]?.[0]).toBe(1800);
    expect(data[3]?.[3]).toBe(-250);
  });
});
