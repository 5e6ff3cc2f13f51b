import { act, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NameOrganizationPrompt } from '../../components/name-organization-prompt';
import { BASE_FIELDS, type ApiCall as Call, ok, renderScreens } from '../../test/screen-api';
import CompanyPage from './company-page';

afterEach(() => vi.unstubAllGlobals());
beforeEach(() => sessionStorage.clear());
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 8_000 });

/** The company as the server keeps it; a save applies the fields sent, as POST /api/Company does. */
function companyServer(start: { name: string; canEdit?: boolean }) {
  const company = {
    ...BASE_FIELDS,
    id: BASE_FIELDS.companyId,
    name: start.name,
    phone: null,
    email: null,
    address: '400 Pier Avenue',
    city: 'Seattle',
    state: 'WA',
    zipCode: '98101',
    taxId: null as string | null,
    shipTo: null,
    defaultTerms: null,
    orderNumberPrefix: 'PO',
    nextOrderNumber: 'PO-2026-0008',
    hasDefaultName: /'s organization$/.test(start.name),
    canEdit: start.canEdit ?? true,
  };
  return (call: Call) => {
    if (call.method === 'GET' && call.path === '/api/Company') return ok(company);
    if (call.method === 'POST' && call.path === '/api/Company') {
      const body = call.body as Record<string, unknown>;
      Object.assign(company, body, { hasDefaultName: /'s organization$/.test(String(body.name)) });
      return ok(company);
    }
    return undefined;
  };
}

describe('the company profile', () => {
  it('shows and saves what purchase orders print about the buyer', async () => {
    const { calls } = await renderScreens(
      '/company',
      [{ path: '/company', component: CompanyPage }],
      companyServer({ name: 'Lantern Goods' }),
    );
    const taxId = await screen.findByRole('textbox', { name: 'Tax ID' });
    expect(screen.getByText('The next order will be PO-2026-0008.')).toBeTruthy();
    fireEvent.change(taxId, { target: { value: '91-1234567' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Default payment terms' }), { target: { value: 'Net 30' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Order number prefix' }), { target: { value: 'lg' } });
    expect(screen.getByText('The next order will be LG-2026-0008.')).toBeTruthy();
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Save profile' })));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      name: 'Lantern Goods',
      taxId: '91-1234567',
      defaultTerms: 'Net 30',
      orderNumberPrefix: 'lg',
      phone: null,
    });
  });

  it('is read-only for a member who is not an admin', async () => {
    await renderScreens(
      '/company',
      [{ path: '/company', component: CompanyPage }],
      companyServer({ name: 'Lantern Goods', canEdit: false }),
    );
    expect(await screen.findByText("Only your organization's admins can change the profile.")).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save profile' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Tax ID' }).hasAttribute('readonly')).toBe(true);
  });
});

describe('naming a fresh organization', () => {
  it("asks an admin for the organization's name while it still has its sign-up name, and saves it", async () => {
    const { calls } = await renderScreens(
      '/',
      [{ path: '/', component: NameOrganizationPrompt }],
      companyServer({ name: "ana's organization" }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Name your organization' });
    expect(dialog.textContent).toContain("“ana's organization”");
    fireEvent.change(screen.getByRole('textbox', { name: /Organization name/ }), { target: { value: ' Lantern Goods ' } });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Save name' })));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Name your organization' })).toBeNull());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Lantern Goods' });
  });

  it('does not ask once the organization has a name, nor a member who cannot rename it', async () => {
    // The profile page beside the prompt: once the page shows the company, the prompt has read it too.
    const both = () => (
      <>
        <NameOrganizationPrompt />
        <CompanyPage />
      </>
    );
    for (const start of [{ name: 'Lantern Goods' }, { name: "bo's organization", canEdit: false }]) {
      await renderScreens('/', [{ path: '/', component: both }], companyServer(start));
      expect(await screen.findByDisplayValue(start.name)).toBeTruthy();
      expect(screen.queryByRole('dialog')).toBeNull();
    }
  });
});
