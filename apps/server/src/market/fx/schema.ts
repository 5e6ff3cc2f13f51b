import { date, doublePrecision, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Daily reference exchange rates, shared by every company: units of `currency` one euro buys on
 * `day` (the European Central Bank's convention). Read by the analysis to convert a supplier's
 * costs into the marketplace's currency; the offline file seeds it, an online source adds days.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    day: date('day').notNull(),
    currency: text('currency').notNull(),
    perEuro: doublePrecision('per_euro').notNull(),
    source: text('source').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.day, t.currency] })],
);
