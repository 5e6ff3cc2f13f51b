import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, waitForMail } from '../../../test/email-support.js';
import { sdk, seedMember, seedOrganization, uniqueEmail } from '../../../test/identity.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { identityEmailSecrets, identityMembers } from '../schema.js';

const OTHER_APP_URL = 'https://app.example.com/welcome';
let ctx: TestContext;
beforeAll(async () => {
  // The per-IP limit would otherwise count every request of this file against one address.
  ctx = await createTestApp({ IDENTITY_RATE_LIMIT_IP_PER_MINUTE: '100000', IDENTITY_REDIRECT_URLS: OTHER_APP_URL });
});
afterAll(() => ctx.close());

const send = (body: Record<string, unknown>) => sdk(ctx, 'POST', '/b2b/magic_links/email/login_or_signup', body);

/** An organization that admits its domain by JIT provisioning (an active verified member in it already). */
const jitOrganization = (domain = 'acme.test') =>
  seedOrganization(ctx, {
    emailJitProvisioning: 'RESTRICTED',
    emailAllowedDomains: [domain],
    adminEmail: uniqueEmail('admin', domain),
  });

describe('POST /b2b/magic_links/email/login_or_signup', () => {
  it('emails an active member a login link to the default redirect URL', async () => {
    const { organization } = await seedOrganization(ctx);
    const member = await seedMember(ctx, organization.organizationId);
    const res = await send({ email_address: member.emailAddress, organization_id: organization.organizationId });

    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      member_id: member.memberId,
      member_created: false,
      member: { member_id: member.memberId, email_address: member.emailAddress, status: 'active' },
      organization: { organization_id: organization.organizationId, organization_name: 'Acme Wholesale' },
      status_code: 200,
    });
    const mail = await waitForMail(ctx, member.emailAddress);
    expect(mail.subject).toBe('Log in to Acme Wholesale');
    const link = linkIn(mail);
    expect(link.url.origin + link.url.pathname).toBe('http://127.0.0.1:3000/auth/authenticate');
    expect(link.tokenType).toBe('multi_tenant_magic_links');
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.text).toContain(link.url.toString());
    expect(mail.html).toContain('ShelfScope');
  });

  it('trims and lowercases the address before looking the member up', async () => {
    const { organization } = await seedOrganization(ctx);
    const member = await seedMember(ctx, organization.organizationId);
    const res = await send({
      email_address: `  ${member.emailAddress.toUpperCase()} `,
      organization_id: organization.organizationId,
    });
    expect(res.status).toBe(200);
    expect(res.data.member_id).toBe(member.memberId);
    await waitForMail(ctx, member.emailAddress);
  });

  it('uses the login and signup redirect URLs the caller names when they are allowed', async () => {
    const { organization } = await seedOrganization(ctx);
    const member = await seedMember(ctx, organization.organizationId);
    const res = await send({
      email_address: member.emailAddress,
      organization_id: organization.organizationId,
      login_redirect_url: OTHER_APP_URL,
      signup_redirect_url: 'http://127.0.0.1:3000/authenticate',
    });
    expect(res.status).toBe(200);
    expect(linkIn(await waitForMail(ctx, member.emailAddress)).url.toString()).toMatch(
      /^https:\/\/app\.example\.com\/welcome\?stytch_token_type=multi_tenant_magic_links&token=/,
    );
  });

  it('creates a pending member for a JIT newcomer and emails a signup link', async () => {
    const { organization } = await jitOrganization();
    const email = uniqueEmail('newcomer', 'acme.test');
    const res = await send({ email_address: email, organization_id: organization.organizationId });

    expect(res.status).toBe(200);
    expect(res.data.member_created).toBe(true);
    expect(res.data.member).toMatchObject({ email_address: email, status: 'pending', email_address_verified: false });
    const mail = await waitForMail(ctx, email);
    expect(mail.subject).toBe('Finish signing up for Acme Wholesale');
    expect(linkIn(mail).tokenType).toBe('multi_tenant_magic_links');

    // Asking again reuses the pending member.
    const again = await send({ email_address: email, organization_id: organization.organizationId });
    expect(again.data).toMatchObject({ member_id: res.data.member_id, member_created: false });
  });

  it('emails an invited member a signup link to the signup redirect URL', async () => {
    const { organization } = await seedOrganization(ctx);
    const invited = await seedMember(ctx, organization.organizationId, { status: 'invited', emailAddressVerified: false });
    const res = await send({
      email_address: invited.emailAddress,
      organization_id: organization.organizationId,
      signup_redirect_url: OTHER_APP_URL,
    });
    expect(res.data).toMatchObject({ member_id: invited.memberId, member_created: false });
    const mail = await waitForMail(ctx, invited.emailAddress);
    expect(mail.subject).toBe('Finish signing up for Acme Wholesale');
    expect(linkIn(mail).url.origin).toBe('https://app.example.com');
  });

  it('refuses a newcomer when the organization does not allow JIT provisioning', async () => {
    const { organization } = await seedOrganization(ctx);
    const email = uniqueEmail('stranger');
    const res = await send({ email_address: email, organization_id: organization.organizationId });
    expect(res.status).toBe(403);
    expect(res.body.error_type).toBe('email_jit_provisioning_not_allowed');
    const rows = await ctx.services.identity.db.select().from(identityMembers).where(eq(identityMembers.emailAddress, email));
    expect(rows).toHaveLength(0);
  });

  it('refuses a newcomer from a domain the organization does not admit', async () => {
    const { organization } = await jitOrganization();
    const email = uniqueEmail('outsider', 'elsewhere.test');
    const res = await send({ email_address: email, organization_id: organization.organizationId });
    expect(res.status).toBe(403);
    expect(res.body.error_type).toBe('invalid_email_for_jit_provisioning');
    const secrets = await ctx.services.identity.db
      .select()
      .from(identityEmailSecrets)
      .where(eq(identityEmailSecrets.emailAddress, email));
    expect(secrets).toHaveLength(0);
  });
});

describe('POST /b2b/magic_links/email/login_or_signup refuses bad input', () => {
  it('answers a malformed address with invalid_email', async () => {
    const { organization } = await seedOrganization(ctx);
    const res = await send({ email_address: 'not-an-email', organization_id: organization.organizationId });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ error_type: 'invalid_email', error_message: 'Email format is invalid.' });
  });

  it('answers missing fields with a 400', async () => {
    const { organization } = await seedOrganization(ctx);
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

  it('refuses a redirect URL that is not allowed (exact match only)', async () => {
    const { organization } = await seedOrganization(ctx);
    const member = await seedMember(ctx, organization.organizationId);
    for (const url of ['https://evil.example.com/welcome', `${OTHER_APP_URL}/more`, `${OTHER_APP_URL}?x=1`]) {
      const res = await send({
        email_address: member.emailAddress,
        organization_id: organization.organizationId,
        login_redirect_url: url,
      });
      expect(res.status, url).toBe(400);
      expect(res.body.error_type).toBe('invalid_redirect_url');
    }
  });

  it('refuses a malformed PKCE challenge', async () => {
    const { organization } = await seedOrganization(ctx);
    const member = await seedMember(ctx, organization.organizationId);
    const res = await send({
      email_address: member.emailAddress,
      organization_id: organization.organizationId,
      pkce_code_challenge: 'short',
    });
    expect(res.status).toBe(400);
    expect(res.body.error_type).toBe('bad_request');
  });

  it('limits how many emails one address gets per hour', async () => {
    const { organization } = await seedOrganization(ctx);
    const member = await seedMember(ctx, organization.organizationId);
    const limit = ctx.services.config.identity.rateLimits.emailSendsPerHour;
    for (let i = 0; i < limit; i += 1) {
      expect((await send({ email_address: member.emailAddress, organization_id: organization.organizationId })).status).toBe(200);
    }
    const refused = await send({ email_address: member.emailAddress, organization_id: organization.organizationId });
    expect(refused.status).toBe(429);
    expect(refused.body.error_type).toBe('too_many_requests');
  });
});
