import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failedAttempts, sdk, seedMember, seedOrganization, setFailedAttempts, uniqueEmail } from '../../../test/identity.js';
import { createTestApp, eventually, type TestContext } from '../../../test/test-app.js';
import { pkceChallenge } from '../crypto.js';
import { hashPassword } from './hashing.js';

const OLD_PASSWORD = 'violet-Harbor-42-lantern';
const NEW_PASSWORD = 'Amber-Kettle-93-orbit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Mail = { subject: string; text: string; html: string };

/** The newest email to an address once `count` have arrived, and the reset link in it. */
async function resetMail(email: string, count = 1): Promise<{ mail: Mail; link: URL; token: string }> {
  const list = await eventually(async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/dev/mailbox/messages?to=${encodeURIComponent(email)}` });
    const messages = res.json() as Mail[];
    return messages.length >= count && messages;
  });
  const mail = list[0] as Mail;
  const url = /https?:\/\/\S*stytch_token_type=\S+/.exec(mail.text)?.[0];
  if (!url) throw new Error(`no link in: ${mail.text}`);
  const link = new URL(url);
  return { mail, link, token: link.searchParams.get('token') ?? '' };
}

const start = (organizationId: string, email: string, extra: Record<string, unknown> = {}) =>
  sdk(ctx, 'POST', '/b2b/passwords/email/reset/start', { organization_id: organizationId, email_address: email, ...extra });
const reset = (token: string, password: string, extra: Record<string, unknown> = {}) =>
  sdk(ctx, 'POST', '/b2b/passwords/email/reset', {
    password_reset_token: token,
    password,
    session_duration_minutes: 60,
    ...extra,
  });
const authenticate = (organizationId: string, email: string, password: string) =>
  sdk(ctx, 'POST', '/b2b/passwords/authenticate', { organization_id: organizationId, email_address: email, password });

describe('reset by email', () => {
  it('runs the whole flow: link by email, new password, old one gone, other sessions ended', async () => {
    const { organization } = await seedOrganization(ctx, { name: 'Harbor Supply' });
    const member = await seedMember(ctx, organization.organizationId, {
      passwordHash: await hashPassword(OLD_PASSWORD),
    });
    const before = await authenticate(organization.organizationId, member.emailAddress, OLD_PASSWORD);
    expect(before.status).toBe(200);

    const started = await start(organization.organizationId, member.emailAddress);
    expect(started.status).toBe(200);
    expect(started.data).toMatchObject({
      member_id: member.memberId,
      member_email_id: '',
      member: { member_id: member.memberId, email_address: member.emailAddress },
      organization: { organization_id: organization.organizationId, organization_name: 'Harbor Supply' },
    });

    const { mail, link, token } = await resetMail(member.emailAddress);
    expect(mail.subject).toBe('Reset your password for Harbor Supply');
    expect(`${link.origin}${link.pathname}`).toBe('http://127.0.0.1:3000/auth/authenticate');
    expect(link.searchParams.get('stytch_token_type')).toBe('multi_tenant_passwords');
    expect(link.searchParams.get('stytch_redirect_type')).toBe('reset_password');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(mail.html).toContain(link.toString().replaceAll('&', '&amp;'));

    const done = await reset(token, NEW_PASSWORD);
    expect(done.status).toBe(200);
    expect(done.data).toMatchObject({
      member_authenticated: true,
      member_id: member.memberId,
      session_token: expect.any(String),
      member: { email_address_verified: true, member_password_id: expect.stringMatching(/^member-password-test-/) },
    });
    expect(done.data.member_session.authentication_factors.map((f: { type: string }) => f.type)).toEqual([
      'password',
      'magic_link',
    ]);

    const oldSession = await sdk(ctx, 'POST', '/b2b/sessions/authenticate', {}, { sessionToken: before.data.session_token });
    expect(oldSession.body.error_type).toBe('session_not_found');
    const newSession = await sdk(ctx, 'POST', '/b2b/sessions/authenticate', {}, { sessionToken: done.data.session_token });
    expect(newSession.status).toBe(200);

    expect((await authenticate(organization.organizationId, member.emailAddress, NEW_PASSWORD)).status).toBe(200);
    expect((await authenticate(organization.organizationId, member.emailAddress, OLD_PASSWORD)).body.error_type).toBe(
      'unauthorized_credentials',
    );
    const again = await reset(token, 'Another-Kettle-71-orbit');
    expect(again.status).toBe(401);
    expect(again.body.error_type).toBe('unable_to_auth_magic_link');
  });

  it('refuses a weak or breached password without using the link up', async () => {
    const { organization, admin } = await seedOrganization(ctx);
    await start(organization.organizationId, admin.emailAddress);
    const { token } = await resetMail(admin.emailAddress);
    const weak = await reset(token, 'orbitkettle');
    expect(weak.status).toBe(400);
    expect(weak.body.error_type).toBe('weak_password');
    expect(weak.body.error_message).toContain('score 2 of 4');
    expect((await reset(token, 'qwerty')).body.error_type).toBe('breached_password');
    expect((await reset(token, NEW_PASSWORD)).status).toBe(200);
  });

  it('only the newest link works', async () => {
    const { organization, admin } = await seedOrganization(ctx);
    await start(organization.organizationId, admin.emailAddress);
    const first = await resetMail(admin.emailAddress);
    await start(organization.organizationId, admin.emailAddress);
    const second = await resetMail(admin.emailAddress, 2);
    expect(second.token).not.toBe(first.token);
    expect((await reset(first.token, NEW_PASSWORD)).body.error_type).toBe('unable_to_auth_magic_link');
    expect((await reset(second.token, NEW_PASSWORD)).status).toBe(200);
  });

  it('clears a breached-password flag and a lock', async () => {
    const { organization } = await seedOrganization(ctx);
    const member = await seedMember(ctx, organization.organizationId, {
      passwordHash: await hashPassword('password123'),
      passwordResetRequired: true,
    });
    const attempts = ctx.services.identity.config.identity.lockout.attempts;
    await setFailedAttempts(ctx, member.memberId, { count: attempts, lastFailureAt: new Date() });
    expect((await authenticate(organization.organizationId, member.emailAddress, 'password123')).body.error_type).toBe(
      'user_lock_limit_reached',
    );
    await start(organization.organizationId, member.emailAddress);
    const { token } = await resetMail(member.emailAddress);
    const done = await reset(token, NEW_PASSWORD);
    expect(done.data.member.is_locked).toBe(false);
    expect(await failedAttempts(ctx, member.memberId)).toBe(0);
    expect((await authenticate(organization.organizationId, member.emailAddress, NEW_PASSWORD)).status).toBe(200);
  });

  it('binds the link to PKCE when the client sends a challenge (official field names)', async () => {
    const { organization, admin } = await seedOrganization(ctx);
    const verifier = randomBytes(32).toString('hex');
    await start(organization.organizationId, admin.emailAddress, { code_challenge: pkceChallenge(verifier) });
    const { token } = await resetMail(admin.emailAddress);
    expect((await reset(token, NEW_PASSWORD)).body.error_type).toBe('missing_pkce');
    expect((await reset(token, NEW_PASSWORD, { code_verifier: 'x'.repeat(64) })).body.error_type).toBe('pkce_mismatch');
    expect((await reset(token, NEW_PASSWORD, { code_verifier: verifier })).status).toBe(200);
  });
});

describe('starting a reset', () => {
  it('lets a newcomer in by email domain join at the reset', async () => {
    const domain = `d${Date.now()}.example.com`;
    const { organization } = await seedOrganization(ctx, {
      emailJitProvisioning: 'RESTRICTED',
      emailAllowedDomains: [domain],
      adminEmail: uniqueEmail('boss', domain),
    });
    const email = uniqueEmail('new', domain);
    const started = await start(organization.organizationId, email);
    expect(started.status).toBe(200);
    expect(started.data).toMatchObject({
      member_id: '',
      member: null,
      organization: { organization_id: organization.organizationId },
    });
    const { token } = await resetMail(email);
    const done = await reset(token, NEW_PASSWORD);
    expect(done.status).toBe(200);
    expect(done.data.member).toMatchObject({ email_address: email, status: 'active', email_address_verified: true });
    expect((await authenticate(organization.organizationId, email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses an address that may not join, by the organization policy', async () => {
    const closed = await seedOrganization(ctx);
    const notAllowed = await start(closed.organization.organizationId, uniqueEmail());
    expect(notAllowed.status).toBe(403);
    expect(notAllowed.body.error_type).toBe('email_jit_provisioning_not_allowed');
    const restricted = await seedOrganization(ctx, {
      emailJitProvisioning: 'RESTRICTED',
      emailAllowedDomains: ['elsewhere.example'],
    });
    const wrongDomain = await start(restricted.organization.organizationId, uniqueEmail());
    expect(wrongDomain.status).toBe(403);
    expect(wrongDomain.body.error_type).toBe('invalid_email_for_jit_provisioning');
  });

  it('uses an allowed redirect URL and refuses others', async () => {
    const { organization, admin } = await seedOrganization(ctx);
    const own = await start(organization.organizationId, admin.emailAddress, {
      reset_password_redirect_url: 'http://127.0.0.1:3000/authenticate',
    });
    expect(own.status).toBe(200);
    const { link } = await resetMail(admin.emailAddress);
    expect(link.pathname).toBe('/authenticate');
    for (const field of ['reset_password_redirect_url', 'login_redirect_url']) {
      const res = await start(organization.organizationId, admin.emailAddress, { [field]: 'https://evil.example/steal' });
      expect(res.status, field).toBe(400);
      expect(res.body.error_type).toBe('invalid_redirect_url');
    }
  });

  it('validates the request', async () => {
    const { organization } = await seedOrganization(ctx);
    const badEmail = await start(organization.organizationId, 'nobody@');
    expect(badEmail.body).toMatchObject({ status_code: 400, error_type: 'invalid_email' });
    const missing = await sdk(ctx, 'POST', '/b2b/passwords/email/reset/start', { email_address: uniqueEmail() });
    expect(missing.body).toMatchObject({ status_code: 400, error_type: 'bad_request' });
    expect((await start('organization-test-missing', uniqueEmail())).body.error_type).toBe('organization_not_found');
    const noToken = await sdk(ctx, 'POST', '/b2b/passwords/email/reset', { password: NEW_PASSWORD });
    expect(noToken.body).toMatchObject({ status_code: 400, error_type: 'bad_request' });
    expect((await reset('not-a-token', NEW_PASSWORD)).body.error_type).toBe('unable_to_auth_magic_link');
  });
});
