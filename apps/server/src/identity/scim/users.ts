import { and, asc, eq, ne, or, type SQL, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/unique-violation.js';
import type { IdentityContext } from '../context.js';
import { newId } from '../crypto.js';
import { normalizeEmail } from '../email-address.js';
import { retired, revokeMemberSessions } from '../organizations/manage-members.js';
import { announceMember } from '../organizations/member-events.js';
import { addMember } from '../organizations/members.js';
import { findMember } from '../organizations/repo.js';
import { identityMembers, type ScimRegistration } from '../schema.js';
import type { MemberRow } from '../wire.js';
import { SCHEMA_ENTERPRISE_USER, SCHEMA_USER } from './attributes.js';
import type { ScimConnectionRow } from './connections.js';
import { scimError } from './errors.js';
import { getAttr, type Json, parseEq, scimBoolean } from './patch.js';
import { recomputeScimRoles } from './roles.js';
import { identityScimGroups } from './schema.js';

/** The stored SCIM attributes of one member, as JSON text. */
export const MAX_ATTRIBUTES_CHARS = 16 * 1024;
/** Resources per list page (ServiceProviderConfig filter.maxResults). */
export const MAX_RESULTS = 100;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const READ_ONLY = ['id', 'meta', 'schemas', 'groups', 'password'];

/**
 * The members a connection sees: the organization's members that are not deleted, and the
 * deactivated ones it provisioned (shown with active: false).
 */
function visible(c: ScimConnectionRow): SQL {
  return and(
    eq(identityMembers.organizationId, c.organizationId),
    or(ne(identityMembers.status, 'deleted'), sql`${identityMembers.scimRegistration}->>'connection_id' = ${c.connectionId}`),
  ) as SQL;
}

export function baseLocation(base: string, kind: 'Users' | 'Groups', id: string) {
  return `${base}/${kind}/${encodeURIComponent(id)}`;
}

function registrationOf(c: ScimConnectionRow, m: MemberRow): ScimRegistration | null {
  return m.scimRegistration?.connection_id === c.connectionId ? m.scimRegistration : null;
}

/** A member as a SCIM User resource: what the IdP sent, with the member's own state. */
export function userResource(c: ScimConnectionRow, base: string, m: MemberRow): Json {
  const registration = registrationOf(c, m);
  const stored: Json = { ...(registration?.scim_attributes ?? {}) };
  for (const key of READ_ONLY) delete stored[key];
  const resource: Json = {
    schemas: getAttr(stored, SCHEMA_ENTERPRISE_USER) !== undefined ? [SCHEMA_USER, SCHEMA_ENTERPRISE_USER] : [SCHEMA_USER],
    id: m.memberId,
    ...stored,
    userName: (getAttr(stored, 'userName') as string | undefined) ?? m.emailAddress,
    active: m.status === 'active',
    meta: {
      resourceType: 'User',
      created: m.createdAt.toISOString(),
      lastModified: m.updatedAt.toISOString(),
      location: baseLocation(base, 'Users', m.memberId),
    },
  };
  if (registration?.external_id) resource.externalId = registration.external_id;
  if (getAttr(stored, 'emails') === undefined) resource.emails = [{ value: m.emailAddress, type: 'work', primary: true }];
  if (getAttr(stored, 'name') === undefined && m.name) resource.name = { formatted: m.name };
  return resource;
}

/** What a User resource sent by the IdP sets on a member. */
type UserInput = { email: string; name: string; externalId: string; active: boolean; attributes: Json };

function str(value: unknown, attribute: string, max: number): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw scimError(400, `${attribute} must be a string.`, 'invalidValue');
  if (value.length > max) throw scimError(400, `${attribute} must be at most ${max} characters.`, 'invalidValue');
  return value;
}

/**
 * Reads a User resource: the email is userName when it is an address, else the primary (or
 * first) of `emails`; the name is name.formatted, else givenName and familyName, else displayName.
 */
export function readUser(body: unknown): UserInput {
  if (!isObject(body)) throw scimError(400, 'The body must be a SCIM User object.', 'invalidSyntax');
  const userName = str(getAttr(body, 'userName'), 'userName', 320)?.trim();
  if (!userName) throw scimError(400, 'userName is required.', 'invalidValue');
  const emails = getAttr(body, 'emails');
  if (emails !== undefined && emails !== null && !Array.isArray(emails))
    throw scimError(400, 'emails must be an array.', 'invalidValue');
  const list = ((emails as unknown[] | undefined) ?? []).filter(isObject);
  const primary = list.find((e) => getAttr(e, 'primary') === true || getAttr(e, 'primary') === 'True') ?? list[0];
  const candidate = userName.includes('@') ? userName : str(primary ? getAttr(primary, 'value') : undefined, 'emails.value', 320);
  if (!candidate) throw scimError(400, 'userName must be an email address, or emails must hold one.', 'invalidValue');
  let email: string;
  try {
    email = normalizeEmail(candidate);
  } catch {
    throw scimError(400, `${JSON.stringify(candidate.slice(0, 100))} is not a valid email address.`, 'invalidValue');
  }
  const nameValue = getAttr(body, 'name');
  const name = isObject(nameValue) ? nameValue : {};
  const formatted = str(getAttr(name, 'formatted'), 'name.formatted', 300)?.trim();
  const given = str(getAttr(name, 'givenName'), 'name.givenName', 150)?.trim() ?? '';
  const family = str(getAttr(name, 'familyName'), 'name.familyName', 150)?.trim() ?? '';
  const displayName = str(getAttr(body, 'displayName'), 'displayName', 300)?.trim() ?? '';
  const externalId = str(getAttr(body, 'externalId'), 'externalId', 256) ?? '';
  const activeValue = getAttr(body, 'active');
  const active = activeValue === undefined || activeValue === null ? true : scimBoolean(activeValue, 'active');
  const attributes: Json = {};
  for (const [key, value] of Object.entries(body)) {
    if (READ_ONLY.includes(key.toLowerCase()) || key.toLowerCase() === 'active') continue;
    attributes[key] = value;
  }
  if (JSON.stringify(attributes).length > MAX_ATTRIBUTES_CHARS) {
    throw scimError(400, `The User's attributes must be at most ${MAX_ATTRIBUTES_CHARS} characters as JSON.`, 'invalidValue');
  }
  return { email, name: formatted || [given, family].filter(Boolean).join(' ') || displayName, externalId, active, attributes };
}

export async function findUser(ctx: IdentityContext, c: ScimConnectionRow, id: string): Promise<MemberRow> {
  const [member] = await ctx.db
    .select()
    .from(identityMembers)
    .where(and(eq(identityMembers.memberId, id), visible(c)));
  if (!member) throw scimError(404, `User ${id.slice(0, 200)} not found.`);
  return member;
}

/** A second member with this userName under the connection (userName is unique, RFC 7643 4.1.1). */
async function userNameTaken(ctx: IdentityContext, c: ScimConnectionRow, userName: string, except?: string) {
  const [row] = await ctx.db
    .select({ id: identityMembers.memberId })
    .from(identityMembers)
    .where(
      and(
        visible(c),
        sql`lower(${identityMembers.scimRegistration}->'scim_attributes'->>'userName') = lower(${userName})`,
        except ? ne(identityMembers.memberId, except) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

async function deactivate(ctx: IdentityContext, member: MemberRow, extra: Partial<typeof identityMembers.$inferInsert> = {}) {
  const [row] = await ctx.db
    .update(identityMembers)
    .set({ ...extra, status: 'deleted', updatedAt: new Date() })
    .where(eq(identityMembers.memberId, member.memberId))
    .returning();
  await revokeMemberSessions(ctx, member.memberId);
  await announceMember(ctx, 'member.deleted', row ?? member);
  return row ?? member;
}

/** POST /Users: a new active member (or a deleted membership started over), linked to the connection. */
export async function createUser(ctx: IdentityContext, c: ScimConnectionRow, body: unknown): Promise<MemberRow> {
  const input = readUser(body);
  const userName = String(getAttr(input.attributes, 'userName'));
  const existing = await findMember(ctx.db, c.organizationId, input.email);
  if ((existing && existing.status !== 'deleted') || (await userNameTaken(ctx, c, userName))) {
    throw scimError(409, `A user with this userName or email address already exists: ${userName.slice(0, 320)}.`, 'uniqueness');
  }
  const { member, created } = await addMember(ctx, {
    organizationId: c.organizationId,
    emailAddress: input.email,
    status: 'active',
    name: input.name,
  });
  if (!created) throw scimError(409, `A user with this email address already exists: ${input.email}.`, 'uniqueness');
  const registration: ScimRegistration = {
    connection_id: c.connectionId,
    registration_id: newId('scim-registration', ctx.project.environment),
    external_id: input.externalId,
    scim_attributes: input.attributes,
  };
  const [linked] = await ctx.db
    .update(identityMembers)
    .set({ scimRegistration: registration, updatedAt: new Date() })
    .where(eq(identityMembers.memberId, member.memberId))
    .returning();
  const row = linked ?? member;
  return input.active ? row : deactivate(ctx, row);
}

/**
 * PUT /Users/{id} (and PATCH, after its operations are applied): the member takes the
 * resource's email, name and external id; active false deactivates it (its sessions end), active
 * true reactivates it.
 */
export async function replaceUser(ctx: IdentityContext, c: ScimConnectionRow, member: MemberRow, body: unknown) {
  const input = readUser(body);
  const userName = String(getAttr(input.attributes, 'userName'));
  if (await userNameTaken(ctx, c, userName, member.memberId)) {
    throw scimError(409, `Another user already has the userName ${userName.slice(0, 320)}.`, 'uniqueness');
  }
  const columns: Partial<typeof identityMembers.$inferInsert> = {
    name: input.name,
    scimRegistration: {
      connection_id: c.connectionId,
      registration_id: registrationOf(c, member)?.registration_id ?? newId('scim-registration', ctx.project.environment),
      external_id: input.externalId,
      scim_attributes: input.attributes,
    },
  };
  if (input.email !== member.emailAddress) {
    const other = await findMember(ctx.db, c.organizationId, input.email);
    if (other) throw scimError(409, `Another member already has the email address ${input.email}.`, 'uniqueness');
    columns.emailAddress = input.email;
    columns.emailAddressVerified = false;
    columns.retiredEmailAddresses = [...member.retiredEmailAddresses, retired(ctx, member.emailAddress)];
  }
  if (!input.active && member.status !== 'deleted') return deactivate(ctx, member, columns);
  if (input.active && member.status === 'deleted') {
    // A seat again: the organization's plan must allow it.
    await ctx.admitMember?.(c.organizationId);
    columns.status = 'active';
  }
  try {
    const [row] = await ctx.db
      .update(identityMembers)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(identityMembers.memberId, member.memberId))
      .returning();
    if (row) await announceMember(ctx, member.status === 'deleted' ? 'member.created' : 'member.updated', row);
    return row ?? member;
  } catch (error) {
    if (isUniqueViolation(error)) throw scimError(409, 'The email address is already taken.', 'uniqueness');
    throw error;
  }
}

/**
 * DELETE /Users/{id}: the member is deactivated (status deleted, sessions revoked), leaves the
 * connection's groups and is no longer linked to it, so the connection finds it no more (404).
 */
export async function deleteUser(ctx: IdentityContext, c: ScimConnectionRow, member: MemberRow): Promise<void> {
  await deactivate(ctx, member, { scimRegistration: null });
  await ctx.db
    .update(identityScimGroups)
    .set({ memberIds: sql`array_remove(${identityScimGroups.memberIds}, ${member.memberId})`, updatedAt: new Date() })
    .where(
      and(eq(identityScimGroups.connectionId, c.connectionId), sql`${member.memberId} = any(${identityScimGroups.memberIds})`),
    );
  await recomputeScimRoles(ctx, c, [member.memberId]);
}

const EMAIL_FILTER = /^\s*emails(?:\[\s*type\s+eq\s+"([^"]*)"\s*\])?\.value\s+eq\s+"((?:[^"\\]|\\.)*)"\s*$/i;

/** The condition of a Users filter: userName, emails(.value / [type eq "work"].value), externalId or id, with eq. */
function userFilter(filter: string): SQL {
  const email = EMAIL_FILTER.exec(filter);
  if (email) return eq(identityMembers.emailAddress, (JSON.parse(`"${email[2]}"`) as string).trim().toLowerCase());
  const { attribute, value } = parseEq(filter);
  const text = typeof value === 'string' ? value : String(value);
  switch (attribute.toLowerCase()) {
    case 'username':
      return sql`lower(coalesce(${identityMembers.scimRegistration}->'scim_attributes'->>'userName', ${identityMembers.emailAddress})) = lower(${text})`;
    case 'externalid':
      return sql`${identityMembers.scimRegistration}->>'external_id' = ${text}`;
    case 'id':
      return eq(identityMembers.memberId, text);
    default:
      throw scimError(
        400,
        `Users can be filtered by userName, emails.value, externalId or id, not ${attribute}.`,
        'invalidFilter',
      );
  }
}

export async function listUsers(
  ctx: IdentityContext,
  c: ScimConnectionRow,
  query: { filter?: string | undefined; startIndex: number; count: number },
) {
  const where = and(visible(c), query.filter ? userFilter(query.filter) : undefined);
  const [total] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(identityMembers).where(where);
  const rows =
    query.count === 0
      ? []
      : await ctx.db
          .select()
          .from(identityMembers)
          .where(where)
          .orderBy(asc(identityMembers.createdAt), asc(identityMembers.memberId))
          .offset(query.startIndex - 1)
          .limit(query.count);
  return { total: total?.n ?? 0, rows };
}
