import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyAs, type ROLE_PERMISSIONS } from '../../test/company';
import { identityOk } from '../../test/identity';
import { type ApiCall as Call, ok, renderScreens } from '../../test/screen-api';
import AuditLogPage from './audit-log-page';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

const BUYER = 'member-test-buyer';
const ENTRY = {
  id: 7,
  at: '2026-11-29T14:00:00.000Z',
  memberId: BUYER,
  member: 'Bea Buyer <bea@harbor.example>',
  impersonatorId: 'member-test-admin',
  impersonatorEmail: 'ops@shelfscope.example',
  apiKeyId: null,
  address: '203.0.113.9',
  action: 'shortlist_item.approve',
  entity: 'shortlist_item',
  entityId: '44444444-4444-4444-8444-444444444441',
  before: { status: 'proposed', decision_comment: null },
  after: { status: 'approved', decision_comment: 'Good find' },
};

function server(role: keyof typeof ROLE_PERMISSIONS) {
  return (call: Call) => {
    const at = `${call.method} ${call.path}`;
    if (at === 'GET /api/Company') return ok(companyAs(role));
    if (at === 'GET /api/AuditLog') return ok([ENTRY], { page: 1, pageSize: 50, totalItems: 1 });
    return undefined;
  };
}

const members = {
  route: (call: { method: string; path: string }) =>
    call.path === '/b2b/organizations/me/members/search'
      ? identityOk({
          members: [{ member_id: BUYER, email_address: 'bea@harbor.example', name: 'Bea Buyer', status: 'active', roles: [] }],
        })
      : undefined,
};

const open = (role: keyof typeof ROLE_PERMISSIONS) =>
  renderScreens('/settings/audit-log', [{ path: '/settings/audit-log', component: AuditLogPage }], server(role), members);

describe('the audit log screen', () => {
  it('shows who changed what, before and after, the impersonator and the address; filters go to the server', async () => {
    const { calls } = await open('shelfscope_owner');
    // The table is for wider screens (a phone gets cards): its CSS hides it from jsdom's narrow window.
    const table = await screen.findByRole('table', { name: 'Audit log', hidden: true });
    const row = within(table).getAllByRole('row', { hidden: true })[1] as HTMLElement;
    expect(within(row).getByText('Bea Buyer <bea@harbor.example>')).toBeTruthy();
    expect(within(row).getByText('Impersonated by ops@shelfscope.example')).toBeTruthy();
    expect(within(row).getByText('approve')).toBeTruthy();
    expect(within(row).getByText('Shortlist item')).toBeTruthy();
    expect(within(row).getByText('203.0.113.9')).toBeTruthy();
    expect(row.textContent).toContain('proposed → approved');
    expect(row.textContent).toContain('empty → Good find');
    // The same change as a card on a phone.
    const cards = screen.getByLabelText('Audit log changes');
    expect(cards.textContent).toContain('Impersonated by ops@shelfscope.example');
    expect(cards.textContent).toContain('proposed → approved');
    expect(cards.textContent).toContain('From 203.0.113.9');

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/AuditLog' && c.query.get('from') === '2026-11-01')).toBe(true));
    const last = calls.filter((c) => c.path === '/api/AuditLog').at(-1);
    expect(last?.query.get('page')).toBe('1');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeTruthy();
  });

  it('tells a member without audit:read who may see it, and asks the server nothing', async () => {
    const { calls } = await open('shelfscope_va');
    expect(await screen.findByText(/You need audit:read to see the audit log/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download CSV' })).toBeNull();
    expect(calls.some((c) => c.path === '/api/AuditLog')).toBe(false);
  });
});
