import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { apiError, BASE_URL, fakeServer, ok, PUBLIC_TOKEN } from '../test-support/fake-server.js';
import { discovered, discoveryResponse, organization, sessionResponse } from '../test-support/fixtures.js';
import { renderWidget, resetPage } from '../test-support/render.js';
import { browser } from '../url/navigate.js';

resetPage();

/** Stands in for the browser's navigation (jsdom has none): records where the widget sends the page. */
let redirects: URL[] = [];
const realAssign = browser.assign;
beforeEach(() => {
  redirects = [];
  browser.assign = (url: string) => {
    redirects.push(new URL(url));
  };
});
afterEach(() => {
  browser.assign = realAssign;
});

const slugPattern = () => `${window.location.origin}/org/{{slug}}`;
const okta = { connection_id: 'saml-okta', display_name: 'Okta', identity_provider: 'okta' };
const entra = { connection_id: 'oidc-entra', display_name: 'Entra ID', identity_provider: 'microsoft-entra' };

/** The visible texts of Main's buttons and dividers, in order. */
function mainLayout(): string[] {
  const root = document.querySelector('.ssl-screen');
  return [...(root?.querySelectorAll('button, .ssl-divider') ?? [])].map((el) =>
    el.classList.contains('ssl-divider') ? '--or--' : (el.textContent ?? ''),
  );
}

async function openOrganization(org = organization({ sso_active_connections: [okta, entra] })) {
  window.history.replaceState({}, '', '/org/acme');
  return org;
}

describe("Main's OAuth and SSO blocks", () => {
  it('discovery: adjacent OAuth and SSO share one group; the email form is set apart by "or"', async () => {
    fakeServer();
    renderWidget({ products: ['emailOtp', 'oauth', 'sso'], oauthOptions: { providers: ['google', { type: 'microsoft' }] } });
    await screen.findByRole('button', { name: 'Continue with SSO' });
    expect(mainLayout()).toEqual(['Continue', '--or--', 'Continue with Google', 'Continue with Microsoft', 'Continue with SSO']);
    expect([...document.querySelectorAll('[data-provider-mark]')].map((m) => m.getAttribute('data-provider-mark'))).toEqual([
      'google',
      'microsoft',
    ]);
  });

  it('blocks of different kinds in product order are separated, and oauth without providers shows nothing', async () => {
    fakeServer();
    renderWidget({ products: ['oauth', 'emailOtp', 'sso'], oauthOptions: { providers: ['github', 'slack', 'hubspot'] } });
    await screen.findByRole('button', { name: 'Continue with SSO' });
    expect(mainLayout()).toEqual([
      'Continue with GitHub',
      'Continue with Slack',
      'Continue with HubSpot',
      '--or--',
      'Continue',
      '--or--',
      'Continue with SSO',
    ]);
    fakeServer();
  });

  it('an unknown provider is left out', async () => {
    fakeServer();
    renderWidget({ products: ['oauth'], oauthOptions: { providers: ['twitter' as never, 'google'] } });
    await screen.findByRole('button', { name: 'Continue with Google' });
    expect(mainLayout()).toEqual(['Continue with Google']);
  });

  it('organization flow: no SSO block without active connections', async () => {
    await openOrganization();
    fakeServer(
      { 'POST /b2b/organizations/search': () => ok({ organization: organization() }) },
      { bootstrap: { slug_pattern: slugPattern() } },
    );
    renderWidget({ authFlowType: 'Organization', products: ['emailOtp', 'sso'] });
    await screen.findByRole('heading', { name: 'Continue to Acme Books' });
    expect(mainLayout()).toEqual(['Continue']);
  });

  it('organization flow: a button per active connection starts SSO with ssoOptions and PKCE', async () => {
    const org = await openOrganization();
    fakeServer(
      { 'POST /b2b/organizations/search': () => ok({ organization: org }) },
      { bootstrap: { slug_pattern: slugPattern(), pkce_required_for_sso: true } },
    );
    renderWidget({
      authFlowType: 'Organization',
      products: ['sso'],
      ssoOptions: { loginRedirectURL: 'https://app.example/sso/login', signupRedirectURL: 'https://app.example/sso/signup' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Entra ID' }));
    await waitFor(() => expect(redirects).toHaveLength(1));
    const url = redirects[0] as URL;
    expect(`${url.origin}${url.pathname}`).toBe(`${BASE_URL}/v1/public/sso/start`);
    expect(url.searchParams.get('connection_id')).toBe('oidc-entra');
    expect(url.searchParams.get('public_token')).toBe(PUBLIC_TOKEN);
    expect(url.searchParams.get('login_redirect_url')).toBe('https://app.example/sso/login');
    expect(url.searchParams.get('signup_redirect_url')).toBe('https://app.example/sso/signup');
    expect(url.searchParams.get('pkce_code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(screen.getByRole('button', { name: 'Continue with Okta' })).toBeTruthy();
  });

  it('organization flow: OAuth starts for the organization with redirect URLs, scopes and provider params', async () => {
    const org = await openOrganization();
    fakeServer(
      { 'POST /b2b/organizations/search': () => ok({ organization: org }) },
      { bootstrap: { slug_pattern: slugPattern() } },
    );
    renderWidget({
      authFlowType: 'Organization',
      products: ['oauth'],
      oauthOptions: {
        providers: [
          {
            type: 'google',
            customScopes: ['https://www.googleapis.com/auth/drive.readonly'],
            providerParams: { prompt: 'consent' },
          },
        ],
        loginRedirectURL: 'https://app.example/l',
        signupRedirectURL: 'https://app.example/s',
        providerParams: { hd: 'acme.example' },
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(redirects).toHaveLength(1));
    const url = redirects[0] as URL;
    expect(url.pathname).toBe('/v1/b2b/public/oauth/google/start');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      public_token: PUBLIC_TOKEN,
      organization_id: 'organization-test-1',
      custom_scopes: 'https://www.googleapis.com/auth/drive.readonly',
      provider_hd: 'acme.example',
      provider_prompt: 'consent',
      login_redirect_url: 'https://app.example/l',
      signup_redirect_url: 'https://app.example/s',
    });
  });

  it('discovery: OAuth starts the discovery redirect with discoveryRedirectURL', async () => {
    fakeServer();
    renderWidget({
      products: ['oauth'],
      oauthOptions: { providers: ['microsoft'], discoveryRedirectURL: 'https://app.example/d' },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Microsoft' }));
    await waitFor(() => expect(redirects).toHaveLength(1));
    expect(redirects[0]?.pathname).toBe('/v1/b2b/public/oauth/microsoft/discovery/start');
    expect(redirects[0]?.searchParams.get('discovery_redirect_url')).toBe('https://app.example/d');
  });

  it('Google One Tap without a configured client tells the host why it could not load', async () => {
    const server = fakeServer({ 'GET /b2b/oauth/google/onetap/start': () => ok({ google_client_id: '' }) });
    const widget = renderWidget({
      products: ['oauth'],
      oauthOptions: { providers: [{ type: 'google', one_tap: true, position: 'embedded' }] },
    });
    await screen.findByRole('button', { name: 'Continue with Google' });
    // Embedded One Tap renders into this element of the block.
    expect(document.getElementById('google-parent-prompt')).not.toBeNull();
    await waitFor(() => expect(widget.errors.map((e) => e.message)).toEqual(['One Tap could not load: oauth_config_not_found']));
    expect(server.callsTo('/b2b/oauth/google/onetap/start')).toHaveLength(1);
  });
});

describe('SSO discovery', () => {
  async function toEmailScreen(routes: Parameters<typeof fakeServer>[0]) {
    const server = fakeServer(routes);
    const widget = renderWidget({ products: ['emailOtp', 'sso'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with SSO' }));
    expect(await screen.findByRole('heading', { name: 'Enter your email to continue' })).toBeTruthy();
    return { server, widget };
  }
  const submitEmail = (address = 'ada@acme.example') => {
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: address } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  };
  const connectionsPath = '/b2b/sso/discovery/connections?email_address=ada%40acme.example';

  it('one connection starts SSO at once', async () => {
    const { server, widget } = await toEmailScreen({ [`GET ${connectionsPath}`]: () => ok({ connections: [okta] }) });
    submitEmail();
    await waitFor(() => expect(redirects).toHaveLength(1));
    expect(redirects[0]?.searchParams.get('connection_id')).toBe('saml-okta');
    expect(server.callsTo(connectionsPath)).toHaveLength(1);
    expect(widget.eventTypes()).toEqual(['B2BSSODiscoverConnections']);
  });

  it('several connections: the menu by display name (history pushed); picking one starts SSO', async () => {
    await toEmailScreen({ [`GET ${connectionsPath}`]: () => ok({ connections: [okta, entra] }) });
    submitEmail();
    expect(await screen.findByRole('heading', { name: 'Select a connection to continue' })).toBeTruthy();
    const list = screen.getByRole('list');
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Okta', 'Entra ID']);
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Enter your email to continue' })).toBeTruthy();
    submitEmail();
    fireEvent.click(await screen.findByRole('button', { name: 'Entra ID' }));
    await waitFor(() => expect(redirects.map((u) => u.searchParams.get('connection_id'))).toEqual(['oidc-entra']));
  });

  it('the back button of the email screen returns to Main', async () => {
    await toEmailScreen({});
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
  });

  it("a failed lookup shows the server's message, else the default text", async () => {
    const { server } = await toEmailScreen({
      [`GET ${connectionsPath}`]: () => apiError(400, 'bad_domain', 'That domain is not allowed.'),
    });
    submitEmail();
    expect(await screen.findByText('That domain is not allowed.')).toBeTruthy();
    server.on(`GET ${connectionsPath}`, () => {
      throw new TypeError('Failed to fetch');
    });
    submitEmail();
    expect(await screen.findByText('Something went wrong. Try again later or contact your admin for help.')).toBeTruthy();
  });

  describe('fallback (no connections)', () => {
    const toFallback = async (routes: Parameters<typeof fakeServer>[0] = {}) => {
      const made = await toEmailScreen({ [`GET ${connectionsPath}`]: () => ok({ connections: [] }), ...routes });
      submitEmail();
      expect(await screen.findByRole('heading', { name: "Sorry, we couldn't find any connections." })).toBeTruthy();
      return made;
    };
    const slugField = () => screen.getByPlaceholderText('Enter org slug') as HTMLInputElement;
    const continueButton = () => screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;

    it('Continue is disabled while the slug is empty; an unknown slug is not found', async () => {
      const { server, widget } = await toFallback({ 'POST /b2b/organizations/search': () => ok({ organization: null }) });
      expect(continueButton().disabled).toBe(true);
      fireEvent.change(slugField(), { target: { value: '  ' } });
      expect(continueButton().disabled).toBe(true);
      fireEvent.change(slugField(), { target: { value: 'nobody' } });
      expect(continueButton().disabled).toBe(false);
      fireEvent.click(continueButton());
      expect(await screen.findByText('Organization not found. Please try again.')).toBeTruthy();
      expect(server.callsTo('/b2b/organizations/search')[0]?.body).toEqual({ organization_slug: 'nobody' });
      expect(widget.errors.map((e) => e.message)).toEqual(['Organization not found. Please try again.']);
    });

    it('a lookup failure says so', async () => {
      await toFallback({ 'POST /b2b/organizations/search': () => apiError(500, 'internal_server_error', 'boom') });
      fireEvent.change(slugField(), { target: { value: 'acme' } });
      fireEvent.click(continueButton());
      expect(await screen.findByText('An error occurred. Please try again.')).toBeTruthy();
    });

    it('an organization with one active connection starts SSO', async () => {
      await toFallback({
        'POST /b2b/organizations/search': () => ok({ organization: organization({ sso_active_connections: [okta] }) }),
      });
      fireEvent.change(slugField(), { target: { value: 'acme' } });
      fireEvent.click(continueButton());
      await waitFor(() => expect(redirects.map((u) => u.searchParams.get('connection_id'))).toEqual(['saml-okta']));
    });

    it('otherwise the organization is set and Main shows its methods', async () => {
      await toFallback({
        'POST /b2b/organizations/search': () => ok({ organization: organization({ sso_active_connections: [okta, entra] }) }),
      });
      fireEvent.change(slugField(), { target: { value: 'acme' } });
      fireEvent.click(continueButton());
      expect(await screen.findByRole('heading', { name: 'Continue to Acme Books' })).toBeTruthy();
      expect(await screen.findByRole('button', { name: 'Continue with Okta' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Continue with Entra ID' })).toBeTruthy();
    });

    it("'Try another log in method' returns to Main", async () => {
      await toFallback();
      fireEvent.click(screen.getByRole('button', { name: 'Try another log in method' }));
      expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    });
  });
});

describe('token callback of OAuth and SSO redirects', () => {
  it('an sso token logs in, with the stored PKCE verifier, and leaves the address clean', async () => {
    localStorage.setItem(
      `shelfscope_identity_pkce_${PUBLIC_TOKEN}::sso`,
      JSON.stringify({ code_challenge: 'challenge-1', code_verifier: 'verifier-1' }),
    );
    window.history.replaceState({}, '', '/auth?stytch_token_type=sso&token=sso-1');
    const server = fakeServer({ 'POST /b2b/sso/authenticate': () => ok(sessionResponse()) });
    const widget = renderWidget({ products: ['sso'], sessionOptions: { sessionDurationMinutes: 90 } });
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(server.callsTo('/b2b/sso/authenticate')[0]?.body).toEqual({
      sso_token: 'sso-1',
      session_duration_minutes: 90,
      pkce_code_verifier: 'verifier-1',
    });
    expect(window.location.search).toBe('');
    expect(widget.eventTypes()).toEqual(['B2BSSOAuthenticate', 'AuthenticateFlowComplete']);
  });

  it('an oauth token logs in', async () => {
    window.history.replaceState({}, '', '/auth?stytch_token_type=oauth&token=o-1');
    const server = fakeServer({ 'POST /b2b/oauth/authenticate': () => ok(sessionResponse()) });
    const widget = renderWidget({ products: ['oauth'], oauthOptions: { providers: ['google'] } });
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(server.callsTo('/b2b/oauth/authenticate')[0]?.body).toEqual({ oauth_token: 'o-1', session_duration_minutes: 60 });
    expect(widget.eventTypes()).toEqual(['B2BOAuthAuthenticate', 'AuthenticateFlowComplete']);
  });

  it('a discovery_oauth token goes to discovery: the organizations are listed', async () => {
    window.history.replaceState({}, '', '/auth?stytch_token_type=discovery_oauth&token=do-1');
    const server = fakeServer({
      'POST /b2b/oauth/discovery/authenticate': () =>
        ok(discoveryResponse([discovered('eligible_to_join_by_oauth_tenant', { organization_name: 'Tenant Co' })])),
    });
    const widget = renderWidget({ products: ['oauth'], oauthOptions: { providers: ['google'] } });
    expect(await screen.findByRole('heading', { name: 'Select an organization to continue' })).toBeTruthy();
    expect(screen.getByText('Tenant Co')).toBeTruthy();
    expect(server.callsTo('/b2b/oauth/discovery/authenticate')[0]?.body).toEqual({ discovery_oauth_token: 'do-1' });
    expect(widget.eventTypes()).toEqual(['B2BOAuthDiscoveryAuthenticate']);
  });

  it("offers the identity provider's name for a new organization, and creates it with the name given", async () => {
    window.history.replaceState({}, '', '/auth?stytch_token_type=discovery_oauth&token=do-2');
    const server = fakeServer({
      // The server's discovery OAuth answer carries the name Google gave (full_name).
      'POST /b2b/oauth/discovery/authenticate': () =>
        ok({
          ...discoveryResponse([discovered('active_member', { organization_name: 'Rosa Co' })]),
          full_name: 'Alex Northwind',
        }),
      'POST /b2b/discovery/organizations/create': () => ok(sessionResponse()),
    });
    renderWidget({ products: ['oauth'], oauthOptions: { providers: ['google'] } });
    expect(await screen.findByRole('heading', { name: 'Select an organization to continue' })).toBeTruthy();
    // Nothing is created by the first click: the name is asked for, the IdP's name offered.
    fireEvent.click(screen.getByRole('button', { name: 'Create an organization' }));
    const name = (await screen.findByLabelText('Organization name')) as HTMLInputElement;
    expect(name.value).toBe("Alex Northwind's organization");
    expect(server.callsTo('/b2b/discovery/organizations/create')).toHaveLength(0);
    fireEvent.change(name, { target: { value: '  ' } });
    expect((screen.getByRole('button', { name: 'Create an organization' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(name, { target: { value: 'Northwind Trading' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create an organization' }));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(server.callsTo('/b2b/discovery/organizations/create')[0]?.body).toMatchObject({
      organization_name: 'Northwind Trading',
    });
  });

  it('a refused token ends on the Error screen without a way back, and tells the host', async () => {
    window.history.replaceState({}, '', '/auth?stytch_token_type=oauth&token=o-2');
    fakeServer({
      'POST /b2b/oauth/authenticate': () => apiError(404, 'oauth_token_not_found', 'OAuth Token could not be found.'),
    });
    const widget = renderWidget({ products: ['oauth'], oauthOptions: { providers: ['google'] } });
    expect(await screen.findByRole('heading', { name: 'Looks like there was an error!' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Go back' })).toBeNull();
    expect(widget.errors.map((e) => e.message)).toEqual(['OAuth Token could not be found.']);
  });
});

describe('login_hint from the primary email', () => {
  it('an organization that requires Google of this member: Google starts with login_hint = the email', async () => {
    window.history.replaceState({}, '', '/auth?stytch_token_type=discovery&token=d-2');
    fakeServer({
      'POST /b2b/magic_links/discovery/authenticate': () =>
        ok(discoveryResponse([discovered('active_member', {}, ['google_oauth', 'microsoft_oauth', 'github_oauth'])])),
    });
    renderWidget({ products: ['emailMagicLinks', 'oauth'], oauthOptions: { providers: ['google', 'github'] } });
    fireEvent.click(await screen.findByText('Acme Books'));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue with Google' }));
    await waitFor(() => expect(redirects).toHaveLength(1));
    expect(redirects[0]?.pathname).toBe('/v1/b2b/public/oauth/google/start');
    expect(redirects[0]?.searchParams.get('organization_id')).toBe('organization-test-1');
    expect(redirects[0]?.searchParams.get('provider_login_hint')).toBe('ada@example.com');
    // GitHub takes no login_hint.
    fireEvent.click(screen.getByRole('button', { name: 'Continue with GitHub' }));
    await waitFor(() => expect(redirects).toHaveLength(2));
    expect(redirects[1]?.searchParams.has('provider_login_hint')).toBe(false);
  });
});

describe("discovery's SSO start", () => {
  it('an organization that allows only SSO with a default connection sends the member to its IdP', async () => {
    window.history.replaceState({}, '', '/auth?stytch_token_type=discovery&token=d-1');
    fakeServer({
      'POST /b2b/magic_links/discovery/authenticate': () =>
        ok(discoveryResponse([discovered('active_member', { sso_default_connection_id: 'saml-okta' }, ['sso'])])),
    });
    renderWidget({
      products: ['emailMagicLinks', 'sso'],
      ssoOptions: { loginRedirectURL: 'https://app.example/sso' },
    });
    fireEvent.click(await screen.findByText('Acme Books'));
    await waitFor(() => expect(redirects).toHaveLength(1));
    expect(redirects[0]?.pathname).toBe('/v1/public/sso/start');
    expect(redirects[0]?.searchParams.get('connection_id')).toBe('saml-okta');
    expect(redirects[0]?.searchParams.get('login_redirect_url')).toBe('https://app.example/sso');
  });
});
