import { MARKETPLACE_CODES, marketplaceRow, type Supplier } from '@shelfscope/contracts';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMPANY } from '../../test/company';
import { type ApiCall as Call, ok, renderScreens } from '../../test/screen-api';
import { supplierRow } from '../../test/supplier';
import { SupplierFormModal } from './supplier-form-modal';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 4_000 });

const HARBOR = supplierRow(1, 'Harbor Foods', { productsCount: 12 }) as Supplier;

/** The company (a UK seller by default), the marketplace registry and the supplier saves, as the server answers them. */
function server(call: Call) {
  if (call.method === 'GET' && call.path === '/api/Marketplace') return ok(MARKETPLACE_CODES.map(marketplaceRow));
  if (call.method === 'GET' && call.path === '/api/Category/slim') return ok([]);
  if (call.method === 'GET' && call.path === '/api/Company') {
    return ok({ ...COMPANY, defaultMarketplace: 'UK', vatRegistered: true, vatNumber: 'GB123456789' });
  }
  if ((call.method === 'POST' || call.method === 'PUT') && call.path === '/api/Supplier') {
    return ok({ ...HARBOR, ...(call.body as object), currency: 'GBP' });
  }
  return undefined;
}

const pick = async (dialog: HTMLElement, label: RegExp, option: string) => {
  const input = within(dialog).getByLabelText(label);
  fireEvent.focus(input);
  fireEvent.click(input);
  fireEvent.click(await screen.findByRole('option', { name: option, hidden: true }));
};

describe('the supplier form’s marketplace, currency and VAT', () => {
  it('starts a new supplier on the company’s marketplace, and sends what was chosen', async () => {
    const { calls } = await renderScreens(
      '/new',
      [{ path: '/new', component: () => <SupplierFormModal opened onClose={() => {}} /> }],
      server,
    );
    const dialog = await screen.findByRole('dialog', { name: 'New supplier' });
    const marketplace = within(dialog).getByLabelText(/^Marketplace/) as HTMLInputElement;
    await waitFor(() => expect(marketplace.value).toBe('Amazon.co.uk (GBP)'));
    expect((within(dialog).getByLabelText(/^Currency/) as HTMLInputElement).value).toBe('GBP');
    await pick(dialog, /^Marketplace/, 'Amazon.de (EUR)');
    // The currency follows the marketplace until another is chosen.
    expect((within(dialog).getByLabelText(/^Currency/) as HTMLInputElement).value).toBe('EUR');
    await pick(dialog, /^Currency/, 'GBP');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Prices include VAT/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Thames Wholesale' } });
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Create' })));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Thames Wholesale',
      marketplace: 'DE',
      currency: 'GBP',
      costsIncludeVat: true,
      categoriesIds: [],
    });
  });

  it('leaves the marketplace to the server when a new supplier keeps the default', async () => {
    const { calls } = await renderScreens(
      '/new',
      [{ path: '/new', component: () => <SupplierFormModal opened onClose={() => {}} /> }],
      server,
    );
    const dialog = await screen.findByRole('dialog', { name: 'New supplier' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Name' }), { target: { value: 'Cove Traders' } });
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Create' })));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Cove Traders', categoriesIds: [] });
  });

  it('warns that moving a supplier to another marketplace analyses its products again', async () => {
    const { calls } = await renderScreens(
      '/edit',
      [{ path: '/edit', component: () => <SupplierFormModal opened supplier={HARBOR} onClose={() => {}} /> }],
      server,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Harbor Foods' });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/Marketplace')).toBe(true));
    expect(within(dialog).queryByRole('status')).toBeNull();
    await pick(dialog, /^Marketplace/, 'Amazon.co.uk (GBP)');
    expect(within(dialog).getByRole('status').textContent).toBe(
      'Its 12 products will be analysed again for Amazon.co.uk, in GBP.',
    );
    act(() => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      marketplace: 'UK',
      currency: null,
      costsIncludeVat: false,
    });
  });
});
