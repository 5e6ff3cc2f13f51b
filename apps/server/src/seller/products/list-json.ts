import { MARKETPLACE_CODES, MARKETPLACES, type ProductListQuery } from '@shelfscope/contracts';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { paged } from '../../platform/http/envelopes.js';
import { shortlistItems, shortlists } from '../shortlists/schema.js';
import { companyFilter, type Tenant } from '../tenancy.js';
import { productCounts } from './count-cache.js';
import { keysetWhere } from './keyset.js';
import { listOrder, listSortKey, listWhere } from './list-query.js';
import { products } from './schema.js';
import type { ProductScope } from './service.js';

/** A timestamp as JavaScript's toISOString writes it (UTC, milliseconds, "Z"). */
const iso = (column: unknown) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The currency of a product's marketplace, as productDto names it; its cost's currency is the
 * one its analysis converted from (`exchangeRate.from`), else the same.
 */
const currencyOf = sql.raw(
  `case ${products.marketplace.name} ${MARKETPLACE_CODES.map((code) => `when '${code}' then '${MARKETPLACES[code].currency}'`).join(' ')} end`,
);

/**
 * One page of products as JSON text, built by the database: the same objects productDto makes
 * (a test holds the two equal), without parsing ~2 kB of analysis per row into objects and
 * writing it out again. On a page of 50 that parse, copy and stringify was most of the list's
 * CPU time and garbage (bench/RESULTS.md, products). `json_build_object` writes floats with
 * float8out (shortest exact, as JavaScript does); jsonb would round them to 15 digits.
 */
export async function listProductsJson(
  tenant: Tenant,
  scope: ProductScope,
  query: Omit<ProductListQuery, 'supplierId'>,
): Promise<{ items: ItemText[]; totalItems: number }> {
  const where = listWhere(tenant, scope, query);
  const order = listOrder(query);
  const names = sql`coalesce((
    select json_agg(${shortlists.name} order by ${shortlists.name})
    from ${shortlistItems} join ${shortlists} on ${shortlists.id} = ${shortlistItems.shortlistId}
    where ${shortlistItems.productId} = ${products.id} and ${companyFilter(tenant, shortlistItems.companyId)}
      and not ${shortlistItems.deleted} and not ${shortlists.deleted}), '[]'::json)`;
  const own = sql<string>`json_build_object(
    'id', ${products.id}, 'companyId', ${products.companyId}, 'created', ${iso(products.created)},
    'createdBy', ${products.createdBy}, 'modified', ${iso(products.modified)}, 'modifiedBy', ${products.modifiedBy},
    'deleted', ${products.deleted}, 'deletedBy', ${products.deletedBy}, 'asin', ${products.asin}, 'upc', ${products.upc},
    'marketplace', ${products.marketplace}, 'currency', ${currencyOf},
    'costCurrency', coalesce(${products.analysis} -> 'exchangeRate' ->> 'from', ${currencyOf}),
    'ownFulfilment', ${products.fulfilment}, 'ownMonthsInStock', ${products.monthsInStock},
    'identifier', ${products.identifier}, 'identifierType', ${products.identifierType}, 'supplierId', ${products.supplierId},
    'supplierUPC', ${products.supplierUpc}, 'itemNumber', ${products.itemNumber},
    'supplierDescription', ${products.supplierDescription}, 'supplierUrl', ${products.supplierUrl},
    'supplierImageUrl', ${products.supplierImageUrl}, 'cost', ${products.cost}, 'preparationCost', ${products.preparationCost},
    'quantityPack', ${products.quantityPack}, 'comment', ${products.comment}, 'rating', ${products.rating},
    'shortlistNames', ${names}, 'override', ${products.override}, 'overrideCustomValue', ${products.overrideCustomValue},
    'versionId', ${products.versionId}, 'versionCreated', ${iso(products.versionCreated)},
    'eligibility', ${products.eligibility}, 'eligibilityCheckedAt', ${iso(products.eligibilityCheckedAt)},
    'fbaFulfillable', ${products.fbaFulfillable}, 'fbaInbound', ${products.fbaInbound})::text`;
  // The analysis is stored without the row's own keys (fields.ts ROW_KEYS), so its text and the
  // row's join into one object (pageBody). Joined here, in bytes: PostgreSQL's left() and right()
  // count characters, and cost more than the rest of the statement.
  const analysis = sql<string>`${products.analysis}::text`;
  const scopeKey = 'supplierId' in scope ? scope.supplierId : 'quick-view';
  // The page, then its total (usually cached): one query at a time, as they share the tenant's
  // transaction and so its connection.
  const listed = sql`${where} and ${products.analysis} is not null`;
  const ids =
    (query.after ? await idsAfter(tenant, listed, query, query.after) : null) ??
    // The page's ids first, then the JSON of those rows only: PostgreSQL computes the select
    // list of the rows an offset skips too, and page 100 would build 5,000 objects.
    tenant.db
      .select({ id: products.id })
      .from(products)
      .where(listed)
      .orderBy(...order)
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize);
  const rows = await tenant.db
    .select({ analysis, own })
    .from(products)
    .where(inArray(products.id, ids))
    .orderBy(...order);
  const totalItems = await productCounts.get(
    tenant.companyId,
    `${scopeKey}\u0000${query.search ?? ''}\u0000${query.filter ?? ''}`,
    async () => {
      const [total] = await tenant.db.select({ value: sql<number>`count(*)::int` }).from(products).where(where);
      return total?.value ?? 0;
    },
  );
  return { items: rows, totalItems };
}

/**
 * The ids of the page that follows the product `after` in the list's order (keyset paging: the
 * grid asks for the window after the one it has): an index range from that product on, where an
 * offset deep into 100,000 products walked (and read the rows of) every product before it
 * (bench/RESULTS.md). Null when `after` is not in the list (deleted, filtered out): the caller
 * pages by offset then.
 *
 * Products without a value come last (listOrder): after a product with a value come those past it
 * and then every one without; after one without, those without past it by id. The two parts are
 * asked for apart, each an index range (an `or` of them made PostgreSQL read the whole range).
 */
async function idsAfter(tenant: Tenant, listed: SQL, query: Omit<ProductListQuery, 'supplierId'>, after: string) {
  const key = listSortKey(query);
  const { column, descending } = key;
  const [cursor] = await tenant.db
    .select({ empty: sql<boolean>`${column} is null` })
    .from(products)
    .where(and(listed, eq(products.id, after)));
  if (!cursor) return null;
  const order = descending ? sql`desc` : sql`asc`;
  const part = (
    where: SQL | undefined,
  ) => sql`(select ${products.id} as id, ${column} as v from ${products} where ${and(listed, where)}
    order by ${column} ${order} nulls last, ${products.id} ${order} nulls last limit ${query.pageSize})`;
  // The same keyset predicates the export pages by (keyset.ts).
  const parts = cursor.empty
    ? part(keysetWhere(key, { phase: 'nulls', afterId: after }))
    : sql`${part(keysetWhere(key, { phase: 'values', afterId: after }))} union all ${part(keysetWhere(key, { phase: 'nulls', afterId: null }))}`;
  return sql`(select id from (${parts}) as after_cursor order by v ${order} nulls last, id ${order} nulls last limit ${query.pageSize})`;
}

/** A listed product as the texts of two JSON objects with distinct keys: one item. */
export type ItemText = { analysis: string; own: string };

/**
 * Sends a list envelope (see envelopes.ts `paged`) around items that are already JSON text, as
 * bytes: Node writes a large string body several times slower than a Buffer (a page of 50
 * products is about 200 kB). The route's response type describes the parsed object, hence the cast.
 */
export function sendPagedJson(
  reply: FastifyReply,
  items: ItemText[],
  page: { page: number; pageSize: number; totalItems: number },
): FastifyReply {
  // The envelope comes from `paged`, so its fields stay defined in one place.
  const { data: _, ...envelope } = paged([], page);
  return reply.type('application/json; charset=utf-8').send(pageBody(items, JSON.stringify(envelope)) as never);
}

/**
 * `{"data":[item,…],…rest}` in UTF-8, each item the two objects of an ItemText joined into one,
 * written straight into one buffer (no joined string is built, flattened and encoded).
 */
export function pageBody(items: ItemText[], rest: string): Buffer {
  let bound = 3 * rest.length + 16;
  for (const item of items) bound += 3 * (item.analysis.length + item.own.length + 3); // at most 3 bytes a UTF-16 unit
  const body = Buffer.allocUnsafe(bound);
  let at = body.write('{"data":[');
  items.forEach((item, i) => {
    if (i > 0) at += body.write(',', at);
    if (item.analysis === '{}') {
      at += body.write(item.own, at);
      return;
    }
    at += body.write(item.analysis, at) - 1; // its closing brace goes
    at += body.write(', ', at);
    at += body.write(item.own.slice(1), at); // and the other's opening one
  });
  at += body.write('],', at);
  at += body.write(rest.slice(1), at);
  return body.subarray(0, at);
}
