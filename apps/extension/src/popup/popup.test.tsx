import type { MarketplaceCode } from '@shelfscope/contracts';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
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
  if (path === `/api/BrowserExtension/${product.asin}`) {
    // The server reads the product on the marketplace asked for (amazon.com without one).
    const marketplace = call.url.searchParams.get('marketplace');
    return ok(marketplace === 'UK' ? { ...product, marketplace: 'UK', currency: 'GBP' } : product);
  }
  if (path.startsWith(`/api/BrowserExtension/${product.asin}/`)) return ok(path.endsWith('/graph') ? recorded.graph : []);
  if (path.endsWith('/slim')) return ok([]);
  if (path === '/sdk/v1/b2b/sessions/revoke') return { body: { status_code: 200 } };
  return undefined;
}

/** The tab's storefront and the options' default, as the browser would give them. */
const where = (storefront: MarketplaceCode | null, stored: MarketplaceCode | null = null) => ({
  storefront: async () => storefront,
  load: async () => stored,
});

function renderPopup(initialRecent: string[] = [], marketplace = where(null)) {
  const worker = workerHarness(server, { session: SESSION });
  let saved = initialRecent;
  const recent: RecentStore = {
    load: async () => saved,
    save: async (values) => {
      saved = values;
    },
  };
  render(<PopupApp send={worker.send} onSessionChange={worker.onSessionChange} recent={recent} marketplace={marketplace} />);
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

describe('the popup’s marketplace', () => {
  const lookUp = async (marketplace: ReturnType<typeof where>) => {
    const { worker } = renderPopup([], marketplace);
    fireEvent.input(await screen.findByLabelText('ASINs or UPCs (one or several)'), { target: { value: UPC } });
    fireEvent.click(screen.getByRole('button', { name: 'Look up' }));
    await screen.findByTestId('profit');
    const asked = (path: string) =>
      worker.calls.filter((c) => c.url.pathname === path).map((c) => c.url.searchParams.get('marketplace'));
    return { lookups: asked('/api/BrowserExtension/lookup'), products: asked(`/api/BrowserExtension/${product.asin}`) };
  };

  it('is the storefront open in the tab: an amazon.co.uk page looks up on UK and shows pounds', async () => {
    const { lookups, products } = await lookUp(where('UK', 'DE'));
    expect(screen.getByTestId('lookup-marketplace').textContent).toBe('Looking up on Amazon.co.uk (GBP)');
    expect(lookups).toEqual(['UK']);
    expect(products).toContain('UK');
    expect(products.every((m) => m === 'UK')).toBe(true);
    expect(screen.getByTestId('profit').textContent).toBe('£73.47');
    expect(screen.getByTestId('marketplace').textContent).toBe('Amazon.co.uk · GBP');
  });

  it('is the options’ default away from a storefront, and the company’s (none sent) without one', async () => {
    expect((await lookUp(where(null, 'DE'))).lookups).toEqual(['DE']);
    cleanup();
    const none = await lookUp(where(null));
    expect(screen.getByTestId('lookup-marketplace').textContent).toBe('Looking up on your company’s default marketplace');
    expect(none.lookups).toEqual([null]);
    expect(screen.getByTestId('profit').textContent).toBe('$73.47');
  });
});
