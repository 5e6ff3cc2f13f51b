import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discoveryIst, sdk, seedMember, seedOrganization, uniqueEmail } from '../../../test/identity.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const exchange = (ist: string, organizationId: string, extra: Record<string, unknown> = {}) =>
  sdk(ctx, 'POST', '/b2b/discovery/intermediate_sessions/exchange', {
    intermediate_session_token: ist,
    organization_id: organizationId,
    ...extra,
  });

describe('discovered organizations', () => {
  it('lists memberships by type and organizations joinable by email domain', async () => {
    const domain = `d${Date.now()}.example.com`;
    const email = uniqueEmail('buyer', domain);
    const active = await seedOrganization(ctx, { name: 'Active Co' });
    await seedMember(ctx, active.organization.organizationId, { emailAddress: email });
    const invited = await seedOrganization(ctx, { name: 'Invited Co' });
    await seedMember(ctx, invited.organization.organizationId, {
      emailAddress: email,
      status: 'invited',
      emailAddressVerified: false,
    });
    // Joinable: JIT for the domain, and a verified member of that domain already there.
    const joinable = await seedOrganization(ctx, {
      name: 'Domain Co',
      emailJitProvisioning: 'RESTRICTED',
      emailAllowedDomains: [domain],
      adminEmail: uniqueEmail('boss', domain),
    });
    // Not joinable: JIT for the domain but nobody from the domain yet.
    await seedOrganization(ctx, { name: 'Empty Co', emailJitProvisioning: 'RESTRICTED', emailAllowedDomains: [domain] });

    const res = await sdk(ctx, 'POST', '/b2b/discovery/organizations', {
      intermediate_session_token: await discoveryIst(ctx, email),
    });
    expect(res.status).toBe(200);
    expect(res.data.email_address).toBe(email);
    const byName = Object.fromEntries(
      res.data.discovered_organizations.map(
        (d: { organization: { organization_name: string }; membership: { type: string } }) => [
          d.organization.organization_name,
          d.membership.type,
        ],
      ),
    );
    expect(byName).toEqual({
      'Active Co': 'active_member',
      'Invited Co': 'invited_member',
      'Domain Co': 'eligible_to_join_by_email_domain',
    });
    expect(joinable.organization.name).toBe('Domain Co');
  });

  it('says which organizations still need another primary method or MFA', async () => {
    const email = uniqueEmail();
    const passwordOnly = await seedOrganization(ctx, {
      name: 'Password Only',
      authMethods: 'RESTRICTED',
      allowedAuthMethods: ['password'],
    });
    await seedMember(ctx, passwordOnly.organization.organizationId, { emailAddress: email });
    const strict = await seedOrganization(ctx, { name: 'MFA Co', mfaPolicy: 'REQUIRED_FOR_ALL' });
    await seedMember(ctx, strict.organization.organizationId, { emailAddress: email, mfaPhoneNumber: '+15555550100' });
    const res = await sdk(ctx, 'POST', '/b2b/discovery/organizations', {
      intermediate_session_token: await discoveryIst(ctx, email),
    });
    const found = Object.fromEntries(
      res.data.discovered_organizations.map((d: { organization: { organization_name: string } }) => [
        d.organization.organization_name,
        d,
      ]),
    );
    expect(found['Password Only'].primary_required).toEqual({ allowed_auth_methods: ['password'] });
    expect(found['MFA Co'].mfa_required).toEqual({
      member_options: { mfa_phone_number: '+15555550100' },
      secondary_auth_initiated: null,
    });
  });

  it('refuses an unknown intermediate session token', async () => {
    const res = await sdk(ctx, 'POST', '/b2b/discovery/organizations', { intermediate_session_token: 'nope' });
    expect(res.status).toBe(404);
    expect(res.body.error_type).toBe('intermediate_session_not_found');
  });
});

describe('exchanging an intermediate session', () => {
  it('logs an active member in: the done form of the wire contract', async () => {
    const { organization, admin } = await seedOrganization(ctx);
    const res = await exchange(await discoveryIst(ctx, admin.emailAddress), organization.organizationId, {
      session_duration_minutes: 90,
    });
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      member_authenticated: true,
      intermediate_session_token: '',
      mfa_required: null,
      primary_required: null,
      member_id: admin.memberId,
      organization_id: organization.organizationId,
    });
    expect(res.data.session_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.data.session_jwt.split('.')).toHaveLength(3);
    const session = res.data.member_session;
    expect(new Date(session.expires_at).getTime() - new Date(session.started_at).getTime()).toBe(90 * 60_000);
    expect(session.roles).toEqual(['stytch_member', 'stytch_admin']);
  });

  it('accepts an invite, and joins by email domain when the organization allows it', async () => {
    const domain = `j${Date.now()}.example.com`;
    const { organization } = await seedOrganization(ctx, {
      emailJitProvisioning: 'RESTRICTED',
      emailAllowedDomains: [domain],
      adminEmail: uniqueEmail('a', domain),
    });
    const invitee = await seedMember(ctx, organization.organizationId, { status: 'invited', emailAddressVerified: false });
    const accepted = await exchange(await discoveryIst(ctx, invitee.emailAddress), organization.organizationId);
    expect(accepted.data.member).toMatchObject({ status: 'active', email_address_verified: true });

    const newcomer = uniqueEmail('new', domain);
    const joined = await exchange(await discoveryIst(ctx, newcomer), organization.organizationId);
    expect(joined.status).toBe(200);
    expect(joined.data.member).toMatchObject({ email_address: newcomer, status: 'active' });
  });

  it('starts a deleted membership over when the address may join again, keeping nothing of it', async () => {
    const domain = `r${Date.now()}.example.com`;
    const { organization } = await seedOrganization(ctx, {
      emailJitProvisioning: 'RESTRICTED',
      emailAllowedDomains: [domain],
      adminEmail: uniqueEmail('a', domain),
    });
    const gone = await seedMember(ctx, organization.organizationId, {
      emailAddress: uniqueEmail('back', domain),
      status: 'deleted',
      passwordHash: '$argon2id$old',
      memberPasswordId: 'member-password-test-old',
      roles: ['stytch_admin'],
    });
    const res = await exchange(await discoveryIst(ctx, gone.emailAddress), organization.organizationId);
    expect(res.status).toBe(200);
    expect(res.data.member).toMatchObject({
      email_address: gone.emailAddress,
      status: 'active',
      member_password_id: '',
      is_admin: false,
    });
  });

  it('refuses strangers with the errors of the JIT policy', async () => {
    const closed = await seedOrganization(ctx);
    const res = await exchange(await discoveryIst(ctx, uniqueEmail()), closed.organization.organizationId);
    expect(res.status).toBe(403);
    expect(res.body.error_type).toBe('email_jit_provisioning_not_allowed');
    const domainOnly = await seedOrganization(ctx, { emailJitProvisioning: 'RESTRICTED', emailAllowedDomains: ['acme.test'] });
    const other = await exchange(
      await discoveryIst(ctx, uniqueEmail('x', 'elsewhere.test')),
      domainOnly.organization.organizationId,
    );
    expect(other.body.error_type).toBe('invalid_email_for_jit_provisioning');
  });

  it('answers primary_required, then mfa_required, with an IST instead of a session', async () => {
    const restricted = await seedOrganization(ctx, { authMethods: 'RESTRICTED', allowedAuthMethods: ['password'] });
    const primary = await exchange(
      await discoveryIst(ctx, restricted.admin.emailAddress),
      restricted.organization.organizationId,
    );
    expect(primary.data).toMatchObject({
      member_authenticated: false,
      member_session: null,
      session_token: '',
      primary_required: { allowed_auth_methods: ['password'] },
      mfa_required: null,
    });
    expect(primary.data.intermediate_session_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const mfa = await seedOrganization(ctx, { mfaPolicy: 'REQUIRED_FOR_ALL' });
    const second = await exchange(await discoveryIst(ctx, mfa.admin.emailAddress), mfa.organization.organizationId);
    expect(second.data).toMatchObject({
      member_authenticated: false,
      primary_required: null,
      mfa_required: { member_options: null, secondary_auth_initiated: null },
    });
  });

  it('refuses a duration out of range and an unknown organization', async () => {
    const { organization, admin } = await seedOrganization(ctx);
    const tooShort = await exchange(await discoveryIst(ctx, admin.emailAddress), organization.organizationId, {
      session_duration_minutes: 4,
    });
    expect(tooShort.body.error_type).toBe('invalid_session_duration');
    const missing = await exchange(await discoveryIst(ctx, admin.emailAddress), 'organization-test-missing');
    expect(missing.status).toBe(404);
  });
});

describe('creating an organization', () => {
  it('makes the creator an admin and logs them in', async () => {
    const email = uniqueEmail('founder');
    const res = await sdk(ctx, 'POST', '/b2b/discovery/organizations/create', {
      intermediate_session_token: await discoveryIst(ctx, email),
      organization_name: 'Founders Wholesale',
      organization_slug: `founders-${Date.now()}`,
      session_duration_minutes: 60,
    });
    expect(res.status).toBe(200);
    expect(res.data.organization).toMatchObject({
      organization_name: 'Founders Wholesale',
      email_jit_provisioning: 'NOT_ALLOWED',
      auth_methods: 'ALL_ALLOWED',
    });
    expect(res.data.member).toMatchObject({
      email_address: email,
      is_admin: true,
      status: 'active',
      email_address_verified: true,
    });
    expect(res.data.member_authenticated).toBe(true);
  });

  it('derives a name and a slug when none is given', async () => {
    const res = await sdk(ctx, 'POST', '/b2b/discovery/organizations/create', {
      intermediate_session_token: await discoveryIst(ctx, uniqueEmail('solo')),
    });
    expect(res.status).toBe(200);
    expect(res.data.organization.organization_name).toMatch(/^solo-.*'s organization$/);
    expect(res.data.organization.organization_slug).toMatch(/^solo-[a-z0-9-]+$/);
  });

  it('refuses a taken or malformed slug and keeps the IST usable', async () => {
    const slug = `taken-${Date.now()}`;
    await seedOrganization(ctx, { slug });
    const ist = await discoveryIst(ctx, uniqueEmail());
    const taken = await sdk(ctx, 'POST', '/b2b/discovery/organizations/create', {
      intermediate_session_token: ist,
      organization_slug: slug,
    });
    expect(taken.body.error_type).toBe('organization_slug_already_used');
    const bad = await sdk(ctx, 'POST', '/b2b/discovery/organizations/create', {
      intermediate_session_token: ist,
      organization_slug: 'Has Spaces!',
    });
    expect(bad.body.error_type).toBe('invalid_organization_slug');
    const ok = await sdk(ctx, 'POST', '/b2b/discovery/organizations/create', {
      intermediate_session_token: ist,
      organization_slug: `${slug}-2`,
    });
    expect(ok.status).toBe(200);
    const reused = await sdk(ctx, 'POST', '/b2b/discovery/organizations/create', {
      intermediate_session_token: ist,
      organization_slug: `${slug}-3`,
    });
    expect(reused.body.error_type).toBe('intermediate_session_not_found');
  });

  it('is refused when the project disables it', async () => {
    const closed = await createTestApp({ IDENTITY_CREATE_ORGANIZATION_ENABLED: '0' });
    try {
      const res = await sdk(closed, 'POST', '/b2b/discovery/organizations/create', {
        intermediate_session_token: await discoveryIst(closed, uniqueEmail()),
      });
      expect(res.status).toBe(403);
      expect(res.body.error_type).toBe('create_organization_disabled');
    } finally {
      await closed.close();
    }
  });
});
