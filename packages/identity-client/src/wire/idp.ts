import { z } from 'zod';
import { identityEnvelope } from './base.js';
import { AuthenticateResultShape } from './sso.js';

const ClientType = z.enum(['first_party', 'third_party']);
const Confidentiality = z.enum(['confidential', 'public']);

/** A connected app as the consent screen shows it (idp/apps.ts connectedAppWire; never the secret). */
export const ConnectedAppPublicSchema = z.looseObject({
  client_id: z.string(),
  client_name: z.string(),
  client_description: z.string(),
  logo_url: z.string(),
  client_type: ClientType,
  confidentiality: Confidentiality,
});

/** One requested scope and whether the member may grant it (spec section 3, consent preflight). */
export const ScopeResultSchema = z.looseObject({ scope: z.string(), description: z.string(), is_grantable: z.boolean() });

/** An app in the organization's and a member's listings (idp/organization-apps.ts appListWire). */
export const ConnectedAppListedSchema = z.looseObject({
  connected_app_id: z.string(),
  name: z.string(),
  description: z.string(),
  client_type: ClientType,
  logo_url: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** The management form's view of an app in the operator admin area (connectedAppAdminWire; never its secret). */
export const ConnectedAppAdminSchema = z.looseObject({
  ...ConnectedAppPublicSchema.shape,
  redirect_urls: z.array(z.string()),
  post_logout_redirect_urls: z.array(z.string()),
  allowed_scopes: z.array(z.string()),
  access_policy: z.looseObject({
    custom_scopes: z.array(
      z.looseObject({
        scope: z.string(),
        description: z.string(),
        permissions: z.array(z.looseObject({ resource_id: z.string(), actions: z.array(z.string()) })),
      }),
    ),
  }),
  has_client_secret: z.boolean(),
  token_endpoint_auth_method: z.enum(['none', 'private_key_jwt', 'client_secret_basic']),
  jwks: z.looseObject({ keys: z.array(z.record(z.string(), z.unknown())) }).nullable(),
  jwks_uri: z.string().nullable(),
  backchannel_logout_uri: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** The answers of the identity provider's SDK routes (/sdk/v1/idp/..., /sdk/v1/b2b/oauth/logout, connected apps). */
export const IdpResponses = {
  authorizeStart: identityEnvelope({
    client: ConnectedAppPublicSchema,
    consent_required: z.boolean(),
    scope_results: z.array(ScopeResultSchema),
    redirect_uri: z.string(),
  }),
  /** Where to send the browser: with a code, or with an OAuth error (then no authorization_code). */
  authorizeSubmit: identityEnvelope({ redirect_uri: z.string(), authorization_code: z.string().optional() }),
  logoutStart: identityEnvelope({ redirect_uri: z.string(), consent_required: z.boolean() }),
  impersonationAuthenticate: identityEnvelope(AuthenticateResultShape),
  organizationApps: identityEnvelope({ connected_apps: z.array(ConnectedAppListedSchema) }),
  organizationApp: identityEnvelope({
    ...ConnectedAppListedSchema.shape,
    active_members: z.array(z.looseObject({ member_id: z.string(), granted_scopes: z.array(z.string()) })),
  }),
  memberApps: identityEnvelope({
    registered_apps: z.array(ConnectedAppListedSchema.extend({ scopes_granted: z.string() })),
  }),
  revoked: identityEnvelope({}),
};

/**
 * The OAuth 2.0 / OpenID Connect endpoints under /v1 and /.well-known answer their RFCs' bodies,
 * not the SDK's envelope (idp/public-routes.ts).
 */
export const OAuthResponses = {
  /** OpenID Connect Discovery 1.0: the fields clients read; the rest is kept as served. */
  openidConfiguration: z.looseObject({
    issuer: z.string(),
    authorization_endpoint: z.string(),
    token_endpoint: z.string(),
    userinfo_endpoint: z.string(),
    jwks_uri: z.string(),
    end_session_endpoint: z.string(),
    response_types_supported: z.array(z.string()),
    grant_types_supported: z.array(z.string()),
    scopes_supported: z.array(z.string()),
    claims_supported: z.array(z.string()),
  }),
  /** RFC 6749 section 5.1; id_token with the openid scope, refresh_token with offline_access. */
  token: z.looseObject({
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    expires_in: z.number().int(),
    scope: z.string(),
    id_token: z.string().optional(),
    refresh_token: z.string().optional(),
  }),
  /** RFC 7009: an empty object, whether or not the token was known. */
  revoke: z.looseObject({}),
  /** RFC 7662: `active: false` alone for a token this app may not see; the claims otherwise. */
  introspect: z.looseObject({ active: z.boolean() }),
  /** The member's claims the access token's scopes allow (idp/tokens.ts memberClaims). */
  userinfo: z.looseObject({ sub: z.string() }),
};

export type ConnectedAppPublic = z.infer<typeof ConnectedAppPublicSchema>;
export type ScopeResult = z.infer<typeof ScopeResultSchema>;
export type ConnectedAppAdmin = z.infer<typeof ConnectedAppAdminSchema>;
/** The `data` of an answer: what the client hands its caller. */
export type IdpAnswer<K extends keyof typeof IdpResponses> = z.infer<(typeof IdpResponses)[K]>['data'];
