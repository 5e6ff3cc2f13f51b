import { MARKETPLACE_CODES, marketplaceRow } from '@shelfscope/contracts';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NameOrganizationPrompt } from '../../components/name-organization-prompt';
import { COMPANY, ROLE_PERMISSIONS } from '../../test/company';
import { type IdentityCall, identityOk } from '../../test/identity';
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
    defaultMarketplace: 'US',
    vatRegistered: false,
    vatNumber: null as string | null,
    hasDefaultName: /'s organization$/.test(start.name),
    canEdit: start.canEdit ?? true,
    permissions: start.canEdit === false ? ROLE_PERMISSIONS.shelfscope_buyer : COMPANY.permissions,
    roles: start.canEdit === false ? ['shelfscope_buyer'] : COMPANY.roles,
    approvalsRequired: true,
  };
  return (call: Call) => {
    if (call.method === 'GET' && call.path === '/api/Company') return ok(company);
    // The registry the server lists (GET /api/Marketplace serves the contract's rows).
    if (call.method === 'GET' && call.path === '/api/Marketplace') return ok(MARKETPLACE_CODES.map(marketplaceRow));
    if (call.method === 'PUT' && call.path === '/api/Company/approvals') {
      Object.assign(company, call.body as Record<string, unknown>);
      return ok(company);
    }
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

  it('sets the default marketplace and the VAT registration with its number', async () => {
    const { calls } = await renderScreens(
      '/company',
      [{ path: '/company', component: CompanyPage }],
      companyServer({ name: 'Lantern Goods' }),
    );
    const section = await screen.findByRole('region', { name: 'Marketplace and VAT' });
    const vatNumber = within(section).getByRole('textbox', { name: 'VAT number' }) as HTMLInputElement;
    // Not registered: there is no number to give.
    expect(vatNumber.disabled).toBe(true);
    expect(section.textContent).toContain('Amazon.com prices are before tax');
    await waitFor(() => expect(calls.some((c) => c.path === '/api/Marketplace')).toBe(true));
    const select = within(section).getByLabelText(/^Default marketplace/);
    fireEvent.focus(select);
    fireEvent.click(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Amazon.co.uk (GBP)', hidden: true }));
    expect(section.textContent).toContain('New suppliers and the quick view are analysed for it, in GBP.');
    fireEvent.click(within(section).getByRole('checkbox', { name: /VAT registered/ }));
    expect(vatNumber.disabled).toBe(false);
    fireEvent.change(vatNumber, { target: { value: ' GB123456789 ' } });
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Save profile' })));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      defaultMarketplace: 'UK',
      vatRegistered: true,
      vatNumber: 'GB123456789',
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

describe('renaming the organization', () => {
  const identityRoutes = (taken: string[], updates: Record<string, unknown>[]) => ({
    'GET /b2b/organizations/me': () =>
      identityOk({
        organization: {
          organization_id: 'organization-test-1',
          organization_name: 'Lantern Goods',
          organization_slug: 'ana-s-organization',
        },
      }),
    'POST /b2b/organizations/search': (call: IdentityCall) =>
      identityOk({
        organization: taken.includes(String(call.body?.organization_slug))
          ? { organization_id: 'organization-test-other', organization_slug: call.body?.organization_slug }
          : null,
      }),
    'PUT /b2b/organizations/me': (call: IdentityCall) => {
      updates.push(call.body ?? {});
      return identityOk({
        organization: { organization_id: 'organization-test-1', organization_slug: call.body?.organization_slug },
      });
    },
  });

  /** The company page of an organization with its sign-up name, for an admin, over these identity routes. */
  const openAsAdmin = (routes: Record<string, (call: IdentityCall) => Response>) =>
    renderScreens('/company', [{ path: '/company', component: CompanyPage }], companyServer({ name: "ana's organization" }), {
      roles: ['stytch_admin'],
      routes,
    });

  it('offers the slug made from the new name, says it is free, and changes it after the name', async () => {
    const updates: Record<string, unknown>[] = [];
    const { calls } = await openAsAdmin(identityRoutes([], updates));
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), { target: { value: 'Alex Northwind Goods' } });
    const offer = await screen.findByRole('checkbox', { name: 'Change the sign-in address to “alex-northwind-goods” too' });
    await screen.findByText(/it is “ana-s-organization” now\. It is free\./);
    expect((offer as HTMLInputElement).checked).toBe(true);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Save profile' })));
    await screen.findByText('The sign-in address is now “alex-northwind-goods”.');
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ name: 'Alex Northwind Goods' });
    expect(updates).toEqual([{ organization_slug: 'alex-northwind-goods' }]);
  });

  it('says a taken slug is taken and renames without it', async () => {
    const updates: Record<string, unknown>[] = [];
    const { calls } = await openAsAdmin(identityRoutes(['harbor-goods'], updates));
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), { target: { value: 'Harbor Goods' } });
    await screen.findByText('“harbor-goods” is taken by another organization: the address stays “ana-s-organization”.');
    expect((screen.getByRole('checkbox', { name: /Change the sign-in address/ }) as HTMLInputElement).disabled).toBe(true);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Save profile' })));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(updates).toEqual([]);
  });

  it('shows the identity API’s refusal when the slug was taken meanwhile', async () => {
    await openAsAdmin({
      ...identityRoutes([], []),
      'PUT /b2b/organizations/me': () =>
        new Response(
          JSON.stringify({
            status_code: 409,
            error_type: 'organization_slug_already_used',
            error_message: 'An organization with this slug already exists.',
            error_url: 'http://identity.test/docs',
          }),
          { status: 409, headers: { 'content-type': 'application/json' } },
        ),
    });
    fireEvent.change(await screen.findByRole('textbox', { name: /^Name/ }), { target: { value: 'Alex Northwind Goods' } });
    await screen.findByText(/It is free\./);
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Save profile' })));
    // Not the only alert: the reminder that the organization still has its sign-up name is one too.
    await waitFor(() =>
      expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toContainEqual(
        expect.stringContaining('An organization with this slug already exists.'),
      ),
    );
  });
});

describe('the approvals switch', () => {
  it('an owner turns approvals off and on', async () => {
    const { calls } = await renderScreens(
      '/company',
      [{ path: '/company', component: CompanyPage }],
      companyServer({ name: 'Lantern Goods' }),
    );
    const approvals = await screen.findByRole('region', { name: 'Approvals' });
    const toggle = within(approvals).getByRole('switch', {
      name: /^A buyer approves what a VA adds to a shortlist/,
    }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(toggle.disabled).toBe(false);
    act(() => fireEvent.click(toggle));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT' && c.path === '/api/Company/approvals')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ approvalsRequired: false });
    await waitFor(() => expect(toggle.checked).toBe(false));
  });

  it('is disabled for a buyer, with the reason on hover', async () => {
    const { calls } = await renderScreens(
      '/company',
      [{ path: '/company', component: CompanyPage }],
      companyServer({ name: 'Lantern Goods', canEdit: false }),
    );
    const approvals = await screen.findByRole('region', { name: 'Approvals' });
    const toggle = within(approvals).getByRole('switch', {
      name: /^A buyer approves what a VA adds to a shortlist/,
    }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(toggle.disabled).toBe(true);
    const wrapper = toggle.closest('[data-permission]') as Element;
    expect(wrapper.getAttribute('data-permission')).toBe('company:write');
    act(() => fireEvent.mouseEnter(wrapper));
    expect(await screen.findByText('You need company:write (your role: Buyer).')).toBeTruthy();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
