import { afterEach, describe, expect, it } from 'vitest';
import type { IdentityAdminClient } from './admin-client.js';
import { IST_COOKIE, readCookie } from './cookies.js';
import { UsageError } from './errors.js';
import { disposeClients, makeAdminClient } from './test-support/client.js';
import { ok, resetBrowser } from './test-support/fake-fetch.js';
import { doneResponse, member, mfaRequiredResponse, organization } from './test-support/fixtures.js';

afterEach(() => {
  disposeClients();
  resetBrowser();
});

const loose = <T>(value: unknown) => value as T;
const target = { organization_id: 'org-1', member_id: member.member_id };

/** A client half-way through a login: the IST of the primary step is in its cookie. */
async function atMfaStep(routes: Parameters<typeof makeAdminClient>[0]) {
  const made = makeAdminClient({ 'POST /b2b/passwords/authenticate': () => ok(mfaRequiredResponse('ist-mfa')), ...routes });
  await made.client.passwords.authenticate({ organization_id: 'org-1', email_address: 'ada@example.com', password: 'pw' });
  return made;
}

describe('second-factor calls', () => {
  it('totp.create and totp.authenticate send the IST; the session starts and the IST is dropped', async () => {
    const { client, server } = await atMfaStep({
      'POST /b2b/totp': () =>
        ok({ member_id: member.member_id, member, organization, secret: 'ABC', qr_code: 'data:', recovery_codes: [] }),
      'POST /b2b/totp/authenticate': () => ok(doneResponse()),
    });
    await client.totp.create(target);
    expect(server.calls.find((c) => c.path === '/b2b/totp')?.body).toEqual({ ...target, intermediate_session_token: 'ist-mfa' });
    await client.totp.authenticate({ ...target, code: '123456', set_mfa_enrollment: 'enroll' });
    expect(server.calls.find((c) => c.path === '/b2b/totp/authenticate')?.body).toEqual({
      ...target,
      code: '123456',
      set_mfa_enrollment: 'enroll',
      session_duration_minutes: 60,
      intermediate_session_token: 'ist-mfa',
    });
    expect(client.session.getSync()?.member_session_id).toBe('member-session-test-1');
    expect(readCookie(document, IST_COOKIE)).toBeUndefined();
  });

  it('otps.sms.send and authenticate, recoveryCodes.recover: the same IST, the session at the end', async () => {
    const { client, server } = await atMfaStep({
      'POST /b2b/otps/sms/send': () => ok({ member_id: member.member_id, member, organization }),
      'POST /b2b/recovery_codes/recover': () => ok({ ...doneResponse(), recovery_codes_remaining: 9 }),
    });
    await client.otps.sms.send({ ...target, mfa_phone_number: '+16505550123' });
    expect(server.calls.find((c) => c.path === '/b2b/otps/sms/send')?.body).toMatchObject({
      mfa_phone_number: '+16505550123',
      intermediate_session_token: 'ist-mfa',
    });
    const recovered = await client.recoveryCodes.recover({ ...target, recovery_code: 'abcd-efgh-ijkl' });
    expect(recovered.recovery_codes_remaining).toBe(9);
    expect(client.session.getSync()).not.toBeNull();
  });

  it('recoveryCodes.get and rotate with the session; memberFactors removes a factor by member id', async () => {
    const changed = { ...member, totp_registration_id: '' };
    const { client, server } = makeAdminClient({
      'POST /b2b/passwords/authenticate': () => ok(doneResponse()),
      'GET /b2b/recovery_codes': () => ok({ recovery_codes: ['a'] }),
      'POST /b2b/recovery_codes/rotate': () => ok({ recovery_codes: ['b'] }),
      [`DELETE /b2b/organizations/members/totp/${member.member_id}`]: () =>
        ok({ member_id: member.member_id, member: changed, organization }),
    });
    await client.passwords.authenticate({ organization_id: 'org-1', email_address: 'ada@example.com', password: 'pw' });
    expect((await client.recoveryCodes.get()).recovery_codes).toEqual(['a']);
    expect((await client.recoveryCodes.rotate()).recovery_codes).toEqual(['b']);
    const removed = await client.memberFactors.deleteMFATOTP(member.member_id);
    expect(removed.member.totp_registration_id).toBe('');
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toContain(
      `DELETE /b2b/organizations/members/totp/${member.member_id}`,
    );
  });
});

describe('argument checks of the second-factor calls', () => {
  const cases: [string, string, (c: IdentityAdminClient) => Promise<unknown>][] = [
    ['totp.create', 'organization_id', (c) => c.totp.create(loose({ member_id: 'm' }))],
    ['totp.create', 'member_id', (c) => c.totp.create(loose({ organization_id: 'o', member_id: 7 }))],
    ['totp.authenticate', 'code', (c) => c.totp.authenticate(loose({ ...target, code: 123456 }))],
    ['totp.authenticate', 'set_default_mfa', (c) => c.totp.authenticate(loose({ ...target, code: '1', set_default_mfa: 'yes' }))],
    ['otps.sms.send', 'mfa_phone_number', (c) => c.otps.sms.send(loose({ ...target, mfa_phone_number: 6505550123 }))],
    [
      'otps.sms.authenticate',
      'session_duration_minutes',
      (c) => c.otps.sms.authenticate(loose({ ...target, code: '1', session_duration_minutes: '60' })),
    ],
    ['recoveryCodes.recover', 'recovery_code', (c) => c.recoveryCodes.recover(loose({ ...target }))],
    ['organization.members.deleteMFATOTP', 'member_id', (c) => c.memberFactors.deleteMFATOTP(loose(undefined))],
  ];

  it.each(cases)('%s rejects a bad %s before any request', async (method, field, call) => {
    const { client, server } = makeAdminClient();
    await client.bootstrap.getAsync();
    const before = server.calls.length;
    const error = await call(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect(error).toMatchObject({ method, field });
    expect(server.calls.length).toBe(before);
  });
});
