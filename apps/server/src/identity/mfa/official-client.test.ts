import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedMember, seedOrganization, uniqueEmail } from '../../../test/identity.js';
import { awayFromStepEdge, smsCodeTo, totpCode, uniquePhone } from '../../../test/mfa-support.js';
import { discoveryOtp, T } from '../../../test/official-client/flows.js';
import {
  type Browser,
  closeBrowsers,
  type LiveServer,
  openBrowser,
  startLiveServer,
  within,
} from '../../../test/official-client/harness.js';

/**
 * The MFA calls of the official B2B client (@stytch/vanilla-js 5.35.1), unchanged, against our
 * server: it keeps the IST in its own cookie and adds it to every MFA call.
 */
let server: LiveServer;
beforeAll(async () => {
  server = await startLiveServer({ IDENTITY_RATE_LIMIT_IP_PER_MINUTE: '10000' });
});
afterEach(() => closeBrowsers());
afterAll(() => server?.close());

async function mfaMember() {
  const { organization } = await seedOrganization(server.ctx, { name: 'Harbor Books', mfaPolicy: 'REQUIRED_FOR_ALL' });
  const member = await seedMember(server.ctx, organization.organizationId, { emailAddress: uniqueEmail('official-mfa') });
  return { organization_id: organization.organizationId, member_id: member.memberId, email: member.emailAddress };
}

/** Primary authentication in a fresh browser: discovery passcode, then the organization (MFA still due). */
async function primaryStep(browser: Browser, who: { organization_id: string; email: string }, mailCount: number) {
  await discoveryOtp(server, browser, who.email, mailCount);
  const exchanged = await within(
    T,
    browser.client.discovery.intermediateSessions.exchange({
      organization_id: who.organization_id,
      session_duration_minutes: 60,
    }),
  );
  expect(exchanged.member_authenticated).toBe(false);
  expect(exchanged.mfa_required).not.toBeNull();
  expect(browser.cookies().stytch_intermediate_session_token).toBeTruthy();
  return exchanged;
}

describe('the official client, multi-factor authentication', () => {
  it('enrols an authenticator app, signs in with it, then with a backup code, and rotates the codes', async () => {
    const who = await mfaMember();
    const target = { organization_id: who.organization_id, member_id: who.member_id };
    const first = openBrowser(server);
    await primaryStep(first, who, 1);
    const created = await within(T, first.client.totp.create(target));
    expect(created.recovery_codes).toHaveLength(10);
    await awayFromStepEdge();
    const enrolled = await within(
      T,
      first.client.totp.authenticate({ ...target, code: totpCode(created.secret), session_duration_minutes: 60 }),
    );
    expect(enrolled.member_session.member_id).toBe(who.member_id);
    expect(first.client.session.getSync()?.authentication_factors.map((f) => f.type)).toEqual(['email_otp', 'totp']);
    const listed = await within(T, first.client.recoveryCodes.get());
    expect(listed.recovery_codes).toHaveLength(10);
    first.close();

    const second = openBrowser(server);
    await primaryStep(second, who, 2);
    const recovered = await within(
      T,
      second.client.recoveryCodes.recover({
        ...target,
        recovery_code: created.recovery_codes[0] ?? '',
        session_duration_minutes: 60,
      }),
    );
    expect(recovered.member_session.member_id).toBe(who.member_id);
    expect(second.client.session.getSync()?.member_id).toBe(who.member_id);
    const rotated = await within(T, second.client.recoveryCodes.rotate());
    expect(rotated.recovery_codes).toHaveLength(10);
    expect(rotated.recovery_codes).not.toContain(created.recovery_codes[1]);

    // Self-service removal (DELETE /b2b/organizations/members/deleteTOTP): the app is gone.
    const removed = await within(T, second.client.self.deleteMFATOTP());
    expect(removed.member.totp_registration_id).toBe('');
    expect(second.client.self.getSync()?.totp_registration_id).toBe('');
  });

  it('enrols a phone number by text message and signs in with the code from the dev outbox', async () => {
    const who = await mfaMember();
    const target = { organization_id: who.organization_id, member_id: who.member_id };
    const phone = uniquePhone();
    const browser = openBrowser(server);
    await primaryStep(browser, who, 1);
    await within(T, browser.client.otps.sms.send({ ...target, mfa_phone_number: phone }));
    const done = await within(
      T,
      browser.client.otps.sms.authenticate({ ...target, code: await smsCodeTo(server.ctx, phone), session_duration_minutes: 60 }),
    );
    expect(done.member_session.member_id).toBe(who.member_id);
    expect(browser.client.session.getSync()?.authentication_factors.map((f) => f.type)).toEqual(['email_otp', 'sms_otp']);
    expect(browser.cookies().stytch_intermediate_session_token).toBeUndefined();

    // Self-service removal (DELETE /b2b/organizations/members/deletePhoneNumber).
    const removed = await within(T, browser.client.self.deleteMFAPhoneNumber());
    expect(removed.member.mfa_phone_number).toBe('');
  });
});
