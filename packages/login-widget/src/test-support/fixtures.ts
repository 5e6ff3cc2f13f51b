import type { Organization } from '@shelfscope/identity-client';

/** An organization as the server sends it (every field of the wire's OrganizationSchema). */
export function organization(overrides: Partial<Organization> = {}): Organization {
  return {
    organization_id: 'organization-test-1',
    organization_name: 'Acme Books',
    organization_slug: 'acme',
    organization_logo_url: '',
    organization_external_id: '',
    trusted_metadata: {},
    auth_methods: 'ALL_ALLOWED',
    allowed_auth_methods: [],
    email_jit_provisioning: 'NOT_ALLOWED',
    email_allowed_domains: [],
    email_invites: 'ALL_ALLOWED',
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
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export const MEMBER = {
  member_id: 'member-test-1',
  organization_id: 'organization-test-1',
  email_address: 'ada@example.com',
  email_address_verified: true,
  member_password_id: '',
};

/** A done authenticate response (session issued). */
export function sessionResponse(overrides: Record<string, unknown> = {}) {
  const now = Date.now();
  return {
    member_id: MEMBER.member_id,
    member: MEMBER,
    organization: organization(),
    member_session: {
      member_session_id: 'session-1',
      member_id: MEMBER.member_id,
      organization_id: 'organization-test-1',
      started_at: new Date(now).toISOString(),
      last_accessed_at: new Date(now).toISOString(),
      expires_at: new Date(now + 3_600_000).toISOString(),
      authentication_factors: [],
    },
    member_authenticated: true,
    session_token: 'session-token-1',
    session_jwt: 'session-jwt-1',
    intermediate_session_token: '',
    mfa_required: null,
    primary_required: null,
    ...overrides,
  };
}

/** A discovery authenticate response. */
export function discoveryResponse(discovered: unknown[] = [], email = 'ada@example.com') {
  return { intermediate_session_token: 'ist-1', email_address: email, discovered_organizations: discovered };
}

/** One discovered organization. */
export function discovered(type: string, overrides: Partial<Organization> = {}, primaryRequired: string[] | null = null) {
  const org = organization(overrides);
  return {
    organization: org,
    membership: { type, details: null, member: null },
    member_authenticated: false,
    primary_required: primaryRequired ? { allowed_auth_methods: primaryRequired } : null,
    mfa_required: null,
  };
}

/** The member search answer (POST /b2b/organizations/members/search): a member for `members`, else null. */
export function memberSearch(members: string[] = [MEMBER.email_address]) {
  return (call: { body: Record<string, unknown> }) =>
    new Response(
      JSON.stringify({
        status_code: 200,
        request_id: 'req-test',
        data: {
          status_code: 200,
          request_id: 'req-test',
          member: members.includes(String(call.body.email_address))
            ? { status: 'active', name: 'Ada', member_password_id: 'password-1' }
            : null,
        },
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    );
}
