import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sdk, seedMember, uniqueEmail } from '../../../test/identity.js';
import {
  adminOrganization,
  authenticateSsoToken,
  LOGIN_URL,
  pkcePair,
  SIGNUP_URL,
  startSso,
  tokenOf,
} from '../../../test/sso.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

/**
 * The OIDC relying party against oauth2-mock-server (a real OIDC provider on 127.0.0.1, the
 * network boundary): discovery, the authorization code flow with PKCE, ID token checks.
 */
let ctx: TestContext;
let idp: OAuth2Server;
const CLIENT_ID = 'shelfscope-test-client';
const CLIENT_SECRET = 'a-client-secret-of-some-length';

type Token = { header: Record<string, unknown>; payload: Record<string, unknown> };
/** The next ID token's claims are changed by `edit` (the access token is left alone). */
let editIdToken: ((payload: Record<string, unknown>) => void) | null = null;
/** The next userinfo answer is changed by `edit`. */
let editUserinfo: ((body: Record<string, unknown>) => void) | null = null;
let idpEmail = '';

beforeAll(async () => {
  ctx = await createTestApp();
  idp = new OAuth2Server();
  await idp.issuer.keys.generate('RS256');
  await idp.start(0, '127.0.0.1');
  idp.service.on('beforeTokenSigning', (token: Token) => {
    if (token.payload.aud !== CLIENT_ID) return;
    token.payload.email = idpEmail;
    token.payload.name = 'Olga Idp';
    editIdToken?.(token.payload);
  });
  idp.service.on('beforeUserinfo', (response: { body: Record<string, unknown> }) => {
    response.body = { sub: 'johndoe', email: idpEmail, name: 'Olga Idp' };
    editUserinfo?.(response.body);
  });
});
afterEach(() => {
  editIdToken = null;
  editUserinfo = null;
});
afterAll(async () => {
  await idp.stop();
  await ctx.close();
});

async function oidcConnection(options: Parameters<typeof adminOrganization>[1] = {}) {
  const org = await adminOrganization(ctx, options);
  const created = await sdk(ctx, 'POST', '/b2b/sso/oidc', { display_name: 'Mock IdP' }, { sessionToken: org.sessionToken });
  expect(created.status).toBe(200);
  expect(created.data.connection.connection_id).toMatch(/^oidc-connection-test-[0-9a-f-]{36}$/);
  expect(created.data.connection.status).toBe('pending');
  const updated = await sdk(
    ctx,
    'PUT',
    `/b2b/sso/oidc/${created.data.connection.connection_id}`,
    { issuer: idp.issuer.url, client_id: CLIENT_ID, client_secret: CLIENT_SECRET },
    { sessionToken: org.sessionToken },
  );
  expect(updated.status).toBe(200);
  return { ...org, connection: updated.data.connection };
}

/** Start, the IdP's authorize endpoint (it answers at once), and the callback URL it sends the browser to. */
async function throughIdp(connectionId: string, params: Record<string, string> = {}) {
  const { res, location } = await startSso(ctx, connectionId, params);
  expect(res.statusCode, res.body).toBe(302);
  const authorize = new URL(location ?? '');
  expect(authorize.origin).toBe(idp.issuer.url);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('nonce')).toBeTruthy();
  const answer = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(answer.headers.get('location') ?? '');
  expect(callback.pathname).toBe('/v1/public/sso/oidc/callback');
  return callback;
}

const callBack = (callback: URL, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}`, headers });

describe('OIDC SSO', () => {
  it('fills the endpoints from discovery, keeps the secret sealed, and becomes active', async () => {
    const { connection, organization, sessionToken } = await oidcConnection();
    expect(connection).toMatchObject({
      status: 'active',
      issuer: idp.issuer.url,
      client_id: CLIENT_ID,
      token_url: `${idp.issuer.url}/token`,
      jwks_url: `${idp.issuer.url}/jwks`,
      identity_provider: 'generic',
      redirect_url: 'http://127.0.0.1:3000/v1/public/sso/oidc/callback',
    });
    expect(connection.client_secret).not.toContain(CLIENT_SECRET);
    const me = await sdk(ctx, 'GET', '/b2b/organizations/me', undefined, { sessionToken });
    expect(me.data.organization.sso_active_connections).toEqual([
      { connection_id: connection.connection_id, display_name: 'Mock IdP', identity_provider: 'generic' },
    ]);
    expect(me.data.organization.organization_id).toBe(organization.organizationId);
  });

  it('signs an existing member in: login redirect, sso factor, registration, PKCE-bound token', async () => {
    const { connection, organization } = await oidcConnection();
    const member = await seedMember(ctx, organization.organizationId);
    idpEmail = member.emailAddress;
    const pkce = pkcePair();
    const callback = await throughIdp(connection.connection_id, { pkce_code_challenge: pkce.challenge });
    const res = await callBack(callback);
    expect(res.statusCode, res.body).toBe(302);
    const { url, token } = tokenOf(res.headers.location as string);
    expect(`${url.origin}${url.pathname}`).toBe(LOGIN_URL);
    expect(token.length).toBeGreaterThanOrEqual(43);

    const withoutVerifier = await authenticateSsoToken(ctx, token);
    expect(withoutVerifier.body.error_type).toBe('missing_pkce');
    const wrongVerifier = await authenticateSsoToken(ctx, token, { pkce_code_verifier: pkcePair().verifier });
    expect(wrongVerifier.body.error_type).toBe('pkce_mismatch');

    const done = await authenticateSsoToken(ctx, token, { pkce_code_verifier: pkce.verifier });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.data.member_authenticated).toBe(true);
    expect(done.data.member.member_id).toBe(member.memberId);
    expect(done.data.member.sso_registrations).toEqual([
      expect.objectContaining({ connection_id: connection.connection_id, external_id: 'johndoe' }),
    ]);
    expect(done.data.member_session.authentication_factors).toEqual([
      expect.objectContaining({
        type: 'sso',
        delivery_method: 'sso_oidc',
        oidc_sso_factor: { id: connection.connection_id, provider_id: connection.connection_id, external_id: 'johndoe' },
      }),
    ]);

    const again = await authenticateSsoToken(ctx, token, { pkce_code_verifier: pkce.verifier });
    expect(again.status).toBe(404);
    expect(again.body.error_type).toBe('sso_token_not_found');
  });

  it('sends a newcomer to the signup URL and provisions them (ALL_ALLOWED by default)', async () => {
    const { connection } = await oidcConnection();
    idpEmail = uniqueEmail('newcomer');
    const res = await callBack(await throughIdp(connection.connection_id));
    const { url, token } = tokenOf(res.headers.location as string);
    expect(`${url.origin}${url.pathname}`).toBe(SIGNUP_URL);
    const done = await authenticateSsoToken(ctx, token);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.data.member).toMatchObject({ email_address: idpEmail, email_address_verified: true, name: 'Olga Idp' });
  });

  it('refuses a callback with a wrong or missing state', async () => {
    const { connection } = await oidcConnection();
    idpEmail = uniqueEmail();
    const callback = await throughIdp(connection.connection_id);
    callback.searchParams.set('state', 'not-the-state-we-sent');
    const wrong = await callBack(callback, { accept: 'text/html' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.headers['content-type']).toContain('text/html');
    expect(wrong.body).toContain('sso_flow_not_found');
    callback.searchParams.delete('state');
    const missing = await callBack(callback);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error_type).toBe('sso_flow_not_found');
  });

  it('shows the IdP’s error on an error page when it did not sign the person in', async () => {
    const { connection } = await oidcConnection();
    const { location } = await startSso(ctx, connection.connection_id);
    const state = new URL(location ?? '').searchParams.get('state') ?? '';
    const query = new URLSearchParams({ state, error: 'access_denied', error_description: 'The user cancelled' });
    const page = await ctx.app.inject({
      method: 'GET',
      url: `/v1/public/sso/oidc/callback?${query}`,
      headers: { accept: 'text/html' },
    });
    expect(page.statusCode).toBe(400);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('access_denied (The user cancelled)');
    expect(page.body).toContain('sso_idp_error');
    // The sign-in is over: the same state does not come back to life.
    const again = await ctx.app.inject({ method: 'GET', url: `/v1/public/sso/oidc/callback?${query}` });
    expect(again.json().error_type).toBe('sso_flow_not_found');
  });

  it('refuses a replayed callback (the same code and state twice)', async () => {
    const { connection } = await oidcConnection();
    idpEmail = uniqueEmail();
    const callback = await throughIdp(connection.connection_id);
    const first = await callBack(callback);
    expect(first.statusCode).toBe(302);
    const replay = await callBack(callback);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().error_type).toBe('sso_flow_not_found');
  });

  it('refuses an address the IdP says is not verified', async () => {
    const { connection } = await oidcConnection();
    idpEmail = uniqueEmail();
    editIdToken = (payload) => {
      payload.email_verified = false;
    };
    const res = await callBack(await throughIdp(connection.connection_id));
    expect(res.statusCode).toBe(400);
    expect(res.json().error_type).toBe('sso_email_missing');
    expect(res.json().error_message).toContain('not verified');
  });

  it('refuses an address the ID token says is not verified even when userinfo says it is (and the reverse)', async () => {
    const { connection } = await oidcConnection();
    const cases: [unknown, unknown][] = [
      [false, true],
      [true, false],
      [false, 'true'],
    ];
    for (const [inIdToken, inUserinfo] of cases) {
      idpEmail = uniqueEmail();
      editIdToken = (payload) => {
        payload.email_verified = inIdToken;
      };
      editUserinfo = (body) => {
        body.email_verified = inUserinfo;
      };
      const res = await callBack(await throughIdp(connection.connection_id));
      expect(res.statusCode, `id token ${inIdToken}, userinfo ${inUserinfo}`).toBe(400);
      expect(res.json().error_type).toBe('sso_email_missing');
    }
  });

  it('refuses an ID token with another nonce', async () => {
    const { connection } = await oidcConnection();
    idpEmail = uniqueEmail();
    editIdToken = (payload) => {
      payload.nonce = 'a-nonce-from-another-sign-in';
    };
    const res = await callBack(await throughIdp(connection.connection_id));
    expect(res.statusCode).toBe(401);
    expect(res.json().error_type).toBe('sso_invalid_oidc_response');
    expect(res.json().error_message).toMatch(/nonce/i);
  });

  it('refuses an ID token issued to another audience', async () => {
    const { connection } = await oidcConnection();
    idpEmail = uniqueEmail();
    editIdToken = (payload) => {
      payload.aud = 'another-client';
    };
    const res = await callBack(await throughIdp(connection.connection_id));
    expect(res.statusCode).toBe(401);
    expect(res.json().error_type).toBe('sso_invalid_oidc_response');
    expect(res.json().error_message).toMatch(/aud/i);
  });

  it('refuses an expired ID token', async () => {
    const { connection } = await oidcConnection();
    idpEmail = uniqueEmail();
    editIdToken = (payload) => {
      const now = Math.floor(Date.now() / 1000);
      payload.iat = now - 7200;
      payload.nbf = now - 7200;
      payload.exp = now - 3600;
    };
    const res = await callBack(await throughIdp(connection.connection_id));
    expect(res.statusCode).toBe(401);
    expect(res.json().error_type).toBe('sso_invalid_oidc_response');
    expect(res.json().error_message).toMatch(/exp/i);
  });

  it('refuses an ID token whose claims were changed after the IdP signed it', async () => {
    const { connection } = await oidcConnection();
    idpEmail = uniqueEmail();
    const tamper = (response: { body: Record<string, unknown> }) => {
      const [header, payload, signature] = String(response.body.id_token).split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString('utf8'));
      claims.email = 'attacker@evil.test';
      response.body.id_token = [header, Buffer.from(JSON.stringify(claims)).toString('base64url'), signature].join('.');
    };
    idp.service.once('beforeResponse', tamper);
    const res = await callBack(await throughIdp(connection.connection_id));
    expect(res.statusCode).toBe(401);
    expect(res.json().error_type).toBe('sso_invalid_oidc_response');
  });

  it('refuses to start with an unknown public token, an inactive connection or a foreign redirect URL', async () => {
    const { connection, sessionToken } = await oidcConnection();
    const badToken = await startSso(
      ctx,
      connection.connection_id,
      { public_token: 'public-token-test-nope' },
      { accept: 'text/html' },
    );
    expect(badToken.res.statusCode).toBe(401);
    expect(badToken.res.headers['content-type']).toContain('text/html');
    expect(badToken.res.body).toContain('invalid_public_token');

    const badUrl = await startSso(
      ctx,
      connection.connection_id,
      { login_redirect_url: 'https://evil.example/cb' },
      { accept: 'text/html' },
    );
    expect(badUrl.res.statusCode).toBe(400);
    expect(badUrl.res.body).toContain('invalid_redirect_url');

    const pending = await sdk(ctx, 'POST', '/b2b/sso/oidc', {}, { sessionToken });
    const inactive = await startSso(ctx, pending.data.connection.connection_id);
    expect(inactive.res.statusCode).toBe(400);
    expect(inactive.res.json().error_type).toBe('sso_connection_not_active');

    const unknown = await startSso(ctx, 'oidc-connection-test-00000000-0000-4000-8000-000000000000');
    expect(unknown.res.statusCode).toBe(404);
    expect(unknown.res.json().error_type).toBe('sso_connection_not_found');

    const badChallenge = await startSso(ctx, connection.connection_id, { pkce_code_challenge: 'short' });
    expect(badChallenge.res.statusCode).toBe(400);
  });

  it('refuses an http issuer that is not on a loopback host', async () => {
    const { connection, sessionToken } = await oidcConnection();
    const res = await sdk(
      ctx,
      'PUT',
      `/b2b/sso/oidc/${connection.connection_id}`,
      { issuer: 'http://idp.example.com' },
      { sessionToken },
    );
    expect(res.status).toBe(400);
    expect(res.body.error_message).toContain('issuer');
  });
});

describe('OIDC SSO where the IdP may only be on the public internet (IDENTITY_SSO_OUTBOUND=public)', () => {
  it('neither discovers nor exchanges a code with an IdP on a loopback address', async () => {
    const strict = await createTestApp({ IDENTITY_SSO_OUTBOUND: 'public' });
    try {
      const org = await adminOrganization(strict);
      const create = () => sdk(strict, 'POST', '/b2b/sso/oidc', { display_name: 'Mock IdP' }, { sessionToken: org.sessionToken });
      const update = (id: string, body: Record<string, string | undefined>) =>
        sdk(strict, 'PUT', `/b2b/sso/oidc/${id}`, body, { sessionToken: org.sessionToken });

      // Discovery is refused: the endpoints stay empty and the connection pending.
      const discovered = (await create()).data.connection.connection_id as string;
      const onlyIssuer = await update(discovered, { issuer: idp.issuer.url, client_id: CLIENT_ID, client_secret: CLIENT_SECRET });
      expect(onlyIssuer.status).toBe(200);
      expect(onlyIssuer.data.connection).toMatchObject({ status: 'pending', token_url: '', jwks_url: '' });

      // Endpoints given by hand: the browser is sent to the IdP, but the server's token request is refused.
      const manual = (await create()).data.connection.connection_id as string;
      const given = await update(manual, {
        issuer: idp.issuer.url,
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        authorization_url: `${idp.issuer.url}/authorize`,
        token_url: `${idp.issuer.url}/token`,
        jwks_url: `${idp.issuer.url}/jwks`,
      });
      expect(given.data.connection.status).toBe('active');
      const { res, location } = await startSso(strict, manual);
      expect(res.statusCode, res.body).toBe(302);
      const answer = await fetch(new URL(location ?? ''), { redirect: 'manual' });
      const callback = new URL(answer.headers.get('location') ?? '');
      const refused = await strict.app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` });
      expect(refused.json(), refused.body).toMatchObject({ error_type: 'sso_invalid_oidc_response' });
      expect(refused.json().error_message).toContain('loopback address');
      expect(refused.statusCode).toBe(401);
    } finally {
      await strict.close();
    }
  });
});
