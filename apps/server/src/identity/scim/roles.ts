import { and, eq, inArray, sql } from 'drizzle-orm';
import type { IdentityContext } from '../context.js';
import { identityMembers } from '../schema.js';
import { identityScimGroups, type ScimGroupRoleAssignment } from './schema.js';

/**
 * A member's SCIM roles: the roles of the connection's group rules whose group lists the member.
 * They are stored in `scim_roles`, apart from roles granted any other way, so adding or removing
 * a group membership or a rule changes only what SCIM granted.
 */
export async function recomputeScimRoles(
  ctx: IdentityContext,
  connection: { connectionId: string; organizationId: string; groupRoleAssignments: ScimGroupRoleAssignment[] },
  memberIds?: Iterable<string>,
): Promise<void> {
  const groups = await ctx.db
    .select({ groupId: identityScimGroups.groupId, memberIds: identityScimGroups.memberIds })
    .from(identityScimGroups)
    .where(eq(identityScimGroups.connectionId, connection.connectionId));
  const granted = new Map<string, Set<string>>();
  for (const group of groups) {
    const roles = connection.groupRoleAssignments.filter((a) => a.group_id === group.groupId).map((a) => a.role_id);
    if (roles.length === 0) continue;
    for (const memberId of group.memberIds) {
      const set = granted.get(memberId) ?? new Set<string>();
      for (const role of roles) set.add(role);
      granted.set(memberId, set);
    }
  }
  // Everyone who may change: the members asked about, or (by default) everyone who has SCIM
  // roles now and everyone in a group.
  const candidates = memberIds
    ? [...new Set(memberIds)]
    : [
        ...new Set([
          ...groups.flatMap((g) => g.memberIds),
          ...(
            await ctx.db
              .select({ id: identityMembers.memberId })
              .from(identityMembers)
              .where(
                and(
                  eq(identityMembers.organizationId, connection.organizationId),
                  sql`cardinality(${identityMembers.scimRoles}) > 0`,
                ),
              )
          ).map((r) => r.id),
        ]),
      ];
  if (candidates.length === 0) return;
  const members = await ctx.db
    .select({ id: identityMembers.memberId, scimRoles: identityMembers.scimRoles })
    .from(identityMembers)
    .where(and(eq(identityMembers.organizationId, connection.organizationId), inArray(identityMembers.memberId, candidates)));
  for (const member of members) {
    const next = [...(granted.get(member.id) ?? [])].sort();
    if (next.join('\n') === [...member.scimRoles].sort().join('\n')) continue;
    await ctx.db
      .update(identityMembers)
      .set({ scimRoles: next, updatedAt: new Date() })
      .where(eq(identityMembers.memberId, member.id));
  }
}
