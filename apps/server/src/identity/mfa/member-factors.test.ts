import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, sdk, seedMember, seedOrganization } from '../../../test/identity.js';
import { uniquePhone } from '../../../test/mfa-support.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { identityTotps } from '../schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A member with both factors enrolled (SMS the default), written straight to the database. */
async function withFactors(organizationId: string) {
  const member = await seedMember(ctx, organizationId, {
    mfaPhoneNumber: uniquePhone(),
    mfaPhoneNumberVerified: true,
    totpRegistrationId: `totp-test-${Math.random().toString(36).slice(2)}`,
    defaultMfaMethod: 'sms_otp',
  });
  await ctx.services.identity.db.insert(identityTotps).values({
    totpId: member.totpRegistrationId,
    memberId: member.memberId,
    organizationId,
    secretSealed: ctx.services.identity.totpBox.seal('JBSWY3DPEHPK3PXP'),
    verifiedAt: new Date(),
  });
  return member;
}

describe("removing a member's MFA factors", () => {
  it('an admin removes a member’s phone number, then their authenticator app; the default moves along', async () => {
    const { organization, admin } = await seedOrganization(ctx);
    const member = await withFactors(organization.organizationId);
    const { sessionToken } = await logIn(ctx, admin.emailAddress, organization.organizationId);
    const phone = await sdk(ctx, 'DELETE', `/b2b/organizations/members/mfa_phone_numbers/${member.memberId}`, undefined, {
      sessionToken,
    });
    expect(phone.status, JSON.stringify(phone.body)).toBe(200);
    expect(phone.data.member.mfa_phone_number).toBe('');
    expect(phone.data.member.mfa_phone_number_verified).toBe(false);
    expect(phone.data.member.default_mfa_method).toBe('totp');
    const totp = await sdk(ctx, 'DELETE', `/b2b/organizations/members/totp/${member.memberId}`, undefined, { sessionToken });
    expect(totp.status).toBe(200);
    expect(totp.data.member.totp_registration_id).toBe('');
    expect(totp.data.member.default_mfa_method).toBe('');
  });

  it('a member removes their own factors', async () => {
    const { organization } = await seedOrganization(ctx);
    const member = await withFactors(organization.organizationId);
    const { sessionToken } = await logIn(ctx, member.emailAddress, organization.organizationId);
    const res = await sdk(ctx, 'DELETE', `/b2b/organizations/members/totp/${member.memberId}`, undefined, { sessionToken });
    expect(res.status).toBe(200);
    expect(res.data.member_id).toBe(member.memberId);
  });

  it('a member without admin rights may not remove another member’s factors', async () => {
    const { organization } = await seedOrganization(ctx);
    const victim = await withFactors(organization.organizationId);
    const other = await seedMember(ctx, organization.organizationId);
    const { sessionToken } = await logIn(ctx, other.emailAddress, organization.organizationId);
    for (const path of ['mfa_phone_numbers', 'totp']) {
      const res = await sdk(ctx, 'DELETE', `/b2b/organizations/members/${path}/${victim.memberId}`, undefined, { sessionToken });
      expect(res.status, path).toBe(403);
      expect(res.body.error_type).toBe('unauthorized_action');
    }
  });

  it('an admin of another organization gets member_not_found; without a session user_unauthenticated', async () => {
    const { organization } = await seedOrganization(ctx);
    const member = await withFactors(organization.organizationId);
    const other = await seedOrganization(ctx);
    const { sessionToken } = await logIn(ctx, other.admin.emailAddress, other.organization.organizationId);
    const res = await sdk(ctx, 'DELETE', `/b2b/organizations/members/totp/${member.memberId}`, undefined, { sessionToken });
    expect(res.status).toBe(404);
    expect(res.body.error_type).toBe('member_not_found');
    const anonymous = await sdk(ctx, 'DELETE', `/b2b/organizations/members/totp/${member.memberId}`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error_type).toBe('user_unauthenticated');
  });
});

describe('the dev SMS outbox', () => {
  it('lists texts as JSON and beside the mailbox, escaped', async () => {
    const phone = uniquePhone();
    await ctx.services.identity.sms.send({ to: phone, body: '<b>123456</b> is your code' });
    const json = (await ctx.app.inject({ method: 'GET', url: `/dev/sms/messages?to=${encodeURIComponent(phone)}` })).json();
    expect(json).toEqual([expect.objectContaining({ to: phone, body: '<b>123456</b> is your code' })]);
    const page = await ctx.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.body).toContain('Text messages');
    expect(page.body).toContain('&lt;b&gt;123456&lt;/b&gt; is your code');
    expect((await ctx.app.inject({ method: 'GET', url: '/dev/sms/messages?to=12345' })).statusCode).toBe(400);
  });
});
