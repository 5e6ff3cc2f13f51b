import { marketplaceOfHost } from '@shelfscope/contracts';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import recorded from '../../../web/src/components/product-analysis/fixtures/recorded-product.json';
import { type HttpCall, ok, EXTENSION_PLAN as PLAN, SESSION, workerHarness } from '../test/harness';
import { MARKETPLACE_DOMAINS } from './asin';
import { ContentApp } from './content-app';

const product = recorded.detail;
const ASIN = product.asin;
const BASE = `/api/BrowserExtension/${ASIN}`;

/** The seller API answering the product as the server reads it on the asked marketplace. */
function server(onMarketplace: Record<string, object>) {
  return (call: HttpCall) => {
    const path = call.url.pathname;
    if (path === '/api/UserAccount/plan') return ok(PLAN);
    const asked = call.url.searchParams.get('marketplace') ?? 'US';
    if (path === BASE) return ok({ ...product, ...onMarketplace[asked] });
    if (path === `${BASE}/graph`) return ok(recorded.graph);
    if (path.startsWith(`${BASE}/`) || path.endsWith('/slim')) return ok([]);
    return undefined;
  };
}

function renderOn(host: string, onMarketplace: Record<string, object> = {}) {
  const worker = workerHarness(server(onMarketplace), { session: SESSION });
  render(
    <ContentApp
      asin={ASIN}
      send={worker.send}
      marketplace={marketplaceOfHost(host)}
      host={host}
      onSessionChange={worker.onSessionChange}
    />,
  );
  return worker;
}

describe('the panel on a storefront', () => {
  it("asks amazon.de's figures for DE and shows them in euros, naming the marketplace", async () => {
    const worker = renderOn('www.amazon.de', { DE: { marketplace: 'DE', currency: 'EUR', buyBoxCurrent: 108.75 } });
    await screen.findByTestId('shelfscope-panel');
    expect(screen.getByTestId('marketplace').textContent).toBe('Amazon.de · EUR');
    expect(screen.getByTestId('buy-box').textContent).toBe('108,75\u00a0€');
    expect(screen.getByTestId('profit').textContent).toMatch(/^-?[\d.]+,\d\d\u00a0€$/);
    expect(screen.getByLabelText('Cost (€ a pack)')).toBeTruthy();
    await screen.findByRole('heading', { name: /Offers/ });
    const productCalls = worker.calls.filter((c) => c.url.pathname.startsWith(BASE));
    expect(productCalls.length).toBeGreaterThan(1);
    for (const call of productCalls) expect(call.url.searchParams.get('marketplace'), call.url.pathname).toBe('DE');
  });

  it("shows amazon.co.jp's figures in whole yen", async () => {
    renderOn('www.amazon.co.jp', { JP: { marketplace: 'JP', currency: 'JPY', buyBoxCurrent: 1980 } });
    await screen.findByTestId('shelfscope-panel');
    expect(screen.getByTestId('marketplace').textContent).toBe('Amazon.co.jp · JPY');
    expect(screen.getByTestId('buy-box').textContent).toBe('￥1,980');
  });

  it('says a storefront we do not analyse is not supported yet, asking the server nothing', async () => {
    for (const host of ['www.amazon.in', 'www.amazon.com.au']) {
      // The manifest runs the content script there (its domains), but no marketplace is theirs.
      expect(MARKETPLACE_DOMAINS).toContain(host.replace('www.', ''));
      const worker = renderOn(host);
      const message = await screen.findByTestId('unsupported-marketplace');
      expect(message.textContent).toContain(`ShelfScope does not support ${host.replace('www.', '')} yet`);
      expect(screen.queryByTestId('shelfscope-panel')).toBeNull();
      expect(screen.queryByText(/\$/)).toBeNull();
      expect(worker.calls.filter((c) => c.url.pathname.startsWith('/api/BrowserExtension'))).toEqual([]);
      message.parentElement?.parentElement?.remove();
    }
  });
});
