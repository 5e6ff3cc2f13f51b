import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** The dev mailbox: where email lands when no SMTP server is configured. */
export const devMailboxMessages = pgTable(
  'dev_mailbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    outboxId: uuid('outbox_id').unique(),
    to: text('to').notNull(),
    from: text('from').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_mailbox_to_created_idx').on(t.to, t.createdAt)],
);

/** The dev SMS outbox: where text messages land when Twilio is not configured. */
export const devSmsMessages = pgTable(
  'dev_sms_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_sms_to_created_idx').on(t.to, t.createdAt)],
);
