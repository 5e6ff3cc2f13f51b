import { HttpError } from '../platform/http/errors.js';

/**
 * The identity API's error types with their status and message. Messages follow the login widget
 * spec (section 8) where it gives them; the client shows error_message for unmapped types.
 */
const CATALOGUE = {
  bad_request: [400, 'The request is malformed.'],
  invalid_email: [400, 'Email format is invalid.'],
  invalid_code: [400, 'Code format is invalid, please try again.'],
  invalid_session_duration: [400, 'session_duration_minutes must be between 5 and 527040.'],
  invalid_organization_slug: [
    400,
    'Organization slugs may contain only letters, numbers and the characters - . _ ~, up to 128 characters.',
  ],
  organization_slug_already_used: [409, 'An organization with this slug already exists.'],
  invalid_redirect_url: [400, 'The redirect URL is not one of the allowed redirect URLs of this project.'],
  pkce_mismatch: [400, 'The PKCE code verifier does not match the code challenge of this request.'],
  missing_pkce: [400, 'This project requires PKCE: send pkce_code_challenge.'],
  breached_password: [400, 'Password appears in the list of breached passwords and must be reset.'],
  weak_password: [400, 'The password is too weak. Check its strength with strength_check first.'],
  reset_password: [400, 'Password must be reset.'],
  unauthorized_credentials: [401, 'Unauthorized credentials.'],
  invalid_public_token: [401, 'The public token is not valid for this project.'],
  user_unauthenticated: [401, 'Must have an active session to call this method. Have you logged in yet?'],
  unable_to_auth_magic_link: [
    401,
    'The magic link could not be authenticated: it has already been used, has expired, or was replaced by a newer one.',
  ],
  unable_to_auth_otp_code: [401, 'The passcode could not be authenticated.'],
  intermediate_session_not_found: [
    404,
    'The intermediate session was not found, has expired, or was already used. Start the login again.',
  ],
  user_lock_limit_reached: [401, 'Too many failed authentication attempts. Please try again later.'],
  unauthorized_action: [403, 'Unauthorized action.'],
  email_jit_provisioning_not_allowed: [403, 'This organization does not allow joining by email domain.'],
  invalid_email_for_jit_provisioning: [403, 'This email address cannot join this organization.'],
  create_organization_disabled: [403, 'Creating organizations is disabled for this project.'],
  email_not_found: [404, 'Email not found.'],
  organization_not_found: [404, 'Organization not found.'],
  member_not_found: [404, 'Member not found.'],
  no_user_password: [404, 'Password not found for this user. Please try again.'],
  member_password_not_found: [404, 'Member password not found.'],
  otp_code_not_found: [404, 'Invalid passcode, please try again.'],
  session_not_found: [404, 'Session not found.'],
  invalid_session_token: [401, 'Invalid session token.'],
  duplicate_member_email: [409, 'A member with this email address already exists in the organization.'],
  too_many_requests: [429, 'Too many requests. Please wait and try again.'],
  retired_email_not_found: [404, 'The member has no retired email address with this id or address.'],
  cannot_remove_last_admin: [400, 'An organization must keep at least one active admin.'],
  invalid_phone_number: [400, 'Phone number format is invalid. Ensure the phone number is in the E.164 format.'],
  duplicate_member_phone_number: [400, 'A member with this phone number already exists in the organization.'],
  invalid_access_token: [401, 'The access token is invalid, expired, or does not grant full_access.'],
  trusted_auth_token_profile_not_found: [404, 'No trusted auth token profile has this profile_id.'],
  invalid_trusted_auth_token: [401, 'The trusted auth token could not be verified against its profile.'],
  captcha_widget_not_built: [404, 'The captcha widget is not built on this server: run `npm run build`.'],
  captcha_failed: [429, 'The captcha could not be verified. Please try again.'],
  unsubscribed_phone_number: [
    400,
    'This phone number has unsubscribed from text messages. Text START to the sender to resubscribe, then try again.',
  ],
  mfa_method_not_allowed: [403, 'This organization does not allow this multi-factor authentication method.'],
  active_totp_exists: [400, 'This member already has an active authenticator app. Remove it before adding another.'],
  totp_not_found: [404, 'No authenticator app is registered for this member.'],
  recovery_code_not_found: [404, 'Invalid backup code, please try again.'],
  sms_delivery_failed: [502, 'The text message could not be sent. Please try again later.'],
  oauth_token_not_found: [404, 'OAuth Token could not be found.'],
  oauth_config_not_found: [404, 'OAuth is not configured for this provider on this server.'],
  oauth_invalid_state: [
    400,
    'The OAuth state is missing, expired, or was already used: the login cannot continue. Start it again.',
  ],
  oauth_flow_callback_error: [400, 'The OAuth provider did not complete the login. Start it again.'],
  oauth_provider_unavailable: [502, 'The OAuth provider could not be reached. Please try again later.'],
  oauth_email_not_verified: [
    403,
    'The OAuth provider has not verified the email address of this account, so it cannot be used to log in.',
  ],
  oauth_auth_method_not_allowed: [403, 'This organization does not allow logging in with this OAuth provider.'],
  oauth_invalid_scope: [400, 'custom_scopes must be scope names separated by spaces.'],
  invalid_id_token: [401, 'The Google ID token could not be verified.'],
  sso_connection_not_found: [404, 'SSO connection not found in this organization.'],
  sso_connection_not_active: [
    400,
    'This SSO connection is not active yet: its identity provider settings are incomplete. Ask your admin to finish setting it up.',
  ],
  sso_token_not_found: [
    404,
    'The SSO token was not found, has expired, or was already used. Start the sign-in with your identity provider again.',
  ],
  sso_jit_provisioning_not_allowed: [
    403,
    'This organization does not let new members join through SSO. Ask an admin of the organization to invite you.',
  ],
  sso_verification_certificate_not_found: [404, 'No verification certificate of this SSO connection has this id.'],
  sso_encryption_private_key_not_found: [404, 'No encryption private key of this SSO connection has this id.'],
  sso_metadata_fetch_failed: [400, 'The identity provider metadata could not be fetched from metadata_url.'],
  sso_invalid_metadata: [400, 'The identity provider metadata is not valid SAML 2.0 IdP metadata.'],
  sso_idp_discovery_failed: [400, 'The OpenID Connect discovery document could not be read from the issuer.'],
  sso_idp_error: [400, 'The identity provider did not sign you in.'],
  sso_invalid_saml_response: [401, 'The SAML response from the identity provider could not be verified.'],
  sso_invalid_oidc_response: [401, 'The OpenID Connect response from the identity provider could not be verified.'],
  sso_flow_not_found: [
    400,
    'This sign-in with your identity provider was not started here, has expired (after 10 minutes), or was already completed. Start again.',
  ],
  sso_idp_initiated_not_allowed: [
    400,
    'This SAML connection does not accept sign-ins started at the identity provider. Start the sign-in from the application.',
  ],
  scim_connection_not_found: [404, 'SCIM connection not found in this organization.'],
  scim_connection_already_exists: [
    409,
    'This organization already has a SCIM connection (an organization has at most one). Update or delete it instead.',
  ],
  scim_rotation_not_started: [
    400,
    'No bearer token rotation is under way for this SCIM connection: start one with rotate/start first.',
  ],
  sso_email_missing: [400, 'The identity provider did not send an email address for this account.'],
  connected_app_not_found: [404, 'No connected app of this project has this client_id.'],
  idp_invalid_redirect_uri: [400, 'The redirect_uri is not one of the registered redirect URLs of this connected app.'],
  idp_invalid_post_logout_redirect_uri: [
    400,
    'The post_logout_redirect_uri is not one of the registered post-logout redirect URLs of this connected app.',
  ],
  idp_unsupported_response_type: [400, 'Only response_type code is supported.'],
  idp_invalid_scope: [400, 'A requested scope is not allowed for this connected app.'],
  idp_invalid_code_challenge: [
    400,
    'code_challenge must be a 43-character base64url SHA-256 challenge with code_challenge_method S256.',
  ],
  idp_missing_code_challenge: [400, 'Public connected apps must send a PKCE code_challenge (S256).'],
  action_not_allowed_email_domain_is_claimed: [
    403,
    'This email domain is claimed by another organization: it has verified it by DNS. Use another domain, or ask that organization to release it.',
  ],
  domain_not_found: [404, 'No email domain of this organization has this domain_id.'],
  domain_verification_failed: [
    400,
    'The verification TXT record was not found at the domain. Publish it, wait for DNS to update, and verify again.',
  ],
  domain_limit_reached: [400, 'An organization may claim at most 50 email domains.'],
  portal_link_not_found: [404, 'The portal link was not found, has expired, was revoked, or was already used.'],
  portal_link_limit_reached: [400, 'An organization may have at most 20 active portal links.'],
  impersonation_token_not_found: [
    404,
    'The impersonation token was not found, has expired (after 5 minutes), or was already used.',
  ],
  // Passkeys (docs/identity.md, "Passkeys"): the provider's consumer WebAuthn error names.
  invalid_public_key_credential: [400, 'public_key_credential is not a valid WebAuthn credential for this request.'],
  webauthn_registration_not_found: [404, 'No passkey of this member has this id.'],
  duplicate_webauthn_registration: [409, 'This passkey is already registered.'],
  webauthn_challenge_not_found: [401, 'The passkey challenge was not found, has expired (after 5 minutes), or was already used.'],
  unable_to_auth_webauthn: [401, 'The passkey could not be authenticated.'],
  webauthn_counter_rollback: [401, "The passkey's signature counter went back: the authenticator may have been cloned."],
} as const satisfies Record<string, readonly [number, string]>;

export type IdentityErrorType = keyof typeof CATALOGUE;

/** An identity API error: `identityError('session_not_found')`, optionally with a sharper message. */
export function identityError(type: IdentityErrorType, message?: string): HttpError {
  const [status, defaultMessage] = CATALOGUE[type];
  return new HttpError(status, type, message ?? defaultMessage);
}
