import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { companies } from '../company/schema.js';

/**
 * An organization's API keys. Only the SHA-256 of a key is kept (`key_hash`): the key has 256
 * bits from a CSPRNG, so a fast hash cannot be reversed, and a lookup by hash is one indexed
 * read. `prefix` is the key's first characters, to recognise it in a list.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    /** The member who created it: the key acts as the company on their behalf. */
    createdBy: text('created_by').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedAddress: text('last_used_address'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: text('revoked_by'),
  },
  (t) => [uniqueIndex('api_keys_key_hash_idx').on(t.keyHash), index('api_keys_company_idx').on(t.companyId, t.created)],
);
