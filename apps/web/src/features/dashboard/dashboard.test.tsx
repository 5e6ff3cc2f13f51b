import type { Dashboard, DashboardMetric } from '@shelfscope/contracts';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, ok, refusal, renderScreens } from '../../test/screen-api';
import DashboardPage from './dashboard-page';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 8_000 });

const metric = (value: number, changeLastMonth: number | null, yoYPercent: number | null): DashboardMetric => ({
  value,
  changeLastMonth,
  isChangeLastMonthPositive: changeLastMonth === null || changeLastMonth >= 0,
  yoYPercent,
  isYoYPositive: yoYPercent === null || yoYPercent >= 0,
});

const MONTHS = [
  'December',
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
];

function dashboard(blank: boolean): Dashboard {
  const zero = metric(0, 0, 0);
  const orders = MONTHS.map((monthName, i) => ({
    monthName,
    month: `${i === 0 ? 2025 : 2026}-${String(((i + 11) % 12) + 1).padStart(2, '0')}`,
    cogsOnOrders: blank ? 0 : 1000 + i * 100,
    projectedRevenueOnOrders: blank ? 0 : 1800 + i * 150,
    projectedProfitOnOrders: blank ? 0 : 400 + i * 30,
    projectedRoiOnOrders: blank ? null : 40,
  }));
  return {
    hoursSaved: blank ? zero : metric(62.5, 12.5, 80),
    skusScanned: blank ? zero : metric(1240, 12.5, 80),
    filesUploaded: blank ? zero : metric(6, -25, null),
    shortlists: blank ? zero : metric(3, 0, 50),
    shortlistedAsins: blank ? zero : metric(41, 5, 10),
    purchaseOrdersDownloaded: blank ? zero : metric(2, 100, 0),
    cogsOnDownloads: blank ? zero : metric(2100, 10, 20),
    projectedRevenueOnOrders: blank ? zero : metric(3450.5, 12, 22),
    projectedProfitOnOrders: blank ? zero : metric(893, 8, 15),
    projectedRoiOnOrders: blank
      ? { percentage: null, changeLastMonth: null, isChangeLastMonthPositive: true, yoYPercent: null, isYoYPositive: true }
      : { percentage: 42.5, changeLastMonth: -3.2, isChangeLastMonthPositive: false, yoYPercent: 4, isYoYPositive: true },
    orders,
    timeZone: 'UTC',
    asOf: '2026-11-26',
  };
}

const NONE = { supplier: false, priceList: false, shortlist: false, purchaseOrder: false };
const ALL = { supplier: true, priceList: true, shortlist: true, purchaseOrder: true };

const serve =
  (answer: Dashboard | null, steps: Record<keyof typeof NONE, boolean> = answer && !isBlankFixture(answer) ? ALL : NONE) =>
  (call: ApiCall) => {
    if (call.method === 'GET' && call.path === '/Dashboard') return answer ? ok(answer) : refusal(500, 'The database is down.');
    if (call.method === 'GET' && call.path === '/api/Dashboard/first-steps') return ok(steps);
    return undefined;
  };
const isBlankFixture = (d: Dashboard) => d.skusScanned.value === 0;

const pages = [{ path: '/', component: DashboardPage }];
const card = async (label: string) => screen.findByRole('article', { name: label });

describe('dashboard page', () => {
  it('shows a card per metric with its changes in words, arrows and colours', async () => {
    await renderScreens('/', pages, serve(dashboard(false)));
    const skus = await card('SKUs scanned');
    expect(within(skus).getByText('1,240')).toBeTruthy();
    expect(within(skus).getByText('+12.5% vs last month')).toBeTruthy();
    expect(within(skus).getByText('Up 12.5 percent from the same days of last month.')).toBeTruthy();
    expect(within(skus).getByText('Up 80 percent from the same days last year.')).toBeTruthy();

    const files = await card('Price lists uploaded');
    expect(within(files).getByText('−25% vs last month')).toBeTruthy();
    expect(within(files).getByText('Down 25 percent from the same days of last month.')).toBeTruthy();
    expect(files.querySelector('[data-trend="down"]')).not.toBeNull();
    // Nothing a year ago: "new", not a percentage of zero.
    expect(within(files).getByText('new vs last year')).toBeTruthy();
    expect(within(await card('Shortlists created')).getByText('no change vs last month')).toBeTruthy();

    const roi = await card('Projected ROI');
    expect(within(roi).getByText('42.5%')).toBeTruthy();
    // The one ROI, named on the card (issue 40: the dashboard and shortlists meant two things).
    expect(within(roi).getByText('Profit ÷ (goods + prep), as on products and shortlists')).toBeTruthy();
    expect(within(roi).getByText('−3.2 pts vs last month')).toBeTruthy();
    expect(within(roi).getByText('Down 3.2 percentage points from the same days of last month.')).toBeTruthy();
    expect(within(await card('Projected revenue')).getByText('$3,450.50')).toBeTruthy();
    expect(within(await card('Hours saved')).getByText('62.5 h')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(10);
    expect(screen.queryByText('Nothing to count yet')).toBeNull();
  });

  it('shows order money one currency at a time, the company’s first, never added across currencies', async () => {
    const pounds = dashboard(false);
    const dollars = {
      currency: 'USD',
      cogsOnDownloads: metric(500, 0, 0),
      projectedRevenueOnOrders: metric(910.25, 0, 0),
      projectedProfitOnOrders: metric(210, 0, 0),
      projectedRoiOnOrders: {
        percentage: 41,
        changeLastMonth: 0,
        isChangeLastMonthPositive: true,
        yoYPercent: 0,
        isYoYPositive: true,
      },
      orders: pounds.orders.map((o) => ({ ...o, cogsOnOrders: 50, projectedRevenueOnOrders: 91, projectedProfitOnOrders: 21 })),
    };
    await renderScreens('/', pages, serve({ ...pounds, currency: 'GBP', byCurrency: [dollars] }));
    expect(within(await card('Projected revenue')).getByText('£3,450.50')).toBeTruthy();
    expect(within(await card('SKUs scanned')).getByText('1,240')).toBeTruthy();
    const rows = () =>
      within(screen.getByRole('table', { name: 'Downloaded orders by month' }))
        .getAllByRole('row')
        .slice(1);
    expect((rows()[0] as HTMLElement).textContent).toContain('£2,100.00');
    fireEvent.click(screen.getByRole('radio', { name: 'USD' }));
    await waitFor(async () => expect(within(await card('Projected revenue')).getByText('$910.25')).toBeTruthy());
    expect(within(await card('Projected ROI')).getByText('41.0%')).toBeTruthy();
    expect((rows()[0] as HTMLElement).textContent).toContain('$50.00');
    expect(screen.getByRole('heading', { name: 'Purchase orders, last 12 months, USD' })).toBeTruthy();
    // Counts are the company's, whatever the currency; no sum of the two (3,450.50 + 910.25).
    expect(within(await card('SKUs scanned')).getByText('1,240')).toBeTruthy();
    expect(screen.queryByText(/4,360\.75/)).toBeNull();
  });

  it('tables the 12 months newest first, below the chart', async () => {
    await renderScreens('/', pages, serve(dashboard(false)));
    const table = await screen.findByRole('table', { name: 'Downloaded orders by month' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(within(rows[0] as HTMLElement).getByRole('rowheader').textContent).toBe('November 2026');
    expect(within(rows[11] as HTMLElement).getByRole('rowheader').textContent).toBe('December 2025');
    expect((rows[0] as HTMLElement).textContent).toContain('$2,100');
    expect((rows[0] as HTMLElement).textContent).toContain('40.0%');
    expect(screen.getByRole('heading', { name: 'Purchase orders, last 12 months' })).toBeTruthy();
  });

  it('gives the chart a legend of its three series (jsdom cannot draw: the table has the figures)', async () => {
    await renderScreens('/', pages, serve(dashboard(false)));
    const legend = await screen.findByTestId('orders-chart-legend');
    expect(legend.textContent).toBe('Cost of goodsProjected revenueProjected profit');
    expect(screen.getByText('This browser cannot draw the chart; the figures are in the table below.')).toBeTruthy();
    const section = screen.getByRole('region', { name: 'Purchase orders, last 12 months' });
    expect(within(section).getByRole('table', { name: 'Downloaded orders by month' })).toBeTruthy();
  });

  it('tells a new company what to do first, with links into the areas', async () => {
    const { router } = await renderScreens('/', pages, serve(dashboard(true)));
    expect(await screen.findByText('Nothing to count yet')).toBeTruthy();
    const supplier = screen.getByRole('link', { name: 'Add a supplier' });
    expect(supplier.getAttribute('href')).toBe('/suppliers');
    expect(screen.getByRole('link', { name: 'Upload a price list' }).getAttribute('href')).toBe('/uploads');
    expect(screen.getByText(/No purchase orders downloaded in the last 12 months/)).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Downloaded orders by month' })).toBeNull();
    expect(screen.queryByTestId('orders-chart-legend')).toBeNull();
    fireEvent.click(supplier);
    expect(await screen.findByText('landed on /suppliers')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/suppliers');
  });

  it('says so when the dashboard cannot be loaded', async () => {
    await renderScreens('/', pages, serve(null));
    const alert = await waitFor(() => {
      const found = screen.getAllByRole('alert').find((a) => a.textContent?.includes('The dashboard could not be loaded'));
      expect(found).toBeDefined();
      return found;
    });
    expect(alert?.textContent).toContain('The database is down.');
  });

  // Issue 40, item 23.
  it('keeps the first steps after the first upload, the done ones ticked, until all four are done', async () => {
    await renderScreens('/', pages, serve(dashboard(false), { ...NONE, supplier: true, priceList: true }));
    const steps = await screen.findByRole('region', { name: 'Get started' });
    expect(within(steps).getByText('2 of 4 first steps done. Next:')).toBeTruthy();
    expect(within(steps).getAllByLabelText('Done')).toHaveLength(2);
    expect(within(steps).getByRole('link', { name: 'Shortlist the winners' })).toBeTruthy();
    expect(within(steps).getByRole('link', { name: 'Download a purchase order' })).toBeTruthy();
  });

  it('shows a seller no server status (the System card is the operators’, in Admin)', async () => {
    const { calls } = await renderScreens('/', pages, serve(dashboard(false)));
    await card('SKUs scanned');
    expect(screen.queryByRole('region', { name: 'Get started' })).toBeNull();
    expect(screen.queryByText('System')).toBeNull();
    expect(screen.queryByText('Dev mailbox')).toBeNull();
    expect(calls.some((c) => c.path === '/api/health')).toBe(false);
  });
});
