import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type ApiAnswer, type ApiCall, renderScreens } from '../../../test/screen-api';
import { testWindow } from '../api/sso-test';
import PortalPage from './portal-page';

// The portal's "Test connection" and SCIM set-up, with the identity API answered at the network
// boundary (the portal client's fetch) and the popup standing in for the browser's window.
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 6_000 });

const answer = (data: Record<string, unknown>): ApiAnswer => ({
  body: { status_code: 200, request_id: 'r', data: { ...data, status_code: 200, request_id: 'r' } },
});
const SESSION = {
  member_session_id: 'ms',
  organization_id: 'o',
  organization_name: 'Harbor Goods',
  created_by_email: 'ada@harbor.example',
  expires_at: '2026-11-29T18:00:00Z',
  areas: ['sso', 'scim', 'domains'],
};
const POLICY = {
  roles: [
    { role_id: 'stytch_admin', permissions: [] },
    { role_id: 'buyer', permissions: [] },
    { role_id: 'stytch_member', permissions: [] },
  ],
  resources: [],
};
const TEST = {
  test_id: 't1',
  connection_id: 'saml-1',
  status: 'pending',
  error: '',
  result: null,
  created_at: '2026-11-29T17:00:00Z',
  completed_at: null,
  expires_at: '2026-11-29T17:15:00Z',
};
const DONE = {
  ...TEST,
  status: 'succeeded',
  completed_at: '2026-11-29T17:01:00Z',
  result: {
    protocol: 'saml',
    subject: 'buyer@harbor.example',
    email: 'buyer@harbor.example',
    name: 'Bailey Buyer',
    groups: ['Purchasing'],
    attributes: { email: 'buyer@harbor.example', firstName: 'Bailey', groups: ['Purchasing'] },
    mapping: { ok: true, error: '', member: 'new', roles: ['buyer'] },
  },
};
const CONNECTION = {
  organization_id: 'o',
  connection_id: 'scim-1',
  status: 'active',
  display_name: 'Okta SCIM',
  identity_provider: 'okta',
  base_url: 'https://api.example/v1/scim/scim-1',
  bearer_token_last_four: 'wxyz',
  bearer_token_expires_at: '',
  scim_group_implicit_role_assignments: [] as { role_id: string; group_id: string; group_name: string }[],
  created_at: '2026-11-29T17:00:00Z',
  updated_at: '2026-11-29T17:00:00Z',
};
const REQUEST = {
  request_id: 'q1',
  method: 'POST',
  path: '/Users',
  status: 201,
  result: 'succeeded',
  outcome: 'User created',
  duration_ms: 12,
  created_at: '2026-11-29T17:02:00Z',
};

/** The portal's identity routes: one SAML connection, its test, and the SCIM connection once created. */
function portalApi() {
  let testReads = 0;
  let scim: typeof CONNECTION | null = null;
  let requests: (typeof REQUEST)[] = [];
  const api = (call: ApiCall): ApiAnswer | undefined => {
    const route = `${call.method} ${call.path.replace('/sdk/v1', '')}`;
    switch (route) {
      case 'POST /b2b/portal/redeem':
        return answer({ portal_session_token: 'portal-session-xyz', portal_session: SESSION });
      case 'GET /b2b/sso':
        return answer({
          saml_connections: [{ connection_id: 'saml-1', display_name: 'Okta', identity_provider: 'okta', status: 'active' }],
          oidc_connections: [],
          external_connections: [],
        });
      case 'POST /b2b/sso/saml-1/test':
        return answer({ test: TEST, redirect_url: 'https://idp.example/sso?SAMLRequest=abc' });
      case 'GET /b2b/sso/saml-1/test':
        // The IdP answers while the portal waits: pending at first, then the result.
        testReads += 1;
        return answer({ test: testReads > 1 ? DONE : TEST });
      case 'GET /b2b/organizations/me/domains':
        return answer({ domains: [] });
      case 'GET /b2b/scim':
        return answer({ connection: scim });
      case 'POST /b2b/scim':
        scim = { ...CONNECTION, display_name: String((call.body as { display_name: string }).display_name) };
        return answer({ connection: { ...scim, bearer_token: 'secret-token-abcdwxyz' } });
      case 'POST /b2b/scim/groups':
        return answer({
          scim_groups: [{ group_id: 'g1', group_name: 'Purchasing', organization_id: 'o', connection_id: 'scim-1' }],
          next_cursor: '',
        });
      case 'GET /b2b/scim/scim-1/requests':
        return answer({ scim_requests: requests });
      case 'PUT /b2b/scim/scim-1': {
        const rules = (call.body as { scim_group_implicit_role_assignments: { role_id: string; group_id: string }[] })
          .scim_group_implicit_role_assignments;
        scim = {
          ...(scim ?? CONNECTION),
          scim_group_implicit_role_assignments: rules.map((r) => ({ ...r, group_name: 'Purchasing' })),
        };
        return answer({ connection: scim });
      }
      default:
        return undefined;
    }
  };
  return { api, arrive: (r: typeof REQUEST) => (requests = [r, ...requests]) };
}

afterEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.restoreAllMocks();
});

describe('/portal: test connection and SCIM', () => {
  it('tests a connection in a popup and shows what the IdP sent and whether a sign-in would succeed', async () => {
    const popup = { location: { href: '' }, close: vi.fn() };
    vi.spyOn(testWindow, 'open').mockReturnValue(popup as unknown as Window);
    window.history.replaceState(null, '', '/portal#link=portal-link-abc');
    const { api } = portalApi();
    await renderScreens('/portal', [{ path: '/portal', component: PortalPage }], api, { rbacPolicy: POLICY });
    const sso = await screen.findByRole('region', { name: 'Single sign-on' });
    fireEvent.click(await within(sso).findByRole('button', { name: 'Test connection Okta' }));
    await waitFor(() => expect(popup.location.href).toBe('https://idp.example/sso?SAMLRequest=abc'));
    const panel = await screen.findByRole('region', { name: 'Test of Okta' });
    expect(await within(panel).findByText('Mapping succeeded')).toBeTruthy();
    expect(within(panel).getByText('A sign-in would succeed and add buyer@harbor.example as a new member.')).toBeTruthy();
    const sent = within(panel).getByRole('table', { name: 'What the identity provider sent' });
    expect(sent.textContent).toContain('NameIDbuyer@harbor.example');
    expect(sent.textContent).toContain('GroupsPurchasing');
    const attributes = within(panel).getByRole('table', { name: 'Attributes received' });
    expect(attributes.textContent).toContain('firstNameBailey');
    expect(attributes.textContent).toContain('groups["Purchasing"]');
  });

  it('creates the SCIM connection, shows its token once, edits a rule and shows the live log', async () => {
    window.history.replaceState(null, '', '/portal#link=portal-link-abc');
    const { api, arrive } = portalApi();
    const { calls } = await renderScreens('/portal', [{ path: '/portal', component: PortalPage }], api, {
      rbacPolicy: POLICY,
    });
    const section = await screen.findByRole('region', { name: 'SCIM provisioning' });
    fireEvent.change(await within(section).findByRole('textbox', { name: 'Connection name' }), {
      target: { value: 'Okta SCIM' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Create SCIM connection' }));
    expect(await within(section).findByText('secret-token-abcdwxyz')).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Copy Bearer token' })).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Copy SCIM base URL' })).toBeTruthy();
    expect(within(section).getByText('https://api.example/v1/scim/scim-1')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(within(section).queryByText('secret-token-abcdwxyz')).toBeNull());

    // A request arrives from the IdP: the log shows it at its next read.
    expect(await within(section).findByText(/No request yet/)).toBeTruthy();
    arrive(REQUEST);
    const log = await within(section).findByRole('table', { name: 'SCIM requests' }, { timeout: 8_000 });
    expect(log.textContent).toContain('POST /Users');
    expect(log.textContent).toContain('User created');

    const rules = within(section).getByRole('region', { name: 'Group-to-role rules' });
    fireEvent.click(within(rules).getByLabelText('Group'));
    fireEvent.click(await screen.findByRole('option', { name: 'Purchasing', hidden: true }));
    fireEvent.click(within(rules).getByLabelText('Role'));
    fireEvent.click(await screen.findByRole('option', { name: 'buyer', hidden: true }));
    fireEvent.click(within(rules).getByRole('button', { name: 'Add rule' }));
    expect(await within(rules).findByText('Purchasing')).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toEqual({ scim_group_implicit_role_assignments: [{ group_id: 'g1', role_id: 'buyer' }] });
  });
});
