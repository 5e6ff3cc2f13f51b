import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, sdk, seedMember, seedOrganization, uniqueEmail } from '../../../test/identity.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';

/** Who may not manage members, and the errors of member management. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    IDENTITY_RBAC_POLICY: JSON.stringify({
      roles: [{ role_id: 'support', permissions: [{ resource_id: 'stytch.member', actions: ['search', 'revoke-sessions'] }] }],
    }),
  });
});
afterAll(() => ctx.close());

async function organizationWithMembers() {
  const { organization, admin } = await seedOrganization(ctx);
  const plain = await seedMember(ctx, organization.organizationId);
  const support = await seedMember(ctx, organization.organizationId, { roles: ['support'] });
  const other = await seedMember(ctx, organization.organizationId);
  const session = async (email: string) => (await logIn(ctx, email, organization.organizationId)).sessionToken;
  return {
    organization,
    admin,
    plain,
    support,
    other,
    adminSession: await session(admin.emailAddress),
    plainSession: await session(plain.emailAddress),
    supportSession: await session(support.emailAddress),
  };
}

describe('member management, who may not', () => {
  it('refuses every management call of a member without permission with 403 unauthorized_action', async () => {
    const { other, plainSession } = await organizationWithMembers();
    const calls: [string, 'POST' | 'PUT' | 'DELETE', string, unknown][] = [
      ['create', 'POST', '/b2b/organizations/members', { email_address: uniqueEmail() }],
      ['update name', 'PUT', `/b2b/organizations/members/${other.memberId}`, { name: 'Renamed' }],
      ['update roles', 'PUT', `/b2b/organizations/members/${other.memberId}`, { roles: ['stytch_admin'] }],
      ['delete', 'DELETE', `/b2b/organizations/members/${other.memberId}`, undefined],
      ['reactivate', 'PUT', `/b2b/organizations/members/${other.memberId}/reactivate`, undefined],
      [
        'start email update',
        'POST',
        `/b2b/organizations/members/${other.memberId}/start_email_update`,
        { email_address: uniqueEmail() },
      ],
      ['unlink retired email', 'POST', `/b2b/organizations/members/${other.memberId}/unlink_retired_email`, { email_id: 'x' }],
      ['revoke sessions', 'POST', `/b2b/sessions/revoke/${other.memberId}`, undefined],
      ['update organization', 'PUT', '/b2b/organizations/me', { mfa_policy: 'REQUIRED_FOR_ALL' }],
      ['delete organization', 'DELETE', '/b2b/organizations/me', undefined],
      ['invite', 'POST', '/b2b/magic_links/email/invite', { email_address: uniqueEmail() }],
    ];
    for (const [name, method, path, body] of calls) {
      const res = await sdk(ctx, method, path, body, { sessionToken: plainSession });
      expect(res.status, name).toBe(403);
      expect(res.body, name).toMatchObject({ error_type: 'unauthorized_action', error_message: 'Unauthorized action.' });
    }
    // Nothing was written.
    const after = await sdk(
      ctx,
      'POST',
      '/b2b/organizations/me/members/search',
      {
        query: { operator: 'AND', operands: [{ filter_name: 'member_ids', filter_value: [other.memberId] }] },
      },
      { sessionToken: plainSession },
    );
    expect(after.data.members[0]).toMatchObject({ name: '', status: 'active' });
  });

  it('a custom role grants exactly its permissions: support may search and revoke sessions, not delete', async () => {
    const { organization, other, supportSession } = await organizationWithMembers();
    const theirs = await logIn(ctx, other.emailAddress, organization.organizationId);
    expect((await sdk(ctx, 'POST', '/b2b/organizations/me/members/search', {}, { sessionToken: supportSession })).status).toBe(
      200,
    );
    expect(
      (await sdk(ctx, 'POST', `/b2b/sessions/revoke/${other.memberId}`, undefined, { sessionToken: supportSession })).status,
    ).toBe(200);
    expect(
      (await sdk(ctx, 'GET', '/b2b/organizations/members/me', undefined, { sessionToken: theirs.sessionToken })).status,
    ).toBe(404);
    const refused = await sdk(ctx, 'DELETE', `/b2b/organizations/members/${other.memberId}`, undefined, {
      sessionToken: supportSession,
    });
    expect(refused.status).toBe(403);
  });

  it('does not reach members of another organization', async () => {
    const { adminSession } = await organizationWithMembers();
    const elsewhere = await seedOrganization(ctx);
    const stranger = await seedMember(ctx, elsewhere.organization.organizationId);
    for (const [method, path, body] of [
      ['PUT', `/b2b/organizations/members/${stranger.memberId}`, { name: 'Mine' }],
      ['DELETE', `/b2b/organizations/members/${stranger.memberId}`, undefined],
      ['PUT', `/b2b/organizations/members/${stranger.memberId}/reactivate`, undefined],
      ['POST', `/b2b/sessions/revoke/${stranger.memberId}`, undefined],
    ] as const) {
      const res = await sdk(ctx, method, path, body, { sessionToken: adminSession });
      expect(res.status, path).toBe(404);
      expect(res.body.error_type).toBe('member_not_found');
    }
    const search = await sdk(
      ctx,
      'POST',
      '/b2b/organizations/me/members/search',
      {
        query: { operator: 'AND', operands: [{ filter_name: 'member_ids', filter_value: [stranger.memberId] }] },
      },
      { sessionToken: adminSession },
    );
    expect(search.data.members).toEqual([]);
  });

  it('needs a session', async () => {
    for (const [method, path] of [
      ['POST', '/b2b/organizations/members'],
      ['PUT', '/b2b/organizations/members/update'],
      ['DELETE', '/b2b/organizations/me'],
      ['POST', '/b2b/sessions/revoke/member-test-x'],
    ] as const) {
      const res = await sdk(ctx, method, path, method === 'DELETE' ? undefined : { email_address: uniqueEmail() });
      expect(res.status, path).toBe(401);
      expect(res.body.error_type).toBe('user_unauthenticated');
    }
  });
});

describe('member management, errors', () => {
  it('answers each bad input with its error type', async () => {
    const { admin, plain, adminSession } = await organizationWithMembers();
    const cases: [string, 'POST' | 'PUT' | 'DELETE', string, unknown, number, string][] = [
      [
        'existing member',
        'POST',
        '/b2b/organizations/members',
        { email_address: plain.emailAddress },
        409,
        'duplicate_member_email',
      ],
      ['bad email', 'POST', '/b2b/organizations/members', { email_address: 'not-an-address' }, 400, 'invalid_email'],
      [
        'unknown role',
        'POST',
        '/b2b/organizations/members',
        { email_address: uniqueEmail(), roles: ['wizard'] },
        400,
        'bad_request',
      ],
      [
        'bad phone',
        'PUT',
        `/b2b/organizations/members/${plain.memberId}`,
        { mfa_phone_number: '555-0100' },
        400,
        'invalid_phone_number',
      ],
      [
        'bad mfa method',
        'PUT',
        `/b2b/organizations/members/${plain.memberId}`,
        { default_mfa_method: 'carrier_pigeon' },
        400,
        'bad_request',
      ],
      [
        'taken email',
        'PUT',
        `/b2b/organizations/members/${plain.memberId}`,
        { email_address: admin.emailAddress },
        409,
        'duplicate_member_email',
      ],
      ['unknown member', 'PUT', '/b2b/organizations/members/member-test-nobody', { name: 'x' }, 404, 'member_not_found'],
      [
        'last admin demoted',
        'PUT',
        `/b2b/organizations/members/${admin.memberId}`,
        { roles: [] },
        400,
        'cannot_remove_last_admin',
      ],
      [
        'last admin deleted',
        'DELETE',
        `/b2b/organizations/members/${admin.memberId}`,
        undefined,
        400,
        'cannot_remove_last_admin',
      ],
      [
        'same email',
        'POST',
        `/b2b/organizations/members/${plain.memberId}/start_email_update`,
        { email_address: plain.emailAddress },
        400,
        'bad_request',
      ],
      [
        'nothing to unlink',
        'POST',
        `/b2b/organizations/members/${plain.memberId}/unlink_retired_email`,
        { email_id: 'email-test-x' },
        404,
        'retired_email_not_found',
      ],
      [
        'unknown password',
        'DELETE',
        '/b2b/organizations/members/passwords/member-password-test-none',
        undefined,
        404,
        'member_password_not_found',
      ],
      [
        'unknown filter',
        'POST',
        '/b2b/organizations/me/members/search',
        { query: { operator: 'AND', operands: [{ filter_name: 'shoe_size', filter_value: 9 }] } },
        400,
        'bad_request',
      ],
      [
        'bad filter value',
        'POST',
        '/b2b/organizations/me/members/search',
        { query: { operator: 'AND', operands: [{ filter_name: 'statuses', filter_value: 'active' }] } },
        400,
        'bad_request',
      ],
      ['limit too large', 'POST', '/b2b/organizations/me/members/search', { limit: 5000 }, 400, 'bad_request'],
    ];
    for (const [name, method, path, body, status, type] of cases) {
      const res = await sdk(ctx, method, path, body, { sessionToken: adminSession });
      expect(res.status, `${name}: ${JSON.stringify(res.body)}`).toBe(status);
      expect(res.body.error_type, name).toBe(type);
    }
  });

  it('refuses a phone number another member of the organization has', async () => {
    const { plain, other, adminSession } = await organizationWithMembers();
    const set = (memberId: string) =>
      sdk(
        ctx,
        'PUT',
        `/b2b/organizations/members/${memberId}`,
        { mfa_phone_number: '+442071838750' },
        { sessionToken: adminSession },
      );
    expect((await set(plain.memberId)).status).toBe(200);
    const taken = await set(other.memberId);
    expect(taken.status).toBe(400);
    expect(taken.body.error_type).toBe('duplicate_member_phone_number');
  });

  it('an admin may step down when another admin remains; the organization can be deleted by an admin', async () => {
    const { organization, admin, other, adminSession } = await organizationWithMembers();
    expect(
      (
        await sdk(
          ctx,
          'PUT',
          `/b2b/organizations/members/${other.memberId}`,
          { roles: ['stytch_admin'] },
          { sessionToken: adminSession },
        )
      ).status,
    ).toBe(200);
    const stepDown = await sdk(
      ctx,
      'PUT',
      `/b2b/organizations/members/${admin.memberId}`,
      { roles: [] },
      { sessionToken: adminSession },
    );
    expect(stepDown.status).toBe(200);
    expect(stepDown.data.member.is_admin).toBe(false);

    const otherSession = (await logIn(ctx, other.emailAddress, organization.organizationId)).sessionToken;
    const gone = await sdk(ctx, 'DELETE', '/b2b/organizations/me', undefined, { sessionToken: otherSession });
    expect(gone.status).toBe(200);
    expect(gone.data.organization_id).toBe(organization.organizationId);
    expect((await sdk(ctx, 'GET', '/b2b/organizations/me', undefined, { sessionToken: otherSession })).status).toBe(404);
    const lookup = await sdk(ctx, 'POST', '/b2b/organizations/search', { organization_slug: organization.slug });
    expect(lookup.data.organization).toBeNull();
  });
});
