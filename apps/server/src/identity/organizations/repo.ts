import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { IdentityContext } from '../context.js';
import { emailDomain } from '../email-address.js';
import { identityError } from '../errors.js';
import { identityMembers, identityOrganizations } from '../schema.js';
import type { MemberRow, OrganizationRow } from '../wire.js';

export async function findOrganization(db: Db, organizationId: string): Promise<OrganizationRow | null> {
  const [row] = await db.select().from(identityOrganizations).where(eq(identityOrganizations.organizationId, organizationId));
  return row ?? null;
}

export async function getOrganization(db: Db, organizationId: string): Promise<OrganizationRow> {
  const organization = await findOrganization(db, organizationId);
  if (!organization) throw identityError('organization_not_found');
  return organization;
}

export async function findOrganizationBySlug(ctx: IdentityContext, slug: string): Promise<OrganizationRow | null> {
  const [row] = await ctx.db
    .select()
    .from(identityOrganizations)
    .where(and(eq(identityOrganizations.projectId, ctx.project.projectId), eq(identityOrganizations.slug, slug.toLowerCase())));
  return row ?? null;
}

export async function findMember(db: Db, organizationId: string, emailAddress: string): Promise<MemberRow | null> {
  const [row] = await db
    .select()
    .from(identityMembers)
    .where(and(eq(identityMembers.organizationId, organizationId), eq(identityMembers.emailAddress, emailAddress)));
  return row ?? null;
}

export async function findMemberById(db: Db, memberId: string): Promise<MemberRow | null> {
  const [row] = await db.select().from(identityMembers).where(eq(identityMembers.memberId, memberId));
  return row ?? null;
}

/** Every live membership of an email address, with its organization. */
export async function membershipsOf(ctx: IdentityContext, emailAddress: string) {
  return ctx.db
    .select({ member: identityMembers, organization: identityOrganizations })
    .from(identityMembers)
    .innerJoin(identityOrganizations, eq(identityOrganizations.organizationId, identityMembers.organizationId))
    .where(
      and(
        eq(identityMembers.emailAddress, emailAddress),
        ne(identityMembers.status, 'deleted'),
        eq(identityOrganizations.projectId, ctx.project.projectId),
      ),
    );
}

/**
 * Whether an address may join an organization it is not a member of by its email domain: the
 * organization allows JIT provisioning for that domain, and (as the provider requires) someone
 * with a verified address in that domain is already an active member, or the organization has
 * verified the domain by DNS (domains/).
 */
export async function canJoinByEmailDomain(db: Db, organization: OrganizationRow, emailAddress: string): Promise<boolean> {
  const domain = emailDomain(emailAddress);
  if (organization.emailJitProvisioning !== 'RESTRICTED' || !organization.emailAllowedDomains.includes(domain)) return false;
  // A domain the organization verified by DNS needs no member vouching for it: it proved ownership.
  if (organization.claimedEmailDomains.includes(domain)) return true;
  const members = await db
    .select({ email: identityMembers.emailAddress })
    .from(identityMembers)
    .where(
      and(
        eq(identityMembers.organizationId, organization.organizationId),
        eq(identityMembers.status, 'active'),
        eq(identityMembers.emailAddressVerified, true),
      ),
    );
  return members.some((m) => emailDomain(m.email) === domain);
}
