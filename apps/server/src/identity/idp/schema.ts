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
