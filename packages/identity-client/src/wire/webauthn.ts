import { z } from 'zod';
import { identityEnvelope, MemberSchema, OrganizationSchema } from './base.js';
import { DiscoveredOrganizationSchema } from './discovery.js';
import { AuthenticateResponse } from './sessions.js';

/** Passkey answers (/sdk/v1/b2b/webauthn/*), shaped like the provider's consumer WebAuthn endpoints. */

/** One of a member's passkeys, with its last use. */
export const WebauthnRegistrationSchema = z.looseObject({
  webauthn_registration_id: z.string(),
  name: z.string(),
  domain: z.string(),
  authenticator_type: z.string(),
  backed_up: z.boolean(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});

/** webauthn/register/start: the creation options as a JSON string (for navigator.credentials.create). */
export const WebauthnRegisterStartResponse = identityEnvelope({
  member_id: z.string(),
  public_key_credential_creation_options: z.string(),
});

/** webauthn/register: the passkey kept. */
export const WebauthnRegisterResponse = identityEnvelope({
  member_id: z.string(),
  webauthn_registration_id: z.string(),
  webauthn_registration: WebauthnRegistrationSchema,
  member: MemberSchema,
  organization: OrganizationSchema,
});

/** webauthn/authenticate/start: the request options as a JSON string (for navigator.credentials.get). */
export const WebauthnAuthenticateStartResponse = identityEnvelope({ public_key_credential_request_options: z.string() });

/**
 * webauthn/authenticate: a login's answer (a second factor, or a primary sign-in into a named or
 * the only organization), or, for a member of several organizations, an intermediate session and
 * the organizations to pick from.
 */
const PasskeyDiscovery = identityEnvelope({
  member_authenticated: z.boolean(),
  intermediate_session_token: z.string(),
  email_address: z.string(),
  discovered_organizations: z.array(DiscoveredOrganizationSchema),
});
// One envelope whose data is either answer (the handler returns one envelope, not a union of two).
export const WebauthnAuthenticateResponse = AuthenticateResponse.extend({
  data: z.union([AuthenticateResponse.shape.data, PasskeyDiscovery.shape.data]),
});

/** webauthn/registrations: the signed-in member's passkeys. */
export const WebauthnRegistrationsResponse = identityEnvelope({ webauthn_registrations: z.array(WebauthnRegistrationSchema) });

/** webauthn/registrations/{id} (DELETE): which passkey went. */
export const WebauthnRegistrationDeleteResponse = identityEnvelope({
  member_id: z.string(),
  webauthn_registration_id: z.string(),
});
