import { sql } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { baseColumns } from '../base-columns.js';

export const categories = pgTable('categories', { ...baseColumns(), name: text('name').notNull() }, (t) => [
  // A name is used once per company among live categories (case-insensitive).
  uniqueIndex('categories_company_name_idx').on(t.companyId, sql`lower(${t.name})`).where(sql`not ${t.deleted}`),
  index('categories_company_idx').on(t.companyId),
]);

/** Which categories a supplier is in (many to many, per company). */
export const supplierCategories = pgTable(
  'supplier_categories',
  {
    companyId: uuid('company_id').notNull(),
    supplierId: uuid('supplier_id').notNull(),
    categoryId: uuid('category_id').notNull(),
  },
  (t) => [
    uniqueIndex('supplier_categories_pair_idx').on(t.supplierId, t.categoryId),
    index('supplier_categories_category_idx').on(t.categoryId),
  ],
);
