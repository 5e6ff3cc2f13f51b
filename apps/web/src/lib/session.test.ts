import type { IdentityClient } from '@shelfscope/identity-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedInIdentity } from '../test/identity';
import { createSession, loadIdentityConfig, PAGE_CONFIG_ID } from './session';

const clients: IdentityClient[] = [];
afterEach(async () => {
  // Revoking clears the cookies and the stored state the next test must not inherit.
  for (const client of clients.splice(0)) {
    await client.session.revoke({ forceClear: true });
    client.dispose();
  }
});

async function sessionOf(sessionCookies: 'httponly' | 'script') {
  const standIn = await signedInIdentity({ sessionCookies });
  clients.push(standIn.identity.client);
  return { standIn, session: createSession(standIn.identity.client, standIn.identity.config, { go: () => {} }) };
}

describe('the session AuthPort', () => {
  it('in the HttpOnly mode: no token on the page, the opt-in header as credentials, refresh through the cookie', async () => {
    const { standIn, session } = await sessionOf('httponly');
    expect(document.cookie).not.toContain('stytch_session');
    expect(standIn.identity.client.session.getSync()).not.toBeNull();
    const opted = { 'X-ShelfScope-Session-Cookies': 'httponly' };
    expect(session.auth.credentials()).toEqual(opted);
    expect(await session.auth.refresh()).toEqual(opted);
    expect(standIn.calls).toContain('POST /b2b/sessions/authenticate');
    const identityCalls = standIn.headers.filter((_, i) => standIn.calls[i]?.startsWith('POST /b2b/'));
    expect(identityCalls.length).toBeGreaterThan(1);
    for (const headers of identityCalls) expect(headers['X-ShelfScope-Session-Cookies']).toBe('httponly');
    expect(await session.adopt()).toBe(true);
  });

  it('in the script mode: the session JWT from its cookie as the bearer token', async () => {
    const { standIn, session } = await sessionOf('script');
    expect(session.auth.credentials()).toEqual({ authorization: `Bearer ${standIn.jwts[0]}` });
    expect(await session.auth.refresh()).toEqual({ authorization: `Bearer ${standIn.jwts[1]}` });
  });

  it('while signing out, a request that meets a 401 neither re-authenticates nor signs out again', async () => {
    const gone: string[] = [];
    const standIn = await signedInIdentity({ sessionCookies: 'httponly' });
    clients.push(standIn.identity.client);
    const session = createSession(standIn.identity.client, standIn.identity.config, { go: (to) => gone.push(to) });
    await session.signOut();
    const before = standIn.calls.length;
    // What the request wrapper does on a 401 (a request sent before the revoke, the live stream's retry).
    expect(await session.auth.refresh()).toBeNull();
    session.auth.logOut('Unauthorized - session expired', '/authenticate');
    await session.signOut();
    expect(standIn.calls.slice(before)).toEqual([]);
    expect(gone).toEqual(['/auth/authenticate']);
    expect(standIn.calls.filter((call) => call === 'POST /b2b/sessions/revoke')).toHaveLength(1);
    // Signing in again on the same page adopts the new session.
    expect(await session.adopt()).toBe(true);
    expect(session.auth.credentials()).not.toBeNull();
  });

  it('has no credentials once signed out', async () => {
    const { standIn, session } = await sessionOf('httponly');
    await standIn.identity.client.session.revoke();
    expect(session.auth.credentials()).toBeNull();
  });
});

describe('the client configuration', () => {
  const served = {
    errors: null,
    details: null,
    hasErrors: false,
    data: { identity: { publicToken: 'public-token-page', baseUrl: 'https://app.example.com', sessionCookies: 'httponly' } },
  };
  const asked: string[] = [];
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    asked.length = 0;
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      asked.push(String(input));
      return new Response(
        JSON.stringify({ ...served, data: { identity: { ...served.data.identity, publicToken: 'public-token-api' } } }),
        {
          headers: { 'content-type': 'application/json' },
        },
      );
    }) as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
    document.getElementById(PAGE_CONFIG_ID)?.remove();
  });
  const island = (text: string) => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = PAGE_CONFIG_ID;
    script.textContent = text;
    document.head.append(script);
  };

  it('is read from the page the server wrote it into, with no request', async () => {
    island(JSON.stringify(served));
    expect((await loadIdentityConfig()).publicToken).toBe('public-token-page');
    expect(asked).toEqual([]);
  });

  it('is asked of the server when the page has none, or one not in shape', async () => {
    expect((await loadIdentityConfig()).publicToken).toBe('public-token-api');
    island('{"data": {"identity": {"publicToken": 7}}}');
    expect((await loadIdentityConfig()).publicToken).toBe('public-token-api');
    expect(asked).toHaveLength(2);
    expect(asked.every((url) => url.endsWith('/api/client-config'))).toBe(true);
  });
});
