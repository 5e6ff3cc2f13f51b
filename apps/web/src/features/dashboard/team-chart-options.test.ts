import type { TeamActivity } from '@shelfscope/contracts';
import { describe, expect, it } from 'vitest';
import { CHART_MEMBERS, chartedMembers, teamData } from './team-chart-options';

const member = (id: string, lookups: number[]) => ({
  memberId: id,
  member: id,
  totals: { lookups: lookups.reduce((a, b) => a + b, 0), uploads: 0, proposals: 0, approvals: 0 },
  daily: { lookups, uploads: [0, 0], proposals: [0, 0], approvals: [0, 0] },
});

describe('the team chart', () => {
  it('draws the busiest members of the count shown, most first, and leaves out the idle', () => {
    const activity: TeamActivity = {
      days: ['2026-11-28', '2026-11-29'],
      timeZone: 'UTC',
      members: [member('idle', [0, 0]), member('some', [1, 0]), member('most', [3, 4])],
    };
    expect(chartedMembers(activity, 'lookups').map((m) => m.memberId)).toEqual(['most', 'some']);
    expect(teamData(activity, 'lookups')).toEqual([
      [0, 1],
      [3, 4],
      [1, 0],
    ]);
    expect(teamData(activity, 'uploads')).toEqual([[0, 1]]);
  });

  it(`draws at most ${CHART_MEMBERS} members`, () => {
    const members = Array.from({ length: CHART_MEMBERS + 2 }, (_, i) => member(`m${i}`, [i + 1, 0]));
    const charted = chartedMembers({ days: ['a', 'b'], timeZone: 'UTC', members }, 'lookups');
    expect(charted).toHaveLength(CHART_MEMBERS);
    expect(charted[0]?.memberId).toBe(`m${CHART_MEMBERS + 1}`);
  });
});
