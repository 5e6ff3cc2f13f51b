import { eq } from 'drizzle-orm';
import type { IdentityContext } from '../context.js';
import { newId } from '../crypto.js';
import { discoverOrganizations } from '../discovery/discovered-organizations.js';
import { identityError } from '../errors.js';
import { takePriorFactors } from '../magic-links/prior-factors.js';
import { canJoinByOAuthTenant, joinOrganization } from '../organizations/members.js';
import { getOrganization } from '../organizations/repo.js';
import { identityMembers, identityOrganizations } from '../schema.js';
import { allowedAuthMethods, completeAuthentication, isPrimaryAllowed } from '../sessions/complete-authentication.js';
import { createIntermediateSession } from '../sessions/intermediate.js';
import { type AuthFactor, type MemberRow, organizationWire } from '../wire.js';
import { checkProviderAllowed } from './flow.js';
import type { OAuthProvider } from './providers.js';
import type { OAuthIdentity } from './schema.js';
import { oauthFactor, redeemOAuthToken } from './tokens.js';

function requireVerifiedEmail(identity: OAuthIdentity): void {
  if (!identity.emailVerified) throw identityError('oauth_email_not_verified');
}

/** Adds (or refreshes) the member's registration for this provider account: oauth_registrations. */
async function recordRegistration(ctx: IdentityContext, member: MemberRow, identity: OAuthIdentity): Promise<MemberRow> {
  const others = member.oauthRegistrations.filter(
    (r) => !(r.provider_type === identity.provider && r.provider_subject === identity.subject),
  );
  const current = member.oauthRegistrations.find(
    (r) => r.provider_type === identity.provider && r.provider_subject === identity.subject,
  );
  const registration = {
    member_oauth_registration_id: current?.member_oauth_registration_id ?? newId('oauth-member', ctx.project.environment),
    provider_type: identity.provider,
    provider_subject: identity.subject,
    profile_picture_url: identity.pictureUrl,
    locale: identity.locale,
  };
  const [updated] = await ctx.db
    .update(identityMembers)
    .set({
      oauthRegistrations: [...others, registration],
      ...(member.name === '' && identity.name ? { name: identity.name.slice(0, 255) } : {}),
      updatedAt: new Date(),
    })
    .where(eq(identityMembers.memberId, member.memberId))
    .returning();
  return updated ?? member;
}

/**
 * Redeems an organization OAuth token: the member (existing by email, accepted if invited, or
 * JIT by OAuth tenant or email domain), then the organization's MFA policy as for every login.
 */
export async function authenticateOAuth(
  ctx: IdentityContext,
  input: {
    token: string;
    pkceCodeVerifier?: string | undefined;
    durationMinutes: number;
    intermediateSessionToken?: string | undefined;
  },
) {
  const token = await redeemOAuthToken(ctx, { token: input.token, kind: 'oauth', pkceCodeVerifier: input.pkceCodeVerifier });
  if (!token.organizationId) throw identityError('oauth_token_not_found');
  const { identity } = token;
  requireVerifiedEmail(identity);
  const organization = await getOrganization(ctx.db, token.organizationId);
  checkProviderAllowed(organization, identity.provider as OAuthProvider);
  const joined = await joinOrganization(ctx, {
    organization,
    emailAddress: identity.emailAddress,
    emailVerified: true,
    oauthTenant: { provider: identity.provider, tenants: identity.tenants },
  });
  const member = await recordRegistration(ctx, joined, identity);
  const prior = await takePriorFactors(ctx, input.intermediateSessionToken, member);
  const factors = [...prior, oauthFactor(token, member.memberId)];
  const result = await completeAuthentication(ctx, { member, organization, factors, durationMinutes: input.durationMinutes });
  // The provider's own tokens are not kept: provider_values carries none.
  return {
    ...result,
    provider_subject: identity.subject,
    provider_type: identity.provider,
    provider_values: { access_token: '', refresh_token: '', id_token: '', expires_at: null, scopes: [] as string[] },
  };
}

/**
 * Redeems a discovery OAuth token: an IST (no organization yet) and the organizations the
 * address can enter, including those whose allowed OAuth tenants list this user's tenant.
 */
export async function authenticateDiscoveryOAuth(
  ctx: IdentityContext,
  input: { token: string; pkceCodeVerifier?: string | undefined },
) {
  const token = await redeemOAuthToken(ctx, {
    token: input.token,
    kind: 'discovery_oauth',
    pkceCodeVerifier: input.pkceCodeVerifier,
  });
  const { identity } = token;
  requireVerifiedEmail(identity);
  const emailAddress = identity.emailAddress;
  const factors: AuthFactor[] = [oauthFactor(token, emailAddress)];
  const intermediateSessionToken = await createIntermediateSession(ctx, { emailAddress, factors });
  const discovered = await discoverOrganizations(ctx, { emailAddress, factors });
  const listed = new Set(discovered.map((d) => d.organization.organization_id));
  const tenantOrganizations = await ctx.db
    .select()
    .from(identityOrganizations)
    .where(eq(identityOrganizations.oauthTenantJitProvisioning, 'RESTRICTED'));
  for (const organization of tenantOrganizations) {
    if (organization.projectId !== ctx.project.projectId || listed.has(organization.organizationId)) continue;
    if (!canJoinByOAuthTenant(organization, { provider: identity.provider, tenants: identity.tenants })) continue;
    const primaryOk = isPrimaryAllowed(organization, factors);
    const tenant = identity.tenants.find((t) => (organization.allowedOauthTenants[identity.provider] ?? []).includes(t));
    discovered.push({
      organization: organizationWire(organization),
      membership: {
        type: 'eligible_to_join_by_oauth_tenant',
        details: { provider: identity.provider, tenant_id: tenant } as never,
        member: null as never,
      },
      member_authenticated: false,
      primary_required: primaryOk ? null : { allowed_auth_methods: allowedAuthMethods(organization) ?? [] },
      mfa_required:
        primaryOk && organization.mfaPolicy === 'REQUIRED_FOR_ALL'
          ? { member_options: null, secondary_auth_initiated: null }
          : null,
    });
  }
  return {
    intermediate_session_token: intermediateSessionToken,
    email_address: emailAddress,
    full_name: identity.name,
    provider_type: identity.provider,
    provider_tenant_id: identity.tenants[0] ?? '',
    provider_tenant_ids: identity.tenants,
    discovered_organizations: discovered,
  };
}
