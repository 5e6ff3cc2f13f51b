import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn, waitForMail } from '../../../test/email-support.js';
import { logIn, sdk, seedMember, seedOrganization, uniqueEmail } from '../../../test/identity.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { hashPassword } from '../passwords/hashing.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    IDENTITY_RBAC_POLICY: JSON.stringify({
      resources: [{ resource_id: 'reports', actions: ['read', 'export'] }],
      roles: [
        { role_id: 'support', permissions: [{ resource_id: 'stytch.member', actions: ['search', 'revoke-sessions'] }] },
        { role_id: 'analyst', permissions: [{ resource_id: 'reports', actions: ['read'] }] },
      ],
    }),
  });
});
afterAll(() => ctx.close());

type Member = { member_id: string; status: string; name: string; roles: { role_id: string }[] };
const roleIds = (m: Member) => m.roles.map((r) => r.role_id).sort();

async function adminSession() {
  const seeded = await seedOrganization(ctx);
  const { sessionToken } = await logIn(ctx, seeded.admin.emailAddress, seeded.organization.organizationId);
  return { ...seeded, sessionToken };
}

describe('member management, happy paths', () => {
  it('bootstrap serves the configured roles and resources beside the built-in ones', async () => {
    const { publicToken } = ctx.services.identity.project;
    const { data } = (await ctx.app.inject({ method: 'GET', url: `/sdk/v1/projects/bootstrap/${publicToken}` })).json();
    expect(data.rbac_policy.roles.map((r: { role_id: string }) => r.role_id)).toEqual([
      'stytch_admin',
      'stytch_member',
      // The seller roles (issue 44, identity/rbac/seller-policy.ts) are built in beside the provider's.
      'shelfscope_owner',
      'shelfscope_buyer',
      'shelfscope_va',
      'shelfscope_viewer',
      'support',
      'analyst',
    ]);
    expect(data.rbac_policy.resources.find((r: { resource_id: string }) => r.resource_id === 'reports')).toEqual({
      resource_id: 'reports',
      description: '',
      actions: ['read', 'export'],
    });
  });

  it('creates a member, active or pending, with roles; the response names the member and organization', async () => {
    const { organization, sessionToken } = await adminSession();
    const email = uniqueEmail('new');
    const created = await sdk(
      ctx,
      'POST',
      '/b2b/organizations/members',
      { email_address: email.toUpperCase(), name: 'Nia New', roles: ['support'], untrusted_metadata: { team: 'ops' } },
      { sessionToken },
    );
    expect(created.status).toBe(200);
    expect(created.data.member).toMatchObject({
      email_address: email,
      name: 'Nia New',
      status: 'active',
      untrusted_metadata: { team: 'ops' },
    });
    expect(roleIds(created.data.member)).toEqual(['stytch_member', 'support']);
    expect(created.data.member_id).toBe(created.data.member.member_id);
    expect(created.data.organization.organization_id).toBe(organization.organizationId);

    const pending = await sdk(
      ctx,
      'POST',
      '/b2b/organizations/members',
      { email_address: uniqueEmail('later'), create_member_as_pending: true },
      { sessionToken },
    );
    expect(pending.data.member.status).toBe('pending');
  });

  it('updates name, metadata, roles, MFA settings and (as admin) the email; the old address is retired', async () => {
    const { organization, sessionToken } = await adminSession();
    const colleague = await seedMember(ctx, organization.organizationId);
    const newEmail = uniqueEmail('moved');
    const updated = await sdk(
      ctx,
      'PUT',
      `/b2b/organizations/members/${colleague.memberId}`,
      {
        member_id: colleague.memberId,
        name: 'Cole League',
        untrusted_metadata: { desk: 4 },
        roles: ['stytch_admin', 'analyst'],
        mfa_enrolled: true,
        mfa_phone_number: '+14155550123',
        default_mfa_method: 'sms_otp',
        email_address: newEmail,
      },
      { sessionToken },
    );
    expect(updated.status).toBe(200);
    expect(updated.data.member).toMatchObject({
      name: 'Cole League',
      untrusted_metadata: { desk: 4 },
      mfa_enrolled: true,
      mfa_phone_number: '+14155550123',
      mfa_phone_number_verified: false,
      default_mfa_method: 'sms_otp',
      email_address: newEmail,
      email_address_verified: false,
      is_admin: true,
    });
    expect(roleIds(updated.data.member)).toEqual(['analyst', 'stytch_admin', 'stytch_member']);
    expect(updated.data.member.retired_email_addresses).toEqual([
      { email_id: expect.any(String), email_address: colleague.emailAddress },
    ]);

    const emailId = updated.data.member.retired_email_addresses[0].email_id;
    const unlinked = await sdk(
      ctx,
      'POST',
      `/b2b/organizations/members/${colleague.memberId}/unlink_retired_email`,
      { email_id: emailId },
      { sessionToken },
    );
    expect(unlinked.data.member.retired_email_addresses).toEqual([]);
  });

  it('keeps roles outside the policy (the platform role) when roles change', async () => {
    const { organization, sessionToken } = await adminSession();
    const operator = await seedMember(ctx, organization.organizationId, { roles: ['shelfscope_admin'] });
    const res = await sdk(
      ctx,
      'PUT',
      `/b2b/organizations/members/${operator.memberId}`,
      { roles: ['support'] },
      { sessionToken },
    );
    expect(res.status).toBe(200);
    expect(roleIds(res.data.member)).toEqual(['shelfscope_admin', 'stytch_member', 'support']);
  });

  it('deletes a member (sessions end at once), lists them as deleted, and reactivates them', async () => {
    const { organization, sessionToken } = await adminSession();
    const colleague = await seedMember(ctx, organization.organizationId);
    const theirs = await logIn(ctx, colleague.emailAddress, organization.organizationId);

    const deleted = await sdk(ctx, 'DELETE', `/b2b/organizations/members/${colleague.memberId}`, undefined, { sessionToken });
    expect(deleted.status).toBe(200);
    expect(deleted.data.member_id).toBe(colleague.memberId);
    const after = await sdk(ctx, 'GET', '/b2b/organizations/members/me', undefined, { sessionToken: theirs.sessionToken });
    expect(after.status).toBe(404);
    expect(after.body.error_type).toBe('session_not_found');

    const listed = await sdk(
      ctx,
      'POST',
      '/b2b/organizations/me/members/search',
      { query: { operator: 'AND', operands: [{ filter_name: 'statuses', filter_value: ['deleted'] }] } },
      { sessionToken },
    );
    expect(listed.data.members.map((m: Member) => m.member_id)).toEqual([colleague.memberId]);

    const back = await sdk(ctx, 'PUT', `/b2b/organizations/members/${colleague.memberId}/reactivate`, undefined, {
      sessionToken,
    });
    expect(back.status).toBe(200);
    expect(back.data.member.status).toBe('active');
    // The old session stays revoked; a new login works.
    expect((await logIn(ctx, colleague.emailAddress, organization.organizationId)).sessionToken).toBeTruthy();
  });

  it('searches with AND / OR operands and pages with the cursor', async () => {
    const { organization, admin, sessionToken } = await adminSession();
    const ann = await seedMember(ctx, organization.organizationId, { emailAddress: uniqueEmail('ann', 'north.test') });
    const bob = await seedMember(ctx, organization.organizationId, {
      emailAddress: uniqueEmail('bob', 'north.test'),
      passwordHash: await hashPassword('violet-Harbor-42-lantern'),
      memberPasswordId: 'member-password-test-bob',
    });
    const cat = await seedMember(ctx, organization.organizationId, {
      emailAddress: uniqueEmail('cat', 'south.test'),
      status: 'invited',
    });
    const search = async (body: unknown) => {
      const res = await sdk(ctx, 'POST', '/b2b/organizations/me/members/search', body, { sessionToken });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.data as { members: Member[]; results_metadata: { total: number; next_cursor: string | null } };
    };
    const ids = (r: { members: Member[] }) => r.members.map((m) => m.member_id).sort();

    const north = await search({
      query: { operator: 'AND', operands: [{ filter_name: 'member_email_fuzzy', filter_value: 'north.test' }] },
    });
    expect(ids(north)).toEqual([ann.memberId, bob.memberId].sort());
    const northWithPassword = await search({
      query: {
        operator: 'AND',
        operands: [
          { filter_name: 'member_email_fuzzy', filter_value: 'north.test' },
          { filter_name: 'member_password_exists', filter_value: true },
        ],
      },
    });
    expect(ids(northWithPassword)).toEqual([bob.memberId]);
    const invitedOrAdmins = await search({
      query: {
        operator: 'OR',
        operands: [
          { filter_name: 'statuses', filter_value: ['invited'] },
          { filter_name: 'member_roles', filter_value: ['stytch_admin'] },
        ],
      },
    });
    expect(ids(invitedOrAdmins)).toEqual([admin.memberId, cat.memberId].sort());
    const byEmail = await search({
      query: { operator: 'AND', operands: [{ filter_name: 'member_emails', filter_value: [ann.emailAddress.toUpperCase()] }] },
    });
    expect(ids(byEmail)).toEqual([ann.memberId]);

    const seen: string[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 5; page += 1) {
      const res = await search({ limit: 2, ...(cursor ? { cursor } : {}) });
      expect(res.results_metadata.total).toBe(4);
      seen.push(...res.members.map((m) => m.member_id));
      if (!res.results_metadata.next_cursor) break;
      cursor = res.results_metadata.next_cursor;
    }
    expect(seen.sort()).toEqual([admin.memberId, ann.memberId, bob.memberId, cat.memberId].sort());
  });

  it('deletes a password by its id; the member then has no password', async () => {
    const { organization, sessionToken } = await adminSession();
    const colleague = await seedMember(ctx, organization.organizationId, {
      passwordHash: await hashPassword('violet-Harbor-42-lantern'),
      memberPasswordId: `member-password-test-${Date.now()}`,
    });
    const res = await sdk(ctx, 'DELETE', `/b2b/organizations/members/passwords/${colleague.memberPasswordId}`, undefined, {
      sessionToken,
    });
    expect(res.status).toBe(200);
    expect(res.data.member.member_password_id).toBe('');
    const again = await sdk(ctx, 'DELETE', `/b2b/organizations/members/passwords/${colleague.memberPasswordId}`, undefined, {
      sessionToken,
    });
    expect(again.status).toBe(404);
    expect(again.body.error_type).toBe('member_password_not_found');
  });
});

describe('self-service', () => {
  it('a plain member updates their own name, metadata and MFA settings, not their roles', async () => {
    const { organization } = await seedOrganization(ctx);
    const me = await seedMember(ctx, organization.organizationId);
    const { sessionToken } = await logIn(ctx, me.emailAddress, organization.organizationId);
    const updated = await sdk(
      ctx,
      'PUT',
      '/b2b/organizations/members/update',
      { name: 'Myself', untrusted_metadata: { theme: 'dark' }, mfa_enrolled: true },
      { sessionToken },
    );
    expect(updated.status).toBe(200);
    expect(updated.data.member).toMatchObject({
      member_id: me.memberId,
      name: 'Myself',
      untrusted_metadata: { theme: 'dark' },
      mfa_enrolled: true,
    });

    const promote = await sdk(
      ctx,
      'PUT',
      `/b2b/organizations/members/${me.memberId}`,
      { roles: ['stytch_admin'] },
      { sessionToken },
    );
    expect(promote.status).toBe(403);
    expect(promote.body.error_type).toBe('unauthorized_action');
  });

  it('changes their email by a link sent to the new address; the old one is retired', async () => {
    const { organization } = await seedOrganization(ctx);
    const me = await seedMember(ctx, organization.organizationId);
    const { sessionToken } = await logIn(ctx, me.emailAddress, organization.organizationId);
    const newEmail = uniqueEmail('renamed');
    const started = await sdk(
      ctx,
      'POST',
      '/b2b/organizations/members/start_email_update',
      { email_address: newEmail },
      { sessionToken },
    );
    expect(started.status).toBe(200);
    // Nothing changes until the link is used.
    expect(started.data.member.email_address).toBe(me.emailAddress);
    const { token } = linkIn(await waitForMail(ctx, newEmail));
    const redeemed = await sdk(ctx, 'POST', '/b2b/magic_links/authenticate', {
      magic_links_token: token,
      session_duration_minutes: 60,
    });
    expect(redeemed.status, JSON.stringify(redeemed.body)).toBe(200);
    expect(redeemed.data.member).toMatchObject({ member_id: me.memberId, email_address: newEmail, email_address_verified: true });
    expect(redeemed.data.member.retired_email_addresses.map((r: { email_address: string }) => r.email_address)).toEqual([
      me.emailAddress,
    ]);
    const reused = await sdk(ctx, 'POST', '/b2b/magic_links/authenticate', {
      magic_links_token: token,
      session_duration_minutes: 60,
    });
    expect(reused.status).toBe(401);

    const unlinked = await sdk(
      ctx,
      'POST',
      '/b2b/organizations/members/unlink_retired_email',
      { email_address: me.emailAddress },
      { sessionToken: redeemed.data.session_token },
    );
    expect(unlinked.data.member.retired_email_addresses).toEqual([]);
  });
});
