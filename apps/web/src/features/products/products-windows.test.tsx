import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubGridViewport } from '../../test/grid-viewport';
import { type ApiCall, ok, product, renderScreens } from '../../test/screen-api';
import { USER_SETTINGS } from '../../test/user-settings';
import ProductsPage from './products-page';

beforeEach(() => stubGridViewport());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
vi.setConfig({ testTimeout: 60_000 });
configure({ asyncUtilTimeout: 6_000 });

const SUPPLIER = '00000000-0000-4000-8000-0000000000aa';
const TOTAL = 100_000;
const ROW_PX = 44;
const SETTINGS = { ...USER_SETTINGS, defaultColumns: ['title', 'roi'] };
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const TEMPLATE = product({ supplierId: SUPPLIER });
/** Row `i` of the supplier's list in the order asked for (descending: the same rows backwards). */
const rowOf = (i: number, descending: boolean) => {
  const n = descending ? TOTAL - 1 - i : i;
  return { ...TEMPLATE, id: uuid(n + 1), asin: `B${String(n).padStart(9, '0')}`, title: `Product ${n}`, roi: n };
};

/** The server's list of 100,000 products, a page at a time, in the order asked for. */
function server() {
  const handle = (call: ApiCall) => {
    if (call.path === '/api/Supplier/slim') return ok([{ id: SUPPLIER, name: 'Acme Wholesale' }]);
    if (call.path === '/api/UserSettings') return ok(SETTINGS);
    if (call.path === '/api/UserFilters') return ok([]);
    if (call.path !== '/api/Product') return undefined;
    const page = Number(call.query.get('page'));
    const pageSize = Number(call.query.get('pageSize'));
    const descending = call.query.get('order') === 'roi' && call.query.get('descending') === 'true';
    const rows = Array.from({ length: pageSize }, (_, k) => rowOf((page - 1) * pageSize + k, descending));
    return ok(rows, { page, pageSize, totalItems: TOTAL });
  };
  return { handle };
}

const pagesAsked = (calls: ApiCall[]) =>
  calls
    .filter((c) => c.path === '/api/Product')
    .map((c) => `${c.query.get('order') ?? ''}:${c.query.get('page')}x${c.query.get('pageSize')}`);

/** The `after` (keyset) of each request for a page. */
const afterAsked = (calls: ApiCall[], page: number) =>
  calls.filter((c) => c.path === '/api/Product' && c.query.get('page') === String(page)).map((c) => c.query.get('after'));

/** Scrolls the grid so that row `row` is at its top (jsdom lays nothing out: the scroller says so). */
function scrollTo(row: number) {
  const scroller = screen.getByTestId('product-grid');
  Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: row * ROW_PX });
  fireEvent.scroll(scroller);
}

const cachedWindows = (queryClient: Awaited<ReturnType<typeof renderScreens>>['queryClient']) =>
  queryClient
    .getQueryCache()
    .findAll({ queryKey: ['products'] })
    .map((q) => (q.queryKey[1] as { page: number }).page)
    .sort((a, b) => a - b);

describe("the products grid's one list of 100,000 rows", () => {
  it('fetches the windows around the rows in view as it scrolls, and lets far ones go', async () => {
    const api = server();
    const { calls, queryClient } = await renderScreens(
      `/products?supplierId=${SUPPLIER}`,
      [{ path: '/products', component: ProductsPage }],
      api.handle,
    );
    expect(await screen.findByText('Product 0')).toBeTruthy();
    expect(screen.getByText('100,000 products')).toBeTruthy();
    // One scrollbar for the whole list: 100,000 rows and the header.
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('100001');
    // The first window, then (the total known) the one ahead of the first screen; nothing more.
    await waitFor(() => expect(pagesAsked(calls)).toEqual([':1x100', ':2x100']));
    // The second window is read after the first one's last product (row 99), not by its offset.
    expect(afterAsked(calls, 2)).toEqual([uuid(100)]);

    // To the middle: rows 49,996 to 50,022 drawn (the overscan's four either side), and the
    // windows of the rows 100 either side of them: 49,896 to 50,122, pages 499 to 502.
    scrollTo(50_000);
    expect(await screen.findByText('Product 50000')).toBeTruthy();
    await waitFor(() => expect(pagesAsked(calls).slice(2).sort()).toEqual([':499x100', ':500x100', ':501x100', ':502x100']));
    // Far from the top, window 1 left the cache; the first (the page watches it) and the ones in use stay.
    await waitFor(() => expect(cachedWindows(queryClient)).toEqual([1, 499, 500, 501, 502]));

    // A little way down and back: the windows kept are not fetched again.
    const asked = calls.length;
    scrollTo(50_150);
    expect(await screen.findByText('Product 50150')).toBeTruthy();
    scrollTo(50_000);
    expect(await screen.findByText('Product 50000')).toBeTruthy();
    expect(pagesAsked(calls.slice(asked))).toEqual([':503x100']);
    expect(afterAsked(calls, 503)).toEqual([uuid(50_200)]); // page 502 ends with row 50,199
    // A jump has no window before it at hand: by offset.
    expect(afterAsked(calls, 499)).toEqual([null]);

    // To the last row: nothing asked past the end.
    scrollTo(TOTAL - 18);
    expect(await screen.findByText('Product 99999')).toBeTruthy();
    await waitFor(() => expect(cachedWindows(queryClient)).toEqual([1, 999, 1000]));
    expect(pagesAsked(calls).filter((p) => Number(p.split(':')[1]?.split('x')[0]) > 1000)).toEqual([]);
    expect(screen.getByText('100,000 products')).toBeTruthy();
  });

  it('draws placeholder rows while their window is in flight, and the rows when it comes', async () => {
    const api = server();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    await renderScreens(`/products?supplierId=${SUPPLIER}`, [{ path: '/products', component: ProductsPage }], api.handle);
    expect(await screen.findByText('Product 0')).toBeTruthy();
    // Page 301 (rows 30,000 to 30,099) is answered only when the gate opens.
    type Fetch = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;
    const fetchStub = vi.mocked(globalThis.fetch as Fetch);
    const answer = fetchStub.getMockImplementation() as Fetch;
    fetchStub.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes('page=301&')) await gate;
      return answer(input, init);
    });

    scrollTo(30_000);
    await waitFor(() => expect(screen.getAllByRole('row', { busy: true }).length).toBeGreaterThan(10));
    // From row 30,000 (aria-rowindex counts the header and from 1); the rows above it came.
    const first = screen.getAllByRole('row', { busy: true })[0];
    expect(first?.getAttribute('aria-rowindex')).toBe('30002');
    expect(screen.getByText('Product 29999')).toBeTruthy();
    expect(screen.queryByText('Product 30000')).toBeNull();
    // The total stays known and shown while the rows are on their way.
    expect(screen.getByText('100,000 products')).toBeTruthy();

    release();
    expect(await screen.findByText('Product 30000')).toBeTruthy();
    await waitFor(() => expect(screen.queryAllByRole('row', { busy: true })).toEqual([]));
  });

  it('sorts on the server: a new order starts the list again at its first row, and keeps the selection working', async () => {
    const api = server();
    const { calls } = await renderScreens(
      `/products?supplierId=${SUPPLIER}`,
      [{ path: '/products', component: ProductsPage }],
      api.handle,
    );
    expect(await screen.findByText('Product 0')).toBeTruthy();
    scrollTo(20_000);
    expect(await screen.findByText('Product 20000')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select B000020001' }));
    expect(await screen.findByText('1 selected')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Sort by ROI' }));
    // The server's order: ROI descending, from its first row (the grid drawn anew at the top).
    expect(await screen.findByText('Product 99999')).toBeTruthy();
    expect(screen.getByTestId('product-grid').querySelector('tr[aria-rowindex="2"]')?.getAttribute('data-asin')).toBe(
      'B000099999',
    );
    expect(pagesAsked(calls)).toContain('roi:1x100');
    // A new order clears the selection, as a new filter or search does.
    expect(screen.queryByText('1 selected')).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select B000099999' }));
    expect(await screen.findByText('1 selected')).toBeTruthy();
  });
});
