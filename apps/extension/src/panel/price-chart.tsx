import { DEFAULT_MARKETPLACE, type ProductGraph } from '@shelfscope/contracts';
import { useEffect, useRef, useState } from 'react';
import uPlot from 'uplot';
import { buildChartData, type ChartRange, SERIES, TICKS } from '../../../web/src/components/product-analysis/chart-series';
import { AXIS_INCREMENTS } from '../../../web/src/lib/format';
import type { ExtensionClient } from '../lib/client';
import { moneyFormat } from '../lib/money';
import { useMoney } from './money-context';

/** Spec section 9's history windows. */
const WINDOWS: ChartRange[] = ['30', '90', '180', '365'];
const SHOWN = ['buyBoxShipping', 'amazon', 'new', 'sales'];

type Scheme = 'light' | 'dark';
const DARK = '(prefers-color-scheme: dark)';

/** The browser's colour scheme, followed as it changes (the chart is drawn again in its ink). */
function useScheme(): Scheme {
  const read = (): Scheme => (typeof matchMedia === 'function' && matchMedia(DARK).matches ? 'dark' : 'light');
  const [scheme, setScheme] = useState<Scheme>(read);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(DARK);
    const follow = () => setScheme(query.matches ? 'dark' : 'light');
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);
  return scheme;
}

/** Whether this browser can draw on a canvas (jsdom cannot; the legend still shows). */
function canDraw(): boolean {
  try {
    return Boolean(document.createElement('canvas').getContext('2d'));
  } catch {
    return false;
  }
}

type Line = { stroke: string; width: number };

/**
 * The panel chart's scales and axes, as the web app's chart has them: the rank the same way up
 * (a better rank lower on the axis: no `dir: -1`), ticks short enough for the axis ("#100K" and
 * "$24.99", where "100,000" was cut to "100,0"); prices in the product's currency (`priceTick`).
 */
export function panelChartScales({
  ink,
  grid,
  priceTick = moneyFormat(DEFAULT_MARKETPLACE).tick,
}: {
  ink: string;
  grid: Line;
  priceTick?: (value: number) => string;
}): Pick<uPlot.Options, 'scales' | 'axes'> {
  const ticks = (format: (v: number) => string) => (_u: uPlot, values: (number | null)[]) =>
    values.map((v) => (v === null ? '' : format(v)));
  return {
    scales: { x: { time: true }, $: { auto: true }, rank: { auto: true } },
    axes: [
      { stroke: ink, grid, size: 30 },
      { scale: '$', stroke: ink, grid, size: 48, incrs: AXIS_INCREMENTS, values: ticks(priceTick) },
      { scale: 'rank', side: 1, stroke: ink, grid: { show: false }, size: 52, values: ticks(TICKS.rank) },
    ],
  };
}

/** The compact price history from `/graph`: buy box, Amazon and new prices, and the sales rank. */
export function PriceChart({ asin, client }: { asin: string; client: ExtensionClient }) {
  const [graph, setGraph] = useState<ProductGraph | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [range, setRange] = useState<ChartRange>('90');
  const box = useRef<HTMLDivElement>(null);
  const scheme = useScheme();
  const { tick } = useMoney();
  useEffect(() => {
    let live = true;
    client.graph(asin).then(
      (g) => live && setGraph(g),
      (e: unknown) => live && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      live = false;
    };
  }, [client, asin]);
  useEffect(() => {
    const element = box.current;
    if (!graph || !element || !canDraw()) return;
    const data = buildChartData(graph, SHOWN, range, new Date().toISOString());
    const ink = scheme === 'dark' ? '#c1c2c5' : '#495057';
    const grid = { stroke: scheme === 'dark' ? 'rgba(255,255,255,0.09)' : 'rgba(0,0,0,0.07)', width: 1 };
    const plot = new uPlot(
      {
        width: Math.max(element.clientWidth, 300),
        height: 150,
        legend: { show: false },
        ...panelChartScales({ ink, grid, priceTick: tick }),
        series: [
          {},
          ...data.ys.map(({ def }) => ({
            label: def.label,
            scale: def.scale === 'price' ? '$' : 'rank',
            stroke: def.color[scheme],
            width: 1.5,
            spanGaps: false,
          })),
        ],
      },
      [data.xs, ...data.ys.map((y) => y.values)],
      element,
    );
    return () => plot.destroy();
  }, [graph, range, scheme, tick]);
  if (error) return <p className="ss-error ss-small">{error}</p>;
  return (
    <section aria-label="Price history">
      <div className="ss-row">
        {WINDOWS.map((w) => (
          <button
            key={w}
            type="button"
            className={`ss-chip${w === range ? ' ss-chip-on' : ''}`}
            aria-pressed={w === range}
            onClick={() => setRange(w)}
          >
            {w} d
          </button>
        ))}
      </div>
      <div ref={box} className="ss-chart" data-testid="price-chart" />
      <p className="ss-legend ss-small">
        {SERIES.filter((s) => SHOWN.includes(s.key)).map((s) => (
          <span key={s.key} className="ss-legend-item">
            <span aria-hidden="true" style={{ color: s.color[scheme] }}>
              ●
            </span>{' '}
            {s.label}
          </span>
        ))}
        {graph ? null : <span className="ss-muted"> loading…</span>}
      </p>
    </section>
  );
}
