import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { identityOrganizations } from '../schema.js';

/**
 * Email domains an organization claims. `pending` until the DNS TXT record
 * `shelfscope-verification=<token>` is found at the domain, then `verified`; a re-check that no
 * longer finds it makes it `pending` again (lostAt). One organization of a project at most may
 * hold a domain verified (the partial unique index): the claimed-domain rule.
 */
export const identityOrganizationDomains = pgTable(
  'identity_organization_domains',
  {
    domainId: text('domain_id').primaryKey(),
    projectId: text('project_id').notNull(),
    organizationId: text('organization_id')
      .notNull()
      .references(() => identityOrganizations.organizationId, { onDelete: 'cascade' }),
    /** Lowercase, no trailing dot. */
    domain: text('domain').notNull(),
    /** The value after `shelfscope-verification=`: 128 bits, base64url. Not a secret (it is published in DNS). */
    verificationToken: text('verification_token').notNull(),
    status: text('status', { enum: ['pending', 'verified'] })
      .notNull()
      .default('pending'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    /** What the last check found wrong (empty when it found the record). */
    lastCheckError: text('last_check_error').notNull().default(''),
    /** When a re-check last found the record gone (the domain was unverified then). */
    lostAt: timestamp('lost_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('identity_organization_domains_org_domain_idx').on(t.organizationId, t.domain),
    uniqueIndex('identity_organization_domains_claimed_idx').on(t.projectId, t.domain).where(sql`${t.status} = 'verified'`),
    index('identity_organization_domains_check_idx').on(t.status, t.lastCheckedAt),
  ],
);
