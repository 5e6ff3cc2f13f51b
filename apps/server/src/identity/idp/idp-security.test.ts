import { eq } from 'drizzle-orm';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { logIn, sdk } from '../../../test/identity.js';
import { createConnectedApp, signedInAdmin, signedInMember, submit } from '../../../test/idp.js';
import { idpProvider, type Json, REDIRECT } from '../../../test/idp-provider.js';
import { pkcePair } from '../../../test/sso.js';
import type { TestContext } from '../../../test/test-app.js';
import { identityIdpCodes } from './schema.js';

/**
 * ShelfScope as an OpenID Connect provider, what it refuses: redirect URIs, codes, PKCE, client
 * authentication, refresh token families, consent and scopes (the flow itself: idp.test.ts).
 */

const provider = idpProvider();
const { postToken, authorizationCode } = provider;
let ctx: TestContext;
let issuer: string;
let adminJwt: string;
beforeAll(() => {
  ({ ctx, issuer, adminJwt } = provider.started());
});

describe('authorization security', () => {
  it('refuses a redirect URI that is not registered exactly, never redirecting to it', async () => {
    const app = await createConnectedApp(ctx, adminJwt, {});
    const { sessionToken } = await signedInAdmin(ctx);
    for (const redirect_uri of [
      'https://rp.example/callback/',
      'https://rp.example/callback?x=1',
      'https://evil.example/callback',
    ]) {
      const start = await sdk(
        ctx,
        'POST',
        '/idp/b2b/oauth/authorize/start',
        { client_id: app.client_id, redirect_uri, response_type: 'code', scopes: ['openid'] },
        { sessionToken },
      );
      expect(start.status).toBe(400);
      expect(start.body.error_type).toBe('idp_invalid_redirect_uri');
      const submitted = await submit(ctx, sessionToken, { client_id: app.client_id, redirect_uri, consent_granted: false });
      expect(submitted.status).toBe(400);
      expect(submitted.body.error_type).toBe('idp_invalid_redirect_uri');
    }
    const unknown = await submit(ctx, sessionToken, { client_id: 'connected-app-test-nope', redirect_uri: REDIRECT });
    expect(unknown.status).toBe(404);
  });

  it('uses a code once, only with its verifier, its client, its redirect URI and within 60 seconds', async () => {
    const app = await createConnectedApp(ctx, adminJwt, {});
    const other = await createConnectedApp(ctx, adminJwt, { client_name: 'Other' });
    const basic = { id: app.client_id, secret: app.client_secret };
    const { sessionToken } = await signedInAdmin(ctx);

    const wrong = await authorizationCode(app, sessionToken);
    const badVerifier = await postToken(
      { grant_type: 'authorization_code', code: wrong.code, code_verifier: pkcePair().verifier, redirect_uri: REDIRECT },
      basic,
    );
    expect(badVerifier.status).toBe(400);
    expect(badVerifier.body.error).toBe('invalid_grant');
    // The failed exchange used the code up.
    const afterFailure = await postToken(
      { grant_type: 'authorization_code', code: wrong.code, code_verifier: wrong.verifier, redirect_uri: REDIRECT },
      basic,
    );
    expect(afterFailure.body.error).toBe('invalid_grant');

    const good = await authorizationCode(app, sessionToken);
    const form = { grant_type: 'authorization_code', code: good.code, code_verifier: good.verifier, redirect_uri: REDIRECT };
    expect((await postToken(form, { id: other.client_id, secret: other.client_secret })).body.error).toBe('invalid_grant');

    const fresh = await authorizationCode(app, sessionToken);
    const freshForm = {
      grant_type: 'authorization_code',
      code: fresh.code,
      code_verifier: fresh.verifier,
      redirect_uri: REDIRECT,
    };
    expect((await postToken({ ...freshForm, redirect_uri: 'https://rp.example/other' }, basic)).body.error).toBe('invalid_grant');

    const once = await authorizationCode(app, sessionToken);
    const onceForm = { grant_type: 'authorization_code', code: once.code, code_verifier: once.verifier, redirect_uri: REDIRECT };
    expect((await postToken(onceForm, basic)).status).toBe(200);
    const reused = await postToken(onceForm, basic);
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ error: 'invalid_grant' });

    const late = await authorizationCode(app, sessionToken);
    await ctx.services.identity.db
      .update(identityIdpCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(identityIdpCodes.clientId, app.client_id));
    const expired = await postToken(
      { grant_type: 'authorization_code', code: late.code, code_verifier: late.verifier, redirect_uri: REDIRECT },
      basic,
    );
    expect(expired.body.error).toBe('invalid_grant');

    // Codes expired for more than a day are deleted when the next one is made.
    await ctx.services.identity.db
      .update(identityIdpCodes)
      .set({ expiresAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(identityIdpCodes.clientId, app.client_id));
    await authorizationCode(app, sessionToken);
    const left = await ctx.services.identity.db
      .select()
      .from(identityIdpCodes)
      .where(eq(identityIdpCodes.clientId, app.client_id));
    expect(left).toHaveLength(1);
  });

  it('revokes the refresh tokens of a code presented twice, and gives nothing once its session ended', async () => {
    const app = await createConnectedApp(ctx, adminJwt, {});
    const basic = { id: app.client_id, secret: app.client_secret };
    const { organization, member, sessionToken } = await signedInAdmin(ctx);
    const { code, verifier } = await authorizationCode(app, sessionToken, { scopes: ['openid', 'offline_access'] });
    const form = { grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: REDIRECT };
    const first = await postToken(form, basic);
    expect(first.status).toBe(200);
    expect((await postToken(form, basic)).body.error).toBe('invalid_grant');
    const refreshed = await postToken({ grant_type: 'refresh_token', refresh_token: first.body.refresh_token }, basic);
    expect(refreshed.status).toBe(400);
    expect(refreshed.body.error).toBe('invalid_grant');

    const second = await logIn(ctx, member.emailAddress, organization.organizationId);
    const pending = await authorizationCode(app, second.sessionToken, { scopes: ['openid'] });
    expect((await sdk(ctx, 'POST', '/b2b/sessions/revoke', {}, { sessionToken: second.sessionToken })).status).toBe(200);
    const ended = await postToken(
      { grant_type: 'authorization_code', code: pending.code, code_verifier: pending.verifier, redirect_uri: REDIRECT },
      basic,
    );
    expect(ended.body.error).toBe('invalid_grant');
  });

  it('refuses plain PKCE, bad client authentication and unknown grant types per RFC 6749', async () => {
    const app = await createConnectedApp(ctx, adminJwt, {});
    const { sessionToken } = await signedInAdmin(ctx);
    const plain = await submit(ctx, sessionToken, {
      client_id: app.client_id,
      redirect_uri: REDIRECT,
      code_challenge: pkcePair().challenge,
      code_challenge_method: 'plain',
    });
    expect(plain.status).toBe(400);
    expect(plain.body.error_type).toBe('idp_invalid_code_challenge');

    const { code, verifier } = await authorizationCode(app, sessionToken);
    const form = { grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: REDIRECT };
    const badSecret = await postToken(form, { id: app.client_id, secret: 'secret-wrong' });
    expect(badSecret.status).toBe(401);
    expect(badSecret.body.error).toBe('invalid_client');
    expect(badSecret.headers.get('www-authenticate')).toMatch(/^Basic/);
    const noAuth = await postToken({ ...form, client_id: app.client_id });
    expect(noAuth.status).toBe(401);
    expect(noAuth.body.error).toBe('invalid_client');
    // client_secret_post works too (the code was not used by the refused attempts).
    const post = await postToken({ ...form, client_id: app.client_id, client_secret: app.client_secret });
    expect(post.status, JSON.stringify(post.body)).toBe(200);

    const unsupported = await postToken(
      { grant_type: 'password', username: 'a', password: 'b' },
      { id: app.client_id, secret: app.client_secret },
    );
    expect(unsupported.status).toBe(400);
    expect(unsupported.body.error).toBe('unsupported_grant_type');
    const scope = await submit(ctx, sessionToken, {
      client_id: app.client_id,
      redirect_uri: REDIRECT,
      scopes: ['openid', 'admin:everything'],
    });
    expect(scope.status).toBe(400);
    expect(scope.body.error_type).toBe('idp_invalid_scope');
  });

  it('revokes the whole refresh token family when a rotated token comes back, and never widens scopes', async () => {
    const app = await createConnectedApp(ctx, adminJwt, {});
    const basic = { id: app.client_id, secret: app.client_secret };
    const { sessionToken } = await signedInAdmin(ctx);
    const { code, verifier } = await authorizationCode(app, sessionToken, { scopes: ['openid', 'email', 'offline_access'] });
    const first = await postToken(
      { grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: REDIRECT },
      basic,
    );
    expect(first.body.scope).toBe('openid email offline_access');

    const wider = await postToken(
      { grant_type: 'refresh_token', refresh_token: first.body.refresh_token, scope: 'openid email profile' },
      basic,
    );
    expect(wider.status).toBe(400);
    expect(wider.body.error).toBe('invalid_scope');
    const narrower = await postToken(
      { grant_type: 'refresh_token', refresh_token: first.body.refresh_token, scope: 'openid' },
      basic,
    );
    expect(narrower.status, JSON.stringify(narrower.body)).toBe(200);
    expect(narrower.body.scope).toBe('openid');
    // The rotated token keeps the grant's scopes: it may ask for email again.
    const second = await postToken({ grant_type: 'refresh_token', refresh_token: narrower.body.refresh_token }, basic);
    expect(second.status).toBe(200);
    expect(second.body.scope).toBe('openid email offline_access');

    const reused = await postToken({ grant_type: 'refresh_token', refresh_token: first.body.refresh_token }, basic);
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('invalid_grant');
    // The newest token of the family is revoked with it.
    const newest = await postToken({ grant_type: 'refresh_token', refresh_token: second.body.refresh_token }, basic);
    expect(newest.body.error).toBe('invalid_grant');
  });

  it("does not let one member's consent stand for another's", async () => {
    const app = await createConnectedApp(ctx, adminJwt, {});
    const { organization, sessionToken, member } = await signedInAdmin(ctx);
    const params = { client_id: app.client_id, redirect_uri: REDIRECT, response_type: 'code', scopes: ['openid', 'email'] };
    await authorizationCode(app, sessionToken, { scopes: params.scopes });
    const owner = await sdk(ctx, 'POST', '/idp/b2b/oauth/authorize/start', params, { sessionToken });
    expect(owner.data.consent_required).toBe(false);

    const other = await signedInMember(ctx, organization.organizationId);
    const start = await sdk(ctx, 'POST', '/idp/b2b/oauth/authorize/start', params, { sessionToken: other.sessionToken });
    expect(start.data.consent_required).toBe(true);
    const silent = await submit(ctx, other.sessionToken, {
      ...params,
      prompt: 'none',
      state: 's',
      code_challenge: pkcePair().challenge,
    });
    const silentUrl = new URL(silent.data.redirect_uri);
    expect(silentUrl.searchParams.get('error')).toBe('consent_required');
    expect(silentUrl.searchParams.get('state')).toBe('s');
    expect(silent.data.authorization_code).toBeUndefined();
    const denied = await submit(ctx, other.sessionToken, { ...params, consent_granted: false, state: 's2' });
    expect(new URL(denied.data.redirect_uri).searchParams.get('error')).toBe('access_denied');
    expect(denied.data.authorization_code).toBeUndefined();

    // A code from the other member's session names the other member, never the consenting one.
    const code = await authorizationCode(app, other.sessionToken, { scopes: params.scopes });
    const tokens = await postToken(
      { grant_type: 'authorization_code', code: code.code, code_verifier: code.verifier, redirect_uri: REDIRECT },
      { id: app.client_id, secret: app.client_secret },
    );
    const { payload } = await jwtVerify(tokens.body.id_token, createRemoteJWKSet(new URL(`${issuer}/.well-known/jwks.json`)));
    expect(payload.sub).toBe(other.member.memberId);
    expect(payload.sub).not.toBe(member.memberId);

    const anonymous = await sdk(ctx, 'POST', '/idp/b2b/oauth/authorize/submit', { ...params, prompt: 'none', state: 'z' });
    expect(new URL(anonymous.data.redirect_uri).searchParams.get('error')).toBe('login_required');
    const noSession = await sdk(ctx, 'POST', '/idp/b2b/oauth/authorize/start', params);
    expect(noSession.status).toBe(401);
  });

  it('answers a session that is over as the client expects, except with prompt=none, which tells the app', async () => {
    const app = await createConnectedApp(ctx, adminJwt, {});
    const { sessionToken } = await signedInAdmin(ctx);
    const params = { client_id: app.client_id, redirect_uri: REDIRECT, scopes: ['openid'], state: 'o' };
    const revoked = await sdk(ctx, 'POST', '/b2b/sessions/revoke', {}, { sessionToken });
    expect(revoked.status, JSON.stringify(revoked.body)).toBe(200);

    const stale = await submit(ctx, sessionToken, { ...params, code_challenge: pkcePair().challenge });
    expect(stale.status).toBe(404);
    expect(stale.body.error_type).toBe('session_not_found');
    expect(stale.data?.authorization_code).toBeUndefined();
    const silent = await submit(ctx, sessionToken, { ...params, prompt: 'login none' });
    expect(silent.status).toBe(200);
    const url = new URL(silent.data.redirect_uri);
    expect(url.searchParams.get('error')).toBe('login_required');
    expect(url.searchParams.get('state')).toBe('o');
  });

  it('grants custom scopes by the member permissions and limits client_credentials to confidential apps', async () => {
    const app = await createConnectedApp(ctx, adminJwt, {
      allowed_scopes: ['read:members', 'delete:members'],
      access_policy: {
        custom_scopes: [
          {
            scope: 'read:members',
            description: 'See your team',
            permissions: [{ resource_id: 'stytch.member', actions: ['search'] }],
          },
          { scope: 'delete:members', description: '', permissions: [{ resource_id: 'stytch.member', actions: ['delete'] }] },
        ],
      },
    });
    const { organization, sessionToken } = await signedInAdmin(ctx);
    const member = await signedInMember(ctx, organization.organizationId);
    const params = {
      client_id: app.client_id,
      redirect_uri: REDIRECT,
      response_type: 'code',
      scopes: ['openid', 'read:members', 'delete:members'],
    };
    const asAdmin = await sdk(ctx, 'POST', '/idp/b2b/oauth/authorize/start', params, { sessionToken });
    expect(asAdmin.data.scope_results.map((r: Json) => [r.scope, r.is_grantable])).toEqual([
      ['openid', true],
      ['read:members', true],
      ['delete:members', true],
    ]);
    const asMember = await sdk(ctx, 'POST', '/idp/b2b/oauth/authorize/start', params, { sessionToken: member.sessionToken });
    expect(asMember.data.scope_results).toEqual([
      { scope: 'openid', description: 'Verify your identity', is_grantable: true },
      { scope: 'read:members', description: 'See your team', is_grantable: true },
      { scope: 'delete:members', description: 'Use the delete:members scope', is_grantable: false },
    ]);
    // What the member cannot grant is left out of the code.
    const code = await authorizationCode(app, member.sessionToken, { scopes: params.scopes });
    const tokens = await postToken(
      { grant_type: 'authorization_code', code: code.code, code_verifier: code.verifier, redirect_uri: REDIRECT },
      { id: app.client_id, secret: app.client_secret },
    );
    expect(tokens.body.scope).toBe('openid read:members');

    const basic = { id: app.client_id, secret: app.client_secret };
    const machine = await postToken({ grant_type: 'client_credentials', scope: 'read:members' }, basic);
    expect(machine.status, JSON.stringify(machine.body)).toBe(200);
    expect(machine.body.scope).toBe('read:members');
    expect(machine.body.refresh_token).toBeUndefined();
    const escalate = await postToken({ grant_type: 'client_credentials', scope: 'openid' }, basic);
    expect(escalate.body.error).toBe('invalid_scope');
    // A client credentials token is no member's: userinfo refuses it.
    const info = await fetch(`${issuer}/v1/oauth2/userinfo`, {
      headers: { authorization: `Bearer ${machine.body.access_token}` },
    });
    expect(info.status).toBe(401);

    const publicApp = await createConnectedApp(ctx, adminJwt, { confidentiality: 'public' });
    const refused = await postToken({ grant_type: 'client_credentials', client_id: publicApp.client_id });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe('unauthorized_client');
  });
});
