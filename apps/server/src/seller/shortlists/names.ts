import { and, asc, eq, inArray } from 'drizzle-orm';
import { companyFilter, type Tenant } from '../tenancy.js';
import { shortlistItems, shortlists } from './schema.js';

/** The names of the live shortlists each product is on (a product's `shortlistNames`). */
export async function shortlistNamesOf(tenant: Tenant, productIds: string[]): Promise<Map<string, string[]>> {
  if (productIds.length === 0) return new Map();
  const rows = await tenant.db
    .select({ productId: shortlistItems.productId, name: shortlists.name })
    .from(shortlistItems)
    .innerJoin(shortlists, eq(shortlists.id, shortlistItems.shortlistId))
    .where(
      and(
        companyFilter(tenant, shortlistItems.companyId),
        inArray(shortlistItems.productId, productIds),
        eq(shortlistItems.deleted, false),
        eq(shortlists.deleted, false),
      ),
    )
    .orderBy(asc(shortlists.name));
  const names = new Map<string, string[]>();
  for (const row of rows) names.set(row.productId, [...(names.get(row.productId) ?? []), row.name]);
  return names;
}
