import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, failedAttempts, passwordMember, setFailedAttempts } from '../../test/identity.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { DELAY_AFTER_FAILURES, delayAfter, MAX_DELAY_SECONDS } from './lockout.js';

const PASSWORD = 'violet-Harbor-42-lantern';
const STRANGER = '203.0.113.66';
const VICTIM = '198.51.100.7';

let ctx: TestContext;
let attempts: number;
beforeAll(async () => {
  // The deployment's defaults: ten failures, an hour, a delay from 1 s doubling.
  ctx = await createTestApp({ IDENTITY_LOCKOUT_DELAY_SECONDS: '1' });
  attempts = ctx.services.identity.config.identity.lockout.attempts;
});
afterAll(() => ctx.close());

const memberWithPassword = () => passwordMember(ctx, PASSWORD);

describe('lockout per member and source', () => {
  it('slows a guessing address down with a growing delay (429 with Retry-After), and not the member elsewhere', async () => {
    const { member, login } = await memberWithPassword();
    for (let i = 0; i < DELAY_AFTER_FAILURES; i += 1)
      expect((await login(`wrong-${i}`, STRANGER)).type).toBe('unauthorized_credentials');
    const early = await login('wrong-now', STRANGER);
    expect(early).toMatchObject({ status: 429, type: 'too_many_requests' });
    // The early try counted too: the wait has doubled.
    expect(Number(early.retryAfter)).toBe(delayAfter(DELAY_AFTER_FAILURES + 1, 1));
    expect(await failedAttempts(ctx, member.memberId, STRANGER)).toBe(DELAY_AFTER_FAILURES + 1);
    // Even the right password waits its turn at the guessing address...
    expect((await login(PASSWORD, STRANGER)).status).toBe(429);
    // ...while the member signs in from their own address at once.
    expect((await login(PASSWORD, VICTIM)).status).toBe(200);
  });

  it('a stranger who exhausts the attempts locks out only their own address', async () => {
    const { member, login } = await memberWithPassword();
    await setFailedAttempts(ctx, member.memberId, { count: attempts, lastFailureAt: new Date() }, STRANGER);
    const locked = await login(PASSWORD, STRANGER);
    expect(locked).toMatchObject({ status: 401, type: 'user_lock_limit_reached' });
    expect(Number(locked.retryAfter)).toBeGreaterThan(3000); // until an hour after the last failure
    const victim = await login(PASSWORD, VICTIM);
    expect(victim.status).toBe(200);
    // The member's success does not lift the stranger's lock.
    expect((await login(PASSWORD, STRANGER)).type).toBe('user_lock_limit_reached');
  });

  it('the same holds for passcodes: another address is not refused', async () => {
    const { member } = await memberWithPassword();
    const organizationId = member.organizationId;
    await setFailedAttempts(ctx, member.memberId, { count: attempts, lastFailureAt: new Date() }, STRANGER);
    const tryCode = (from: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/sdk/v1/b2b/otps/email/authenticate',
        remoteAddress: from,
        headers: { authorization: basicAuth(ctx), 'content-type': 'application/json' },
        payload: { organization_id: organizationId, email_address: member.emailAddress, code: '000000' },
      });
    expect((await tryCode(STRANGER)).json().error_type).toBe('user_lock_limit_reached');
    expect((await tryCode(VICTIM)).json().error_type).toBe('otp_code_not_found');
  });

  it('the delay doubles per failure from the first one past the free ones, up to a cap', () => {
    expect(delayAfter(DELAY_AFTER_FAILURES - 1, 1)).toBe(0);
    expect(delayAfter(DELAY_AFTER_FAILURES, 1)).toBe(1);
    expect(delayAfter(DELAY_AFTER_FAILURES + 1, 1)).toBe(2);
    expect(delayAfter(DELAY_AFTER_FAILURES + 3, 1)).toBe(8);
    expect(delayAfter(DELAY_AFTER_FAILURES + 30, 1)).toBe(MAX_DELAY_SECONDS);
    expect(delayAfter(DELAY_AFTER_FAILURES + 3, 0)).toBe(0);
  });
});
