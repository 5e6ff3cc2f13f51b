import type { TeamActivity, TeamCount } from '@shelfscope/contracts';
import type uPlot from 'uplot';
import { formatDate } from '../../lib/locale';
import { type Drawing, inkedAxis, type Scheme } from '../../lib/uplot';

/** The members drawn: the busiest few (the table below lists everyone). */
export const CHART_MEMBERS = 6;

/** A line per member, told apart on both themes (the dark ones lighter to read on a dark canvas). */
const PALETTE: Record<Scheme, string[]> = {
  light: ['#228be6', '#e8590c', '#099268', '#ae3ec9', '#e03131', '#495057'],
  dark: ['#4dabf7', '#ffa94d', '#38d9a9', '#da77f2', '#ff8787', '#ced4da'],
};

export const memberColor = (scheme: Scheme, index: number) => PALETTE[scheme][index % CHART_MEMBERS] ?? '#868e96';

/** The members with any of `count` in the span, most first, at most CHART_MEMBERS. */
export function chartedMembers(activity: TeamActivity, count: TeamCount) {
  return activity.members
    .filter((m) => m.totals[count] > 0)
    .sort((a, b) => b.totals[count] - a.totals[count])
    .slice(0, CHART_MEMBERS);
}

/** The days' positions, then a column per charted member. */
export const teamData = (activity: TeamActivity, count: TeamCount): uPlot.AlignedData => [
  activity.days.map((_, i) => i),
  ...chartedMembers(activity, count).map((m) => m.daily[count]),
];

/** A day on the axis ("Nov 29"), from YYYY-MM-DD, in the member's language. */
const dayTick = (day: string) => formatDate(`${day}T12:00:00Z`, { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A line per charted member over the days, counts from zero; uPlot's legend is off (the page has its own). */
export function teamChartOptions(input: {
  activity: TeamActivity;
  count: TeamCount;
  scheme: Scheme;
  width: number;
  height: number;
}): uPlot.Options {
  const ticks = input.activity.days.map(dayTick);
  return {
    width: input.width,
    height: input.height,
    legend: { show: false },
    cursor: { y: false, drag: { x: false, y: false } },
    scales: {
      x: { time: false, range: [0, Math.max(1, input.activity.days.length - 1)] },
      y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.1))] },
    },
    axes: [
      { ...inkedAxis(input.scheme, false), space: 48, values: (_u, splits) => splits.map((i) => ticks[i] ?? '') },
      { ...inkedAxis(input.scheme), size: 44, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000] },
    ],
    series: [
      {},
      ...chartedMembers(input.activity, input.count).map((m, i): uPlot.Series => {
        const color = memberColor(input.scheme, i);
        return { label: m.member ?? m.memberId, stroke: color, width: 2, points: { show: true, size: 5, fill: color } };
      }),
    ],
  };
}

/** The chart of `count` for useUPlot. */
export const teamDrawing = (activity: TeamActivity, count: TeamCount, scheme: Scheme): Drawing => ({
  options: (size) => teamChartOptions({ activity, count, scheme, ...size }),
  data: teamData(activity, count),
});
