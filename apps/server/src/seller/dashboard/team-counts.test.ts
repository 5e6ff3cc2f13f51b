import { describe, expect, it } from 'vitest';
import { daysUpTo } from './team.js';
import { foldTeamCounts } from './team-counts.js';

describe('daysUpTo', () => {
  it('lists the days oldest first, across a month end', () => {
    expect(daysUpTo('2026-12-02', 4)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01', '2026-12-02']);
  });
});

describe('foldTeamCounts', () => {
  const days = ['2026-11-27', '2026-11-28', '2026-11-29'];

  it('puts each row on its member and day, sums the totals, lists idle members and drops days outside', () => {
    const folded = foldTeamCounts(
      [
        { memberId: 'va', day: '2026-11-27', count: 'lookups', value: 5 },
        { memberId: 'va', day: '2026-11-29', count: 'lookups', value: 2 },
        { memberId: 'va', day: '2026-11-29', count: 'proposals', value: 3 },
        { memberId: 'buyer', day: '2026-11-29', count: 'approvals', value: 2 },
        { memberId: 'buyer', day: '2026-11-28', count: 'lookups', value: 1 },
        // The day before the span (read to cover the zone's offset) is not shown.
        { memberId: 'va', day: '2026-11-26', count: 'lookups', value: 40 },
        // A member who left the organization still shows with what they did.
        { memberId: 'gone', day: '2026-11-28', count: 'uploads', value: 1 },
      ],
      days,
      ['owner', 'buyer', 'va'],
    );
    expect(folded.map((m) => m.memberId)).toEqual(['va', 'buyer', 'gone', 'owner']);
    expect(folded[0]).toEqual({
      memberId: 'va',
      totals: { lookups: 7, uploads: 0, proposals: 3, approvals: 0 },
      daily: { lookups: [5, 0, 2], uploads: [0, 0, 0], proposals: [0, 0, 3], approvals: [0, 0, 0] },
    });
    expect(folded[1]?.totals).toEqual({ lookups: 1, uploads: 0, proposals: 0, approvals: 2 });
    expect(folded[2]?.daily.uploads).toEqual([0, 1, 0]);
    expect(folded[3]?.totals).toEqual({ lookups: 0, uploads: 0, proposals: 0, approvals: 0 });
  });
});
