import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The records the development DNS server (dev/dns/server.ts) answers with, set by the dev tools
 * (/dev/dns), the demo seed and tests. Kept in the database so they survive restarts (the
 * periodic re-verification would otherwise find the demo domain's record gone).
 */
export const devDnsRecords = pgTable(
  'dev_dns_records',
  {
    /** Lowercase, no trailing dot. */
    name: text('name').notNull(),
    /** TXT only for now (domain verification). */
    type: text('type', { enum: ['TXT'] }).notNull(),
    value: text('value').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.name, t.type, t.value] })],
);
