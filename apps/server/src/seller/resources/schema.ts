import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { baseColumns } from '../base-columns.js';

/** A user resource (spec section 3): userId, name, resourceType 0..6, value. */
export const userResources = pgTable(
  'user_resources',
  {
    ...baseColumns(),
    userId: text('user_id').notNull(),
    name: text('name'),
    resourceType: integer('resource_type').notNull(),
    value: text('value').notNull(),
  },
  (t) => [index('user_resources_user_idx').on(t.companyId, t.userId, t.resourceType)],
);
