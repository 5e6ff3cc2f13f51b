import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, waitForMail } from '../../../test/email-support.js';
import { logIn, sdk, seedMember, seedOrganization, uniqueEmail } from '../../../test/identity.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { findMemberById } from '../organizations/repo.js';
import type { identityOrganizations } from '../schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ IDENTITY_RATE_LIMIT_IP_PER_MINUTE: '100000' });
});
afterAll(() => ctx.close());

/** An organization and a session of its admin (named, so the email can say who invited). */
async function adminSession(columns: Partial<typeof identityOrganizations.$inferInsert> = {}) {
  const { organization, admin } = await seedOrganization(ctx, columns);
  const { sessionToken } = await logIn(ctx, admin.emailAddress, organization.organizationId);
  return { organization, admin, sessionToken };
}

const invite = (sessionToken: string | undefined, body: Record<string, unknown>) =>
  sdk(ctx, 'POST', '/b2b/magic_links/email/invite', body, sessionToken ? { sessionToken } : {});

describe('POST /b2b/magic_links/email/invite', () => {
  it('creates an invited member and emails a link that accepts the invite', async () => {
    const { organization, admin, sessionToken } = await adminSession();
    const email = uniqueEmail('invitee');
    const res = await invite(sessionToken, { email_address: email, name: 'Ines Invitee', untrusted_metadata: { theme: 'dark' } });

    expect(res.status).toBe(200);
    expect(res.data).toMatchObject({
      member: {
        email_address: email,
        status: 'invited',
        name: 'Ines Invitee',
        email_address_verified: false,
        untrusted_metadata: { theme: 'dark' },
      },
      organization: { organization_id: organization.organizationId },
    });
    expect(res.data.member_id).toBe(res.data.member.member_id);

    const mail = await waitForMail(ctx, email);
    expect(mail.subject).toBe("You're invited to join Acme Wholesale");
    expect(mail.text).toContain(admin.emailAddress);
    expect(mail.text).toContain('7 days');
    const link = linkIn(mail);
    expect(link.tokenType).toBe('multi_tenant_magic_links');

    const accepted = await sdk(ctx, 'POST', '/b2b/magic_links/authenticate', { magic_links_token: link.token });
    expect(accepted.status).toBe(200);
    expect(accepted.data).toMatchObject({
      member_authenticated: true,
      member_id: res.data.member_id,
      member: { status: 'active', email_address_verified: true },
      organization_id: organization.organizationId,
    });
    // Single use, like every link.
    const again = await sdk(ctx, 'POST', '/b2b/magic_links/authenticate', { magic_links_token: link.token });
    expect(again.body.error_type).toBe('unable_to_auth_magic_link');
  });

  it('grants the roles the admin names; stytch_member stays implicit', async () => {
    const { sessionToken } = await adminSession();
    const res = await invite(sessionToken, { email_address: uniqueEmail('co-admin'), roles: ['stytch_admin', 'stytch_member'] });
    expect(res.status).toBe(200);
    expect(res.data.member.is_admin).toBe(true);
    expect(res.data.member.roles.map((r: { role_id: string }) => r.role_id)).toEqual(['stytch_member', 'stytch_admin']);
    expect((await findMemberById(ctx.services.identity.db, res.data.member_id))?.roles).toEqual(['stytch_admin']);
  });

  it('invites again: the same member with newer details, and only the newest link works', async () => {
    const { sessionToken } = await adminSession();
    const email = uniqueEmail('twice');
    const first = await invite(sessionToken, { email_address: email, name: 'First' });
    const older = linkIn(await waitForMail(ctx, email)).token;
    const second = await invite(sessionToken, { email_address: email, name: 'Second' });
    expect(second.data).toMatchObject({ member_id: first.data.member_id, member: { name: 'Second', status: 'invited' } });
    const newer = linkIn(await waitForMail(ctx, email, 2)).token;

    expect((await sdk(ctx, 'POST', '/b2b/magic_links/authenticate', { magic_links_token: older })).status).toBe(401);
    expect((await sdk(ctx, 'POST', '/b2b/magic_links/authenticate', { magic_links_token: newer })).status).toBe(200);
  });

  it('allows an address in the allowed domains when invites are RESTRICTED', async () => {
    const { sessionToken } = await adminSession({ emailInvites: 'RESTRICTED', emailAllowedDomains: ['partner.test'] });
    const res = await invite(sessionToken, { email_address: uniqueEmail('partner', 'partner.test') });
    expect(res.status).toBe(200);
  });
});

describe('POST /b2b/magic_links/email/invite refuses', () => {
  it('a caller without a session, or with an unknown one', async () => {
    const none = await invite(undefined, { email_address: uniqueEmail() });
    expect(none.status).toBe(401);
    expect(none.body.error_type).toBe('user_unauthenticated');
    const unknown = await invite('x'.repeat(43), { email_address: uniqueEmail() });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error_type).toBe('session_not_found');
  });

  it('a member who is not an admin', async () => {
    const { organization } = await seedOrganization(ctx);
    const member = await seedMember(ctx, organization.organizationId);
    const { sessionToken } = await logIn(ctx, member.emailAddress, organization.organizationId);
    const email = uniqueEmail('not-invited');
    const res = await invite(sessionToken, { email_address: email });
    expect(res.status).toBe(403);
    expect(res.body.error_type).toBe('unauthorized_action');
  });

  it('any invite when the organization does not allow them', async () => {
    const { sessionToken } = await adminSession({ emailInvites: 'NOT_ALLOWED' });
    const res = await invite(sessionToken, { email_address: uniqueEmail() });
    expect(res.status).toBe(403);
    expect(res.body.error_type).toBe('unauthorized_action');
  });

  it('an address outside the allowed domains when invites are RESTRICTED', async () => {
    const { sessionToken } = await adminSession({ emailInvites: 'RESTRICTED', emailAllowedDomains: ['partner.test'] });
    const res = await invite(sessionToken, { email_address: uniqueEmail('outsider', 'elsewhere.test') });
    expect(res.status).toBe(403);
    expect(res.body.error_type).toBe('unauthorized_action');
  });

  it('an address that is already an active member', async () => {
    const { organization, sessionToken } = await adminSession();
    const member = await seedMember(ctx, organization.organizationId);
    const res = await invite(sessionToken, { email_address: member.emailAddress });
    expect(res.status).toBe(409);
    expect(res.body.error_type).toBe('duplicate_member_email');
  });

  it('malformed input: address, missing address, unknown role, foreign redirect URL', async () => {
    const { sessionToken } = await adminSession();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ email_address: 'nope' }, 400, 'invalid_email'],
      [{ name: 'No address' }, 400, 'bad_request'],
      [{ email_address: uniqueEmail(), roles: ['superuser'] }, 400, 'bad_request'],
      [{ email_address: uniqueEmail(), invite_redirect_url: 'https://evil.example.com/x' }, 400, 'invalid_redirect_url'],
    ];
    for (const [body, status, type] of cases) {
      const res = await invite(sessionToken, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.error_type).toBe(type);
    }
  });
});
