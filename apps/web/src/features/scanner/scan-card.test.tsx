import { fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { product, renderScreens } from '../../test/screen-api';
import { ScanCard, type ShortlistAction } from './scan-card';
import { CardProduct, newScan, type ScanEntry } from './scan-store';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 20_000 });

const ITEM = '44444444-4444-4444-8444-444444444444';
/** A product of Amazon.de as the quick view answers it: its figures are in euros. */
const GERMAN = CardProduct.parse(
  product({
    id: ITEM,
    asin: 'B005O8OH8H',
    title: 'Garden hose reel',
    image: '/api/market/images/sim-B005O8OH8H.svg',
    marketplace: 'DE',
    currency: 'EUR',
    cost: 4.5,
    buyBoxCurrent: 19.99,
    selectedBuyBoxValue: 19.99,
    bsrCurrent: 12_345,
    salesEstimate: 310,
    fbaFeesTotal: 6.12,
    profitLoss: -1.25,
    roi: -27.8,
    targetROI: 30,
    maxCost: 3.1,
    isHazmat: true,
    hazards: [],
  }),
);

const found = (change: Partial<ScanEntry> = {}): ScanEntry => ({
  ...newScan('800000000044', 4.5, new Date('2026-11-29T09:00:00Z')),
  status: 'found',
  product: GERMAN,
  fetchedAt: '2026-11-29T09:00:01.000Z',
  ...change,
});

/** Renders the card as the scanner does, and records what it asks of the page. */
async function renderCard(entry: ScanEntry, options: { isFresh?: boolean; shortlist?: Partial<ShortlistAction> | null } = {}) {
  const asked = { prices: [] as number[], picks: [] as string[], retries: 0, adds: 0 };
  function Page() {
    const [shown] = useState(entry);
    return (
      <ScanCard
        entry={shown}
        isFresh={options.isFresh ?? true}
        onPrice={(price) => asked.prices.push(price)}
        onPick={(asin) => asked.picks.push(asin)}
        onRetry={() => {
          asked.retries += 1;
        }}
        shortlist={
          options.shortlist === null
            ? null
            : {
                name: 'Walmart run',
                onAdd: () => {
                  asked.adds += 1;
                },
                isPending: false,
                error: null,
                ...options.shortlist,
              }
        }
      />
    );
  }
  await renderScreens('/scan', [{ path: '/scan', component: Page }], () => undefined);
  return asked;
}

const figure = (name: string) => document.querySelector(`[data-figure="${name}"]`)?.textContent;

describe('the scan card', () => {
  it("shows the API's figures in the product's marketplace currency, its alerts, and the full view", async () => {
    await renderCard(found());
    const card = await screen.findByRole('region', { name: 'Scan 800000000044' });
    expect(within(card).getByText('Garden hose reel')).toBeTruthy();
    expect(within(card).getByText('B005O8OH8H · 800000000044')).toBeTruthy();
    expect(figure('buy-box')).toBe('Buy box€19.99');
    expect(figure('rank')).toBe('Sales rank#12,345');
    expect(figure('sales')).toBe('Sales / month310');
    expect(figure('fees')).toBe('Fees€6.12');
    expect(figure('profit')).toBe('Profit-€1.25');
    expect(figure('roi')).toBe('ROI-27.8%');
    expect(figure('max-cost')).toBe('Pay at most €3.10 for a 30.0% ROI');
    expect(within(card).getByRole('list', { name: 'Alerts' }).textContent).toContain('Dangerous goods (hazmat)');
    expect(within(card).getByRole('link', { name: 'Full product view' }).getAttribute('href')).toBe(`/quick-view/${ITEM}`);
    // Read in this visit: nothing says "from cache".
    expect(within(card).queryByText(/From cache/)).toBeNull();
  });

  it('says when its figures are the kept copy, not read in this visit', async () => {
    await renderCard(found(), { isFresh: false });
    expect(await screen.findByText(/^From cache: figures of /)).toBeTruthy();
  });

  it('costs the figures at a shelf price typed, and adds to the shortlist in one tap', async () => {
    const asked = await renderCard(found());
    const price = await screen.findByLabelText(/Shelf price/);
    expect((price as HTMLInputElement).value).toBe('€4.5');
    fireEvent.change(price, { target: { value: '3.25' } });
    fireEvent.submit(price.closest('form') as HTMLFormElement);
    expect(asked.prices).toEqual([3.25]);

    fireEvent.click(screen.getByRole('button', { name: 'Add to Walmart run' }));
    expect(asked.adds).toBe(1);
  });

  it('says which shortlist it is on once added', async () => {
    await renderCard(found({ shortlistedIn: 'Walmart run' }));
    expect(await screen.findByText('On Walmart run')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add to/ })).toBeNull();
  });

  it('names why adding to the shortlist failed', async () => {
    await renderCard(found(), { shortlist: { error: "The product is not one of this shortlist's supplier's products." } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      "The product is not one of this shortlist's supplier's products.",
    );
  });

  it('asks which product a code means when it matches several', async () => {
    const asked = await renderCard(
      {
        ...newScan('800000000259', null),
        status: 'pick',
        candidates: [
          { asin: 'B005OL6KZK', productName: 'Tea towels', countryAndRegion: 'US' },
          { asin: 'B005OLS0LF', productName: 'Tea towels, pack of 3', countryAndRegion: 'US' },
        ],
      },
      { shortlist: null },
    );
    expect(await screen.findByText('800000000259 matches 2 products: pick one')).toBeTruthy();
    const show = screen.getByRole('button', { name: 'Show the one picked' });
    expect((show as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /B005OLS0LF/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Show B005OLS0LF' }));
    expect(asked.picks).toEqual(['B005OLS0LF']);
    // No product yet: nothing to add or open.
    expect(screen.queryByRole('link', { name: 'Full product view' })).toBeNull();
  });

  it('says a queued scan waits for the connection, and offers to try a failed one again', async () => {
    await renderCard({ ...newScan('800000000044', null) }, { shortlist: null });
    expect(await screen.findByText('No connection: 800000000044 is looked up as soon as you are back online.')).toBeTruthy();
  });

  it('names why a code has no answer', async () => {
    const asked = await renderCard(
      { ...newScan('712345678904', null), status: 'failed', problem: 'The marketplace did not answer.' },
      { shortlist: null },
    );
    expect((await screen.findByRole('alert')).textContent).toContain('The marketplace did not answer.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(asked.retries).toBe(1);
  });
});
