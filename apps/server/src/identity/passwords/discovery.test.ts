import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, sdk, seedMember, seedOrganization, uniqueEmail } from '../../../test/identity.js';
import { createTestApp, eventually, type TestContext } from '../../../test/test-app.js';
import { hashPassword } from './hashing.js';

const OLD_PASSWORD = 'violet-Harbor-42-lantern';
const NEW_PASSWORD = 'Amber-Kettle-93-orbit';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

type Mail = { subject: string; text: string };

async function resetMail(email: string): Promise<{ mail: Mail; link: URL; token: string }> {
  const [mail] = await eventually(async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/dev/mailbox/messages?to=${encodeURIComponent(email)}` });
    const messages = res.json() as Mail[];
    return messages.length > 0 && messages;
  });
  const url = /https?:\/\/\S*stytch_token_type=\S+/.exec(mail?.text ?? '')?.[0];
  if (!mail || !url) throw new Error('no reset link');
  const link = new URL(url);
  return { mail, link, token: link.searchParams.get('token') ?? '' };
}

const startReset = (email: string, extra: Record<string, unknown> = {}) =>
  sdk(ctx, 'POST', '/b2b/passwords/discovery/reset/start', { email_address: email, ...extra });
const reset = (token: string, password: string) =>
  sdk(ctx, 'POST', '/b2b/passwords/discovery/reset', { password_reset_token: token, password });
const discoveryLogin = (email: string, password: string) =>
  sdk(ctx, 'POST', '/b2b/passwords/discovery/authenticate', { email_address: email, password });
const authenticate = (organizationId: string, email: string, password: string) =>
  sdk(ctx, 'POST', '/b2b/passwords/authenticate', { organization_id: organizationId, email_address: email, password });
const names = (data: { discovered_organizations?: { organization: { organization_name: string } }[] }) =>
  (data.discovered_organizations ?? []).map((d) => d.organization.organization_name).sort();

/** One address in two organizations: a password in the first, none in the second. */
async function twoMemberships() {
  const email = uniqueEmail('buyer');
  const first = await seedOrganization(ctx, { name: 'First Co' });
  const second = await seedOrganization(ctx, { name: 'Second Co' });
  await seedMember(ctx, first.organization.organizationId, {
    emailAddress: email,
    passwordHash: await hashPassword(OLD_PASSWORD),
  });
  await seedMember(ctx, second.organization.organizationId, { emailAddress: email, emailAddressVerified: false });
  return { email, first: first.organization, second: second.organization };
}

describe('discovery reset', () => {
  it('sets one password on every membership and continues in discovery', async () => {
    const { email, first, second } = await twoMemberships();
    const earlier = await logIn(ctx, email, first.organizationId);
    const started = await startReset(email);
    expect(started.status).toBe(200);
    expect(started.data).toEqual({ status_code: 200, request_id: started.body.request_id });

    const { mail, link, token } = await resetMail(email);
    expect(mail.subject).toBe('Reset your ShelfScope password');
    expect(link.searchParams.get('stytch_token_type')).toBe('discovery');
    expect(link.searchParams.get('stytch_redirect_type')).toBe('reset_password');

    const done = await reset(token, NEW_PASSWORD);
    expect(done.status).toBe(200);
    expect(Object.keys(done.data).sort()).toEqual(
      ['discovered_organizations', 'email_address', 'intermediate_session_token', 'request_id', 'status_code'].sort(),
    );
    expect(done.data.email_address).toBe(email);
    expect(names(done.data)).toEqual(['First Co', 'Second Co']);
    for (const found of done.data.discovered_organizations) {
      expect(found.membership).toMatchObject({ type: 'active_member', member: { email_address_verified: true } });
    }
    expect((await sdk(ctx, 'POST', '/b2b/sessions/authenticate', {}, { sessionToken: earlier.sessionToken })).status).toBe(404);

    const exchanged = await sdk(ctx, 'POST', '/b2b/discovery/intermediate_sessions/exchange', {
      intermediate_session_token: done.data.intermediate_session_token,
      organization_id: second.organizationId,
      session_duration_minutes: 60,
    });
    expect(exchanged.data.member_authenticated).toBe(true);
    expect(exchanged.data.member_session.authentication_factors.map((f: { type: string }) => f.type)).toEqual([
      'password',
      'magic_link',
    ]);

    for (const organization of [first, second]) {
      expect((await authenticate(organization.organizationId, email, NEW_PASSWORD)).status).toBe(200);
    }
    expect((await authenticate(first.organizationId, email, OLD_PASSWORD)).status).toBe(401);
    expect((await reset(token, 'Another-Kettle-71-orbit')).body.error_type).toBe('unable_to_auth_magic_link');
  });

  it('answers an address without memberships the same way (no enumeration)', async () => {
    const email = uniqueEmail('stranger');
    const started = await startReset(email);
    expect(started.status).toBe(200);
    const { token } = await resetMail(email);
    const done = await reset(token, NEW_PASSWORD);
    expect(done.status).toBe(200);
    expect(done.data.discovered_organizations).toEqual([]);
  });

  it('refuses weak passwords before using the link up', async () => {
    const { email } = await twoMemberships();
    await startReset(email);
    const { token } = await resetMail(email);
    expect((await reset(token, 'password123')).body.error_type).toBe('breached_password');
    expect((await reset(token, 'orbitkettle')).body.error_type).toBe('weak_password');
    expect((await reset(token, NEW_PASSWORD)).status).toBe(200);
  });

  it('validates the request and limits emails per address', async () => {
    expect((await startReset('nobody')).body).toMatchObject({ status_code: 400, error_type: 'invalid_email' });
    expect((await startReset(uniqueEmail(), { discovery_redirect_url: 'https://evil.example' })).body.error_type).toBe(
      'invalid_redirect_url',
    );
    expect((await sdk(ctx, 'POST', '/b2b/passwords/discovery/reset', { password: NEW_PASSWORD })).status).toBe(400);
    const email = uniqueEmail('flood');
    const limit = ctx.services.identity.config.identity.rateLimits.emailSendsPerHour;
    for (let i = 0; i < limit; i += 1) expect((await startReset(email)).status).toBe(200);
    const over = await startReset(email);
    expect(over.status).toBe(429);
    expect(over.body.error_type).toBe('too_many_requests');
  });
});

describe('discovery authenticate', () => {
  it('proves the password of a membership and lists the organizations', async () => {
    const { email, first } = await twoMemberships();
    const res = await discoveryLogin(email.toUpperCase(), OLD_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({ email_address: email, intermediate_session_token: expect.any(String) });
    expect(names(res.data)).toEqual(['First Co', 'Second Co']);
    const exchanged = await sdk(ctx, 'POST', '/b2b/discovery/intermediate_sessions/exchange', {
      intermediate_session_token: res.data.intermediate_session_token,
      organization_id: first.organizationId,
      session_duration_minutes: 60,
    });
    expect(exchanged.data.member_session.authentication_factors.map((f: { type: string }) => f.type)).toEqual(['password']);
  });

  it('finds the membership whose password matches among different ones', async () => {
    const { email } = await twoMemberships();
    const { organization: third } = await seedOrganization(ctx, { name: 'Third Co' });
    await seedMember(ctx, third.organizationId, { emailAddress: email, passwordHash: await hashPassword(NEW_PASSWORD) });
    expect((await discoveryLogin(email, NEW_PASSWORD)).status).toBe(200);
    expect((await discoveryLogin(email, OLD_PASSWORD)).status).toBe(200);
    expect((await discoveryLogin(email, 'Neither-Kettle-55-orbit')).status).toBe(401);
  });

  it('refuses a wrong password, an unknown address and a breached password', async () => {
    const { email } = await twoMemberships();
    expect((await discoveryLogin(email, 'not-the-password')).body.error_type).toBe('unauthorized_credentials');
    expect((await discoveryLogin(uniqueEmail(), OLD_PASSWORD)).body.error_type).toBe('unauthorized_credentials');
    expect((await discoveryLogin('bad email', OLD_PASSWORD)).body.error_type).toBe('invalid_email');
    const breachedEmail = uniqueEmail();
    const { organization } = await seedOrganization(ctx);
    await seedMember(ctx, organization.organizationId, {
      emailAddress: breachedEmail,
      passwordHash: await hashPassword('qwerty'),
    });
    expect((await discoveryLogin(breachedEmail, 'qwerty')).body.error_type).toBe('breached_password');
  });

  it('is refused while every membership with a password is locked', async () => {
    const { email } = await twoMemberships();
    const attempts = ctx.services.identity.config.identity.lockout.attempts;
    for (let i = 0; i < attempts; i += 1) await discoveryLogin(email, `wrong-${i}`);
    const locked = await discoveryLogin(email, OLD_PASSWORD);
    expect(locked.status).toBe(401);
    expect(locked.body.error_type).toBe('user_lock_limit_reached');
  });
});
