import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type IdentityCall, identityOk, PUBLIC_TOKEN } from '../../../test/identity';
import { renderScreens } from '../../../test/screen-api';
import { pageNavigation } from '../api/sso';
import { isIssuerUrl } from './issuer-url';
import { SsoSection } from './sso-settings';

afterEach(() => vi.unstubAllGlobals());
vi.setConfig({ testTimeout: 30_000 });
configure({ asyncUtilTimeout: 4_000 });

/** The role policy: admins may manage SSO connections, members may not. */
const POLICY = {
  roles: [
    {
      role_id: 'stytch_admin',
      permissions: ['stytch.organization', 'stytch.member', 'stytch.self', 'stytch.sso'].map((resource_id) => ({
        resource_id,
        actions: ['*'],
      })),
    },
    { role_id: 'stytch_member', permissions: [{ resource_id: 'stytch.self', actions: ['*'] }] },
  ],
  resources: [
    { resource_id: 'stytch.organization', actions: ['update.settings.mfa-policy'] },
    { resource_id: 'stytch.member', actions: ['create'] },
    { resource_id: 'stytch.self', actions: ['update.info.name'] },
    { resource_id: 'stytch.sso', actions: ['create', 'update', 'delete', 'get'] },
  ],
};

const SP = 'http://identity.test/v1/b2b/sso/saml';

/** The identity API's SSO connections, answered at the client's fetch. */
function ssoServer(options: { refuseList?: boolean } = {}) {
  const saml: Record<string, unknown>[] = [
    { connection_id: 'saml-1', display_name: 'Okta', identity_provider: 'okta', status: 'active', organization_id: 'o' },
  ];
  const oidc: Record<string, unknown>[] = [];
  const writes: IdentityCall[] = [];
  const route = (call: IdentityCall) => {
    if (call.method !== 'GET' && call.path !== '/events') writes.push(call);
    if (call.path === '/b2b/sso' && call.method === 'GET') {
      if (options.refuseList) {
        return new Response(
          JSON.stringify({
            status_code: 403,
            request_id: 'r',
            error_type: 'unauthorized_action',
            error_message: 'No.',
            error_url: 'u',
          }),
          { status: 403, headers: { 'content-type': 'application/json' } },
        );
      }
      return identityOk({ saml_connections: saml, oidc_connections: oidc, external_connections: [] });
    }
    if (call.path === '/b2b/sso/oidc' && call.method === 'POST') {
      const c = {
        connection_id: 'oidc-1',
        display_name: call.body?.display_name,
        status: 'pending',
        identity_provider: 'generic',
      };
      oidc.push(c);
      return identityOk({ connection: c });
    }
    if (call.path === '/b2b/sso/oidc/oidc-1' && call.method === 'PUT') {
      Object.assign(oidc[0] ?? {}, call.body, { status: 'active', redirect_url: 'http://identity.test/v1/sso/callback/oidc-1' });
      return identityOk({ connection: oidc[0] });
    }
    if (call.path === '/b2b/sso/saml' && call.method === 'POST') {
      const c = {
        connection_id: 'saml-2',
        display_name: call.body?.display_name,
        status: 'pending',
        identity_provider: 'generic',
        audience_uri: `${SP}/saml-2/metadata`,
        acs_url: `${SP}/saml-2/acs`,
      };
      saml.push(c);
      return identityOk({ connection: c });
    }
    if (call.path === '/b2b/sso/saml/saml-2/url' || call.path === '/b2b/sso/saml/saml-2') {
      Object.assign(saml[1] ?? {}, { status: 'active' });
      return identityOk({ connection: saml[1] });
    }
    const removed = call.path.match(/^\/b2b\/sso\/([^/]+)$/);
    if (removed && call.method === 'DELETE') {
      const i = saml.findIndex((c) => c.connection_id === removed[1]);
      if (i >= 0) saml.splice(i, 1);
      return identityOk({ connection_id: removed[1] });
    }
    return undefined;
  };
  return { route, writes };
}

const PAGES = [{ path: '/settings', component: SsoSection }];

async function renderAs(roles: string[], server = ssoServer()) {
  await renderScreens('/settings', PAGES, () => undefined, { roles, rbacPolicy: POLICY, route: server.route });
  return server;
}

let redirects: URL[] = [];
const realAssign = pageNavigation.assign;
beforeEach(() => {
  redirects = [];
  pageNavigation.assign = (url: string) => {
    redirects.push(new URL(url));
  };
});
afterEach(() => {
  pageNavigation.assign = realAssign;
});

describe('Settings: single sign-on', () => {
  it('an admin sees the connections and tests one: SSO starts for it, back to the sign-in page', async () => {
    await renderAs(['stytch_member', 'stytch_admin']);
    const table = await screen.findByRole('table', { name: 'SSO connections' });
    // The connection's name and its identity provider (Okta).
    expect(within(table).getAllByText('Okta')).toHaveLength(2);
    expect(within(table).getByText('SAML')).toBeTruthy();
    fireEvent.click(within(table).getByRole('button', { name: 'Test sign-in with Okta' }));
    await waitFor(() => expect(redirects).toHaveLength(1));
    const url = redirects[0] as URL;
    expect(`${url.origin}${url.pathname}`).toBe('http://identity.test/v1/public/sso/start');
    expect(url.searchParams.get('connection_id')).toBe('saml-1');
    expect(url.searchParams.get('public_token')).toBe(PUBLIC_TOKEN);
    expect(url.searchParams.get('login_redirect_url')).toBe(`${window.location.origin}/authenticate`);
  });

  it('adds an OIDC connection (validated) and shows the redirect URL for the IdP', async () => {
    const server = await renderAs(['stytch_member', 'stytch_admin']);
    const form = await screen.findByRole('form', { name: 'Add an OpenID Connect connection' });
    fireEvent.click(within(form).getByRole('button', { name: 'Add OIDC connection' }));
    expect(within(form).getAllByText('Required.')).toHaveLength(4);
    fireEvent.change(within(form).getByLabelText('Display name'), { target: { value: 'Entra ' } });
    fireEvent.change(within(form).getByLabelText('Issuer'), { target: { value: 'http://insecure.example' } });
    fireEvent.change(within(form).getByLabelText('Client ID'), { target: { value: 'client-1' } });
    fireEvent.change(within(form).getByLabelText('Client secret'), { target: { value: 's3cret' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add OIDC connection' }));
    expect(within(form).getByText('The issuer is an https:// URL.')).toBeTruthy();
    expect(server.writes).toEqual([]);
    fireEvent.change(within(form).getByLabelText('Issuer'), { target: { value: 'https://login.microsoftonline.com/t/v2.0' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add OIDC connection' }));
    expect(await within(form).findByText('http://identity.test/v1/sso/callback/oidc-1')).toBeTruthy();
    expect(server.writes.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', '/b2b/sso/oidc', { display_name: 'Entra' }],
      [
        'PUT',
        '/b2b/sso/oidc/oidc-1',
        { issuer: 'https://login.microsoftonline.com/t/v2.0', client_id: 'client-1', client_secret: 's3cret' },
      ],
    ]);
    expect(await within(await screen.findByRole('table', { name: 'SSO connections' })).findByText('Entra')).toBeTruthy();
  });

  it('adds a SAML connection: shows our SP entity id and ACS URL, then takes the IdP metadata URL or its values', async () => {
    const server = await renderAs(['stytch_member', 'stytch_admin']);
    fireEvent.click(await screen.findByText('SAML'));
    const form = await screen.findByRole('form', { name: 'Add a SAML connection' });
    fireEvent.change(within(form).getByLabelText('Display name'), { target: { value: 'Google Workspace' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create SAML connection' }));
    const setup = await screen.findByRole('form', { name: 'Set up Google Workspace' });
    expect(within(setup).getByText(`${SP}/saml-2/metadata`)).toBeTruthy();
    expect(within(setup).getByText(`${SP}/saml-2/acs`)).toBeTruthy();
    // Values instead of a metadata URL: the certificate must be a PEM.
    fireEvent.click(within(setup).getByText('Enter values'));
    fireEvent.change(within(setup).getByLabelText('IdP entity ID'), {
      target: { value: 'https://accounts.google.com/o/saml2?idpid=X' },
    });
    fireEvent.change(within(setup).getByLabelText('IdP SSO URL'), {
      target: { value: 'https://accounts.google.com/o/saml2/idp?idpid=X' },
    });
    fireEvent.change(within(setup).getByLabelText('IdP signing certificate'), { target: { value: 'not a cert' } });
    fireEvent.click(within(setup).getByRole('button', { name: 'Save SAML connection' }));
    expect(within(setup).getByText('Paste the PEM certificate (-----BEGIN CERTIFICATE-----).')).toBeTruthy();
    const pem = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----';
    fireEvent.change(within(setup).getByLabelText('IdP signing certificate'), { target: { value: pem } });
    fireEvent.click(within(setup).getByRole('button', { name: 'Save SAML connection' }));
    await waitFor(() =>
      expect(server.writes.at(-1)).toEqual({
        method: 'PUT',
        path: '/b2b/sso/saml/saml-2',
        body: {
          idp_entity_id: 'https://accounts.google.com/o/saml2?idpid=X',
          idp_sso_url: 'https://accounts.google.com/o/saml2/idp?idpid=X',
          x509_certificate: pem,
        },
      }),
    );
    expect(await screen.findByText('SAML connection saved.')).toBeTruthy();
  });

  it('a SAML connection by metadata URL', async () => {
    const server = await renderAs(['stytch_member', 'stytch_admin']);
    fireEvent.click(await screen.findByText('SAML'));
    const form = await screen.findByRole('form', { name: 'Add a SAML connection' });
    fireEvent.change(within(form).getByLabelText('Display name'), { target: { value: 'Okta 2' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Create SAML connection' }));
    const setup = await screen.findByRole('form', { name: 'Set up Okta 2' });
    fireEvent.change(within(setup).getByLabelText('IdP metadata URL'), {
      target: { value: 'https://acme.okta.com/app/x/sso/saml/metadata' },
    });
    fireEvent.click(within(setup).getByRole('button', { name: 'Save SAML connection' }));
    await waitFor(() =>
      expect(server.writes.at(-1)).toEqual({
        method: 'PUT',
        path: '/b2b/sso/saml/saml-2/url',
        body: { metadata_url: 'https://acme.okta.com/app/x/sso/saml/metadata' },
      }),
    );
  });

  it('deletes a connection after a confirmation', async () => {
    const server = await renderAs(['stytch_member', 'stytch_admin']);
    const table = await screen.findByRole('table', { name: 'SSO connections' });
    fireEvent.click(within(table).getByRole('button', { name: 'Delete Okta' }));
    expect(server.writes).toEqual([]);
    fireEvent.click(within(table).getByRole('button', { name: 'Confirm deleting Okta' }));
    expect(await screen.findByText('Okta deleted.')).toBeTruthy();
    expect(server.writes.map((c) => `${c.method} ${c.path}`)).toEqual(['DELETE /b2b/sso/saml-1']);
    expect(await screen.findByText('No SSO connection yet.')).toBeTruthy();
  });

  it('a member sees the list read-only: no add, test or delete', async () => {
    await renderAs(['stytch_member']);
    const table = await screen.findByRole('table', { name: 'SSO connections' });
    expect(within(table).getAllByText('Okta')).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /Test sign-in|Delete/ })).toBeNull();
    expect(screen.queryByRole('form')).toBeNull();
    expect(screen.getByText(/Only an organization admin can change them/)).toBeTruthy();
  });

  it('a role policy without stytch.sso: whoever may change the allowed sign-in methods manages SSO', async () => {
    const legacy = {
      roles: [
        { role_id: 'stytch_admin', permissions: [{ resource_id: 'stytch.organization', actions: ['*'] }] },
        { role_id: 'stytch_member', permissions: [{ resource_id: 'stytch.self', actions: ['*'] }] },
      ],
      resources: [{ resource_id: 'stytch.organization', actions: ['update.settings.allowed-auth-methods'] }],
    };
    await renderScreens('/settings', PAGES, () => undefined, {
      roles: ['stytch_member', 'stytch_admin'],
      rbacPolicy: legacy,
      route: ssoServer().route,
    });
    expect(await screen.findByRole('button', { name: 'Test sign-in with Okta' })).toBeTruthy();
  });

  it('a member whose roles may not read the list is told so, not shown an error', async () => {
    await renderAs(['stytch_member'], ssoServer({ refuseList: true }));
    expect(await screen.findByText('Only an organization admin can see the connections.')).toBeTruthy();
    expect(screen.queryByText('The connections could not be loaded')).toBeNull();
  });
});

describe('isIssuerUrl', () => {
  it('takes https anywhere and http only on loopback, as the server does', () => {
    expect(isIssuerUrl('https://acme.okta.com')).toBe(true);
    expect(isIssuerUrl('http://127.0.0.1:3000/dev/idp/oidc')).toBe(true);
    expect(isIssuerUrl('http://localhost:3000/dev/idp/oidc')).toBe(true);
    expect(isIssuerUrl('http://[::1]:3000/x')).toBe(true);
    expect(isIssuerUrl('http://acme.okta.com')).toBe(false);
    expect(isIssuerUrl('http://127.0.0.1.evil.example/x')).toBe(false);
    expect(isIssuerUrl('acme.okta.com')).toBe(false);
  });
});
