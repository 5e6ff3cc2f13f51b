import type { Member, MemberSession, Organization } from '../types.js';

/** A session expiring one hour after `now`. */
export function memberSession(now = Date.now(), overrides: Partial<MemberSession> = {}): MemberSession {
  return {
    member_session_id: 'member-session-test-1',
    member_id: 'member-test-1',
    organization_id: 'organization-test-1',
    started_at: new Date(now).toISOString(),
    last_accessed_at: new Date(now).toISOString(),
    expires_at: new Date(now + 60 * 60 * 1000).toISOString(),
    authentication_factors: [],
    roles: ['stytch_member'],
    ...overrides,
  };
}

/** A member of the test organization. */
export const member: Member = {
  member_id: 'member-test-1',
  organization_id: 'organization-test-1',
  email_address: 'ada@example.com',
  email_address_verified: true,
};

/** The test organization. */
export const organization: Organization = {
  organization_id: 'organization-test-1',
  organization_name: 'Acme',
  organization_slug: 'acme',
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
