import { describe, expect, it } from 'vitest';
import { jwtEnding, ok, SERVER, SESSION, workerHarness } from '../test/harness';
import { isApiPath, jwtExpiry } from './auth-core';

const PRODUCT_PATH = '/api/BrowserExtension/B005O8OH8H';

describe('the service worker’s session', () => {
  it('takes the hand-over only from its configured server’s pages', async () => {
    const worker = workerHarness(() => undefined);
    expect(await worker.connect('https://evil.example')).toEqual({
      ok: false,
      error: `This extension signs in through ${SERVER} only.`,
    });
    expect(await worker.core.connect({ type: 'something else' }, SERVER)).toEqual({ ok: false, error: 'Not a sign-in message.' });
    expect((await worker.core.state()).isSignedIn).toBe(false);
    expect(await worker.connect(`${SERVER}/`)).toEqual({ ok: true });
    expect(await worker.core.state()).toEqual({
      serverUrl: SERVER,
      isSignedIn: true,
      memberEmail: SESSION.memberEmail,
      organizationName: SESSION.organizationName,
    });
  });

  it('calls the seller API with the bearer, and only seller API paths', async () => {
    const worker = workerHarness((call) => (call.url.pathname === PRODUCT_PATH ? ok({ asin: 'B005O8OH8H' }) : undefined), {
      session: SESSION,
    });
    const reply = await worker.core.api({ method: 'GET', path: PRODUCT_PATH });
    expect(reply.status).toBe(200);
    expect(worker.calls[0]?.url.href).toBe(`${SERVER}${PRODUCT_PATH}`);
    expect(worker.calls[0]?.headers.authorization).toBe(`Bearer ${SESSION.sessionJwt}`);
    expect(await worker.core.api({ method: 'GET', path: '/sdk/v1/b2b/sessions/revoke' })).toMatchObject({ status: 400 });
    expect(isApiPath('/api/../sdk')).toBe(false);
    expect(isApiPath('//evil.example/api/x')).toBe(false);
  });

  it('refreshes a JWT about to end before using it, extending the session', async () => {
    const fresh = jwtEnding(300, 'fresh');
    const worker = workerHarness(
      (call) => {
        if (call.url.pathname === '/sdk/v1/b2b/sessions/authenticate')
          return { body: { status_code: 200, data: { session_jwt: fresh } } };
        return ok({});
      },
      { session: { ...SESSION, sessionJwt: jwtEnding(10) } },
    );
    await worker.core.api({ method: 'GET', path: PRODUCT_PATH });
    const [refresh, call] = worker.calls;
    expect(refresh?.headers.authorization).toBe(`Basic ${btoa(`${SESSION.publicToken}:${SESSION.sessionToken}`)}`);
    expect(refresh?.body).toEqual({ session_duration_minutes: SESSION.sessionDurationMinutes });
    expect(call?.headers.authorization).toBe(`Bearer ${fresh}`);
    expect(jwtExpiry(fresh)).toBeGreaterThan(Date.now());
  });

  it('forgets a session the server ended', async () => {
    const worker = workerHarness(() => ({ status: 404, body: { status_code: 404, error_type: 'session_not_found' } }), {
      session: SESSION,
    });
    expect(await worker.core.refresh()).toBe(false);
    expect(worker.store.data.session).toBeUndefined();
  });

  it('keeps the session when the server cannot be reached, and says so as plain text', async () => {
    const worker = workerHarness(
      () => {
        throw new TypeError('Failed to fetch');
      },
      { session: SESSION },
    );
    expect(await worker.core.refresh()).toBe(false);
    expect(worker.store.data.session).toBeDefined();
    expect(await worker.core.api({ method: 'GET', path: PRODUCT_PATH })).toEqual({
      status: 503,
      contentType: 'text/plain',
      text: `ShelfScope is not reachable at ${SERVER}; change the server in Options.`,
    });
  });

  it('signs out on the server and here; another server signs out too', async () => {
    const worker = workerHarness(() => ({ body: { status_code: 200 } }), { session: SESSION });
    await worker.core.signOut();
    expect(worker.calls.map((c) => c.url.pathname)).toEqual(['/sdk/v1/b2b/sessions/revoke']);
    expect(worker.store.data.session).toBeUndefined();

    await worker.store.set('session', SESSION);
    await expect(worker.core.setServer('ftp://files.example')).rejects.toThrow('Enter an http or https URL.');
    const state = await worker.core.setServer('https://shelfscope.example.com/app/');
    expect(state).toMatchObject({ serverUrl: 'https://shelfscope.example.com', isSignedIn: false });
  });

  it('opens the web app’s connect page for this extension to sign in, and only web-app paths', async () => {
    const worker = workerHarness(() => undefined);
    await worker.send({ type: 'auth.signIn' });
    await worker.send({ type: 'open', path: '/quick-view/1' });
    await worker.send({ type: 'open', path: '//evil.example/' });
    expect(worker.opened).toEqual([
      `${SERVER}/extension/connect?extensionId=kggigljlomfpapllmohmjnlkcfbclfkf`,
      `${SERVER}/quick-view/1`,
    ]);
  });
});
