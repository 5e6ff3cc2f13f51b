import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityOrganizations } from '../schema.js';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A group-to-role rule of a SCIM connection: members of the IdP group get the role. */
export type ScimGroupRoleAssignment = { role_id: string; group_id: string };

/**
 * SCIM connections: at most one per organization (the unique index). The bearer token the IdP
 * presents is stored as an HMAC digest only (SecretBox.hash); during a rotation the next token
 * is stored beside it and both are accepted until the rotation is completed or cancelled.
 */
export const identityScimConnections = pgTable(
  'identity_scim_connections',
  {
    connectionId: text('connection_id').primaryKey(),
    projectId: text('project_id').notNull(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => identityOrganizations.organizationId, { onDelete: 'cascade' }),
    displayName: text('display_name').notNull().default(''),
    /** okta | microsoft-entra | generic | any other provider name given. */
    identityProvider: text('identity_provider').notNull().default('generic'),
    /** active (a connection is usable as soon as it has a token). */
    status: text('status').notNull().default('active'),
    tokenHash: text('token_hash').notNull(),
    tokenLastFour: text('token_last_four').notNull(),
    /** The rotation's new token (digest) while a rotation is under way. */
    nextTokenHash: text('next_token_hash'),
    nextTokenLastFour: text('next_token_last_four'),
    groupRoleAssignments: jsonb('group_role_assignments').$type<ScimGroupRoleAssignment[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('identity_scim_connections_org_idx').on(t.organizationId)],
);

/** A group the IdP pushed through a SCIM connection, with its members (member ids). */
export const identityScimGroups = pgTable(
  'identity_scim_groups',
  {
    groupId: text('group_id').primaryKey(),
    connectionId: text('connection_id')
      .notNull()
      .references(() => identityScimConnections.connectionId, { onDelete: 'cascade' }),
    organizationId: text('organization_id').notNull(),
    displayName: text('display_name').notNull(),
    externalId: text('external_id').notNull().default(''),
    memberIds: text('member_ids').array().notNull().default(sql`'{}'::text[]`),
    /** Bumped by every change: a PATCH applies its operations to one version, or tries again. */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('identity_scim_groups_name_idx').on(t.connectionId, t.displayName),
    index('identity_scim_groups_org_idx').on(t.organizationId),
  ],
);

/**
 * The last SCIM requests of a connection, for the admin's live log: what was asked and how it
 * ended, never a body, a query string or a token. Bounded: scim/request-log.ts keeps the last
 * REQUEST_LOG_SIZE per connection.
 */
export const identityScimRequests = pgTable(
  'identity_scim_requests',
  {
    requestId: text('request_id').primaryKey(),
    connectionId: text('connection_id')
      .notNull()
      .references(() => identityScimConnections.connectionId, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    /** The path under the connection's base URL (/Users/{id}), without the query. */
    path: text('path').notNull(),
    status: integer('status').notNull(),
    /** What happened, in a few words: "User created", or the SCIM error's detail. */
    outcome: text('outcome').notNull(),
    durationMs: integer('duration_ms').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('identity_scim_requests_connection_idx').on(t.connectionId, t.createdAt)],
);
