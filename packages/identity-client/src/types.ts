/**
 * Wire shapes of the identity API as this client reads them. Only the fields the client or the
 * login widget rely on are named; the index signatures keep the rest of the server's payload.
 */

/** A member's session as returned in `member_session`. */
export interface MemberSession {
  member_session_id: string;
  member_id: string;
  organization_id: string;
  started_at: string;
  last_accessed_at: string;
  expires_at: string;
  authentication_factors: unknown[];
  roles?: string[];
  [key: string]: unknown;
}

/** A member of an organization. */
export interface Member {
  member_id: string;
  organization_id: string;
  email_address: string;
  email_address_verified?: boolean;
  member_password_id?: string;
  mfa_phone_number?: string;
  mfa_phone_number_verified?: boolean;
  totp_registration_id?: string;
  default_mfa_method?: string;
  [key: string]: unknown;
}

/** An organization (tenant). */
export interface Organization {
  organization_id: string;
  organization_name: string;
  organization_slug: string;
  organization_logo_url?: string;
  [key: string]: unknown;
}

/** What a primary or secondary step still requires before a session is issued. */
export interface MfaRequired {
  member_options: { mfa_phone_number: string } | null;
  secondary_auth_initiated: string | null;
}

/** Which primary methods the organization still accepts for this member. */
export interface PrimaryRequired {
  allowed_auth_methods: string[];
}

/** Fields every successful response carries. */
export interface ResponseCommon {
  request_id: string;
  status_code: number;
}

/**
 * An authenticate response in either form: done (`member_session` set, tokens issued) or not done
 * (`member_session` null, an intermediate session token and mfa/primary requirements).
 */
export interface AuthenticateResponse extends ResponseCommon {
  member_id: string;
  member: Member;
  organization: Organization;
  member_session: MemberSession | null;
  member_authenticated: boolean;
  session_token: string;
  session_jwt: string;
  intermediate_session_token: string;
  mfa_required: MfaRequired | null;
  primary_required: PrimaryRequired | null;
  [key: string]: unknown;
}

/** A session authenticate response: always a live session. */
export interface SessionAuthenticateResponse extends ResponseCommon {
  member_session: MemberSession;
  member: Member;
  organization: Organization;
  session_token: string;
  session_jwt: string;
  [key: string]: unknown;
}

/** Membership of one discovered organization. */
export interface DiscoveredOrganization {
  organization: Organization;
  membership: { type: string; [key: string]: unknown };
  member_authenticated: boolean;
  primary_required: PrimaryRequired | null;
  mfa_required: MfaRequired | null;
}

/** A discovery authenticate response. */
export interface DiscoveryAuthenticateResponse extends ResponseCommon {
  intermediate_session_token: string;
  email_address: string;
  discovered_organizations: DiscoveredOrganization[];
}

/** The password strength check response. */
export interface StrengthCheckResponse extends ResponseCommon {
  valid_password: boolean;
  score: number;
  breached_password: boolean;
  strength_policy: 'luds' | 'zxcvbn' | 'none';
  breach_detection_on_create: boolean;
  zxcvbn_feedback: { suggestions: string[]; warning: string };
  luds_feedback: {
    has_lower_case: boolean;
    has_upper_case: boolean;
    has_digit: boolean;
    has_symbol: boolean;
    missing_complexity: number;
    missing_characters: number;
  };
}

/** A response that only acknowledges the call (emails sent, session revoked). */
export interface BasicResponse extends ResponseCommon {
  [key: string]: unknown;
}

/** The client's view of the signed-in member, persisted and shared across tabs. */
export interface ClientState {
  member: Member;
  organization: Organization;
  session: MemberSession;
}

/** The session tokens kept in cookies. */
export interface SessionTokens {
  session_token: string;
  session_jwt: string;
}
