import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubGridViewport } from '../../test/grid-viewport';
import { type ApiCall, ok, product, refused, renderScreens } from '../../test/screen-api';
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
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const ROWS = [
  product({ id: uuid(1), supplierId: SUPPLIER, asin: 'B000000001', title: 'Garden hose 50 ft', roi: 62 }),
  product({ id: uuid(2), supplierId: SUPPLIER, asin: 'B000000002', title: 'Watering can', roi: 31 }),
];
const SETTINGS = { ...USER_SETTINGS, defaultColumns: ['title', 'roi'] };

/** The seller API as the server answers it: a filter naming an unknown field is refused on `filter`. */
function handle(call: ApiCall) {
  if (call.path === '/api/Supplier/slim') return ok([{ id: SUPPLIER, name: 'Acme Wholesale' }]);
  if (call.path === '/api/UserSettings') return ok(SETTINGS);
  if (call.path === '/api/UserFilters') return ok([]);
  if (call.path === '/api/Product') {
    const filter = call.query.get('filter') ?? '';
    if (filter.startsWith('rio')) return refused(400, [{ field: 'filter', description: 'Unknown field "rio" at position 1.' }]);
    const rows = filter === 'roi >= 50' ? ROWS.slice(0, 1) : ROWS;
    return ok(rows, { page: 1, pageSize: 100, totalItems: rows.length });
  }
  return undefined;
}

describe('the products page', () => {
  it("says the server's refusal of a filter beside it and keeps the last list that loaded", async () => {
    await renderScreens(
      `/products?supplierId=${SUPPLIER}&filter=${encodeURIComponent('roi >= 50')}`,
      [{ path: '/products', component: ProductsPage }],
      handle,
    );
    expect(await screen.findByText('Garden hose 50 ft')).toBeTruthy();
    expect(screen.queryByText('Watering can')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: /^Filter/ }));
    const apply = await screen.findByRole('button', { name: 'Apply filter' });
    const expression = screen.getByLabelText('Filter expression') as HTMLTextAreaElement;
    fireEvent.change(expression, { target: { value: 'rio >= 30' } });
    // The rows cannot show it, and say why without blaming parentheses.
    expect(screen.getByText('The rows know no field "rio": edit it as text, or clear it to build one.')).toBeTruthy();
    expect(screen.queryByText(/parentheses/)).toBeNull();
    fireEvent.click(apply);

    // The server's words under the expression; the grid still shows the list of `roi >= 50`.
    await waitFor(() => expect(expression.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('alert').textContent).toBe('Unknown field "rio" at position 1.');
    expect(screen.queryByText('The list could not be loaded')).toBeNull();
    expect(screen.getByText('Garden hose 50 ft')).toBeTruthy();
    expect(screen.getByText('1 product')).toBeTruthy();

    // Fixed, the filter applies and the message goes.
    fireEvent.change(expression, { target: { value: 'roi >= 30' } });
    fireEvent.click(apply);
    expect(await screen.findByText('Watering can')).toBeTruthy();
    expect(screen.queryByText('Unknown field "rio" at position 1.')).toBeNull();
  });
});
