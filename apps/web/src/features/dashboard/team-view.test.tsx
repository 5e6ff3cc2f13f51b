import type { LookupEntry, TeamActivity } from '@shelfscope/contracts';
import { configure, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyAs, type ROLE_PERMISSIONS } from '../../test/company';
import { type ApiCall, ok, renderScreens } from '../../test/screen-api';
import { TeamView } from './team-view';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 8_000 });

const zeros = [0, 0, 0];
const ACTIVITY: TeamActivity = {
  days: ['2026-11-27', '2026-11-28', '2026-11-29'],
  timeZone: 'UTC',
  members: [
    {
      memberId: 'member-va',
      member: 'Val Scout <va@shelfscope.local>',
      totals: { lookups: 7, uploads: 1, proposals: 3, approvals: 0 },
      daily: { lookups: [5, 0, 2], uploads: [0, 1, 0], proposals: [0, 0, 3], approvals: zeros },
    },
    {
      memberId: 'member-buyer',
      member: 'Parker Purchasing <purchasing@shelfscope.local>',
      totals: { lookups: 0, uploads: 0, proposals: 0, approvals: 2 },
      daily: { lookups: zeros, uploads: zeros, proposals: zeros, approvals: [0, 0, 2] },
    },
  ],
};
const IDLE: TeamActivity = {
  ...ACTIVITY,
  members: ACTIVITY.members.map((m) => ({
    ...m,
    totals: { lookups: 0, uploads: 0, proposals: 0, approvals: 0 },
    daily: { lookups: zeros, uploads: zeros, proposals: zeros, approvals: zeros },
  })),
};
const LOOKUP: LookupEntry = {
  versionId: '00000000-0000-4000-8000-000000000010',
  productId: '00000000-0000-4000-8000-000000000011',
  asin: 'B00TEAM001',
  title: 'Garden hose, 50 ft',
  marketplace: 'US',
  at: '2026-11-29T10:00:00.000Z',
  buyBox: 24.99,
  profit: 6.5,
  roi: 41.2,
};

function server(role: keyof typeof ROLE_PERMISSIONS) {
  return (call: ApiCall) => {
    if (call.path === '/api/Company') return ok(companyAs(role));
    // Nobody did anything in the 90 days before (the team started this week).
    if (call.path === '/api/Dashboard/team') return ok(call.query.get('days') === '90' ? IDLE : ACTIVITY);
    if (call.path === '/api/Dashboard/team/lookups') {
      const mine = call.query.get('memberId') === 'member-va';
      return ok(mine ? [LOOKUP] : [], { page: 1, pageSize: 10, totalItems: mine ? 1 : 0 });
    }
    return undefined;
  };
}

const PAGES = [{ path: '/dashboard', component: TeamView }];

describe('the team view', () => {
  it("shows an owner every member's counts and a member's lookup history", async () => {
    const { calls } = await renderScreens('/dashboard', PAGES, server('shelfscope_owner'));
    const table = await screen.findByRole('table', { name: 'Team activity, last 30 days' });
    expect(calls.find((c) => c.path === '/api/Dashboard/team')?.query.get('days')).toBe('30');
    const va = within(table).getByText('Val Scout <va@shelfscope.local>').closest('tr') as HTMLElement;
    expect(
      within(va)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Val Scout <va@shelfscope.local>', '7', '1', '3', '0', 'Lookups']);
    fireEvent.click(screen.getByRole('button', { name: 'Lookup history of Val Scout <va@shelfscope.local>' }));
    const history = await screen.findByRole('table', { name: 'Lookup history of Val Scout <va@shelfscope.local>' });
    const row = within(history).getByText('B00TEAM001').closest('tr') as HTMLElement;
    expect(row.textContent).toContain('Garden hose, 50 ft');
    expect(row.textContent).toContain('$24.99');
    expect(row.textContent).toContain('$6.50');
    expect(row.textContent).toContain('41.2%');

    fireEvent.click(screen.getByRole('button', { name: 'Lookup history of Parker Purchasing <purchasing@shelfscope.local>' }));
    expect(await screen.findByText('Parker Purchasing <purchasing@shelfscope.local> has no lookups yet.')).toBeTruthy();
  });

  it('says so when nobody did what is shown, and asks again for another span', async () => {
    const { calls } = await renderScreens('/dashboard', PAGES, server('shelfscope_buyer'));
    fireEvent.click(await screen.findByRole('radio', { name: 'Approvals' }));
    // jsdom cannot draw: the chart says so, and the table has the figures.
    expect(await screen.findByText('This browser cannot draw the chart; the figures are in the table below.')).toBeTruthy();
    expect(screen.queryByText(/No approvals in the last/)).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '90 days' }));
    await screen.findByRole('table', { name: 'Team activity, last 90 days' });
    expect(await screen.findByText('No approvals in the last 90 days.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/Dashboard/team').map((c) => c.query.get('days'))).toEqual(['30', '90']);
  });

  it('is not shown to VAs and viewers, and not asked for', async () => {
    for (const role of ['shelfscope_va', 'shelfscope_viewer'] as const) {
      const { calls } = await renderScreens('/dashboard', PAGES, server(role));
      await vi.waitFor(() => expect(calls.some((c) => c.path === '/api/Company')).toBe(true));
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(screen.queryByText('Team activity')).toBeNull();
      expect(calls.some((c) => c.path.startsWith('/api/Dashboard/team'))).toBe(false);
      document.body.innerHTML = '';
    }
  });
});
