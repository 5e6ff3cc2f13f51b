import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * An OAuth login on its way to the provider: the `state` we sent (only its hash is kept), our PKCE
 * verifier for the provider (sealed), and what the caller asked for (redirect URLs, its own PKCE
 * challenge). Ten minutes, single use.
 */
export const identityOAuthStates = pgTable(
  'identity_oauth_states',
  {
    stateHash: text('state_hash').primaryKey(),
    projectId: text('project_id').notNull(),
    provider: text('provider').notNull(),
    /** organization | discovery */
    flow: text('flow').notNull(),
    organizationId: text('organization_id'),
    loginRedirectUrl: text('login_redirect_url'),
    signupRedirectUrl: text('signup_redirect_url'),
    discoveryRedirectUrl: text('discovery_redirect_url'),
    /** The caller's challenge; the token this login ends in is bound to it. */
    pkceCodeChallenge: text('pkce_code_challenge'),
    /** Our verifier for the provider's PKCE, sealed with the identity secret. */
    providerCodeVerifierSealed: text('provider_code_verifier_sealed').notNull(),
    nonce: text('nonce'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('identity_oauth_states_expires_idx').on(t.expiresAt)],
);

/** Who the provider said the user is, as the token carries it. */
export type OAuthIdentity = {
  provider: string;
  subject: string;
  emailAddress: string;
  emailVerified: boolean;
  name: string;
  pictureUrl: string;
  locale: string;
  /** The provider's tenants of this user: Google hd, Microsoft tid, Slack team, HubSpot hub, GitHub orgs. */
  tenants: string[];
};

/**
 * The single-use token a finished provider login leaves (oauth or discovery_oauth): only its hash
 * is kept, with the caller's PKCE challenge. The row outlives its use for as long as an IST from
 * it can (its id is the factor id; the discovery exchange reads the tenants back through it).
 */
export const identityOAuthTokens = pgTable(
  'identity_oauth_tokens',
  {
    id: text('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    projectId: text('project_id').notNull(),
    /** oauth | discovery_oauth */
    kind: text('kind').notNull(),
    provider: text('provider').notNull(),
    organizationId: text('organization_id'),
    identity: jsonb('identity').$type<OAuthIdentity>().notNull(),
    pkceCodeChallenge: text('pkce_code_challenge'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('identity_oauth_tokens_expires_idx').on(t.expiresAt)],
);
