import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import recorded from '../../../web/src/components/product-analysis/fixtures/recorded-product.json';
import { type HttpCall, ok, SESSION, workerHarness } from '../test/harness';
import { PopupApp, type RecentStore } from './popup-app';

const product = recorded.detail;
const UPC = '800000001324';
const PLAN = {
  planCode: 'OAPro',
  planName: 'Online Arbitrage Pro',
  planFeatures: [{ code: 'extension', name: 'Browser extension' }],
  planLimits: [],
  subscriptionStatus: 'trialing',
  isActive: true,
  trialEnd: null,
  currentPeriodEnd: null,
};

function server(call: HttpCall) {
  const path = call.url.pathname;
  if (path === '/api/UserAccount/plan') return ok(PLAN);
  if (path === '/api/BrowserExtension/lookup')
    return ok(
      call.url.searchParams.get('code') === UPC
        ? [{ asin: product.asin, productName: product.title, countryAndRegion: 'US' }]
        : [],
    );
  if (path === `/api/BrowserExtension/${product.asin}`) return ok(product);
  if (path.startsWith(`/api/BrowserExtension/${product.asin}/`)) return ok(path.endsWith('/graph') ? recorded.graph : []);
  if (path.endsWith('/slim')) return ok([]);
  if (path === '/sdk/v1/b2b/sessions/revoke') return { body: { status_code: 200 } };
  return undefined;
}

function renderPopup(initialRecent: string[] = []) {
  const worker = workerHarness(server, { session: SESSION });
  let saved = initialRecent;
  const recent: RecentStore = {
    load: async () => saved,
    save: async (values) => {
      saved = values;
    },
  };
  render(<PopupApp send={worker.send} onSessionChange={worker.onSessionChange} recent={recent} />);
  return { worker, saved: () => saved };
}

describe('the popup', () => {
  it('looks up pasted codes, shows the panel of the first match and remembers them', async () => {
    const { saved } = renderPopup(['B000000001']);
    // The recent lookups are read after the first paint (an effect), as the member sees them.
    expect(await screen.findByRole('button', { name: 'B000000001' })).toBeTruthy();
    fireEvent.input(await screen.findByLabelText('ASINs or UPCs (one or several)'), {
      target: { value: `${UPC}\n800000000000 ???` },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByRole('button', { name: `${UPC} → ${product.asin}` })).toBeTruthy();
    expect(screen.getByText('No product on the marketplace matches 800000000000.')).toBeTruthy();
    expect(screen.getByText('Not an ASIN or UPC: ???')).toBeTruthy();
    expect((await screen.findByTestId('profit')).textContent).toBe('$73.47');
    await waitFor(() => expect(saved()).toEqual([UPC, '800000000000', 'B000000001']));
  });

  it('shows recent lookups and looks one up again on a click', async () => {
    renderPopup([product.asin]);
    fireEvent.click(await screen.findByRole('button', { name: product.asin }));
    expect(await screen.findByTestId('shelfscope-panel')).toBeTruthy();
  });

  it('signs out: the server’s session ends and sign-in is offered', async () => {
    const { worker } = renderPopup();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('button', { name: 'Sign in with ShelfScope' })).toBeTruthy();
    expect(worker.calls.some((c) => c.url.pathname === '/sdk/v1/b2b/sessions/revoke')).toBe(true);
  });
});
