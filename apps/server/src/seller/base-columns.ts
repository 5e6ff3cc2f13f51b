import { boolean, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * The common base fields of seller entities (spec section 3): id, company, who created and
 * changed the row and when, and soft deletion. Every tenant table spreads these in; its
 * row-level-security policy keys on company_id.
 */
export function baseColumns() {
  return {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull(),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by'),
    modified: timestamp('modified', { withTimezone: true }),
    modifiedBy: text('modified_by'),
    deleted: boolean('deleted').notNull().default(false),
    deletedBy: text('deleted_by'),
  };
}
