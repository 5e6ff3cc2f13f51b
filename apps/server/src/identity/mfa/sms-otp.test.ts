import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { primaryLogin, sdk, seedMember, seedOrganization } from '../../../test/identity.js';
import { smsCodeTo, textsTo, uniquePhone } from '../../../test/mfa-support.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { identitySmsCodes } from '../schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    IDENTITY_LOCKOUT_ATTEMPTS: '100',
    IDENTITY_SMS_PER_NUMBER_PER_HOUR: '3',
    IDENTITY_SMS_PER_IP_PER_HOUR: '1000',
  });
});
afterAll(() => ctx.close());

async function memberAtMfaStep(organization: Record<string, unknown> = {}, memberValues: Record<string, unknown> = {}) {
  const { organization: org } = await seedOrganization(ctx, { mfaPolicy: 'REQUIRED_FOR_ALL', ...organization });
  const member = await seedMember(ctx, org.organizationId, memberValues);
  const { data, ist } = await primaryLogin(ctx, member.emailAddress, org.organizationId);
  return {
    org,
    member,
    data,
    ist,
    target: { organization_id: org.organizationId, member_id: member.memberId, intermediate_session_token: ist },
  };
}

describe('POST /b2b/otps/sms/send and /authenticate', () => {
  it('enrols a number: texts a 6-digit code to the dev outbox, proving it verifies the number and opens the session', async () => {
    const { target } = await memberAtMfaStep();
    const phone = uniquePhone();
    const sent = await sdk(ctx, 'POST', '/b2b/otps/sms/send', { ...target, mfa_phone_number: phone });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.data.member_id).toBe(target.member_id);
    const [text] = await textsTo(ctx, phone);
    expect(text?.body).toMatch(/^\d{6} is your ShelfScope verification code\. It expires in 2 minutes\.$/);
    const res = await sdk(ctx, 'POST', '/b2b/otps/sms/authenticate', {
      ...target,
      code: await smsCodeTo(ctx, phone),
      session_duration_minutes: 60,
      set_mfa_enrollment: 'enroll',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.data.member.mfa_phone_number).toBe(phone);
    expect(res.data.member.mfa_phone_number_verified).toBe(true);
    expect(res.data.member.default_mfa_method).toBe('sms_otp');
    const factors = res.data.member_session.authentication_factors;
    expect(factors.map((f: { type: string }) => f.type)).toEqual(['email_otp', 'sms_otp']);
    expect(factors[1].phone_number_factor.phone_number).toBe(phone);
  });

  it('a member with an enrolled number gets secondary_auth_initiated sms_otp: the server texted the code at login', async () => {
    const phone = uniquePhone();
    const { target, data } = await memberAtMfaStep(
      {},
      { mfaPhoneNumber: phone, mfaPhoneNumberVerified: true, mfaEnrolled: true },
    );
    expect(data.mfa_required).toEqual({ member_options: { mfa_phone_number: phone }, secondary_auth_initiated: 'sms_otp' });
    const res = await sdk(ctx, 'POST', '/b2b/otps/sms/authenticate', {
      ...target,
      code: await smsCodeTo(ctx, phone),
      session_duration_minutes: 60,
    });
    expect(res.status).toBe(200);
    expect(res.data.member_authenticated).toBe(true);
  });

  it('does not text at login when the member prefers the authenticator app, or SMS is not allowed', async () => {
    const phone = uniquePhone();
    const enrolled = { mfaPhoneNumber: phone, mfaPhoneNumberVerified: true, totpRegistrationId: 'totp-test-x' };
    const preferTotp = await memberAtMfaStep({}, { ...enrolled, defaultMfaMethod: 'totp' });
    expect(preferTotp.data.mfa_required.secondary_auth_initiated).toBeNull();
    const restricted = await memberAtMfaStep(
      { mfaMethods: 'RESTRICTED', allowedMfaMethods: ['totp'] },
      { ...enrolled, mfaPhoneNumber: uniquePhone() },
    );
    expect(restricted.data.mfa_required.secondary_auth_initiated).toBeNull();
    expect(await textsTo(ctx, phone)).toHaveLength(0);
  });

  it('resends to the enrolled number without mfa_phone_number; without one it is a 400', async () => {
    const phone = uniquePhone();
    const { target } = await memberAtMfaStep(
      {},
      { mfaPhoneNumber: phone, mfaPhoneNumberVerified: true, defaultMfaMethod: 'totp', totpRegistrationId: 'x' },
    );
    expect((await sdk(ctx, 'POST', '/b2b/otps/sms/send', target)).status).toBe(200);
    expect(await textsTo(ctx, phone)).toHaveLength(1);
    const none = await memberAtMfaStep();
    const res = await sdk(ctx, 'POST', '/b2b/otps/sms/send', none.target);
    expect(res.status).toBe(400);
    expect(res.body.error_type).toBe('bad_request');
  });

  it('answers invalid_phone_number for anything but a valid E.164 number', async () => {
    const { target } = await memberAtMfaStep();
    for (const number of ['6505550100', '+1555', '+15555550100', 'not a number', '+1 650 555 0100 ext 2']) {
      const res = await sdk(ctx, 'POST', '/b2b/otps/sms/send', { ...target, mfa_phone_number: number });
      expect(res.status, number).toBe(400);
      expect(res.body.error_type).toBe('invalid_phone_number');
      expect(res.body.error_message).toBe('Phone number format is invalid. Ensure the phone number is in the E.164 format.');
    }
  });

  it('answers duplicate_member_phone_number when another member of the organization has the number', async () => {
    const phone = uniquePhone();
    const { target, org } = await memberAtMfaStep();
    await seedMember(ctx, org.organizationId, { mfaPhoneNumber: phone, mfaPhoneNumberVerified: true });
    const res = await sdk(ctx, 'POST', '/b2b/otps/sms/send', { ...target, mfa_phone_number: phone });
    expect(res.status).toBe(400);
    expect(res.body.error_type).toBe('duplicate_member_phone_number');
  });

  it('in a login (IST) a member with a verified number cannot switch numbers', async () => {
    const phone = uniquePhone();
    const { target } = await memberAtMfaStep(
      {},
      { mfaPhoneNumber: phone, mfaPhoneNumberVerified: true, defaultMfaMethod: 'totp', totpRegistrationId: 'x' },
    );
    const res = await sdk(ctx, 'POST', '/b2b/otps/sms/send', { ...target, mfa_phone_number: uniquePhone() });
    expect(res.status).toBe(403);
    expect(res.body.error_type).toBe('unauthorized_action');
  });

  it('limits texts per number (429 with Retry-After), in fixed windows', async () => {
    const phone = uniquePhone();
    const { target } = await memberAtMfaStep();
    for (let i = 0; i < 3; i++)
      expect((await sdk(ctx, 'POST', '/b2b/otps/sms/send', { ...target, mfa_phone_number: phone })).status).toBe(200);
    const res = await sdk(ctx, 'POST', '/b2b/otps/sms/send', { ...target, mfa_phone_number: phone });
    expect(res.status).toBe(429);
    expect(res.body.error_type).toBe('too_many_requests');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('a newer code replaces the older one; an expired code is refused', async () => {
    const phone = uniquePhone();
    const { target, member } = await memberAtMfaStep();
    await sdk(ctx, 'POST', '/b2b/otps/sms/send', { ...target, mfa_phone_number: phone });
    const older = await smsCodeTo(ctx, phone);
    await sdk(ctx, 'POST', '/b2b/otps/sms/send', { ...target, mfa_phone_number: phone });
    let newer = await smsCodeTo(ctx, phone);
    // Two random codes may coincide (one in a million); a third text settles it.
    if (newer === older) {
      await sdk(ctx, 'POST', '/b2b/otps/sms/send', { ...target, mfa_phone_number: phone });
      newer = await smsCodeTo(ctx, phone);
    }
    const res = await sdk(ctx, 'POST', '/b2b/otps/sms/authenticate', { ...target, code: older, session_duration_minutes: 60 });
    expect(res.body.error_type).toBe('otp_code_not_found');
    await ctx.services.identity.db
      .update(identitySmsCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(identitySmsCodes.memberId, member.memberId));
    const expired = await sdk(ctx, 'POST', '/b2b/otps/sms/authenticate', {
      ...target,
      code: newer,
      session_duration_minutes: 60,
    });
    expect(expired.status).toBe(404);
    expect(expired.body.error_type).toBe('otp_code_not_found');
  });

  it('answers invalid_code for a malformed code and mfa_method_not_allowed when SMS is not allowed', async () => {
    const { target } = await memberAtMfaStep();
    const bad = await sdk(ctx, 'POST', '/b2b/otps/sms/authenticate', { ...target, code: '12345' });
    expect(bad.body.error_type).toBe('invalid_code');
    const restricted = await memberAtMfaStep({ mfaMethods: 'RESTRICTED', allowedMfaMethods: ['totp'] });
    const res = await sdk(ctx, 'POST', '/b2b/otps/sms/send', { ...restricted.target, mfa_phone_number: uniquePhone() });
    expect(res.status).toBe(403);
    expect(res.body.error_type).toBe('mfa_method_not_allowed');
  });
});
