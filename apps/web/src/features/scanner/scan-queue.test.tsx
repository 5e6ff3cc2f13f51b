import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, ok, product, refusal, renderScreens } from '../../test/screen-api';
import { storageKey } from './scan-store';
import ScannerPage from './scanner-page';

vi.setConfig({ testTimeout: 30_000 });

let isOnline = true;
beforeEach(() => {
  isOnline = true;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => isOnline });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'onLine');
});

/** The browser's connection changing, as it tells a page. */
function goOnline(online: boolean) {
  isOnline = online;
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

// The simulated catalog's codes (apps/server/src/market/README.md): a UPC and an ISBN.
const UPC = '800000000044';
const ISBN = '9780000000330';
const PRODUCTS: Record<string, ReturnType<typeof product>> = {
  [UPC]: product({
    id: '11111111-1111-4111-8111-111111111111',
    asin: 'B005O8OH8H',
    title: 'Garden hose reel',
    upc: UPC,
    profitLoss: 4.2,
    roi: 61,
  }),
  [ISBN]: product({
    id: '22222222-2222-4222-8222-222222222222',
    asin: 'B005OPY1UG',
    title: 'A field guide',
    upc: ISBN,
    profitLoss: 2,
    roi: 35,
  }),
};

/** The quick view as the server keeps it: empty at first, each code analysed once by POST. */
function quickViewServer(options: { failNetworkFor?: string } = {}) {
  const analysed: string[] = [];
  const handle = (call: ApiCall) => {
    if (call.path === '/api/Shortlist') return ok([]);
    if (call.method === 'GET' && call.path === '/api/QuickView') {
      const search = call.query.get('search');
      return ok(
        analysed.filter((code) => code === search).map((code) => PRODUCTS[code]),
        { page: 1, pageSize: 10, totalItems: analysed.length },
      );
    }
    if (call.method === 'POST' && call.path === '/api/QuickView') {
      const { identifier } = call.body as { identifier: string };
      if (identifier === options.failNetworkFor) {
        options.failNetworkFor = undefined;
        throw new TypeError('Failed to fetch');
      }
      const found = PRODUCTS[identifier];
      if (!found) return refusal(404, `No product on the marketplace matches ${identifier}.`);
      analysed.push(identifier);
      return ok({ product: found, candidates: [] });
    }
    return undefined;
  };
  return { handle, analysed };
}

async function typeCode(code: string) {
  const field = await screen.findByLabelText('Type a code');
  fireEvent.change(field, { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
}

const list = () => screen.getByRole('list', { name: 'Scanned today' });
const posts = (calls: ApiCall[]) =>
  calls
    .filter((c) => c.method === 'POST' && c.path === '/api/QuickView')
    .map((c) => (c.body as { identifier: string }).identifier);

describe('the offline queue of scans', () => {
  it('keeps scans made offline and looks them up, in order, when the connection returns', async () => {
    const server = quickViewServer();
    const { calls } = await renderScreens('/scan', [{ path: '/scan', component: ScannerPage }], server.handle);
    goOnline(false);
    await typeCode(UPC);
    await typeCode(ISBN);
    expect(await within(list()).findAllByText('queued')).toHaveLength(2);
    expect(screen.getByText('No connection: 9780000000330 is looked up as soon as you are back online.')).toBeTruthy();
    expect(screen.getByText(/2 codes, 2 waiting for a connection/)).toBeTruthy();
    expect(calls.filter((c) => c.path.startsWith('/api/QuickView'))).toEqual([]);

    goOnline(true);
    await waitFor(() => expect(server.analysed).toEqual([UPC, ISBN]));
    // Scanned first, looked up first; each once.
    expect(posts(calls)).toEqual([UPC, ISBN]);
    await waitFor(() => expect(within(list()).queryByText('queued')).toBeNull());
    expect(within(list()).getByText('A field guide')).toBeTruthy();
    expect(within(list()).getByText('Garden hose reel')).toBeTruthy();
  });

  it('looks a code up once: scanned again, it shows its card without asking the server', async () => {
    const server = quickViewServer();
    const { calls } = await renderScreens('/scan', [{ path: '/scan', component: ScannerPage }], server.handle);
    await typeCode(UPC);
    await within(list()).findByText('Garden hose reel');
    await typeCode(ISBN);
    await within(list()).findByText('A field guide');
    await typeCode(UPC);
    expect(await screen.findByRole('region', { name: `Scan ${UPC}` })).toBeTruthy();
    expect(posts(calls)).toEqual([UPC, ISBN]);
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
  });

  it('puts a lookup the connection dropped back in the queue, and keeps the day for the next visit', async () => {
    const server = quickViewServer({ failNetworkFor: UPC });
    const first = await renderScreens('/scan', [{ path: '/scan', component: ScannerPage }], server.handle);
    await typeCode(UPC);
    expect(await within(list()).findByText('queued')).toBeTruthy();
    expect(server.analysed).toEqual([]);
    await typeCode(ISBN);
    await within(list()).findByText('A field guide');
    const kept = JSON.parse(localStorage.getItem(storageKey('member-test-1')) ?? '[]') as { code: string; status: string }[];
    expect(kept.map((e) => [e.code, e.status])).toEqual([
      [ISBN, 'found'],
      [UPC, 'queued'],
    ]);
    expect(posts(first.calls)).toEqual([UPC, ISBN]);

    // The next visit opens online: the queued scan goes at once; the other shows its kept figures.
    cleanup();
    vi.unstubAllGlobals();
    const second = await renderScreens('/scan', [{ path: '/scan', component: ScannerPage }], server.handle);
    await waitFor(() => expect(server.analysed).toEqual([ISBN, UPC]));
    expect(posts(second.calls)).toEqual([UPC]);
    fireEvent.click(within(list()).getByText('A field guide'));
    expect(await screen.findByText(/^From cache: figures of /)).toBeTruthy();
  });

  it('says a code the marketplace does not list is not found, and does not queue it', async () => {
    const server = quickViewServer();
    await renderScreens('/scan', [{ path: '/scan', component: ScannerPage }], server.handle);
    await typeCode('712345678904');
    expect(await within(list()).findByText('not listed')).toBeTruthy();
    expect(screen.getByText('No product on the marketplace matches 712345678904.')).toBeTruthy();
  });
});
