import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { identityMembers, identityOrganizations } from '../schema.js';

/**
 * One-time links an organization admin gives an outside IT admin (docs/identity.md, "IT-admin
 * portal links"). The token is stored only as its HMAC; the link starts one portal session at
 * most (usedAt, memberSessionId) before it expires. Revoking it also ends that session.
 */
export const identityPortalLinks = pgTable(
  'identity_portal_links',
  {
    linkId: text('link_id').primaryKey(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => identityOrganizations.organizationId, { onDelete: 'cascade' }),
    /** The admin who made it: the portal session acts with their permissions (checked at each call). */
    createdByMemberId: text('created_by_member_id')
      .notNull()
      .references(() => identityMembers.memberId, { onDelete: 'cascade' }),
    /** Who it is for, as the admin wrote it (a name or an address; shown in the list only). */
    label: text('label').notNull().default(''),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** How long the session it starts lasts. */
    sessionMinutes: integer('session_minutes').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    memberSessionId: text('member_session_id'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('identity_portal_links_organization_idx').on(t.organizationId, t.createdAt)],
);
