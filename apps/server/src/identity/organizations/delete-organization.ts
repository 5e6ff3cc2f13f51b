import { eq } from 'drizzle-orm';
import type { IdentityContext } from '../context.js';
import { type Caller, requirePermission } from '../rbac/authorize.js';
import { identityOrganizations } from '../schema.js';
import { unlinkOrganizationConnections } from '../sso/manage.js';

/**
 * DELETE /b2b/organizations/me: the organization goes, and with it (by cascade) its members and
 * their sessions and SSO connections, so every token of it stops at once (other organizations'
 * external connections to its SSO connections go too). The seller company of the same id keeps its
 * rows (billing records must outlive it); nobody can sign in to it any more.
 */
export async function deleteOrganization(ctx: IdentityContext, caller: Caller): Promise<void> {
  requirePermission(ctx, caller, 'stytch.organization', 'delete');
  await unlinkOrganizationConnections(ctx, caller.member.organizationId);
  await ctx.db.delete(identityOrganizations).where(eq(identityOrganizations.organizationId, caller.member.organizationId));
}
