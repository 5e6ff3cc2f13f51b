import { createLocalJWKSet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { identityEvents } from '../schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ IDENTITY_PASSWORD_POLICY: 'luds', IDENTITY_PKCE_REQUIRED: 'email_magic_links,sso' });
});
afterAll(() => ctx.close());

describe('project bootstrap', () => {
  it('serves every bootstrap field the client maps, from configuration', async () => {
    const { publicToken, name } = ctx.services.identity.project;
    expect(publicToken).toMatch(/^public-token-test-[0-9a-f]{32}$/);
    const res = await ctx.app.inject({ method: 'GET', url: `/sdk/v1/projects/bootstrap/${publicToken}` });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data).toMatchObject({
      project_name: name,
      disable_sdk_watermark: true,
      captcha_settings: { enabled: false },
      cname_domain: null,
      pkce_required_for_email_magic_links: true,
      pkce_required_for_password_resets: false,
      pkce_required_for_oauth: false,
      pkce_required_for_sso: true,
      slug_pattern: 'http://127.0.0.1:3000/auth/org/{{slug}}',
      create_organization_enabled: true,
      password_config: { luds_complexity: 3, luds_minimum_count: 10 },
      dfp_protected_auth_enabled: false,
      siwe_required_for_crypto_wallets: false,
      vertical: 'B2B',
      status_code: 200,
    });
    expect(data.email_domains).toEqual(['shelfscope.local']);
    expect(data.rbac_policy.roles.map((r: { role_id: string }) => r.role_id)).toEqual([
      'stytch_admin',
      'stytch_member',
      'shelfscope_owner',
      'shelfscope_buyer',
      'shelfscope_va',
      'shelfscope_viewer',
    ]);
    // The seller API's resources are in the same policy (docs/teams.md), so the client's rbac checks see them.
    expect(data.rbac_policy.resources.map((r: { resource_id: string }) => r.resource_id)).toContain('shelfscope.orders');
  });

  it('refuses another public token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sdk/v1/projects/bootstrap/public-token-test-nope' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error_type).toBe('invalid_public_token');
  });

  it('tells the dev tools which project this is', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/dev/project' });
    expect(res.json()).toEqual({
      project_id: ctx.services.identity.project.projectId,
      public_token: ctx.services.identity.project.publicToken,
    });
  });
});

describe('JWKS', () => {
  it('serves the signing key at both paths, and the previous key after a rotation', async () => {
    const { projectId } = ctx.services.identity.project;
    const before = (await ctx.app.inject({ method: 'GET', url: `/v1/b2b/sessions/jwks/${projectId}` })).json();
    expect(before.keys).toHaveLength(1);
    expect(before.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(before.keys[0].d).toBeUndefined(); // never the private part

    const oldKid = before.keys[0].kid;
    await ctx.services.identity.keys.rotate();
    const after = (await ctx.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json();
    expect(after.keys.map((k: { kid: string }) => k.kid)).toContain(oldKid);
    expect(after.keys).toHaveLength(2);
    expect(after.keys[0].kid).not.toBe(oldKid);
  });

  it('refuses an unknown project id', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/b2b/sessions/jwks/project-test-other' });
    expect(res.statusCode).toBe(400);
  });

  it('verifies a token signed with the current key', async () => {
    const { signSessionJwt } = await import('../sessions/session-service.js');
    const { seedOrganization } = await import('../../../test/identity.js');
    const { identitySessions } = await import('../schema.js');
    const { organization, admin } = await seedOrganization(ctx);
    const [session] = await ctx.services.identity.db
      .insert(identitySessions)
      .values({
        memberSessionId: 'member-session-test-x',
        tokenHash: 'x',
        memberId: admin.memberId,
        organizationId: organization.organizationId,
        expiresAt: new Date(Date.now() + 3600_000),
      })
      .returning();
    if (!session) throw new Error('no session');
    const jwt = await signSessionJwt(ctx.services.identity, session, admin, organization);
    const jwks = (await ctx.app.inject({ method: 'GET', url: '/.well-known/jwks.json' })).json();
    const { payload } = await jwtVerify(jwt, createLocalJWKSet(jwks), {
      issuer: `stytch.com/${ctx.services.identity.project.projectId}`,
    });
    expect(payload.sub).toBe(admin.memberId);
  });
});

describe('telemetry events', () => {
  const event = (name: string, token = ctx.services.identity.project.publicToken) => ({
    telemetry: { sdk: 'x' },
    event: { public_token: token, event_name: name, details: { a: 1 } },
  });

  it('accepts a batch without credentials and stores the project’s events only', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/sdk/v1/events',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify([event('render_b2b_login_form'), event('foreign', 'public-token-test-other')]),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.stored).toBe(1);
    const rows = await ctx.services.identity.db.select().from(identityEvents);
    expect(rows.map((r) => r.eventName)).toContain('render_b2b_login_form');
    expect(rows.map((r) => r.eventName)).not.toContain('foreign');
  });

  it('refuses an oversized batch and malformed events with a 400', async () => {
    const tooMany = Array.from({ length: 51 }, () => event('x'));
    for (const payload of [tooMany, [{ event: { event_name: 'no token' } }], { not: 'an array' }]) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/sdk/v1/events',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(res.statusCode).toBe(400);
    }
  });
});
