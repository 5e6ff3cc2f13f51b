import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { baseColumns } from '../base-columns.js';

/** A saved product filter of a member, by name (spec section 7, UserFilters). */
export const userFilters = pgTable(
  'user_filters',
  {
    ...baseColumns(),
    userId: text('user_id').notNull(),
    name: text('name').notNull(),
    /** The filter expression of the product list (validated by the products issue's parser). */
    filter: text('filter').notNull(),
  },
  (t) => [
    uniqueIndex('user_filters_user_name_idx').on(t.companyId, t.userId, sql`lower(${t.name})`).where(sql`not ${t.deleted}`),
  ],
);
