import { and, eq, inArray, sql } from 'drizzle-orm';
import { userFilters } from '../filters/schema.js';
import { PRODUCT_FILTER_FIELDS } from '../products/fields.js';
import { compileFilter } from '../products/filter.js';
import { products } from '../products/schema.js';
import { shortlistItems } from '../shortlists/schema.js';
import { companyFilter, type Tenant } from '../tenancy.js';
import type { alertRules } from './schema.js';

export type RuleRow = typeof alertRules.$inferSelect;

/** What a product is, for matching it to rule targets. */
export type TargetProduct = { id: string; supplierId: string | null };

/**
 * Which of `candidates` each rule watches: its product, its supplier's products, its shortlist's
 * items, or the products its saved filter selects now (the filter run in SQL on the candidates
 * alone). A saved filter deleted since, or one that no longer parses, watches nothing.
 */
export async function watchedBy(
  tenant: Tenant,
  rules: RuleRow[],
  candidates: TargetProduct[],
): Promise<Map<string, Set<string>>> {
  const ids = candidates.map((product) => product.id);
  const result = new Map<string, Set<string>>(rules.map((rule) => [rule.id, new Set<string>()]));
  const shortlistIds = [...new Set(rules.flatMap((rule) => (rule.shortlistId ? [rule.shortlistId] : [])))];
  const items =
    shortlistIds.length === 0 || ids.length === 0
      ? []
      : await tenant.db
          .select({ shortlistId: shortlistItems.shortlistId, productId: shortlistItems.productId })
          .from(shortlistItems)
          .where(
            and(
              companyFilter(tenant, shortlistItems.companyId),
              eq(shortlistItems.deleted, false),
              inArray(shortlistItems.shortlistId, shortlistIds),
              inArray(shortlistItems.productId, ids),
            ),
          );
  for (const rule of rules) {
    const watched = result.get(rule.id) as Set<string>;
    if (rule.productId) {
      if (ids.includes(rule.productId)) watched.add(rule.productId);
    } else if (rule.supplierId) {
      for (const product of candidates) if (product.supplierId === rule.supplierId) watched.add(product.id);
    } else if (rule.shortlistId) {
      for (const item of items) if (item.shortlistId === rule.shortlistId) watched.add(item.productId);
    } else if (rule.userFilterId && ids.length > 0) {
      for (const id of await filterSelects(tenant, rule.userFilterId, ids)) watched.add(id);
    }
  }
  return result;
}

/** The ids among `ids` that the saved filter selects (none when it is gone or no longer parses). */
async function filterSelects(tenant: Tenant, userFilterId: string, ids: string[]): Promise<string[]> {
  const [saved] = await tenant.db
    .select({ filter: userFilters.filter })
    .from(userFilters)
    .where(and(companyFilter(tenant, userFilters.companyId), eq(userFilters.id, userFilterId), eq(userFilters.deleted, false)));
  if (!saved) return [];
  let where: ReturnType<typeof compileFilter>;
  try {
    where = compileFilter(saved.filter, PRODUCT_FILTER_FIELDS);
  } catch {
    return [];
  }
  const rows = await tenant.db
    .select({ id: products.id })
    .from(products)
    .where(and(companyFilter(tenant, products.companyId), eq(products.deleted, false), inArray(products.id, ids), sql`${where}`));
  return rows.map((row) => row.id);
}

/** A target's products (for the preview): at most `limit`, the company's live products. */
export async function targetProducts(
  tenant: Tenant,
  target: { productId?: string | null; supplierId?: string | null; shortlistId?: string | null; userFilterId?: string | null },
  limit: number,
): Promise<{ id: string; asin: string }[]> {
  const live = and(companyFilter(tenant, products.companyId), eq(products.deleted, false));
  const base = tenant.db.select({ id: products.id, asin: products.asin }).from(products);
  if (target.productId) return base.where(and(live, eq(products.id, target.productId))).limit(limit);
  if (target.supplierId)
    return base
      .where(and(live, eq(products.supplierId, target.supplierId)))
      .orderBy(products.id)
      .limit(limit);
  if (target.shortlistId) {
    const shortlistId = target.shortlistId;
    return base
      .where(
        and(
          live,
          sql`${products.id} in (select ${shortlistItems.productId} from ${shortlistItems} where ${shortlistItems.shortlistId} = ${shortlistId} and not ${shortlistItems.deleted})`,
        ),
      )
      .orderBy(products.id)
      .limit(limit);
  }
  if (target.userFilterId) {
    const [saved] = await tenant.db
      .select({ filter: userFilters.filter })
      .from(userFilters)
      .where(
        and(
          companyFilter(tenant, userFilters.companyId),
          eq(userFilters.id, target.userFilterId),
          eq(userFilters.deleted, false),
        ),
      );
    if (!saved) return [];
    return base
      .where(and(live, compileFilter(saved.filter, PRODUCT_FILTER_FIELDS)))
      .orderBy(products.id)
      .limit(limit);
  }
  return [];
}
