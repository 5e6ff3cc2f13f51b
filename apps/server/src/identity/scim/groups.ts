import { and, asc, eq, inArray, ne, or, type SQL, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { IdentityContext } from '../context.js';
import { newId } from '../crypto.js';
import { identityMembers } from '../schema.js';
import { SCHEMA_GROUP } from './attributes.js';
import { announceScimGroup, type ScimConnectionRow, type ScimGroupRow } from './connections.js';
import { scimError } from './errors.js';
import { getAttr, type Json, parseEq } from './patch.js';
import { recomputeScimRoles } from './roles.js';
import { identityScimConnections, identityScimGroups } from './schema.js';
import { baseLocation } from './users.js';

/** Groups per connection, and members per group. */
export const MAX_GROUPS = 1000;
export const MAX_GROUP_MEMBERS = 10_000;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A group as a SCIM Group resource; members carry the member's email as `display`. */
export async function groupResource(
  ctx: IdentityContext,
  base: string,
  g: ScimGroupRow,
  options: { members?: boolean } = {},
): Promise<Json> {
  const resource: Json = { schemas: [SCHEMA_GROUP], id: g.groupId, displayName: g.displayName };
  if (g.externalId) resource.externalId = g.externalId;
  if (options.members !== false) {
    const emails =
      g.memberIds.length === 0
        ? new Map<string, string>()
        : new Map(
            (
              await ctx.db
                .select({ id: identityMembers.memberId, email: identityMembers.emailAddress })
                .from(identityMembers)
                .where(inArray(identityMembers.memberId, g.memberIds))
            ).map((r) => [r.id, r.email]),
          );
    resource.members = g.memberIds.map((id) => ({
      value: id,
      display: emails.get(id) ?? '',
      $ref: baseLocation(base, 'Users', id),
    }));
  }
  resource.meta = {
    resourceType: 'Group',
    created: g.createdAt.toISOString(),
    lastModified: g.updatedAt.toISOString(),
    location: baseLocation(base, 'Groups', g.groupId),
  };
  return resource;
}

type GroupInput = { displayName: string; externalId: string; memberIds: string[] };

/** Reads a Group resource; every member must be a member of the organization the connection sees. */
async function readGroup(ctx: IdentityContext, c: ScimConnectionRow, body: unknown): Promise<GroupInput> {
  if (!isObject(body)) throw scimError(400, 'The body must be a SCIM Group object.', 'invalidSyntax');
  const displayName = getAttr(body, 'displayName');
  if (typeof displayName !== 'string' || !displayName.trim() || displayName.length > 256) {
    throw scimError(400, 'displayName is required: a string of at most 256 characters.', 'invalidValue');
  }
  const externalId = getAttr(body, 'externalId') ?? '';
  if (typeof externalId !== 'string' || externalId.length > 256) {
    throw scimError(400, 'externalId must be a string of at most 256 characters.', 'invalidValue');
  }
  const members = getAttr(body, 'members') ?? [];
  if (!Array.isArray(members)) throw scimError(400, 'members must be an array.', 'invalidValue');
  const ids = [
    ...new Set(
      members.map((m) => {
        const value = isObject(m) ? getAttr(m, 'value') : undefined;
        if (typeof value !== 'string' || !value || value.length > 200) {
          throw scimError(400, 'Each member needs a value: the id of a User.', 'invalidValue');
        }
        return value;
      }),
    ),
  ];
  if (ids.length > MAX_GROUP_MEMBERS) throw scimError(400, `A group has at most ${MAX_GROUP_MEMBERS} members.`, 'tooMany');
  if (ids.length > 0) {
    const found = await ctx.db
      .select({ id: identityMembers.memberId })
      .from(identityMembers)
      .where(
        and(
          eq(identityMembers.organizationId, c.organizationId),
          inArray(identityMembers.memberId, ids),
          or(
            ne(identityMembers.status, 'deleted'),
            sql`${identityMembers.scimRegistration}->>'connection_id' = ${c.connectionId}`,
          ),
        ),
      );
    const known = new Set(found.map((r) => r.id));
    const unknown = ids.find((id) => !known.has(id));
    if (unknown) throw scimError(400, `No User has the id ${unknown}.`, 'invalidValue');
  }
  return { displayName: displayName.trim(), externalId, memberIds: ids };
}

const uniqueness = (name: string) => scimError(409, `A group named ${JSON.stringify(name)} already exists.`, 'uniqueness');

async function displayNameTaken(ctx: IdentityContext, c: ScimConnectionRow, name: string, except?: string) {
  const [row] = await ctx.db
    .select({ id: identityScimGroups.groupId })
    .from(identityScimGroups)
    .where(
      and(
        eq(identityScimGroups.connectionId, c.connectionId),
        eq(identityScimGroups.displayName, name),
        except ? ne(identityScimGroups.groupId, except) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function createGroup(ctx: IdentityContext, c: ScimConnectionRow, body: unknown): Promise<ScimGroupRow> {
  const input = await readGroup(ctx, c, body);
  const [count] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(identityScimGroups)
    .where(eq(identityScimGroups.connectionId, c.connectionId));
  if ((count?.n ?? 0) >= MAX_GROUPS) throw scimError(400, `A connection has at most ${MAX_GROUPS} groups.`, 'tooMany');
  if (await displayNameTaken(ctx, c, input.displayName)) throw uniqueness(input.displayName);
  const [group] = await ctx.db
    .insert(identityScimGroups)
    .values({
      groupId: newId('scim-group', ctx.project.environment),
      connectionId: c.connectionId,
      organizationId: c.organizationId,
      displayName: input.displayName,
      externalId: input.externalId,
      memberIds: input.memberIds,
    })
    .onConflictDoNothing()
    .returning();
  if (!group) throw uniqueness(input.displayName);
  await recomputeScimRoles(ctx, c, input.memberIds);
  await announceScimGroup(ctx, 'scim_group.created', group);
  return group;
}

export async function findGroup(ctx: IdentityContext, c: ScimConnectionRow, id: string): Promise<ScimGroupRow> {
  const [group] = await ctx.db
    .select()
    .from(identityScimGroups)
    .where(and(eq(identityScimGroups.connectionId, c.connectionId), eq(identityScimGroups.groupId, id)));
  if (!group) throw scimError(404, `Group ${id.slice(0, 200)} not found.`);
  return group;
}

/** PUT /Groups/{id} (and PATCH after its operations): the group takes the resource's name and members; roles follow. */
export async function replaceGroup(
  ctx: IdentityContext,
  c: ScimConnectionRow,
  group: ScimGroupRow,
  body: unknown,
): Promise<ScimGroupRow | null> {
  const input = await readGroup(ctx, c, body);
  if (await displayNameTaken(ctx, c, input.displayName, group.groupId)) throw uniqueness(input.displayName);
  let updated: ScimGroupRow | undefined;
  try {
    [updated] = await ctx.db
      .update(identityScimGroups)
      .set({ ...input, version: sql`${identityScimGroups.version} + 1`, updatedAt: new Date() })
      .where(and(eq(identityScimGroups.groupId, group.groupId), eq(identityScimGroups.version, group.version)))
      .returning();
  } catch (error) {
    if (isUniqueViolation(error)) throw uniqueness(input.displayName);
    throw error;
  }
  // Someone changed the group since it was read: the caller reads it again and retries.
  if (!updated) return null;
  await recomputeScimRoles(ctx, c, [...group.memberIds, ...input.memberIds]);
  await announceScimGroup(ctx, 'scim_group.updated', updated);
  return updated;
}

/** Attempts of a PATCH or PUT that lost a race with another change of the same group. */
const GROUP_WRITE_ATTEMPTS = 5;

/**
 * Changes a group from its current state (`change` builds the new resource from the group as it
 * is), so two PATCHes at once (Entra sends membership changes in parallel) both take effect.
 */
export async function changeGroup(
  ctx: IdentityContext,
  c: ScimConnectionRow,
  groupId: string,
  change: (group: ScimGroupRow) => Promise<unknown>,
): Promise<ScimGroupRow> {
  for (let attempt = 0; attempt < GROUP_WRITE_ATTEMPTS; attempt += 1) {
    const group = await findGroup(ctx, c, groupId);
    const updated = await replaceGroup(ctx, c, group, await change(group));
    if (updated) return updated;
  }
  throw scimError(409, 'The group changed while this request was applied; send it again.');
}

/** DELETE /Groups/{id}: the group and its role rules go; its members lose what it granted. */
export async function deleteGroup(ctx: IdentityContext, c: ScimConnectionRow, group: ScimGroupRow): Promise<void> {
  await ctx.db.delete(identityScimGroups).where(eq(identityScimGroups.groupId, group.groupId));
  const rules = c.groupRoleAssignments.filter((a) => a.group_id !== group.groupId);
  const connection = { ...c, groupRoleAssignments: rules };
  if (rules.length !== c.groupRoleAssignments.length) {
    await ctx.db
      .update(identityScimConnections)
      .set({ groupRoleAssignments: rules, updatedAt: new Date() })
      .where(eq(identityScimConnections.connectionId, c.connectionId));
  }
  await recomputeScimRoles(ctx, connection, group.memberIds);
  await announceScimGroup(ctx, 'scim_group.deleted', group);
}

function groupFilter(filter: string): SQL {
  const { attribute, value } = parseEq(filter);
  const text = typeof value === 'string' ? value : String(value);
  switch (attribute.toLowerCase()) {
    case 'displayname':
      return sql`lower(${identityScimGroups.displayName}) = lower(${text})`;
    case 'externalid':
      return eq(identityScimGroups.externalId, text);
    case 'id':
      return eq(identityScimGroups.groupId, text);
    default:
      throw scimError(400, `Groups can be filtered by displayName, externalId or id, not ${attribute}.`, 'invalidFilter');
  }
}

export async function listGroups(
  ctx: IdentityContext,
  c: ScimConnectionRow,
  query: { filter?: string | undefined; startIndex: number; count: number },
) {
  const where = and(eq(identityScimGroups.connectionId, c.connectionId), query.filter ? groupFilter(query.filter) : undefined);
  const [total] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(identityScimGroups).where(where);
  const rows =
    query.count === 0
      ? []
      : await ctx.db
          .select()
          .from(identityScimGroups)
          .where(where)
          .orderBy(asc(identityScimGroups.createdAt), asc(identityScimGroups.groupId))
          .offset(query.startIndex - 1)
          .limit(query.count);
  return { total: total?.n ?? 0, rows };
}
