import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, product, renderScreens } from '../../test/screen-api';
import { AddProductDialog } from './add-product-dialog';

afterEach(() => vi.unstubAllGlobals());

const SUPPLIER = '22222222-2222-4222-8222-222222222222';

function Page() {
  return <AddProductDialog opened supplierId={SUPPLIER} quiet onClose={() => {}} />;
}

describe('adding a product', () => {
  it('asks for the pack size beside the pack cost and sends both', async () => {
    const { calls } = await renderScreens('/add', [{ path: '/add', component: Page }], (call) =>
      call.method === 'POST' && call.path === '/api/Product'
        ? ok({ product: product({ asin: 'B0PILLOW01', cost: 180, quantityPack: 6 }), candidates: [] })
        : undefined,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add a product' });
    act(() => fireEvent.change(within(dialog).getByRole('textbox', { name: 'ASIN' }), { target: { value: 'b0pillow01' } }));
    act(() => fireEvent.change(within(dialog).getByLabelText('Cost (supplier pack)'), { target: { value: '180' } }));
    const pack = within(dialog).getByLabelText('Units per pack', { exact: false });
    // Empty is refused: a pack cost means nothing without its pack.
    act(() => fireEvent.change(pack, { target: { value: '' } }));
    expect((within(dialog).getByRole('button', { name: 'Add product' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => fireEvent.change(pack, { target: { value: '6' } }));
    expect(within(dialog).getByTestId('unit-cost').textContent).toBe('$180.00 for 6 units: $30.00 a unit');
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Add product' })));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/Product')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      supplierId: SUPPLIER,
      identifier: 'B0PILLOW01',
      identifierType: 0,
      cost: 180,
      quantityPack: 6,
    });
  });
});
