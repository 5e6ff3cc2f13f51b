import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { failure, signUp, T } from './flows.js';
import { closeBrowsers, type LiveServer, openBrowser, startLiveServer, within } from './harness.js';

/**
 * What a signed-in member's page does with the official client besides logging in: read and
 * update its organization and itself, search members, check permissions against the bootstrap
 * RBAC policy, check a password's strength. All through the client's methods.
 */
let server: LiveServer;
beforeAll(async () => {
  server = await startLiveServer({ IDENTITY_RATE_LIMIT_IP_PER_MINUTE: '10000' });
});
afterEach(() => closeBrowsers());
afterAll(() => server?.close());

describe('the official client, signed in', () => {
  it('reads its organization and member, and finds the organization by slug', async () => {
    const browser = openBrowser(server);
    const { created, organizationId, memberId, email } = await signUp(server, browser);
    const organization = await within(T, browser.client.organization.get());
    expect(organization?.organization_id).toBe(organizationId);
    const self = await within(T, browser.client.self.get());
    expect(self?.member_id).toBe(memberId);
    expect(self?.email_address).toBe(email);
    expect(self?.roles.map((r) => r.role_id)).toEqual(expect.arrayContaining(['stytch_member', 'stytch_admin']));

    const bySlug = await within(
      T,
      browser.client.organization.getBySlug({ organization_slug: created.organization.organization_slug }),
    );
    expect(bySlug.organization?.organization_id).toBe(organizationId);
    const none = await within(T, browser.client.organization.getBySlug({ organization_slug: 'no-such-organization-slug' }));
    expect(none.organization).toBeNull();
  });

  it('lets the admin rename the organization and the client state follows', async () => {
    const browser = openBrowser(server);
    const { organizationId } = await signUp(server, browser);
    const updated = await within(T, browser.client.organization.update({ organization_name: 'Renamed Books' }));
    expect(updated.organization.organization_name).toBe('Renamed Books');
    expect(browser.client.organization.getSync()?.organization_name).toBe('Renamed Books');
    expect(browser.client.organization.getSync()?.organization_id).toBe(organizationId);
  });

  it('searches the members of its organization', async () => {
    const browser = openBrowser(server);
    const { memberId, email } = await signUp(server, browser);
    const found = await within(T, browser.client.organization.members.search({ limit: 10 }));
    expect(found.members.map((m) => m.member_id)).toEqual([memberId]);
    expect(found.members[0]?.email_address).toBe(email);
    expect(found.results_metadata.total).toBe(1);
  });

  it("checks permissions with the bootstrap's RBAC policy (admin: yes; signed out: no)", async () => {
    const browser = openBrowser(server);
    await signUp(server, browser);
    expect(await within(T, browser.client.rbac.isAuthorized('stytch.organization', 'update.settings'))).toBe(true);
    expect(await within(T, browser.client.rbac.isAuthorized('stytch.member', 'delete'))).toBe(true);
    expect(await within(T, browser.client.rbac.isAuthorized('stytch.unknown', 'anything'))).toBe(false);
    browser.close();

    const anonymous = openBrowser(server);
    expect(await within(T, anonymous.client.rbac.isAuthorized('stytch.organization', 'update.settings'))).toBe(false);
  });

  it('checks password strength in the shape the client reads', async () => {
    const browser = openBrowser(server);
    const weak = await within(T, browser.client.passwords.strengthCheck({ password: 'password1' }));
    expect(weak.valid_password).toBe(false);
    expect(weak.strength_policy).toMatch(/^(zxcvbn|luds)$/);
    expect(weak.zxcvbn_feedback).toMatchObject({ suggestions: expect.any(Array), warning: expect.any(String) });
    expect(weak.luds_feedback).toMatchObject({ has_digit: expect.any(Boolean), missing_characters: expect.any(Number) });
    const strong = await within(T, browser.client.passwords.strengthCheck({ password: 'Violet-Harbor-Lantern-93!' }));
    expect(strong.valid_password).toBe(true);
    expect(strong.score).toBeGreaterThanOrEqual(3);
  });

  it('refuses organization calls after the session is gone (client error, state cleared)', async () => {
    const browser = openBrowser(server);
    await signUp(server, browser);
    browser.window.document.cookie = 'stytch_session=not-a-real-session-token-0123456789; path=/';
    const error = await failure(browser, browser.client.organization.get());
    expect(error.error_type).toBe('session_not_found');
  });
});
