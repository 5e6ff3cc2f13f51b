import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, ok, refusal, renderScreens } from '../../test/screen-api';
import AdminPage from './admin-page';
import AdminUserPage from './user-page';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 4_000 });

const PAGES = [
  { path: '/admin', component: AdminPage },
  { path: '/admin/users/$userId', component: AdminUserPage },
];
const paged = (items: unknown[], totalItems = items.length, page = 1, pageSize = 20) => ok(items, { page, pageSize, totalItems });

const ADA = {
  userId: 'member-test-ada',
  email: 'ada@harbor.example',
  name: 'Ada Byron',
  status: 'active',
  organizationId: 'organization-test-harbor',
  organizationName: 'Harbor Goods',
  companyId: '33333333-3333-4333-8333-333333333333',
  planCode: 'OAPro',
  subscriptionStatus: 'active',
  customerId: 'cus_ada',
};
const LIMITS = ['Suppliers', 'SKUs scanned per month', 'Files uploaded per month', 'Shortlists', 'Team members'];
const DETAIL = {
  member: {
    userId: ADA.userId,
    email: ADA.email,
    name: ADA.name,
    status: 'active',
    roles: ['stytch_admin'],
    created: '2026-10-01T10:00:00.000Z',
  },
  organization: { organizationId: ADA.organizationId, name: 'Harbor Goods', slug: 'harbor' },
  company: { companyId: ADA.companyId, name: 'Harbor Goods', email: null },
  plan: {
    planCode: 'OAPro',
    planName: 'Online Arbitrage Pro',
    planFeatures: [],
    planLimits: LIMITS.map((limitName, i) => ({
      limitName,
      maxValue: [25, 25_000, 20, 50, 2][i],
      currentValue: [3, 1_200, 1, 2, 1][i],
    })),
    subscriptionStatus: 'active',
    isActive: true,
    trialEnd: null,
    currentPeriodEnd: '2026-12-20T00:00:00.000Z',
  },
  customerId: 'cus_ada',
  provider: 'local',
};
const SUBSCRIPTION = {
  subscriptionId: 'sub_1',
  planType: 'OAPro',
  billingFrequency: 0,
  isFreeTrial: false,
  referralCode: null,
  metadata: [],
  amount: 4_900,
  cancelledAt: null,
  trialEnd: null,
  status: 'active',
  billingCycleDate: '2026-11-20T00:00:00.000Z',
  currentPeriodEnd: '2026-12-20T00:00:00.000Z',
  cancelAtPeriodEnd: false,
};
const customer = (n: number) => ({
  customerId: `cus_${n}`,
  email: `c${n}@example.com`,
  name: `Company ${n}`,
  created: '2026-11-01T00:00:00.000Z',
  companyId: null,
  companyName: `Company ${n}`,
});

function adminApi(isAdmin: boolean, extra: (call: ApiCall) => ReturnType<typeof ok> | undefined = () => undefined) {
  return (call: ApiCall) => {
    if (call.path === '/api/UserAccount/admin-access') return ok({ isAdmin });
    if (!isAdmin && call.path.startsWith('/api/admin/'))
      return refusal(403, 'Only ShelfScope platform admins may use the admin area.');
    return extra(call);
  };
}

describe('the admin area', () => {
  it('shows nothing of it to someone who is not a platform admin, and calls no admin route', async () => {
    const { calls } = await renderScreens('/admin', PAGES, adminApi(false));
    expect(await screen.findByText('Administrators only')).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Users' })).toBeNull();
    expect(calls.filter((c) => c.path.startsWith('/api/admin/'))).toEqual([]);
  });

  it('looks a user up and opens their page with plan, usage and payment data', async () => {
    const { calls, router } = await renderScreens(
      '/admin',
      PAGES,
      adminApi(true, (call) => {
        if (call.path === '/api/admin/Users')
          return paged(call.query.get('search') ? [ADA] : [ADA, { ...ADA, userId: 'm2', email: 'bo@x.example' }]);
        if (call.path === `/api/admin/Users/${ADA.userId}`) return ok(DETAIL);
        if (call.path === '/api/admin/Users/payment-methods')
          return ok([{ id: 'pm_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030, isDefault: true }]);
        if (call.path === '/api/admin/Users/subscriptions') return ok([SUBSCRIPTION]);
        if (call.path === '/api/admin/Users/next-invoice')
          return ok({
            nextPaymentAttempt: '2026-12-20T00:00:00.000Z',
            amount: 4_900,
            trialEndDate: null,
            currentPeriodEndDate: null,
            planCode: 'OAPro',
          });
        return undefined;
      }),
    );
    expect(await screen.findByText('bo@x.example')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Find a user'), { target: { value: 'harbor' } });
    await waitFor(() => expect(screen.queryByText('bo@x.example')).toBeNull());
    expect(calls.some((c) => c.path === '/api/admin/Users' && c.query.get('search') === 'harbor')).toBe(true);
    fireEvent.click(screen.getByRole('link', { name: ADA.email }));
    expect(await screen.findByRole('heading', { name: ADA.email })).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/admin/users/${ADA.userId}`);
    expect(screen.getByText('1,200 of 25,000')).toBeTruthy();
    // Issue 40, item 22: the role's name, not its id.
    expect(screen.queryByText('stytch_admin')).toBeNull();
    expect(screen.getAllByText('Admin').length).toBeGreaterThan(0);
    expect(await screen.findByText('VISA •••• 4242 (default)')).toBeTruthy();
    // Plans by name, not by code.
    expect(screen.getByText('$49.00 on Dec 20, 2026 (Online Arbitrage Pro)')).toBeTruthy();
    expect(screen.getByText('Online Arbitrage Pro · monthly')).toBeTruthy();
    expect(screen.queryByText(/\bOAPro\b/)).toBeNull();
    expect(screen.getByText('cus_ada (local)')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/admin/Users/payment-methods')?.query.get('userId')).toBe(ADA.userId);
  });

  it('pages the customer list with the provider cursors', async () => {
    const { calls } = await renderScreens(
      '/admin',
      PAGES,
      adminApi(true, (call) => {
        if (call.path === '/api/admin/Users') return paged([]);
        if (call.path !== '/api/admin/Users/stripe-customers') return undefined;
        if (call.query.get('startingAfter') === 'cus_10') return ok({ data: [customer(11)], hasMore: false, provider: 'local' });
        return ok({ data: Array.from({ length: 10 }, (_, i) => customer(i + 1)), hasMore: true, provider: 'local' });
      }),
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Customers' }));
    expect(await screen.findByText('cus_10')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Newer' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('cus_11')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Older' })).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Newer' }));
    await waitFor(() => expect(calls.at(-1)?.query.get('endingBefore')).toBe('cus_11'));
  });

  it('checks subscriptions, and repairs them only after a confirmation', async () => {
    const difference = {
      companyId: 'c1',
      companyName: 'Drift Goods',
      customerId: 'cus_d',
      subscriptionId: 'sub_d',
      local: { planCode: 'AstroExtension', subscriptionStatus: 'canceled' },
      provider: { planCode: 'OAPro', subscriptionStatus: 'active' },
    };
    const { calls } = await renderScreens(
      '/admin',
      PAGES,
      adminApi(true, (call) => {
        if (call.path === '/api/admin/Users') return paged([]);
        if (call.path !== '/api/admin/Utility/subscription-validation') return undefined;
        const heal = call.query.get('shouldSelfHeal') === 'true';
        return ok({
          checked: 4,
          unreadable: [
            { companyId: 'c9', companyName: 'Gone Co', customerId: 'cus_gone', message: "No such customer: 'cus_gone'" },
          ],
          selfHealed: heal,
          repaired: heal ? 1 : 0,
          differences: [{ ...difference, after: heal ? difference.provider : null, repaired: heal }],
        });
      }),
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Subscriptions' }));
    fireEvent.click(screen.getByRole('button', { name: 'Check subscriptions' }));
    expect(await screen.findByText('4 billed companies checked: 1 differs.')).toBeTruthy();
    expect(screen.getByText('Extension · canceled')).toBeTruthy();
    expect(screen.getByText("Gone Co (cus_gone): No such customer: 'cus_gone'")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Repair' }));
    const dialog = await screen.findByRole('dialog', { name: 'Repair subscriptions from the provider?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((c) => c.query.get('shouldSelfHeal') === 'true')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Repair' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Repair 1 company' }));
    expect(await screen.findByText('Repaired 1 of 1 company from the billing provider.')).toBeTruthy();
    expect(screen.getByText('Repaired')).toBeTruthy();
    expect(calls.filter((c) => c.query.get('shouldSelfHeal') === 'true')).toHaveLength(1);
  });

  it('lists the audit log', async () => {
    await renderScreens(
      '/admin',
      PAGES,
      adminApi(true, (call) => {
        if (call.path === '/api/admin/Users') return paged([]);
        if (call.path !== '/api/admin/AuditLog') return undefined;
        return paged(
          [
            {
              id: 'a1',
              at: '2026-11-25T10:00:00.000Z',
              memberId: 'member-x',
              email: 'curious@x.example',
              action: 'GET /api/admin/Users/stripe-customers',
              target: null,
              outcome: 'denied',
              statusCode: 403,
              detail: {},
              about: null,
            },
            {
              id: 'a2',
              at: '2026-11-25T09:00:00.000Z',
              memberId: 'member-op',
              email: 'operator@x.example',
              action: 'GET /api/admin/Users/:userId',
              target: 'member-test-ada',
              about: 'Ada Lovelace <ada@harbor.example>',
              outcome: 'allowed',
              statusCode: 200,
              detail: {},
            },
          ],
          2,
          1,
          25,
        );
      }),
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'Audit log' }));
    expect(await screen.findByText('curious@x.example')).toBeTruthy();
    expect(screen.getByText('denied · 403')).toBeTruthy();
    // Issue 40, item 22: the call in words, not its API route (kept as the tooltip).
    expect(screen.getByText("Listed the billing provider's customers").getAttribute('title')).toBe(
      'GET /api/admin/Users/stripe-customers',
    );
    expect(screen.queryByText('GET /api/admin/Users/stripe-customers')).toBeNull();
    // The member read by name and email; the id only on hover.
    expect(screen.getByText('Ada Lovelace <ada@harbor.example>').getAttribute('title')).toBe('member-test-ada');
    expect(screen.queryByText('member-test-ada')).toBeNull();
    expect(screen.getByText('operator@x.example').getAttribute('title')).toBe('member-op');
    expect(screen.getByText('2 entries')).toBeTruthy();
  });

  // Issue 40, item 23: the server's health moved here from every seller's dashboard.
  it('shows the server’s health to operators in a System tab', async () => {
    await renderScreens(
      '/admin',
      PAGES,
      adminApi(true, (call) => {
        if (call.path === '/api/admin/Users') return paged([]);
        if (call.path !== '/api/health') return undefined;
        return ok({
          status: 'ok',
          version: '0.1.0',
          uptimeSeconds: 10,
          database: { kind: 'pglite', reachable: true, latencyMs: 1.25 },
          devTools: true,
        });
      }),
    );
    fireEvent.click(await screen.findByRole('tab', { name: 'System' }));
    expect(await screen.findByText('All systems working')).toBeTruthy();
    expect(screen.getByText('Embedded PostgreSQL (PGlite)')).toBeTruthy();
    expect(screen.getByText('1.3 ms')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Dev mailbox' })).toBeTruthy();
  });
});
