import { createRemoteJWKSet, jwtVerify } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../identity.js';
import { eventually } from '../test-app.js';
import { createOrganization, discoveryOtp, failure, PASSWORD, signUp, T } from './flows.js';
import {
  closeBrowsers,
  type LiveServer,
  openBrowser,
  otpCode,
  startLiveServer,
  tokenLink,
  waitForMail,
  within,
} from './harness.js';

/**
 * The official B2B client SDK (@stytch/vanilla-js 5.35.1), unchanged, against our server on
 * loopback: every call below goes through the client's own methods, which build the requests,
 * parse our responses and keep their state in cookies and localStorage exactly as in a browser.
 * Only the dev mailbox is read directly (to get codes and links).
 */
let server: LiveServer;
beforeAll(async () => {
  // One client per test from one IP: the per-IP limit is tested in security.test.ts.
  server = await startLiveServer({ IDENTITY_RATE_LIMIT_IP_PER_MINUTE: '10000' });
});
afterEach(() => closeBrowsers());
afterAll(() => server?.close());

describe('the official client, discovery by email passcode', () => {
  it('signs up, lists (empty), creates an organization and lists it', async () => {
    const browser = openBrowser(server);
    const email = uniqueEmail('signup');
    const discovered = await discoveryOtp(server, browser, email);
    expect(discovered.email_address).toBe(email);
    expect(discovered.discovered_organizations).toEqual([]);
    expect(discovered.intermediate_session_token).toMatch(/\S{20,}/);
    // The client keeps the IST in its cookie and sends it on the next discovery calls.
    expect(browser.cookies().stytch_intermediate_session_token).toBe(discovered.intermediate_session_token);
    expect(browser.client.session.getSync()).toBeNull();

    const listed = await within(T, browser.client.discovery.organizations.list());
    expect(listed.email_address).toBe(email);
    expect(listed.discovered_organizations).toEqual([]);

    const created = await createOrganization(browser, 'Harbor Books');
    expect(created.member_authenticated).toBe(true);
    expect(created.organization.organization_name).toBe('Harbor Books');
    expect(created.member.email_address).toBe(email);
    expect(created.member_session?.member_id).toBe(created.member.member_id);
    expect(browser.cookies().stytch_intermediate_session_token).toBeUndefined();

    // The client's state: session, member and organization, fresh (not from cache).
    const info = browser.client.session.getInfo();
    expect(info.fromCache).toBe(false);
    expect(info.session?.member_session_id).toBe(created.member_session?.member_session_id);
    expect(info.session?.organization_id).toBe(created.organization.organization_id);
    expect(browser.client.self.getSync()?.email_address).toBe(email);
    expect(browser.client.self.getInfo().member?.member_id).toBe(created.member.member_id);
    expect(browser.client.organization.getSync()?.organization_id).toBe(created.organization.organization_id);
    expect(browser.client.session.getTokens()?.session_token).toBe(created.session_token);

    // Listed again with the session (no IST any more): the new organization, as an active member.
    const again = await within(T, browser.client.discovery.organizations.list());
    expect(again.discovered_organizations).toHaveLength(1);
    expect(again.discovered_organizations[0]?.organization.organization_id).toBe(created.organization.organization_id);
    expect(again.discovered_organizations[0]?.membership.type).toBe('active_member');
  });

  it('surfaces a wrong passcode as the client error type with otp_code_not_found', async () => {
    const browser = openBrowser(server);
    const email = uniqueEmail('wrong-code');
    await within(T, browser.client.otps.email.discovery.send({ email_address: email }));
    const real = otpCode(await waitForMail(server, email));
    const wrong = real === '000000' ? '111111' : '000000';
    const error = await failure(browser, browser.client.otps.email.discovery.authenticate({ email_address: email, code: wrong }));
    expect(error.error_type).toBe('otp_code_not_found');
    expect(error.status_code).toBe(404);
    expect(browser.cookies().stytch_intermediate_session_token).toBeUndefined();
  });
});

describe('the official client, sessions', () => {
  it('holds a session JWT that verifies against our JWKS (both paths)', async () => {
    const browser = openBrowser(server);
    const { organizationId, memberId, created } = await signUp(server, browser);
    const jwt = browser.client.session.getTokens()?.session_jwt;
    expect(jwt).toBe(created.session_jwt);
    const expected = { issuer: `stytch.com/${server.projectId}`, audience: server.projectId };
    for (const path of [`/v1/b2b/sessions/jwks/${server.projectId}`, '/.well-known/jwks.json']) {
      const { payload, protectedHeader } = await jwtVerify(
        jwt ?? '',
        createRemoteJWKSet(new URL(path, server.baseUrl)),
        expected,
      );
      expect(protectedHeader.alg).toBe('RS256');
      expect(payload.sub).toBe(memberId);
      expect(payload['https://stytch.com/organization']).toMatchObject({ organization_id: organizationId });
      expect(payload['https://stytch.com/session']).toMatchObject({ id: created.member_session?.member_session_id });
      expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(300);
    }
    const jwks = createRemoteJWKSet(new URL('/.well-known/jwks.json', server.baseUrl));
    await expect(jwtVerify(jwt ?? '', jwks, { ...expected, audience: 'project-test-someone-else' })).rejects.toThrow();
  });

  it('refreshes the session (session.authenticate) and keeps it', async () => {
    const browser = openBrowser(server);
    const { created } = await signUp(server, browser);
    const refreshed = await within(T, browser.client.session.authenticate({ session_duration_minutes: 120 }));
    expect(refreshed.member_session.member_session_id).toBe(created.member_session?.member_session_id);
    expect(refreshed.session_jwt).not.toBe(created.session_jwt);
    expect(Date.parse(refreshed.member_session.expires_at)).toBeGreaterThan(Date.parse(created.member_session?.expires_at ?? ''));
    expect(browser.client.session.getTokens()?.session_jwt).toBe(refreshed.session_jwt);
    expect(browser.client.session.getSync()?.expires_at).toBe(refreshed.member_session.expires_at);
    // With no argument, as the background refresh sends it ({}).
    const plain = await within(T, browser.client.session.authenticate());
    expect(plain.member.member_id).toBe(created.member.member_id);
  });

  it('restores the session on a reload from its cookie alone (background refresh at start)', async () => {
    const first = openBrowser(server);
    const { created } = await signUp(server, first);
    const cookies = first.cookies();
    first.close();
    // A new page: cookies survive, the in-memory state does not. The client refreshes at start.
    const reloaded = openBrowser(server, { cookies: { stytch_session: cookies.stytch_session ?? '' } });
    expect(reloaded.client.session.getSync()).toBeNull();
    const session = await eventually(async () => reloaded.client.session.getSync(), 10_000);
    expect(session.member_session_id).toBe(created.member_session?.member_session_id);
    expect(reloaded.client.self.getSync()?.member_id).toBe(created.member.member_id);
    expect(reloaded.cookies().stytch_session_jwt).toMatch(/^ey/);
  });

  it('exchanges the session into a second organization of the same email', async () => {
    const browser = openBrowser(server);
    const { email, organizationId: first } = await signUp(server, browser);
    // Later the same person signs in again and creates a second organization.
    const discovered = await discoveryOtp(server, browser, email, 2);
    expect(discovered.discovered_organizations.map((d) => d.organization.organization_id)).toEqual([first]);
    const second = await createOrganization(browser, 'Second Shelf');
    const secondId = second.organization.organization_id;
    expect(secondId).not.toBe(first);
    expect(browser.client.organization.getSync()?.organization_id).toBe(secondId);

    const exchanged = await within(T, browser.client.session.exchange({ organization_id: first, session_duration_minutes: 60 }));
    expect(exchanged.member_authenticated).toBe(true);
    expect(exchanged.organization.organization_id).toBe(first);
    expect(exchanged.session_token).not.toBe(second.session_token);
    expect(browser.client.session.getSync()?.organization_id).toBe(first);
    expect(browser.client.organization.getSync()?.organization_id).toBe(first);
    expect(browser.client.session.getTokens()?.session_token).toBe(exchanged.session_token);
  });

  it('revokes the session: the client forgets it and the server refuses it afterwards', async () => {
    const browser = openBrowser(server);
    await signUp(server, browser);
    const token = browser.cookies().stytch_session;
    expect(token).toMatch(/\S{20,}/);
    await within(T, browser.client.session.revoke());
    expect(browser.client.session.getSync()).toBeNull();
    expect(browser.client.session.getTokens()).toBeNull();
    expect(browser.cookies().stytch_session).toBeUndefined();
    // Someone who kept the token (put back in the cookie) cannot use it: gone server-side.
    browser.window.document.cookie = `stytch_session=${encodeURIComponent(token ?? '')}; path=/`;
    const error = await failure(browser, browser.client.session.authenticate());
    expect(error.error_type).toBe('session_not_found');
    expect(browser.client.session.getSync()).toBeNull();
  });
});

describe('the official client, passwords in the organization flow', () => {
  it('sets a password by session, then logs in with it on a fresh client', async () => {
    const first = openBrowser(server);
    const { email, organizationId, memberId } = await signUp(server, first);
    const reset = await within(T, first.client.passwords.resetBySession({ password: PASSWORD }));
    expect(reset.member.member_id).toBe(memberId);
    expect(reset.member_session.member_id).toBe(memberId);
    first.close();

    const second = openBrowser(server);
    expect(second.client.session.getSync()).toBeNull();
    const login = await within(
      T,
      second.client.passwords.authenticate({
        organization_id: organizationId,
        email_address: email,
        password: PASSWORD,
        session_duration_minutes: 60,
      }),
    );
    expect(login.member_authenticated).toBe(true);
    expect(login.member.member_id).toBe(memberId);
    expect(second.client.session.getSync()?.authentication_factors.map((f) => f.type)).toContain('password');
    expect(second.client.self.getSync()?.email_address).toBe(email);
    second.close();

    const third = openBrowser(server);
    const error = await failure(
      third,
      third.client.passwords.authenticate({
        organization_id: organizationId,
        email_address: email,
        password: `${PASSWORD}x`,
        session_duration_minutes: 60,
      }),
    );
    expect(error.error_type).toBe('unauthorized_credentials');
    expect(third.client.session.getSync()).toBeNull();
  });

  it('sets a password through the reset-by-email flow', async () => {
    const first = openBrowser(server);
    const { email, organizationId, memberId } = await signUp(server, first);
    first.close();

    const browser = openBrowser(server);
    await within(T, browser.client.passwords.resetByEmailStart({ organization_id: organizationId, email_address: email }));
    const token = tokenLink(await waitForMail(server, email, 2)).searchParams.get('token') ?? '';
    const reset = await within(
      T,
      browser.client.passwords.resetByEmail({ password_reset_token: token, password: PASSWORD, session_duration_minutes: 60 }),
    );
    expect(reset.member.member_id).toBe(memberId);
    expect(reset.member_authenticated).toBe(true);
    expect(browser.client.session.getSync()?.member_id).toBe(memberId);
    // The reset token is single use.
    const again = await failure(
      browser,
      browser.client.passwords.resetByEmail({
        password_reset_token: token,
        password: `${PASSWORD}2`,
        session_duration_minutes: 60,
      }),
    );
    expect(again.status_code).toBeGreaterThanOrEqual(400);
  });
});
