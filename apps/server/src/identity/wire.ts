import type { identityMembers, identityOrganizations, identitySessions } from './schema.js';
import { scimRegistrationWire } from './scim/attributes.js';

export type OrganizationRow = typeof identityOrganizations.$inferSelect;
export type MemberRow = typeof identityMembers.$inferSelect;
export type SessionRow = typeof identitySessions.$inferSelect;

/** An authentication factor as the B2B wire format (and the session JWT) carries it. */
export type AuthFactor = {
  type:
    | 'magic_link'
    | 'email_otp'
    | 'password'
    | 'sso'
    | 'oauth'
    | 'totp'
    | 'sms_otp'
    | 'recovery_code'
    | 'trusted_auth_token'
    | 'access_token_exchange'
    | 'impersonated'
    | 'webauthn';
  delivery_method: string;
  last_authenticated_at: string;
  email_factor?: { email_id: string; email_address: string };
  trusted_auth_token_factor?: { token_id: string };
  /** A platform admin signed in as this member (POST /b2b/impersonation/authenticate). */
  impersonated_factor?: { impersonator_id: string; impersonator_email_address: string };
  phone_number_factor?: { phone_id: string; phone_number: string };
  authenticator_app_factor?: { totp_id: string };
  google_oauth_factor?: OAuthFactorDetail;
  microsoft_oauth_factor?: OAuthFactorDetail;
  hubspot_oauth_factor?: OAuthFactorDetail;
  slack_oauth_factor?: OAuthFactorDetail;
  github_oauth_factor?: OAuthFactorDetail;
  /** SSO factors name the connection (id and provider_id) and the IdP subject (external_id). */
  saml_sso_factor?: { id: string; provider_id: string; external_id: string };
  oidc_sso_factor?: { id: string; provider_id: string; external_id: string };
  /** A passkey (the provider's consumer factor name); user_verified: a PIN or biometric was checked. */
  webauthn_factor?: { webauthn_registration_id: string; domain: string; user_agent: string; user_verified: boolean };
};

/** An OAuth factor's detail: the token it came from, the provider's user id, the address. */
export type OAuthFactorDetail = { id: string; provider_subject: string; email_id: string };

/** Every member has stytch_member; the creator of an organization also has stytch_admin. */
export const MEMBER_ROLE = 'stytch_member';
export const ADMIN_ROLE = 'stytch_admin';

const iso = (d: Date) => d.toISOString();

export function organizationWire(o: OrganizationRow) {
  return {
    organization_id: o.organizationId,
    organization_name: o.name,
    organization_slug: o.slug,
    organization_logo_url: o.logoUrl,
    organization_external_id: '',
    trusted_metadata: o.trustedMetadata,
    email_allowed_domains: o.emailAllowedDomains,
    email_jit_provisioning: o.emailJitProvisioning,
    email_invites: o.emailInvites,
    auth_methods: o.authMethods,
    allowed_auth_methods: o.allowedAuthMethods,
    mfa_policy: o.mfaPolicy,
    mfa_methods: o.mfaMethods,
    allowed_mfa_methods: o.allowedMfaMethods,
    sso_default_connection_id: o.ssoDefaultConnectionId,
    sso_jit_provisioning: o.ssoJitProvisioning,
    sso_jit_provisioning_allowed_connections: o.ssoJitProvisioningAllowedConnections,
    sso_active_connections: o.ssoActiveConnections,
    scim_active_connection: o.scimActiveConnection ?? null,
    oauth_tenant_jit_provisioning: o.oauthTenantJitProvisioning,
    allowed_oauth_tenants: o.allowedOauthTenants,
    rbac_email_implicit_role_assignments: [] as unknown[],
    claimed_email_domains: o.claimedEmailDomains,
    created_at: iso(o.createdAt),
    updated_at: iso(o.updatedAt),
  };
}

/** Every role a member has: stytch_member, the explicit ones, and those SCIM group rules and SSO connections grant. */
export function memberRoles(m: MemberRow): string[] {
  return [MEMBER_ROLE, ...new Set([...m.roles, ...m.scimRoles, ...m.ssoRoles].filter((r) => r !== MEMBER_ROLE))];
}

/** Where a role of a member comes from, as the wire's `roles[].sources` names it. */
function roleSources(m: MemberRow, roleId: string) {
  if (roleId === MEMBER_ROLE) return [{ type: 'implicit', details: {} }];
  const sources: { type: string; details: Record<string, unknown> }[] = [];
  if (m.roles.includes(roleId)) sources.push({ type: 'direct_assignment', details: {} });
  if (m.ssoRoles.includes(roleId)) {
    sources.push({ type: 'sso_connection', details: { connection_id: m.ssoRolesConnectionId ?? '' } });
  }
  if (m.scimRoles.includes(roleId)) {
    sources.push({ type: 'scim_connection_group', details: { connection_id: m.scimRegistration?.connection_id ?? '' } });
  }
  return sources;
}

export function memberWire(m: MemberRow) {
  return {
    organization_id: m.organizationId,
    member_id: m.memberId,
    email_address: m.emailAddress,
    email_address_verified: m.emailAddressVerified,
    status: m.status,
    name: m.name,
    trusted_metadata: m.trustedMetadata,
    untrusted_metadata: m.untrustedMetadata,
    is_breakglass: false,
    is_admin: memberRoles(m).includes(ADMIN_ROLE),
    is_locked: m.lockedUntil !== null && m.lockedUntil > new Date(),
    member_password_id: m.memberPasswordId ?? '',
    mfa_enrolled: m.mfaEnrolled,
    mfa_phone_number: m.mfaPhoneNumber,
    mfa_phone_number_verified: m.mfaPhoneNumberVerified,
    totp_registration_id: m.totpRegistrationId,
    default_mfa_method: m.defaultMfaMethod,
    sso_registrations: m.ssoRegistrations,
    oauth_registrations: m.oauthRegistrations,
    retired_email_addresses: m.retiredEmailAddresses,
    scim_registration: m.scimRegistration ? scimRegistrationWire(m.scimRegistration) : null,
    external_id: '',
    roles: memberRoles(m).map((role_id) => ({ role_id, sources: roleSources(m, role_id) })),
    created_at: iso(m.createdAt),
    updated_at: iso(m.updatedAt),
  };
}

export function memberSessionWire(s: SessionRow, member: MemberRow, organization: OrganizationRow) {
  return {
    member_session_id: s.memberSessionId,
    member_id: s.memberId,
    organization_id: s.organizationId,
    organization_slug: organization.slug,
    started_at: iso(s.startedAt),
    last_accessed_at: iso(s.lastAccessedAt),
    expires_at: iso(s.expiresAt),
    authentication_factors: s.authenticationFactors as AuthFactor[],
    custom_claims: {},
    roles: memberRoles(member),
  };
}
