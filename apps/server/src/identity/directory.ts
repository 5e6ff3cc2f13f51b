import { and, asc, count, eq, gt, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { containsPattern } from '../platform/text/like-pattern.js';
import { identityMembers, identityOrganizations, identitySessions } from './schema.js';
import { ADMIN_ROLE, type MemberRow } from './wire.js';

/**
 * What the seller side reads of identity data (members, their organizations, sessions), as
 * functions of the identity module rather than queries on its tables (issue 38: lint keeps seller
 * code off identity/schema.ts), so the identity tables can change without a search through the
 * seller code. Each takes the database handle and answers plain objects.
 */

/** Seats in use: active and invited members (an invitation holds a seat, as the plan limit counts it). */
export async function seatsUsed(db: Db, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(identityMembers)
    .where(and(eq(identityMembers.organizationId, organizationId), inArray(identityMembers.status, ['active', 'invited'])));
  return row?.value ?? 0;
}

/** A member of the organization as stored now (any status), or null. */
export async function memberOf(db: Db, organizationId: string, memberId: string): Promise<MemberRow | null> {
  const [member] = await db
    .select()
    .from(identityMembers)
    .where(and(eq(identityMembers.memberId, memberId), eq(identityMembers.organizationId, organizationId)));
  return member ?? null;
}

/** An active member of the organization, or null (left, deleted, or only invited). */
export async function activeMemberOf(db: Db, organizationId: string, memberId: string): Promise<MemberRow | null> {
  const member = await memberOf(db, organizationId, memberId);
  return member?.status === 'active' ? member : null;
}

/** The email address of a member (any organization), or null. */
export async function memberEmail(db: Db, memberId: string): Promise<string | null> {
  const [row] = await db
    .select({ email: identityMembers.emailAddress })
    .from(identityMembers)
    .where(eq(identityMembers.memberId, memberId));
  return row?.email || null;
}

/** Members' email addresses by id (those that exist). */
export async function memberEmails(db: Db, memberIds: string[]): Promise<{ memberId: string; email: string }[]> {
  if (memberIds.length === 0) return [];
  return db
    .select({ memberId: identityMembers.memberId, email: identityMembers.emailAddress })
    .from(identityMembers)
    .where(inArray(identityMembers.memberId, memberIds));
}

/** The organization's active members (or only `onlyMemberId` when given, if active), with their addresses. */
export function activeMembers(
  db: Db,
  organizationId: string,
  onlyMemberId?: string,
): Promise<{ memberId: string; email: string }[]> {
  return db
    .select({ memberId: identityMembers.memberId, email: identityMembers.emailAddress })
    .from(identityMembers)
    .where(
      and(
        eq(identityMembers.organizationId, organizationId),
        eq(identityMembers.status, 'active'),
        onlyMemberId === undefined ? sql`true` : eq(identityMembers.memberId, onlyMemberId),
      ),
    );
}

/** The addresses of the organization's active admins. */
export async function activeAdminEmails(db: Db, organizationId: string): Promise<string[]> {
  const rows = await db
    .select({ email: identityMembers.emailAddress })
    .from(identityMembers)
    .where(
      and(
        eq(identityMembers.organizationId, organizationId),
        eq(identityMembers.status, 'active'),
        sql`${ADMIN_ROLE} = any(${identityMembers.roles})`,
      ),
    );
  return rows.map((r) => r.email);
}

/** "Name <email>" (or the email alone without a name): how the seller side names a member. */
const labelOf = (m: { name: string; email: string }) => (m.name.trim() ? `${m.name.trim()} <${m.email}>` : m.email);

/** "Name <email>" (or the email alone) of the organization's members named, by id. */
export async function memberLabels(db: Db, organizationId: string, memberIds: string[]): Promise<Map<string, string>> {
  return labelsWhere(db, memberIds, eq(identityMembers.organizationId, organizationId));
}

/** The same for members of any organization (the platform admin's audit log names its targets). */
export function anyMemberLabels(db: Db, memberIds: string[]): Promise<Map<string, string>> {
  return labelsWhere(db, memberIds);
}

async function labelsWhere(db: Db, memberIds: string[], where?: SQL): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  if (memberIds.length === 0) return labels;
  const rows = await db
    .select({ id: identityMembers.memberId, name: identityMembers.name, email: identityMembers.emailAddress })
    .from(identityMembers)
    .where(and(where, inArray(identityMembers.memberId, memberIds)));
  for (const m of rows) labels.set(m.id, labelOf(m));
  return labels;
}

/** A member of any organization with that organization, as the platform admin area reads them. */
export type MemberWithOrganization = {
  member: {
    memberId: string;
    email: string;
    emailVerified: boolean;
    name: string;
    status: string;
    roles: string[];
    createdAt: Date;
  };
  organization: { organizationId: string; name: string; slug: string };
};

const m = identityMembers;
const o = identityOrganizations;

/** The member (any status, any organization) with their organization, or null. */
export async function memberWithOrganization(db: Db, memberId: string): Promise<MemberWithOrganization | null> {
  const [row] = await db
    .select({
      member: {
        memberId: m.memberId,
        email: m.emailAddress,
        emailVerified: m.emailAddressVerified,
        name: m.name,
        status: m.status,
        roles: m.roles,
        createdAt: m.createdAt,
      },
      organization: { organizationId: o.organizationId, name: o.name, slug: o.slug },
    })
    .from(m)
    .innerJoin(o, eq(o.organizationId, m.organizationId))
    .where(eq(m.memberId, memberId));
  return row ?? null;
}

/** A member found by the platform admin's search, with their organization's id and name. */
export type MemberSearchRow = {
  userId: string;
  email: string;
  name: string;
  status: string;
  organizationId: string;
  organizationName: string;
};

/**
 * Members (of every organization) whose email, name or organization (name or slug) contains the
 * search text case-insensitively, or who belong to one of `organizationIds` (the caller's own
 * matches, such as a billing customer id); every member when the text is empty. Ordered by email,
 * then member id, so pages are stable.
 */
export async function searchMembers(
  db: Db,
  options: { search: string; organizationIds: string[]; page: number; pageSize: number },
): Promise<{ items: MemberSearchRow[]; totalItems: number }> {
  const text = containsPattern(options.search);
  const where: SQL | undefined = options.search
    ? or(
        ilike(m.emailAddress, text),
        ilike(m.name, text),
        ilike(o.name, text),
        ilike(o.slug, text),
        options.organizationIds.length > 0 ? inArray(m.organizationId, options.organizationIds) : undefined,
      )
    : undefined;
  const items = await db
    .select({
      userId: m.memberId,
      email: m.emailAddress,
      name: m.name,
      status: m.status,
      organizationId: o.organizationId,
      organizationName: o.name,
    })
    .from(m)
    .innerJoin(o, eq(o.organizationId, m.organizationId))
    .where(where)
    .orderBy(asc(m.emailAddress), asc(m.memberId))
    .limit(options.pageSize)
    .offset((options.page - 1) * options.pageSize);
  const [total] = await db.select({ value: count() }).from(m).innerJoin(o, eq(o.organizationId, m.organizationId)).where(where);
  return { items, totalItems: total?.value ?? 0 };
}

/** Whether the session exists, is not revoked and has not expired (read now, not from a token). */
export async function isSessionLive(db: Db, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: identitySessions.memberSessionId })
    .from(identitySessions)
    .where(
      and(
        eq(identitySessions.memberSessionId, sessionId),
        isNull(identitySessions.revokedAt),
        gt(identitySessions.expiresAt, new Date()),
      ),
    );
  return row !== undefined;
}
