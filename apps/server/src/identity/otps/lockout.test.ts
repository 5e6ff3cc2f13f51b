import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, otherCode, waitForMail } from '../../../test/email-support.js';
import { failedAttempts, sdk, seedMember, seedOrganization, setFailedAttempts } from '../../../test/identity.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

const LOCKOUT_ATTEMPTS = 3;
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ IDENTITY_RATE_LIMIT_IP_PER_MINUTE: '100000', IDENTITY_LOCKOUT_ATTEMPTS: String(LOCKOUT_ATTEMPTS) });
});
afterAll(() => ctx.close());

async function memberWithCode() {
  const { organization } = await seedOrganization(ctx);
  const member = await seedMember(ctx, organization.organizationId);
  const body = { email_address: member.emailAddress, organization_id: organization.organizationId };
  expect((await sdk(ctx, 'POST', '/b2b/otps/email/login_or_signup', body)).status).toBe(200);
  const code = codeIn(await waitForMail(ctx, member.emailAddress));
  const attempt = (guess: string) => sdk(ctx, 'POST', '/b2b/otps/email/authenticate', { ...body, code: guess });
  return { member, code, attempt };
}

describe('wrong passcodes count towards the member lockout', () => {
  it('locks the member after too many wrong codes: even the right code is refused', async () => {
    const { member, code, attempt } = await memberWithCode();
    for (let i = 0; i < LOCKOUT_ATTEMPTS; i += 1)
      expect((await attempt(otherCode(code))).body.error_type).toBe('otp_code_not_found');

    const locked = await attempt(code);
    expect(locked.status).toBe(401);
    expect(locked.body.error_type).toBe('user_lock_limit_reached');
    expect(await failedAttempts(ctx, member.memberId)).toBe(LOCKOUT_ATTEMPTS);
  });

  it('lets the member in again once the lock has expired, and resets the count on success', async () => {
    const { member, code, attempt } = await memberWithCode();
    const lockMinutes = ctx.services.identity.config.identity.lockout.minutes;
    await setFailedAttempts(ctx, member.memberId, {
      count: LOCKOUT_ATTEMPTS,
      lastFailureAt: new Date(Date.now() - lockMinutes * 60_000 - 1000),
    });
    expect((await attempt(code)).status).toBe(200);
    expect(await failedAttempts(ctx, member.memberId)).toBe(0);
  });

  it('does not count a malformed code as a failed authentication', async () => {
    const { member, code, attempt } = await memberWithCode();
    for (let i = 0; i < LOCKOUT_ATTEMPTS; i += 1) expect((await attempt('12ab')).body.error_type).toBe('invalid_code');
    expect(await failedAttempts(ctx, member.memberId)).toBe(0);
    expect((await attempt(code)).status).toBe(200);
  });
});
