import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { type CryptoKey, createRemoteJWKSet, decodeJwt, exportJWK, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import * as oauth from 'oauth4webapi';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sdk } from '../../../test/identity.js';
import { consentedCode, createConnectedApp, freePort, platformAdmin, signedInAdmin } from '../../../test/idp.js';
import { createTestApp, eventually, type TestContext } from '../../../test/test-app.js';

/**
 * The OAuth server's completeness (issue 45): revocation (RFC 7009), introspection (RFC 7662),
 * refresh reuse detection, private_key_jwt (RFC 7523) and back-channel logout, through two
 * relying-party libraries: openid-client, and oauth4webapi used on its own (no openid-client
 * layer: its own request building, client authentication and response checks).
 */
// biome-ignore lint/suspicious/noExplicitAny: wire JSON in tests
type Json = Record<string, any>;

let ctx: TestContext;
let issuer: string;
let adminJwt: string;
const REDIRECT = 'https://rp.example/callback';

beforeAll(async () => {
  const port = await freePort();
  issuer = `http://127.0.0.1:${port}`;
  ctx = await createTestApp({ PUBLIC_URL: issuer });
  await ctx.app.listen({ port, host: '127.0.0.1' });
  adminJwt = await platformAdmin(ctx);
});
afterAll(() => ctx.close());

const authorizationCode = (app: Json, sessionToken: string, scopes: string[], extra: Json = {}) =>
  consentedCode(ctx, app, sessionToken, scopes, extra);

async function openidClient(app: Json, auth?: oidc.ClientAuth) {
  return oidc.discovery(
    new URL(issuer),
    app.client_id,
    app.client_secret ?? undefined,
    auth ?? (app.client_secret ? oidc.ClientSecretBasic(app.client_secret) : oidc.None()),
    { execute: [oidc.allowInsecureRequests] },
  );
}

/** openid-client: the code flow for a member; answers the token response. */
async function signInWith(rp: oidc.Configuration, app: Json, sessionToken: string, scope: string) {
  const nonce = oidc.randomNonce();
  const { callback, verifier } = await authorizationCode(app, sessionToken, scope.split(' '), { nonce });
  return oidc.authorizationCodeGrant(rp, callback, { pkceCodeVerifier: verifier, expectedNonce: nonce, idTokenExpected: true });
}

async function authorizationServer(): Promise<oauth.AuthorizationServer> {
  const res = await oauth.discoveryRequest(new URL(issuer), { [oauth.allowInsecureRequests]: true });
  return oauth.processDiscoveryResponse(new URL(issuer), res);
}

/** oauth4webapi alone: a public app's code flow (PKCE, no secret), and its introspection. */
async function publicClientSignIn() {
  const app = await createConnectedApp(ctx, adminJwt, { confidentiality: 'public' });
  const { member, sessionToken } = await signedInAdmin(ctx);
  const as = await authorizationServer();
  const client: oauth.Client = { client_id: app.client_id };
  const auth = oauth.None();
  const options = { [oauth.allowInsecureRequests]: true };
  const { callback, verifier } = await authorizationCode(app, sessionToken, ['openid', 'offline_access']);
  const params = oauth.validateAuthResponse(as, client, callback, oauth.skipStateCheck);
  const tokens = await oauth.processAuthorizationCodeResponse(
    as,
    client,
    await oauth.authorizationCodeGrantRequest(as, client, auth, params, REDIRECT, verifier, options),
  );
  const introspect = async (token: string) =>
    oauth.processIntrospectionResponse(as, client, await oauth.introspectionRequest(as, client, auth, token, options));
  return { app, member, as, client, auth, options, tokens, introspect };
}

describe('discovery and ID tokens (offline conformance expectations)', () => {
  it('publishes the required metadata, S256 only, and ID tokens with at_hash, nonce and sid', async () => {
    const res = await fetch(`${issuer}/.well-known/openid-configuration`);
    const doc = (await res.json()) as Json;
    // OpenID Connect Discovery 1.0, 3: REQUIRED fields; then the ones this server promises.
    for (const field of [
      'issuer',
      'authorization_endpoint',
      'token_endpoint',
      'jwks_uri',
      'response_types_supported',
      'subject_types_supported',
      'id_token_signing_alg_values_supported',
      'userinfo_endpoint',
      'revocation_endpoint',
      'introspection_endpoint',
    ]) {
      expect(doc[field], field).toBeTruthy();
    }
    expect(doc.issuer).toBe(issuer);
    expect(doc.id_token_signing_alg_values_supported).toContain('RS256');
    expect(doc.code_challenge_methods_supported).toEqual(['S256']);
    expect(doc.token_endpoint_auth_methods_supported).toEqual(
      expect.arrayContaining(['client_secret_basic', 'private_key_jwt', 'none']),
    );
    expect(doc.introspection_endpoint).toBe(`${issuer}/v1/oauth2/introspect`);
    expect(doc.revocation_endpoint).toBe(`${issuer}/v1/oauth2/revoke`);
    expect(doc.backchannel_logout_supported).toBe(true);
    expect(doc.backchannel_logout_session_supported).toBe(true);

    const app = await createConnectedApp(ctx, adminJwt, {});
    const { member, sessionToken } = await signedInAdmin(ctx);
    const tokens = await signInWith(await openidClient(app), app, sessionToken, 'openid email');
    const idToken = decodeJwt(tokens.id_token ?? '');
    for (const claim of ['iss', 'sub', 'aud', 'exp', 'iat', 'auth_time', 'nonce', 'at_hash', 'sid']) {
      expect(idToken[claim], claim).toBeDefined();
    }
    expect(idToken.sub).toBe(member.memberId);
    // at_hash computed here, independently: the left half of SHA-256 of the access token.
    const digest = createHash('sha256').update(tokens.access_token).digest();
    expect(idToken.at_hash).toBe(digest.subarray(0, 16).toString('base64url'));
  });
});

describe('revocation and introspection', () => {
  it('a confidential client (openid-client): introspects, revokes an access token alone, a refresh token with its grant', async () => {
    const app = await createConnectedApp(ctx, adminJwt, {});
    const other = await createConnectedApp(ctx, adminJwt, { client_name: 'Someone else' });
    const { member, organization, sessionToken } = await signedInAdmin(ctx);
    const rp = await openidClient(app);
    const tokens = await signInWith(rp, app, sessionToken, 'openid email offline_access');

    const access = await oidc.tokenIntrospection(rp, tokens.access_token);
    expect(access).toMatchObject({
      active: true,
      client_id: app.client_id,
      sub: member.memberId,
      scope: 'openid email offline_access',
      token_type: 'Bearer',
      iss: issuer,
      username: member.emailAddress,
      'https://stytch.com/organization': { organization_id: organization.organizationId },
    });
    const refresh = await oidc.tokenIntrospection(rp, tokens.refresh_token ?? '', { token_type_hint: 'refresh_token' });
    expect(refresh).toMatchObject({ active: true, token_type: 'refresh_token', sub: member.memberId });
    // Another app learns nothing about this app's tokens.
    expect(await oidc.tokenIntrospection(await openidClient(other), tokens.access_token)).toEqual({ active: false });
    expect(await oidc.tokenIntrospection(rp, 'not-a-token')).toEqual({ active: false });

    // An access token revoked alone: it stops (introspection, userinfo); the refresh token goes on.
    await oidc.tokenRevocation(rp, tokens.access_token);
    expect((await oidc.tokenIntrospection(rp, tokens.access_token)).active).toBe(false);
    await expect(oidc.fetchUserInfo(rp, tokens.access_token, member.memberId)).rejects.toThrow();
    const refreshed = await oidc.refreshTokenGrant(rp, tokens.refresh_token ?? '');
    expect((await oidc.tokenIntrospection(rp, refreshed.access_token)).active).toBe(true);

    // Another app revoking this app's token: the same empty 200, and nothing happens.
    await oidc.tokenRevocation(await openidClient(other), refreshed.refresh_token ?? '');
    expect((await oidc.tokenIntrospection(rp, refreshed.refresh_token ?? '')).active).toBe(true);

    // The refresh token revoked: its family and the access tokens issued with it end.
    await oidc.tokenRevocation(rp, refreshed.refresh_token ?? '', { token_type_hint: 'refresh_token' });
    expect((await oidc.tokenIntrospection(rp, refreshed.refresh_token ?? '')).active).toBe(false);
    expect((await oidc.tokenIntrospection(rp, refreshed.access_token)).active).toBe(false);
    await expect(oidc.refreshTokenGrant(rp, refreshed.refresh_token ?? '')).rejects.toMatchObject({ error: 'invalid_grant' });
  });

  it('a public client (oauth4webapi): introspects and revokes with its client_id alone; bad requests are RFC errors', async () => {
    const { app, member, as, client, auth, options, tokens, introspect } = await publicClientSignIn();
    expect(await introspect(tokens.access_token)).toMatchObject({ active: true, sub: member.memberId, client_id: app.client_id });
    expect(await introspect(tokens.refresh_token ?? '')).toMatchObject({ active: true, token_type: 'refresh_token' });

    await oauth.processRevocationResponse(await oauth.revocationRequest(as, client, auth, tokens.refresh_token ?? '', options));
    expect((await introspect(tokens.refresh_token ?? '')).active).toBe(false);
    expect((await introspect(tokens.access_token)).active).toBe(false);

    // No token: invalid_request; a secret from a public client: invalid_client with 401.
    const missing = await fetch(`${issuer}/v1/oauth2/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: app.client_id }),
    });
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as Json).error).toBe('invalid_request');
    const withSecret = await fetch(`${issuer}/v1/oauth2/introspect`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: app.client_id, client_secret: 'guess', token: 'x' }),
    });
    expect(withSecret.status).toBe(401);
    expect(((await withSecret.json()) as Json).error).toBe('invalid_client');
  });
});

describe('refresh token reuse', () => {
  it('revokes the family and its access tokens when a rotated refresh token comes back (oauth4webapi)', async () => {
    const { as, client, auth, options, tokens: first, introspect } = await publicClientSignIn();
    const refresh = async (token: string) =>
      oauth.processRefreshTokenResponse(as, client, await oauth.refreshTokenGrantRequest(as, client, auth, token, options));
    const second = await refresh(first.refresh_token ?? '');
    expect(second.refresh_token).not.toBe(first.refresh_token);

    // The stolen first token comes back: refused, and everything of the grant ends.
    await expect(refresh(first.refresh_token ?? '')).rejects.toMatchObject({ error: 'invalid_grant' });
    await expect(refresh(second.refresh_token ?? '')).rejects.toMatchObject({ error: 'invalid_grant' });
    expect((await introspect(second.access_token)).active).toBe(false);
    expect((await introspect(first.access_token)).active).toBe(false);
  });
});

describe('private_key_jwt', () => {
  it('authenticates an app by its registered JWKS, refuses a replayed or foreign assertion and any secret', async () => {
    const { privateKey, publicKey } = await generateKeyPair('ES256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'rp-key-1', alg: 'ES256' };
    const app = await createConnectedApp(ctx, adminJwt, { jwks: { keys: [jwk] } });
    expect(app.client_secret).toBeNull();
    expect(app.token_endpoint_auth_method).toBe('private_key_jwt');
    const { member, sessionToken } = await signedInAdmin(ctx);
    const rp = await openidClient({ client_id: app.client_id }, oidc.PrivateKeyJwt({ key: privateKey, kid: 'rp-key-1' }));
    const tokens = await signInWith(rp, app, sessionToken, 'openid offline_access');
    expect(decodeJwt(tokens.id_token ?? '').sub).toBe(member.memberId);
    expect((await oidc.tokenIntrospection(rp, tokens.access_token)).active).toBe(true);
    await oidc.tokenRevocation(rp, tokens.refresh_token ?? '');
    expect((await oidc.tokenIntrospection(rp, tokens.access_token)).active).toBe(false);

    const assertion = (key: CryptoKey, expiresIn: string | number = '1m') =>
      new SignJWT({ jti: crypto.randomUUID() })
        .setProtectedHeader({ alg: 'ES256', kid: 'rp-key-1' })
        .setIssuer(app.client_id)
        .setSubject(app.client_id)
        .setAudience(issuer)
        .setIssuedAt()
        .setExpirationTime(expiresIn)
        .sign(key);
    const introspectWith = (clientAssertion: string, extra: Record<string, string> = {}) =>
      fetch(`${issuer}/v1/oauth2/introspect`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...extra },
        body: new URLSearchParams({
          token: 'x',
          client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
          client_assertion: clientAssertion,
        }),
      });
    const once = await assertion(privateKey);
    expect((await introspectWith(once)).status).toBe(200);
    const replayed = await introspectWith(once);
    expect(replayed.status).toBe(401);
    expect(((await replayed.json()) as Json).error_description).toMatch(/already used/);
    const stranger = await generateKeyPair('ES256');
    expect((await introspectWith(await assertion(stranger.privateKey))).status).toBe(401);
    expect((await introspectWith(await assertion(privateKey, '1h'))).status).toBe(401);
    const secret = await fetch(`${issuer}/v1/oauth2/introspect`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: app.client_id, client_secret: 'anything', token: 'x' }),
    });
    expect(secret.status).toBe(401);
  });

  it('fetches the keys from a registered jwks_uri (through the outbound guard)', async () => {
    const { privateKey, publicKey } = await generateKeyPair('RS256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'uri-key', alg: 'RS256', use: 'sig' };
    const port = await freePort();
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    try {
      const app = await createConnectedApp(ctx, adminJwt, { jwks_uri: `http://127.0.0.1:${port}/jwks.json` });
      const rp = await openidClient({ client_id: app.client_id }, oidc.PrivateKeyJwt({ key: privateKey, kid: 'uri-key' }));
      const { sessionToken } = await signedInAdmin(ctx);
      const tokens = await signInWith(rp, app, sessionToken, 'openid');
      expect((await oidc.tokenIntrospection(rp, tokens.access_token)).active).toBe(true);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('refuses private keys, both key sources at once, and keys on a public app', async () => {
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const leaked = await exportJWK(privateKey);
    const res = await fetchAdmin({ jwks: { keys: [leaked] } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/jwks/);
    const both = await fetchAdmin({
      jwks: { keys: [{ kty: 'EC', crv: 'P-256', x: 'a', y: 'b' }] },
      jwks_uri: 'https://rp.example/jwks',
    });
    expect(both.status).toBe(400);
    const publicApp = await fetchAdmin({ confidentiality: 'public', jwks_uri: 'https://rp.example/jwks' });
    expect(publicApp.status).toBe(400);
  });
});

async function fetchAdmin(body: Json) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/identity/connected-apps',
    headers: { authorization: `Bearer ${adminJwt}`, 'content-type': 'application/json' },
    payload: JSON.stringify({
      client_name: 'Bad keys',
      client_type: 'third_party',
      confidentiality: 'confidential',
      redirect_urls: [REDIRECT],
      ...body,
    }),
  });
  return { status: res.statusCode, body: res.json() as Json };
}

describe('back-channel logout', () => {
  let server: Server;
  let received: { contentType: string | undefined; body: string }[];
  let receiverUrl: string;
  beforeAll(async () => {
    received = [];
    const port = await freePort();
    server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        received.push({ contentType: req.headers['content-type'], body });
        res.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    receiverUrl = `http://127.0.0.1:${port}/backchannel`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('POSTs a signed logout token naming the session to each app that signed the member in with it', async () => {
    const app = await createConnectedApp(ctx, adminJwt, { backchannel_logout_uri: receiverUrl });
    const quiet = await createConnectedApp(ctx, adminJwt, { client_name: 'No logout URI' });
    expect(app.backchannel_logout_uri).toBe(receiverUrl);
    const { member, sessionToken } = await signedInAdmin(ctx);
    const tokens = await signInWith(await openidClient(app), app, sessionToken, 'openid');
    await signInWith(await openidClient(quiet), quiet, sessionToken, 'openid');
    const sid = decodeJwt(tokens.id_token ?? '').sid;
    expect(sid).toEqual(expect.any(String));

    const out = await sdk(ctx, 'POST', '/b2b/sessions/revoke', {}, { sessionToken });
    expect(out.status).toBe(200);
    const delivery = await eventually(async () => received.find((r) => r.body.includes('logout_token=')));
    expect(delivery.contentType).toBe('application/x-www-form-urlencoded');
    const logoutToken = new URLSearchParams(delivery.body).get('logout_token') ?? '';
    // Verified as an RP does (Back-Channel Logout 1.0, 2.6): our JWKS, issuer, its audience, typ.
    const { payload, protectedHeader } = await jwtVerify(
      logoutToken,
      createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`)),
      {
        issuer,
        audience: app.client_id,
        typ: 'logout+jwt',
      },
    );
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({
      sub: member.memberId,
      sid,
      events: { 'http://schemas.openid.net/event/backchannel-logout': {} },
    });
    expect(payload.jti).toBeTruthy();
    expect(payload.nonce).toBeUndefined();
    // One app registered a URI: one delivery, and none again for the same session.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(received).toHaveLength(1);
  });
});
