import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { companyAs, type ROLE_PERMISSIONS } from '../../test/company';
import { identityOk } from '../../test/identity';
import { APPROVED_LINE, BASE_FIELDS, type ApiCall as Call, ok, product, renderScreens } from '../../test/screen-api';
import { shortlistSummary } from '../../test/shortlist';
import ShortlistPage from './shortlist-page';
import ShortlistsPage from './shortlists-page';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });

const ID = '11111111-1111-4111-8111-111111111111';
const SUPPLIER = '22222222-2222-4222-8222-222222222222';
const VA = 'member-test-va';

const figures = (units: number) => ({
  quantityBuyingSupplierUnits: units,
  quantityBuyingListingUnits: units,
  quantityBuyingGoods: units * 5,
  quantityBuyingPrep: 0,
  quantityBuyingGoodsPrep: units * 5,
  amazonFeesOnPurchase: units * 4,
  revenueOnPurchase: units * 12,
  profitOnPurchase: units * 3,
  netReturn: units * 8,
});

/** A shortlist with one approved line and one line a VA proposed; the totals are the approved line's. */
function server(role: keyof typeof ROLE_PERMISSIONS) {
  const approved = {
    ...BASE_FIELDS,
    ...APPROVED_LINE,
    id: '44444444-4444-4444-8444-444444444441',
    shortlistId: ID,
    productId: '44444444-4444-4444-8444-444444444441',
    product: product({ id: '44444444-4444-4444-8444-444444444441', asin: 'B000000001', title: 'Lantern oil', cost: 5 }),
    quantity: 2,
    comment: null,
    override: -1,
    overrideCustomValue: null,
    selectedBuyBoxValue: 12,
    ...figures(2),
  };
  const proposed = {
    ...approved,
    ...APPROVED_LINE,
    id: '44444444-4444-4444-8444-444444444442',
    productId: '44444444-4444-4444-8444-444444444442',
    product: product({ id: '44444444-4444-4444-8444-444444444442', asin: 'B000000002', title: 'Harbor rope', cost: 5 }),
    quantity: 4,
    ...figures(4),
    status: 'proposed' as const,
    proposedBy: VA,
    note: 'Sells 30 a day',
  };
  const shortlist = shortlistSummary({ id: ID, name: 'Winter stock', supplierId: SUPPLIER });
  return (call: Call) => {
    const at = `${call.method} ${call.path}`;
    if (at === 'GET /api/Company') return ok(companyAs(role));
    if (at === 'GET /api/Shortlist') return ok([shortlist]);
    if (at === `GET /api/Shortlist/${ID}/summary`) return ok(shortlist);
    if (at === `GET /api/Shortlist/${ID}/items`) return ok([approved, proposed], { page: 1, pageSize: 50, totalItems: 2 });
    if (at === `POST /api/Shortlist/${ID}/item/${proposed.id}/decision`) return ok({ decided: 1 });
    if (at === `POST /api/Shortlist/${ID}/decisions`) return ok({ decided: 1 });
    return undefined;
  };
}

/** The identity API's members search, naming the VA. */
const members = {
  route: (call: { method: string; path: string }) =>
    call.path === '/b2b/organizations/me/members/search'
      ? identityOk({
          members: [{ member_id: VA, email_address: 'va@harbor.example', name: 'Vera Assistant', status: 'active', roles: [] }],
        })
      : undefined,
};

const openShortlist = (role: keyof typeof ROLE_PERMISSIONS) =>
  renderScreens(`/shortlists/${ID}`, [{ path: '/shortlists/$shortlistId', component: ShortlistPage }], server(role), members);

describe('a shortlist with proposals, by role', () => {
  it("shows a VA's proposal with its proposer and note, outside the totals, and lets a buyer approve it with a comment", async () => {
    const { calls } = await openShortlist('shelfscope_buyer');
    const panel = await screen.findByRole('region', { name: 'Proposals' });
    const card = await within(panel).findByRole('article', { name: 'Proposal: Harbor rope' });
    await waitFor(() => expect(within(card).getByText(/Proposed by Vera Assistant: “Sells 30 a day”/)).toBeTruthy());
    expect(screen.getByText('Proposed: not in the totals')).toBeTruthy();
    fireEvent.change(within(panel).getByRole('textbox', { name: 'Comment for the proposer' }), {
      target: { value: 'Good find' },
    });
    act(() => fireEvent.click(within(card).getByRole('button', { name: 'Approve B000000002' })));
    await waitFor(() => expect(calls.some((c) => c.path.endsWith('/decision'))).toBe(true));
    const decision = calls.find((c) => c.path.endsWith('/decision'));
    expect(decision?.body).toEqual({ decision: 'approve', comment: 'Good find' });
    expect((screen.getByRole('button', { name: 'Create purchase order' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('a VA sees the proposals but cannot decide, order or delete: disabled with the reason, or hidden', async () => {
    const { calls } = await openShortlist('shelfscope_va');
    const panel = await screen.findByRole('region', { name: 'Proposals' });
    await within(panel).findByRole('article', { name: 'Proposal: Harbor rope' });
    expect(within(panel).queryByRole('button', { name: 'Approve B000000002' })).toBeNull();
    expect(within(panel).queryByRole('textbox', { name: 'Comment for the proposer' })).toBeNull();
    const approveAll = within(panel).getByRole('button', { name: 'Approve all' }) as HTMLButtonElement;
    expect(approveAll.disabled).toBe(true);
    expect(approveAll.closest('[data-permission]')?.getAttribute('data-permission')).toBe('shortlists:approve');
    const order = screen.getByRole('button', { name: 'Create purchase order' }) as HTMLButtonElement;
    expect(order.disabled).toBe(true);
    // The reason shows on hover.
    act(() => fireEvent.mouseEnter(order.closest('[data-permission]') as Element));
    expect(await screen.findByText('You need orders:write (your role: VA).')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('a viewer cannot refresh, create or delete shortlists', async () => {
    await renderScreens(
      '/shortlists',
      [{ path: '/shortlists', component: ShortlistsPage }],
      server('shelfscope_viewer'),
      members,
    );
    await screen.findByText('Winter stock');
    await waitFor(() => expect((screen.getByRole('button', { name: 'New shortlist' }) as HTMLButtonElement).disabled).toBe(true));
    expect(screen.queryByRole('button', { name: 'Delete Winter stock' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rename Winter stock' })).toBeNull();
  });

  it('a buyer may create and delete shortlists', async () => {
    await renderScreens('/shortlists', [{ path: '/shortlists', component: ShortlistsPage }], server('shelfscope_buyer'), members);
    await screen.findByText('Winter stock');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete Winter stock' })).toBeTruthy());
    expect((screen.getByRole('button', { name: 'New shortlist' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
