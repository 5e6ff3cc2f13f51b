import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeIn, waitForMail } from '../../../test/email-support.js';
import { sdk, seedMember, seedOrganization } from '../../../test/identity.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { hashPassword } from '../passwords/hashing.js';
import { storePassword } from '../passwords/store.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const PASSWORD = 'Quiet-orchard-lantern-77';

describe('a member whose address is not verified', () => {
  it('must prove the address before a password alone lets them in', async () => {
    const { organization } = await seedOrganization(ctx);
    const member = await seedMember(ctx, organization.organizationId, { emailAddressVerified: false });
    await storePassword(ctx.services.identity, {
      memberIds: [member.memberId],
      passwordHash: await hashPassword(PASSWORD),
      verifyEmail: false,
    });

    const login = await sdk(ctx, 'POST', '/b2b/passwords/authenticate', {
      organization_id: organization.organizationId,
      email_address: member.emailAddress,
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    expect(login.data).toMatchObject({
      member_authenticated: false,
      member_session: null,
      primary_required: { allowed_auth_methods: ['magic_link', 'email_otp'] },
    });

    // The email code both proves the address and, with the IST, completes the login.
    await sdk(ctx, 'POST', '/b2b/otps/email/login_or_signup', {
      organization_id: organization.organizationId,
      email_address: member.emailAddress,
    });
    const code = codeIn(await waitForMail(ctx, member.emailAddress));
    const done = await sdk(ctx, 'POST', '/b2b/otps/email/authenticate', {
      organization_id: organization.organizationId,
      email_address: member.emailAddress,
      code,
      intermediate_session_token: login.data.intermediate_session_token,
    });
    expect(done.data).toMatchObject({ member_authenticated: true, member: { email_address_verified: true } });
    const factorTypes = done.data.member_session.authentication_factors.map((f: { type: string }) => f.type).sort();
    expect(factorTypes).toEqual(['email_otp', 'password']);
  });

  it('gets the verify-email variant of the reset email', async () => {
    const { organization } = await seedOrganization(ctx);
    const member = await seedMember(ctx, organization.organizationId, { emailAddressVerified: false });
    const res = await sdk(ctx, 'POST', '/b2b/passwords/email/reset/start', {
      organization_id: organization.organizationId,
      email_address: member.emailAddress,
    });
    expect(res.status).toBe(200);
    const mail = await waitForMail(ctx, member.emailAddress);
    expect(mail.subject).toBe(`Verify your email for ${organization.name}`);
    expect(mail.text).toContain('stytch_token_type=multi_tenant_passwords');
  });
});
