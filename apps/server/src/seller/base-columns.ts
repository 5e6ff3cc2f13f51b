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

type BaseRow = {
  id: string;
  companyId: string;
  created: Date;
  createdBy: string | null;
  modified: Date | null;
  modifiedBy: string | null;
  deleted: boolean;
  deletedBy: string | null;
};

/** The base fields of a row as the API sends them (timestamps in ISO 8601 UTC). */
export function baseFieldsDto(row: BaseRow) {
  return {
    id: row.id,
    companyId: row.companyId,
    created: row.created.toISOString(),
    createdBy: row.createdBy,
    modified: row.modified?.toISOString() ?? null,
    modifiedBy: row.modifiedBy,
    deleted: row.deleted,
    deletedBy: row.deletedBy,
  };
}

/** The columns a soft delete sets. */
export function softDeleted(memberId: string) {
  return { deleted: true, deletedBy: memberId, modified: new Date(), modifiedBy: memberId };
}

/** The columns every update sets. */
export function modifiedBy(memberId: string) {
  return { modified: new Date(), modifiedBy: memberId };
}
