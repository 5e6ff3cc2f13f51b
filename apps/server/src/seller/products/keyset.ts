import { and, gt, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { ListSortKey } from './list-query.js';
import { products } from './schema.js';

/**
 * Reading a product list page after page by keyset, not by offset (issue 37, finding 2): each
 * page starts after the last row of the one before, so every page is one short query however
 * deep into the list it is (an offset reads and drops every row before it), and a row added or
 * removed meanwhile moves no other row into or out of the pages still to come.
 *
 * The list's order is its sort column, products without a value last, the id breaking ties
 * (`listOrder`). So a read goes through two phases: the rows with a value, by (value, id), then
 * the rows without one, by id. The last row's value is read back in SQL (`anchor`), never sent
 * from JavaScript: a timestamp has microseconds a Date drops, a real its own rounding.
 */
export type KeysetPosition = { phase: 'values' | 'nulls'; afterId: string | null };

export const KEYSET_START: KeysetPosition = { phase: 'values', afterId: null };

/** The rows of the list that come after `at`. */
export function keysetWhere({ column, descending }: ListSortKey, at: KeysetPosition): SQL | undefined {
  if (at.phase === 'nulls') {
    if (at.afterId === null) return isNull(column);
    return and(isNull(column), descending ? lt(products.id, at.afterId) : gt(products.id, at.afterId));
  }
  if (at.afterId === null) return isNotNull(column);
  const anchor = sql`(select ${column} from ${products} where ${products.id} = ${at.afterId}::uuid)`;
  return descending
    ? sql`(${column}, ${products.id}) < (${anchor}, ${at.afterId}::uuid)`
    : sql`(${column}, ${products.id}) > (${anchor}, ${at.afterId}::uuid)`;
}

/**
 * Where the read goes on after a page: after its last row while pages come back full; once the
 * rows with a value run out, from the first row without one; null when those run out too.
 */
export function keysetNext(at: KeysetPosition, page: { id: string }[], pageSize: number): KeysetPosition | null {
  const last = page.at(-1);
  if (page.length === pageSize && last) return { phase: at.phase, afterId: last.id };
  return at.phase === 'values' ? { phase: 'nulls', afterId: null } : null;
}
