import { afterEach, describe, expect, it } from 'vitest';
import { type GoogleAccountsId, type GooglePromptNotification, oauthFor } from './api/oauth.js';
import { ssoFor } from './api/sso.js';
import { IST_COOKIE, readCookie, SESSION_COOKIE } from './cookies.js';
import { PKCE_STORAGE_PREFIX, pkceChallenge } from './pkce.js';
import { disposeClients, makeAdminClient, makeClient, PUBLIC_TOKEN } from './test-support/client.js';
import { apiError, bodyObject, ok, resetBrowser } from './test-support/fake-fetch.js';
import { doneResponse, member } from './test-support/fixtures.js';

afterEach(() => {
  disposeClients();
  resetBrowser();
});

const key = (flow: string) => `${PKCE_STORAGE_PREFIX}${PUBLIC_TOKEN}::${flow}`;
const storedVerifier = (flow: string) =>
  (JSON.parse(localStorage.getItem(key(flow)) ?? 'null') as { code_verifier: string } | null)?.code_verifier;

/** A navigation recorder standing in for window.location.assign. */
function recorder() {
  const urls: URL[] = [];
  return { urls, navigate: (u: string) => urls.push(new URL(u)) };
}

describe('sso', () => {
  it('start redirects to /v1/public/sso/start with a PKCE challenge when required', async () => {
    const { client } = makeClient({}, { bootstrap: { pkce_required_for_sso: true } });
    const nav = recorder();
    await ssoFor(client, nav.navigate).start({
      connection_id: 'saml-connection-1',
      login_redirect_url: 'https://app.example/login',
      signup_redirect_url: 'https://app.example/signup',
    });
    const url = nav.urls[0];
    expect(url?.origin + (url?.pathname ?? '')).toBe('https://api.example.com/v1/public/sso/start');
    expect(url?.searchParams.get('public_token')).toBe(PUBLIC_TOKEN);
    expect(url?.searchParams.get('connection_id')).toBe('saml-connection-1');
    expect(url?.searchParams.get('login_redirect_url')).toBe('https://app.example/login');
    expect(url?.searchParams.get('signup_redirect_url')).toBe('https://app.example/signup');
    const verifier = storedVerifier('sso');
    expect(verifier).toBeDefined();
    expect(url?.searchParams.get('pkce_code_challenge')).toBe(await pkceChallenge(verifier as string));
    // The OAuth pair is separate.
    expect(localStorage.getItem(key('oauth'))).toBeNull();
  });

  it('start without PKCE sends no challenge and clears a stored pair; authenticate then sends no verifier', async () => {
    localStorage.setItem(key('sso'), JSON.stringify({ code_challenge: 'c', code_verifier: 'v' }));
    const { client, server } = makeClient({ 'POST /b2b/sso/authenticate': () => ok(doneResponse()) });
    const nav = recorder();
    const sso = ssoFor(client, nav.navigate);
    await sso.start({ connection_id: 'c1' });
    expect(nav.urls[0]?.searchParams.has('pkce_code_challenge')).toBe(false);
    expect(nav.urls[0]?.searchParams.has('login_redirect_url')).toBe(false);
    expect(localStorage.getItem(key('sso'))).toBeNull();
    await sso.authenticate({ sso_token: 'sso-token-1' });
    expect(server.calls.at(-1)?.body).toEqual({ sso_token: 'sso-token-1', session_duration_minutes: 60 });
  });

  it('authenticate sends the stored verifier, stores the session, and forgets the pair', async () => {
    const { client, server } = makeClient(
      { 'POST /b2b/sso/authenticate': () => ok(doneResponse()) },
      { bootstrap: { pkce_required_for_sso: true } },
    );
    const sso = ssoFor(client, recorder().navigate);
    await sso.start({ connection_id: 'c1' });
    const verifier = storedVerifier('sso');
    await sso.authenticate({ sso_token: 'sso-token-1', session_duration_minutes: 30 });
    expect(bodyObject(server.calls.at(-1))).toEqual({
      sso_token: 'sso-token-1',
      session_duration_minutes: 30,
      pkce_code_verifier: verifier,
    });
    expect(readCookie(document, SESSION_COOKIE)).toBe('st-1');
    expect(localStorage.getItem(key('sso'))).toBeNull();
  });

  it('discoverConnections asks by email address and returns the connections', async () => {
    const connections = [{ connection_id: 'c1', display_name: 'Okta', identity_provider: 'okta' }];
    const { client, server } = makeClient({ 'GET /b2b/sso/discovery/connections': () => ok({ connections }) });
    const res = await ssoFor(client).discoverConnections('ada+x@example.com');
    expect(res.connections).toEqual(connections);
    expect(new URL(server.calls.at(-1)?.url ?? '').searchParams.get('email_address')).toBe('ada+x@example.com');
    expect(server.calls.at(-1)?.method).toBe('GET');
  });

  it('rejects a start without a connection id before any redirect', async () => {
    const { client } = makeClient();
    const nav = recorder();
    await expect(ssoFor(client, nav.navigate).start({} as never)).rejects.toThrow('connection_id must be a string');
    expect(nav.urls).toEqual([]);
  });

  it('ssoFor works over the admin client too; an object that is no client is refused', async () => {
    const { client } = makeAdminClient();
    const nav = recorder();
    await ssoFor(client, nav.navigate).start({ connection_id: 'c9' });
    expect(nav.urls[0]?.searchParams.get('connection_id')).toBe('c9');
    expect(() => ssoFor({ ...client })).toThrow('a client made by createIdentityClient');
  });

  it('connection management uses the direct paths', async () => {
    const saml = { connection_id: 'saml-1', display_name: 'Okta', identity_provider: 'okta' };
    const { client, server } = makeAdminClient({
      'GET /b2b/sso': () => ok({ saml_connections: [saml], oidc_connections: [], external_connections: [] }),
      'POST /b2b/sso/saml': () => ok({ connection: saml }),
      'PUT /b2b/sso/saml/saml-1': () => ok({ connection: saml }),
      'PUT /b2b/sso/saml/saml-1/url': () => ok({ connection: saml }),
      'DELETE /b2b/sso/saml/saml-1/verification_certificates/cert-1': () => ok({ certificate_id: 'cert-1' }),
      'POST /b2b/sso/oidc': () => ok({ connection: { connection_id: 'oidc-1' } }),
      'PUT /b2b/sso/oidc/oidc-1': () => ok({ connection: { connection_id: 'oidc-1' } }),
      'POST /b2b/sso/external': () => ok({ connection: { connection_id: 'ext-1' } }),
      'DELETE /b2b/sso/oidc-1': () => ok({ connection_id: 'oidc-1' }),
    });
    expect((await client.sso.getConnections()).saml_connections).toEqual([saml]);
    await client.sso.saml.createConnection({ display_name: 'Okta' });
    expect(bodyObject(server.calls.at(-1))).toEqual({ display_name: 'Okta' });
    await client.sso.saml.updateConnection({ connection_id: 'saml-1', idp_entity_id: 'urn:idp', idp_sso_url: 'https://idp/sso' });
    expect(bodyObject(server.calls.at(-1))).toEqual({ idp_entity_id: 'urn:idp', idp_sso_url: 'https://idp/sso' });
    await client.sso.saml.updateConnectionByURL({ connection_id: 'saml-1', metadata_url: 'https://idp/metadata' });
    expect(bodyObject(server.calls.at(-1))).toEqual({ metadata_url: 'https://idp/metadata' });
    await client.sso.saml.deleteVerificationCertificate({ connection_id: 'saml-1', certificate_id: 'cert-1' });
    await client.sso.oidc.createConnection({ display_name: 'Entra' });
    await client.sso.oidc.updateConnection({
      connection_id: 'oidc-1',
      issuer: 'https://issuer',
      client_id: 'id',
      client_secret: 's',
    });
    expect(bodyObject(server.calls.at(-1))).toEqual({ issuer: 'https://issuer', client_id: 'id', client_secret: 's' });
    await client.sso.external.createConnection({ external_organization_id: 'org-2', external_connection_id: 'c-2' });
    await client.sso.deleteConnection({ connection_id: 'oidc-1' });
    expect(server.calls.slice(1).map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /b2b/sso',
      'POST /b2b/sso/saml',
      'PUT /b2b/sso/saml/saml-1',
      'PUT /b2b/sso/saml/saml-1/url',
      'DELETE /b2b/sso/saml/saml-1/verification_certificates/cert-1',
      'POST /b2b/sso/oidc',
      'PUT /b2b/sso/oidc/oidc-1',
      'POST /b2b/sso/external',
      'DELETE /b2b/sso/oidc-1',
    ]);
    expect(server.calls.at(-1)?.body).toBeUndefined();
  });
});

describe('oauth', () => {
  it('{provider}.start builds the organization redirect with scopes, provider params and PKCE', async () => {
    const { client } = makeClient({}, { bootstrap: { pkce_required_for_oauth: true } });
    const nav = recorder();
    await oauthFor(client, { navigate: nav.navigate }).microsoft.start({
      organization_id: 'org-1',
      login_redirect_url: 'https://app.example/l',
      signup_redirect_url: 'https://app.example/s',
      custom_scopes: ['User.Read', 'offline_access'],
      provider_params: { prompt: 'select_account' },
    });
    const url = nav.urls[0] as URL;
    expect(url.pathname).toBe('/v1/b2b/public/oauth/microsoft/start');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      public_token: PUBLIC_TOKEN,
      organization_id: 'org-1',
      custom_scopes: 'User.Read offline_access',
      provider_prompt: 'select_account',
      pkce_code_challenge: await pkceChallenge(storedVerifier('oauth') as string),
      login_redirect_url: 'https://app.example/l',
      signup_redirect_url: 'https://app.example/s',
    });
  });

  it('start by slug, and discovery.start for every provider, without PKCE', async () => {
    const { client } = makeClient();
    const nav = recorder();
    const oauth = oauthFor(client, { navigate: nav.navigate });
    await oauth.slack.start({ organization_slug: 'acme' });
    expect(nav.urls[0]?.searchParams.get('slug')).toBe('acme');
    expect(nav.urls[0]?.searchParams.has('organization_id')).toBe(false);
    for (const provider of ['google', 'microsoft', 'hubspot', 'slack', 'github'] as const) {
      await oauth[provider].discovery.start({ discovery_redirect_url: 'https://app.example/d' });
      const url = nav.urls.at(-1) as URL;
      expect(url.pathname).toBe(`/v1/b2b/public/oauth/${provider}/discovery/start`);
      expect(Object.fromEntries(url.searchParams)).toEqual({
        public_token: PUBLIC_TOKEN,
        discovery_redirect_url: 'https://app.example/d',
      });
    }
  });

  it('rejects custom_scopes that are not a string array', async () => {
    const { client } = makeClient();
    const nav = recorder();
    await expect(oauthFor(client, { navigate: nav.navigate }).github.start({ custom_scopes: 'repo' as never })).rejects.toThrow(
      'custom_scopes must be an array of strings',
    );
    expect(nav.urls).toEqual([]);
  });

  it('authenticate sends the verifier and stores the session', async () => {
    const { client, server } = makeClient(
      { 'POST /b2b/oauth/authenticate': () => ok(doneResponse()) },
      { bootstrap: { pkce_required_for_oauth: true } },
    );
    const oauth = oauthFor(client, { navigate: recorder().navigate });
    await oauth.google.start({ organization_id: 'org-1' });
    const verifier = storedVerifier('oauth');
    await oauth.authenticate({ oauth_token: 'oauth-token-1' });
    expect(bodyObject(server.calls.at(-1))).toEqual({
      oauth_token: 'oauth-token-1',
      session_duration_minutes: 60,
      pkce_code_verifier: verifier,
    });
    expect(readCookie(document, SESSION_COOKIE)).toBe('st-1');
    expect(localStorage.getItem(key('oauth'))).toBeNull();
  });

  it('discovery.authenticate keeps the intermediate session token like other discovery calls', async () => {
    const { client, server } = makeClient({
      'POST /b2b/oauth/discovery/authenticate': () =>
        ok({ intermediate_session_token: 'ist-oauth', email_address: member.email_address, discovered_organizations: [] }),
    });
    const res = await oauthFor(client).discovery.authenticate({ discovery_oauth_token: 'dot-1' });
    expect(res.email_address).toBe(member.email_address);
    expect(server.calls.at(-1)?.body).toEqual({ discovery_oauth_token: 'dot-1' });
    expect(readCookie(document, IST_COOKIE)).toBe('ist-oauth');
    expect(client.session.getSync()).toBeNull();
  });
});

/** A stand-in for Google's script at its boundary: records initialize, answers prompt with `moment`. */
function fakeGoogle(moment: Partial<GooglePromptNotification> = {}) {
  const state: { config?: Record<string, unknown>; loads: number } = { loads: 0 };
  const id: GoogleAccountsId = {
    initialize: (config) => {
      state.config = config;
    },
    prompt: (listener) =>
      listener?.({ isSkippedMoment: () => false, isDismissedMoment: () => false, isNotDisplayed: () => false, ...moment }),
    cancel: () => {},
  };
  return {
    state,
    loadGoogle: async () => {
      state.loads++;
      return id;
    },
  };
}

/** Calls the callback One Tap gave Google, as Google does with the signed-in user's credential. */
function submitCredential(google: ReturnType<typeof fakeGoogle>, response: { credential: string }): Promise<void> {
  const callback = google.state.config?.callback as ((r: { credential: string }) => Promise<void>) | undefined;
  if (!callback) throw new Error('One Tap did not initialize Google');
  return callback(response);
}

describe('Google One Tap', () => {
  it('organization flow: renders floating, submits the credential with PKCE, redirects to redirect_url', async () => {
    const { client, server } = makeClient(
      {
        'GET /b2b/oauth/google/onetap/start': () => ok({ google_client_id: 'google-client-1' }),
        'POST /b2b/oauth/google/onetap/submit': () =>
          ok({ redirect_url: 'https://app.example/l?token=t&stytch_token_type=oauth' }),
      },
      { bootstrap: { pkce_required_for_oauth: true } },
    );
    const google = fakeGoogle();
    const nav = recorder();
    const oauth = oauthFor(client, { navigate: nav.navigate, loadGoogle: google.loadGoogle });
    expect(await oauth.googleOneTap.start({ organization_id: 'org-1', login_redirect_url: 'https://app.example/l' })).toEqual({
      success: true,
    });
    expect(google.state.config).toMatchObject({ client_id: 'google-client-1', cancel_on_tap_outside: true });
    expect(google.state.config).not.toHaveProperty('prompt_parent_id');
    await submitCredential(google, { credential: 'google-id-token' });
    expect(bodyObject(server.calls.at(-1))).toEqual({
      id_token: 'google-id-token',
      organization_id: 'org-1',
      login_redirect_url: 'https://app.example/l',
      pkce_code_challenge: await pkceChallenge(storedVerifier('oauth') as string),
    });
    expect(nav.urls.map(String)).toEqual(['https://app.example/l?token=t&stytch_token_type=oauth']);
  });

  it('discovery flow: embedded, submits to the discovery path; the client id is fetched once', async () => {
    const { client, server } = makeClient({
      'GET /b2b/oauth/google/onetap/start': () => ok({ google_client_id: 'google-client-1' }),
      'POST /b2b/oauth/google/onetap/discovery/submit': () => ok({ redirect_url: 'https://app.example/d' }),
    });
    const google = fakeGoogle();
    const nav = recorder();
    const oauth = oauthFor(client, { navigate: nav.navigate, loadGoogle: google.loadGoogle });
    await oauth.googleOneTap.discovery.start({ discovery_redirect_url: 'https://app.example/d', position: 'embedded' });
    expect(google.state.config).toMatchObject({ prompt_parent_id: 'google-parent-prompt', cancel_on_tap_outside: false });
    await submitCredential(google, { credential: 'gid' });
    expect(server.calls.at(-1)?.body).toEqual({ id_token: 'gid', discovery_redirect_url: 'https://app.example/d' });
    expect(nav.urls.map(String)).toEqual(['https://app.example/d']);
    await oauth.googleOneTap.discovery.start();
    expect(server.calls.filter((c) => c.path === '/b2b/oauth/google/onetap/start')).toHaveLength(1);
  });

  it('organization flow without organization_id is a usage error', async () => {
    const { client, server } = makeClient();
    await expect(oauthFor(client).googleOneTap.start({} as never)).rejects.toThrow('organization_id is a required argument');
    expect(server.calls.some((c) => c.path.includes('onetap'))).toBe(false);
  });

  it('an empty client id is oauth_config_not_found, with developer guidance for a test token', async () => {
    const { client } = makeClient({ 'GET /b2b/oauth/google/onetap/start': () => ok({ google_client_id: '' }) });
    const warnings: string[] = [];
    const google = fakeGoogle();
    const oauth = oauthFor(client, { loadGoogle: google.loadGoogle, warn: (m) => warnings.push(m) });
    await expect(oauth.googleOneTap.discovery.start()).rejects.toThrow('One Tap could not load: oauth_config_not_found');
    expect(google.state.loads).toBe(0);
    expect(warnings).toEqual([expect.stringContaining('Google OAuth is not configured')]);
  });

  it('a failed start call gives its error_type as the reason; no guidance for a live token', async () => {
    const { client } = makeClient({ 'GET /b2b/oauth/google/onetap/start': () => apiError(400, 'invalid_client', 'bad') }, {
      publicToken: 'public-token-live-x',
    } as never);
    const warnings: string[] = [];
    const oauth = oauthFor(client, { loadGoogle: fakeGoogle().loadGoogle, warn: (m) => warnings.push(m) });
    await expect(oauth.googleOneTap.discovery.start()).rejects.toThrow('One Tap could not load: invalid_client');
    expect(warnings).toEqual([]);
  });

  it("Google's script failing to load rejects with its reason", async () => {
    const { client } = makeClient({ 'GET /b2b/oauth/google/onetap/start': () => ok({ google_client_id: 'g' }) });
    const oauth = oauthFor(client, {
      loadGoogle: () => Promise.reject(new Error('script_not_loaded')),
      warn: () => {},
    });
    await expect(oauth.googleOneTap.discovery.start()).rejects.toThrow('One Tap could not load: script_not_loaded');
  });

  it('skipped and not-displayed prompts resolve with their reasons', async () => {
    const { client } = makeClient({ 'GET /b2b/oauth/google/onetap/start': () => ok({ google_client_id: 'g' }) });
    const skipped = fakeGoogle({ isSkippedMoment: () => true, getSkippedReason: () => 'user_cancel' });
    expect(await oauthFor(client, { loadGoogle: skipped.loadGoogle }).googleOneTap.discovery.start()).toEqual({
      success: false,
      reason: 'user_cancel',
    });
    const warnings: string[] = [];
    const hidden = fakeGoogle({ isNotDisplayed: () => true, getNotDisplayedReason: () => 'unregistered_origin' });
    expect(
      await oauthFor(client, { loadGoogle: hidden.loadGoogle, warn: (m) => warnings.push(m) }).googleOneTap.discovery.start(),
    ).toEqual({ success: false, reason: 'unregistered_origin' });
    expect(warnings).toEqual([expect.stringContaining('allowed origin')]);
  });
});
