import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sdk, seedMember, seedOrganization, uniqueEmail } from '../../../test/identity.js';
import { pkcePair } from '../../../test/oauth-support.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

// Google One Tap: the ID token is verified against a JWKS that a local server serves (standing
// in for Google's at the network boundary), with the test's own signing key.

const CLIENT_ID = 'one-tap-client.apps.googleusercontent.com';
const ISSUER = 'https://accounts.google.com';
const OTHER_APP = 'https://app.example.com/onetap';

/** A private signing key as jose makes it (the server program has no DOM lib for the global type). */
type CryptoKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

let ctx: TestContext;
let jwks: Server;
let signingKey: CryptoKey;
let strangerKey: CryptoKey;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  signingKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const publicJwk: JWK = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  jwks = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ keys: [publicJwk] }));
  });
  await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
  ctx = await createTestApp({
    IDENTITY_REDIRECT_URLS: OTHER_APP,
    OAUTH_GOOGLE_CLIENT_ID: CLIENT_ID,
    OAUTH_GOOGLE_CLIENT_SECRET: 'secret',
    OAUTH_GOOGLE_JWKS_URL: `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/certs`,
  });
});
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => jwks?.close(resolve));
});

async function idToken(
  claims: Record<string, unknown>,
  options: { audience?: string; issuer?: string; expiresIn?: string | number; key?: CryptoKey } = {},
) {
  return new SignJWT({ email_verified: true, name: 'One Tapper', hd: 'example.com', ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(options.issuer ?? ISSUER)
    .setAudience(options.audience ?? CLIENT_ID)
    .setSubject(String(claims.sub ?? '1234567890'))
    .setIssuedAt(typeof options.expiresIn === 'number' ? options.expiresIn - 3600 : undefined)
    .setExpirationTime(options.expiresIn ?? '5m')
    .sign(options.key ?? signingKey);
}

describe('GET /b2b/oauth/google/onetap/start', () => {
  it('answers the configured Google client id', async () => {
    const res = await sdk(ctx, 'GET', '/b2b/oauth/google/onetap/start');
    expect(res.status).toBe(200);
    expect(res.data.google_client_id).toBe(CLIENT_ID);
  });
});

describe('POST /b2b/oauth/google/onetap/submit', () => {
  it('a valid ID token gives a redirect URL carrying an oauth token, which logs the member in', async () => {
    const { organization } = await seedOrganization(ctx);
    const member = await seedMember(ctx, organization.organizationId);
    const pkce = pkcePair();
    const res = await sdk(ctx, 'POST', '/b2b/oauth/google/onetap/submit', {
      id_token: await idToken({ email: member.emailAddress }),
      organization_id: organization.organizationId,
      login_redirect_url: OTHER_APP,
      signup_redirect_url: OTHER_APP,
      pkce_code_challenge: pkce.challenge,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const url = new URL(res.data.redirect_url);
    expect(url.origin + url.pathname).toBe(OTHER_APP);
    expect(url.searchParams.get('stytch_token_type')).toBe('oauth');
    const login = await sdk(ctx, 'POST', '/b2b/oauth/authenticate', {
      oauth_token: url.searchParams.get('token'),
      session_duration_minutes: 60,
      pkce_code_verifier: pkce.verifier,
    });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(login.data.member_id).toBe(member.memberId);
    expect(login.data.member_session.authentication_factors[0].delivery_method).toBe('oauth_google');
  });

  it('refuses a wrong audience, an expired token, a wrong issuer and a stranger’s signature', async () => {
    const { organization } = await seedOrganization(ctx);
    const email = uniqueEmail();
    const cases = [
      await idToken({ email }, { audience: 'someone-else.apps.googleusercontent.com' }),
      await idToken({ email }, { expiresIn: Math.floor(Date.now() / 1000) - 600 }),
      await idToken({ email }, { issuer: 'https://evil.example.com' }),
      await idToken({ email }, { key: strangerKey }),
      'not.a.jwt',
    ];
    for (const token of cases) {
      const res = await sdk(ctx, 'POST', '/b2b/oauth/google/onetap/submit', {
        id_token: token,
        organization_id: organization.organizationId,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(401);
      expect(res.body.error_type).toBe('invalid_id_token');
    }
  });

  it('refuses a redirect URL that is not allowed and an unknown organization', async () => {
    const { organization } = await seedOrganization(ctx);
    const token = await idToken({ email: uniqueEmail() });
    const bad = await sdk(ctx, 'POST', '/b2b/oauth/google/onetap/submit', {
      id_token: token,
      organization_id: organization.organizationId,
      login_redirect_url: 'https://evil.example.com/',
    });
    expect(bad.body.error_type).toBe('invalid_redirect_url');
    const missing = await sdk(ctx, 'POST', '/b2b/oauth/google/onetap/submit', {
      id_token: token,
      organization_id: 'organization-test-00000000-0000-0000-0000-000000000000',
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error_type).toBe('organization_not_found');
  });
});

describe('POST /b2b/oauth/google/onetap/discovery/submit', () => {
  it('gives a discovery_oauth token that lists the organizations', async () => {
    const { organization } = await seedOrganization(ctx);
    const member = await seedMember(ctx, organization.organizationId);
    const res = await sdk(ctx, 'POST', '/b2b/oauth/google/onetap/discovery/submit', {
      id_token: await idToken({ email: member.emailAddress }),
      discovery_redirect_url: OTHER_APP,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const url = new URL(res.data.redirect_url);
    expect(url.searchParams.get('stytch_token_type')).toBe('discovery_oauth');
    const discovered = await sdk(ctx, 'POST', '/b2b/oauth/discovery/authenticate', {
      discovery_oauth_token: url.searchParams.get('token'),
    });
    expect(discovered.status, JSON.stringify(discovered.body)).toBe(200);
    expect(discovered.data.discovered_organizations).toEqual([
      expect.objectContaining({ membership: expect.objectContaining({ type: 'active_member' }) }),
    ]);
  });

  it('refuses an ID token whose address Google has not verified, at authenticate', async () => {
    const res = await sdk(ctx, 'POST', '/b2b/oauth/google/onetap/discovery/submit', {
      id_token: await idToken({ email: uniqueEmail(), email_verified: false }),
    });
    const token = new URL(res.data.redirect_url).searchParams.get('token');
    const discovered = await sdk(ctx, 'POST', '/b2b/oauth/discovery/authenticate', { discovery_oauth_token: token });
    expect(discovered.status).toBe(403);
    expect(discovered.body.error_type).toBe('oauth_email_not_verified');
  });
});
