import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, waitForMail } from '../../../test/email-support.js';
import { sdk, seedMember, seedOrganization, uniqueEmail } from '../../../test/identity.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ IDENTITY_RATE_LIMIT_IP_PER_MINUTE: '100000' });
});
afterAll(() => ctx.close());

async function sendCode(email: string, organizationId: string): Promise<string> {
  const sent = await sdk(ctx, 'POST', '/b2b/otps/email/login_or_signup', {
    email_address: email,
    organization_id: organizationId,
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  return codeIn(await waitForMail(ctx, email));
}

const authenticate = (body: Record<string, unknown>) => sdk(ctx, 'POST', '/b2b/otps/email/authenticate', body);

async function memberOfNewOrganization(columns: Parameters<typeof seedOrganization>[1] = {}) {
  const { organization } = await seedOrganization(ctx, columns);
  const member = await seedMember(ctx, organization.organizationId);
  return { organization, member };
}

describe('POST /b2b/otps/email/authenticate', () => {
  it('logs an active member in with an email_otp factor', async () => {
    const { organization, member } = await memberOfNewOrganization();
    const code = await sendCode(member.emailAddress, organization.organizationId);
    const res = await authenticate({
      email_address: member.emailAddress,
      organization_id: organization.organizationId,
      code,
      session_duration_minutes: 60,
    });

    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      member_id: member.memberId,
      organization_id: organization.organizationId,
      member_authenticated: true,
      intermediate_session_token: '',
      primary_required: null,
      mfa_required: null,
    });
    expect(res.data.session_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const session = res.data.member_session;
    expect(Math.round((Date.parse(session.expires_at) - Date.parse(session.started_at)) / 60_000)).toBe(60);
    expect(session.authentication_factors).toEqual([
      expect.objectContaining({
        type: 'email_otp',
        delivery_method: 'email',
        email_factor: expect.objectContaining({ email_address: member.emailAddress }),
      }),
    ]);
  });

  it('accepts the address in any case and with spaces, as it was sent', async () => {
    const { organization, member } = await memberOfNewOrganization();
    const code = await sendCode(member.emailAddress, organization.organizationId);
    const res = await authenticate({
      email_address: ` ${member.emailAddress.toUpperCase()}`,
      organization_id: organization.organizationId,
      code,
    });
    expect(res.status).toBe(200);
  });

  it('activates a JIT newcomer with a verified address', async () => {
    const { organization } = await seedOrganization(ctx, {
      emailJitProvisioning: 'RESTRICTED',
      emailAllowedDomains: ['otp-auth.test'],
      adminEmail: uniqueEmail('admin', 'otp-auth.test'),
    });
    const email = uniqueEmail('newcomer', 'otp-auth.test');
    const code = await sendCode(email, organization.organizationId);
    const res = await authenticate({ email_address: email, organization_id: organization.organizationId, code });
    expect(res.status).toBe(200);
    expect(res.data.member).toMatchObject({ email_address: email, status: 'active', email_address_verified: true });
  });

  it('asks for another primary method when the organization allows only passwords', async () => {
    const { organization, member } = await memberOfNewOrganization({
      authMethods: 'RESTRICTED',
      allowedAuthMethods: ['password'],
    });
    const code = await sendCode(member.emailAddress, organization.organizationId);
    const res = await authenticate({ email_address: member.emailAddress, organization_id: organization.organizationId, code });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      member_authenticated: false,
      member_session: null,
      primary_required: { allowed_auth_methods: ['password'] },
      mfa_required: null,
    });
    expect(res.data.intermediate_session_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('accepts email_otp when the organization restricts primary methods to it', async () => {
    const { organization, member } = await memberOfNewOrganization({
      authMethods: 'RESTRICTED',
      allowedAuthMethods: ['email_otp'],
    });
    const code = await sendCode(member.emailAddress, organization.organizationId);
    const res = await authenticate({ email_address: member.emailAddress, organization_id: organization.organizationId, code });
    expect(res.data.member_authenticated).toBe(true);
  });

  it('asks for a second factor when the organization requires MFA', async () => {
    const { organization, member } = await memberOfNewOrganization({ mfaPolicy: 'REQUIRED_FOR_ALL' });
    const code = await sendCode(member.emailAddress, organization.organizationId);
    const res = await authenticate({ email_address: member.emailAddress, organization_id: organization.organizationId, code });
    expect(res.data).toMatchObject({
      member_authenticated: false,
      member_session: null,
      primary_required: null,
      mfa_required: { member_options: null, secondary_auth_initiated: null },
    });
    expect(res.data.intermediate_session_token).not.toBe('');
  });
});

describe('POST /b2b/otps/email/authenticate refuses bad input', () => {
  it('answers a code that is not 6 digits with invalid_code, without spending an attempt', async () => {
    const { organization, member } = await memberOfNewOrganization();
    const code = await sendCode(member.emailAddress, organization.organizationId);
    for (const bad of ['12345', '1234567', 'abcdef', '']) {
      const res = await authenticate({
        email_address: member.emailAddress,
        organization_id: organization.organizationId,
        code: bad,
      });
      expect(res.status, bad).toBe(400);
      expect(res.body.error_type).toBe('invalid_code');
    }
    const ok = await authenticate({ email_address: member.emailAddress, organization_id: organization.organizationId, code });
    expect(ok.status).toBe(200);
  });

  it('answers a malformed address with invalid_email and missing fields with a 400', async () => {
    const { organization } = await seedOrganization(ctx);
    const bad = await authenticate({ email_address: 'nope', organization_id: organization.organizationId, code: '123456' });
    expect(bad.status).toBe(400);
    expect(bad.body.error_type).toBe('invalid_email');
    for (const body of [
      { organization_id: organization.organizationId, code: '123456' },
      { email_address: uniqueEmail(), code: '123456' },
      { email_address: uniqueEmail(), organization_id: organization.organizationId },
    ]) {
      const res = await authenticate(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error_type).toBe('bad_request');
    }
  });

  it('refuses a session duration out of range without spending the code', async () => {
    const { organization, member } = await memberOfNewOrganization();
    const code = await sendCode(member.emailAddress, organization.organizationId);
    const body = { email_address: member.emailAddress, organization_id: organization.organizationId, code };
    const bad = await authenticate({ ...body, session_duration_minutes: 600_000 });
    expect(bad.status).toBe(400);
    expect(bad.body.error_type).toBe('invalid_session_duration');
    expect((await authenticate(body)).status).toBe(200);
  });

  it('answers a code for an address that was sent none with otp_code_not_found', async () => {
    const { organization, member } = await memberOfNewOrganization();
    const res = await authenticate({
      email_address: member.emailAddress,
      organization_id: organization.organizationId,
      code: '123456',
    });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ error_type: 'otp_code_not_found', error_message: 'Invalid passcode, please try again.' });
  });
});
