import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failedAttempts, logIn, sdk, seedMember, seedOrganization } from '../../../test/identity.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { identitySessions } from '../schema.js';
import { hashPassword } from './hashing.js';

const OLD_PASSWORD = 'violet-Harbor-42-lantern';
const NEW_PASSWORD = 'Amber-Kettle-93-orbit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function memberWithPassword(password = OLD_PASSWORD) {
  const { organization } = await seedOrganization(ctx);
  const member = await seedMember(ctx, organization.organizationId, { passwordHash: await hashPassword(password) });
  return { organization, member };
}

const authenticate = (organizationId: string, email: string, password: string) =>
  sdk(ctx, 'POST', '/b2b/passwords/authenticate', { organization_id: organizationId, email_address: email, password });
const failedCount = (memberId: string) => failedAttempts(ctx, memberId);
const isLive = async (sessionToken: string) =>
  (await sdk(ctx, 'POST', '/b2b/sessions/authenticate', {}, { sessionToken })).status === 200;

describe('reset with the existing password', () => {
  const change = (organizationId: string, email: string, existing: string, next: string) =>
    sdk(ctx, 'POST', '/b2b/passwords/existing_password/reset', {
      organization_id: organizationId,
      email_address: email,
      existing_password: existing,
      new_password: next,
      session_duration_minutes: 60,
    });

  it('sets the new password, logs in and ends the other sessions', async () => {
    const { organization, member } = await memberWithPassword();
    const earlier = await logIn(ctx, member.emailAddress, organization.organizationId);
    const res = await change(organization.organizationId, member.emailAddress, OLD_PASSWORD, NEW_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ member_authenticated: true, member_id: member.memberId, session_token: expect.any(String) });
    expect(res.data.member_session.authentication_factors.map((f: { type: string }) => f.type)).toEqual(['password']);
    expect(await isLive(earlier.sessionToken)).toBe(false);
    expect(await isLive(res.data.session_token)).toBe(true);
    expect((await authenticate(organization.organizationId, member.emailAddress, NEW_PASSWORD)).status).toBe(200);
    expect((await authenticate(organization.organizationId, member.emailAddress, OLD_PASSWORD)).status).toBe(401);
  });

  it('refuses a wrong current password (counted) and a weak new one (not counted)', async () => {
    const { organization, member } = await memberWithPassword();
    const wrong = await change(organization.organizationId, member.emailAddress, 'not-the-password', NEW_PASSWORD);
    expect(wrong.body.error_type).toBe('unauthorized_credentials');
    const weak = await change(organization.organizationId, member.emailAddress, OLD_PASSWORD, 'orbitkettle');
    expect(weak.body.error_type).toBe('weak_password');
    const breached = await change(organization.organizationId, member.emailAddress, OLD_PASSWORD, 'qwerty');
    expect(breached.body.error_type).toBe('breached_password');
    expect(await failedCount(member.memberId)).toBe(1);
    expect((await authenticate(organization.organizationId, member.emailAddress, OLD_PASSWORD)).status).toBe(200);
  });

  it('does not let a breached current password replace itself: that needs a reset by email', async () => {
    const { organization, member } = await memberWithPassword('password123');
    const res = await change(organization.organizationId, member.emailAddress, 'password123', NEW_PASSWORD);
    expect(res.status).toBe(400);
    expect(res.body.error_type).toBe('breached_password');
    expect((await authenticate(organization.organizationId, member.emailAddress, NEW_PASSWORD)).status).toBe(401);
  });

  it('validates the request', async () => {
    const { organization } = await memberWithPassword();
    expect((await change(organization.organizationId, 'bad email', OLD_PASSWORD, NEW_PASSWORD)).body.error_type).toBe(
      'invalid_email',
    );
    const missing = await sdk(ctx, 'POST', '/b2b/passwords/existing_password/reset', {
      organization_id: organization.organizationId,
    });
    expect(missing.body).toMatchObject({ status_code: 400, error_type: 'bad_request' });
  });
});

describe('reset by session', () => {
  const resetBySession = (password: string, sessionToken?: string) =>
    sdk(ctx, 'POST', '/b2b/passwords/session/reset', { password }, sessionToken ? { sessionToken } : {});

  it('sets the password, keeps the current session and ends the others', async () => {
    const { organization, member } = await memberWithPassword();
    const current = await logIn(ctx, member.emailAddress, organization.organizationId);
    const other = await logIn(ctx, member.emailAddress, organization.organizationId);
    const res = await resetBySession(NEW_PASSWORD, current.sessionToken);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      member: { member_id: member.memberId, member_password_id: expect.stringMatching(/^member-password-test-/) },
      organization: { organization_id: organization.organizationId },
      member_session: { member_session_id: current.data.member_session.member_session_id },
      session_token: current.sessionToken,
      session_jwt: expect.stringMatching(/^ey/),
    });
    expect(res.data.member_session.authentication_factors.map((f: { type: string }) => f.type)).toEqual([
      'email_otp',
      'password',
    ]);
    expect(await isLive(current.sessionToken)).toBe(true);
    expect(await isLive(other.sessionToken)).toBe(false);
    expect((await authenticate(organization.organizationId, member.emailAddress, NEW_PASSWORD)).status).toBe(200);
    expect((await authenticate(organization.organizationId, member.emailAddress, OLD_PASSWORD)).status).toBe(401);
  });

  it('gives a member without a password their first one', async () => {
    const { organization, admin } = await seedOrganization(ctx);
    const session = await logIn(ctx, admin.emailAddress, organization.organizationId);
    expect((await resetBySession(NEW_PASSWORD, session.sessionToken)).status).toBe(200);
    expect((await authenticate(organization.organizationId, admin.emailAddress, NEW_PASSWORD)).status).toBe(200);
  });

  it('needs a session that proved a factor in the last 5 minutes', async () => {
    const { organization, member } = await memberWithPassword();
    const session = await logIn(ctx, member.emailAddress, organization.organizationId);
    const stale = new Date(Date.now() - 6 * 60_000).toISOString();
    const factors = session.data.member_session.authentication_factors.map((f: object) => ({
      ...f,
      last_authenticated_at: stale,
    }));
    await ctx.services.identity.db
      .update(identitySessions)
      .set({ authenticationFactors: factors })
      .where(eq(identitySessions.memberSessionId, session.data.member_session.member_session_id));
    const res = await resetBySession(NEW_PASSWORD, session.sessionToken);
    expect(res.status).toBe(403);
    expect(res.body.error_type).toBe('unauthorized_action');
    expect((await authenticate(organization.organizationId, member.emailAddress, OLD_PASSWORD)).status).toBe(200);
  });

  it('needs a live session and a strong password', async () => {
    const noSession = await resetBySession(NEW_PASSWORD);
    expect(noSession).toMatchObject({ status: 401, body: { error_type: 'user_unauthenticated' } });
    expect((await resetBySession(NEW_PASSWORD, 'not-a-session')).body.error_type).toBe('session_not_found');
    const { organization, member } = await memberWithPassword();
    const session = await logIn(ctx, member.emailAddress, organization.organizationId);
    expect((await resetBySession('qwerty', session.sessionToken)).body.error_type).toBe('breached_password');
    expect((await resetBySession('orbitkettle', session.sessionToken)).body.error_type).toBe('weak_password');
    const local = member.emailAddress.split('@')[0];
    expect((await resetBySession(`${local}-Harbor-42`, session.sessionToken)).body.error_type).toBe('weak_password');
    expect((await authenticate(organization.organizationId, member.emailAddress, OLD_PASSWORD)).status).toBe(200);
  });
});
