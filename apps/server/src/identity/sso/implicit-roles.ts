import { eq } from 'drizzle-orm';
import type { IdentityContext } from '../context.js';
import { identityError } from '../errors.js';
import { assignableRoles } from '../rbac/authorize.js';
import { identityMembers } from '../schema.js';
import { MEMBER_ROLE, type MemberRow } from '../wire.js';
import type { ConnectionRow } from './connections.js';
import type { ConnectionRoleAssignment, GroupRoleAssignment } from './schema.js';

/** Attribute (SAML) or claim (OIDC) names that carry the groups, when the connection maps none. */
const GROUP_ATTRIBUTES = ['groups', 'Groups', 'memberOf', 'http://schemas.microsoft.com/ws/2008/06/identity/claims/groups'];

/** At most this many assignments of each kind per connection. */
const MAX_ASSIGNMENTS = 100;

/** Checks assignments from an admin: known, assignable roles (not stytch_member), groups named; duplicates dropped. */
export function checkConnectionRoles(ctx: IdentityContext, field: string, input: ConnectionRoleAssignment[]) {
  const known = assignableRoles(ctx);
  if (input.length > MAX_ASSIGNMENTS) throw identityError('bad_request', `${field}: at most ${MAX_ASSIGNMENTS} assignments.`);
  const roles = new Set<string>();
  for (const a of input) {
    if (a.role_id === MEMBER_ROLE || !known.includes(a.role_id))
      throw identityError('bad_request', `${field}: unknown role ${a.role_id}.`);
    roles.add(a.role_id);
  }
  return [...roles].map((role_id) => ({ role_id }));
}

export function checkGroupRoles(ctx: IdentityContext, field: string, input: GroupRoleAssignment[]) {
  const known = assignableRoles(ctx);
  if (input.length > MAX_ASSIGNMENTS) throw identityError('bad_request', `${field}: at most ${MAX_ASSIGNMENTS} assignments.`);
  const seen = new Map<string, GroupRoleAssignment>();
  for (const a of input) {
    if (a.role_id === MEMBER_ROLE || !known.includes(a.role_id))
      throw identityError('bad_request', `${field}: unknown role ${a.role_id}.`);
    if (!a.group.trim()) throw identityError('bad_request', `${field}: group must not be empty.`);
    seen.set(`${a.role_id}\n${a.group}`, { role_id: a.role_id, group: a.group });
  }
  return [...seen.values()];
}

/** The groups the IdP listed for the member: the mapped attribute (attribute_mapping.groups) or the usual names. */
export function groupsOf(attributes: Record<string, unknown>, mapping: Record<string, string>): string[] {
  const names = mapping.groups ? [mapping.groups] : GROUP_ATTRIBUTES;
  const groups = new Set<string>();
  for (const name of names) {
    const value = attributes[name];
    for (const v of Array.isArray(value) ? value : [value]) {
      if (typeof v === 'string' && v.trim()) groups.add(v.trim());
    }
  }
  return [...groups];
}

/** The roles a sign-in through `connection` implies: the connection's own, and those of the member's groups. */
export function impliedRoles(connection: ConnectionRow, attributes: Record<string, unknown>): string[] {
  const groups = new Set(groupsOf(attributes, connection.attributeMapping));
  const roles = new Set(connection.connectionRoleAssignments.map((a) => a.role_id));
  for (const a of connection.groupRoleAssignments) if (groups.has(a.group)) roles.add(a.role_id);
  return [...roles].sort();
}

/**
 * Applies the implicit roles at an SSO sign-in: the member's `sso_roles` become exactly what this
 * sign-in implies (a group the IdP no longer lists takes its role away at the next sign-in), kept
 * apart from roles granted any other way.
 */
export async function applyImplicitRoles(
  ctx: IdentityContext,
  member: MemberRow,
  connection: ConnectionRow,
  attributes: Record<string, unknown>,
): Promise<MemberRow> {
  const roles = impliedRoles(connection, attributes);
  if (roles.join('\n') === [...member.ssoRoles].sort().join('\n') && member.ssoRolesConnectionId === connection.connectionId) {
    return member;
  }
  const [updated] = await ctx.db
    .update(identityMembers)
    .set({ ssoRoles: roles, ssoRolesConnectionId: roles.length > 0 ? connection.connectionId : null, updatedAt: new Date() })
    .where(eq(identityMembers.memberId, member.memberId))
    .returning();
  return updated ?? member;
}
