import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Every call to the admin area: reads, denials (a non-admin knocking) and self-heals, with who,
 * what and when. Not a tenant table: it spans companies and only platform admins read it.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    memberId: text('member_id').notNull(),
    email: text('email').notNull(),
    /** The route, e.g. "GET /api/admin/Users/:userId". */
    action: text('action').notNull(),
    /** The user, customer or search the call was about. */
    target: text('target'),
    /** allowed | denied | failed */
    outcome: text('outcome').notNull(),
    statusCode: integer('status_code').notNull(),
    /** The query and path values, and for a self-heal what it changed. Never card data. */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
  },
  (t) => [index('admin_audit_log_at_idx').on(t.at)],
);
