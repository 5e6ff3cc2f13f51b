import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Leads from the public marketing form. Not tenant data: no company, no row-level security. */
export const marketingLeads = pgTable(
  'marketing_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** The campaign the lead came from (the spec's field name is `compagain`). */
    campaign: text('campaign'),
    ipAddress: text('ip_address'),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('marketing_leads_email_idx').on(t.email)],
);
