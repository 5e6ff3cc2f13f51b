import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sdk, seedMember, uniqueEmail } from '../identity.js';
import { discoveryOtp, failure, signUp, T } from './flows.js';
import { closeBrowsers, type LiveServer, openBrowser, startLiveServer, within } from './harness.js';

/**
 * Member management, self-service, permissions and revoking a member's sessions through the
 * official client's own methods, against our server.
 */
let server: LiveServer;
beforeAll(async () => {
  server = await startLiveServer({ IDENTITY_RATE_LIMIT_IP_PER_MINUTE: '10000' });
});
afterEach(() => closeBrowsers());
afterAll(() => server?.close());

describe('the official client, member management', () => {
  it('the admin creates, updates and searches members, updates itself and revokes a member’s sessions', async () => {
    const browser = openBrowser(server);
    const { organizationId, memberId } = await signUp(server, browser);
    expect(await within(T, browser.client.rbac.isAuthorized('stytch.member', 'create'))).toBe(true);

    const colleagueEmail = uniqueEmail('colleague');
    const created = await within(
      T,
      browser.client.organization.members.create({ email_address: colleagueEmail, name: 'Cora Colleague' }),
    );
    expect(created.member.email_address).toBe(colleagueEmail);
    expect(created.member.status).toBe('active');
    const colleagueId = created.member.member_id;

    const updated = await within(
      T,
      browser.client.organization.members.update({ member_id: colleagueId, name: 'Cora C.', roles: ['stytch_admin'] }),
    );
    expect(updated.member.name).toBe('Cora C.');
    expect(updated.member.roles.map((r) => r.role_id)).toEqual(expect.arrayContaining(['stytch_admin', 'stytch_member']));

    const found = await within(
      T,
      browser.client.organization.members.search({
        query: { operator: 'AND', operands: [{ filter_name: 'member_emails', filter_value: [colleagueEmail] }] },
      }),
    );
    expect(found.members.map((m) => m.member_id)).toEqual([colleagueId]);
    expect(found.results_metadata.total).toBe(1);

    const self = await within(T, browser.client.self.update({ name: 'Ada Admin', untrusted_metadata: { desk: 7 } }));
    expect(self.member.name).toBe('Ada Admin');
    expect(browser.client.self.getSync()?.name).toBe('Ada Admin');
    expect(browser.client.self.getSync()?.member_id).toBe(memberId);

    // The colleague signs in in another browser; the admin revokes every session of theirs.
    const adminToken = browser.cookies().stytch_session ?? '';
    browser.close();
    const colleague = openBrowser(server);
    await discoveryOtp(server, colleague, colleagueEmail);
    await within(
      T,
      colleague.client.discovery.intermediateSessions.exchange({ organization_id: organizationId, session_duration_minutes: 60 }),
    );
    const colleagueToken = colleague.cookies().stytch_session ?? '';
    expect(colleagueToken).not.toBe('');
    colleague.close();

    const admin = openBrowser(server, { cookies: { stytch_session: adminToken } });
    await within(T, admin.client.session.revokeForMember({ member_id: colleagueId }));
    const refreshed = await sdk(server.ctx, 'POST', '/b2b/sessions/authenticate', {}, { sessionToken: colleagueToken });
    expect(refreshed.body.error_type).toBe('session_not_found');
  });

  it('a plain member may update itself but the server refuses it member management', async () => {
    const browser = openBrowser(server);
    const { organizationId, memberId: adminId } = await signUp(server, browser);
    browser.close();
    const plainEmail = uniqueEmail('plain');
    await seedMember(server.ctx, organizationId, { emailAddress: plainEmail });

    const plain = openBrowser(server);
    await discoveryOtp(server, plain, plainEmail);
    await within(
      T,
      plain.client.discovery.intermediateSessions.exchange({ organization_id: organizationId, session_duration_minutes: 60 }),
    );
    expect(await within(T, plain.client.rbac.isAuthorized('stytch.member', 'delete'))).toBe(false);
    expect(await within(T, plain.client.rbac.isAuthorized('stytch.self', 'update.info.name'))).toBe(true);
    expect((await within(T, plain.client.self.update({ name: 'Pat Plain' }))).member.name).toBe('Pat Plain');
    const refused = await failure(plain, plain.client.organization.members.delete(adminId));
    expect(refused.error_type).toBe('unauthorized_action');
    expect(refused.status_code).toBe(403);
    const noCreate = await failure(plain, plain.client.organization.members.create({ email_address: uniqueEmail() }));
    expect(noCreate.error_type).toBe('unauthorized_action');
  });
});
