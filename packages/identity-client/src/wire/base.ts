import { z } from 'zod';

/**
 * The identity API's wire format (/sdk/v1) as zod schemas: the server declares them as its routes'
 * responses (so OpenAPI documents them and tests validate answers against them), and this client
 * takes its types from them with `import type` only, so the widget's bundle never carries zod.
 * `looseObject`: the official client reads the fields it knows and keeps the rest; so do we, and a
 * field the server adds later does not break an older client.
 */

const Meta = { status_code: z.number().int(), request_id: z.string() };

/**
 * An identity answer: the data's fields with status_code and request_id both beside and inside
 * `data` (the provider's envelope; platform/http/envelopes.ts `identityOk` on the server).
 */
export const identityEnvelope = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...Meta, data: z.looseObject({ ...shape, ...Meta }) });

const isoDate = z.string().describe('ISO 8601 timestamp');
const stringMap = z.record(z.string(), z.unknown());

const OAuthFactorDetail = z.object({ id: z.string(), provider_subject: z.string(), email_id: z.string() });
const SsoFactorDetail = z.object({ id: z.string(), provider_id: z.string(), external_id: z.string() });

/** An authentication factor of a session, as the wire and the session JWT carry it. */
export const AuthFactorSchema = z.looseObject({
  type: z.enum([
    'magic_link',
    'email_otp',
    'password',
    'sso',
    'oauth',
    'totp',
    'sms_otp',
    'recovery_code',
    'trusted_auth_token',
    'access_token_exchange',
    'impersonated',
    'webauthn',
  ]),
  delivery_method: z.string(),
  last_authenticated_at: isoDate,
  email_factor: z.object({ email_id: z.string(), email_address: z.string() }).optional(),
  trusted_auth_token_factor: z.object({ token_id: z.string() }).optional(),
  impersonated_factor: z.object({ impersonator_id: z.string(), impersonator_email_address: z.string() }).optional(),
  phone_number_factor: z.object({ phone_id: z.string(), phone_number: z.string() }).optional(),
  authenticator_app_factor: z.object({ totp_id: z.string() }).optional(),
  google_oauth_factor: OAuthFactorDetail.optional(),
  microsoft_oauth_factor: OAuthFactorDetail.optional(),
  hubspot_oauth_factor: OAuthFactorDetail.optional(),
  slack_oauth_factor: OAuthFactorDetail.optional(),
  github_oauth_factor: OAuthFactorDetail.optional(),
  saml_sso_factor: SsoFactorDetail.optional(),
  oidc_sso_factor: SsoFactorDetail.optional(),
  webauthn_factor: z
    .object({ webauthn_registration_id: z.string(), domain: z.string(), user_agent: z.string(), user_verified: z.boolean() })
    .optional(),
});

export const SsoActiveConnectionSchema = z.looseObject({
  connection_id: z.string(),
  display_name: z.string(),
  identity_provider: z.string(),
});

export const ScimActiveConnectionSchema = z.looseObject({
  connection_id: z.string(),
  display_name: z.string(),
  bearer_token_last_four: z.string(),
  bearer_token_expires_at: z.string(),
});

/** An organization (tenant), as `organizationWire` builds it. */
export const OrganizationSchema = z.looseObject({
  organization_id: z.string(),
  organization_name: z.string(),
  organization_slug: z.string(),
  organization_logo_url: z.string(),
  organization_external_id: z.string(),
  trusted_metadata: stringMap,
  email_allowed_domains: z.array(z.string()),
  email_jit_provisioning: z.string(),
  email_invites: z.string(),
  auth_methods: z.string(),
  allowed_auth_methods: z.array(z.string()),
  mfa_policy: z.string(),
  mfa_methods: z.string(),
  allowed_mfa_methods: z.array(z.string()),
  sso_default_connection_id: z.string().nullable(),
  sso_jit_provisioning: z.string(),
  sso_jit_provisioning_allowed_connections: z.array(z.string()),
  sso_active_connections: z.array(SsoActiveConnectionSchema),
  scim_active_connection: ScimActiveConnectionSchema.nullable(),
  oauth_tenant_jit_provisioning: z.string(),
  allowed_oauth_tenants: z.record(z.string(), z.array(z.string())),
  rbac_email_implicit_role_assignments: z.array(z.unknown()),
  claimed_email_domains: z.array(z.string()),
  created_at: isoDate,
  updated_at: isoDate,
});

export const MemberRoleSchema = z.object({
  role_id: z.string(),
  sources: z.array(z.object({ type: z.string(), details: stringMap })),
});

/** A member of an organization, as `memberWire` builds it. */
export const MemberSchema = z.looseObject({
  organization_id: z.string(),
  member_id: z.string(),
  email_address: z.string(),
  email_address_verified: z.boolean(),
  status: z.string(),
  name: z.string(),
  trusted_metadata: stringMap,
  untrusted_metadata: stringMap,
  is_breakglass: z.boolean(),
  is_admin: z.boolean(),
  is_locked: z.boolean(),
  member_password_id: z.string(),
  mfa_enrolled: z.boolean(),
  mfa_phone_number: z.string(),
  mfa_phone_number_verified: z.boolean(),
  totp_registration_id: z.string(),
  default_mfa_method: z.string(),
  sso_registrations: z.array(
    z.looseObject({ connection_id: z.string(), external_id: z.string(), registration_id: z.string(), sso_attributes: stringMap }),
  ),
  oauth_registrations: z.array(
    z.looseObject({
      member_oauth_registration_id: z.string(),
      provider_type: z.string(),
      provider_subject: z.string(),
      profile_picture_url: z.string(),
      locale: z.string(),
    }),
  ),
  retired_email_addresses: z.array(z.object({ email_id: z.string(), email_address: z.string() })),
  scim_registration: z
    .looseObject({ connection_id: z.string(), registration_id: z.string(), external_id: z.string(), scim_attributes: stringMap })
    .nullable(),
  external_id: z.string(),
  roles: z.array(MemberRoleSchema),
  created_at: isoDate,
  updated_at: isoDate,
});

/** A member's session, as `memberSessionWire` builds it. */
export const MemberSessionSchema = z.looseObject({
  member_session_id: z.string(),
  member_id: z.string(),
  organization_id: z.string(),
  organization_slug: z.string(),
  started_at: isoDate,
  last_accessed_at: isoDate,
  expires_at: isoDate,
  authentication_factors: z.array(AuthFactorSchema),
  custom_claims: stringMap,
  roles: z.array(z.string()),
});

export type AuthFactor = z.infer<typeof AuthFactorSchema>;
export type Organization = z.infer<typeof OrganizationSchema>;
export type Member = z.infer<typeof MemberSchema>;
export type MemberSession = z.infer<typeof MemberSessionSchema>;
