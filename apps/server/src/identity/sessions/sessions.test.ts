import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, sdk, seedMember, seedOrganization, uniqueEmail } from '../../../test/identity.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { findSessionByJwt } from './session-service.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('sessions/authenticate', () => {
  it('proves the session and mints a fresh five-minute JWT, keeping the token', async () => {
    const { organization, admin } = await seedOrganization(ctx);
    const login = await logIn(ctx, admin.emailAddress, organization.organizationId);
    const res = await sdk(ctx, 'POST', '/b2b/sessions/authenticate', {}, { sessionToken: login.sessionToken });
    expect(res.status).toBe(200);
    expect(res.data.session_token).toBe(login.sessionToken);
    expect(res.data.member_session.member_id).toBe(admin.memberId);
    const [, payload] = res.data.session_jwt.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
    expect(claims.exp - claims.iat).toBe(300);
    expect(claims['https://stytch.com/organization']).toEqual({
      organization_id: organization.organizationId,
      slug: organization.slug,
    });
  });

  it('extends the session when asked, never shortening it', async () => {
    const { organization, admin } = await seedOrganization(ctx);
    const login = await logIn(ctx, admin.emailAddress, organization.organizationId);
    const before = new Date(login.data.member_session.expires_at).getTime();
    const longer = await sdk(
      ctx,
      'POST',
      '/b2b/sessions/authenticate',
      { session_duration_minutes: 600 },
      { sessionToken: login.sessionToken },
    );
    expect(new Date(longer.data.member_session.expires_at).getTime()).toBeGreaterThan(before + 500 * 60_000);
    const shorter = await sdk(
      ctx,
      'POST',
      '/b2b/sessions/authenticate',
      { session_duration_minutes: 5 },
      { sessionToken: login.sessionToken },
    );
    expect(shorter.data.member_session.expires_at).toBe(longer.data.member_session.expires_at);
  });

  it('answers without a session, or with an unknown one, with errors that make the client forget it', async () => {
    const none = await sdk(ctx, 'POST', '/b2b/sessions/authenticate', {});
    expect(none.status).toBe(401);
    expect(none.body.error_type).toBe('user_unauthenticated');
    const unknown = await sdk(ctx, 'POST', '/b2b/sessions/authenticate', {}, { sessionToken: 'not-a-session' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error_type).toBe('session_not_found');
  });
});

describe('sessions/revoke', () => {
  it('ends the session on the server: token and JWT stop working at once', async () => {
    const { organization, admin } = await seedOrganization(ctx);
    const login = await logIn(ctx, admin.emailAddress, organization.organizationId);
    expect(await findSessionByJwt(ctx.services.identity, login.sessionJwt)).not.toBeNull();
    const res = await sdk(ctx, 'POST', '/b2b/sessions/revoke', {}, { sessionToken: login.sessionToken });
    expect(res.status).toBe(200);
    const after = await sdk(ctx, 'POST', '/b2b/sessions/authenticate', {}, { sessionToken: login.sessionToken });
    expect(after.body.error_type).toBe('session_not_found');
    expect(await findSessionByJwt(ctx.services.identity, login.sessionJwt)).toBeNull();
  });
});

describe('sessions/exchange', () => {
  it('switches to another organization of the same email with a new session token', async () => {
    const email = uniqueEmail();
    const first = await seedOrganization(ctx);
    const second = await seedOrganization(ctx, { name: 'Second Co' });
    await seedMember(ctx, first.organization.organizationId, { emailAddress: email });
    await seedMember(ctx, second.organization.organizationId, { emailAddress: email });
    const login = await logIn(ctx, email, first.organization.organizationId);
    const res = await sdk(
      ctx,
      'POST',
      '/b2b/sessions/exchange',
      { organization_id: second.organization.organizationId, session_duration_minutes: 60 },
      { sessionToken: login.sessionToken },
    );
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ member_authenticated: true, organization_id: second.organization.organizationId });
    expect(res.data.session_token).not.toBe(login.sessionToken);
    expect(res.data.member_session.authentication_factors[0].type).toBe('email_otp');
  });

  it('refuses an organization the email cannot enter', async () => {
    const { organization, admin } = await seedOrganization(ctx);
    const other = await seedOrganization(ctx);
    const login = await logIn(ctx, admin.emailAddress, organization.organizationId);
    const res = await sdk(
      ctx,
      'POST',
      '/b2b/sessions/exchange',
      { organization_id: other.organization.organizationId },
      { sessionToken: login.sessionToken },
    );
    expect(res.status).toBe(403);
    expect(res.body.error_type).toBe('email_jit_provisioning_not_allowed');
  });
});
