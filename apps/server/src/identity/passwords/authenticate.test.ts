import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  discoveryIst,
  failedAttempts,
  sdk,
  seedMember,
  seedOrganization,
  setFailedAttempts,
  uniqueEmail,
} from '../../../test/identity.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { identityMembers } from '../schema.js';
import { hashPassword } from './hashing.js';

const PASSWORD = 'violet-Harbor-42-lantern';

let ctx: TestContext;
let attempts: number;
beforeAll(async () => {
  // A low cap keeps the argon2 work of the lockout tests small.
  ctx = await createTestApp({ IDENTITY_LOCKOUT_ATTEMPTS: '3' });
  attempts = ctx.services.identity.config.identity.lockout.attempts;
});
afterAll(() => ctx.close());

async function memberWithPassword(password = PASSWORD, values: Partial<typeof identityMembers.$inferInsert> = {}) {
  const { organization } = await seedOrganization(ctx);
  const member = await seedMember(ctx, organization.organizationId, { passwordHash: await hashPassword(password), ...values });
  return { organization, member };
}

const authenticate = (organizationId: string, email: string, password: string, extra: Record<string, unknown> = {}) =>
  sdk(ctx, 'POST', '/b2b/passwords/authenticate', { organization_id: organizationId, email_address: email, password, ...extra });

const readMember = async (memberId: string) =>
  (await ctx.services.identity.db.select().from(identityMembers).where(eq(identityMembers.memberId, memberId)))[0];

describe('logging in with a password', () => {
  it('returns the done form of the wire contract with a password factor', async () => {
    const { organization, member } = await memberWithPassword();
    const res = await authenticate(organization.organizationId, member.emailAddress.toUpperCase(), PASSWORD, {
      session_duration_minutes: 60,
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      member_id: member.memberId,
      organization_id: organization.organizationId,
      member_authenticated: true,
      intermediate_session_token: '',
      mfa_required: null,
      primary_required: null,
      session_token: expect.any(String),
      session_jwt: expect.stringMatching(/^ey/),
      member: { member_id: member.memberId, member_password_id: '' },
      organization: { organization_id: organization.organizationId },
    });
    expect(res.data.member_session.authentication_factors).toEqual([
      { type: 'password', delivery_method: 'knowledge', last_authenticated_at: expect.any(String) },
    ]);
    const me = await sdk(ctx, 'POST', '/b2b/sessions/authenticate', {}, { sessionToken: res.data.session_token });
    expect(me.status).toBe(200);
  });

  it('makes a 30-minute session when the call gives no duration', async () => {
    const { organization, member } = await memberWithPassword();
    const res = await authenticate(organization.organizationId, member.emailAddress, PASSWORD);
    const { started_at, expires_at } = res.data.member_session;
    expect(Date.parse(expires_at) - Date.parse(started_at)).toBe(30 * 60_000);
  });

  it('adds the factors of an IST of the same address and ignores a foreign one', async () => {
    const { organization, member } = await memberWithPassword();
    const own = await authenticate(organization.organizationId, member.emailAddress, PASSWORD, {
      intermediate_session_token: await discoveryIst(ctx, member.emailAddress),
    });
    expect(own.data.member_session.authentication_factors.map((f: { type: string }) => f.type)).toEqual([
      'email_otp',
      'password',
    ]);
    const foreign = await authenticate(organization.organizationId, member.emailAddress, PASSWORD, {
      intermediate_session_token: await discoveryIst(ctx, uniqueEmail()),
    });
    expect(foreign.status).toBe(200);
    expect(foreign.data.member_session.authentication_factors.map((f: { type: string }) => f.type)).toEqual(['password']);
  });

  it('stops at the MFA step when the organization requires it', async () => {
    const { organization } = await seedOrganization(ctx, { mfaPolicy: 'REQUIRED_FOR_ALL' });
    const member = await seedMember(ctx, organization.organizationId, { passwordHash: await hashPassword(PASSWORD) });
    const res = await authenticate(organization.organizationId, member.emailAddress, PASSWORD);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ member_authenticated: false, member_session: null, session_token: '' });
    expect(res.data.intermediate_session_token).not.toBe('');
    expect(res.data.mfa_required).toEqual({ member_options: null, secondary_auth_initiated: null });
  });
});

describe('refusing a login', () => {
  it('answers a wrong password, an unknown address and a member without a password alike', async () => {
    const { organization, member } = await memberWithPassword();
    const noPassword = await seedMember(ctx, organization.organizationId);
    const invited = await seedMember(ctx, organization.organizationId, {
      status: 'invited',
      passwordHash: await hashPassword(PASSWORD),
    });
    for (const [email, password] of [
      [member.emailAddress, 'violet-Harbor-42-lanterns'],
      [uniqueEmail(), PASSWORD],
      [noPassword.emailAddress, PASSWORD],
      [invited.emailAddress, PASSWORD],
    ] as const) {
      const res = await authenticate(organization.organizationId, email, password);
      expect(res.status, email).toBe(401);
      expect(res.body).toMatchObject({ error_type: 'unauthorized_credentials', error_message: 'Unauthorized credentials.' });
    }
    expect(await failedAttempts(ctx, member.memberId)).toBe(1);
  });

  it('does not log in to another organization of the same address', async () => {
    const { member } = await memberWithPassword();
    const { organization: other } = await seedOrganization(ctx);
    await seedMember(ctx, other.organizationId, { emailAddress: member.emailAddress });
    const res = await authenticate(other.organizationId, member.emailAddress, PASSWORD);
    expect(res.body.error_type).toBe('unauthorized_credentials');
  });

  it('forces a reset when the stored password is breached, only for whoever knows it', async () => {
    const { organization, member } = await memberWithPassword('password123');
    const wrong = await authenticate(organization.organizationId, member.emailAddress, 'password1234');
    expect(wrong.body.error_type).toBe('unauthorized_credentials');
    const right = await authenticate(organization.organizationId, member.emailAddress, 'password123');
    expect(right.status).toBe(400);
    expect(right.body.error_type).toBe('breached_password');
    expect(right.body.error_message).toBe('Password appears in the list of breached passwords and must be reset.');
    expect(await readMember(member.memberId)).toMatchObject({ passwordResetRequired: true });
    expect(await failedAttempts(ctx, member.memberId)).toBe(0);
  });

  it('refuses a strong password flagged for reset', async () => {
    const { organization, member } = await memberWithPassword(PASSWORD, { passwordResetRequired: true });
    const res = await authenticate(organization.organizationId, member.emailAddress, PASSWORD);
    expect(res.body.error_type).toBe('breached_password');
  });

  it('validates the request', async () => {
    const { organization, member } = await memberWithPassword();
    const badEmail = await authenticate(organization.organizationId, 'not-an-email', PASSWORD);
    expect(badEmail.status).toBe(400);
    expect(badEmail.body).toMatchObject({ error_type: 'invalid_email', error_message: 'Email format is invalid.' });
    const missing = await sdk(ctx, 'POST', '/b2b/passwords/authenticate', { organization_id: organization.organizationId });
    expect(missing.status).toBe(400);
    expect(missing.body.error_type).toBe('bad_request');
    expect(missing.body).not.toHaveProperty('body');
    const shortSession = await authenticate(organization.organizationId, member.emailAddress, PASSWORD, {
      session_duration_minutes: 1,
    });
    expect(shortSession.body.error_type).toBe('invalid_session_duration');
    const noOrg = await authenticate('organization-test-missing', member.emailAddress, PASSWORD);
    expect(noOrg.body.error_type).toBe('organization_not_found');
  });
});

describe('lockout', () => {
  it(`locks after the configured number of failures, even for the right password`, async () => {
    const { organization, member } = await memberWithPassword();
    for (let i = 0; i < attempts; i += 1) {
      const res = await authenticate(organization.organizationId, member.emailAddress, `wrong-${i}`);
      expect(res.body.error_type).toBe('unauthorized_credentials');
    }
    const locked = await authenticate(organization.organizationId, member.emailAddress, PASSWORD);
    expect(locked.status).toBe(401);
    expect(locked.body).toMatchObject({ error_type: 'user_lock_limit_reached' });
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await failedAttempts(ctx, member.memberId)).toBeGreaterThanOrEqual(attempts);
  });

  it('lets the member in again once the lock has expired, and clears the count', async () => {
    const { organization, member } = await memberWithPassword();
    for (let i = 0; i < attempts; i += 1) await authenticate(organization.organizationId, member.emailAddress, `wrong-${i}`);
    expect((await authenticate(organization.organizationId, member.emailAddress, PASSWORD)).body.error_type).toBe(
      'user_lock_limit_reached',
    );
    // The lock ends an hour (IDENTITY_LOCKOUT_MINUTES) after the last failure.
    await setFailedAttempts(ctx, member.memberId, { count: attempts, lastFailureAt: new Date(Date.now() - 2 * 60 * 60_000) });
    const res = await authenticate(organization.organizationId, member.emailAddress, PASSWORD);
    expect(res.status).toBe(200);
    expect(await failedAttempts(ctx, member.memberId)).toBe(0);
  });

  it('a right password before the cap resets the count', async () => {
    const { organization, member } = await memberWithPassword();
    for (let i = 0; i < attempts - 1; i += 1) await authenticate(organization.organizationId, member.emailAddress, `wrong-${i}`);
    expect((await authenticate(organization.organizationId, member.emailAddress, PASSWORD)).status).toBe(200);
    for (let i = 0; i < attempts - 1; i += 1) await authenticate(organization.organizationId, member.emailAddress, `wrong-${i}`);
    expect((await authenticate(organization.organizationId, member.emailAddress, PASSWORD)).status).toBe(200);
  });

  it('holds under a concurrent burst: no more guesses are checked than the cap', async () => {
    const { organization, member } = await memberWithPassword();
    const burst = await Promise.all(
      Array.from({ length: attempts * 3 }, (_, i) =>
        authenticate(organization.organizationId, member.emailAddress, `burst-${i}`),
      ),
    );
    const checked = burst.filter((r) => r.body.error_type === 'unauthorized_credentials').length;
    const refused = burst.filter((r) => r.body.error_type === 'user_lock_limit_reached').length;
    expect(checked + refused).toBe(attempts * 3);
    expect(checked).toBeLessThanOrEqual(attempts);
    expect(await failedAttempts(ctx, member.memberId)).toBeGreaterThanOrEqual(attempts);
    const right = await authenticate(organization.organizationId, member.emailAddress, PASSWORD);
    expect(right.body.error_type).toBe('user_lock_limit_reached');
  });
});
