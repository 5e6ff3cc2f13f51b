import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** The one identity project of this deployment (created at first boot). */
export const identityProjects = pgTable('identity_projects', {
  projectId: text('project_id').primaryKey(),
  name: text('name').notNull(),
  publicToken: text('public_token').notNull().unique(),
  /** 'test' in development, 'live' in production; it is part of every id and token prefix. */
  environment: text('environment', { enum: ['test', 'live'] }).notNull(),
  createdAt: createdAt(),
});

/** JWT signing keys. The newest unretired key signs; JWKS serves it and the one before. */
export const identitySigningKeys = pgTable('identity_signing_keys', {
  kid: text('kid').primaryKey(),
  projectId: text('project_id').notNull(),
  /** The private JWK, encrypted with the server secret (AES-256-GCM). */
  privateJwkEncrypted: text('private_jwk_encrypted').notNull(),
  publicJwk: jsonb('public_jwk').notNull(),
  createdAt: createdAt(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});

export const identityOrganizations = pgTable(
  'identity_organizations',
  {
    organizationId: text('organization_id').primaryKey(),
    projectId: text('project_id').notNull(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    logoUrl: text('logo_url').notNull().default(''),
    emailAllowedDomains: text('email_allowed_domains').array().notNull().default(sql`'{}'::text[]`),
    /** The domains this organization has verified by DNS, kept by domains/verify.ts (wire: claimed_email_domains). */
    claimedEmailDomains: text('claimed_email_domains').array().notNull().default(sql`'{}'::text[]`),
    /** RESTRICTED (join by allowed domain) | NOT_ALLOWED. */
    emailJitProvisioning: text('email_jit_provisioning').notNull().default('NOT_ALLOWED'),
    /** ALL_ALLOWED | RESTRICTED | NOT_ALLOWED. */
    emailInvites: text('email_invites').notNull().default('ALL_ALLOWED'),
    /** ALL_ALLOWED | RESTRICTED (then allowed_auth_methods applies). */
    authMethods: text('auth_methods').notNull().default('ALL_ALLOWED'),
    allowedAuthMethods: text('allowed_auth_methods').array().notNull().default(sql`'{}'::text[]`),
    /** OPTIONAL | REQUIRED_FOR_ALL. */
    mfaPolicy: text('mfa_policy').notNull().default('OPTIONAL'),
    mfaMethods: text('mfa_methods').notNull().default('ALL_ALLOWED'),
    allowedMfaMethods: text('allowed_mfa_methods').array().notNull().default(sql`'{}'::text[]`),
    ssoDefaultConnectionId: text('sso_default_connection_id'),
    /** RESTRICTED (join by an allowed OAuth tenant) | NOT_ALLOWED. */
    oauthTenantJitProvisioning: text('oauth_tenant_jit_provisioning').notNull().default('NOT_ALLOWED'),
    /** Tenants per provider whose users may join: {google: ['example.com'], slack: ['T0123'], ...}. */
    allowedOauthTenants: jsonb('allowed_oauth_tenants').$type<Record<string, string[]>>().notNull().default({}),
    /** ALL_ALLOWED | RESTRICTED (then sso_jit_provisioning_allowed_connections) | NOT_ALLOWED. */
    ssoJitProvisioning: text('sso_jit_provisioning').notNull().default('ALL_ALLOWED'),
    ssoJitProvisioningAllowedConnections: text('sso_jit_provisioning_allowed_connections')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * The organization's active SSO connections as the wire serves them, kept by sso/connections.ts
     * whenever a connection changes (so every organization answer carries them without a join).
     */
    ssoActiveConnections: jsonb('sso_active_connections').$type<SsoActiveConnection[]>().notNull().default([]),
    /** The organization's SCIM connection as the wire serves it, kept by scim/connections.ts. */
    scimActiveConnection: jsonb('scim_active_connection').$type<ScimActiveConnection | null>(),
    trustedMetadata: jsonb('trusted_metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('identity_organizations_slug_idx').on(t.projectId, t.slug)],
);

export type RetiredEmail = { email_id: string; email_address: string };
export type OAuthRegistration = {
  member_oauth_registration_id: string;
  provider_type: string;
  provider_subject: string;
  profile_picture_url: string;
  locale: string;
};
export type ScimActiveConnection = {
  connection_id: string;
  display_name: string;
  bearer_token_last_four: string;
  bearer_token_expires_at: string;
};
/** A member provisioned by a SCIM connection; scim_attributes is the SCIM User resource as the IdP sent it. */
export type ScimRegistration = {
  connection_id: string;
  registration_id: string;
  external_id: string;
  scim_attributes: Record<string, unknown>;
};
export type SsoActiveConnection = { connection_id: string; display_name: string; identity_provider: string };
/** A member's link to an SSO connection: the IdP subject it signed in as (sso/authenticate.ts). */
export type SsoRegistration = {
  connection_id: string;
  external_id: string;
  registration_id: string;
  sso_attributes: Record<string, unknown>;
};

/** A membership: one email in one organization. The same email has one row per organization. */
export const identityMembers = pgTable(
  'identity_members',
  {
    memberId: text('member_id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => identityOrganizations.organizationId, { onDelete: 'cascade' }),
    /** Stored lowercased and trimmed. */
    emailAddress: text('email_address').notNull(),
    emailAddressVerified: boolean('email_address_verified').notNull().default(false),
    /** active | pending | invited | deleted. */
    status: text('status').notNull().default('active'),
    name: text('name').notNull().default(''),
    /** Roles granted explicitly (stytch_member is implicit for everyone). */
    roles: text('roles').array().notNull().default(sql`'{}'::text[]`),
    passwordHash: text('password_hash'),
    memberPasswordId: text('member_password_id'),
    /** Set when the password was found in a breach list: the next login must reset it. */
    passwordResetRequired: boolean('password_reset_required').notNull().default(false),
    mfaEnrolled: boolean('mfa_enrolled').notNull().default(false),
    mfaPhoneNumber: text('mfa_phone_number').notNull().default(''),
    mfaPhoneNumberVerified: boolean('mfa_phone_number_verified').notNull().default(false),
    totpRegistrationId: text('totp_registration_id').notNull().default(''),
    defaultMfaMethod: text('default_mfa_method').notNull().default(''),
    trustedMetadata: jsonb('trusted_metadata').$type<Record<string, unknown>>().notNull().default({}),
    untrustedMetadata: jsonb('untrusted_metadata').$type<Record<string, unknown>>().notNull().default({}),
    /** Addresses this member had before an email update: [{email_id, email_address}], until unlinked. */
    retiredEmailAddresses: jsonb('retired_email_addresses').$type<RetiredEmail[]>().notNull().default([]),
    /** The OAuth identities this member signed in with (wire: oauth_registrations). */
    oauthRegistrations: jsonb('oauth_registrations').$type<OAuthRegistration[]>().notNull().default([]),
    /** The SSO connections this member has signed in through (sso_registrations on the wire). */
    ssoRegistrations: jsonb('sso_registrations').$type<SsoRegistration[]>().notNull().default([]),
    /** Set when a SCIM connection provisioned (or took over) this member. */
    scimRegistration: jsonb('scim_registration').$type<ScimRegistration | null>(),
    /**
     * Roles granted by the SCIM connection's group rules (scim/roles.ts recomputes them), kept
     * apart from `roles` so a SCIM change never removes a role granted by other means.
     */
    scimRoles: text('scim_roles').array().notNull().default(sql`'{}'::text[]`),
    /**
     * Roles granted by the implicit role assignments of the SSO connection the member last signed
     * in through (sso/implicit-roles.ts sets them at each SSO sign-in), apart from `roles` likewise.
     */
    ssoRoles: text('sso_roles').array().notNull().default(sql`'{}'::text[]`),
    /** The connection that granted `ssoRoles`. */
    ssoRolesConnectionId: text('sso_roles_connection_id'),
    /** Failed authentications in the current lockout window, and when the lock ends. */
    failedAuthCount: integer('failed_auth_count').notNull().default(0),
    failedAuthWindowStart: timestamp('failed_auth_window_start', { withTimezone: true }),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('identity_members_org_email_idx').on(t.organizationId, t.emailAddress),
    index('identity_members_email_idx').on(t.emailAddress),
  ],
);

/** Member sessions. Only the SHA-256 (HMAC) of the opaque token is stored. */
export const identitySessions = pgTable(
  'identity_sessions',
  {
    memberSessionId: text('member_session_id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    memberId: text('member_id')
      .notNull()
      .references(() => identityMembers.memberId, { onDelete: 'cascade' }),
    organizationId: text('organization_id').notNull(),
    authenticationFactors: jsonb('authentication_factors').notNull().default([]),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastAccessedAt: timestamp('last_accessed_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /**
     * 'portal': a session an IT-admin portal link started (identity/portal): it acts with the
     * creating admin's permissions on the portal's routes only (SSO, SCIM, domains) and never
     * gets a JWT. Null: an ordinary member session.
     */
    scope: text('scope', { enum: ['portal'] }),
  },
  (t) => [index('identity_sessions_member_idx').on(t.memberId)],
);

/**
 * Intermediate session tokens (IST): proof of a primary factor while the login is not finished
 * (discovery, or an organization that needs another factor). Ten minutes, single use.
 */
export const identityIntermediateSessions = pgTable('identity_intermediate_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  projectId: text('project_id').notNull(),
  emailAddress: text('email_address').notNull(),
  /** Set when the IST is bound to one organization's login (primary or MFA still required). */
  organizationId: text('organization_id'),
  memberId: text('member_id'),
  authenticationFactors: jsonb('authentication_factors').notNull().default([]),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});

/**
 * One-time secrets sent by email: magic links, one-time passcodes, password resets, invites.
 * Links carry a 256-bit token; passcodes are 6 digits with an attempt cap. Only hashes are stored.
 */
export const identityEmailSecrets = pgTable(
  'identity_email_secrets',
  {
    id: text('id').primaryKey(),
    projectId: text('project_id').notNull(),
    /** magic_link | discovery_magic_link | email_otp | discovery_email_otp | password_reset | discovery_password_reset | invite */
    kind: text('kind').notNull(),
    secretHash: text('secret_hash').notNull(),
    emailAddress: text('email_address').notNull(),
    organizationId: text('organization_id'),
    memberId: text('member_id'),
    pkceCodeChallenge: text('pkce_code_challenge'),
    redirectUrl: text('redirect_url'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    /** A newer secret of the same kind for the same address replaces this one. */
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('identity_email_secrets_hash_idx').on(t.secretHash),
    index('identity_email_secrets_lookup_idx').on(t.projectId, t.kind, t.emailAddress, t.organizationId),
  ],
);

/** Fixed-window counters for rate limits, shared by every server instance. */
export const identityRateLimits = pgTable('identity_rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** Telemetry events sent by the client SDK (POST /sdk/v1/events), kept bounded. */
export const identityEvents = pgTable(
  'identity_events',
  {
    id: text('id').primaryKey(),
    publicToken: text('public_token').notNull(),
    eventName: text('event_name').notNull(),
    details: jsonb('details'),
    errorCode: text('error_code'),
    errorDescription: text('error_description'),
    httpStatusCode: integer('http_status_code'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('identity_events_received_idx').on(t.receivedAt)],
);

/**
 * Authenticator-app (TOTP) registrations. The shared secret is sealed with the TOTP key
 * (AES-256-GCM). A registration is pending until its first code is proven (`verifiedAt`); a
 * member has at most one verified registration. `lastUsedStep` is the newest 30-second step a
 * code was accepted for: a code is accepted only for a later step, so it works once.
 */
export const identityTotps = pgTable(
  'identity_totps',
  {
    totpId: text('totp_id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => identityMembers.memberId, { onDelete: 'cascade' }),
    organizationId: text('organization_id').notNull(),
    secretSealed: text('secret_sealed').notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    lastUsedStep: integer('last_used_step'),
    createdAt: createdAt(),
  },
  (t) => [index('identity_totps_member_idx').on(t.memberId)],
);

/**
 * Backup codes of a TOTP registration: the HMAC finds and checks a code (single use: `usedAt`
 * is set by a conditional update), the sealed copy lets the member see the codes again
 * (GET /b2b/recovery_codes, as the provider's API does).
 */
export const identityRecoveryCodes = pgTable(
  'identity_recovery_codes',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => identityMembers.memberId, { onDelete: 'cascade' }),
    totpId: text('totp_id')
      .notNull()
      .references(() => identityTotps.totpId, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    codeSealed: text('code_sealed').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('identity_recovery_codes_hash_idx').on(t.codeHash),
    index('identity_recovery_codes_member_idx').on(t.memberId),
  ],
);

/** Text-message passcodes: 6 digits, 2 minutes, an attempt cap, bound to member and number. */
export const identitySmsCodes = pgTable(
  'identity_sms_codes',
  {
    id: text('id').primaryKey(),
    memberId: text('member_id')
      .notNull()
      .references(() => identityMembers.memberId, { onDelete: 'cascade' }),
    organizationId: text('organization_id').notNull(),
    /** E.164; becomes the member's MFA number when the code is proven. */
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (t) => [index('identity_sms_codes_member_idx').on(t.memberId)],
);

/**
 * Passkeys (WebAuthn credentials). A passkey belongs to the person (the project's email address),
 * not to one membership: one passkey signs in to every organization of that address, as one
 * email does. `memberId` is the membership it was registered from. The counter and backup state
 * are kept from every assertion (a counter that goes back is a cloned authenticator).
 */
export const identityWebauthnCredentials = pgTable(
  'identity_webauthn_credentials',
  {
    /** base64url credential id, as the authenticator names it. */
    credentialId: text('credential_id').primaryKey(),
    registrationId: text('registration_id').notNull().unique(),
    projectId: text('project_id').notNull(),
    emailAddress: text('email_address').notNull(),
    memberId: text('member_id')
      .notNull()
      .references(() => identityMembers.memberId, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** base64url COSE public key. */
    publicKey: text('public_key').notNull(),
    counter: integer('counter').notNull().default(0),
    transports: text('transports').array().notNull().default(sql`'{}'::text[]`),
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('identity_webauthn_credentials_email_idx').on(t.projectId, t.emailAddress)],
);

/** WebAuthn challenges: single use, five minutes, bound to the ceremony (and member) that asked. */
export const identityWebauthnChallenges = pgTable('identity_webauthn_challenges', {
  challenge: text('challenge').primaryKey(),
  kind: text('kind', { enum: ['register', 'authenticate'] }).notNull(),
  memberId: text('member_id'),
  /** Primary sign-in requires user verification; a second factor only presence. */
  userVerification: text('user_verification', { enum: ['required', 'preferred'] }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});

/**
 * Where a session is used from, for the member's list of their sessions (Settings): the address
 * and browser of its sign-in, then of its latest refresh. Written when an identity answer carries
 * the session (session-activity/record.ts); ends with the session.
 */
export const identitySessionDevices = pgTable('identity_session_devices', {
  memberSessionId: text('member_session_id')
    .primaryKey()
    .references(() => identitySessions.memberSessionId, { onDelete: 'cascade' }),
  ipAddress: text('ip_address').notNull(),
  userAgent: text('user_agent').notNull(),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
});
