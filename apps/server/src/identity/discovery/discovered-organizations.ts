import { and, eq, sql } from 'drizzle-orm';
import type { IdentityContext } from '../context.js';
import { emailDomain } from '../email-address.js';
import { canJoinByEmailDomain, membershipsOf } from '../organizations/repo.js';
import { identityOrganizations } from '../schema.js';
import {
  allowedAuthMethods,
  hasSecondFactor,
  isMfaRequired,
  isPrimaryAllowed,
  mfaRequiredWire,
} from '../sessions/complete-authentication.js';
import { type AuthFactor, memberWire, type OrganizationRow, organizationWire } from '../wire.js';

const MEMBERSHIP_OF_STATUS: Record<string, string> = {
  active: 'active_member',
  pending: 'pending_member',
  invited: 'invited_member',
};

/**
 * The organizations an email address can enter, as discovery returns them: its memberships
 * (active, pending, invited) and the organizations it may join by email domain, each with what
 * the login would still need there (primary_required, mfa_required) given the factors proven.
 */
export async function discoverOrganizations(ctx: IdentityContext, input: { emailAddress: string; factors: AuthFactor[] }) {
  const memberships = await membershipsOf(ctx, input.emailAddress);
  const discovered = memberships.map(({ member, organization }) => {
    const primaryOk = isPrimaryAllowed(organization, input.factors);
    const needsMfa =
      primaryOk && member.status === 'active' && isMfaRequired(organization, member) && !hasSecondFactor(input.factors);
    return {
      organization: organizationWire(organization),
      membership: { type: MEMBERSHIP_OF_STATUS[member.status] ?? 'active_member', details: null, member: memberWire(member) },
      member_authenticated: false,
      primary_required: primaryOk ? null : { allowed_auth_methods: allowedAuthMethods(organization) ?? [] },
      mfa_required: needsMfa ? mfaRequiredWire(member) : null,
    };
  });

  const joined = new Set(memberships.map((m) => m.organization.organizationId));
  const domain = emailDomain(input.emailAddress);
  const candidates: OrganizationRow[] = await ctx.db
    .select()
    .from(identityOrganizations)
    .where(
      and(
        eq(identityOrganizations.projectId, ctx.project.projectId),
        eq(identityOrganizations.emailJitProvisioning, 'RESTRICTED'),
        sql`${domain} = any(${identityOrganizations.emailAllowedDomains})`,
      ),
    );
  for (const organization of candidates) {
    if (joined.has(organization.organizationId)) continue;
    if (!(await canJoinByEmailDomain(ctx.db, organization, input.emailAddress))) continue;
    const primaryOk = isPrimaryAllowed(organization, input.factors);
    discovered.push({
      organization: organizationWire(organization),
      membership: { type: 'eligible_to_join_by_email_domain', details: { domain } as never, member: null as never },
      member_authenticated: false,
      primary_required: primaryOk ? null : { allowed_auth_methods: allowedAuthMethods(organization) ?? [] },
      mfa_required:
        primaryOk && organization.mfaPolicy === 'REQUIRED_FOR_ALL'
          ? { member_options: null, secondary_auth_initiated: null }
          : null,
    });
  }
  return discovered;
}
