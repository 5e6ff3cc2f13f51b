import type { Member, MemberSession, Organization } from '../types.js';

/** A session expiring one hour after `now`. */
export function memberSession(now = Date.now(), overrides: Partial<MemberSession> = {}): MemberSession {
  return {
    member_session_id: 'member-session-test-1',
    member_id: 'member-test-1',
    organization_id: 'organization-test-1',
    organization_slug: 'acme',
    started_at: new Date(now).toISOString(),
    last_accessed_at: new Date(now).toISOString(),
    expires_at: new Date(now + 60 * 60 * 1000).toISOString(),
    authentication_factors: [],
    custom_claims: {},
    roles: ['stytch_member'],
    ...overrides,
  };
}

const CREATED = '2026-01-01T00:00:00.000Z';

/** A member of the test organization, every field as the server sends it (wire/base.ts MemberSchema). */
export const member: Member = {
  member_id: 'member-test-1',
  organization_id: 'organization-test-1',
  email_address: 'ada@example.com',
  email_address_verified: true,
  status: 'active',
  name: '',
  trusted_metadata: {},
  untrusted_metadata: {},
  is_breakglass: false,
  is_admin: false,
  is_locked: false,
  member_password_id: '',
  mfa_enrolled: false,
  mfa_phone_number: '',
  mfa_phone_number_verified: false,
  totp_registration_id: '',
  default_mfa_method: '',
  sso_registrations: [],
  oauth_registrations: [],
  retired_email_addresses: [],
  scim_registration: null,
  external_id: '',
  roles: [{ role_id: 'stytch_member', sources: [{ type: 'implicit', details: {} }] }],
  created_at: CREATED,
  updated_at: CREATED,
};

/** The test organization, every field as the server sends it (wire/base.ts OrganizationSchema). */
export const organization: Organization = {
  organization_id: 'organization-test-1',
  organization_name: 'Acme',
  organization_slug: 'acme',
  organization_logo_url: '',
  organization_external_id: '',
  trusted_metadata: {},
  email_allowed_domains: [],
  email_jit_provisioning: 'NOT_ALLOWED',
  email_invites: 'ALL_ALLOWED',
  auth_methods: 'ALL_ALLOWED',
  allowed_auth_methods: [],
  mfa_policy: 'OPTIONAL',
  mfa_methods: 'ALL_ALLOWED',
  allowed_mfa_methods: [],
  sso_default_connection_id: null,
  sso_jit_provisioning: 'ALL_ALLOWED',
  sso_jit_provisioning_allowed_connections: [],
  sso_active_connections: [],
  scim_active_connection: null,
  oauth_tenant_jit_provisioning: 'NOT_ALLOWED',
  allowed_oauth_tenants: {},
  rbac_email_implicit_role_assignments: [],
  claimed_email_domains: [],
  created_at: CREATED,
  updated_at: CREATED,
};

/** A done authenticate response (session issued). */
export function doneResponse(now = Date.now(), tokens = { session_token: 'st-1', session_jwt: 'jwt-1' }) {
  return {
    member_id: member.member_id,
    member,
    organization,
    member_session: memberSession(now),
    member_authenticated: true,
    intermediate_session_token: '',
    mfa_required: null,
    primary_required: null,
    ...tokens,
  };
}

/** A not-done authenticate response (MFA still required, IST issued). */
export function mfaRequiredResponse(ist = 'ist-1') {
  return {
    member_id: member.member_id,
    member,
    organization,
    member_session: null,
    member_authenticated: false,
    session_token: '',
    session_jwt: '',
    intermediate_session_token: ist,
    mfa_required: { member_options: null, secondary_auth_initiated: null },
    primary_required: null,
  };
}
