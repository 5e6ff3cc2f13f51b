import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import type { IdentityContext } from '../context.js';
import { identityError } from '../errors.js';
import { identityOrganizations } from '../schema.js';
import { identityOrganizationDomains } from './schema.js';

/** The organization (other than `organizationId`) that holds `domain` verified, if any. */
export async function claimantOf(ctx: IdentityContext, domain: string, organizationId: string | null) {
  const [row] = await ctx.db
    .select({ organizationId: identityOrganizationDomains.organizationId })
    .from(identityOrganizationDomains)
    .where(
      and(
        eq(identityOrganizationDomains.projectId, ctx.project.projectId),
        eq(identityOrganizationDomains.domain, domain),
        eq(identityOrganizationDomains.status, 'verified'),
        ...(organizationId ? [ne(identityOrganizationDomains.organizationId, organizationId)] : []),
      ),
    )
    .limit(1);
  return row?.organizationId ?? null;
}

/**
 * The claimed-domain rule for organization settings: `email_allowed_domains` may not name a
 * domain another organization has verified (`organizationId` null: an organization being created).
 */
export async function refuseClaimedDomains(
  ctx: IdentityContext,
  organizationId: string | null,
  domains: string[] | undefined,
): Promise<void> {
  for (const domain of new Set(domains ?? [])) {
    if (await claimantOf(ctx, domain, organizationId)) {
      throw identityError(
        'action_not_allowed_email_domain_is_claimed',
        `email_allowed_domains: ${domain} is claimed by another organization (verified by DNS).`,
      );
    }
  }
}

/**
 * A domain verified: it joins the organization's claimed and allowed domains (JIT provisioning by
 * email domain then admits it), and leaves every other organization's allowed domains (they
 * could not prove it; the claim is exclusive). In the caller's transaction.
 */
export async function applyClaim(tx: Db, projectId: string, organizationId: string, domain: string): Promise<void> {
  await tx
    .update(identityOrganizations)
    .set({
      claimedEmailDomains: sql`array_append(array_remove(${identityOrganizations.claimedEmailDomains}, ${domain}), ${domain})`,
      emailAllowedDomains: sql`array_append(array_remove(${identityOrganizations.emailAllowedDomains}, ${domain}), ${domain})`,
      updatedAt: new Date(),
    })
    .where(eq(identityOrganizations.organizationId, organizationId));
  await tx
    .update(identityOrganizations)
    .set({
      emailAllowedDomains: sql`array_remove(${identityOrganizations.emailAllowedDomains}, ${domain})`,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(identityOrganizations.projectId, projectId),
        ne(identityOrganizations.organizationId, organizationId),
        sql`${domain} = ANY(${identityOrganizations.emailAllowedDomains})`,
      ),
    );
}

/** A claim ended (removed, or the record was lost): the domain leaves claimed and allowed domains. */
export async function releaseClaim(tx: Db, organizationId: string, domain: string): Promise<void> {
  await tx
    .update(identityOrganizations)
    .set({
      claimedEmailDomains: sql`array_remove(${identityOrganizations.claimedEmailDomains}, ${domain})`,
      emailAllowedDomains: sql`array_remove(${identityOrganizations.emailAllowedDomains}, ${domain})`,
      updatedAt: new Date(),
    })
    .where(eq(identityOrganizations.organizationId, organizationId));
}
