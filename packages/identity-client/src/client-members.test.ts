import { afterEach, describe, expect, it } from 'vitest';
import { UsageError } from './errors.js';
import { disposeClients, makeAdminClient as makeClient } from './test-support/client.js';
import { ok, resetBrowser } from './test-support/fake-fetch.js';
import { doneResponse, member, memberSession, organization } from './test-support/fixtures.js';

afterEach(() => {
  disposeClients();
  resetBrowser();
});

/** Calls with deliberately wrong JavaScript values, as an untyped caller could. */
const loose = <T>(value: unknown) => value as T;

const POLICY = {
  roles: [
    { role_id: 'stytch_admin', permissions: [{ resource_id: 'stytch.member', actions: ['*'] }] },
    { role_id: 'stytch_member', permissions: [{ resource_id: 'stytch.member', actions: ['search'] }] },
    { role_id: 'analyst', permissions: [{ resource_id: 'reports', actions: ['read'] }] },
  ],
  resources: [
    { resource_id: 'stytch.member', actions: ['create', 'search', 'delete'] },
    { resource_id: 'reports', actions: ['read', 'export'] },
  ],
};

async function signedIn(routes: Parameters<typeof makeClient>[0] = {}, roles = ['stytch_member']) {
  const done = { ...doneResponse(), member_session: memberSession(Date.now(), { roles }) };
  const made = makeClient(
    { 'POST /b2b/passwords/authenticate': () => ok(done), ...routes },
    { bootstrap: { rbac_policy: POLICY } },
  );
  await made.client.passwords.authenticate({ organization_id: 'o', email_address: 'e@x.io', password: 'p' });
  return made;
}

const memberResponse = (changes: Record<string, unknown> = {}) => ({
  member_id: member.member_id,
  member: { ...member, ...changes },
  organization,
});

describe('member management', () => {
  it('sends each call to its path with only the given fields, and follows changes to the signed-in member', async () => {
    const { client, server } = await signedIn({
      'POST /b2b/organizations/members': () => ok(memberResponse({ member_id: 'member-test-2' })),
      'PUT /b2b/organizations/members/member-test-2': () => ok(memberResponse({ member_id: 'member-test-2', name: 'Bo' })),
      'PUT /b2b/organizations/members/update': () => ok(memberResponse({ name: 'Ada L.' })),
      'DELETE /b2b/organizations/members/member-test-2': () => ok({ member_id: 'member-test-2' }),
      'PUT /b2b/organizations/members/member-test-2/reactivate': () => ok(memberResponse({ member_id: 'member-test-2' })),
      'POST /b2b/organizations/me/members/search': () =>
        ok({ members: [member], results_metadata: { total: 1, next_cursor: null } }),
      'POST /b2b/sessions/revoke/member-test-2': () => ok({}),
    });
    await client.organizations.members.create({ email_address: 'bo@example.com', roles: ['analyst'] });
    expect(server.calls.at(-1)?.rawBody).toBe('{"email_address":"bo@example.com","roles":["analyst"]}');
    await client.organizations.members.update({ member_id: 'member-test-2', name: 'Bo' });
    expect(server.calls.at(-1)?.body).toEqual({ member_id: 'member-test-2', name: 'Bo' });
    // Another member's change leaves the signed-in member alone; one's own is followed.
    expect(client.self.getSync()?.name).toBe('');
    await client.self.update({ name: 'Ada L.' });
    expect(client.self.getSync()?.name).toBe('Ada L.');

    const found = await client.organizations.members.search({
      query: { operator: 'OR', operands: [{ filter_name: 'statuses', filter_value: ['deleted'] }] },
      limit: 10,
    });
    expect(found.results_metadata.total).toBe(1);
    await client.organizations.members.delete('member-test-2');
    await client.organizations.members.reactivate('member-test-2');
    await client.session.revokeForMember({ member_id: 'member-test-2' });
    expect(server.calls.slice(-4).map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /b2b/organizations/me/members/search',
      'DELETE /b2b/organizations/members/member-test-2',
      'PUT /b2b/organizations/members/member-test-2/reactivate',
      'POST /b2b/sessions/revoke/member-test-2',
    ]);
    expect(client.session.getSync()).not.toBeNull();
  });

  it('invites by email with the roles given', async () => {
    const { client, server } = await signedIn({
      'POST /b2b/magic_links/email/invite': () => ok(memberResponse({ member_id: 'member-test-3', status: 'invited' })),
    });
    const invited = await client.magicLinks.email.invite({ email_address: 'cy@example.com', roles: ['stytch_admin'] });
    expect(invited.member.status).toBe('invited');
    expect(server.calls.at(-1)?.body).toEqual({ email_address: 'cy@example.com', roles: ['stytch_admin'] });
    await expect(client.magicLinks.email.invite(loose({ email_address: 'cy@example.com', roles: 'x' }))).rejects.toBeInstanceOf(
      UsageError,
    );
  });

  it('signs out locally when the member deletes themself or revokes their own sessions', async () => {
    const { client } = await signedIn({ 'POST /b2b/sessions/revoke/member-test-1': () => ok({}) });
    await client.session.revokeForMember({ member_id: member.member_id });
    expect(client.session.getSync()).toBeNull();
  });

  it('updates the organization and keeps the local copy in step', async () => {
    const { client, server } = await signedIn({
      'PUT /b2b/organizations/me': () => ok({ organization: { ...organization, mfa_policy: 'REQUIRED_FOR_ALL' } }),
    });
    await client.organizations.update({ mfa_policy: 'REQUIRED_FOR_ALL', allowed_mfa_methods: ['totp'] });
    expect(server.calls.at(-1)?.body).toEqual({ mfa_policy: 'REQUIRED_FOR_ALL', allowed_mfa_methods: ['totp'] });
    expect(client.organizations.getSync()?.mfa_policy).toBe('REQUIRED_FOR_ALL');
  });

  it('attests and exchanges access tokens into a session', async () => {
    const { client, server } = makeClient({
      'POST /b2b/sessions/attest': () => ok(doneResponse()),
      'POST /b2b/sessions/exchange_access_token': () => ok(doneResponse()),
    });
    await client.session.attest({ profile_id: 'p-1', token: 'jwt' });
    expect(server.calls.at(-1)?.body).toEqual({ profile_id: 'p-1', token: 'jwt' });
    expect(client.session.getSync()?.member_id).toBe(member.member_id);
    await client.session.exchangeAccessToken({ access_token: 'at', session_duration_minutes: 60 });
    expect(server.calls.at(-1)?.path).toBe('/b2b/sessions/exchange_access_token');
  });

  it.each<[string, string, (c: ReturnType<typeof makeClient>['client']) => Promise<unknown>]>([
    ['organization.members.create', 'email_address', (c) => c.organizations.members.create(loose({}))],
    [
      'organization.members.create',
      'roles',
      (c) => c.organizations.members.create(loose({ email_address: 'a@b.co', roles: 'stytch_admin' })),
    ],
    ['organization.members.update', 'member_id', (c) => c.organizations.members.update(loose({ name: 'x' }))],
    [
      'organization.members.update',
      'untrusted_metadata',
      (c) => c.organizations.members.update(loose({ member_id: 'm', untrusted_metadata: [] })),
    ],
    ['organization.members.delete', 'member_id', (c) => c.organizations.members.delete(loose(5))],
    ['organization.members.reactivate', 'member_id', (c) => c.organizations.members.reactivate(loose(undefined))],
    ['organization.members.search', 'limit', (c) => c.organizations.members.search(loose({ limit: '10' }))],
    ['self.update', 'mfa_enrolled', (c) => c.self.update(loose({ mfa_enrolled: 'yes' }))],
    ['session.revokeForMember', 'member_id', (c) => c.session.revokeForMember(loose({}))],
    ['session.attest', 'profile_id', (c) => c.session.attest(loose({ token: 't' }))],
    [
      'session.exchangeAccessToken',
      'session_duration_minutes',
      (c) => c.session.exchangeAccessToken(loose({ access_token: 'a' })),
    ],
  ])('%s checks %s', async (method, field, call) => {
    const { client, server } = makeClient();
    const before = server.calls.length;
    const error = await call(client).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UsageError);
    expect(error).toMatchObject({ method, field });
    expect(server.calls.length).toBe(before);
  });
});

describe('rbac', () => {
  it('answers from the bootstrap policy and the session roles; "*" grants every action', async () => {
    const { client } = await signedIn({}, ['stytch_member', 'analyst']);
    expect(await client.rbac.isAuthorized('stytch.member', 'search')).toBe(true);
    expect(await client.rbac.isAuthorized('stytch.member', 'delete')).toBe(false);
    expect(client.rbac.isAuthorizedSync('reports', 'read')).toBe(true);
    expect(await client.rbac.allPermissions()).toEqual({
      'stytch.member': { create: false, search: true, delete: false },
      reports: { read: true, export: false },
    });
    const admin = await signedIn({}, ['stytch_member', 'stytch_admin']);
    expect(await admin.client.rbac.isAuthorized('stytch.member', 'delete')).toBe(true);
  });

  it('grants nothing when signed out, or when the policy cannot be fetched (and says so)', async () => {
    const { client } = makeClient({}, { bootstrap: { rbac_policy: POLICY } });
    expect(await client.rbac.isAuthorized('stytch.member', 'search')).toBe(false);
    disposeClients();
    const failing = makeClient({
      'GET /projects/bootstrap/public-token-test-client': () => new Response('down', { status: 503 }),
    });
    expect(await failing.client.rbac.isAuthorized('stytch.member', 'search')).toBe(false);
    expect(failing.errors.flat().join(' ')).toContain('Assuming caller has no permissions.');
  });
});
