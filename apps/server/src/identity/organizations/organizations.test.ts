import { slugFromName } from '@shelfscope/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { basicAuth, logIn, sdk, seedMember, seedOrganization } from '../../../test/identity.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { MEMBER_SEARCHES_PER_WINDOW } from './routes.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('organizations', () => {
  it('finds an organization by slug, ignoring case, and answers null for none', async () => {
    const { organization } = await seedOrganization(ctx);
    const found = await sdk(ctx, 'POST', '/b2b/organizations/search', { organization_slug: organization.slug.toUpperCase() });
    expect(found.data.organization.organization_id).toBe(organization.organizationId);
    const none = await sdk(ctx, 'POST', '/b2b/organizations/search', { organization_slug: 'no-such-org' });
    expect(none.status).toBe(200);
    expect(none.data.organization).toBeNull();
  });

  it('lets an admin change the slug to one made from a new name, and refuses a taken one with a 409', async () => {
    const { organization, admin } = await seedOrganization(ctx);
    const other = (await seedOrganization(ctx)).organization;
    const sessionToken = (await logIn(ctx, admin.emailAddress, organization.organizationId)).sessionToken;
    const wanted = slugFromName(`Alex Northwind ${organization.organizationId.slice(-6)}`);
    const changed = await sdk(ctx, 'PUT', '/b2b/organizations/me', { organization_slug: wanted }, { sessionToken });
    expect(changed.status).toBe(200);
    expect(changed.data.organization.organization_slug).toBe(wanted);
    const taken = await sdk(ctx, 'PUT', '/b2b/organizations/me', { organization_slug: other.slug }, { sessionToken });
    expect(taken.status).toBe(409);
    expect(taken.body.error_type).toBe('organization_slug_already_used');
    const after = await sdk(ctx, 'GET', '/b2b/organizations/me', undefined, { sessionToken });
    expect(after.data.organization.organization_slug).toBe(wanted);
  });

  it('shows the session its own organization and member', async () => {
    const { organization, admin } = await seedOrganization(ctx);
    const { sessionToken } = await logIn(ctx, admin.emailAddress, organization.organizationId);
    const me = await sdk(ctx, 'GET', '/b2b/organizations/me', undefined, { sessionToken });
    expect(me.data.organization.organization_id).toBe(organization.organizationId);
    const member = await sdk(ctx, 'GET', '/b2b/organizations/members/me', undefined, { sessionToken });
    expect(member.data.member.member_id).toBe(admin.memberId);
  });

  it('lets admins update settings, and refuses members and bad settings', async () => {
    const { organization, admin } = await seedOrganization(ctx);
    const plain = await seedMember(ctx, organization.organizationId);
    const adminSession = (await logIn(ctx, admin.emailAddress, organization.organizationId)).sessionToken;
    const updated = await sdk(
      ctx,
      'PUT',
      '/b2b/organizations/me',
      { organization_name: 'Renamed', email_jit_provisioning: 'RESTRICTED', email_allowed_domains: ['Acme.test'] },
      { sessionToken: adminSession },
    );
    expect(updated.data.organization).toMatchObject({
      organization_name: 'Renamed',
      email_jit_provisioning: 'RESTRICTED',
      email_allowed_domains: ['acme.test'],
    });

    const restrictedWithout = await sdk(
      ctx,
      'PUT',
      '/b2b/organizations/me',
      { auth_methods: 'RESTRICTED' },
      { sessionToken: adminSession },
    );
    expect(restrictedWithout.status).toBe(400);

    const memberSession = (await logIn(ctx, plain.emailAddress, organization.organizationId)).sessionToken;
    const refused = await sdk(
      ctx,
      'PUT',
      '/b2b/organizations/me',
      { organization_name: 'Mine now' },
      { sessionToken: memberSession },
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error_type).toBe('unauthorized_action');
  });

  it('searches members of the session organization only', async () => {
    const { organization, admin } = await seedOrganization(ctx);
    const colleague = await seedMember(ctx, organization.organizationId);
    const stranger = await seedOrganization(ctx);
    const { sessionToken } = await logIn(ctx, admin.emailAddress, organization.organizationId);
    const all = await sdk(ctx, 'POST', '/b2b/organizations/me/members/search', {}, { sessionToken });
    const ids = all.data.members.map((m: { member_id: string }) => m.member_id);
    expect(ids.sort()).toEqual([admin.memberId, colleague.memberId].sort());
    expect(ids).not.toContain(stranger.admin.memberId);
    const fuzzy = await sdk(
      ctx,
      'POST',
      '/b2b/organizations/me/members/search',
      {
        query: {
          operator: 'AND',
          operands: [{ filter_name: 'member_email_fuzzy', filter_value: colleague.emailAddress.slice(0, 12) }],
        },
      },
      { sessionToken },
    );
    expect(fuzzy.data.members.map((m: { member_id: string }) => m.member_id)).toEqual([colleague.memberId]);
  });

  it('tells the login form whether an address is a member, and nothing more', async () => {
    const { organization } = await seedOrganization(ctx);
    const colleague = await seedMember(ctx, organization.organizationId, { name: 'Ada Colleague' });
    const gone = await seedMember(ctx, organization.organizationId, { status: 'deleted' });
    const other = await seedOrganization(ctx);
    const search = (email: string, organizationId = organization.organizationId) =>
      sdk(ctx, 'POST', '/b2b/organizations/members/search', { email_address: email, organization_id: organizationId });

    const found = await search(colleague.emailAddress.toUpperCase());
    expect(found.status).toBe(200);
    // Whether the address is a member, and no more: not the name, not whether a password is set.
    expect(found.data.member).toEqual({ status: 'active' });
    expect((await search(gone.emailAddress)).data.member).toBeNull();
    expect((await search(colleague.emailAddress, other.organization.organizationId)).data.member).toBeNull();
    expect((await search('nobody@example.com')).data.member).toBeNull();
    const bad = await search('not an address');
    expect(bad.status).toBe(400);
  });

  it(`answers ${MEMBER_SEARCHES_PER_WINDOW} member searches per address and organization in ten minutes, then 429 with Retry-After`, async () => {
    const { organization } = await seedOrganization(ctx);
    const other = await seedOrganization(ctx);
    const search = (organizationId: string, ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/sdk/v1/b2b/organizations/members/search',
        remoteAddress: ip,
        headers: { authorization: basicAuth(ctx), 'content-type': 'application/json' },
        payload: { email_address: 'someone@example.com', organization_id: organizationId },
      });
    for (let i = 0; i < MEMBER_SEARCHES_PER_WINDOW; i += 1) {
      expect((await search(organization.organizationId, '203.0.113.40')).statusCode, `search ${i + 1}`).toBe(200);
    }
    const refused = await search(organization.organizationId, '203.0.113.40');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error_type).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    // Another organization, or another address, has its own allowance.
    expect((await search(other.organization.organizationId, '203.0.113.40')).statusCode).toBe(200);
    expect((await search(organization.organizationId, '203.0.113.41')).statusCode).toBe(200);
  });

  it('requires a session for organization data', async () => {
    for (const [method, path] of [
      ['GET', '/b2b/organizations/me'],
      ['GET', '/b2b/organizations/members/me'],
      ['POST', '/b2b/organizations/me/members/search'],
    ] as const) {
      const res = await sdk(ctx, method, path, method === 'POST' ? {} : undefined);
      expect(res.status, path).toBe(401);
    }
  });
});

describe('member searches of one organization from many addresses', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestApp({ IDENTITY_MEMBER_SEARCHES_PER_ORGANIZATION: '6' });
  });
  afterAll(() => limited.close());

  it('answers at most the organization-wide allowance, whatever the caller addresses', async () => {
    const { organization } = await seedOrganization(limited);
    const other = await seedOrganization(limited);
    const search = (organizationId: string, ip: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/sdk/v1/b2b/organizations/members/search',
        remoteAddress: ip,
        headers: { authorization: basicAuth(limited), 'content-type': 'application/json' },
        payload: { email_address: `someone-${ip}@example.com`, organization_id: organizationId },
      });
    // Six addresses, one search each: all answered; the seventh, from yet another address, is not.
    for (let i = 2; i <= 7; i += 1)
      expect((await search(organization.organizationId, `127.0.0.${i}`)).statusCode, `from 127.0.0.${i}`).toBe(200);
    const refused = await search(organization.organizationId, '127.0.0.8');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error_type).toBe('too_many_requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    // Another organization's allowance is its own.
    expect((await search(other.organization.organizationId, '127.0.0.8')).statusCode).toBe(200);
  });
});
