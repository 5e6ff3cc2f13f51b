import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { primaryLogin, sdk, seedMember, seedOrganization } from '../../../test/identity.js';
import { awayFromStepEdge, smsCodeTo, totpCode, uniquePhone } from '../../../test/mfa-support.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { identitySmsCodes } from '../schema.js';

/** Who may not do what with second factors: replays, reuse, guessing, other organizations. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ IDENTITY_LOCKOUT_ATTEMPTS: '100' });
});
afterAll(() => ctx.close());

async function atMfaStep() {
  const { organization } = await seedOrganization(ctx, { mfaPolicy: 'REQUIRED_FOR_ALL' });
  const member = await seedMember(ctx, organization.organizationId);
  const target = { organization_id: organization.organizationId, member_id: member.memberId };
  const login = async () => (await primaryLogin(ctx, member.emailAddress, organization.organizationId)).ist;
  return { organization, member, target, login };
}

async function enrolled() {
  const step = await atMfaStep();
  const ist = await step.login();
  const created = await sdk(ctx, 'POST', '/b2b/totp', { ...step.target, intermediate_session_token: ist });
  // Enrolled with the code of two steps ago's neighbour: the step before now, so the tests below
  // can use the current and next steps.
  const done = await sdk(ctx, 'POST', '/b2b/totp/authenticate', {
    ...step.target,
    intermediate_session_token: ist,
    code: totpCode(created.data.secret, Date.now() - 30_000),
    session_duration_minutes: 60,
  });
  expect(done.status).toBe(200);
  return { ...step, secret: created.data.secret as string, codes: created.data.recovery_codes as string[] };
}

const totpAuth = (target: Record<string, string>, ist: string, code: string) =>
  sdk(ctx, 'POST', '/b2b/totp/authenticate', { ...target, intermediate_session_token: ist, code, session_duration_minutes: 60 });

describe('MFA security', () => {
  it('refuses a replayed authenticator code (same code, second login)', async () => {
    await awayFromStepEdge();
    const { target, login, secret } = await enrolled();
    const code = totpCode(secret);
    expect((await totpAuth(target, await login(), code)).status).toBe(200);
    const replay = await totpAuth(target, await login(), code);
    expect(replay.status).toBe(404);
    expect(replay.body.error_type).toBe('otp_code_not_found');
  });

  it("refuses the previous window's code used twice, and once a newer code was accepted", async () => {
    await awayFromStepEdge();
    const step = await atMfaStep();
    const ist = await step.login();
    const created = await sdk(ctx, 'POST', '/b2b/totp', { ...step.target, intermediate_session_token: ist });
    const secret = created.data.secret as string;
    const previous = totpCode(secret, Date.now() - 30_000);
    expect((await totpAuth(step.target, ist, previous)).status).toBe(200);
    expect((await totpAuth(step.target, await step.login(), previous)).body.error_type).toBe('otp_code_not_found');
    expect((await totpAuth(step.target, await step.login(), totpCode(secret))).status).toBe(200);
    // After the current window's code, the previous window's (different) code is older: refused.
    const older = await atMfaStep();
    const olderIst = await older.login();
    const c2 = await sdk(ctx, 'POST', '/b2b/totp', { ...older.target, intermediate_session_token: olderIst });
    expect((await totpAuth(older.target, olderIst, totpCode(c2.data.secret))).status).toBe(200);
    const late = await totpAuth(older.target, await older.login(), totpCode(c2.data.secret, Date.now() - 30_000));
    expect(late.body.error_type).toBe('otp_code_not_found');
  });

  it('lets only one of two concurrent uses of one code through', async () => {
    await awayFromStepEdge();
    const { target, login, secret } = await enrolled();
    const code = totpCode(secret);
    const [a, b] = await Promise.all([totpAuth(target, await login(), code), totpAuth(target, await login(), code)]);
    expect([a.status, b.status].sort()).toEqual([200, 404]);
  });

  it('refuses a recovery code used a second time, even concurrently', async () => {
    await awayFromStepEdge();
    const { target, login, codes } = await enrolled();
    const recover = async (code: string | undefined) =>
      sdk(ctx, 'POST', '/b2b/recovery_codes/recover', {
        ...target,
        intermediate_session_token: await login(),
        recovery_code: code,
        session_duration_minutes: 60,
      });
    expect((await recover(codes[0])).status).toBe(200);
    expect((await recover(codes[0])).body.error_type).toBe('recovery_code_not_found');
    const both = await Promise.all([recover(codes[1]), recover(codes[1])]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 404]);
  });

  it('caps SMS attempts per code: after 5 wrong codes even the right one is refused', async () => {
    const { target, login } = await atMfaStep();
    const ist = await login();
    const phone = uniquePhone();
    await sdk(ctx, 'POST', '/b2b/otps/sms/send', { ...target, intermediate_session_token: ist, mfa_phone_number: phone });
    const right = await smsCodeTo(ctx, phone);
    const wrong = right === '000000' ? '111111' : '000000';
    const attempt = (code: string) =>
      sdk(ctx, 'POST', '/b2b/otps/sms/authenticate', {
        ...target,
        intermediate_session_token: ist,
        code,
        session_duration_minutes: 60,
      });
    for (let i = 0; i < 5; i++) expect((await attempt(wrong)).body.error_type).toBe('otp_code_not_found');
    expect((await attempt(right)).body.error_type).toBe('otp_code_not_found');
  });

  it('holds the SMS cap under a concurrent burst of wrong codes', async () => {
    const { target, login } = await atMfaStep();
    const ist = await login();
    const phone = uniquePhone();
    await sdk(ctx, 'POST', '/b2b/otps/sms/send', { ...target, intermediate_session_token: ist, mfa_phone_number: phone });
    const right = await smsCodeTo(ctx, phone);
    const wrongs = Array.from({ length: 12 }, (_, i) => String((Number(right) + i + 1) % 1_000_000).padStart(6, '0'));
    const results = await Promise.all(
      wrongs.map((code) =>
        sdk(ctx, 'POST', '/b2b/otps/sms/authenticate', {
          ...target,
          intermediate_session_token: ist,
          code,
          session_duration_minutes: 60,
        }),
      ),
    );
    // Every one is refused (docs/identity.md, second factors): a wrong code; the intermediate
    // session ended by too many wrong codes; or, once the member's failures reach the member-wide
    // cap mid-burst (PostgreSQL runs the burst truly at once), that cap's delay. Never a session.
    const refusals = ['404:otp_code_not_found', '404:intermediate_session_not_found', '429:too_many_requests'];
    const outcomes = results.map((r) => `${r.status}:${r.body.error_type}`);
    expect(outcomes.filter((o) => !refusals.includes(o))).toEqual([]);
    expect(outcomes.filter((o) => o === '404:otp_code_not_found').length).toBeGreaterThanOrEqual(5);
    const [row] = await ctx.services.identity.db
      .select({ attempts: identitySmsCodes.attempts })
      .from(identitySmsCodes)
      .where(eq(identitySmsCodes.memberId, target.member_id));
    expect(row?.attempts).toBe(5);
  });

  it('counts wrong authenticator codes towards the lockout', async () => {
    const strict = await createTestApp({ IDENTITY_LOCKOUT_ATTEMPTS: '3' });
    try {
      const { organization } = await seedOrganization(strict, { mfaPolicy: 'REQUIRED_FOR_ALL' });
      const member = await seedMember(strict, organization.organizationId);
      const target = { organization_id: organization.organizationId, member_id: member.memberId };
      const { ist } = await primaryLogin(strict, member.emailAddress, organization.organizationId);
      await sdk(strict, 'POST', '/b2b/totp', { ...target, intermediate_session_token: ist });
      const guess = () =>
        sdk(strict, 'POST', '/b2b/totp/authenticate', { ...target, intermediate_session_token: ist, code: '000000' });
      for (let i = 0; i < 3; i++) await guess();
      const locked = await guess();
      expect(locked.status).toBe(401);
      expect(locked.body.error_type).toBe('user_lock_limit_reached');
    } finally {
      await strict.close();
    }
  });

  it("refuses an IST from another organization's login, even for the same email address", async () => {
    const a = await atMfaStep();
    const { organization: other } = await seedOrganization(ctx, { mfaPolicy: 'REQUIRED_FOR_ALL' });
    const twin = await seedMember(ctx, other.organizationId, { emailAddress: a.member.emailAddress });
    const foreignIst = (await primaryLogin(ctx, twin.emailAddress, other.organizationId)).ist;
    for (const [path, extra] of [
      ['/b2b/totp', {}],
      ['/b2b/otps/sms/send', { mfa_phone_number: uniquePhone() }],
      ['/b2b/recovery_codes/recover', { recovery_code: 'aaaa-bbbb-cccc', session_duration_minutes: 60 }],
    ] as const) {
      const res = await sdk(ctx, 'POST', path, { ...a.target, ...extra, intermediate_session_token: foreignIst });
      expect(res.status, path).toBe(403);
      expect(res.body.error_type).toBe('unauthorized_action');
    }
  });
});
