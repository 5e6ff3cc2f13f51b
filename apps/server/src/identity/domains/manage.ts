import { randomBytes } from 'node:crypto';
import { and, asc, count, eq } from 'drizzle-orm';
import type { IdentityContext } from '../context.js';
import { newId } from '../crypto.js';
import { identityError } from '../errors.js';
import type { OrganizationRow } from '../wire.js';
import { claimantOf, releaseClaim } from './claims.js';
import { identityOrganizationDomains } from './schema.js';
import type { DomainRow } from './wire.js';

/** How many domains one organization may claim (pending and verified together). */
export const MAX_DOMAINS_PER_ORGANIZATION = 50;

export async function listDomains(ctx: IdentityContext, organization: OrganizationRow): Promise<DomainRow[]> {
  return ctx.db
    .select()
    .from(identityOrganizationDomains)
    .where(eq(identityOrganizationDomains.organizationId, organization.organizationId))
    .orderBy(asc(identityOrganizationDomains.domain));
}

export async function getDomain(ctx: IdentityContext, organization: OrganizationRow, domainId: string): Promise<DomainRow> {
  const [row] = await ctx.db
    .select()
    .from(identityOrganizationDomains)
    .where(
      and(
        eq(identityOrganizationDomains.organizationId, organization.organizationId),
        eq(identityOrganizationDomains.domainId, domainId),
      ),
    );
  if (!row) throw identityError('domain_not_found');
  return row;
}

async function findByName(ctx: IdentityContext, organization: OrganizationRow, domain: string): Promise<DomainRow | null> {
  const [row] = await ctx.db
    .select()
    .from(identityOrganizationDomains)
    .where(
      and(
        eq(identityOrganizationDomains.organizationId, organization.organizationId),
        eq(identityOrganizationDomains.domain, domain),
      ),
    );
  return row ?? null;
}

/**
 * Adds a domain to verify (pending, with a fresh token). Adding one the organization already has
 * answers that one (so a retried request creates nothing twice); one another organization has
 * verified is refused with the claimed-domain error.
 */
export async function addDomain(ctx: IdentityContext, organization: OrganizationRow, domain: string): Promise<DomainRow> {
  const existing = await findByName(ctx, organization, domain);
  if (existing) return existing;
  if (await claimantOf(ctx, domain, organization.organizationId)) {
    throw identityError('action_not_allowed_email_domain_is_claimed', `domain: ${domain} is claimed by another organization.`);
  }
  const [{ n } = { n: 0 }] = await ctx.db
    .select({ n: count() })
    .from(identityOrganizationDomains)
    .where(eq(identityOrganizationDomains.organizationId, organization.organizationId));
  if (n >= MAX_DOMAINS_PER_ORGANIZATION) throw identityError('domain_limit_reached');
  const [row] = await ctx.db
    .insert(identityOrganizationDomains)
    .values({
      domainId: newId('domain', ctx.project.environment),
      projectId: ctx.project.projectId,
      organizationId: organization.organizationId,
      domain,
      verificationToken: randomBytes(16).toString('base64url'),
    })
    // Two concurrent adds of the same domain: the second finds the first's row.
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  const raced = await findByName(ctx, organization, domain);
  if (!raced) throw new Error('domain insert conflicted but no row was found');
  return raced;
}

/** Removes a domain; a verified one leaves the organization's claimed and allowed domains too. */
export async function removeDomain(ctx: IdentityContext, organization: OrganizationRow, domainId: string): Promise<void> {
  const row = await getDomain(ctx, organization, domainId);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(identityOrganizationDomains).where(eq(identityOrganizationDomains.domainId, row.domainId));
    if (row.status === 'verified') await releaseClaim(tx, organization.organizationId, row.domain);
  });
}
