import { z } from 'zod';
import { identityEnvelope, MemberSchema, MemberSessionSchema, OrganizationSchema, SsoActiveConnectionSchema } from './base.js';

const RoleAssignment = z.looseObject({ role_id: z.string() });
const GroupRoleAssignment = z.looseObject({ role_id: z.string(), group: z.string() });
const Certificate = z.looseObject({
  certificate_id: z.string(),
  certificate: z.string(),
  issuer: z.string(),
  created_at: z.string(),
  expires_at: z.string().nullable(),
});

/** Fields every kind of connection carries. */
const ConnectionBase = {
  organization_id: z.string(),
  connection_id: z.string(),
  /** pending until its required fields are set, then active. */
  status: z.string(),
  display_name: z.string(),
};

/** A SAML connection as the management calls return it (sso/connections.ts samlConnectionWire). */
export const SamlConnectionSchema = z.looseObject({
  ...ConnectionBase,
  identity_provider: z.string(),
  idp_entity_id: z.string(),
  idp_sso_url: z.string(),
  /** Ours: single logout (sso/slo.ts). */
  idp_slo_url: z.string(),
  idp_slo_binding: z.enum(['redirect', 'post']),
  slo_url: z.string(),
  acs_url: z.string(),
  audience_uri: z.string(),
  alternative_audience_uri: z.string(),
  nameid_format: z.string(),
  attribute_mapping: z.record(z.string(), z.string()),
  signing_certificates: z.array(Certificate),
  verification_certificates: z.array(Certificate),
  /** The keys are never served back: private_key is always empty. */
  encryption_private_keys: z.array(
    z.looseObject({ private_key_id: z.string(), private_key: z.string(), created_at: z.string() }),
  ),
  signature_requirement: z.string(),
  idp_initiated_auth_disabled: z.boolean(),
  /** Ours: where an IdP-initiated sign-in lands when the IdP sends no RelayState. */
  default_relay_state: z.string(),
  saml_connection_implicit_role_assignments: z.array(RoleAssignment),
  saml_group_implicit_role_assignments: z.array(GroupRoleAssignment),
});

/** An OIDC connection as the management calls return it; client_secret is masked (its last four at most). */
export const OidcConnectionSchema = z.looseObject({
  ...ConnectionBase,
  identity_provider: z.string(),
  redirect_url: z.string(),
  issuer: z.string(),
  client_id: z.string(),
  client_secret: z.string(),
  authorization_url: z.string(),
  token_url: z.string(),
  userinfo_url: z.string(),
  jwks_url: z.string(),
  custom_scopes: z.string(),
  attribute_mapping: z.record(z.string(), z.string()),
  oidc_connection_implicit_role_assignments: z.array(RoleAssignment),
  oidc_group_implicit_role_assignments: z.array(GroupRoleAssignment),
});

/** An external connection: another organization's connection, offered to this one. */
export const ExternalConnectionSchema = z.looseObject({
  ...ConnectionBase,
  external_organization_id: z.string(),
  external_connection_id: z.string(),
  external_connection_implicit_role_assignments: z.array(z.unknown()),
  external_group_implicit_role_assignments: z.array(z.unknown()),
});

/** What a connection test received from the IdP and what a sign-in would make of it (ShelfScope's addition). */
export const SsoTestResultSchema = z.looseObject({
  protocol: z.enum(['saml', 'oidc']),
  /** OIDC sub, SAML NameID. */
  subject: z.string(),
  email: z.string(),
  name: z.string(),
  groups: z.array(z.string()),
  /** Every attribute (SAML) or claim (OIDC) the IdP sent, as received. */
  attributes: z.record(z.string(), z.unknown()),
  mapping: z.looseObject({
    ok: z.boolean(),
    /** Why a sign-in would be refused (no email address, JIT not allowed...); empty when ok. */
    error: z.string(),
    /** existing: the member with this address signs in; new: JIT provisioning would add one; none: refused. */
    member: z.enum(['existing', 'new', 'none']),
    roles: z.array(z.string()),
  }),
});

/** A connection test (sso/test-routes.ts). */
export const SsoConnectionTestSchema = z.looseObject({
  test_id: z.string(),
  connection_id: z.string(),
  /** pending until the IdP answers; succeeded: the answer was verified (see mapping); failed: see error. */
  status: z.enum(['pending', 'succeeded', 'failed']),
  error: z.string(),
  result: SsoTestResultSchema.nullable(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  expires_at: z.string(),
});

/**
 * An authenticate answer in either form (sessions/complete-authentication.ts): done (member_session
 * set, tokens issued) or not done (member_session null, an intermediate session token and the step
 * that remains). SSO and impersonation answer it.
 */
export const AuthenticateResultShape = {
  member_id: z.string(),
  member: MemberSchema,
  organization_id: z.string(),
  organization: OrganizationSchema,
  method_id: z.string(),
  reset_sessions: z.boolean(),
  session_token: z.string(),
  session_jwt: z.string(),
  member_session: MemberSessionSchema.nullable(),
  member_authenticated: z.boolean(),
  intermediate_session_token: z.string(),
  primary_required: z.looseObject({ allowed_auth_methods: z.array(z.string()) }).nullable(),
  mfa_required: z
    .looseObject({
      member_options: z.looseObject({ mfa_phone_number: z.string() }).nullable(),
      secondary_auth_initiated: z.string().nullable(),
    })
    .nullable(),
};

/** The answers of /sdk/v1/b2b/sso... */
export const SsoResponses = {
  authenticate: identityEnvelope(AuthenticateResultShape),
  /** Single logout: where to send the browser (redirect binding) or what to POST there (post binding). */
  logout: identityEnvelope({
    sessions_ended: z.number().int(),
    binding: z.enum(['redirect', 'post']),
    logout_url: z.string(),
    form: z.looseObject({ SAMLRequest: z.string() }).optional(),
  }),
  discovery: identityEnvelope({ connections: z.array(SsoActiveConnectionSchema) }),
  list: identityEnvelope({
    saml_connections: z.array(SamlConnectionSchema),
    oidc_connections: z.array(OidcConnectionSchema),
    external_connections: z.array(ExternalConnectionSchema),
  }),
  /** POST /b2b/sso/saml or /b2b/sso/oidc: the new connection, of the kind the path names. */
  created: identityEnvelope({ connection: z.union([SamlConnectionSchema, OidcConnectionSchema]) }),
  saml: identityEnvelope({ connection: SamlConnectionSchema }),
  /** `warning`: the issuer's discovery failed, so the connection stays pending (sso/manage.ts updateOidc). */
  oidc: identityEnvelope({ connection: OidcConnectionSchema, warning: z.string().optional() }),
  external: identityEnvelope({ connection: ExternalConnectionSchema }),
  deleted: identityEnvelope({ connection_id: z.string() }),
  certificateDeleted: identityEnvelope({ certificate_id: z.string() }),
  privateKeyDeleted: identityEnvelope({ private_key_id: z.string() }),
  testStarted: identityEnvelope({ test: SsoConnectionTestSchema, redirect_url: z.string() }),
  test: identityEnvelope({ test: SsoConnectionTestSchema.nullable() }),
};

export type SamlConnection = z.infer<typeof SamlConnectionSchema>;
export type OidcConnection = z.infer<typeof OidcConnectionSchema>;
export type ExternalConnection = z.infer<typeof ExternalConnectionSchema>;
export type SsoTestResult = z.infer<typeof SsoTestResultSchema>;
export type SsoConnectionTest = z.infer<typeof SsoConnectionTestSchema>;
/** The `data` of an answer: what the client hands its caller. */
export type SsoAnswer<K extends keyof typeof SsoResponses> = z.infer<(typeof SsoResponses)[K]>['data'];
/** An SSO connection as discovery lists it (spec section 3, SSO connection). */
export type SsoConnection = z.infer<typeof SsoActiveConnectionSchema>;
