import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, sdk } from '../../../test/identity.js';
import { createConnectedApp, platformAdmin, signedInAdmin, signedInMember, submit } from '../../../test/idp.js';
import { api } from '../../../test/seller.js';
import { pkcePair } from '../../../test/sso.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { adminAuditLog } from '../../seller/admin/schema.js';
import { identityIdpGrants, identityImpersonationTokens } from './schema.js';

/** Connected apps (admin management, organization and member listings, revoke) and impersonation. */
// biome-ignore lint/suspicious/noExplicitAny: wire JSON in tests
type Json = Record<string, any>;

let ctx: TestContext;
let adminJwt: string;
const REDIRECT = 'https://rp.example/callback';

beforeAll(async () => {
  ctx = await createTestApp();
  adminJwt = await platformAdmin(ctx);
});
afterAll(() => ctx.close());

async function token(form: Record<string, string>, app: Json) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/v1/oauth2/token',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Basic ${Buffer.from(`${app.client_id}:${app.client_secret}`).toString('base64')}`,
    },
    payload: new URLSearchParams(form).toString(),
  });
  return { status: res.statusCode, body: res.json() as Json };
}

/** Consents and exchanges the code: the member's tokens for the app. */
async function grant(app: Json, sessionToken: string, scopes = ['openid', 'email', 'offline_access']) {
  const pkce = pkcePair();
  const res = await submit(ctx, sessionToken, {
    client_id: app.client_id,
    redirect_uri: REDIRECT,
    scopes,
    code_challenge: pkce.challenge,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const tokens = await token(
    { grant_type: 'authorization_code', code: res.data.authorization_code, code_verifier: pkce.verifier, redirect_uri: REDIRECT },
    app,
  );
  expect(tokens.status).toBe(200);
  return tokens.body;
}

describe('connected app management (platform admins)', () => {
  it('creates, reads, updates, rotates and deletes apps; secrets are shown once and stored hashed', async () => {
    const app = await createConnectedApp(ctx, adminJwt, {
      client_description: 'Our CRM',
      logo_url: 'https://rp.example/logo.png',
      allowed_scopes: ['read:reports'],
      access_policy: { custom_scopes: [{ scope: 'read:reports', description: 'Read your reports' }] },
    });
    expect(app).toMatchObject({
      client_name: 'Partner CRM',
      client_type: 'third_party',
      confidentiality: 'confidential',
      redirect_urls: [REDIRECT],
      has_client_secret: true,
      access_policy: { custom_scopes: [{ scope: 'read:reports', description: 'Read your reports', permissions: [] }] },
    });
    const read = await api(ctx, 'GET', `/api/admin/identity/connected-apps/${app.client_id}`, adminJwt);
    expect(read.status).toBe(200);
    expect(JSON.stringify(read.body)).not.toContain(app.client_secret);

    const updated = await api(ctx, 'PUT', `/api/admin/identity/connected-apps/${app.client_id}`, adminJwt, {
      client_name: 'Partner CRM 2',
      redirect_urls: [REDIRECT, 'http://localhost:5173/cb'],
    });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
    expect(updated.body.data.redirect_urls).toEqual([REDIRECT, 'http://localhost:5173/cb']);
    expect(updated.body.data.allowed_scopes).toEqual([]);

    const rotated = await api(ctx, 'POST', `/api/admin/identity/connected-apps/${app.client_id}/rotate-secret`, adminJwt);
    expect(rotated.body.data.client_secret).not.toBe(app.client_secret);
    const oldSecret = await token({ grant_type: 'client_credentials' }, app);
    expect(oldSecret.status).toBe(401);
    const newSecret = await token(
      { grant_type: 'client_credentials' },
      { ...app, client_secret: rotated.body.data.client_secret },
    );
    expect(newSecret.status).toBe(200);

    for (const bad of [
      { redirect_urls: ['http://rp.example/cb'] },
      { redirect_urls: ['https://rp.example/cb#frag'] },
      { allowed_scopes: ['openid'] },
      { access_policy: { custom_scopes: [{ scope: 'not:allowed' }] } },
      { client_type: 'fourth_party' },
    ]) {
      const res = await api(ctx, 'POST', '/api/admin/identity/connected-apps', adminJwt, {
        client_name: 'Bad',
        client_type: 'third_party',
        confidentiality: 'public',
        ...bad,
      });
      expect(res.status, JSON.stringify(bad)).toBe(400);
    }

    const list = await api(ctx, 'GET', '/api/admin/identity/connected-apps', adminJwt);
    expect(list.body.data.map((a: Json) => a.client_id)).toContain(app.client_id);
    expect((await api(ctx, 'DELETE', `/api/admin/identity/connected-apps/${app.client_id}`, adminJwt)).status).toBe(200);
    expect((await api(ctx, 'GET', `/api/admin/identity/connected-apps/${app.client_id}`, adminJwt)).status).toBe(404);
  });

  it('is refused to organization admins', async () => {
    const { organization, member } = await signedInAdmin(ctx);
    const jwt = (await logIn(ctx, member.emailAddress, organization.organizationId)).sessionJwt;
    const res = await api(ctx, 'POST', '/api/admin/identity/connected-apps', jwt, {
      client_name: 'Sneaky',
      client_type: 'first_party',
      confidentiality: 'public',
    });
    expect(res.status).toBe(403);
    const impersonate = await api(ctx, 'POST', '/api/admin/identity/impersonation', jwt, {
      organization_id: organization.organizationId,
      member_id: member.memberId,
    });
    expect(impersonate.status).toBe(403);
  });
});

describe('connected apps of an organization and its members', () => {
  it('lists what members granted, by permission, and revoking ends consent and refresh tokens', async () => {
    const app = await createConnectedApp(ctx, adminJwt, {});
    const unused = await createConnectedApp(ctx, adminJwt, { client_name: 'Unused' });
    const admin = await signedInAdmin(ctx);
    const member = await signedInMember(ctx, admin.organization.organizationId);
    const memberTokens = await grant(app, member.sessionToken);
    await grant(app, admin.sessionToken, ['openid']);

    const orgApps = await sdk(ctx, 'GET', '/b2b/organizations/connected_apps', undefined, { sessionToken: admin.sessionToken });
    expect(orgApps.status).toBe(200);
    expect(orgApps.data.connected_apps.map((a: Json) => a.connected_app_id)).toEqual([app.client_id]);
    expect(orgApps.data.connected_apps.map((a: Json) => a.connected_app_id)).not.toContain(unused.client_id);
    const one = await sdk(ctx, 'GET', `/b2b/organizations/connected_apps/${app.client_id}`, undefined, {
      sessionToken: admin.sessionToken,
    });
    expect(one.data).toMatchObject({ connected_app_id: app.client_id, name: 'Partner CRM', client_type: 'third_party' });
    expect(one.data.active_members.map((m: Json) => m.member_id).sort()).toEqual(
      [admin.member.memberId, member.member.memberId].sort(),
    );
    // A plain member may not see the organization's apps, only their own.
    const forbidden = await sdk(ctx, 'GET', '/b2b/organizations/connected_apps', undefined, {
      sessionToken: member.sessionToken,
    });
    expect(forbidden.status).toBe(403);
    const own = await sdk(ctx, 'GET', '/b2b/organizations/members/connected_apps', undefined, {
      sessionToken: member.sessionToken,
    });
    expect(own.data.registered_apps).toEqual([
      expect.objectContaining({ connected_app_id: app.client_id, scopes_granted: 'openid email offline_access' }),
    ]);
    const othersApps = await sdk(ctx, 'GET', `/b2b/organizations/members/${admin.member.memberId}/connected_apps`, undefined, {
      sessionToken: member.sessionToken,
    });
    expect(othersApps.status).toBe(403);
    const byAdmin = await sdk(ctx, 'GET', `/b2b/organizations/members/${member.member.memberId}/connected_apps`, undefined, {
      sessionToken: admin.sessionToken,
    });
    expect(byAdmin.data.registered_apps).toHaveLength(1);
    // Another organization's admin cannot reach this member.
    const stranger = await signedInAdmin(ctx);
    const across = await sdk(ctx, 'GET', `/b2b/organizations/members/${member.member.memberId}/connected_apps`, undefined, {
      sessionToken: stranger.sessionToken,
    });
    expect(across.status).toBe(404);

    const revoked = await sdk(
      ctx,
      'POST',
      `/b2b/organizations/members/${member.member.memberId}/connected_apps/${app.client_id}/revoke`,
      {},
      { sessionToken: admin.sessionToken },
    );
    expect(revoked.status).toBe(200);
    const refresh = await token({ grant_type: 'refresh_token', refresh_token: memberTokens.refresh_token }, app);
    expect(refresh.body.error).toBe('invalid_grant');
    const userinfo = await ctx.app.inject({
      method: 'GET',
      url: '/v1/oauth2/userinfo',
      headers: { authorization: `Bearer ${memberTokens.access_token}` },
    });
    expect(userinfo.statusCode).toBe(401);
    const start = await sdk(
      ctx,
      'POST',
      '/idp/b2b/oauth/authorize/start',
      { client_id: app.client_id, redirect_uri: REDIRECT, response_type: 'code', scopes: ['openid'] },
      { sessionToken: member.sessionToken },
    );
    expect(start.data.consent_required).toBe(true);
    const after = await sdk(ctx, 'GET', '/b2b/organizations/members/connected_apps', undefined, {
      sessionToken: member.sessionToken,
    });
    expect(after.data.registered_apps).toEqual([]);

    // Self-service revoke.
    const selfRevoke = await sdk(
      ctx,
      'POST',
      `/b2b/organizations/members/connected_apps/${app.client_id}/revoke`,
      {},
      {
        sessionToken: admin.sessionToken,
      },
    );
    expect(selfRevoke.status).toBe(200);
    const none = await sdk(ctx, 'GET', '/b2b/organizations/connected_apps', undefined, { sessionToken: admin.sessionToken });
    expect(none.data.connected_apps).toEqual([]);
  });
});

describe('impersonation', () => {
  async function issue(organizationId: string, memberId: string) {
    const res = await api(ctx, 'POST', '/api/admin/identity/impersonation', adminJwt, {
      organization_id: organizationId,
      member_id: memberId,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data.impersonation_token as string;
  }

  it('signs a platform admin in as the member once, marked impersonated and audited', async () => {
    const { organization, member } = await signedInAdmin(ctx);
    const impersonationToken = await issue(organization.organizationId, member.memberId);
    const stored = await ctx.services.identity.db.select().from(identityImpersonationTokens);
    expect(stored.some((t) => t.tokenHash === impersonationToken)).toBe(false);

    const res = await sdk(ctx, 'POST', '/b2b/impersonation/authenticate', {
      impersonation_token: impersonationToken,
      session_duration_minutes: 30,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data).toMatchObject({ member_id: member.memberId, member_authenticated: true, mfa_required: null });
    const factor = res.data.member_session.authentication_factors[0];
    expect(factor).toMatchObject({
      type: 'impersonated',
      delivery_method: 'impersonation',
      impersonated_factor: { impersonator_id: expect.stringMatching(/^member-test-/) },
    });
    // sessions/authenticate keeps reporting it.
    const refreshed = await sdk(ctx, 'POST', '/b2b/sessions/authenticate', {}, { sessionToken: res.data.session_token });
    expect(refreshed.data.member_session.authentication_factors[0].type).toBe('impersonated');

    const again = await sdk(ctx, 'POST', '/b2b/impersonation/authenticate', { impersonation_token: impersonationToken });
    expect(again.status).toBe(404);
    expect(again.body.error_type).toBe('impersonation_token_not_found');

    const audit = await ctx.services.database.db
      .select()
      .from(adminAuditLog)
      .where(eq(adminAuditLog.action, 'POST /api/admin/identity/impersonation'));
    expect(audit.some((a) => JSON.stringify(a.detail).includes(member.memberId) && a.outcome === 'allowed')).toBe(true);
    // The sign-in itself is in the log too, naming the session it started.
    const [signIn] = await ctx.services.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.target, member.memberId));
    expect(signIn).toMatchObject({ action: 'impersonation authenticate', outcome: 'allowed' });
    expect(signIn?.detail).toMatchObject({ member_session_id: res.data.member_session.member_session_id });
  });

  it("uses the member's own consent, but never gives a new one in the member's name", async () => {
    const { organization, member, sessionToken } = await signedInAdmin(ctx);
    const consented = await createConnectedApp(ctx, adminJwt, { client_name: 'Consented CRM' });
    const other = await createConnectedApp(ctx, adminJwt, { client_name: 'Other CRM' });
    await grant(consented, sessionToken, ['openid']);
    const signedIn = await sdk(ctx, 'POST', '/b2b/impersonation/authenticate', {
      impersonation_token: await issue(organization.organizationId, member.memberId),
    });
    expect(signedIn.status).toBe(200);
    const impersonated = signedIn.data.session_token as string;
    const ask = (app: Json, scopes: string[]) =>
      submit(ctx, impersonated, {
        client_id: app.client_id,
        redirect_uri: REDIRECT,
        scopes,
        state: 'st',
        code_challenge: pkcePair().challenge,
      });

    // What the member consented to: a code, as the member would get.
    const allowed = await ask(consented, ['openid']);
    expect(allowed.status).toBe(200);
    expect(allowed.data.authorization_code).toEqual(expect.any(String));
    // More than that, or another app: consent is needed, and the impersonator cannot give it.
    for (const refused of [await ask(consented, ['openid', 'email']), await ask(other, ['openid'])]) {
      expect(refused.status).toBe(200);
      const url = new URL(refused.data.redirect_uri);
      expect(url.searchParams.get('error')).toBe('access_denied');
      expect(url.searchParams.get('error_description')).toMatch(/impersonated session/);
      expect(refused.data.authorization_code).toBeUndefined();
    }
    const grants = await ctx.services.identity.db
      .select()
      .from(identityIdpGrants)
      .where(eq(identityIdpGrants.memberId, member.memberId));
    expect(grants.map((g) => [g.clientId, g.consentedScopes])).toEqual([[consented.client_id, ['openid']]]);
  });

  it('refuses an expired token, a member of another organization and a bad duration without using the token', async () => {
    const { organization, member } = await signedInAdmin(ctx);
    const expired = await issue(organization.organizationId, member.memberId);
    await ctx.services.identity.db
      .update(identityImpersonationTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(identityImpersonationTokens.memberId, member.memberId));
    const late = await sdk(ctx, 'POST', '/b2b/impersonation/authenticate', { impersonation_token: expired });
    expect(late.status).toBe(404);

    const fresh = await issue(organization.organizationId, member.memberId);
    const badDuration = await sdk(ctx, 'POST', '/b2b/impersonation/authenticate', {
      impersonation_token: fresh,
      session_duration_minutes: 1,
    });
    expect(badDuration.status).toBe(400);
    const ok = await sdk(ctx, 'POST', '/b2b/impersonation/authenticate', { impersonation_token: fresh });
    expect(ok.status).toBe(200);

    const other = await signedInAdmin(ctx);
    const mismatch = await api(ctx, 'POST', '/api/admin/identity/impersonation', adminJwt, {
      organization_id: other.organization.organizationId,
      member_id: member.memberId,
    });
    expect(mismatch.status).toBe(404);
  });
});
