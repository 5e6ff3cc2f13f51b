import type { DashboardOrderMonth } from '@shelfscope/contracts';
import uPlot from 'uplot';
import { inkedAxis, type Scheme } from '../../lib/uplot';
import { axisMoney } from './format';

type OrderFigure = 'cogsOnOrders' | 'projectedRevenueOnOrders' | 'projectedProfitOnOrders';

/** The chart's series, legend and tooltip in one order; the dark colours are lighter to read on a dark canvas. */
export const ORDER_SERIES: { key: OrderFigure; label: string; kind: 'bar' | 'line'; color: Record<Scheme, string> }[] = [
  { key: 'cogsOnOrders', label: 'Cost of goods', kind: 'bar', color: { light: '#adb5bd', dark: '#868e96' } },
  { key: 'projectedRevenueOnOrders', label: 'Projected revenue', kind: 'bar', color: { light: '#228be6', dark: '#4dabf7' } },
  { key: 'projectedProfitOnOrders', label: 'Projected profit', kind: 'line', color: { light: '#099268', dark: '#38d9a9' } },
];

/** A month on the axis: "Dec 25". */
export const monthTick = (m: DashboardOrderMonth) => `${m.monthName.slice(0, 3)} ${m.month.slice(2, 4)}`;

/** The months in uPlot's aligned form: their positions 0 to 11, then a column per series. */
export const ordersData = (months: DashboardOrderMonth[]): uPlot.AlignedData => [
  months.map((_, i) => i),
  ...ORDER_SERIES.map((s) => months.map((m) => m[s.key])),
];

/**
 * uPlot's options for the orders chart: the two bars of a month side by side (cost of goods
 * left of the month's tick, revenue right of it), profit a line with a point a month, money on
 * the y axis from zero (or below it, for a loss). The cursor snaps to a month and reports it;
 * the legend and tooltip are the page's own, so uPlot's legend is off, and so is zooming.
 */
export function ordersChartOptions(input: {
  months: DashboardOrderMonth[];
  /** The orders' currency (the axis's money). */
  currency: string;
  scheme: Scheme;
  width: number;
  height: number;
  onCursor: (idx: number | null, left: number | null) => void;
}): uPlot.Options {
  const ticks = input.months.map(monthTick);
  const bars = (align: -1 | 1) => uPlot.paths.bars?.({ size: [0.36, 24], align, gap: 1 });
  return {
    width: input.width,
    height: input.height,
    legend: { show: false },
    cursor: {
      y: false,
      drag: { x: false, y: false },
      points: { show: false },
      // The line sits on the month's tick, not where the mouse happens to be within the month.
      move: (u, left, top) => [left < 0 ? left : u.valToPos(u.posToIdx(left), 'x'), top],
    },
    scales: {
      x: { time: false, range: [-0.5, input.months.length - 0.5] },
      y: { range: (_u, min, max) => uPlot.rangeNum(Math.min(0, min), Math.max(0, max), 0.1, true) },
    },
    axes: [
      {
        ...inkedAxis(input.scheme, false),
        incrs: [1, 2, 3, 4, 6],
        space: 44,
        values: (_u, splits) => splits.map((i) => ticks[i] ?? ''),
      },
      { ...inkedAxis(input.scheme), size: 56, values: (_u, splits) => splits.map((v) => axisMoney(v, input.currency)) },
    ],
    series: [
      {},
      ...ORDER_SERIES.map((s, i): uPlot.Series => {
        const color = s.color[input.scheme];
        if (s.kind === 'bar') {
          const paths = bars(i === 0 ? -1 : 1);
          return { label: s.label, stroke: color, fill: color, width: 0, points: { show: false }, ...(paths ? { paths } : {}) };
        }
        return { label: s.label, stroke: color, width: 2, points: { show: true, size: 6, fill: color } };
      }),
    ],
    hooks: {
      setCursor: [(u) => input.onCursor(u.cursor.idx ?? null, u.cursor.left ?? null)],
    },
  };
}
