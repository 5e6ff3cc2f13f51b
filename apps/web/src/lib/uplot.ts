import 'uplot/dist/uPlot.min.css';
import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react';
import uPlot from 'uplot';

/**
 * What the app's uPlot charts share (the product's price history, the dashboard's orders):
 * the theme's ink for axes and grid, whether the browser can draw, a chart that follows its
 * box's width, and the arrow keys that move the cursor.
 */
export type Scheme = 'light' | 'dark';

/** Axis and grid colours that read on each theme's background. */
const INK: Record<Scheme, { axis: string; grid: string }> = {
  light: { axis: '#495057', grid: 'rgba(0, 0, 0, 0.07)' },
  dark: { axis: '#c1c2c5', grid: 'rgba(255, 255, 255, 0.09)' },
};

/** An axis drawn in the theme's ink; `grid: false` leaves the grid to another axis. */
export const inkedAxis = (scheme: Scheme, grid = true): Pick<uPlot.Axis, 'stroke' | 'grid' | 'ticks'> => ({
  stroke: INK[scheme].axis,
  grid: { show: grid, stroke: INK[scheme].grid, width: 1 },
  ticks: { stroke: INK[scheme].grid, width: 1 },
});

/** Whether this browser can draw on a canvas (jsdom cannot; the page's own values still show). */
export function canDraw(): boolean {
  try {
    return Boolean(document.createElement('canvas').getContext('2d'));
  } catch {
    return false;
  }
}

const MIN_WIDTH = 280;
/** Shorter on a phone, where the page scrolls past it. */
const heightFor = (width: number) => (width < 600 ? 240 : 320);

export type Drawing = { options: (size: { width: number; height: number }) => uPlot.Options; data: uPlot.AlignedData };

/**
 * Draws `drawing` into the box (give it a stable identity: a new one redraws the chart), sized
 * to the box's width and resized with it, destroyed on unmount. Returns the live plot.
 */
export function useUPlot(box: RefObject<HTMLDivElement | null>, drawing: Drawing | null): RefObject<uPlot | null> {
  const plot = useRef<uPlot | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || !drawing) return;
    const width = Math.max(element.clientWidth, MIN_WIDTH);
    const u = new uPlot(drawing.options({ width, height: heightFor(width) }), drawing.data, element);
    plot.current = u;
    const observer = new ResizeObserver(() => {
      const w = Math.max(element.clientWidth, MIN_WIDTH);
      u.setSize({ width: w, height: heightFor(w) });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      u.destroy();
      plot.current = null;
    };
  }, [box, drawing]);
  return plot;
}

/**
 * With the chart focused, the left and right arrow keys move its cursor one point (`xs` are the
 * x values, `index` the point the cursor is on now).
 */
export function stepCursor(u: uPlot | null, event: KeyboardEvent, xs: ArrayLike<number>, index: number): void {
  if (!u || xs.length === 0 || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
  event.preventDefault();
  const next = Math.min(xs.length - 1, Math.max(0, index + (event.key === 'ArrowRight' ? 1 : -1)));
  u.setCursor({ left: u.valToPos(xs[next] ?? 0, 'x'), top: 20 });
}
