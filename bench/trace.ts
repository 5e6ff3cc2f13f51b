/**
 * Reading a Chromium trace (the JSON of `browser.stopTracing()`): the renderer main thread's
 * CPU (thread time) inside windows the page marked with `performance.mark(name + ':start')` and
 * `performance.mark(name + ':end')`.
 */

/** The categories the readers below need: top-level tasks, the timeline's phases, user marks. */
export const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'blink.user_timing', 'v8'];

type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
};

/** Where a window's main-thread thread time went (ms, summed over the window). */
export type WindowCpu = {
  /** Top-level tasks: all the main thread did. */
  tasks: number;
  style: number;
  layout: number;
  /** Pre-paint, paint and layerizing (the main thread's part; raster is on other threads). */
  paint: number;
  gc: number;
  /** How many major (mark-compact) collections paused the thread. */
  majorGcs: number;
  /** The longest single collection pause, major or minor (thread time), ms. */
  longestGc: number;
  /** The longest single task (wall time), ms. */
  longestTask: number;
};

const PHASES: Record<string, 'style' | 'layout' | 'paint' | 'gc'> = {
  UpdateLayoutTree: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  MinorGC: 'gc',
  MajorGC: 'gc',
};

const TOP_LEVEL = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/** The events of a trace (the JSON `browser.stopTracing()` gives). */
export function traceEvents(traceJson: string): TraceEvent[] {
  const parsed = JSON.parse(traceJson) as { traceEvents: TraceEvent[] } | TraceEvent[];
  return Array.isArray(parsed) ? parsed : parsed.traceEvents;
}

/** The main-thread CPU of each marked window named `prefix`..., in the order they were marked. */
export function cpuInWindows(events: TraceEvent[], prefix: string): WindowCpu[] {
  const marks = events.filter((e) => e.name.startsWith(prefix) && (e.ph === 'R' || e.ph === 'I' || e.ph === 'n'));
  const first = marks[0];
  if (!first) throw new Error(`no ${prefix} marks in the trace`);
  // The thread that marked is the page's main thread.
  const { pid, tid } = first;
  const windows: { from: number; to: number }[] = [];
  let open: number | null = null;
  for (const m of marks.sort((a, b) => a.ts - b.ts)) {
    if (m.name.endsWith(':start')) open = m.ts;
    else if (m.name.endsWith(':end') && open !== null) {
      windows.push({ from: open, to: m.ts });
      open = null;
    }
  }
  const sums: WindowCpu[] = windows.map(() => ({
    tasks: 0,
    style: 0,
    layout: 0,
    paint: 0,
    gc: 0,
    majorGcs: 0,
    longestGc: 0,
    longestTask: 0,
  }));
  const ms = (e: TraceEvent) => (e.tdur ?? e.dur ?? 0) / 1000;
  // A phase's events nest (the document's Paint holds the scroller's): count the outermost only.
  const phaseEnds: Partial<Record<string, number>> = {};
  const own = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X').sort((a, b) => a.ts - b.ts);
  for (const e of own) {
    const phase = PHASES[e.name];
    const isTask = TOP_LEVEL.has(e.name);
    if (!phase && !isTask) continue;
    const i = windows.findIndex((w) => e.ts >= w.from && e.ts < w.to);
    const sum = sums[i];
    if (!sum) continue;
    if (phase && e.ts >= (phaseEnds[phase] ?? 0)) {
      sum[phase] += ms(e);
      phaseEnds[phase] = e.ts + (e.dur ?? 0);
      if (phase === 'gc') {
        if (e.name === 'MajorGC') sum.majorGcs += 1;
        sum.longestGc = Math.max(sum.longestGc, ms(e));
      }
    }
    if (isTask) {
      sum.tasks += ms(e);
      sum.longestTask = Math.max(sum.longestTask, (e.dur ?? 0) / 1000);
    }
  }
  return sums;
}
