import { and, eq, ne, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { auditedWrite } from '../audit-actor.js';
import type { IdentityContext } from '../context.js';
import { newId } from '../crypto.js';
import { normalizeEmail } from '../email-address.js';
import { identityError } from '../errors.js';
import { assignableRoles, type Caller, requireMemberPermission, requirePermission } from '../rbac/authorize.js';
import { identityMembers, identitySessions } from '../schema.js';
import { sessionsRevoked } from '../sessions/session-service.js';
import { ADMIN_ROLE, MEMBER_ROLE, type MemberRow } from '../wire.js';
import { announceMember } from './member-events.js';
import { addMember } from './members.js';
import { findMember, findMemberById } from './repo.js';

/** E.164: a plus, a country code that does not start with 0, up to 15 digits in all. */
const E164 = /^\+[1-9]\d{6,14}$/;
const MFA_METHODS = ['sms_otp', 'totp'];

/** The fields of a member that member updates may change (wire names). */
export type MemberChanges = {
  name?: string | undefined;
  untrusted_metadata?: Record<string, unknown> | undefined;
  email_address?: string | undefined;
  mfa_phone_number?: string | undefined;
  mfa_enrolled?: boolean | undefined;
  default_mfa_method?: string | undefined;
  roles?: string[] | undefined;
};

/** A live (not deleted) member of the caller's organization, or member_not_found. */
export async function memberOfCallerOrganization(ctx: IdentityContext, caller: Caller, memberId: string): Promise<MemberRow> {
  const member = await findMemberById(ctx.db, memberId);
  if (!member || member.organizationId !== caller.member.organizationId || member.status === 'deleted') {
    throw identityError('member_not_found');
  }
  return member;
}

/** Explicit roles to store: known to the policy, without the implicit stytch_member, no repeats. */
function checkRoles(ctx: IdentityContext, roles: string[]): string[] {
  const known = assignableRoles(ctx);
  const unknown = roles.find((r) => !known.includes(r));
  if (unknown) throw identityError('bad_request', `Unknown role: ${unknown}.`);
  return [...new Set(roles.filter((r) => r !== MEMBER_ROLE))];
}

/**
 * An organization keeps at least one active admin: without one nobody could manage it (or undo
 * the change). Refuses a change that would leave `member` the last admin no longer one.
 */
async function keepAnAdmin(ctx: IdentityContext, member: MemberRow): Promise<void> {
  if (!member.roles.includes(ADMIN_ROLE) || member.status !== 'active') return;
  const [row] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(identityMembers)
    .where(
      and(
        eq(identityMembers.organizationId, member.organizationId),
        eq(identityMembers.status, 'active'),
        ne(identityMembers.memberId, member.memberId),
        sql`${ADMIN_ROLE} = any(${identityMembers.roles})`,
      ),
    );
  if ((row?.count ?? 0) === 0) throw identityError('cannot_remove_last_admin');
}

/** Checks each change against the caller's permissions and turns it into columns. */
async function changeColumns(ctx: IdentityContext, caller: Caller, target: MemberRow, changes: MemberChanges) {
  const columns: Partial<typeof identityMembers.$inferInsert> = {};
  if (changes.name !== undefined) {
    requireMemberPermission(ctx, caller, target, 'update.info.name');
    columns.name = changes.name;
  }
  if (changes.untrusted_metadata !== undefined) {
    requireMemberPermission(ctx, caller, target, 'update.info.untrusted-metadata');
    columns.untrustedMetadata = changes.untrusted_metadata;
  }
  if (changes.mfa_enrolled !== undefined) {
    requireMemberPermission(ctx, caller, target, 'update.settings.mfa-enrolled');
    columns.mfaEnrolled = changes.mfa_enrolled;
  }
  if (changes.default_mfa_method !== undefined) {
    requireMemberPermission(ctx, caller, target, 'update.settings.default-mfa-method');
    if (!MFA_METHODS.includes(changes.default_mfa_method)) {
      throw identityError('bad_request', `default_mfa_method must be one of ${MFA_METHODS.join(', ')}.`);
    }
    columns.defaultMfaMethod = changes.default_mfa_method;
  }
  if (changes.mfa_phone_number !== undefined && changes.mfa_phone_number !== target.mfaPhoneNumber) {
    requireMemberPermission(ctx, caller, target, 'update.info.mfa-phone');
    if (!E164.test(changes.mfa_phone_number)) throw identityError('invalid_phone_number');
    const [taken] = await ctx.db
      .select({ id: identityMembers.memberId })
      .from(identityMembers)
      .where(
        and(
          eq(identityMembers.organizationId, target.organizationId),
          eq(identityMembers.mfaPhoneNumber, changes.mfa_phone_number),
          ne(identityMembers.status, 'deleted'),
        ),
      )
      .limit(1);
    if (taken) throw identityError('duplicate_member_phone_number');
    // A new number is unproven until a code sent to it is entered.
    columns.mfaPhoneNumber = changes.mfa_phone_number;
    columns.mfaPhoneNumberVerified = false;
  }
  if (changes.email_address !== undefined) {
    // Someone else's address: an admin's direct change. One's own goes through start_email_update.
    requirePermission(ctx, caller, 'stytch.member', 'update.info.email');
    const email = normalizeEmail(changes.email_address);
    if (email !== target.emailAddress) {
      if (await findMember(ctx.db, target.organizationId, email)) throw identityError('duplicate_member_email');
      columns.emailAddress = email;
      columns.emailAddressVerified = false;
      columns.retiredEmailAddresses = [...target.retiredEmailAddresses, retired(ctx, target.emailAddress)];
    }
  }
  if (changes.roles !== undefined) {
    requirePermission(ctx, caller, 'stytch.member', 'update.settings.roles');
    const roles = checkRoles(ctx, changes.roles);
    if (!roles.includes(ADMIN_ROLE)) await keepAnAdmin(ctx, target);
    // Roles outside the project's policy (the platform's shelfscope_admin) are not managed here: kept.
    const known = assignableRoles(ctx);
    columns.roles = [...roles, ...target.roles.filter((r) => !known.includes(r))];
  }
  return columns;
}

/** A retired address entry, as the wire format lists it. */
export function retired(ctx: IdentityContext, emailAddress: string) {
  return { email_id: newId('email', ctx.project.environment), email_address: emailAddress };
}

/** members/create: a new member of the caller's organization (active, or pending when asked). */
export async function createMember(
  ctx: IdentityContext,
  caller: Caller,
  input: MemberChanges & { email_address: string; create_member_as_pending?: boolean | undefined },
): Promise<MemberRow> {
  requirePermission(ctx, caller, 'stytch.member', 'create');
  const roles = input.roles !== undefined ? checkRoles(ctx, input.roles) : undefined;
  if (roles !== undefined) requirePermission(ctx, caller, 'stytch.member', 'update.settings.roles');
  const emailAddress = normalizeEmail(input.email_address);
  const { member, created } = await addMember(ctx, {
    organizationId: caller.member.organizationId,
    emailAddress,
    status: input.create_member_as_pending ? 'pending' : 'active',
    name: input.name,
    roles,
    untrustedMetadata: input.untrusted_metadata,
  });
  if (!created) throw identityError('duplicate_member_email');
  const { name: _n, untrusted_metadata: _u, roles: _r, email_address: _e, ...rest } = input;
  const extra = await changeColumns(ctx, caller, member, rest);
  if (Object.keys(extra).length === 0) return member;
  return saveMember(ctx, member, extra);
}

/** members/update (an admin on anyone, or anyone on themself, per field permission). */
export async function updateMember(ctx: IdentityContext, caller: Caller, memberId: string, changes: MemberChanges) {
  const target = await memberOfCallerOrganization(ctx, caller, memberId);
  const columns = await changeColumns(ctx, caller, target, changes);
  const saved = await saveMember(ctx, target, columns);
  if (saved !== target) await announceMember(ctx, 'member.updated', saved);
  return saved;
}

async function saveMember(ctx: IdentityContext, target: MemberRow, columns: Partial<typeof identityMembers.$inferInsert>) {
  if (Object.keys(columns).length === 0) return target;
  try {
    const [updated] = await auditedWrite(ctx.db, (db) =>
      db
        .update(identityMembers)
        .set({ ...columns, updatedAt: new Date() })
        .where(and(eq(identityMembers.memberId, target.memberId), ne(identityMembers.status, 'deleted')))
        .returning(),
    );
    if (!updated) throw identityError('member_not_found');
    return updated;
  } catch (error) {
    // Two changes to the same address at once: the unique (organization, email) index decides.
    if (isUniqueViolation(error)) throw identityError('duplicate_member_email');
    throw error;
  }
}

/** members/delete: the membership ends (status deleted) and its sessions stop at once. */
export async function deleteMember(ctx: IdentityContext, caller: Caller, memberId: string): Promise<MemberRow> {
  const target = await memberOfCallerOrganization(ctx, caller, memberId);
  if (target.memberId === caller.member.memberId) requirePermission(ctx, caller, 'stytch.self', 'delete');
  else requirePermission(ctx, caller, 'stytch.member', 'delete');
  await keepAnAdmin(ctx, target);
  const [deleted] = await auditedWrite(ctx.db, (db) =>
    db
      .update(identityMembers)
      .set({ status: 'deleted', updatedAt: new Date() })
      .where(eq(identityMembers.memberId, target.memberId))
      .returning(),
  );
  await revokeMemberSessions(ctx, target.memberId);
  await announceMember(ctx, 'member.deleted', deleted ?? target);
  return deleted ?? target;
}

/** members/reactivate: a deleted member is active again (a seat again, so the plan must allow it). */
export async function reactivateMember(ctx: IdentityContext, caller: Caller, memberId: string): Promise<MemberRow> {
  requirePermission(ctx, caller, 'stytch.member', 'reactivate');
  const target = await findMemberById(ctx.db, memberId);
  if (!target || target.organizationId !== caller.member.organizationId) throw identityError('member_not_found');
  if (target.status !== 'deleted') return target;
  await ctx.admitMember?.(target.organizationId);
  const [active] = await auditedWrite(ctx.db, (db) =>
    db
      .update(identityMembers)
      .set({ status: 'active', updatedAt: new Date() })
      .where(and(eq(identityMembers.memberId, target.memberId), eq(identityMembers.status, 'deleted')))
      .returning(),
  );
  return active ?? (await findMemberById(ctx.db, memberId)) ?? target;
}

/** Revokes every live session of a member (sessions/revoke/{member_id}, and member deletion). */
export async function revokeMemberSessions(ctx: IdentityContext, memberId: string): Promise<number> {
  const revoked = await ctx.db
    .update(identitySessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(identitySessions.memberId, memberId), sql`${identitySessions.revokedAt} is null`))
    .returning();
  await sessionsRevoked(ctx, revoked);
  return revoked.length;
}

/** members/passwords/{id} delete: the member signs in by other means until they set a new one. */
export async function deleteMemberPassword(ctx: IdentityContext, caller: Caller, memberPasswordId: string): Promise<MemberRow> {
  const [target] = await ctx.db
    .select()
    .from(identityMembers)
    .where(
      and(
        eq(identityMembers.memberPasswordId, memberPasswordId),
        eq(identityMembers.organizationId, caller.member.organizationId),
        ne(identityMembers.status, 'deleted'),
      ),
    );
  if (!target) throw identityError('member_password_not_found');
  requireMemberPermission(ctx, caller, target, 'update.info.delete.password');
  return saveMember(ctx, target, { passwordHash: null, memberPasswordId: null, passwordResetRequired: false });
}
