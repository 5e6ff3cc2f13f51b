import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Which demo-data steps have run, so each runs once per database. */
export const seedRuns = pgTable('seed_runs', {
  step: text('step').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
