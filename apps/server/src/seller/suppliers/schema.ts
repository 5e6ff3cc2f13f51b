import { sql } from 'drizzle-orm';
import { boolean, doublePrecision, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { baseColumns } from '../base-columns.js';

export const suppliers = pgTable(
  'suppliers',
  {
    ...baseColumns(),
    name: text('name').notNull(),
    /** The marketplace its products are analysed for (a MarketplaceCode). */
    marketplace: text('marketplace').notNull().default('US'),
    /** The ISO 4217 currency its prices are in; null = the marketplace's currency. */
    currency: text('currency'),
    /** Whether its prices include VAT (a retail or UK/EU trade list); the analysis takes it out. */
    costsIncludeVat: boolean('costs_include_vat').notNull().default(false),
    phone: text('phone'),
    email: text('email'),
    address: text('address'),
    number: text('number'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    /** Supplier-wide buy-box override (-1..5) and its custom value (PUT /api/Supplier/override). */
    override: integer('override').notNull().default(-1),
    overrideCustomValue: doublePrecision('override_custom_value'),
  },
  (t) => [
    uniqueIndex('suppliers_company_name_idx').on(t.companyId, sql`lower(${t.name})`).where(sql`not ${t.deleted}`),
    index('suppliers_company_idx').on(t.companyId, t.deleted),
  ],
);
