import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { auditedWrite } from '../audit-actor.js';
import type { IdentityContext } from '../context.js';
import { newId, randomToken, safeEqual } from '../crypto.js';
import { identityError } from '../errors.js';
import { announce, announceConnection } from '../organizations/member-events.js';
import { assignableRoles } from '../rbac/authorize.js';
import { identityMembers, identityOrganizations, type ScimActiveConnection } from '../schema.js';
import { MEMBER_ROLE, type OrganizationRow } from '../wire.js';
import { recomputeScimRoles } from './roles.js';
import { identityScimConnections, identityScimGroups, type ScimGroupRoleAssignment } from './schema.js';

export type ScimConnectionRow = typeof identityScimConnections.$inferSelect;
export type ScimGroupRow = typeof identityScimGroups.$inferSelect;

/** Group-to-role rules per connection. */
export const MAX_ROLE_ASSIGNMENTS = 100;
const TOKEN_PURPOSE = 'scim bearer token';

/** The SCIM service base URL of a connection: what the admin enters at the IdP. */
export function scimBaseUrl(ctx: IdentityContext, connectionId: string): string {
  return `${ctx.config.publicUrl}/v1/scim/${encodeURIComponent(connectionId)}`;
}

const lastFour = (token: string) => token.slice(-4);

/** A new bearer token: 256 bits from the CSPRNG; only its digest is stored. */
function newToken(ctx: IdentityContext) {
  const token = randomToken();
  return { token, hash: ctx.box.hash(TOKEN_PURPOSE, token), lastFour: lastFour(token) };
}

/** Whether `token` is the connection's bearer token (or, during a rotation, the next one). */
export function acceptsToken(ctx: IdentityContext, c: ScimConnectionRow, token: string): boolean {
  const hash = ctx.box.hash(TOKEN_PURPOSE, token);
  return safeEqual(hash, c.tokenHash) || (c.nextTokenHash !== null && safeEqual(hash, c.nextTokenHash));
}

export async function groupNames(ctx: IdentityContext, connectionId: string): Promise<Map<string, string>> {
  const rows = await ctx.db
    .select({ id: identityScimGroups.groupId, name: identityScimGroups.displayName })
    .from(identityScimGroups)
    .where(eq(identityScimGroups.connectionId, connectionId));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A connection as the management API serves it (never a token, only its last four characters). */
export function scimConnectionWire(ctx: IdentityContext, c: ScimConnectionRow, names: Map<string, string>) {
  return {
    organization_id: c.organizationId,
    connection_id: c.connectionId,
    status: c.status,
    display_name: c.displayName,
    identity_provider: c.identityProvider,
    base_url: scimBaseUrl(ctx, c.connectionId),
    bearer_token_last_four: c.tokenLastFour,
    bearer_token_expires_at: '',
    ...(c.nextTokenLastFour ? { next_bearer_token_last_four: c.nextTokenLastFour, next_bearer_token_expires_at: '' } : {}),
    scim_group_implicit_role_assignments: c.groupRoleAssignments.map((a) => ({
      role_id: a.role_id,
      group_id: a.group_id,
      group_name: names.get(a.group_id) ?? '',
    })),
    created_at: c.createdAt.toISOString(),
    updated_at: c.updatedAt.toISOString(),
  };
}

/** Keeps the organization's `scim_active_connection` (wire) in step with its connection. */
async function syncActiveConnection(ctx: IdentityContext, organizationId: string, c: ScimConnectionRow | null) {
  const active: ScimActiveConnection | null = c
    ? {
        connection_id: c.connectionId,
        display_name: c.displayName,
        bearer_token_last_four: c.tokenLastFour,
        bearer_token_expires_at: '',
      }
    : null;
  await ctx.db
    .update(identityOrganizations)
    .set({ scimActiveConnection: active, updatedAt: new Date() })
    .where(eq(identityOrganizations.organizationId, organizationId));
}

export async function organizationScimConnection(ctx: IdentityContext, organizationId: string) {
  const [row] = await ctx.db
    .select()
    .from(identityScimConnections)
    .where(eq(identityScimConnections.organizationId, organizationId));
  return row ?? null;
}

/** The connection an identity provider names in its SCIM base URL, when it is this project's. */
export async function projectScimConnection(ctx: IdentityContext, connectionId: string) {
  const [row] = await ctx.db.select().from(identityScimConnections).where(eq(identityScimConnections.connectionId, connectionId));
  return row && row.projectId === ctx.project.projectId ? row : null;
}

/** The caller organization's connection with this id, or scim_connection_not_found. */
export async function ownScimConnection(ctx: IdentityContext, organizationId: string, connectionId: string) {
  const row = await organizationScimConnection(ctx, organizationId);
  if (!row || row.connectionId !== connectionId) throw identityError('scim_connection_not_found');
  return row;
}

/** Creates the organization's connection; the token is returned here once and never again. */
export async function createScimConnection(
  ctx: IdentityContext,
  organization: OrganizationRow,
  input: { displayName?: string | undefined; identityProvider?: string | undefined },
): Promise<{ connection: ScimConnectionRow; token: string }> {
  const { token, hash, lastFour: four } = newToken(ctx);
  const [connection] = await auditedWrite(ctx.db, (db) =>
    db
      .insert(identityScimConnections)
      .values({
        connectionId: newId('scim-connection', ctx.project.environment),
        projectId: ctx.project.projectId,
        organizationId: organization.organizationId,
        displayName: input.displayName ?? '',
        identityProvider: input.identityProvider ?? 'generic',
        tokenHash: hash,
        tokenLastFour: four,
      })
      .onConflictDoNothing()
      .returning(),
  );
  if (!connection) throw identityError('scim_connection_already_exists');
  await syncActiveConnection(ctx, organization.organizationId, connection);
  await announceScimConnection(ctx, 'scim_connection.created', connection);
  return { connection, token };
}

/** Checks group rules: known, assignable roles (not stytch_member) and groups of this connection. */
async function checkAssignments(ctx: IdentityContext, c: ScimConnectionRow, assignments: ScimGroupRoleAssignment[]) {
  const known = assignableRoles(ctx);
  const names = await groupNames(ctx, c.connectionId);
  const seen = new Set<string>();
  const out: ScimGroupRoleAssignment[] = [];
  for (const a of assignments) {
    if (a.role_id === MEMBER_ROLE || !known.includes(a.role_id)) {
      throw identityError('bad_request', `Unknown role: ${a.role_id}.`);
    }
    if (!names.has(a.group_id)) throw identityError('bad_request', `No group of this SCIM connection has the id ${a.group_id}.`);
    const key = `${a.role_id}\n${a.group_id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push({ role_id: a.role_id, group_id: a.group_id });
  }
  return out;
}

export async function updateScimConnection(
  ctx: IdentityContext,
  c: ScimConnectionRow,
  input: {
    display_name?: string | undefined;
    identity_provider?: string | undefined;
    scim_group_implicit_role_assignments?: ScimGroupRoleAssignment[] | undefined;
  },
): Promise<ScimConnectionRow> {
  const columns: Partial<typeof identityScimConnections.$inferInsert> = {};
  if (input.display_name !== undefined) columns.displayName = input.display_name;
  if (input.identity_provider !== undefined) columns.identityProvider = input.identity_provider;
  if (input.scim_group_implicit_role_assignments !== undefined) {
    columns.groupRoleAssignments = await checkAssignments(ctx, c, input.scim_group_implicit_role_assignments);
  }
  if (Object.keys(columns).length === 0) return c;
  const [updated] = await auditedWrite(ctx.db, (db) =>
    db
      .update(identityScimConnections)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(identityScimConnections.connectionId, c.connectionId))
      .returning(),
  );
  if (!updated) throw identityError('scim_connection_not_found');
  await syncActiveConnection(ctx, updated.organizationId, updated);
  if (columns.groupRoleAssignments) await recomputeScimRoles(ctx, updated);
  await announceScimConnection(ctx, 'scim_connection.updated', updated);
  return updated;
}

/**
 * Deletes a connection: its token stops working, its groups go, and what it granted ends (the
 * members' SCIM roles and their scim_registration). The members themselves stay as they are.
 */
export async function deleteScimConnection(ctx: IdentityContext, c: ScimConnectionRow): Promise<void> {
  await auditedWrite(ctx.db, async (db) => {
    await db.delete(identityScimConnections).where(eq(identityScimConnections.connectionId, c.connectionId));
    await db
      .update(identityMembers)
      .set({ scimRoles: [], updatedAt: new Date() })
      .where(and(eq(identityMembers.organizationId, c.organizationId), sql`cardinality(${identityMembers.scimRoles}) > 0`));
    await db
      .update(identityMembers)
      .set({ scimRegistration: null, updatedAt: new Date() })
      .where(
        and(
          eq(identityMembers.organizationId, c.organizationId),
          sql`${identityMembers.scimRegistration}->>'connection_id' = ${c.connectionId}`,
        ),
      );
  });
  await syncActiveConnection(ctx, c.organizationId, null);
  await announceScimConnection(ctx, 'scim_connection.deleted', c);
}

/** rotate/start: a next token is issued (shown once); old and new are both accepted until complete or cancel. */
export async function startRotation(ctx: IdentityContext, c: ScimConnectionRow) {
  const { token, hash, lastFour: four } = newToken(ctx);
  const [updated] = await auditedWrite(ctx.db, (db) =>
    db
      .update(identityScimConnections)
      .set({ nextTokenHash: hash, nextTokenLastFour: four, updatedAt: new Date() })
      .where(eq(identityScimConnections.connectionId, c.connectionId))
      .returning(),
  );
  if (!updated) throw identityError('scim_connection_not_found');
  await announceScimConnection(ctx, 'scim_connection.updated', updated);
  return { connection: updated, token };
}

/** rotate/complete: the next token becomes the token; the old one stops working. */
export async function completeRotation(ctx: IdentityContext, c: ScimConnectionRow) {
  const [updated] = await auditedWrite(ctx.db, (db) =>
    db
      .update(identityScimConnections)
      .set({
        tokenHash: sql`${identityScimConnections.nextTokenHash}`,
        tokenLastFour: sql`${identityScimConnections.nextTokenLastFour}`,
        nextTokenHash: null,
        nextTokenLastFour: null,
        updatedAt: new Date(),
      })
      .where(
        and(eq(identityScimConnections.connectionId, c.connectionId), sql`${identityScimConnections.nextTokenHash} is not null`),
      )
      .returning(),
  );
  if (!updated) throw identityError('scim_rotation_not_started');
  await syncActiveConnection(ctx, updated.organizationId, updated);
  await announceScimConnection(ctx, 'scim_connection.updated', updated);
  return updated;
}

/** rotate/cancel: the next token stops working; the old one stays. */
export async function cancelRotation(ctx: IdentityContext, c: ScimConnectionRow) {
  const [updated] = await auditedWrite(ctx.db, (db) =>
    db
      .update(identityScimConnections)
      .set({ nextTokenHash: null, nextTokenLastFour: null, updatedAt: new Date() })
      .where(
        and(eq(identityScimConnections.connectionId, c.connectionId), sql`${identityScimConnections.nextTokenHash} is not null`),
      )
      .returning(),
  );
  if (!updated) throw identityError('scim_rotation_not_started');
  await announceScimConnection(ctx, 'scim_connection.updated', updated);
  return updated;
}

/** A SCIM connection created, changed (settings, a token rotation step) or deleted, for its organization's webhooks. */
async function announceScimConnection(
  ctx: IdentityContext,
  type: 'scim_connection.created' | 'scim_connection.updated' | 'scim_connection.deleted',
  c: ScimConnectionRow,
): Promise<void> {
  await announceConnection(ctx, type, c, { tokenRotating: c.nextTokenHash !== null });
}

/** A group the IdP pushed, created, changed (name, members) or deleted, for its organization's webhooks. */
export async function announceScimGroup(
  ctx: IdentityContext,
  type: 'scim_group.created' | 'scim_group.updated' | 'scim_group.deleted',
  g: ScimGroupRow,
): Promise<void> {
  await announce(ctx, {
    type,
    organizationId: g.organizationId,
    data: { connectionId: g.connectionId, groupId: g.groupId, displayName: g.displayName, memberIds: g.memberIds },
  });
}

/** The groups the IdP pushed, by id, one page at a time (`cursor` is the last group id of the page before). */
export async function groupPage(ctx: IdentityContext, c: ScimConnectionRow, limit: number, cursor: string | undefined) {
  const rows = await ctx.db
    .select()
    .from(identityScimGroups)
    .where(and(eq(identityScimGroups.connectionId, c.connectionId), cursor ? gt(identityScimGroups.groupId, cursor) : undefined))
    .orderBy(asc(identityScimGroups.groupId))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    scim_groups: page.map((g) => ({
      group_id: g.groupId,
      group_name: g.displayName,
      organization_id: g.organizationId,
      connection_id: g.connectionId,
    })),
    next_cursor: rows.length > limit ? (page.at(-1)?.groupId ?? '') : '',
  };
}
