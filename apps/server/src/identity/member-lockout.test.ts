import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waitForMail } from '../../test/email-support.js';
import { basicAuth, passwordMember, primaryLogin, sdk, seedMember, seedOrganization } from '../../test/identity.js';
import { awayFromStepEdge, totpCode } from '../../test/mfa-support.js';
import { createTestApp, type TestContext } from '../../test/test-app.js';
import { emailOutbox } from '../platform/mail/schema.js';
import {
  type FactorKind,
  MAX_MEMBER_DELAY_SECONDS,
  MEMBER_DELAY_AFTER_FAILURES,
  memberFailures,
  memberKey,
  NOTIFY_AFTER_FAILURES,
} from './member-failures.js';
import { IST_MAX_WRONG_CODES } from './mfa/caller.js';

// Issue 37, finding 4: guesses from many addresses (cheap with IPv6) are capped per member, with
// delays a stranger cannot turn into a lockout; an IST dies after a few wrong codes; the member
// hears of a burst once. Every request comes from its own loopback address (inject's remoteAddress,
// which the per-address lockout reads as the caller's address).

const PASSWORD = 'violet-Harbor-42-lantern';
/** The first member-wide delay in this app: long enough that no test outruns it on a slow machine. */
const DELAY_SECONDS = 30;
let nextHost = 2;
/** A loopback address no earlier request of this file used. */
const freshAddress = () => `127.0.${Math.floor(nextHost / 250)}.${(nextHost++ % 250) + 2}`;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ IDENTITY_LOCKOUT_DELAY_SECONDS: String(DELAY_SECONDS) });
});
afterAll(() => ctx.close());

/** Moves a member-wide streak's last failure into the past, as if `seconds` had gone by. */
async function age(memberId: string, kind: FactorKind, seconds: number) {
  await ctx.services.identity.db.execute(
    sql`update identity_rate_limits set window_start = window_start - make_interval(secs => ${seconds}) where key = ${memberKey(memberId, kind)}`,
  );
}

const outboxTo = (address: string) =>
  ctx.services.identity.db.select({ subject: emailOutbox.subject }).from(emailOutbox).where(eq(emailOutbox.to, address));

const memberWithPassword = () => passwordMember(ctx, PASSWORD);

describe('the member-wide cap on passwords', () => {
  it('slows guesses from many addresses down, for a while only, and emails the member once', async () => {
    const { member, login } = await memberWithPassword();
    for (let i = 0; i < MEMBER_DELAY_AFTER_FAILURES; i += 1) {
      expect((await login(`wrong-${i}`, freshAddress())).type, `guess ${i + 1}`).toBe('unauthorized_credentials');
    }
    // One failure per address: no address is locked, yet the next guess, from yet another, waits.
    const early = await login('wrong-again', freshAddress());
    expect(early).toMatchObject({ status: 429, type: 'too_many_requests' });
    expect(Number(early.retryAfter)).toBeGreaterThan(0);
    expect(Number(early.retryAfter)).toBeLessThanOrEqual(DELAY_SECONDS);
    // The right password waits too, from the member's own address, but only that long:
    const own = freshAddress();
    const waiting = await login(PASSWORD, own);
    expect(waiting).toMatchObject({ status: 429, type: 'too_many_requests' });
    expect(Number(waiting.retryAfter)).toBeLessThanOrEqual(MAX_MEMBER_DELAY_SECONDS);
    // Early tries counted nothing, so once the delay is over the member signs in.
    expect(await memberFailures(ctx.services.identity, member.memberId, 'primary')).toBe(MEMBER_DELAY_AFTER_FAILURES);
    await age(member.memberId, 'primary', DELAY_SECONDS + 1);
    expect((await login(PASSWORD, own)).status).toBe(200);
    expect(await memberFailures(ctx.services.identity, member.memberId, 'primary')).toBe(0);

    // Past NOTIFY_AFTER_FAILURES failures the member was told, once for the whole burst.
    expect(NOTIFY_AFTER_FAILURES).toBeLessThan(MEMBER_DELAY_AFTER_FAILURES);
    const mail = await waitForMail(ctx, member.emailAddress);
    expect(mail.subject).toMatch(/Failed sign-in attempts/);
    expect(await outboxTo(member.emailAddress)).toHaveLength(1);
  });

  it('lets a stranger keep the member waiting one delay at most, never locked', async () => {
    const { member, login } = await memberWithPassword();
    for (let i = 0; i < MEMBER_DELAY_AFTER_FAILURES + 3; i += 1) {
      await age(member.memberId, 'primary', MAX_MEMBER_DELAY_SECONDS + 1);
      expect((await login(`wrong-${i}`, freshAddress())).type).toBe('unauthorized_credentials');
    }
    // Hammering during the delay changes nothing: the wait stays within the cap...
    for (let i = 0; i < 5; i += 1) expect((await login(`wrong-more-${i}`, freshAddress())).status).toBe(429);
    const waiting = await login(PASSWORD, freshAddress());
    expect(Number(waiting.retryAfter)).toBeLessThanOrEqual(MAX_MEMBER_DELAY_SECONDS);
    // ...and after it the right password works.
    await age(member.memberId, 'primary', MAX_MEMBER_DELAY_SECONDS + 1);
    expect((await login(PASSWORD, freshAddress())).status).toBe(200);
  });
});

describe('second factors', () => {
  async function atTotpStep() {
    const { organization } = await seedOrganization(ctx, { mfaPolicy: 'REQUIRED_FOR_ALL' });
    const member = await seedMember(ctx, organization.organizationId);
    const target = { organization_id: organization.organizationId, member_id: member.memberId };
    const login = async () => (await primaryLogin(ctx, member.emailAddress, organization.organizationId)).ist;
    const ist = await login();
    const created = await sdk(ctx, 'POST', '/b2b/totp', { ...target, intermediate_session_token: ist });
    expect(created.status).toBe(200);
    const secret = created.data.secret as string;
    const totp = (token: string, code: string, from: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/sdk/v1/b2b/totp/authenticate',
        remoteAddress: from,
        headers: { authorization: basicAuth(ctx), 'content-type': 'application/json' },
        payload: { ...target, intermediate_session_token: token, code, session_duration_minutes: 60 },
      });
    /** A code no step near now accepts. */
    const wrongCode = () => {
      const valid = new Set([-30_000, 0, 30_000].map((d) => totpCode(secret, Date.now() + d)));
      for (let n = 0; ; n += 1) {
        const code = String(n).padStart(6, '0');
        if (!valid.has(code)) return code;
      }
    };
    return { member, ist, login, secret, totp, wrongCode };
  }

  it('ends an intermediate session after a few wrong codes, whatever the addresses they come from', async () => {
    await awayFromStepEdge();
    const { ist, secret, totp, wrongCode } = await atTotpStep();
    // IST_MAX_WRONG_CODES wrong codes, and the one after them, each from a new address.
    for (let i = 0; i <= IST_MAX_WRONG_CODES; i += 1) {
      const res = await totp(ist, wrongCode(), freshAddress());
      expect(res.json().error_type, `wrong code ${i + 1}`).toBe('otp_code_not_found');
    }
    const right = await totp(ist, totpCode(secret), freshAddress());
    expect(right.statusCode).toBe(404);
    expect(right.json().error_type).toBe('intermediate_session_not_found');
  });

  it('counts wrong codes per member across logins: a fresh IST does not start afresh', async () => {
    await awayFromStepEdge();
    const { member, ist, login, secret, totp, wrongCode } = await atTotpStep();
    let failures = 0;
    for (let token = ist; failures < MEMBER_DELAY_AFTER_FAILURES; token = await login()) {
      for (let i = 0; i < IST_MAX_WRONG_CODES && failures < MEMBER_DELAY_AFTER_FAILURES; i += 1, failures += 1) {
        expect((await totp(token, wrongCode(), freshAddress())).json().error_type).toBe('otp_code_not_found');
      }
    }
    const waiting = await totp(await login(), totpCode(secret), freshAddress());
    expect(waiting.statusCode).toBe(429);
    expect(waiting.json().error_type).toBe('too_many_requests');
    // New logins (new ISTs) did not clear the second-factor count.
    expect(await memberFailures(ctx.services.identity, member.memberId, 'second')).toBe(MEMBER_DELAY_AFTER_FAILURES);
    await age(member.memberId, 'second', DELAY_SECONDS + 1);
    expect((await totp(await login(), totpCode(secret), freshAddress())).statusCode).toBe(200);
  });
});
