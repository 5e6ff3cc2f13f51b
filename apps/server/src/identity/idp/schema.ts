import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { identityMembers } from '../schema.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A custom scope of a connected app's access policy: its consent text and the permissions it needs. */
export type CustomScope = {
  scope: string;
  description: string;
  /** The member must hold every one of these (RBAC) to grant the scope; none: anyone may. */
  permissions: { resource_id: string; actions: string[] }[];
};

/**
 * Connected apps: OAuth 2.0 / OpenID Connect clients of this project (docs/identity.md,
 * "ShelfScope as an identity provider"). Confidential apps have a secret, stored only as its
 * HMAC; public apps have none and must use PKCE.
 */
export const identityConnectedApps = pgTable('identity_connected_apps', {
  clientId: text('client_id').primaryKey(),
  projectId: text('project_id').notNull(),
  /** first_party (never asks for consent) | third_party. */
  clientType: text('client_type', { enum: ['first_party', 'third_party'] }).notNull(),
  /** confidential (has a secret) | public (PKCE only, no secret). */
  confidentiality: text('confidentiality', { enum: ['confidential', 'public'] }).notNull(),
  clientName: text('client_name').notNull(),
  clientDescription: text('client_description').notNull().default(''),
  logoUrl: text('logo_url').notNull().default(''),
  clientSecretHash: text('client_secret_hash'),
  /** Exact-match redirect URIs of the authorization code flow. */
  redirectUrls: text('redirect_urls').array().notNull().default(sql`'{}'::text[]`),
  postLogoutRedirectUrls: text('post_logout_redirect_urls').array().notNull().default(sql`'{}'::text[]`),
  /** Custom scopes this app may request (the OIDC scopes are always allowed); client_credentials gets only these. */
  allowedScopes: text('allowed_scopes').array().notNull().default(sql`'{}'::text[]`),
  /** The access policy: custom scope descriptions and the permissions each needs. */
  customScopes: jsonb('custom_scopes').$type<CustomScope[]>().notNull().default([]),
  /**
   * private_key_jwt (RFC 7523): the app's public keys, inline or at a URL. A confidential app
   * with either authenticates only with signed assertions, never with a secret.
   */
  jwks: jsonb('jwks').$type<{ keys: Record<string, unknown>[] }>(),
  jwksUri: text('jwks_uri'),
  /** OIDC Back-Channel Logout 1.0: where a logout token is POSTed when a member's session ends. */
  backchannelLogoutUri: text('backchannel_logout_uri'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * What a member let an app have: one row per member and app. `consentedScopes` is the remembered
 * consent (third-party apps skip the screen when they ask for no more than it); revoking a
 * grant forgets it and ends the app's refresh tokens for that member.
 */
export const identityIdpGrants = pgTable(
  'identity_idp_grants',
  {
    memberId: text('member_id')
      .notNull()
      .references(() => identityMembers.memberId, { onDelete: 'cascade' }),
    clientId: text('client_id')
      .notNull()
      .references(() => identityConnectedApps.clientId, { onDelete: 'cascade' }),
    organizationId: text('organization_id').notNull(),
    consentedScopes: text('consented_scopes').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.clientId] }), index('identity_idp_grants_org_idx').on(t.organizationId)],
);

/** Authorization codes: 256 bits, only the HMAC stored, 60 seconds, single use, bound to everything they were issued for. */
export const identityIdpCodes = pgTable(
  'identity_idp_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    clientId: text('client_id').notNull(),
    memberId: text('member_id').notNull(),
    organizationId: text('organization_id').notNull(),
    memberSessionId: text('member_session_id').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    scopes: text('scopes').array().notNull(),
    nonce: text('nonce'),
    codeChallenge: text('code_challenge'),
    authTime: timestamp('auth_time', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('identity_idp_codes_expires_idx').on(t.expiresAt)],
);

/**
 * Refresh tokens (offline_access), hashed. Every use rotates: the old token gets `rotatedAt`; a
 * rotated token presented again revokes its whole family (reuse detection).
 */
export const identityIdpRefreshTokens = pgTable(
  'identity_idp_refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    familyId: text('family_id').notNull(),
    clientId: text('client_id').notNull(),
    memberId: text('member_id').notNull(),
    organizationId: text('organization_id').notNull(),
    scopes: text('scopes').array().notNull(),
    authTime: timestamp('auth_time', { withTimezone: true }).notNull(),
    /** The session that authorized the grant: the `sid` of ID tokens issued on refresh. */
    memberSessionId: text('member_session_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('identity_idp_refresh_family_idx').on(t.familyId),
    index('identity_idp_refresh_member_idx').on(t.memberId, t.clientId),
  ],
);

/**
 * Every access token issued (by its `jti`): revocation (RFC 7009) and introspection (RFC 7662)
 * need to know of a JWT that its grant ended. Rows go a day after the token expires.
 */
export const identityIdpAccessTokens = pgTable(
  'identity_idp_access_tokens',
  {
    jti: text('jti').primaryKey(),
    clientId: text('client_id').notNull(),
    /** Null for client_credentials tokens (the app itself is the subject). */
    memberId: text('member_id'),
    /** The refresh token family it came with: revoking the family revokes it too. */
    familyId: text('family_id'),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('identity_idp_access_family_idx').on(t.familyId),
    index('identity_idp_access_member_idx').on(t.memberId, t.clientId),
    index('identity_idp_access_expires_idx').on(t.expiresAt),
  ],
);

/** Which apps signed a member in with which session: who gets a back-channel logout token when it ends. */
export const identityIdpSessionApps = pgTable(
  'identity_idp_session_apps',
  {
    memberSessionId: text('member_session_id').notNull(),
    clientId: text('client_id')
      .notNull()
      .references(() => identityConnectedApps.clientId, { onDelete: 'cascade' }),
    memberId: text('member_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberSessionId, t.clientId] })],
);

/** private_key_jwt assertions seen (RFC 7523 3: a `jti` is used once), kept until they expire. */
export const identityIdpAssertions = pgTable(
  'identity_idp_assertions',
  {
    clientId: text('client_id').notNull(),
    jti: text('jti').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.clientId, t.jti] }), index('identity_idp_assertions_expires_idx').on(t.expiresAt)],
);

/** Impersonation tokens issued by a platform admin: 5 minutes, single use, only the HMAC stored. */
export const identityImpersonationTokens = pgTable('identity_impersonation_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  organizationId: text('organization_id').notNull(),
  memberId: text('member_id')
    .notNull()
    .references(() => identityMembers.memberId, { onDelete: 'cascade' }),
  impersonatorId: text('impersonator_id').notNull(),
  impersonatorEmail: text('impersonator_email').notNull(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});
