import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok, renderScreens } from '../../test/screen-api';
import { shortlistSummary } from '../../test/shortlist';
import { ShortlistDialog } from './shortlist-dialog';

afterEach(() => vi.unstubAllGlobals());

const SUPPLIER = '22222222-2222-4222-8222-222222222222';
const EXISTING = '11111111-1111-4111-8111-111111111111';
const NEW_ID = '44444444-4444-4444-8444-444444444444';
const TEAMMATES = '77777777-7777-4777-8777-777777777777';
const PRODUCTS = ['55555555-5555-4555-8555-555555555555', '66666666-6666-4666-8666-666666666666'];

/** A shortlist of the supplier with three lines, as GET /api/Shortlist lists it. */
const shortlist = (id: string, name: string) => shortlistSummary({ id, name, supplierId: SUPPLIER, shortlistItemsCount: 3 });

function Page() {
  return (
    <ShortlistDialog
      opened
      supplierId={SUPPLIER}
      supplierName="Harbor Foods"
      productIds={PRODUCTS}
      onClose={() => {}}
      onDone={() => {}}
    />
  );
}

describe('adding products to a shortlist', () => {
  it('keeps "A new shortlist" once chosen, even when the list of shortlists is read again', async () => {
    const winter = shortlist(EXISTING, 'Winter stock');
    let reads = 0;
    const { calls, queryClient } = await renderScreens('/add', [{ path: '/add', component: Page }], (call) => {
      const at = `${call.method} ${call.path}`;
      // Read again later, the list has one more: a teammate made a shortlist meanwhile.
      if (at === 'GET /api/Shortlist') {
        reads += 1;
        return ok(reads === 1 ? [winter] : [shortlist(TEAMMATES, 'Autumn stock'), winter]);
      }
      if (at === 'POST /api/Shortlist') return ok(shortlist(NEW_ID, 'Spring picks'));
      if (call.method === 'POST' && call.path.endsWith('/item')) return ok({ id: 'line', added: true });
      return undefined;
    });
    const dialog = await screen.findByRole('dialog', { name: 'Add 2 to a shortlist' });
    // The supplier's shortlist is the default once the list has come.
    const existing = await within(dialog).findByRole('radio', { name: 'Winter stock (3 items)' });
    await waitFor(() => expect((existing as HTMLInputElement).checked).toBe(true));

    act(() => fireEvent.click(within(dialog).getByRole('radio', { name: 'A new shortlist' })));
    act(() =>
      fireEvent.change(within(dialog).getByLabelText('Name of the new shortlist', { exact: false }), {
        target: { value: 'Spring picks' },
      }),
    );
    // The list is read again and has changed (the window regained focus, a teammate added one):
    // the pick stays. It used to be set back to the supplier's newest shortlist whenever the list
    // arrived, which sent the products to another shortlist (CI, web-products.spec.ts).
    await act(() => queryClient.invalidateQueries({ queryKey: ['shortlists'] }));
    await within(dialog).findByRole('radio', { name: 'Autumn stock (3 items)' });
    expect((within(dialog).getByRole('radio', { name: 'A new shortlist' }) as HTMLInputElement).checked).toBe(true);

    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Add to shortlist' })));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST' && c.path.endsWith('/item'))).toHaveLength(2));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/Shortlist')?.body).toEqual({
      name: 'Spring picks',
      supplierId: SUPPLIER,
    });
    for (const call of calls.filter((c) => c.path.endsWith('/item'))) expect(call.path).toContain(NEW_ID);
  });

  it('keeps a pick made while the list of shortlists is still loading, once it arrives', async () => {
    let arrive: (answer: ReturnType<typeof ok>) => void = () => {};
    const list = new Promise<ReturnType<typeof ok>>((resolve) => {
      arrive = resolve;
    });
    await renderScreens('/add', [{ path: '/add', component: Page }], (call) =>
      call.method === 'GET' && call.path === '/api/Shortlist' ? list : undefined,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Add 2 to a shortlist' });
    await within(dialog).findByText('Loading shortlists…');
    // Nothing is chosen for the member while the list loads, so nothing can be added yet.
    const fresh = within(dialog).getByRole('radio', { name: 'A new shortlist' }) as HTMLInputElement;
    expect(fresh.checked).toBe(false);
    expect(within(dialog).queryByLabelText('Name of the new shortlist', { exact: false })).toBeNull();
    const addButton = () => within(dialog).getByRole('button', { name: 'Add to shortlist' }) as HTMLButtonElement;
    expect(addButton().disabled).toBe(true);

    act(() => fireEvent.click(fresh));
    const named = within(dialog).getByLabelText('Name of the new shortlist', { exact: false });
    act(() => fireEvent.change(named, { target: { value: 'Spring picks' } }));
    // The list arrives with a shortlist of the supplier's: the member's pick and name stay.
    await act(async () => arrive(ok([shortlist(EXISTING, 'Winter stock')])));
    await within(dialog).findByRole('radio', { name: 'Winter stock (3 items)' });
    expect(fresh.checked).toBe(true);
    expect((within(dialog).getByLabelText('Name of the new shortlist', { exact: false }) as HTMLInputElement).value).toBe(
      'Spring picks',
    );
    expect(addButton().disabled).toBe(false);
  });
});
