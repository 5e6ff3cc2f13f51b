import { createRemoteJWKSet, decodeProtectedHeader, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import { beforeAll, describe, expect, it } from 'vitest';
import { sdk } from '../../../test/identity.js';
import { createConnectedApp, signedInAdmin, signedInMember, submit } from '../../../test/idp.js';
import { idpProvider, REDIRECT } from '../../../test/idp-provider.js';
import type { TestContext } from '../../../test/test-app.js';

/**
 * ShelfScope as an OpenID Connect provider: a real relying party (openid-client) runs the
 * authorization code flow with PKCE against our server over HTTP on 127.0.0.1, with the consent
 * steps made through the SDK calls the widget makes. What it refuses: idp-security.test.ts.
 */

const provider = idpProvider();
const { relyingParty, postToken, authorizationCode } = provider;
let ctx: TestContext;
let issuer: string;
let adminJwt: string;
beforeAll(() => {
  ({ ctx, issuer, adminJwt } = provider.started());
});

describe('the authorization code flow with a real relying party', () => {
  it('signs a member in with consent, PKCE, a verified ID token, refresh and userinfo', async () => {
    const app = await createConnectedApp(ctx, adminJwt, {});
    expect(app.client_secret).toMatch(/^secret-/);
    const { organization, member, sessionToken } = await signedInAdmin(ctx);
    const rp = await relyingParty(app);
    expect(rp.serverMetadata().issuer).toBe(issuer);
    expect(rp.serverMetadata().code_challenge_methods_supported).toEqual(['S256']);

    const verifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const authorizeUrl = oidc.buildAuthorizationUrl(rp, {
      redirect_uri: REDIRECT,
      scope: 'openid email profile offline_access',
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    expect(authorizeUrl.pathname).toBe('/oauth/authorize');
    // What the widget reads from its URL and sends.
    const q = authorizeUrl.searchParams;
    const params = {
      client_id: q.get('client_id'),
      redirect_uri: q.get('redirect_uri'),
      response_type: q.get('response_type'),
      scopes: (q.get('scope') ?? '').split(' '),
    };
    const start = await sdk(ctx, 'POST', '/idp/b2b/oauth/authorize/start', params, { sessionToken });
    expect(start.status, JSON.stringify(start.body)).toBe(200);
    expect(start.data.consent_required).toBe(true);
    expect(start.data.client).toMatchObject({ client_id: app.client_id, client_name: 'Partner CRM', client_type: 'third_party' });
    expect(start.data.scope_results).toEqual([
      { scope: 'openid', description: 'Verify your identity', is_grantable: true },
      { scope: 'email', description: 'View your personal profile information', is_grantable: true },
      { scope: 'profile', description: 'View your personal profile information', is_grantable: true },
      {
        scope: 'offline_access',
        description: "Maintain access to your data even when you're not actively using the app",
        is_grantable: true,
      },
    ]);
    const submitted = await sdk(
      ctx,
      'POST',
      '/idp/b2b/oauth/authorize/submit',
      {
        ...params,
        state: q.get('state'),
        nonce: q.get('nonce'),
        code_challenge: q.get('code_challenge'),
        code_challenge_method: q.get('code_challenge_method'),
        consent_granted: true,
      },
      { sessionToken },
    );
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const callback = new URL(submitted.data.redirect_uri);
    expect(callback.origin + callback.pathname).toBe(REDIRECT);
    expect(callback.searchParams.get('code')).toBe(submitted.data.authorization_code);

    const tokens = await oidc.authorizationCodeGrant(rp, callback, {
      pkceCodeVerifier: verifier,
      expectedState: state,
      expectedNonce: nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    expect(claims).toMatchObject({
      iss: issuer,
      aud: app.client_id,
      sub: member.memberId,
      nonce,
      email: member.emailAddress,
      email_verified: true,
      'https://stytch.com/organization': { organization_id: organization.organizationId, slug: organization.slug },
    });
    // The ID token verifies against the JWKS the discovery document names (RS256, our key id).
    const jwks = createRemoteJWKSet(new URL(rp.serverMetadata().jwks_uri ?? ''));
    const verified = await jwtVerify(tokens.id_token ?? '', jwks, { issuer, audience: app.client_id, algorithms: ['RS256'] });
    expect(verified.payload.sub).toBe(member.memberId);
    expect(decodeProtectedHeader(tokens.access_token).typ).toBe('at+jwt');
    expect(tokens.refresh_token).toBeTruthy();

    const refreshed = await oidc.refreshTokenGrant(rp, tokens.refresh_token ?? '');
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    const info = await oidc.fetchUserInfo(rp, refreshed.access_token, member.memberId);
    expect(info).toMatchObject({ sub: member.memberId, email: member.emailAddress, name: member.name });

    // Consent is remembered for this member and app: no screen the second time.
    const again = await sdk(ctx, 'POST', '/idp/b2b/oauth/authorize/start', params, { sessionToken });
    expect(again.data.consent_required).toBe(false);
    const forced = await sdk(ctx, 'POST', '/idp/b2b/oauth/authorize/start', { ...params, prompt: 'consent' }, { sessionToken });
    expect(forced.data.consent_required).toBe(true);
    const login = await sdk(ctx, 'POST', '/idp/b2b/oauth/authorize/start', { ...params, prompt: 'login' }, { sessionToken });
    expect(login.data.consent_required).toBe(true);
  });

  it('lets a public app use PKCE without a secret, and a first-party app skip consent', async () => {
    const app = await createConnectedApp(ctx, adminJwt, { client_type: 'first_party', confidentiality: 'public' });
    expect(app.client_secret).toBeNull();
    const { member, sessionToken } = await signedInAdmin(ctx);
    const start = await sdk(
      ctx,
      'POST',
      '/idp/b2b/oauth/authorize/start',
      { client_id: app.client_id, redirect_uri: REDIRECT, response_type: 'code', scopes: ['openid'] },
      { sessionToken },
    );
    expect(start.data.consent_required).toBe(false);
    // The widget auto-submits with consent_granted false when no consent is required.
    const { code, verifier } = await authorizationCode(app, sessionToken, { scopes: ['openid'], consent_granted: false });
    const res = await postToken({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: REDIRECT,
      client_id: app.client_id,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { payload } = await jwtVerify(res.body.id_token, createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`)), {
      issuer,
      audience: app.client_id,
    });
    expect(payload.sub).toBe(member.memberId);
    expect(payload.email).toBeUndefined();
    expect(res.body.refresh_token).toBeUndefined();

    const noChallenge = await submit(ctx, sessionToken, { client_id: app.client_id, redirect_uri: REDIRECT, scopes: ['openid'] });
    expect(noChallenge.status).toBe(400);
    expect(noChallenge.body.error_type).toBe('idp_missing_code_challenge');
  });
});

describe('logout start', () => {
  it('checks the post-logout URI exactly and asks unless the hint names the signed-in member', async () => {
    const app = await createConnectedApp(ctx, adminJwt, {});
    const { organization, sessionToken } = await signedInAdmin(ctx);
    const { code, verifier } = await authorizationCode(app, sessionToken, { scopes: ['openid'] });
    const tokens = await postToken(
      { grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: REDIRECT },
      { id: app.client_id, secret: app.client_secret },
    );
    const idToken = tokens.body.id_token as string;
    const base = { client_id: app.client_id, post_logout_redirect_uri: 'https://rp.example/logged-out', state: 'bye' };

    const matching = await sdk(ctx, 'POST', '/b2b/oauth/logout/start', { ...base, id_token_hint: idToken }, { sessionToken });
    expect(matching.status).toBe(200);
    expect(matching.data).toMatchObject({ redirect_uri: 'https://rp.example/logged-out?state=bye', consent_required: false });

    const missing = await sdk(ctx, 'POST', '/b2b/oauth/logout/start', base, { sessionToken });
    expect(missing.data.consent_required).toBe(true);
    const tampered = `${idToken.slice(0, -4)}AAAA`;
    const invalid = await sdk(ctx, 'POST', '/b2b/oauth/logout/start', { ...base, id_token_hint: tampered }, { sessionToken });
    expect(invalid.data.consent_required).toBe(true);
    const other = await signedInMember(ctx, organization.organizationId);
    const notMine = await sdk(
      ctx,
      'POST',
      '/b2b/oauth/logout/start',
      { ...base, id_token_hint: idToken },
      { sessionToken: other.sessionToken },
    );
    expect(notMine.data.consent_required).toBe(true);
    // An ID token issued to another app is no hint for this one.
    const otherApp = await createConnectedApp(ctx, adminJwt, { client_name: 'Other' });
    const wrongApp = await sdk(
      ctx,
      'POST',
      '/b2b/oauth/logout/start',
      { ...base, client_id: otherApp.client_id, id_token_hint: idToken },
      { sessionToken },
    );
    expect(wrongApp.data.consent_required).toBe(true);

    for (const uri of ['https://rp.example/logged-out/', 'https://evil.example/logged-out', 'https://rp.example/callback']) {
      const bad = await sdk(ctx, 'POST', '/b2b/oauth/logout/start', { ...base, post_logout_redirect_uri: uri }, { sessionToken });
      expect(bad.status).toBe(400);
      expect(bad.body.error_type).toBe('idp_invalid_post_logout_redirect_uri');
    }
  });
});
