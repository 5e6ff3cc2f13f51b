import type { SsoTestResult } from '@shelfscope/identity-client/wire';
import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { identityOrganizations } from '../schema.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** An IdP verification certificate of a SAML connection (PEM, with what it says about itself). */
export type StoredCertificate = {
  certificate_id: string;
  certificate: string;
  issuer: string;
  created_at: string;
  expires_at: string | null;
};

/** A SAML encryption private key (sealed with the identity secret box): never served back. */
export type StoredPrivateKey = { private_key_id: string; private_key_sealed: string; created_at: string };

export type ConnectionRoleAssignment = { role_id: string };
export type GroupRoleAssignment = { role_id: string; group: string };
/** An SP signing key: its certificate (served) and private key (sealed, never served). */
export type SpSigningKey = {
  certificate_id: string;
  certificate: string;
  private_key_sealed: string;
  created_at: string;
  expires_at: string | null;
};

/**
 * SSO connections of an organization: SAML, OIDC, or external (another organization's
 * connection offered to this one). A connection is `active` once its required fields are set
 * (connections.ts), `pending` before.
 */
export const identitySsoConnections = pgTable(
  'identity_sso_connections',
  {
    connectionId: text('connection_id').primaryKey(),
    projectId: text('project_id').notNull(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => identityOrganizations.organizationId, { onDelete: 'cascade' }),
    /** saml | oidc | external */
    type: text('type', { enum: ['saml', 'oidc', 'external'] }).notNull(),
    displayName: text('display_name').notNull().default(''),
    /** active | pending */
    status: text('status').notNull().default('pending'),
    /** google-workspace | microsoft-entra | okta | generic (detected from the issuer, entity id or URLs). */
    identityProvider: text('identity_provider').notNull().default('generic'),
    // OIDC
    issuer: text('issuer').notNull().default(''),
    clientId: text('client_id').notNull().default(''),
    /** The client secret, sealed (AES-256-GCM with the identity secret); empty when unset. */
    clientSecretSealed: text('client_secret_sealed').notNull().default(''),
    authorizationUrl: text('authorization_url').notNull().default(''),
    tokenUrl: text('token_url').notNull().default(''),
    userinfoUrl: text('userinfo_url').notNull().default(''),
    jwksUrl: text('jwks_url').notNull().default(''),
    customScopes: text('custom_scopes').notNull().default(''),
    // SAML
    idpEntityId: text('idp_entity_id').notNull().default(''),
    idpSsoUrl: text('idp_sso_url').notNull().default(''),
    attributeMapping: jsonb('attribute_mapping').$type<Record<string, string>>().notNull().default({}),
    verificationCertificates: jsonb('verification_certificates').$type<StoredCertificate[]>().notNull().default([]),
    encryptionPrivateKeys: jsonb('encryption_private_keys').$type<StoredPrivateKey[]>().notNull().default([]),
    /**
     * Which signatures an IdP response must carry: EITHER (the response or its assertion, the
     * default), RESPONSE, ASSERTION or BOTH. Unsigned is never accepted.
     */
    signatureRequirement: text('signature_requirement').notNull().default('EITHER'),
    /** Roles every member signing in through this connection gets (wire: *_connection_implicit_role_assignments). */
    connectionRoleAssignments: jsonb('connection_role_assignments').$type<ConnectionRoleAssignment[]>().notNull().default([]),
    /** Roles a member gets when the IdP lists one of their groups (wire: *_group_implicit_role_assignments). */
    groupRoleAssignments: jsonb('group_role_assignments').$type<GroupRoleAssignment[]>().notNull().default([]),
    /** SAML: whether an unsolicited (IdP-initiated) response is accepted. Off by default. */
    idpInitiatedAuthEnabled: boolean('idp_initiated_auth_enabled').notNull().default(false),
    /** SAML: where an IdP-initiated sign-in lands when the IdP sends no RelayState (an allowed redirect URL). */
    defaultRelayState: text('default_relay_state').notNull().default(''),
    /** SAML: the IdP's single logout endpoint, and the binding our messages go there by. */
    idpSloUrl: text('idp_slo_url').notNull().default(''),
    idpSloBinding: text('idp_slo_binding', { enum: ['redirect', 'post'] })
      .notNull()
      .default('redirect'),
    /** SAML: our keys signing AuthnRequests, newest first (a rotation keeps the previous one listed). */
    spSigningKeys: jsonb('sp_signing_keys').$type<SpSigningKey[]>().notNull().default([]),
    // External
    externalOrganizationId: text('external_organization_id'),
    externalConnectionId: text('external_connection_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('identity_sso_connections_org_idx').on(t.organizationId)],
);

/**
 * One browser round trip to an IdP (/v1/public/sso/start to the callback or ACS): OIDC state
 * (hashed), nonce and our PKCE verifier (sealed), or the SAML AuthnRequest id; the caller's
 * redirect URLs and PKCE challenge. Single use, ten minutes.
 */
export const identitySsoFlows = pgTable(
  'identity_sso_flows',
  {
    flowId: text('flow_id').primaryKey(),
    projectId: text('project_id').notNull(),
    connectionId: text('connection_id').notNull(),
    organizationId: text('organization_id').notNull(),
    /** The connection whose IdP answers: connectionId, or the one an external connection links. */
    idpConnectionId: text('idp_connection_id').notNull(),
    kind: text('kind', { enum: ['oidc', 'saml'] }).notNull(),
    /** sign_in: a member signs in; test: an admin's "Test connection" (sso/test-connection.ts), no session made. */
    purpose: text('purpose', { enum: ['sign_in', 'test'] })
      .notNull()
      .default('sign_in'),
    /** OIDC: HMAC of the state parameter. */
    stateHash: text('state_hash'),
    nonce: text('nonce'),
    /** OIDC: our PKCE verifier towards the IdP, sealed. */
    codeVerifierSealed: text('code_verifier_sealed'),
    /** SAML: the AuthnRequest ID that InResponseTo must name. */
    samlRequestId: text('saml_request_id'),
    pkceCodeChallenge: text('pkce_code_challenge'),
    loginRedirectUrl: text('login_redirect_url').notNull(),
    signupRedirectUrl: text('signup_redirect_url').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('identity_sso_flows_state_idx').on(t.stateHash),
    index('identity_sso_flows_saml_request_idx').on(t.samlRequestId),
    index('identity_sso_flows_expires_idx').on(t.expiresAt),
  ],
);

/** SAML assertion ids accepted, kept until the assertion expires: the same assertion is refused twice. */
export const identitySamlAssertions = pgTable(
  'identity_saml_assertions',
  {
    connectionId: text('connection_id').notNull(),
    assertionId: text('assertion_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.connectionId, t.assertionId] })],
);

/**
 * `sso` tokens: what the callback or ACS hands the browser (stytch_token_type=sso), exchanged
 * once by POST /b2b/sso/authenticate. 256 bits, only the HMAC stored, ten minutes.
 */
export const identitySsoTokens = pgTable(
  'identity_sso_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    projectId: text('project_id').notNull(),
    organizationId: text('organization_id').notNull(),
    connectionId: text('connection_id').notNull(),
    connectionType: text('connection_type', { enum: ['oidc', 'saml'] }).notNull(),
    emailAddress: text('email_address').notNull(),
    /** The IdP's subject (OIDC sub, SAML NameID). */
    externalId: text('external_id').notNull(),
    name: text('name').notNull().default(''),
    attributes: jsonb('attributes').$type<Record<string, unknown>>().notNull().default({}),
    pkceCodeChallenge: text('pkce_code_challenge'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('identity_sso_tokens_expires_idx').on(t.expiresAt)],
);

/** What a connection test received and what a sign-in would have made of it (sso/test-connection.ts). */
export type { SsoTestResult };

/**
 * An admin's "Test connection": one real sign-in at the IdP whose answer is kept here instead of
 * making a session or a member. Short-lived (TEST_MINUTES), the newest per connection is shown.
 */
export const identitySsoTests = pgTable(
  'identity_sso_tests',
  {
    testId: text('test_id').primaryKey(),
    connectionId: text('connection_id')
      .notNull()
      .references(() => identitySsoConnections.connectionId, { onDelete: 'cascade' }),
    organizationId: text('organization_id').notNull(),
    flowId: text('flow_id').notNull().unique(),
    /** pending until the IdP answers; then succeeded (verified) or failed (refused: error says why). */
    status: text('status', { enum: ['pending', 'succeeded', 'failed'] })
      .notNull()
      .default('pending'),
    result: jsonb('result').$type<SsoTestResult>(),
    error: text('error').notNull().default(''),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('identity_sso_tests_connection_idx').on(t.connectionId, t.createdAt)],
);
