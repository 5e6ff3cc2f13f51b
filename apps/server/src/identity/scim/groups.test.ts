import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logIn, sdk, uniqueEmail } from '../../../test/identity.js';
import { scim, scimOrganization } from '../../../test/scim.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { findMemberById } from '../organizations/repo.js';
import { ADMIN_ROLE } from '../wire.js';
import { ownScimConnection } from './connections.js';
import { changeGroup, findGroup, replaceGroup } from './groups.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const PATCH_OP = 'urn:ietf:params:scim:api:messages:2.0:PatchOp';
const GROUP = 'urn:ietf:params:scim:schemas:core:2.0:Group';

async function newUser(org: { connectionId: string; token: string }) {
  const email = uniqueEmail('pushed');
  const res = await scim(ctx, org, 'POST', '/Users', {
    schemas: ['urn:ietf:params:scim:schemas:core:2.0:User'],
    userName: email,
    name: { givenName: 'Pat', familyName: 'Pushed' },
    emails: [{ primary: true, value: email, type: 'work' }],
    active: true,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.id as string, email };
}

const rolesOf = async (memberId: string) => {
  const m = await findMemberById(ctx.services.identity.db, memberId);
  return { roles: m?.roles ?? [], scimRoles: m?.scimRoles ?? [] };
};

describe('SCIM Groups', () => {
  it('creates groups (Okta), adds and removes members (Okta and Entra shapes), maps groups to roles', async () => {
    const org = await scimOrganization(ctx);
    const ada = await newUser(org);
    const bob = await newUser(org);

    // Okta: create an empty group, then push members with PATCH add.
    const created = await scim(ctx, org, 'POST', '/Groups', { schemas: [GROUP], displayName: 'Admins', members: [] });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const groupId = created.body.id as string;
    const duplicate = await scim(ctx, org, 'POST', '/Groups', { schemas: [GROUP], displayName: 'Admins' });
    expect(duplicate.body).toMatchObject({ status: '409', scimType: 'uniqueness' });

    const filtered = await scim(
      ctx,
      org,
      'GET',
      `/Groups?filter=${encodeURIComponent('displayName eq "Admins"')}&excludedAttributes=members`,
    );
    expect(filtered.body.totalResults).toBe(1);
    expect(filtered.body.Resources[0]).toMatchObject({ id: groupId, displayName: 'Admins' });
    expect(filtered.body.Resources[0].members).toBeUndefined();

    // The admin maps the group to stytch_admin: groups are listed for the rule.
    const listed = await sdk(ctx, 'GET', '/b2b/scim/groups?limit=10', undefined, { sessionToken: org.sessionToken });
    expect(listed.data.scim_groups).toEqual([
      {
        group_id: groupId,
        group_name: 'Admins',
        organization_id: org.organization.organizationId,
        connection_id: org.connectionId,
      },
    ]);
    const mapped = await sdk(
      ctx,
      'PUT',
      `/b2b/scim/${org.connectionId}`,
      { scim_group_implicit_role_assignments: [{ role_id: ADMIN_ROLE, group_id: groupId }] },
      { sessionToken: org.sessionToken },
    );
    expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
    expect(mapped.data.connection.scim_group_implicit_role_assignments).toEqual([
      { role_id: ADMIN_ROLE, group_id: groupId, group_name: 'Admins' },
    ]);
    const unknownRole = await sdk(
      ctx,
      'PUT',
      `/b2b/scim/${org.connectionId}`,
      { scim_group_implicit_role_assignments: [{ role_id: 'ghost', group_id: groupId }] },
      { sessionToken: org.sessionToken },
    );
    expect(unknownRole.status).toBe(400);

    // Okta add.
    const added = await scim(ctx, org, 'PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH_OP],
      Operations: [
        {
          op: 'add',
          path: 'members',
          value: [
            { value: ada.id, display: ada.email },
            { value: bob.id, display: bob.email },
          ],
        },
      ],
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.members.map((m: { value: string }) => m.value).sort()).toEqual([ada.id, bob.id].sort());
    expect((await rolesOf(ada.id)).scimRoles).toEqual([ADMIN_ROLE]);
    expect((await rolesOf(bob.id)).scimRoles).toEqual([ADMIN_ROLE]);

    // The role shows on the wire with its source and grants the admin's permissions.
    const { sessionToken } = await logIn(ctx, ada.email, org.organization.organizationId);
    const me = await sdk(ctx, 'GET', '/b2b/organizations/members/me', undefined, { sessionToken });
    expect(me.data.member.is_admin).toBe(true);
    expect(me.data.member.roles).toContainEqual({
      role_id: ADMIN_ROLE,
      sources: [{ type: 'scim_connection_group', details: { connection_id: org.connectionId } }],
    });
    expect((await sdk(ctx, 'GET', '/b2b/scim', undefined, { sessionToken })).status).toBe(200);
    // Member search by role finds SCIM-granted roles too.
    const admins = await sdk(
      ctx,
      'POST',
      '/b2b/organizations/me/members/search',
      { query: { operator: 'AND', operands: [{ filter_name: 'member_roles', filter_value: [ADMIN_ROLE] }] } },
      { sessionToken: org.sessionToken },
    );
    expect((admins.data.members as { member_id: string }[]).map((m) => m.member_id).sort()).toEqual(
      [org.admin.memberId, ada.id, bob.id].sort(),
    );

    // Okta remove: a value filter path.
    const oktaRemove = await scim(ctx, org, 'PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'remove', path: `members[value eq "${ada.id}"]` }],
    });
    expect(oktaRemove.body.members.map((m: { value: string }) => m.value)).toEqual([bob.id]);
    expect((await rolesOf(ada.id)).scimRoles).toEqual([]);
    expect((await sdk(ctx, 'GET', '/b2b/scim', undefined, { sessionToken })).status).toBe(403);

    // Entra remove: path members with the values to remove; Entra add with a capitalised op.
    const entraRemove = await scim(ctx, org, 'PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Remove', path: 'members', value: [{ value: bob.id }] }],
    });
    expect(entraRemove.body.members).toEqual([]);
    expect((await rolesOf(bob.id)).scimRoles).toEqual([]);
    const entraAdd = await scim(ctx, org, 'PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH_OP],
      Operations: [
        { op: 'Add', path: 'members', value: [{ value: bob.id }] },
        { op: 'Replace', path: 'displayName', value: 'Administrators' },
      ],
    });
    expect(entraAdd.body).toMatchObject({ displayName: 'Administrators', members: [{ value: bob.id, display: bob.email }] });
    expect((await rolesOf(bob.id)).scimRoles).toEqual([ADMIN_ROLE]);

    const unknownMember = await scim(ctx, org, 'PATCH', `/Groups/${groupId}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'add', path: 'members', value: [{ value: 'member-test-nobody' }] }],
    });
    expect(unknownMember.body).toMatchObject({ status: '400', scimType: 'invalidValue' });

    // PUT replaces the members; DELETE removes the group, its rule and what it granted.
    const put = await scim(ctx, org, 'PUT', `/Groups/${groupId}`, {
      schemas: [GROUP],
      displayName: 'Administrators',
      members: [{ value: ada.id }],
    });
    expect(put.body.members.map((m: { value: string }) => m.value)).toEqual([ada.id]);
    expect((await rolesOf(ada.id)).scimRoles).toEqual([ADMIN_ROLE]);
    expect((await rolesOf(bob.id)).scimRoles).toEqual([]);
    expect((await scim(ctx, org, 'DELETE', `/Groups/${groupId}`)).status).toBe(204);
    expect((await rolesOf(ada.id)).scimRoles).toEqual([]);
    expect((await scim(ctx, org, 'GET', `/Groups/${groupId}`)).status).toBe(404);
    const after = await sdk(ctx, 'GET', '/b2b/scim', undefined, { sessionToken: org.sessionToken });
    expect(after.data.connection.scim_group_implicit_role_assignments).toEqual([]);
  });

  it('never removes roles granted by other means, and follows rule changes', async () => {
    const org = await scimOrganization(ctx);
    const user = await newUser(org);
    // The admin grants stytch_admin directly too.
    const direct = await sdk(
      ctx,
      'PUT',
      `/b2b/organizations/members/${user.id}`,
      { roles: [ADMIN_ROLE] },
      { sessionToken: org.sessionToken },
    );
    expect(direct.status, JSON.stringify(direct.body)).toBe(200);
    const group = await scim(ctx, org, 'POST', '/Groups', {
      schemas: [GROUP],
      displayName: 'Ops',
      members: [{ value: user.id }],
    });
    expect((await rolesOf(user.id)).scimRoles).toEqual([]);
    await sdk(
      ctx,
      'PUT',
      `/b2b/scim/${org.connectionId}`,
      { scim_group_implicit_role_assignments: [{ role_id: ADMIN_ROLE, group_id: group.body.id }] },
      { sessionToken: org.sessionToken },
    );
    expect(await rolesOf(user.id)).toEqual({ roles: [ADMIN_ROLE], scimRoles: [ADMIN_ROLE] });
    // The rule goes: the SCIM role goes, the direct one stays.
    await sdk(
      ctx,
      'PUT',
      `/b2b/scim/${org.connectionId}`,
      { scim_group_implicit_role_assignments: [] },
      { sessionToken: org.sessionToken },
    );
    expect(await rolesOf(user.id)).toEqual({ roles: [ADMIN_ROLE], scimRoles: [] });
  });

  it("pages the management groups list with a cursor and does not see another organization's groups", async () => {
    const org = await scimOrganization(ctx);
    const other = await scimOrganization(ctx);
    for (const name of ['A', 'B', 'C']) await scim(ctx, org, 'POST', '/Groups', { displayName: name });
    await scim(ctx, other, 'POST', '/Groups', { displayName: 'Other' });
    const first = await sdk(ctx, 'GET', '/b2b/scim/groups?limit=2', undefined, { sessionToken: org.sessionToken });
    expect(first.data.scim_groups).toHaveLength(2);
    expect(first.data.next_cursor).not.toBe('');
    const second = await sdk(ctx, 'GET', `/b2b/scim/groups?limit=2&cursor=${first.data.next_cursor}`, undefined, {
      sessionToken: org.sessionToken,
    });
    expect(second.data.scim_groups).toHaveLength(1);
    expect(second.data.next_cursor).toBe('');
    const names = [...first.data.scim_groups, ...second.data.scim_groups].map((g: { group_name: string }) => g.group_name).sort();
    expect(names).toEqual(['A', 'B', 'C']);
    const otherGroups = await scim(ctx, other, 'GET', '/Groups');
    expect(otherGroups.body.Resources.map((g: { displayName: string }) => g.displayName)).toEqual(['Other']);
    // A member of another organization cannot be put in a group.
    const foreign = await scim(ctx, org, 'POST', '/Groups', { displayName: 'X', members: [{ value: other.admin.memberId }] });
    expect(foreign.status).toBe(400);
  });
});

describe('SCIM Groups under concurrent changes', () => {
  it('does not write a change computed from a stale group (the PATCH reads it again)', async () => {
    const org = await scimOrganization(ctx, 'microsoft-entra');
    const [first, second] = [await newUser(org), await newUser(org)];
    const created = await scim(ctx, org, 'POST', '/Groups', { schemas: [GROUP], displayName: 'Parallel' });
    const connection = await ownScimConnection(ctx.services.identity, org.organization.organizationId, org.connectionId);
    const stale = await findGroup(ctx.services.identity, connection, created.body.id);
    // Another request adds the first user meanwhile.
    await scim(ctx, org, 'PATCH', `/Groups/${created.body.id}`, {
      schemas: [PATCH_OP],
      Operations: [{ op: 'Add', path: 'members', value: [{ value: first.id }] }],
    });
    const lost = await replaceGroup(ctx.services.identity, connection, stale, {
      displayName: 'Parallel',
      members: [{ value: second.id }],
    });
    expect(lost).toBeNull();
    // changeGroup starts from the current group, so both additions stay.
    const both = await changeGroup(ctx.services.identity, connection, created.body.id, async (group) => ({
      displayName: group.displayName,
      members: [...group.memberIds, second.id].map((value) => ({ value })),
    }));
    expect([...both.memberIds].sort()).toEqual([first.id, second.id].sort());
  });
});
