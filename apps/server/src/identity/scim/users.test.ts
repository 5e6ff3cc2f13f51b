import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, sdk, seedMember, uniqueEmail } from '../../../test/identity.js';
import { scim, scimOrganization } from '../../../test/scim.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { findMemberById } from '../organizations/repo.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const SCIM_ERROR = 'urn:ietf:params:scim:api:messages:2.0:Error';
const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';

/** What Okta sends to create a user (Okta SCIM 2.0 app, "Push New Users"). */
function oktaUser(email: string, extra: Record<string, unknown> = {}) {
  return {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
    userName: email,
    name: { givenName: 'Ada', familyName: 'Lovelace' },
    emails: [{ primary: true, value: email, type: 'work' }],
    displayName: 'Ada Lovelace',
    locale: 'en-US',
    externalId: '00u1abcdEFGH2345ijk6',
    groups: [],
    password: 'never-stored-1',
    active: true,
    ...extra,
  };
}

/** What Microsoft Entra sends to create a user. */
function entraUser(email: string) {
  return {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:User', 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User'],
    externalId: 'grace',
    userName: email,
    active: true,
    displayName: 'Grace Hopper',
    emails: [{ primary: true, type: 'work', value: email }],
    meta: { resourceType: 'User' },
    name: { formatted: 'Grace Hopper', familyName: 'Hopper', givenName: 'Grace' },
    roles: [],
    'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': { department: 'Engineering' },
  };
}

describe('SCIM Users with Okta requests', () => {
  it('creates, finds by userName, replaces and deactivates a member', async () => {
    const org = await scimOrganization(ctx, 'okta');
    const email = uniqueEmail('ada');

    // Okta looks the user up first; nobody yet.
    const before = await scim(
      ctx,
      org,
      'GET',
      `/Users?filter=${encodeURIComponent(`userName eq "${email}"`)}&startIndex=1&count=100`,
    );
    expect(before.status).toBe(200);
    expect(before.headers['content-type']).toContain('application/scim+json');
    expect(before.body).toMatchObject({ totalResults: 0, Resources: [], startIndex: 1 });

    const created = await scim(ctx, org, 'POST', '/Users', oktaUser(email));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
      userName: email,
      active: true,
      externalId: '00u1abcdEFGH2345ijk6',
      name: { givenName: 'Ada', familyName: 'Lovelace' },
      meta: { resourceType: 'User' },
    });
    expect(created.body.password).toBeUndefined();
    const id = created.body.id as string;
    expect(created.headers.location).toBe(created.body.meta.location);

    const member = await findMemberById(ctx.services.identity.db, id);
    expect(member).toMatchObject({
      emailAddress: email,
      status: 'active',
      name: 'Ada Lovelace',
      organizationId: org.organization.organizationId,
    });
    expect(JSON.stringify(member?.scimRegistration)).not.toContain('never-stored-1');

    // scim_registration on the member wire.
    const search = await sdk(ctx, 'POST', '/b2b/organizations/me/members/search', {}, { sessionToken: org.sessionToken });
    const wired = (search.data.members as { member_id: string; scim_registration: unknown }[]).find((m) => m.member_id === id);
    expect(wired?.scim_registration).toMatchObject({
      connection_id: org.connectionId,
      external_id: '00u1abcdEFGH2345ijk6',
      registration_id: expect.stringMatching(/^scim-registration-test-/),
      scim_attributes: { user_name: email, name: { given_name: 'Ada', family_name: 'Lovelace' } },
    });

    const found = await scim(ctx, org, 'GET', `/Users?filter=${encodeURIComponent(`userName eq "${email.toUpperCase()}"`)}`);
    expect(found.body.totalResults).toBe(1);
    expect(found.body.Resources[0].id).toBe(id);
    const byEmail = await scim(
      ctx,
      org,
      'GET',
      `/Users?filter=${encodeURIComponent(`emails[type eq "work"].value eq "${email}"`)}`,
    );
    expect(byEmail.body.Resources.map((r: { id: string }) => r.id)).toEqual([id]);

    const duplicate = await scim(ctx, org, 'POST', '/Users', oktaUser(email));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toMatchObject({ schemas: [SCIM_ERROR], status: '409', scimType: 'uniqueness' });

    // Okta's profile push is a PUT of the whole user.
    const put = await scim(ctx, org, 'PUT', `/Users/${id}`, {
      ...oktaUser(email),
      id,
      name: { givenName: 'Augusta Ada', familyName: 'King' },
    });
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.name).toEqual({ givenName: 'Augusta Ada', familyName: 'King' });
    expect((await findMemberById(ctx.services.identity.db, id))?.name).toBe('Augusta Ada King');

    // The member signs in; Okta deactivates them: the session ends at once.
    const { sessionToken } = await logIn(ctx, email, org.organization.organizationId);
    expect((await sdk(ctx, 'GET', '/b2b/organizations/members/me', undefined, { sessionToken })).status).toBe(200);
    const deactivated = await scim(ctx, org, 'PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { active: false } }],
    });
    expect(deactivated.status, JSON.stringify(deactivated.body)).toBe(200);
    expect(deactivated.body.active).toBe(false);
    expect((await findMemberById(ctx.services.identity.db, id))?.status).toBe('deleted');
    expect((await sdk(ctx, 'GET', '/b2b/organizations/members/me', undefined, { sessionToken })).status).toBe(404);

    // Still visible to the connection, inactive; reactivation brings the member back.
    expect((await scim(ctx, org, 'GET', `/Users/${id}`)).body.active).toBe(false);
    const reactivated = await scim(ctx, org, 'PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', value: { active: true } }],
    });
    expect(reactivated.body.active).toBe(true);
    expect((await findMemberById(ctx.services.identity.db, id))?.status).toBe('active');
  });

  it('links an existing member found by userName, pages with startIndex and count', async () => {
    const org = await scimOrganization(ctx);
    const existing = await seedMember(ctx, org.organization.organizationId);
    const found = await scim(ctx, org, 'GET', `/Users?filter=${encodeURIComponent(`userName eq "${existing.emailAddress}"`)}`);
    expect(found.body.Resources[0]).toMatchObject({ id: existing.memberId, userName: existing.emailAddress, active: true });
    const linked = await scim(ctx, org, 'PUT', `/Users/${existing.memberId}`, oktaUser(existing.emailAddress));
    expect(linked.status).toBe(200);
    expect((await findMemberById(ctx.services.identity.db, existing.memberId))?.scimRegistration?.connection_id).toBe(
      org.connectionId,
    );

    const all = await scim(ctx, org, 'GET', '/Users');
    expect(all.body.totalResults).toBe(2); // the admin and this member
    const page = await scim(ctx, org, 'GET', '/Users?startIndex=2&count=1');
    expect(page.body).toMatchObject({ totalResults: 2, startIndex: 2, itemsPerPage: 1 });
    expect(page.body.Resources[0].id).toBe(all.body.Resources[1].id);
    const bad = await scim(ctx, org, 'GET', '/Users?count=abc');
    expect(bad.status).toBe(400);
    const badFilter = await scim(ctx, org, 'GET', `/Users?filter=${encodeURIComponent('title co "x"')}`);
    expect(badFilter.body).toMatchObject({ status: '400', scimType: 'invalidFilter' });
  });
});

describe('SCIM Users with Microsoft Entra requests', () => {
  it('creates, patches with capitalised ops, string booleans and path expressions, deletes', async () => {
    const org = await scimOrganization(ctx, 'microsoft-entra');
    const email = uniqueEmail('grace');
    const created = await scim(ctx, org, 'POST', '/Users', entraUser(email));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.schemas).toContain('urn:ietf:params:scim:schemas:extension:enterprise:2.0:User');
    const id = created.body.id as string;
    expect((await findMemberById(ctx.services.identity.db, id))?.name).toBe('Grace Hopper');

    // Entra's lookup filter by externalId-mapped userName also works.
    const lookup = await scim(ctx, org, 'GET', `/Users?filter=${encodeURIComponent(`userName eq "${email}"`)}`);
    expect(lookup.body.totalResults).toBe(1);

    const newEmail = uniqueEmail('grace.hopper');
    const patched = await scim(ctx, org, 'PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'Replace', path: 'name.givenName', value: 'Rear Admiral Grace' },
        { op: 'Replace', path: 'name.formatted', value: 'Rear Admiral Grace Hopper' },
        { op: 'Replace', path: 'emails[type eq "work"].value', value: newEmail },
        { op: 'Replace', path: 'userName', value: newEmail },
        { op: 'Add', path: 'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department', value: 'Navy' },
        { op: 'Add', path: 'title', value: 'Computer scientist' },
      ],
    });
    expect(patched.status, JSON.stringify(patched.body)).toBe(200);
    expect(patched.body).toMatchObject({
      userName: newEmail,
      title: 'Computer scientist',
      name: { givenName: 'Rear Admiral Grace', familyName: 'Hopper' },
      emails: [{ type: 'work', value: newEmail, primary: true }],
      'urn:ietf:params:scim:schemas:extension:enterprise:2.0:User': { department: 'Navy' },
    });
    const member = await findMemberById(ctx.services.identity.db, id);
    expect(member).toMatchObject({ emailAddress: newEmail, name: 'Rear Admiral Grace Hopper' });
    expect(member?.retiredEmailAddresses.map((r) => r.email_address)).toContain(email);

    const disabled = await scim(ctx, org, 'PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'active', value: 'False' }],
    });
    expect(disabled.status).toBe(200);
    expect(disabled.body.active).toBe(false);
    expect((await findMemberById(ctx.services.identity.db, id))?.status).toBe('deleted');
    const enabled = await scim(ctx, org, 'PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'active', value: 'True' }],
    });
    expect(enabled.body.active).toBe(true);

    const removed = await scim(ctx, org, 'PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Remove', path: 'title' }],
    });
    expect(removed.body.title).toBeUndefined();

    const badValue = await scim(ctx, org, 'PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Replace', path: 'active', value: 'maybe' }],
    });
    expect(badValue.body).toMatchObject({ status: '400', scimType: 'invalidValue' });
    const badOp = await scim(ctx, org, 'PATCH', `/Users/${id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Move', path: 'title' }],
    });
    expect(badOp.status).toBe(400);

    const deleted = await scim(ctx, org, 'DELETE', `/Users/${id}`);
    expect(deleted.status).toBe(204);
    expect((await findMemberById(ctx.services.identity.db, id))?.status).toBe('deleted');
    const gone = await scim(ctx, org, 'GET', `/Users/${id}`);
    expect(gone.body).toMatchObject({ schemas: [SCIM_ERROR], status: '404' });
  });
});

describe('SCIM service errors', () => {
  it('refuses bad tokens with 401 and bad bodies with 4xx in the SCIM error shape', async () => {
    const org = await scimOrganization(ctx);
    for (const token of ['', 'not-the-token-at-all-1234', `${org.token}x`]) {
      const res = await scim(ctx, { connectionId: org.connectionId, token }, 'GET', '/Users');
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ schemas: [SCIM_ERROR], status: '401' });
    }
    const unknownConnection = await scim(ctx, { connectionId: 'scim-connection-test-nope', token: org.token }, 'GET', '/Users');
    expect(unknownConnection.status).toBe(401);

    const broken = await scim(ctx, org, 'POST', '/Users', '{"userName": ');
    expect(broken.status).toBe(400);
    expect(broken.body).toMatchObject({ schemas: [SCIM_ERROR], status: '400', scimType: 'invalidSyntax' });
    const array = await scim(ctx, org, 'POST', '/Users', [1, 2]);
    expect(array.status).toBe(400);
    const noUserName = await scim(ctx, org, 'POST', '/Users', { schemas: [], name: { givenName: 'x' } });
    expect(noUserName.body).toMatchObject({ status: '400', scimType: 'invalidValue' });
    const notEmail = await scim(ctx, org, 'POST', '/Users', { userName: 'jdoe', emails: [] });
    expect(notEmail.status).toBe(400);
    const huge = await scim(ctx, org, 'POST', '/Users', oktaUser(uniqueEmail(), { title: 'x'.repeat(200_000) }));
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ schemas: [SCIM_ERROR], status: '413' });
    const bigAttributes = await scim(ctx, org, 'POST', '/Users', oktaUser(uniqueEmail(), { title: 'x'.repeat(20_000) }));
    expect(bigAttributes.body).toMatchObject({ status: '400', scimType: 'invalidValue' });
    const tooMany = await scim(ctx, org, 'PATCH', `/Users/${org.admin.memberId}`, {
      schemas: [PATCH_OP],
      Operations: Array.from({ length: 101 }, () => ({ op: 'replace', path: 'title', value: 'x' })),
    });
    expect(tooMany.body).toMatchObject({ status: '400', scimType: 'tooMany' });
    const badPath = await scim(ctx, org, 'PATCH', `/Users/${org.admin.memberId}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'replace', path: 'emails[type ne "work"].value', value: 'x' }],
    });
    expect(badPath.status).toBe(400);
    const missing = await scim(ctx, org, 'GET', '/Users/member-test-00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
  });

  it('answers 415 for a body that is not JSON (text/plain), as RFC 7644 and the docs say', async () => {
    const org = await scimOrganization(ctx);
    const res = await scim(ctx, org, 'POST', '/Users', 'userName=x', { 'content-type': 'text/plain' });
    expect(res.status).toBe(415);
    expect(res.body).toMatchObject({ schemas: [SCIM_ERROR], status: '415' });
  });

  it('clamps a huge count and startIndex instead of refusing them (RFC 7644 section 3.4.2.4)', async () => {
    const org = await scimOrganization(ctx);
    const all = await scim(ctx, org, 'GET', '/Users?count=1000000000');
    expect(all.status).toBe(200);
    expect(all.body.itemsPerPage).toBeGreaterThan(0);
    expect(all.body.itemsPerPage).toBe(all.body.totalResults);
    const beyond = await scim(ctx, org, 'GET', '/Users?startIndex=99999999999999999999&count=99999999999999999999');
    expect(beyond.status).toBe(200);
    expect(beyond.body.Resources).toEqual([]);
    const notANumber = await scim(ctx, org, 'GET', '/Users?count=ten');
    expect(notANumber.body).toMatchObject({ status: '400', scimType: 'invalidValue' });
  });

  it('serves the discovery endpoints', async () => {
    const org = await scimOrganization(ctx);
    const config = await scim(ctx, org, 'GET', '/ServiceProviderConfig');
    expect(config.body).toMatchObject({ patch: { supported: true }, filter: { supported: true, maxResults: 100 } });
    const types = await scim(ctx, org, 'GET', '/ResourceTypes');
    expect(types.body.Resources.map((r: { id: string }) => r.id)).toEqual(['User', 'Group']);
    const schemas = await scim(ctx, org, 'GET', '/Schemas');
    expect(schemas.body.totalResults).toBe(2);
  });
});

describe('SCIM service robustness', () => {
  it('answers every endpoint with a 4xx in the SCIM shape for malformed input, never a 5xx', async () => {
    const org = await scimOrganization(ctx);
    const group = await scim(ctx, org, 'POST', '/Groups', { displayName: 'Fuzz' });
    const targets = [
      ['POST', '/Users'],
      ['PUT', `/Users/${org.admin.memberId}`],
      ['PATCH', `/Users/${org.admin.memberId}`],
      ['POST', '/Groups'],
      ['PUT', `/Groups/${group.body.id}`],
      ['PATCH', `/Groups/${group.body.id}`],
    ] as const;
    const payloads: unknown[] = [
      '{"broken": ',
      '"text"',
      [1, 2, 3],
      null,
      { userName: { $gt: '' }, displayName: 7, members: 'x', Operations: 'x' },
      { userName: 'a@example.com', emails: 'x', name: 'x', active: 'sometimes' },
      { Operations: [{ op: 'add', path: 'members', value: 'x' }] },
      { Operations: [{ op: 'replace', path: 'name[', value: 1 }] },
      { Operations: [{ op: 'replace', path: 'emails[type eq "work" and primary eq true].value', value: 1 }] },
      { Operations: [{ op: 'replace', value: { 'emails[bad': 1 } }] },
      { Operations: [null, 1, 'x'] },
      { displayName: 'y'.repeat(300), members: [{ value: 1 }] },
    ];
    let rejected = 0;
    for (const [method, path] of targets) {
      for (const payload of payloads) {
        const res = await scim(ctx, org, method, path, payload === null ? 'null' : payload);
        const label = `${method} ${path} ${JSON.stringify(payload).slice(0, 80)}`;
        expect(res.status, label).toBeLessThan(500);
        // A few are legal (a PATCH adding an attribute the User schema does not know is stored).
        if (res.status < 300) continue;
        expect(res.status, label).toBeGreaterThanOrEqual(400);
        expect(res.body.schemas, label).toEqual(['urn:ietf:params:scim:api:messages:2.0:Error']);
        rejected += 1;
      }
    }
    expect(rejected).toBeGreaterThan(targets.length * payloads.length - 6);
    for (const query of [
      '?filter=userName%20eq',
      '?filter=%00',
      '?startIndex=1e999',
      '?count=-5&startIndex=-3',
      '?filter[$ne]=1',
    ]) {
      for (const path of ['/Users', '/Groups']) {
        const res = await scim(ctx, org, 'GET', `${path}${query}`);
        expect(res.status, `${path}${query}`).toBeLessThan(500);
      }
    }
  });
});

describe('SCIM router refusals', () => {
  it('answers an overlong path parameter and an unknown path below /v1/scim in the SCIM shape', async () => {
    const org = await scimOrganization(ctx);
    const long = await scim(ctx, org, 'GET', `/Users/${'x'.repeat(300)}`);
    expect(long.status).toBeGreaterThanOrEqual(400);
    expect(long.status).toBeLessThan(500);
    expect(long.body.schemas).toEqual(['urn:ietf:params:scim:api:messages:2.0:Error']);
    const unknown = await scim(ctx, org, 'GET', '/Bulk');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ schemas: ['urn:ietf:params:scim:api:messages:2.0:Error'], status: '404' });
  });
});
