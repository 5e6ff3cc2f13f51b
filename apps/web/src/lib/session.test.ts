import type { IdentityClient } from '@shelfscope/identity-client';
import { afterEach, describe, expect, it } from 'vitest';
import { signedInIdentity } from '../test/identity';
import { createSession } from './session';

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

  it('has no credentials once signed out', async () => {
    const { standIn, session } = await sessionOf('httponly');
    await standIn.identity.client.session.revoke();
    expect(session.auth.credentials()).toBeNull();
  });
});
