import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoveryIst, logIn, sdk, seedOrganization } from '../../../test/identity.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  // No caching of the revocation check, so a revoked session is refused by the seller API at once;
  // behind a proxy, so a request can say it came over https (X-Forwarded-Proto).
  ctx = await createTestApp({ SELLER_SESSION_CHECK_SECONDS: '0', TRUST_PROXY: '1' });
});
afterAll(() => ctx.close());

const OPT_IN = { 'x-shelfscope-session-cookies': 'httponly' };

/** The Set-Cookie lines of a response, by cookie name. */
function setCookies(headers: Record<string, unknown>): Map<string, string> {
  const raw = headers['set-cookie'];
  const lines = raw === undefined ? [] : Array.isArray(raw) ? raw.map(String) : [String(raw)];
  return new Map(lines.map((line) => [line.slice(0, line.indexOf('=')), line]));
}

const cookieValue = (line: string | undefined) => decodeURIComponent(line?.split(';')[0]?.split('=')[1] ?? '');

/** Signs a member in through discovery with the opt-in header; returns the cookies the server set. */
async function cookieLogIn() {
  const { organization, admin } = await seedOrganization(ctx);
  const ist = await discoveryIst(ctx, admin.emailAddress);
  const res = await sdk(
    ctx,
    'POST',
    '/b2b/discovery/intermediate_sessions/exchange',
    { intermediate_session_token: ist, organization_id: organization.organizationId, session_duration_minutes: 60 },
    { headers: OPT_IN },
  );
  expect(res.status).toBe(200);
  const cookies = setCookies(res.headers);
  const token = cookieValue(cookies.get('stytch_session'));
  const jwt = cookieValue(cookies.get('stytch_session_jwt'));
  expect(token.length).toBeGreaterThan(20);
  expect(jwt.split('.')).toHaveLength(3);
  return { res, cookies, token, jwt, admin, cookie: `stytch_session=${token}; stytch_session_jwt=${jwt}` };
}

describe('the HttpOnly session cookie mode', () => {
  it('sets HttpOnly, SameSite=Lax cookies for the session and blanks the tokens in the body', async () => {
    const { res, cookies } = await cookieLogIn();
    for (const name of ['stytch_session', 'stytch_session_jwt']) {
      const line = cookies.get(name) ?? '';
      expect(line).toContain('HttpOnly');
      expect(line).toContain('SameSite=Lax');
      expect(line).toContain('Path=/');
      expect(line).toContain(`Expires=${new Date(res.data.member_session.expires_at).toUTCString()}`);
      // inject speaks plain http: no Secure, or the browser would drop the cookie on http://localhost.
      expect(line).not.toContain('Secure');
    }
    expect(res.data.session_token).toBe('');
    expect(res.data.session_jwt).toBe('');
    expect(res.data.member_session.member_id).toBeTruthy();
  });

  it('marks the cookies Secure over https', async () => {
    const { organization, admin } = await seedOrganization(ctx);
    const ist = await discoveryIst(ctx, admin.emailAddress);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/sdk/v1/b2b/discovery/intermediate_sessions/exchange',
      headers: {
        authorization: `Basic ${Buffer.from(`${ctx.services.identity.project.publicToken}:${ctx.services.identity.project.publicToken}`).toString('base64')}`,
        'content-type': 'application/json',
        'x-forwarded-proto': 'https',
        ...OPT_IN,
      },
      payload: JSON.stringify({ intermediate_session_token: ist, organization_id: organization.organizationId }),
    });
    expect(res.statusCode).toBe(200);
    const line = setCookies(res.headers).get('stytch_session') ?? '';
    expect(line).toContain('HttpOnly');
    expect(line).toContain('; Secure');
  });

  it('marks the cookies Secure when PUBLIC_URL is https (TLS ending at a proxy it does not trust)', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://app.example.com' });
    try {
      const { organization, admin } = await seedOrganization(https);
      const ist = await discoveryIst(https, admin.emailAddress);
      const res = await sdk(
        https,
        'POST',
        '/b2b/discovery/intermediate_sessions/exchange',
        { intermediate_session_token: ist, organization_id: organization.organizationId },
        { headers: OPT_IN },
      );
      expect(res.status).toBe(200);
      const line = setCookies(res.headers).get('stytch_session_jwt') ?? '';
      expect(line).toContain('HttpOnly');
      expect(line).toContain('; Secure');
    } finally {
      await https.close();
    }
  });

  it('reads the session from the cookie when Basic auth carries only the public token', async () => {
    const { cookie, token } = await cookieLogIn();
    const res = await sdk(ctx, 'POST', '/b2b/sessions/authenticate', {}, { headers: { ...OPT_IN, cookie } });
    expect(res.status).toBe(200);
    expect(res.data.session_token).toBe('');
    expect(res.data.session_jwt).toBe('');
    const cookies = setCookies(res.headers);
    expect(cookieValue(cookies.get('stytch_session'))).toBe(token);
    expect(cookieValue(cookies.get('stytch_session_jwt')).split('.')).toHaveLength(3);
  });

  it('ignores the cookie without the opt-in header, and leaves the body as the official client expects', async () => {
    const { cookie } = await cookieLogIn();
    const without = await sdk(ctx, 'POST', '/b2b/sessions/authenticate', {}, { headers: { cookie } });
    expect(without.status).toBe(401);
    expect(without.body.error_type).toBe('user_unauthenticated');
    const { organization, admin } = await seedOrganization(ctx);
    const login = await logIn(ctx, admin.emailAddress, organization.organizationId);
    expect(login.sessionToken.length).toBeGreaterThan(20);
    expect(login.sessionJwt.split('.')).toHaveLength(3);
  });

  it('clears the cookies on revoke, and a revoked cookie session is refused and cleared', async () => {
    const { cookie } = await cookieLogIn();
    const revoke = await sdk(ctx, 'POST', '/b2b/sessions/revoke', {}, { headers: { ...OPT_IN, cookie } });
    expect(revoke.status).toBe(200);
    const cleared = setCookies(revoke.headers);
    for (const name of ['stytch_session', 'stytch_session_jwt']) {
      expect(cookieValue(cleared.get(name))).toBe('');
      expect(cleared.get(name)).toContain(`Expires=${new Date(0).toUTCString()}`);
    }
    const again = await sdk(ctx, 'POST', '/b2b/sessions/authenticate', {}, { headers: { ...OPT_IN, cookie } });
    expect(again.status).toBe(404);
    expect(again.body.error_type).toBe('session_not_found');
    expect(cookieValue(setCookies(again.headers).get('stytch_session'))).toBe('');
    expect(setCookies(again.headers).get('stytch_session')).toContain('HttpOnly');
  });

  it('refuses a cookie-authenticated write from a foreign Origin or a cross-site fetch, and runs nothing', async () => {
    const { cookie } = await cookieLogIn();
    const allowed = ctx.services.config.identity.allowedOrigins[0] ?? '';
    expect(allowed).not.toBe('');
    const revoke = (headers: Record<string, string>) =>
      sdk(ctx, 'POST', '/b2b/sessions/revoke', {}, { headers: { ...OPT_IN, cookie, ...headers } });
    const foreigns: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const foreign of foreigns) {
      const res = await revoke(foreign);
      expect(res.status, JSON.stringify(foreign)).toBe(403);
      expect(res.body.error_type).toBe('unauthorized_action');
    }
    // Another port of the same host is another origin.
    expect((await revoke({ origin: 'http://app.example:5173', host: 'app.example:3000' })).status).toBe(403);
    // The session is still alive: none of them ran.
    const still = await sdk(ctx, 'POST', '/b2b/sessions/authenticate', {}, { headers: { ...OPT_IN, cookie, origin: allowed } });
    expect(still.status).toBe(200);
    // The request's own origin (a page behind a dev proxy on another port) may write...
    expect(
      (
        await sdk(
          ctx,
          'POST',
          '/b2b/sessions/authenticate',
          {},
          { headers: { ...OPT_IN, cookie, host: 'app.example:5173', origin: 'http://app.example:5173' } },
        )
      ).status,
    ).toBe(200);
    // ...and so may an allowed origin (or a same-origin fetch).
    expect((await revoke({ origin: allowed, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });

  it('allows the opt-in header in CORS preflights', async () => {
    const origin = ctx.services.config.identity.allowedOrigins[0] ?? '';
    expect(origin).not.toBe('');
    const res = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/sdk/v1/b2b/sessions/authenticate',
      headers: { origin, 'access-control-request-method': 'POST' },
    });
    expect(res.statusCode).toBe(204);
    expect(String(res.headers['access-control-allow-headers'])).toContain('X-ShelfScope-Session-Cookies');
  });
});

describe('the seller API with the session cookie', () => {
  it('accepts the JWT cookie together with the opt-in header', async () => {
    const { jwt } = await cookieLogIn();
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/Company',
      headers: { ...OPT_IN, cookie: `stytch_session_jwt=${jwt}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBeTruthy();
  });

  it('refuses the JWT cookie without the header (a cross-site form cannot add it)', async () => {
    const { jwt } = await cookieLogIn();
    const res = await ctx.app.inject({ method: 'GET', url: '/api/Company', headers: { cookie: `stytch_session_jwt=${jwt}` } });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors[0].type).toBe('unauthorized');
  });

  it('refuses the cookie of a revoked session', async () => {
    const { jwt, cookie } = await cookieLogIn();
    const revoke = await sdk(ctx, 'POST', '/b2b/sessions/revoke', {}, { headers: { ...OPT_IN, cookie } });
    expect(revoke.status).toBe(200);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/Company',
      headers: { ...OPT_IN, cookie: `stytch_session_jwt=${jwt}` },
    });
    expect(res.statusCode).toBe(401);
  });
});
