import { ProductDetail, UserSettings } from '@shelfscope/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../app/app';
import recorded from '../../components/product-analysis/fixtures/recorded-product.json';
import { inputsOf, recompute } from '../../components/product-analysis/recompute';
import { type IdentityStandIn, signedInIdentity } from '../../test/identity';

const product = ProductDetail.parse(recorded.detail);
const settings = UserSettings.parse(recorded.settings);
const supplier = { id: product.supplierId, override: -1, overrideCustomValue: null };

const ok = (data: unknown, status = 200) =>
  new Response(JSON.stringify({ errors: [], details: null, hasErrors: false, data }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
const notFound = () =>
  new Response(
    JSON.stringify({
      errors: [{ type: 'not_found', description: 'Product not found' }],
      details: null,
      hasErrors: true,
      data: null,
    }),
    {
      status: 404,
      headers: { 'content-type': 'application/json' },
    },
  );

let standIn: IdentityStandIn;
let calls: string[];
/** What the server answers after a save: the product analysed again with the saved cost. */
let current: ProductDetail;

beforeEach(async () => {
  standIn = await signedInIdentity();
  calls = [];
  current = product;
  // The seller API at the network boundary, answering with what the real server recorded.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://app.test');
      const call = `${init.method ?? 'GET'} ${url.pathname}${url.search}`;
      calls.push(call);
      const base = `/api/Product/${product.id}`;
      if (call === `GET ${base}`) return ok(current);
      if (call === `GET ${base}/graph`) return ok(recorded.graph);
      if (call === `GET ${base}/variations`) return ok(recorded.variations);
      if (call.startsWith(`GET ${base}/refresh`)) return ok(current);
      if (call === 'GET /api/UserSettings') return ok(settings);
      if (call === `GET /api/Supplier/${product.supplierId}`) return ok({ ...supplier, name: 'Harbor Wholesale Foods' });
      if (call.startsWith(`PATCH /api/product/${product.id}/cost`)) {
        const cost = Number(url.searchParams.get('cost'));
        const analysis = recompute(product, { ...inputsOf(product), cost }, settings, null);
        current = {
          ...product,
          ...analysis,
          cost,
          salesEstimateBasis: product.salesEstimateBasis,
          versionId: crypto.randomUUID(),
        };
        return ok(current);
      }
      return notFound();
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

/** The page is its own chunk: the first render waits for it to load. */
const LOAD = { timeout: 8000 };

const profitValue = () =>
  within(screen.getByRole('region', { name: 'Profit' })).getByRole('group', { name: 'Profit' }).lastElementChild?.textContent ??
  '';

describe('the product detail page', { timeout: 20_000 }, () => {
  it('shows the identity, alerts, sales, offers, sellers and variations of the product', async () => {
    render(<App initialPath={`/products/${product.id}`} identity={standIn.identity} />);
    expect(await screen.findByRole('heading', { name: product.title ?? '' }, LOAD)).toBeTruthy();
    expect(screen.getByRole('link', { name: new RegExp(product.asin) }).getAttribute('href')).toBe(
      `https://www.amazon.com/dp/${product.asin}`,
    );
    expect(screen.getByText('Brand may restrict resellers (Threadline)')).toBeTruthy();
    expect(screen.getByText(/Threadline has filed intellectual-property complaints against resellers \(low risk\)/)).toBeTruthy();
    expect(screen.getByText(/Variation of B005QBP3QZ/)).toBeTruthy();
    // The supplier's pack, money with two decimals.
    expect(screen.getByRole('group', { name: 'Supplier pack' }).textContent).toContain('$9.50');
    const offers = screen.getByRole('table', { name: /Offers/ });
    expect(within(offers).getAllByRole('row')).toHaveLength(product.offers.length + 1);
    expect(within(offers).getAllByText('Juniper Junction').length).toBeGreaterThan(0);
    expect(screen.getByText(/^Estimated from the sales rank #50,166/)).toBeTruthy();
    const variations = await screen.findByRole('table', { name: /Variations/ });
    expect(within(variations).getAllByRole('row')).toHaveLength(recorded.variations.length + 1);
    // The chart's toggles work even where the canvas does not (jsdom).
    expect(screen.getByRole('checkbox', { name: /Sales rank/ })).toBeTruthy();
  });

  it('recomputes profit in the browser as the cost changes, and saves it', async () => {
    render(<App initialPath={`/products/${product.id}`} identity={standIn.identity} />);
    await screen.findByRole('heading', { name: 'Profit' }, LOAD);
    await waitFor(() => expect(profitValue()).toBe('$73.47'));
    const cost = screen.getByRole('textbox', { name: 'Pack cost' });
    fireEvent.change(cost, { target: { value: '$13.50' } });
    // 4 dollars more per unit: 4 dollars less profit, before anything is sent.
    await waitFor(() => expect(profitValue()).toMatch(/^\$69\.47/));
    expect(screen.getByText('Not saved: figures recomputed live')).toBeTruthy();
    expect(calls.some((c) => c.startsWith('PATCH'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toContain(`PATCH /api/product/${product.id}/cost?cost=13.5`));
    expect(await screen.findByText('Saved; the analysis is up to date.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Not saved: figures recomputed live')).toBeNull());
    expect(profitValue()).toBe('$69.47');
  });

  it('refuses a pack cost of -5 and a pack size of 2.5 before sending: each field says why, Save stays off', async () => {
    render(<App initialPath={`/products/${product.id}`} identity={standIn.identity} />);
    await screen.findByRole('heading', { name: 'Profit' }, LOAD);
    await waitFor(() => expect(profitValue()).toBe('$73.47'));
    const cost = screen.getByRole('textbox', { name: 'Pack cost' }) as HTMLInputElement;
    fireEvent.change(cost, { target: { value: '-5' } });
    fireEvent.blur(cost);
    expect(await screen.findByText('Must not be negative.')).toBeTruthy();
    // Kept as typed: not clamped to 0, not turned into 5.
    expect(cost.value).toBe('-$5.00');
    const size = screen.getByRole('textbox', { name: 'Pack size' });
    fireEvent.change(size, { target: { value: '2.5' } });
    expect(await screen.findByText('Must be a whole number.')).toBeTruthy();
    expect(screen.getByText('Correct the highlighted field before saving.')).toBeTruthy();
    const save = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.click(save);
    expect(calls.some((c) => c.startsWith('PATCH') || c.startsWith('PUT'))).toBe(false);
  });

  it('refreshes with stock levels and says so', async () => {
    render(<App initialPath={`/products/${product.id}`} identity={standIn.identity} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Refresh' }, LOAD));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Refresh with stock levels' }));
    expect(await screen.findByText('ASIN data refreshed successfully')).toBeTruthy();
    expect(calls).toContain(`GET /api/Product/${product.id}/refresh?fetchStockLevels=true`);
  });

  it('says so when the product does not exist', async () => {
    render(<App initialPath="/products/00000000-0000-4000-8000-000000000000" identity={standIn.identity} />);
    expect(await screen.findByText('This product does not exist or was deleted.', {}, LOAD)).toBeTruthy();
    // A 404 is not tried again.
    expect(calls.filter((c) => c.startsWith('GET /api/Product/'))).toHaveLength(1);
  });
});
