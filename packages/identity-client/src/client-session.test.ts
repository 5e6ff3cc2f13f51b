import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readCookie, SESSION_COOKIE, SESSION_JWT_COOKIE } from './cookies.js';
import { ApiError } from './errors.js';
import { REFRESH_FAILED_MESSAGE } from './session-jwt.js';
import { disposeClients, makeClient } from './test-support/client.js';
import { apiError, ok, resetBrowser, setRawCookie } from './test-support/fake-fetch.js';
import { doneResponse, memberSession } from './test-support/fixtures.js';

afterEach(() => {
  disposeClients();
  resetBrowser();
});

/** Signs a client in through a password login answered by the fake server. */
async function signedIn(routes: Parameters<typeof makeClient>[0] = {}) {
  const made = makeClient({ 'POST /b2b/passwords/authenticate': () => ok(doneResponse()), ...routes });
  await made.client.passwords.authenticate({ organization_id: 'o', email_address: 'e@x.io', password: 'p' });
  return made;
}

describe('session', () => {
  it('reports fromCache until the server confirms the session', async () => {
    const { client } = await signedIn({ 'POST /b2b/sessions/authenticate': () => ok(doneResponse()) });
    expect(client.session.getInfo().fromCache).toBe(true);
    await client.session.authenticate({ session_duration_minutes: 90 });
    expect(client.session.getInfo()).toMatchObject({ fromCache: false, session: { member_session_id: 'member-session-test-1' } });
  });

  it('sends {} on authenticate without a duration, with the session token as Basic secret', async () => {
    const { client, server } = await signedIn({ 'POST /b2b/sessions/authenticate': () => ok(doneResponse()) });
    await client.session.authenticate();
    const call = server.calls.at(-1);
    expect(call?.rawBody).toBe('{}');
    expect(call?.headers.Authorization).toBe(`Basic ${btoa('public-token-test-client:st-1')}`);
  });

  it.each(['unauthorized_credentials', 'user_unauthenticated', 'invalid_secret_authentication', 'session_not_found'])(
    'clears the local session when a session call fails with %s',
    async (type) => {
      const { client } = await signedIn({ 'POST /b2b/sessions/authenticate': () => apiError(401, type) });
      await expect(client.session.authenticate()).rejects.toBeInstanceOf(ApiError);
      expect(client.session.getSync()).toBeNull();
      expect(readCookie(document, SESSION_COOKIE)).toBeUndefined();
    },
  );

  it('keeps the session on other errors', async () => {
    const { client } = await signedIn({ 'POST /b2b/sessions/exchange': () => apiError(429, 'too_many_requests') });
    await expect(client.session.exchange({ organization_id: 'o2' })).rejects.toBeInstanceOf(ApiError);
    expect(client.session.getSync()).not.toBeNull();
  });

  it('revoke clears everything on success, and on failure only with forceClear', async () => {
    let fail = true;
    const { client } = await signedIn({
      'POST /b2b/sessions/revoke': () => (fail ? apiError(500, 'internal_server_error') : ok()),
    });
    await expect(client.session.revoke()).rejects.toBeInstanceOf(ApiError);
    expect(client.session.getSync()).not.toBeNull();
    await expect(client.session.revoke({ forceClear: true })).rejects.toBeInstanceOf(ApiError);
    expect(client.session.getSync()).toBeNull();
    await signedIn();
    fail = false;
    await client.session.revoke();
    expect(client.session.getSync()).toBeNull();
    expect(readCookie(document, SESSION_JWT_COOKIE)).toBeUndefined();
  });
});

describe('background refresh through the client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('refreshes every 3 minutes once signed in and stops when signed out', async () => {
    const { client, server } = await signedIn({ 'POST /b2b/sessions/authenticate': () => ok(doneResponse()) });
    const refreshes = () => server.calls.filter((c) => c.path === '/b2b/sessions/authenticate').length;
    await vi.advanceTimersByTimeAsync(180_000);
    expect(refreshes()).toBe(1);
    await vi.advanceTimersByTimeAsync(180_000);
    expect(refreshes()).toBe(2);
    await client.session.revoke({ forceClear: true }).catch(() => {});
    await vi.advanceTimersByTimeAsync(600_000);
    expect(refreshes()).toBe(2);
  });

  it('starts at creation when a session cookie exists, and clears the session on an unrecoverable error', async () => {
    setRawCookie(`${SESSION_COOKIE}=st-old`);
    setRawCookie(`${SESSION_JWT_COOKIE}=jwt-old`);
    localStorage.clear();
    const { client, server } = makeClient({ 'POST /b2b/sessions/authenticate': () => apiError(404, 'session_not_found') });
    await vi.advanceTimersByTimeAsync(180_000);
    expect(server.calls.filter((c) => c.path === '/b2b/sessions/authenticate')).toHaveLength(1);
    expect(readCookie(document, SESSION_COOKIE)).toBeUndefined();
    expect(client.session.getSync()).toBeNull();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(server.calls.filter((c) => c.path === '/b2b/sessions/authenticate')).toHaveLength(1);
  });

  it('opened four minutes after the last refresh, refreshes at once, and sessionReady settles on its answer', async () => {
    const { client: earlier } = await signedIn();
    earlier.dispose();
    await vi.advanceTimersByTimeAsync(240_000);
    let answer = () => {};
    const { client, server } = makeClient({
      'POST /b2b/sessions/authenticate': () =>
        new Promise<Response>((resolve) => {
          answer = () => resolve(ok(doneResponse()));
        }),
    });
    const refreshes = () => server.calls.filter((c) => c.path === '/b2b/sessions/authenticate').length;
    let ready = false;
    void client.sessionReady.then(() => {
      ready = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(refreshes()).toBe(1);
    expect(ready).toBe(false);
    answer();
    await vi.advanceTimersByTimeAsync(0);
    expect(ready).toBe(true);
    // Then the usual interval, from this refresh.
    await vi.advanceTimersByTimeAsync(179_999);
    expect(refreshes()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshes()).toBe(2);
  });

  it('opened one minute after the last refresh, is ready at once and refreshes when the interval is up', async () => {
    const { client: earlier } = await signedIn();
    earlier.dispose();
    await vi.advanceTimersByTimeAsync(60_000);
    const { client, server } = makeClient({ 'POST /b2b/sessions/authenticate': () => ok(doneResponse()) });
    const refreshes = () => server.calls.filter((c) => c.path === '/b2b/sessions/authenticate').length;
    await client.sessionReady;
    expect(refreshes()).toBe(0);
    await vi.advanceTimersByTimeAsync(119_999);
    expect(refreshes()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshes()).toBe(1);
  });

  it('is ready after a failed first refresh too: signed out when the session is gone', async () => {
    const { client: earlier } = await signedIn();
    earlier.dispose();
    await vi.advanceTimersByTimeAsync(600_000);
    const { client } = makeClient({ 'POST /b2b/sessions/authenticate': () => apiError(404, 'session_not_found') });
    await client.sessionReady;
    expect(client.session.getSync()).toBeNull();
  });

  it('retries a failed refresh after 4000 ms (attempt 1) plus the injected jitter', async () => {
    let failures = 1;
    const { client, server } = makeClient(
      {
        'POST /b2b/passwords/authenticate': () => ok(doneResponse()),
        'POST /b2b/sessions/authenticate': () => (failures-- > 0 ? apiError(503, 'unavailable') : ok(doneResponse())),
      },
      { random: () => 1 },
    );
    await client.passwords.authenticate({ organization_id: 'o', email_address: 'e@x.io', password: 'p' });
    const refreshes = () => server.calls.filter((c) => c.path === '/b2b/sessions/authenticate').length;
    await vi.advanceTimersByTimeAsync(180_000);
    expect(refreshes()).toBe(1);
    expect(client.session.getSync()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(4000 + 175 - 1);
    expect(refreshes()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshes()).toBe(2);
  });
});

describe('session JWT helper', () => {
  const jwt = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;

  it('returns a fresh stytch_session_jwt cookie without a call', async () => {
    const { client, server } = makeClient();
    const token = jwt(Math.floor(Date.now() / 1000) + 300);
    setRawCookie(`stytch_session_jwt=${token}; path=/`);
    expect(await client.sessionJwt.getFreshToken()).toBe(token);
    expect(server.calls.filter((c) => c.path === '/b2b/sessions/authenticate')).toHaveLength(0);
  });

  it.each([
    ['missing', undefined],
    ['undecodable', 'not-a-jwt'],
    ['expired', 'past'],
  ])('refreshes when the token is %s', async (_label, value) => {
    const fresh = jwt(Math.floor(Date.now() / 1000) + 300);
    const { client } = makeClient({
      'POST /b2b/sessions/authenticate': () => ok({ ...doneResponse(), member_session: memberSession(), session_jwt: fresh }),
    });
    if (value) setRawCookie(`stytch_session_jwt=${value === 'past' ? jwt(1) : value}; path=/`);
    expect(await client.sessionJwt.getFreshToken()).toBe(fresh);
    expect(readCookie(document, 'stytch_session_jwt')).toBe(fresh);
  });

  it("throws 'Unable to refresh Stytch session token' when no fresh token can be had", async () => {
    const { client } = makeClient({ 'POST /b2b/sessions/authenticate': () => apiError(401, 'unauthorized_credentials') });
    await expect(client.sessionJwt.getFreshToken()).rejects.toThrow(REFRESH_FAILED_MESSAGE);
    const stale = makeClient({ 'POST /b2b/sessions/authenticate': () => ok({ ...doneResponse(), session_jwt: jwt(1) }) });
    await expect(stale.client.sessionJwt.getFreshToken()).rejects.toThrow(REFRESH_FAILED_MESSAGE);
  });
});

describe('the HttpOnly session-cookie mode', () => {
  const redacted = () => ok(doneResponse(Date.now(), { session_token: '', session_jwt: '' }));

  it('asks for it on every call, sends only the public token, and keeps the session without readable cookies', async () => {
    const { client, server } = makeClient(
      { 'POST /b2b/passwords/authenticate': redacted, 'POST /b2b/sessions/authenticate': redacted },
      { sessionCookies: 'httponly' },
    );
    await client.passwords.authenticate({ organization_id: 'o', email_address: 'e@x.io', password: 'p' });
    expect(client.session.getSync()).toMatchObject({ member_session_id: 'member-session-test-1' });
    expect(client.session.getTokens()).toBeNull();
    expect(readCookie(document, SESSION_COOKIE)).toBeUndefined();
    // A readable leftover of the script mode is not sent: the browser sends the HttpOnly cookie.
    setRawCookie(`${SESSION_COOKIE}=stale-script-cookie`);
    await client.session.authenticate();
    const calls = server.calls.filter((c) => c.url.includes('/b2b/'));
    expect(calls.length).toBe(2);
    for (const call of calls) {
      expect(call.headers['X-ShelfScope-Session-Cookies']).toBe('httponly');
      expect(call.headers.Authorization).toBe(`Basic ${btoa('public-token-test-client:public-token-test-client')}`);
    }
  });

  it('is not asked for in the default (SDK-compatible) mode', async () => {
    const { server } = await signedIn();
    const call = server.calls.find((c) => c.url.includes('/b2b/passwords/authenticate'));
    expect(call?.headers.Authorization).toBeDefined();
    expect(call?.headers['X-ShelfScope-Session-Cookies']).toBeUndefined();
    expect(readCookie(document, SESSION_COOKIE)).toBe('st-1');
  });

  it('refuses an unknown mode', () => {
    expect(() => makeClient({}, { sessionCookies: 'local' as 'script' })).toThrow(
      /sessionCookies must be 'script' or 'httponly'/,
    );
  });
});

describe('background refresh in the HttpOnly mode', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs after a reload when the stored state says signed in, and not on a signed-out page', async () => {
    vi.useFakeTimers();
    let refreshes = 0;
    const redacted = () => ok(doneResponse(Date.now(), { session_token: '', session_jwt: '' }));
    const routes = {
      'POST /b2b/passwords/authenticate': redacted,
      'POST /b2b/sessions/authenticate': () => {
        refreshes += 1;
        return redacted();
      },
    };
    makeClient(routes, { sessionCookies: 'httponly' });
    await vi.advanceTimersByTimeAsync(200_000);
    expect(refreshes).toBe(0);

    const { client } = makeClient(routes, { sessionCookies: 'httponly' });
    await client.passwords.authenticate({ organization_id: 'o', email_address: 'e@x.io', password: 'p' });
    disposeClients();
    // A reload: a new client with the stored state and no readable cookie keeps the session fresh.
    const reloaded = makeClient(routes, { sessionCookies: 'httponly' });
    expect(reloaded.client.session.getSync()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(200_000);
    expect(refreshes).toBe(1);
  });
});
