import { boolean, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A message to one member (an upload or a refresh finished, a limit stopped work). */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id').notNull(),
    memberId: text('member_id').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    data: jsonb('data').notNull().default({}),
    read: boolean('read').notNull().default(false),
    created: timestamp('created', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('notifications_member_created_idx').on(t.companyId, t.memberId, t.created.desc())],
);
