import { findSupplier } from '../suppliers/service.js';
import { listWhere, withIds } from './list-query.js';
import { deleteProducts, inScope, ownProductIds, type ProductScope } from './service.js';
import type { ProductsDeps } from './workflows.js';

const QUICK_VIEW: ProductScope = { quickView: true };

/** Deletes (soft) the company's products among `ids`; ids of other companies or unknown ones count for nothing. */
export async function deleteProductsById({ deps, ids }: { deps: ProductsDeps; ids: string[] }): Promise<{ count: number }> {
  const count = await deps.run(async (tenant) => {
    const rows = await ownProductIds(tenant, ids);
    return deleteProducts(tenant, withIds(rows.map((r) => r.id)));
  });
  return { count };
}

/** Deletes (soft) every product of a supplier's list as searched and filtered; 404 for a supplier not the company's. */
export async function deleteFilteredProducts({
  deps,
  supplierId,
  query,
}: {
  deps: ProductsDeps;
  supplierId: string;
  query: { search?: string | undefined; filter?: string | undefined };
}): Promise<{ count: number }> {
  const count = await deps.run(async (tenant) => {
    await findSupplier(tenant, supplierId);
    return deleteProducts(tenant, listWhere(tenant, { supplierId }, query));
  });
  return { count };
}

/** Empties the quick view (soft delete). */
export async function emptyQuickView({ deps }: { deps: ProductsDeps }): Promise<{ count: number }> {
  return { count: await deps.run((tenant) => deleteProducts(tenant, inScope(tenant, QUICK_VIEW))) };
}
