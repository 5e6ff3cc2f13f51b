import { and, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { HttpError } from '../../platform/http/errors.js';
import { containsPattern } from '../../platform/text/like-pattern.js';
import type { Tenant } from '../tenancy.js';
import { PRODUCT_FILTER_FIELDS, PRODUCT_ORDER_FIELDS } from './fields.js';
import { compileFilter } from './filter.js';
import { products } from './schema.js';
import { inScope, type ProductScope } from './service.js';

// A product list's query parts (where, sort key, order), shared by the list route, its JSON
// pages, the grid's keyset windows, the export and the shortlists.

/** The where clause of a list: scope, search (ASIN, title, brand, UPC, item number) and filter. */
export function listWhere(tenant: Tenant, scope: ProductScope, query: { search?: string; filter?: string }): SQL {
  const parts: SQL[] = [inScope(tenant, scope)];
  const search = query.search?.trim();
  if (search) {
    const code = search.toUpperCase();
    const like = containsPattern(search);
    parts.push(
      sql`(${products.asin} = ${code} or ${products.upc} = ${search} or ${products.supplierUpc} = ${search} or ${products.itemNumber} = ${search} or ${products.title} ilike ${like} or ${products.brand} ilike ${like})`,
    );
  }
  if (query.filter?.trim()) parts.push(compileFilter(query.filter, PRODUCT_FILTER_FIELDS));
  return and(...parts) as SQL;
}

/** What the list is sorted by: one column (the id breaks its ties), and which way. */
export type ListSortKey = { column: AnyPgColumn; descending: boolean };

/** The list's sort key: `order` (a PRODUCT_ORDER_FIELDS name), else the newest first. */
export function listSortKey(query: { order?: string; descending?: boolean }): ListSortKey {
  if (!query.order) return { column: products.created, descending: true };
  const column = Object.entries(PRODUCT_ORDER_FIELDS).find(([name]) => name.toLowerCase() === query.order?.toLowerCase())?.[1];
  if (!column)
    throw new HttpError(400, 'invalid_order', `Cannot order by "${query.order}".`, [
      { type: 'invalid_order', description: `Cannot order by "${query.order}".`, field: 'order' },
    ]);
  return { column, descending: query.descending === true };
}

/** `order` must name a listed field (400 otherwise); the default is newest first. */
export function listOrder(query: { order?: string; descending?: boolean }): SQL[] {
  const { column, descending } = listSortKey(query);
  // Products without a value come last either way; the id breaks ties so pages never overlap.
  // Spelled out in full so the orders match the list indexes (schema.ts).
  return descending
    ? [sql`${column} desc nulls last`, sql`${products.id} desc nulls last`]
    : [sql`${column} asc nulls last`, sql`${products.id} asc nulls last`];
}

/** Products whose id is in `ids`. */
export const withIds = (ids: string[]): SQL => inArray(products.id, ids);
