import type { ProductColumn } from '@shelfscope/contracts';
import { DEFAULT_SCORE_THRESHOLDS as THRESHOLDS } from '@shelfscope/profit';
import type { RowSelectionState } from '@tanstack/react-table';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubGridViewport } from '../../test/grid-viewport';
import { product, renderScreens } from '../../test/screen-api';
import type { GridContext } from './columns';
import { ProductGrid } from './product-grid';

beforeEach(() => stubGridViewport());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 4_000 });

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ROWS = [
  product({
    id: uuid(1),
    asin: 'B000000001',
    title: 'Garden hose 50 ft',
    brand: 'Acme',
    packageQuantity: 2,
    packageWeight: 1.5,
    roi: 62,
    isHazmat: true,
    hasAlert: true,
  }),
  product({ id: uuid(2), asin: 'B000000002', title: 'Watering can', roi: 8 }),
];
const COLUMNS: ProductColumn[] = ['title', 'roi', 'hasAlert'];
const CTX: GridContext = {
  thresholds: THRESHOLDS,
  system: 0,
  href: (p) => `/products/${p.id}`,
};

/** The grid on a page of its own, with its selection kept as the products page keeps it. */
function GridPage({ rows = ROWS }: { rows?: typeof ROWS }) {
  const [selection, setSelection] = useState<RowSelectionState>({});
  return (
    <>
      <ProductGrid
        rows={rows}
        columns={COLUMNS}
        ctx={CTX}
        sort={{ field: 'roi', descending: true }}
        onSort={() => {}}
        selection={selection}
        onSelectionChange={setSelection}
        maxHeight={600}
        label="Products"
      />
      <p>{`selected: ${Object.keys(selection).sort().join(',') || 'none'}`}</p>
    </>
  );
}

/** The grid's page, once the router has drawn it. */
async function render(rows = ROWS) {
  await renderScreens('/grid', [{ path: '/grid', component: () => <GridPage rows={rows} /> }], () => undefined);
  await screen.findByTestId('product-grid');
}
const asinOf = (n: number) => `B${String(n).padStart(9, '0')}`;
const rowOf = (asin: string) => {
  const row = screen.getByTestId('product-grid').querySelector(`tr[data-asin="${asin}"]`);
  if (!(row instanceof HTMLElement)) throw new Error(`no row for ${asin}`);
  return row;
};

describe('the products grid', () => {
  it('draws each row’s title, marketplace link, figures and alerts', async () => {
    await render();
    const row = within(await screen.findByTestId('product-grid'))
      .getByText('Garden hose 50 ft')
      .closest('tr');
    if (!row) throw new Error('no row');
    expect(row.getAttribute('aria-rowindex')).toBe('2');
    const marketplace = within(row).getByRole('link', { name: 'B000000001' });
    expect(marketplace.getAttribute('href')).toBe('https://www.amazon.com/dp/B000000001');
    expect(marketplace.getAttribute('target')).toBe('_blank');
    expect(marketplace.parentElement?.textContent).toBe('B000000001 · Acme · pack of 2 · 1.5 lb');
    expect(within(row).getByText(/^Dangerous goods \(hazmat\): Needs a dangerous-goods review/)).toBeTruthy();
    expect(row.querySelectorAll('td')).toHaveLength(COLUMNS.length + 1);
  });

  it('colours each figure’s cell by the member’s thresholds, with the level in its title', async () => {
    await render();
    const roi = (asin: string) => rowOf(asin).querySelector('td[data-column="roi"]');
    // 62% reaches "good" (50); 8% is short of "very weak" (10).
    expect([roi('B000000001')?.getAttribute('data-level'), roi('B000000001')?.getAttribute('title')]).toEqual([
      '5',
      'Good (level 5)',
    ]);
    expect(roi('B000000001')?.textContent).toBe('62.0%');
    expect(roi('B000000002')?.getAttribute('data-level')).toBe('1');
    // A figure without thresholds to judge it by is plain.
    expect(rowOf('B000000001').querySelector('td[data-column="title"]')?.hasAttribute('data-level')).toBe(false);
  });

  it('opens a product’s page from its title with the router, and leaves modified clicks to the browser', async () => {
    await render();
    const title = within(rowOf('B000000002')).getByRole('link', { name: 'Watering can' });
    expect(title.getAttribute('href')).toBe(`/products/${uuid(2)}`);
    // A ctrl-click (a new tab) is the browser's: not prevented, and the page stays.
    expect(fireEvent.click(title, { ctrlKey: true })).toBe(true);
    expect(screen.getByTestId('product-grid')).toBeTruthy();
    // The ASIN's link is not the app's: its click is left alone too.
    const marketplace = within(rowOf('B000000002')).getByRole('link', { name: 'B000000002' });
    marketplace.addEventListener('click', (e) => e.preventDefault());
    fireEvent.click(marketplace);
    expect(screen.getByTestId('product-grid')).toBeTruthy();
    // A plain click is followed by the router, without a reload.
    expect(fireEvent.click(title)).toBe(false);
    expect(await screen.findByText(`landed on /products/${uuid(2)}`)).toBeTruthy();
  });

  it('selects rows with their checkboxes and all of them with the header’s', async () => {
    await render();
    fireEvent.click(within(rowOf('B000000002')).getByRole('checkbox', { name: 'Select B000000002' }));
    expect(await screen.findByText(`selected: ${uuid(2)}`)).toBeTruthy();
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' }) as HTMLInputElement;
    expect(all.indeterminate).toBe(true);
    fireEvent.click(all);
    expect(await screen.findByText(`selected: ${uuid(1)},${uuid(2)}`)).toBeTruthy();
    expect(all.indeterminate).toBe(false);
    expect(rowOf('B000000001').hasAttribute('data-selected')).toBe(true);
  });

  it('shows the rows that scroll in in the elements of those that left, and keeps the focused row', async () => {
    const many = Array.from({ length: 120 }, (_, i) =>
      product({ id: uuid(i + 1), asin: asinOf(i + 1), title: `Product ${i + 1}` }),
    );
    await render(many);
    const first = rowOf(asinOf(1));
    const focused = within(rowOf(asinOf(2))).getByRole('link', { name: 'Product 2' });
    focused.focus();
    // Scroll to the 61st row (jsdom scrolls nothing itself: the offset is the scroller's to report).
    const scroller = screen.getByTestId('product-grid');
    Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: 60 * 44 });
    fireEvent.scroll(scroller);
    await waitFor(() => expect(scroller.querySelector(`tr[data-asin="${asinOf(61)}"]`)).not.toBeNull());
    // The first row's element is still in the page, showing a row that came into view.
    expect(first.isConnected).toBe(true);
    const shown = Number(first.getAttribute('aria-rowindex')) - 1;
    expect(shown).toBeGreaterThan(55);
    expect(first.getAttribute('data-asin')).toBe(asinOf(shown));
    expect(within(first).getByRole('link', { name: `Product ${shown}` })).toBeTruthy();
    // The focused row stayed, first in the body, with the focus where it was.
    expect(scroller.querySelector('tbody tr')?.getAttribute('data-asin')).toBe(asinOf(2));
    expect(document.activeElement).toBe(focused);
    expect(focused.textContent).toBe('Product 2');
    // Once the focus leaves the grid, the row goes with the next scroll.
    focused.blur();
    Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: 61 * 44 });
    fireEvent.scroll(scroller);
    await waitFor(() => expect(scroller.querySelector(`tr[data-asin="${asinOf(2)}"]`)).toBeNull());
  });
});
