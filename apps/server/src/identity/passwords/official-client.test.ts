import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { seedMember, seedOrganization, uniqueEmail } from '../../../test/identity.js';
import { failure, T } from '../../../test/official-client/flows.js';
import {
  closeBrowsers,
  type LiveServer,
  openBrowser,
  startLiveServer,
  tokenLink,
  waitForMail,
  within,
} from '../../../test/official-client/harness.js';
import { hashPassword } from './hashing.js';

/**
 * The password calls of the official B2B client (@stytch/vanilla-js 5.35.1), unchanged, against
 * our server, with PKCE required for password resets: the client then sends code_challenge /
 * code_verifier on the organization reset and pkce_code_challenge / pkce_code_verifier on the
 * discovery reset, and keeps the pair in its own storage between the two calls.
 */
const OLD_PASSWORD = 'violet-Harbor-42-lantern';
const NEW_PASSWORD = 'Amber-Kettle-93-orbit';

let server: LiveServer;
beforeAll(async () => {
  server = await startLiveServer({ IDENTITY_RATE_LIMIT_IP_PER_MINUTE: '10000', IDENTITY_PKCE_REQUIRED: 'password_resets' });
});
afterEach(() => closeBrowsers());
afterAll(() => server?.close());

async function seededMember(password = OLD_PASSWORD) {
  const { organization } = await seedOrganization(server.ctx, { name: 'Harbor Books' });
  const member = await seedMember(server.ctx, organization.organizationId, {
    emailAddress: uniqueEmail('official'),
    passwordHash: await hashPassword(password),
  });
  return { organizationId: organization.organizationId, email: member.emailAddress, memberId: member.memberId };
}

/**
 * A browser whose window has Web Crypto's subtle API, as browsers have on secure origins
 * (loopback counts as one); jsdom only has getRandomValues. The client hashes its PKCE verifier
 * with it.
 */
function browserWithWebCrypto() {
  const browser = openBrowser(server);
  Object.defineProperty(browser.window, 'crypto', { value: globalThis.crypto, configurable: true });
  return browser;
}

describe('the official client, password resets with PKCE', () => {
  it('resets by email in the organization flow and ends up logged in', async () => {
    const { organizationId, email, memberId } = await seededMember();
    const browser = browserWithWebCrypto();
    await within(T, browser.client.passwords.resetByEmailStart({ organization_id: organizationId, email_address: email }));
    const link = tokenLink(await waitForMail(server, email));
    expect(link.searchParams.get('stytch_token_type')).toBe('multi_tenant_passwords');
    const token = link.searchParams.get('token') ?? '';
    browser.close();

    // Another browser has no PKCE verifier: the link is bound to the browser that asked for it.
    const other = browserWithWebCrypto();
    const refused = await failure(
      other,
      other.client.passwords.resetByEmail({ password_reset_token: token, password: NEW_PASSWORD, session_duration_minutes: 60 }),
    );
    expect(refused.error_type).toBe('missing_pkce');
    other.close();

    const again = browserWithWebCrypto();
    await within(T, again.client.passwords.resetByEmailStart({ organization_id: organizationId, email_address: email }));
    const second = tokenLink(await waitForMail(server, email, 2)).searchParams.get('token') ?? '';
    const reset = await within(
      T,
      again.client.passwords.resetByEmail({ password_reset_token: second, password: NEW_PASSWORD, session_duration_minutes: 60 }),
    );
    expect(reset.member_authenticated).toBe(true);
    expect(again.client.session.getSync()?.member_id).toBe(memberId);
    expect(again.cookies().stytch_session).toBe(reset.session_token);
  });

  it('resets by email in discovery, then enters the organization with the IST', async () => {
    const { organizationId, email, memberId } = await seededMember();
    const browser = browserWithWebCrypto();
    await within(T, browser.client.passwords.discovery.resetByEmailStart({ email_address: email }));
    const link = tokenLink(await waitForMail(server, email));
    expect(link.searchParams.get('stytch_token_type')).toBe('discovery');
    const reset = await within(
      T,
      browser.client.passwords.discovery.resetByEmail({
        password_reset_token: link.searchParams.get('token') ?? '',
        password: NEW_PASSWORD,
      }),
    );
    expect(reset.email_address).toBe(email);
    expect(reset.discovered_organizations.map((d) => d.organization.organization_id)).toEqual([organizationId]);
    expect(browser.cookies().stytch_intermediate_session_token).toBe(reset.intermediate_session_token);

    const exchanged = await within(
      T,
      browser.client.discovery.intermediateSessions.exchange({ organization_id: organizationId, session_duration_minutes: 60 }),
    );
    expect(exchanged.member_authenticated).toBe(true);
    expect(browser.client.session.getSync()?.member_id).toBe(memberId);
  });
});

describe('the official client, password logins', () => {
  it('authenticates in discovery and changes the password with the existing one', async () => {
    const { organizationId, email } = await seededMember();
    const browser = openBrowser(server);
    const discovered = await within(
      T,
      browser.client.passwords.discovery.authenticate({ email_address: email, password: OLD_PASSWORD }),
    );
    expect(discovered.discovered_organizations).toHaveLength(1);
    expect(browser.cookies().stytch_intermediate_session_token).toBe(discovered.intermediate_session_token);

    const changed = await within(
      T,
      browser.client.passwords.resetByExistingPassword({
        organization_id: organizationId,
        email_address: email,
        existing_password: OLD_PASSWORD,
        new_password: NEW_PASSWORD,
        session_duration_minutes: 60,
      }),
    );
    expect(changed.member_authenticated).toBe(true);
    expect(browser.client.session.getSync()?.organization_id).toBe(organizationId);
  });

  it('reports a breached stored password as breached_password and keeps no session', async () => {
    const { organizationId, email } = await seededMember('password123');
    const browser = openBrowser(server);
    const error = await failure(
      browser,
      browser.client.passwords.authenticate({
        organization_id: organizationId,
        email_address: email,
        password: 'password123',
        session_duration_minutes: 60,
      }),
    );
    expect(error.error_type).toBe('breached_password');
    expect(browser.client.session.getSync()).toBeNull();
  });
});
