import { and, eq } from 'drizzle-orm';
import { auditedWrite } from '../audit-actor.js';
import type { IdentityContext } from '../context.js';
import { newId } from '../crypto.js';
import { identityError } from '../errors.js';
import { identityMembers } from '../schema.js';
import type { MemberRow, OrganizationRow } from '../wire.js';
import { announceMember } from './member-events.js';
import { canJoinByEmailDomain, findMember } from './repo.js';

/**
 * A membership that starts over: nothing of an earlier, deleted membership of the same address
 * (password, MFA enrolment, metadata, lock) carries into the new one.
 */
const FRESH_MEMBERSHIP = {
  emailAddressVerified: false,
  name: '',
  roles: [] as string[],
  passwordHash: null,
  memberPasswordId: null,
  passwordResetRequired: false,
  mfaEnrolled: false,
  mfaPhoneNumber: '',
  mfaPhoneNumberVerified: false,
  totpRegistrationId: '',
  defaultMfaMethod: '',
  trustedMetadata: {},
  untrustedMetadata: {},
  retiredEmailAddresses: [],
  ssoRegistrations: [],
  scimRegistration: null,
  scimRoles: [] as string[],
  failedAuthCount: 0,
  failedAuthWindowStart: null,
  lockedUntil: null,
} satisfies Partial<typeof identityMembers.$inferInsert>;

export type NewMember = {
  organizationId: string;
  emailAddress: string;
  /** pending: signed up, address not yet proven; invited: an admin invited them; active: joined with a proven address. */
  status: 'pending' | 'invited' | 'active';
  emailAddressVerified?: boolean;
  name?: string | undefined;
  roles?: string[] | undefined;
  untrustedMetadata?: Record<string, unknown> | undefined;
};

/**
 * Adds a not-yet-active member. The (organization, email) pair is unique, so a deleted
 * membership is started over in place, and a concurrent request's row is returned as it is
 * (`created: false`).
 */
export async function addMember(ctx: IdentityContext, input: NewMember): Promise<{ member: MemberRow; created: boolean }> {
  // A new membership (an invitation, a sign-up or a join by email domain) must fit the
  // organization's plan (the seller module's hook); one that exists already is not new.
  const current = await findMember(ctx.db, input.organizationId, input.emailAddress);
  if (!current || current.status === 'deleted') await ctx.admitMember?.(input.organizationId);
  const values = {
    ...FRESH_MEMBERSHIP,
    status: input.status,
    ...(input.emailAddressVerified !== undefined ? { emailAddressVerified: input.emailAddressVerified } : {}),
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.roles !== undefined ? { roles: input.roles } : {}),
    ...(input.untrustedMetadata !== undefined ? { untrustedMetadata: input.untrustedMetadata } : {}),
  };
  const [inserted] = await auditedWrite(ctx.db, (db) =>
    db
      .insert(identityMembers)
      .values({
        memberId: newId('member', ctx.project.environment),
        organizationId: input.organizationId,
        emailAddress: input.emailAddress,
        ...values,
      })
      .onConflictDoNothing()
      .returning(),
  );
  if (inserted) {
    await announceMember(ctx, 'member.created', inserted);
    return { member: inserted, created: true };
  }

  const existing = await findMember(ctx.db, input.organizationId, input.emailAddress);
  if (!existing) throw new Error('member insert conflicted but no member exists');
  if (existing.status !== 'deleted') return { member: existing, created: false };
  const [revived] = await auditedWrite(ctx.db, (db) =>
    db
      .update(identityMembers)
      .set({ ...values, createdAt: new Date(), updatedAt: new Date() })
      .where(and(eq(identityMembers.memberId, existing.memberId), eq(identityMembers.status, 'deleted')))
      .returning(),
  );
  if (revived) await announceMember(ctx, 'member.created', revived);
  // Someone else revived it between our read and write: theirs is the membership now.
  return revived
    ? { member: revived, created: true }
    : { member: (await findMember(ctx.db, input.organizationId, input.emailAddress)) ?? existing, created: false };
}

/** Whether an OAuth user's tenant lets them join: tenant JIT is RESTRICTED and lists one of them. */
export function canJoinByOAuthTenant(organization: OrganizationRow, oauth: { provider: string; tenants: string[] }): boolean {
  if (organization.oauthTenantJitProvisioning !== 'RESTRICTED') return false;
  const allowed = organization.allowedOauthTenants[oauth.provider] ?? [];
  return oauth.tenants.some((t) => allowed.includes(t));
}

/**
 * The member an email becomes on entering an organization after proving the address: an active
 * member as is; an invited or pending one accepted (active, verified); a newcomer, or a deleted
 * membership started over, when the organization's domain policy lets them join. Anyone else is
 * refused.
 */
export async function joinOrganization(
  ctx: IdentityContext,
  input: {
    organization: OrganizationRow;
    emailAddress: string;
    emailVerified: boolean;
    /** Proven by an OAuth login: the provider and the user's tenants there (JIT by OAuth tenant). */
    oauthTenant?: { provider: string; tenants: string[] } | null | undefined;
  },
): Promise<MemberRow> {
  const { organization, emailAddress } = input;
  const existing = await findMember(ctx.db, organization.organizationId, emailAddress);
  if (existing && existing.status !== 'deleted') {
    if (existing.status === 'active' && (existing.emailAddressVerified || !input.emailVerified)) return existing;
    const [accepted] = await auditedWrite(ctx.db, (db) =>
      db
        .update(identityMembers)
        .set({
          status: input.emailVerified || existing.status === 'active' ? 'active' : existing.status,
          emailAddressVerified: existing.emailAddressVerified || input.emailVerified,
          updatedAt: new Date(),
        })
        .where(eq(identityMembers.memberId, existing.memberId))
        .returning(),
    );
    return accepted ?? existing;
  }
  if (!input.emailVerified) throw identityError('email_not_found');
  if (input.oauthTenant && canJoinByOAuthTenant(organization, input.oauthTenant)) {
    const { member } = await addMember(ctx, {
      organizationId: organization.organizationId,
      emailAddress,
      status: 'active',
      emailAddressVerified: true,
    });
    return member;
  }
  if (organization.emailJitProvisioning !== 'RESTRICTED') throw identityError('email_jit_provisioning_not_allowed');
  if (!(await canJoinByEmailDomain(ctx.db, organization, emailAddress))) {
    throw identityError('invalid_email_for_jit_provisioning');
  }
  const { member } = await addMember(ctx, {
    organizationId: organization.organizationId,
    emailAddress,
    status: 'active',
    emailAddressVerified: true,
  });
  return member;
}
