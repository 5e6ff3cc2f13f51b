import { eq } from 'drizzle-orm';
import type { IdentityContext } from '../context.js';
import { newId } from '../crypto.js';
import { identityError } from '../errors.js';
import { takePriorFactors } from '../magic-links/prior-factors.js';
import { addMember } from '../organizations/members.js';
import { findMember, getOrganization } from '../organizations/repo.js';
import { identityMembers, type SsoRegistration } from '../schema.js';
import { completeAuthentication } from '../sessions/complete-authentication.js';
import type { AuthFactor, MemberRow, OrganizationRow } from '../wire.js';
import { findConnection } from './connections.js';
import { redeemSsoToken, type SsoTokenRow } from './flows.js';
import { applyImplicitRoles } from './implicit-roles.js';

/** The SSO factor of a session: delivery sso_saml or sso_oidc, naming the connection and the IdP subject. */
export function ssoFactor(token: SsoTokenRow): AuthFactor {
  const detail = { id: token.connectionId, provider_id: token.connectionId, external_id: token.externalId };
  return {
    type: 'sso',
    delivery_method: token.connectionType === 'saml' ? 'sso_saml' : 'sso_oidc',
    last_authenticated_at: new Date().toISOString(),
    ...(token.connectionType === 'saml' ? { saml_sso_factor: detail } : { oidc_sso_factor: detail }),
  };
}

/**
 * JIT provisioning by SSO: ALL_ALLOWED lets anyone the connection's IdP vouches for join,
 * RESTRICTED only through the listed connections, NOT_ALLOWED nobody.
 */
export function checkSsoJit(organization: OrganizationRow, connectionId: string): void {
  if (organization.ssoJitProvisioning === 'ALL_ALLOWED') return;
  if (organization.ssoJitProvisioning === 'RESTRICTED') {
    if (organization.ssoJitProvisioningAllowedConnections.includes(connectionId)) return;
    throw identityError(
      'sso_jit_provisioning_not_allowed',
      'This organization lets new members join through SSO only with some of its connections, and not this one. Ask an admin of the organization to invite you.',
    );
  }
  throw identityError('sso_jit_provisioning_not_allowed');
}

/**
 * The member the IdP's answer becomes: an existing member (an invited or pending one accepted,
 * since the IdP proved the address), or a new one by JIT provisioning.
 */
async function memberFor(ctx: IdentityContext, organization: OrganizationRow, token: SsoTokenRow): Promise<MemberRow> {
  const existing = await findMember(ctx.db, organization.organizationId, token.emailAddress);
  if (existing && existing.status !== 'deleted') {
    if (existing.status === 'active' && existing.emailAddressVerified) return existing;
    const [accepted] = await ctx.db
      .update(identityMembers)
      .set({
        status: 'active',
        emailAddressVerified: true,
        ...(existing.name ? {} : { name: token.name }),
        updatedAt: new Date(),
      })
      .where(eq(identityMembers.memberId, existing.memberId))
      .returning();
    return accepted ?? existing;
  }
  checkSsoJit(organization, token.connectionId);
  const { member } = await addMember(ctx, {
    organizationId: organization.organizationId,
    emailAddress: token.emailAddress,
    status: 'active',
    emailAddressVerified: true,
    name: token.name || undefined,
  });
  return member;
}

/** Records (or refreshes) the member's registration with this connection: sso_registrations on the wire. */
async function registerConnection(ctx: IdentityContext, member: MemberRow, token: SsoTokenRow): Promise<MemberRow> {
  const current = member.ssoRegistrations.find((r) => r.connection_id === token.connectionId);
  const registration: SsoRegistration = {
    connection_id: token.connectionId,
    external_id: token.externalId,
    registration_id: current?.registration_id ?? newId('sso-registration', ctx.project.environment),
    sso_attributes: token.attributes,
  };
  const registrations = [...member.ssoRegistrations.filter((r) => r.connection_id !== token.connectionId), registration];
  const [updated] = await ctx.db
    .update(identityMembers)
    .set({ ssoRegistrations: registrations })
    .where(eq(identityMembers.memberId, member.memberId))
    .returning();
  return updated ?? member;
}

/**
 * POST /b2b/sso/authenticate: redeems the sso token once (PKCE-bound when it was started with a
 * challenge), finds or provisions the member, and completes the login through the organization's
 * policy (primary methods, then MFA) like every other primary method.
 */
export async function authenticateSso(
  ctx: IdentityContext,
  input: {
    token: string;
    pkceCodeVerifier?: string | undefined;
    durationMinutes: number;
    intermediateSessionToken?: string | undefined;
  },
) {
  const token = await redeemSsoToken(ctx, input.token, input.pkceCodeVerifier);
  const organization = await getOrganization(ctx.db, token.organizationId);
  const connection = await findConnection(ctx.db, token.connectionId);
  if (!connection || connection.organizationId !== organization.organizationId) throw identityError('sso_connection_not_found');
  const registered = await registerConnection(ctx, await memberFor(ctx, organization, token), token);
  const member = await applyImplicitRoles(ctx, registered, connection, token.attributes);
  const prior = await takePriorFactors(ctx, input.intermediateSessionToken, member);
  const factors = [...prior, ssoFactor(token)];
  return completeAuthentication(ctx, { member, organization, factors, durationMinutes: input.durationMinutes });
}
