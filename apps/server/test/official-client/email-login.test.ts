import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { failure, signUp, T } from './flows.js';
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
 * Email logins other than discovery by passcode, through the official client: an organization
 * login by passcode, and magic links (discovery and organization). Codes and links come from the
 * dev mailbox; the client does the rest.
 */
let server: LiveServer;
beforeAll(async () => {
  server = await startLiveServer({ IDENTITY_RATE_LIMIT_IP_PER_MINUTE: '10000' });
});
afterEach(() => closeBrowsers());
afterAll(() => server?.close());

/** A member who signed up (one mail so far) and then left: a fresh browser, signed out. */
async function existingMember() {
  const first = openBrowser(server);
  const member = await signUp(server, first);
  first.close();
  return { ...member, browser: openBrowser(server) };
}

describe('the official client, organization login by email passcode', () => {
  it('logs in with otps.email.loginOrSignup and otps.email.authenticate', async () => {
    const { browser, email, organizationId, memberId } = await existingMember();
    await within(T, browser.client.otps.email.loginOrSignup({ organization_id: organizationId, email_address: email }));
    const code = otpCode(await waitForMail(server, email, 2));
    const login = await within(
      T,
      browser.client.otps.email.authenticate({
        organization_id: organizationId,
        email_address: email,
        code,
        session_duration_minutes: 60,
      }),
    );
    expect(login.member_authenticated).toBe(true);
    expect(login.member.member_id).toBe(memberId);
    expect(browser.client.session.getSync()?.authentication_factors.map((f) => f.type)).toContain('email_otp');

    // The code is single use.
    const again = await failure(
      browser,
      browser.client.otps.email.authenticate({
        organization_id: organizationId,
        email_address: email,
        code,
        session_duration_minutes: 60,
      }),
    );
    expect(again.status_code).toBeGreaterThanOrEqual(400);
  });
});

describe('the official client, magic links', () => {
  it('discovery: send, authenticate the emailed token, exchange into the organization', async () => {
    const { browser, email, organizationId, memberId } = await existingMember();
    await within(T, browser.client.magicLinks.email.discovery.send({ email_address: email }));
    const token = tokenLink(await waitForMail(server, email, 2)).searchParams.get('token') ?? '';
    const discovered = await within(T, browser.client.magicLinks.discovery.authenticate({ discovery_magic_links_token: token }));
    expect(discovered.email_address).toBe(email);
    expect(discovered.discovered_organizations.map((d) => d.organization.organization_id)).toEqual([organizationId]);
    expect(browser.cookies().stytch_intermediate_session_token).toBe(discovered.intermediate_session_token);

    const entered = await within(
      T,
      browser.client.discovery.intermediateSessions.exchange({ organization_id: organizationId, session_duration_minutes: 60 }),
    );
    expect(entered.member_authenticated).toBe(true);
    expect(entered.member.member_id).toBe(memberId);
    expect(browser.client.session.getSync()?.organization_id).toBe(organizationId);
  });

  it('organization: loginOrSignup, then authenticate the emailed token (single use)', async () => {
    const { browser, email, organizationId, memberId } = await existingMember();
    await within(T, browser.client.magicLinks.email.loginOrSignup({ organization_id: organizationId, email_address: email }));
    const token = tokenLink(await waitForMail(server, email, 2)).searchParams.get('token') ?? '';
    const login = await within(
      T,
      browser.client.magicLinks.authenticate({ magic_links_token: token, session_duration_minutes: 60 }),
    );
    expect(login.member_authenticated).toBe(true);
    expect(login.member.member_id).toBe(memberId);
    expect(browser.client.self.getSync()?.email_address).toBe(email);

    const again = await failure(
      browser,
      browser.client.magicLinks.authenticate({ magic_links_token: token, session_duration_minutes: 60 }),
    );
    expect(again.error_type).toBe('unable_to_auth_magic_link');
  });
});
