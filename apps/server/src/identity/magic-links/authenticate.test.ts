import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, waitForMail } from '../../../test/email-support.js';
import { sdk, seedMember, seedOrganization, uniqueEmail } from '../../../test/identity.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { findMemberById } from '../organizations/repo.js';
import { identityIntermediateSessions } from '../schema.js';
import { createIntermediateSession } from '../sessions/intermediate.js';
import type { AuthFactor } from '../wire.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ IDENTITY_RATE_LIMIT_IP_PER_MINUTE: '100000' });
});
afterAll(() => ctx.close());

/** Requests a link for the address and returns its token from the email. */
async function linkToken(email: string, organizationId: string): Promise<string> {
  const sent = await sdk(ctx, 'POST', '/b2b/magic_links/email/login_or_signup', {
    email_address: email,
    organization_id: organizationId,
  });
  expect(sent.status).toBe(200);
  return linkIn(await waitForMail(ctx, email)).token;
}

const authenticate = (body: Record<string, unknown>) => sdk(ctx, 'POST', '/b2b/magic_links/authenticate', body);

const minutesBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 60_000);

describe('POST /b2b/magic_links/authenticate', () => {
  it('logs an active member in with a 30-minute session when no duration is given', async () => {
    const { organization } = await seedOrganization(ctx);
    const member = await seedMember(ctx, organization.organizationId);
    const res = await authenticate({ magic_links_token: await linkToken(member.emailAddress, organization.organizationId) });

    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      member_id: member.memberId,
      organization_id: organization.organizationId,
      member_authenticated: true,
      intermediate_session_token: '',
      primary_required: null,
      mfa_required: null,
      member: { member_id: member.memberId, status: 'active' },
      organization: { organization_id: organization.organizationId },
    });
    expect(res.data.session_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.data.session_jwt.split('.')).toHaveLength(3);
    const session = res.data.member_session;
    expect(minutesBetween(session.started_at, session.expires_at)).toBe(30);
    expect(session.authentication_factors).toEqual([
      expect.objectContaining({
        type: 'magic_link',
        delivery_method: 'email',
        email_factor: expect.objectContaining({ email_address: member.emailAddress }),
      }),
    ]);

    // The session works for session calls.
    const me = await sdk(ctx, 'GET', '/b2b/organizations/members/me', undefined, { sessionToken: res.data.session_token });
    expect(me.data.member.member_id).toBe(member.memberId);
  });

  it('uses the session duration the caller asks for', async () => {
    const { organization } = await seedOrganization(ctx);
    const member = await seedMember(ctx, organization.organizationId);
    const res = await authenticate({
      magic_links_token: await linkToken(member.emailAddress, organization.organizationId),
      session_duration_minutes: 120,
    });
    expect(minutesBetween(res.data.member_session.started_at, res.data.member_session.expires_at)).toBe(120);
  });

  it('turns a JIT newcomer into an active, verified member', async () => {
    const { organization } = await seedOrganization(ctx, {
      emailJitProvisioning: 'RESTRICTED',
      emailAllowedDomains: ['jit.test'],
      adminEmail: uniqueEmail('admin', 'jit.test'),
    });
    const email = uniqueEmail('newcomer', 'jit.test');
    const res = await authenticate({ magic_links_token: await linkToken(email, organization.organizationId) });
    expect(res.status).toBe(200);
    expect(res.data.member).toMatchObject({ email_address: email, status: 'active', email_address_verified: true });
  });

  it('verifies an unverified active member', async () => {
    const { organization } = await seedOrganization(ctx);
    const member = await seedMember(ctx, organization.organizationId, { emailAddressVerified: false });
    const res = await authenticate({ magic_links_token: await linkToken(member.emailAddress, organization.organizationId) });
    expect(res.data.member.email_address_verified).toBe(true);
    expect((await findMemberById(ctx.services.identity.db, member.memberId))?.emailAddressVerified).toBe(true);
  });

  it('asks for another primary method when the organization allows only passwords', async () => {
    const { organization } = await seedOrganization(ctx, { authMethods: 'RESTRICTED', allowedAuthMethods: ['password'] });
    const member = await seedMember(ctx, organization.organizationId);
    const res = await authenticate({ magic_links_token: await linkToken(member.emailAddress, organization.organizationId) });

    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      member_authenticated: false,
      member_session: null,
      session_token: '',
      session_jwt: '',
      primary_required: { allowed_auth_methods: ['password'] },
      mfa_required: null,
    });
    expect(res.data.intermediate_session_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('asks for a second factor when the organization requires MFA', async () => {
    const { organization } = await seedOrganization(ctx, { mfaPolicy: 'REQUIRED_FOR_ALL' });
    const member = await seedMember(ctx, organization.organizationId);
    const res = await authenticate({ magic_links_token: await linkToken(member.emailAddress, organization.organizationId) });
    expect(res.data).toMatchObject({
      member_authenticated: false,
      member_session: null,
      primary_required: null,
      mfa_required: { member_options: null, secondary_auth_initiated: null },
    });
    expect(res.data.intermediate_session_token).not.toBe('');
  });

  it('adds the factors of an IST bound to the same member, and uses that IST up', async () => {
    const { organization } = await seedOrganization(ctx, { authMethods: 'RESTRICTED', allowedAuthMethods: ['password'] });
    const member = await seedMember(ctx, organization.organizationId);
    const password: AuthFactor = {
      type: 'password',
      delivery_method: 'knowledge',
      last_authenticated_at: new Date().toISOString(),
    };
    const ist = await createIntermediateSession(ctx.services.identity, {
      emailAddress: member.emailAddress,
      factors: [password],
      organizationId: organization.organizationId,
      memberId: member.memberId,
    });
    const res = await authenticate({
      magic_links_token: await linkToken(member.emailAddress, organization.organizationId),
      intermediate_session_token: ist,
    });
    expect(res.data.member_authenticated).toBe(true);
    expect(res.data.member_session.authentication_factors.map((f: AuthFactor) => f.type)).toEqual(['password', 'magic_link']);
    const rows = await ctx.services.identity.db
      .select()
      .from(identityIntermediateSessions)
      .where(eq(identityIntermediateSessions.memberId, member.memberId));
    expect(rows.find((r) => r.consumedAt !== null)).toBeDefined();
  });

  it("ignores an IST of another organization: its factors don't count and it stays usable", async () => {
    const { organization } = await seedOrganization(ctx, { authMethods: 'RESTRICTED', allowedAuthMethods: ['password'] });
    const other = await seedOrganization(ctx);
    const member = await seedMember(ctx, organization.organizationId);
    const elsewhere = await seedMember(ctx, other.organization.organizationId, { emailAddress: member.emailAddress });
    const foreignIst = await createIntermediateSession(ctx.services.identity, {
      emailAddress: member.emailAddress,
      factors: [{ type: 'password', delivery_method: 'knowledge', last_authenticated_at: new Date().toISOString() }],
      organizationId: other.organization.organizationId,
      memberId: elsewhere.memberId,
    });
    const res = await authenticate({
      magic_links_token: await linkToken(member.emailAddress, organization.organizationId),
      intermediate_session_token: foreignIst,
    });
    expect(res.status).toBe(200);
    expect(res.data.primary_required).toEqual({ allowed_auth_methods: ['password'] });
    const exchange = await sdk(ctx, 'POST', '/b2b/discovery/intermediate_sessions/exchange', {
      intermediate_session_token: foreignIst,
      organization_id: other.organization.organizationId,
    });
    expect(exchange.status).toBe(200);
  });
});

describe('POST /b2b/magic_links/authenticate refuses bad input', () => {
  it('answers a missing token with a 400', async () => {
    const res = await authenticate({});
    expect(res.status).toBe(400);
    expect(res.body.error_type).toBe('bad_request');
  });

  it('refuses a session duration out of range without using the link up', async () => {
    const { organization } = await seedOrganization(ctx);
    const member = await seedMember(ctx, organization.organizationId);
    const token = await linkToken(member.emailAddress, organization.organizationId);
    const bad = await authenticate({ magic_links_token: token, session_duration_minutes: 1 });
    expect(bad.status).toBe(400);
    expect(bad.body.error_type).toBe('invalid_session_duration');
    expect((await authenticate({ magic_links_token: token })).status).toBe(200);
  });

  it('answers an unknown token with unable_to_auth_magic_link', async () => {
    const res = await authenticate({ magic_links_token: 'x'.repeat(43) });
    expect(res.status).toBe(401);
    expect(res.body.error_type).toBe('unable_to_auth_magic_link');
  });
});
