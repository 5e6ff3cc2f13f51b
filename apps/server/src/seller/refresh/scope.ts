import { Id } from '@shelfscope/contracts';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { products } from '../products/schema.js';
import { inScope } from '../products/service.js';
import { shortlistItems, shortlists } from '../shortlists/schema.js';
import { suppliers } from '../suppliers/schema.js';
import { companyFilter, type Tenant } from '../tenancy.js';
import type { RefreshRecord } from './deps.js';

/** What a refresh covers: products by id, a supplier's products or a shortlist's. */
export type RefreshScope =
  | { scope: 'ids'; productIds: string[] }
  | { scope: 'supplier'; supplierId: string }
  | { scope: 'shortlist'; shortlistId: string; supplierId: string };

type ScopeColumns = Pick<RefreshRecord, 'scope' | 'productIds' | 'supplierId' | 'shortlistId'>;

/**
 * The company's live products a refresh covers, read again at every batch: a product deleted
 * meanwhile drops out, and one added to a supplier meanwhile is picked up (it sorts by id).
 */
export function scopeWhere(tenant: Tenant, refresh: ScopeColumns): SQL {
  const live = and(companyFilter(tenant, products.companyId), eq(products.deleted, false)) as SQL;
  if (refresh.scope === 'supplier' && refresh.supplierId) return inScope(tenant, { supplierId: refresh.supplierId });
  if (refresh.scope === 'shortlist' && refresh.shortlistId) {
    const items = tenant.db
      .select({ id: shortlistItems.productId })
      .from(shortlistItems)
      .where(
        and(
          companyFilter(tenant, shortlistItems.companyId),
          eq(shortlistItems.shortlistId, refresh.shortlistId),
          eq(shortlistItems.deleted, false),
        ),
      );
    return and(live, inArray(products.id, items)) as SQL;
  }
  const ids = (refresh.productIds ?? []).filter((id) => Id.safeParse(id).success);
  return ids.length > 0 ? (and(live, inArray(products.id, ids)) as SQL) : sql`false`;
}

/** The columns of a refresh row that record its scope. */
export function scopeColumns(scope: RefreshScope): ScopeColumns {
  return {
    scope: scope.scope,
    productIds: scope.scope === 'ids' ? [...new Set(scope.productIds)].sort() : null,
    supplierId: scope.scope === 'ids' ? null : scope.supplierId,
    shortlistId: scope.scope === 'shortlist' ? scope.shortlistId : null,
  };
}

/** How notifications name what a refresh covers: the shortlist or supplier, by name. */
export async function scopeLabel(tenant: Tenant, refresh: ScopeColumns): Promise<string> {
  if (refresh.scope === 'shortlist' && refresh.shortlistId) {
    const [row] = await tenant.db
      .select({ name: shortlists.name })
      .from(shortlists)
      .where(eq(shortlists.id, refresh.shortlistId));
    return row ? `Shortlist ${row.name}` : 'A shortlist';
  }
  if (refresh.scope === 'supplier' && refresh.supplierId) {
    const [row] = await tenant.db.select({ name: suppliers.name }).from(suppliers).where(eq(suppliers.id, refresh.supplierId));
    return row ? row.name : 'A supplier';
  }
  return 'Selected products';
}
