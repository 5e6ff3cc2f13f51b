import uPlot from 'uplot';
import { AXIS_INCREMENTS } from '../../lib/format';
import { inkedAxis, type Scheme } from '../../lib/uplot';
import { type ChartData, type ChartScale, ticksFor } from './chart-series';

/**
 * uPlot's options for the history chart: a time axis, one y axis per scale in use (prices on
 * the left; rank, counts and rating on the right, each its own), step lines with gaps where a
 * series has no value. The legend is the page's own (toggles with live values), so uPlot's is off.
 */
export function chartOptions(input: {
  data: ChartData;
  scales: ChartScale[];
  scheme: Scheme;
  width: number;
  height: number;
  onCursor: (idx: number | null) => void;
  /** The product's currency (USD when left out). */
  currency?: string;
}): uPlot.Options {
  const ticks = ticksFor(input.currency);
  const axis = (scale: ChartScale, index: number): uPlot.Axis => ({
    scale,
    side: scale === 'price' || (index === 0 && !input.scales.includes('price')) ? 3 : 1,
    ...inkedAxis(input.scheme, index === 0),
    size: 56,
    // Steps of 1, 2 or 5 (never 2.5: "$52.50" shown as "$53" between "$50" and "$55").
    ...(scale === 'price' ? { incrs: AXIS_INCREMENTS } : {}),
    values: (_u, values) => values.map((v) => (v === null ? '' : ticks[scale](v))),
  });
  const stepped = uPlot.paths.stepped?.({ align: 1 });
  return {
    width: input.width,
    height: input.height,
    legend: { show: false },
    cursor: { drag: { x: true, y: false }, points: { size: 6 } },
    scales: {
      x: { time: true },
      ...Object.fromEntries(input.scales.map((s) => [s, { auto: true, ...(s === 'rating' ? { range: [0, 5] } : {}) }])),
    },
    axes: [inkedAxis(input.scheme), ...input.scales.map(axis)],
    series: [
      {},
      ...input.data.ys.map(({ def }) => ({
        label: def.label,
        scale: def.scale,
        stroke: def.color[input.scheme],
        width: def.scale === 'price' ? 1.75 : 1.25,
        ...(def.dash ? { dash: def.dash } : {}),
        ...(stepped ? { paths: stepped } : {}),
        points: { show: false },
        spanGaps: false,
      })),
    ],
    hooks: {
      setCursor: [(u) => input.onCursor(u.cursor.idx ?? null)],
    },
  };
}

/** The data in uPlot's aligned form: the time column first, then one column per series. */
export const alignedData = (data: ChartData): uPlot.AlignedData => [data.xs, ...data.ys.map((y) => y.values)];
