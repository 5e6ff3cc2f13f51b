import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, ok, renderScreens } from '../../test/screen-api';
import BillingPage from './billing-page';
import { DATA_KEPT } from './current-plan';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 4_000 });

const LIMIT_NAMES = ['Suppliers', 'SKUs scanned per month', 'Files uploaded per month', 'Shortlists', 'Team members'];
const plan = (planCode: string, planName: string, monthlyPrice: number, maxes: number[]) => ({
  planCode,
  planName,
  planFeatures: [{ code: 'extension', name: 'Browser extension' }],
  planLimits: LIMIT_NAMES.map((limitName, i) => ({ limitName, maxValue: maxes[i] ?? 0 })),
  monthlyPrice,
  yearlyPrice: monthlyPrice * 10,
  currency: 'usd',
});
const CATALOG = [
  plan('AstroExtension', 'Extension', 1_900, [0, 3_000, 0, 0, 1]),
  plan('OAPro', 'Online Arbitrage Pro', 4_900, [25, 25_000, 20, 50, 2]),
  plan('WSUltimate', 'Wholesale Ultimate', 12_900, [500, 250_000, 300, 1_000, 5]),
  plan('Enterprise', 'Enterprise', 49_900, [10_000, 2_500_000, 5_000, 20_000, 50]),
];
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function details(status: string, extra: Record<string, unknown> = {}) {
  return {
    planCode: 'OAPro',
    planName: 'Online Arbitrage Pro',
    planFeatures: [],
    planLimits: LIMIT_NAMES.map((limitName, i) => ({
      limitName,
      maxValue: [25, 25_000, 20, 50, 2][i],
      currentValue: [25, 1_200, 0, 3, 1][i],
    })),
    subscriptionStatus: status,
    isActive: status === 'active' || status === 'trialing',
    trialEnd: null,
    currentPeriodEnd: inDays(20),
    ...extra,
  };
}

function subscription(extra: Record<string, unknown> = {}) {
  return {
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
    billingCycleDate: inDays(-10),
    currentPeriodEnd: inDays(20),
    cancelAtPeriodEnd: false,
    ...extra,
  };
}

/** The billing API at the network boundary: `state` is what the server holds. */
function billingServer(state: { details: unknown; subscriptions: Record<string, unknown>[] }) {
  return (call: ApiCall) => {
    const route = `${call.method} ${call.path}`;
    if (route === 'GET /api/Checkout/Plans') return ok(CATALOG);
    if (route === 'GET /api/UserAccount/plan') return ok(state.details);
    if (route === 'GET /api/Customer/GetSubscriptions') return ok(state.subscriptions);
    if (route === 'GET /api/Customer/GetPaymentMethods')
      return ok([{ id: 'pm_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2040, isDefault: true }]);
    if (route === 'GET /api/AccountManagement/get-next-invoice') {
      return ok({
        nextPaymentAttempt: inDays(20),
        amount: 4_900,
        trialEndDate: null,
        currentPeriodEndDate: inDays(20),
        planCode: 'OAPro',
      });
    }
    if (route === 'GET /api/Billing/Invoices')
      return ok([
        {
          id: 'in_1',
          status: 'paid',
          amount: 4_900,
          currency: 'usd',
          line: 'ShelfScope Online Arbitrage Pro, billed monthly: Nov 18, 2026 to Dec 18, 2026',
          created: '2026-11-18T10:00:00.000Z',
          paidAt: '2026-11-18T10:00:05.000Z',
        },
      ]);
    if (route === 'GET /api/Checkout/GetCheckoutSessionUrl')
      return ok({ url: 'http://app.test/local-billing/checkout/cs_1', sessionId: 'cs_1' });
    if (route === 'POST /api/Customer/CancelSubscription') {
      const body = call.body as { cancelImmediately: boolean };
      state.subscriptions = [subscription(body.cancelImmediately ? { status: 'canceled' } : { cancelAtPeriodEnd: true })];
      return ok(state.subscriptions[0]);
    }
    if (route === 'POST /api/Customer/ResumeSubscription') {
      state.subscriptions = [subscription()];
      return ok(state.subscriptions[0]);
    }
    if (route === 'PUT /api/AccountManagement/upgrade-trial-now') {
      state.subscriptions = [subscription()];
      state.details = details('active');
      return ok(state.subscriptions[0]);
    }
    if (route === 'PUT /Payments') return ok(subscription());
    if (route === 'GET /api/AccountManagement/customer-portal')
      return ok({ portalUrl: 'http://localhost/local-billing/portal/tok' });
    return undefined;
  };
}

const PAGES = [{ path: '/billing', component: BillingPage }];

describe('Plan & billing', () => {
  it('asks a lapsed seller to choose a plan, shows monthly and yearly prices, and opens checkout', async () => {
    // jsdom cannot leave the page for the provider's checkout; the call that gets its URL is what counts.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = billingServer({
      details: details('none', { planCode: 'Undefined', planName: 'No plan', isActive: false }),
      subscriptions: [],
    });
    const { calls } = await renderScreens('/billing', PAGES, server);
    expect(await screen.findByText('Please select a plan to continue.')).toBeTruthy();
    const pro = screen.getByRole('region', { name: 'Online Arbitrage Pro' });
    expect(within(pro).getByText('$49.00')).toBeTruthy();
    expect(within(pro).getByText('per month')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Yearly (2 months free)' }));
    expect(within(pro).getByText('$490.00')).toBeTruthy();
    expect(within(pro).getByText('$40.83 a month, billed yearly')).toBeTruthy();
    expect(within(pro).getByRole('button', { name: 'Start a free trial of Online Arbitrage Pro' })).toBeTruthy();
    fireEvent.click(within(pro).getByRole('button', { name: 'Subscribe to Online Arbitrage Pro' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/Checkout/GetCheckoutSessionUrl')).toBe(true));
    const checkout = calls.find((c) => c.path === '/api/Checkout/GetCheckoutSessionUrl');
    expect(Object.fromEntries(checkout?.query ?? [])).toEqual({ plan: 'OAPro', period: 'Year', trialEnabled: 'false' });
  });

  it('shows the active plan with usage bars, the card and the next invoice, and cancels at period end keeping the data', async () => {
    const state = { details: details('active'), subscriptions: [subscription()] };
    const { calls } = await renderScreens('/billing', PAGES, billingServer(state));
    expect(await screen.findByText(/^Renews on /)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Suppliers: 25 of 25' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'SKUs scanned per month: 1,200 of 25,000' })).toBeTruthy();
    // Seats: active and invited members of the plan's team-member limit.
    expect(screen.getByLabelText('Seats').textContent).toBe('Seats: 1 of 2 used (active and invited members). 1 free.');
    expect(await screen.findByText('VISA ending 4242, expires 12/2040 (default)')).toBeTruthy();
    expect(await screen.findByText(/^\$49.00 on /)).toBeTruthy();
    // A live subscription switches in the portal: no second checkout (which would answer 409).
    expect(screen.getAllByRole('button', { name: /^Switch to .* monthly$/ })).toHaveLength(3);
    expect(screen.getAllByText('Switch to this plan')).toHaveLength(3);
    expect(screen.getByText('Your plan.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Subscribe to Enterprise' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel your subscription?' });
    expect(within(dialog).getByText(DATA_KEPT)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel at period end' }));
    expect(await screen.findByText('Your subscription will end at the end of the period. Your data is kept.')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/Customer/CancelSubscription')?.body).toEqual({
      subscriptionId: 'sub_1',
      cancelImmediately: false,
    });
    expect(await screen.findByRole('button', { name: 'Resume subscription' })).toBeTruthy();
  });

  it('once set to end, the cancel dialog shows the scheduled end and offers to resume, not the same choice again', async () => {
    const state = { details: details('active'), subscriptions: [subscription({ cancelAtPeriodEnd: true })] };
    const { calls } = await renderScreens('/billing', PAGES, billingServer(state));
    expect(await screen.findByText(/^Your subscription ends on /)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your subscription is set to end' });
    expect(within(dialog).getByText(/^It ends on .*: you keep using everything until then/)).toBeTruthy();
    expect(within(dialog).queryByRole('radio')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Cancel at period end' })).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'End it now instead' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Resume subscription' }));
    expect(await screen.findByText(/^Renews on /)).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/Customer/ResumeSubscription')?.body).toEqual({ subscriptionId: 'sub_1' });
  });

  it('changes plan in the billing portal, from the plan card or the plans grid', async () => {
    // jsdom cannot leave the page for the portal; the call that gets its URL is what counts.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const state = { details: details('active'), subscriptions: [subscription()] };
    const { calls } = await renderScreens('/billing', PAGES, billingServer(state));
    const portalCalls = () => calls.filter((c) => c.path === '/api/AccountManagement/customer-portal').length;
    fireEvent.click(await screen.findByRole('button', { name: 'Change plan' }));
    await waitFor(() => expect(portalCalls()).toBe(1));
    // The current plan yearly is another price: it can be switched to as well.
    fireEvent.click(screen.getByRole('radio', { name: 'Yearly (2 months free)' }));
    expect(screen.getAllByRole('button', { name: /^Switch to / })).toHaveLength(4);
    fireEvent.click(screen.getByRole('button', { name: 'Switch to Online Arbitrage Pro yearly' }));
    await waitFor(() => expect(portalCalls()).toBe(2));
    expect(calls.some((c) => c.path === '/api/Checkout/GetCheckoutSessionUrl')).toBe(false);
  });

  it('in the sign-up trial: no second trial; subscribe keeping the trial or ending it now, told which', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const state = { details: details('trialing', { trialEnd: inDays(9) }), subscriptions: [] };
    const { calls } = await renderScreens('/billing', PAGES, billingServer(state));
    const ultimate = await screen.findByRole('region', { name: 'Wholesale Ultimate' });
    expect(screen.queryByText('Start free trial')).toBeNull();
    expect(within(ultimate).getByText(/^Nothing charged today: billing starts on .*, when your trial ends\.$/)).toBeTruthy();
    expect(within(ultimate).getByText('$129.00 charged today; the 9 trial days left end now.')).toBeTruthy();
    fireEvent.click(within(ultimate).getByRole('button', { name: 'Subscribe to Wholesale Ultimate, keeping the trial' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/Checkout/GetCheckoutSessionUrl')).toBe(true));
    expect(Object.fromEntries(calls.find((c) => c.path === '/api/Checkout/GetCheckoutSessionUrl')?.query ?? [])).toMatchObject({
      plan: 'WSUltimate',
      trialEnabled: 'true',
    });
  });

  it('says when no seat is free', async () => {
    const full = details('active');
    full.planLimits = full.planLimits.map((l) => (l.limitName === 'Team members' ? { ...l, currentValue: 2 } : l));
    await renderScreens('/billing', PAGES, billingServer({ details: full, subscriptions: [subscription()] }));
    expect((await screen.findByLabelText('Seats')).textContent).toBe(
      'Seats: 2 of 2 used (active and invited members). No seat free: upgrade your plan to invite more members.',
    );
  });

  it('offers no trial to a company whose trial has ended', async () => {
    const state = {
      details: details('none', { planCode: 'Undefined', planName: 'No plan', isActive: false, trialEnd: inDays(-3) }),
      subscriptions: [],
    };
    await renderScreens('/billing', PAGES, billingServer(state));
    expect(await screen.findByRole('button', { name: 'Subscribe to Enterprise' })).toBeTruthy();
    expect(screen.queryByText('Start free trial')).toBeNull();
  });

  it('counts the trial days left and upgrades the trial now', async () => {
    const state = {
      details: details('trialing', { trialEnd: inDays(12) }),
      subscriptions: [subscription({ status: 'trialing', isFreeTrial: true, trialEnd: inDays(12) })],
    };
    const { calls } = await renderScreens('/billing', PAGES, billingServer(state));
    expect(await screen.findByText(/^12 days left in your free trial/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Upgrade trial now' }));
    expect(await screen.findByText(/^Renews on /)).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/AccountManagement/upgrade-trial-now')).toBe(true);
  });

  it('applies a finished checkout silently on return', async () => {
    const state = { details: details('active'), subscriptions: [subscription()] };
    const { calls } = await renderScreens('/billing?checkout=success&session_id=cs_1', PAGES, billingServer(state));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.path === '/Payments')).toBe(true));
    expect(calls.find((c) => c.path === '/Payments')?.body).toEqual({ sessionId: 'cs_1' });
    expect(await screen.findByText(/^Renews on /)).toBeTruthy();
    expect(screen.queryByText('Saved.')).toBeNull();
  });
});

describe('invoices', () => {
  it('lists each invoice with what it bills, its amount and paid date, and downloads its PDF', async () => {
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: () => 'blob:invoice', revokeObjectURL: () => {} });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    await renderScreens('/billing', PAGES, billingServer({ details: details('active'), subscriptions: [subscription()] }));
    const table = await screen.findByRole('table', { name: 'Invoices' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(row.textContent).toContain('ShelfScope Online Arbitrage Pro, billed monthly');
    expect(row.textContent).toContain('$49.00');
    expect(row.textContent).toContain('Paid Nov 18, 2026');
    const api = globalThis.fetch;
    const sent: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (!String(input).endsWith('/pdf')) return api(input, init);
      sent.push(String(input));
      return new Response('%PDF-1.7', {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="shelfscope-invoice-in_1.pdf"',
        },
      });
    });
    fireEvent.click(within(row).getByRole('button', { name: /Download the invoice of .* as a PDF/ }));
    await waitFor(() => expect(saved).toEqual(['shelfscope-invoice-in_1.pdf']));
    expect(sent).toEqual(['/api/Billing/Invoices/in_1/pdf']);
    click.mockRestore();
  });
});
