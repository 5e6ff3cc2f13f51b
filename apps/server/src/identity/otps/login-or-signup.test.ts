import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, waitForMail } from '../../../test/email-support.js';
import { sdk, seedMember, seedOrganization, uniqueEmail } from '../../../test/identity.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { identityEmailSecrets, identityMembers } from '../schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ IDENTITY_RATE_LIMIT_IP_PER_MINUTE: '100000' });
});
afterAll(() => ctx.close());

const send = (body: Record<string, unknown>) => sdk(ctx, 'POST', '/b2b/otps/email/login_or_signup', body);

describe('POST /b2b/otps/email/login_or_signup', () => {
  it('emails an active member a 6-digit login code, kept out of the subject', async () => {
    const { organization } = await seedOrganization(ctx);
    const member = await seedMember(ctx, organization.organizationId);
    const res = await send({ email_address: member.emailAddress, organization_id: organization.organizationId });

    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      member_id: member.memberId,
      member_created: false,
      member: { member_id: member.memberId, status: 'active' },
      organization: { organization_id: organization.organizationId },
    });
    const mail = await waitForMail(ctx, member.emailAddress);
    expect(mail.subject).toBe('Your login code for Acme Wholesale');
    const code = codeIn(mail);
    expect(code).toMatch(/^\d{6}$/);
    expect(mail.subject).not.toContain(code);
    expect(mail.html).toContain(code);
    expect(mail.text).toContain('10 minutes');

    // Only a digest is stored, never the code.
    const [row] = await ctx.services.identity.db
      .select()
      .from(identityEmailSecrets)
      .where(eq(identityEmailSecrets.emailAddress, member.emailAddress));
    expect(row).toMatchObject({ kind: 'email_otp', organizationId: organization.organizationId, memberId: member.memberId });
    expect(row?.secretHash).not.toContain(code);
  });

  it('creates a pending member for a JIT newcomer and emails a verification code', async () => {
    const { organization } = await seedOrganization(ctx, {
      emailJitProvisioning: 'RESTRICTED',
      emailAllowedDomains: ['otp-jit.test'],
      adminEmail: uniqueEmail('admin', 'otp-jit.test'),
    });
    const email = uniqueEmail('newcomer', 'otp-jit.test');
    const res = await send({ email_address: email, organization_id: organization.organizationId });
    expect(res.status).toBe(200);
    expect(res.data.member_created).toBe(true);
    expect(res.data.member).toMatchObject({ email_address: email, status: 'pending', email_address_verified: false });
    const mail = await waitForMail(ctx, email);
    expect(mail.subject).toBe('Your verification code');
    expect(codeIn(mail)).toMatch(/^\d{6}$/);
  });

  it('emails an invited member a verification code', async () => {
    const { organization } = await seedOrganization(ctx);
    const invited = await seedMember(ctx, organization.organizationId, { status: 'invited', emailAddressVerified: false });
    const res = await send({ email_address: invited.emailAddress, organization_id: organization.organizationId });
    expect(res.data).toMatchObject({ member_id: invited.memberId, member_created: false });
    expect((await waitForMail(ctx, invited.emailAddress)).subject).toBe('Your verification code');
  });

  it('refuses a newcomer when JIT provisioning is not allowed, or not for their domain', async () => {
    const closed = await seedOrganization(ctx);
    const stranger = uniqueEmail('stranger');
    const res = await send({ email_address: stranger, organization_id: closed.organization.organizationId });
    expect(res.status).toBe(403);
    expect(res.body.error_type).toBe('email_jit_provisioning_not_allowed');

    const restricted = await seedOrganization(ctx, {
      emailJitProvisioning: 'RESTRICTED',
      emailAllowedDomains: ['otp-jit.test'],
      adminEmail: uniqueEmail('admin', 'otp-jit.test'),
    });
    const outsider = uniqueEmail('outsider', 'elsewhere.test');
    const other = await send({ email_address: outsider, organization_id: restricted.organization.organizationId });
    expect(other.status).toBe(403);
    expect(other.body.error_type).toBe('invalid_email_for_jit_provisioning');

    for (const email of [stranger, outsider]) {
      const rows = await ctx.services.identity.db.select().from(identityMembers).where(eq(identityMembers.emailAddress, email));
      expect(rows).toHaveLength(0);
    }
  });
});

describe('POST /b2b/otps/email/login_or_signup refuses bad input', () => {
  it('answers a malformed address with invalid_email and missing fields with a 400', async () => {
    const { organization } = await seedOrganization(ctx);
    const bad = await send({ email_address: 'a@b@c', organization_id: organization.organizationId });
    expect(bad.status).toBe(400);
    expect(bad.body.error_type).toBe('invalid_email');
    for (const body of [{ organization_id: organization.organizationId }, { email_address: uniqueEmail() }]) {
      const res = await send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error_type).toBe('bad_request');
    }
  });

  it('answers an unknown organization with organization_not_found', async () => {
    const res = await send({
      email_address: uniqueEmail(),
      organization_id: 'organization-test-00000000-0000-4000-8000-000000000000',
    });
    expect(res.status).toBe(404);
    expect(res.body.error_type).toBe('organization_not_found');
  });

  it('limits how many codes one address gets per hour, links and codes together', async () => {
    const { organization } = await seedOrganization(ctx);
    const member = await seedMember(ctx, organization.organizationId);
    const body = { email_address: member.emailAddress, organization_id: organization.organizationId };
    const limit = ctx.services.config.identity.rateLimits.emailSendsPerHour;
    for (let i = 0; i < limit - 1; i += 1) expect((await send(body)).status).toBe(200);
    expect((await sdk(ctx, 'POST', '/b2b/magic_links/email/login_or_signup', body)).status).toBe(200);
    const refused = await send(body);
    expect(refused.status).toBe(429);
    expect(refused.body.error_type).toBe('too_many_requests');
  });
});
