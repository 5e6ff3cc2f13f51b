import { createIdentityClient } from '@shelfscope/identity-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { en } from '../i18n/en.js';
import { enIdp } from '../i18n/en-idp.js';
import { apiError, BASE_URL, fakeServer, ok, PUBLIC_TOKEN } from '../test-support/fake-server.js';
import { sessionResponse } from '../test-support/fixtures.js';
import { renderWidget, resetPage } from '../test-support/render.js';
import { isIdpAddress } from '../url/idp-params.js';
import { browser } from '../url/navigate.js';
import { readIdpFlow } from './params.js';

resetPage();

/** Stands in for the browser's navigation (jsdom has none): records where the widget sends the page. */
let redirects: string[] = [];
const realAssign = browser.assign;
beforeEach(() => {
  redirects = [];
  browser.assign = (url: string) => {
    redirects.push(url);
  };
});
afterEach(() => {
  browser.assign = realAssign;
});

const LEDGER = { client_id: 'ca-1', client_type: 'third_party', client_name: 'Ledger', client_description: 'Books' };
const granted = (...scopes: string[]) => scopes.map((scope) => ({ scope, is_grantable: true, description: '' }));
const notGranted = (...scopes: string[]) => scopes.map((scope) => ({ scope, is_grantable: false, description: '' }));

function at(query: Record<string, string>) {
  window.history.replaceState({}, '', `/oauth/authorize?${new URLSearchParams(query)}`);
}

/** Signs a member in through the identity client, as a login on this page before would have. */
async function signIn() {
  const client = createIdentityClient({ publicToken: PUBLIC_TOKEN, baseUrl: BASE_URL });
  await client.session.authenticate();
  client.dispose();
}

/** A server with a session and the authorize routes. */
function server(
  start: Record<string, unknown> = {
    client: LEDGER,
    consent_required: true,
    scope_results: granted('openid', 'email', 'profile'),
  },
  submit: Record<string, unknown> = { redirect_uri: 'https://rp.example/cb?code=code-1&state=st', authorization_code: 'code-1' },
  bootstrap: Record<string, unknown> = {},
) {
  return fakeServer(
    {
      'POST /b2b/sessions/authenticate': () => ok(sessionResponse()),
      'POST /b2b/sessions/revoke': () => ok(),
      'POST /idp/b2b/oauth/authorize/start': () => ok(start),
      'POST /idp/b2b/oauth/authorize/submit': () => ok(submit),
    },
    { bootstrap },
  );
}

const texts = (selector: string) => [...document.querySelectorAll(selector)].map((e) => e.textContent);

describe('the address', () => {
  it('isIdpAddress: client_id, redirect_uri or post_logout_redirect_uri', () => {
    expect(isIdpAddress('?client_id=a&redirect_uri=b')).toBe(true);
    expect(isIdpAddress('?redirect_uri=b')).toBe(true);
    expect(isIdpAddress('?x=1&post_logout_redirect_uri=b')).toBe(true);
    expect(isIdpAddress('?token=t&stytch_token_type=oauth')).toBe(false);
    expect(isIdpAddress('?my_client_id=a')).toBe(false);
    expect(isIdpAddress('')).toBe(false);
  });

  it('readIdpFlow: defaults, optional parameters, the logout flow, the first missing parameter', () => {
    expect(readIdpFlow('?client_id=c&redirect_uri=https%3A%2F%2Frp%2Fcb')).toEqual({
      type: 'Authorize',
      missing: null,
      params: {
        client_id: 'c',
        redirect_uri: 'https://rp/cb',
        response_type: 'code',
        scopes: ['openid', 'email', 'profile'],
        code_challenge: undefined,
        state: undefined,
        nonce: undefined,
        prompt: undefined,
      },
    });
    const full = readIdpFlow(
      '?client_id=c&redirect_uri=r&response_type=code&scope=openid%20%20read:x&code_challenge=cc&state=s&nonce=n&prompt=consent',
    );
    expect(full.params).toMatchObject({
      scopes: ['openid', 'read:x'],
      code_challenge: 'cc',
      state: 's',
      nonce: 'n',
      prompt: 'consent',
    });
    expect(readIdpFlow('?redirect_uri=r').missing).toBe('client_id');
    expect(readIdpFlow('?client_id=c&redirect_uri=').missing).toBe('redirect_uri');
    expect(readIdpFlow('?post_logout_redirect_uri=p&client_id=c&id_token_hint=h&state=s')).toEqual({
      type: 'Logout',
      missing: null,
      params: { client_id: 'c', post_logout_redirect_uri: 'p', id_token_hint: 'h', state: 's' },
    });
    expect(readIdpFlow('?post_logout_redirect_uri=p').missing).toBe('client_id');
    expect(readIdpFlow('?post_logout_redirect_uri=&client_id=c').missing).toBe('post_logout_redirect_uri');
  });

  it('the consent texts are not in the first-load table (they come with the idp chunk)', () => {
    for (const key of Object.keys(enIdp)) expect(key in en).toBe(false);
  });
});

describe('consent: parameters and session', () => {
  it('a missing required parameter shows its message and calls the error callback, without any identity call', async () => {
    const s = server();
    at({ redirect_uri: 'https://rp.example/cb' });
    const { errors } = renderWidget();
    const alert = await screen.findByText(
      'Required parameter is missing: client_id. Please reach out to the application developer.',
    );
    expect(alert.closest('[role="alert"]')).not.toBeNull();
    expect(errors.map((e) => e.message)).toEqual([
      'Required parameter is missing: client_id. Please reach out to the application developer.',
    ]);
    expect(s.callsTo('/idp/b2b/oauth/authorize/start')).toHaveLength(0);
  });

  it('redirect_uri missing', async () => {
    server();
    at({ client_id: 'ca-1' });
    renderWidget();
    await screen.findByText('Required parameter is missing: redirect_uri. Please reach out to the application developer.');
  });

  it('no session: "No active session detected." and the error callback; no preflight', async () => {
    const s = server();
    at({ client_id: 'ca-1', redirect_uri: 'https://rp.example/cb' });
    const { errors, eventTypes } = renderWidget();
    await screen.findByText('No active session detected. Please log in to continue.');
    expect(errors.map((e) => e.message)).toEqual(['No active session detected. Please log in to continue.']);
    expect(s.callsTo('/idp/b2b/oauth/authorize/start')).toHaveLength(0);
    expect(eventTypes()).not.toContain('OAUTH_AUTHORIZE_FLOW_START');
  });

  it('a token in a consent page address is not authenticated', async () => {
    const s = server();
    await signIn();
    at({ client_id: 'ca-1', redirect_uri: 'https://rp.example/cb', token: 'tok', stytch_token_type: 'oauth' });
    renderWidget();
    await screen.findByRole('button', { name: 'Allow' });
    expect(s.callsTo('/b2b/oauth/authenticate')).toHaveLength(0);
  });

  it('trusted auth params: the existing session is revoked and a new one attested for 60 minutes, then the consent', async () => {
    const s = server();
    s.on('POST /b2b/sessions/attest', () => ok(sessionResponse({ session_token: 'attested-token' })));
    await signIn();
    at({ client_id: 'ca-1', redirect_uri: 'https://rp.example/cb' });
    renderWidget({ trustedAuthTokenParams: { trustedAuthToken: 'trusted-jwt', tokenProfileID: 'profile-1' } });
    await screen.findByRole('button', { name: 'Allow' });
    const order = s.calls.map((c) => c.path).filter((p) => /revoke|attest|authorize/.test(p));
    expect(order).toEqual(['/b2b/sessions/revoke', '/b2b/sessions/attest', '/idp/b2b/oauth/authorize/start']);
    expect(s.callsTo('/b2b/sessions/attest')[0]?.body).toEqual({
      token: 'trusted-jwt',
      profile_id: 'profile-1',
      organization_id: 'organization-test-1',
      session_duration_minutes: 60,
    });
  });

  it('trusted auth params without a session: attested, then the consent', async () => {
    const s = server();
    s.on('POST /b2b/sessions/attest', () => ok(sessionResponse()));
    at({ client_id: 'ca-1', redirect_uri: 'https://rp.example/cb' });
    const { errors } = renderWidget({ trustedAuthTokenParams: { trustedAuthToken: 'trusted-jwt', tokenProfileID: 'profile-1' } });
    await screen.findByRole('button', { name: 'Allow' });
    expect(s.callsTo('/b2b/sessions/revoke')).toHaveLength(0);
    expect(s.callsTo('/b2b/sessions/attest')[0]?.body).toEqual({
      token: 'trusted-jwt',
      profile_id: 'profile-1',
      session_duration_minutes: 60,
    });
    expect(errors).toEqual([]);
  });

  it('a failed attest shows the server message and reports it', async () => {
    const s = server();
    s.on('POST /b2b/sessions/attest', () => apiError(401, 'invalid_token', 'The trusted auth token is not valid.'));
    at({ client_id: 'ca-1', redirect_uri: 'https://rp.example/cb' });
    const { errors } = renderWidget({ trustedAuthTokenParams: { trustedAuthToken: 'bad', tokenProfileID: 'profile-1' } });
    await screen.findByText('The trusted auth token is not valid.');
    expect(errors.map((e) => e.message)).toEqual(['The trusted auth token is not valid.']);
    expect(s.callsTo('/idp/b2b/oauth/authorize/start')).toHaveLength(0);
  });
});

describe('consent screen', () => {
  it('standard scopes: title, header, permission list with details, Allow and Deny; the preflight body and the start event', async () => {
    const s = server({
      client: LEDGER,
      consent_required: true,
      scope_results: granted('openid', 'email', 'profile', 'phone', 'offline_access'),
    });
    await signIn();
    at({ client_id: 'ca-1', redirect_uri: 'https://rp.example/cb' });
    const { events } = renderWidget();
    await screen.findByRole('heading', { name: 'Sign in to Ledger with ShelfScope' });
    expect(screen.getByText('Ledger is requesting to:')).toBeTruthy();
    expect(
      texts('[data-screen="IDPConsent"] ul[aria-label] > li summary, [data-screen="IDPConsent"] ul[aria-label] > li > span'),
    ).toEqual([
      'Verify your identity',
      'View your personal profile information',
      "Maintain access to your data even when you're not actively using the app",
    ]);
    const details = [...document.querySelectorAll<HTMLDetailsElement>('ul[aria-label] details')];
    expect(details.map((d) => d.open)).toEqual([false, false, false]);
    const profile = screen.getByText('View your personal profile information').closest('li');
    expect(
      within(profile as HTMLElement)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '\u2022\u00a0Your name, profile picture, and language preferences',
      '\u2022\u00a0Your email address',
      '\u2022\u00a0Your phone number',
    ]);
    expect(screen.getByRole('button', { name: 'Allow' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Deny' })).toBeTruthy();
    expect(document.querySelector('[data-ungrantable]')).toBeNull();
    expect(s.callsTo('/idp/b2b/oauth/authorize/start')[0]?.body).toEqual({
      client_id: 'ca-1',
      redirect_uri: 'https://rp.example/cb',
      response_type: 'code',
      scopes: ['openid', 'email', 'profile'],
    });
    expect(events.find((e) => e.type === 'OAUTH_AUTHORIZE_FLOW_START')?.data).toEqual({
      client_id: 'ca-1',
      redirect_uri: 'https://rp.example/cb',
      scope: 'openid email profile',
    });
  });

  it('a custom scope: "wants to access your … account", policy description or "Use the {scope} scope"', async () => {
    server(
      { client: LEDGER, consent_required: true, scope_results: granted('openid', 'read:orders', 'write:orders') },
      {},
      { rbac_policy: { roles: [], resources: [], scopes: [{ scope: 'read:orders', description: 'Read your orders' }] } },
    );
    await signIn();
    at({ client_id: 'ca-1', redirect_uri: 'https://rp.example/cb', scope: 'openid read:orders write:orders' });
    renderWidget();
    await screen.findByRole('heading', { name: 'Ledger wants to access your ShelfScope account' });
    expect(texts('ul[aria-label] > li')).toEqual([
      'Verify your identity\u2022\u00a0View information stored within your account',
      '\u2022\u00a0Read your orders',
      '\u2022\u00a0Use the write:orders scope',
    ]);
  });

  it('ungrantable scopes: the collapsed notice with its descriptions; the title follows the grantable ones', async () => {
    server({
      client: LEDGER,
      consent_required: true,
      scope_results: [...granted('openid'), ...notGranted('admin:billing', 'offline_access')],
    });
    await signIn();
    at({ client_id: 'ca-1', redirect_uri: 'https://rp.example/cb', scope: 'openid admin:billing offline_access' });
    renderWidget();
    await screen.findByRole('heading', { name: 'Sign in to Ledger with ShelfScope' });
    const notice = document.querySelector('details[data-ungrantable]') as HTMLDetailsElement;
    expect(notice.open).toBe(false);
    expect(notice.querySelector('summary')?.textContent).toBe(
      'You do not have permissions to grant Ledger access to some of the requested scopes.',
    );
    expect(within(notice).getByText("You cannot grant Ledger's request to:")).toBeTruthy();
    expect([...notice.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      "\u2022\u00a0Maintain access to your data even when you're not actively using the app",
      '\u2022\u00a0Use the admin:billing scope',
    ]);
    expect(texts('ul[aria-label] > li')).toEqual(['Verify your identity\u2022\u00a0View information stored within your account']);
  });

  it('client name falls back to the redirect host, then "The App"; the project logo shows when themed', async () => {
    server({ client: { ...LEDGER, client_name: '' }, consent_required: true, scope_results: granted('openid') });
    await signIn();
    at({ client_id: 'ca-1', redirect_uri: 'https://rp.example:8443/cb' });
    renderWidget({ theme: { logo: { logoImageUrl: 'https://cdn.example/logo.png' } } });
    await screen.findByRole('heading', { name: 'Sign in to rp.example with ShelfScope' });
    expect(screen.getByText('rp.example is requesting to:')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Logo' }).getAttribute('src')).toBe('https://cdn.example/logo.png');
  });

  it('"The App" when the redirect URI is not a URL', async () => {
    server({ client: { ...LEDGER, client_name: '' }, consent_required: true, scope_results: granted('openid') });
    await signIn();
    at({ client_id: 'ca-1', redirect_uri: 'not a url' });
    renderWidget();
    await screen.findByRole('heading', { name: 'Sign in to The App with ShelfScope' });
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('Allow submits every parameter with consent_granted true and goes to the returned redirect_uri', async () => {
    const s = server();
    await signIn();
    at({
      client_id: 'ca-1',
      redirect_uri: 'https://rp.example/cb',
      scope: 'openid email',
      state: 'st',
      nonce: 'n-1',
      code_challenge: 'chal',
      prompt: 'consent',
      response_type: 'code',
    });
    const { eventTypes } = renderWidget();
    fireEvent.click(await screen.findByRole('button', { name: 'Allow' }));
    await waitFor(() => expect(redirects).toEqual(['https://rp.example/cb?code=code-1&state=st']));
    expect(s.callsTo('/idp/b2b/oauth/authorize/submit')[0]?.body).toEqual({
      client_id: 'ca-1',
      redirect_uri: 'https://rp.example/cb',
      response_type: 'code',
      scopes: ['openid', 'email'],
      state: 'st',
      nonce: 'n-1',
      code_challenge: 'chal',
      prompt: 'consent',
      consent_granted: true,
    });
    expect(s.callsTo('/idp/b2b/oauth/authorize/start')[0]?.body).toMatchObject({ prompt: 'consent' });
    expect(eventTypes()).not.toContain('OAUTH_AUTHORIZE_FLOW_COMPLETE');
  });

  it('Deny with a redirect_uri goes there (the app receives access_denied)', async () => {
    const s = server(undefined, { redirect_uri: 'https://rp.example/cb?error=access_denied' });
    await signIn();
    at({ client_id: 'ca-1', redirect_uri: 'https://rp.example/cb' });
    renderWidget();
    fireEvent.click(await screen.findByRole('button', { name: 'Deny' }));
    await waitFor(() => expect(redirects).toEqual(['https://rp.example/cb?error=access_denied']));
    expect(s.callsTo('/idp/b2b/oauth/authorize/submit')[0]?.body).toMatchObject({ consent_granted: false });
  });

  it('Deny without a redirect_uri: "Access to the application was denied." and the consent-denied event', async () => {
    server(undefined, { redirect_uri: '' });
    await signIn();
    at({ client_id: 'ca-1', redirect_uri: 'https://rp.example/cb' });
    const { eventTypes } = renderWidget();
    fireEvent.click(await screen.findByRole('button', { name: 'Deny' }));
    await screen.findByText('Access to the application was denied.');
    expect(eventTypes()).toContain('OAUTH_AUTHORIZE_FLOW_CONSENT_DENIED');
    expect(eventTypes()).not.toContain('OAUTH_AUTHORIZE_FLOW_COMPLETE');
    expect(redirects).toEqual([]);
  });

  it('consent not required: submitted at once with consent_granted false, then to the redirect', async () => {
    const s = server({ client: LEDGER, consent_required: false, scope_results: granted('openid') });
    await signIn();
    at({ client_id: 'ca-1', redirect_uri: 'https://rp.example/cb' });
    renderWidget();
    await waitFor(() => expect(redirects).toEqual(['https://rp.example/cb?code=code-1&state=st']));
    expect(s.callsTo('/idp/b2b/oauth/authorize/submit')[0]?.body).toMatchObject({ consent_granted: false });
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
  });

  it('consent not required and no redirect_uri: the flow-complete event', async () => {
    server({ client: LEDGER, consent_required: false, scope_results: granted('openid') }, { redirect_uri: '' });
    await signIn();
    at({ client_id: 'ca-1', redirect_uri: 'https://rp.example/cb' });
    const { eventTypes } = renderWidget();
    await screen.findByText('You have successfully logged in.');
    expect(eventTypes()).toContain('OAUTH_AUTHORIZE_FLOW_COMPLETE');
    expect(eventTypes()).not.toContain('OAUTH_AUTHORIZE_FLOW_CONSENT_DENIED');
  });

  it('a preflight error shows the server message and calls the error callback', async () => {
    const s = server();
    s.on('POST /idp/b2b/oauth/authorize/start', () =>
      apiError(400, 'invalid_redirect_uri', 'redirect_uri is not registered for this client.'),
    );
    await signIn();
    at({ client_id: 'ca-1', redirect_uri: 'https://evil.example/cb' });
    const { errors } = renderWidget();
    await screen.findByText('redirect_uri is not registered for this client.');
    expect(errors.map((e) => e.message)).toEqual(['redirect_uri is not registered for this client.']);
    expect(s.callsTo('/idp/b2b/oauth/authorize/submit')).toHaveLength(0);
  });

  it('a submit error shows the server message', async () => {
    const s = server();
    s.on('POST /idp/b2b/oauth/authorize/submit', () => apiError(400, 'invalid_scope', 'The scope is not allowed.'));
    await signIn();
    at({ client_id: 'ca-1', redirect_uri: 'https://rp.example/cb' });
    const { errors } = renderWidget();
    fireEvent.click(await screen.findByRole('button', { name: 'Allow' }));
    await screen.findByText('The scope is not allowed.');
    expect(errors.map((e) => e.message)).toEqual(['The scope is not allowed.']);
  });
});

describe('logout', () => {
  const logoutAt = (extra: Record<string, string> = {}) =>
    window.history.replaceState(
      {},
      '',
      `/oauth/logout?${new URLSearchParams({ client_id: 'ca-1', post_logout_redirect_uri: 'https://rp.example/bye', ...extra })}`,
    );
  const logoutServer = (consent_required: boolean) => {
    const s = server();
    s.on('POST /b2b/oauth/logout/start', () => ok({ redirect_uri: 'https://rp.example/bye?state=s1', consent_required }));
    return s;
  };
  const sessionStored = () => Object.keys(localStorage).some((k) => k.includes(PUBLIC_TOKEN));

  it('missing client_id', async () => {
    const s = logoutServer(true);
    window.history.replaceState({}, '', '/oauth/logout?post_logout_redirect_uri=https%3A%2F%2Frp.example%2Fbye');
    const { errors } = renderWidget();
    await screen.findByText('Required parameter is missing: client_id. Please reach out to the application developer.');
    expect(errors).toHaveLength(1);
    expect(s.callsTo('/b2b/oauth/logout/start')).toHaveLength(0);
  });

  it('consent required: "Log out?" with Yes/No; Yes revokes the session, then goes to the redirect', async () => {
    const s = logoutServer(true);
    await signIn();
    expect(sessionStored()).toBe(true);
    logoutAt({ state: 's1', id_token_hint: 'id-token' });
    renderWidget();
    await screen.findByRole('heading', { name: 'Log out?' });
    expect(screen.getByText('Are you sure you want to log out of your ShelfScope account?')).toBeTruthy();
    expect(s.callsTo('/b2b/oauth/logout/start')[0]?.body).toEqual({
      client_id: 'ca-1',
      post_logout_redirect_uri: 'https://rp.example/bye',
      state: 's1',
      id_token_hint: 'id-token',
    });
    expect(s.callsTo('/b2b/sessions/revoke')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(redirects).toEqual(['https://rp.example/bye?state=s1']));
    expect(s.callsTo('/b2b/sessions/revoke')).toHaveLength(1);
    expect(sessionStored()).toBe(false);
  });

  it('Yes: a failing revoke is ignored and the local session cleared', async () => {
    const s = logoutServer(true);
    s.on('POST /b2b/sessions/revoke', () => apiError(500, 'internal_server_error', 'Down.'));
    await signIn();
    logoutAt();
    const { errors } = renderWidget();
    fireEvent.click(await screen.findByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(redirects).toEqual(['https://rp.example/bye?state=s1']));
    expect(sessionStored()).toBe(false);
    expect(errors).toEqual([]);
  });

  it('No: "You have not been logged out. You may close this page." and the session stays', async () => {
    const s = logoutServer(true);
    await signIn();
    logoutAt();
    renderWidget();
    fireEvent.click(await screen.findByRole('button', { name: 'No' }));
    await screen.findByText('You have not been logged out. You may close this page.');
    expect(s.callsTo('/b2b/sessions/revoke')).toHaveLength(0);
    expect(redirects).toEqual([]);
    expect(sessionStored()).toBe(true);
  });

  it('consent not required: logged out at once and sent to the redirect', async () => {
    const s = logoutServer(false);
    await signIn();
    logoutAt();
    renderWidget();
    await waitFor(() => expect(redirects).toEqual(['https://rp.example/bye?state=s1']));
    expect(s.callsTo('/b2b/sessions/revoke')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
  });

  it('a preflight error shows the server message and calls the error callback', async () => {
    const s = server();
    s.on('POST /b2b/oauth/logout/start', () =>
      apiError(400, 'invalid_post_logout_redirect_uri', 'post_logout_redirect_uri is not registered.'),
    );
    logoutAt();
    const { errors } = renderWidget();
    await screen.findByText('post_logout_redirect_uri is not registered.');
    expect(errors.map((e) => e.message)).toEqual(['post_logout_redirect_uri is not registered.']);
    expect(redirects).toEqual([]);
  });
});
