import { and, eq, ne } from 'drizzle-orm';
import type { IdentityContext } from '../context.js';
import { identityOrganizations } from '../schema.js';
import { announceOrganization } from './member-events.js';

/**
 * Renames an organization (the seller side's company profile names its organization too, so the
 * login widget's organization picker shows the same name). The same name again changes and
 * announces nothing.
 */
export async function renameOrganization(identity: IdentityContext, organizationId: string, name: string): Promise<void> {
  const [renamed] = await identity.db
    .update(identityOrganizations)
    .set({ name, updatedAt: new Date() })
    .where(and(eq(identityOrganizations.organizationId, organizationId), ne(identityOrganizations.name, name)))
    .returning();
  if (renamed) await announceOrganization(identity, renamed, ['organization_name']);
}
