import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { identityMembers } from './schema.js';
import { ADMIN_ROLE, type MemberRow } from './wire.js';

/**
 * What the seller side reads of an organization's members, as functions of the identity module
 * rather than queries on its tables (issue 38: lint keeps seller code off identity/schema.ts), so
 * the identity tables can change without a search through the seller code.
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

/** "Name <email>" (or the email alone) of the organization's members named, by id. */
export async function memberLabels(db: Db, organizationId: string, memberIds: string[]): Promise<Map<string, string>> {
  const labels = new Map<string, string>();
  if (memberIds.length === 0) return labels;
  const rows = await db
    .select({ id: identityMembers.memberId, name: identityMembers.name, email: identityMembers.emailAddress })
    .from(identityMembers)
    .where(and(eq(identityMembers.organizationId, organizationId), inArray(identityMembers.memberId, memberIds)));
  for (const m of rows) labels.set(m.id, m.name.trim() ? `${m.name.trim()} <${m.email}>` : m.email);
  return labels;
}
