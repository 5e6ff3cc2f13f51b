import type { ProductListQuery } from '@shelfscope/contracts';
import { findSupplier, firstSupplierId } from '../suppliers/service.js';
import type { Tenant } from '../tenancy.js';
import { type ItemText, listProductsJson } from './list-json.js';

/**
 * `GET /api/Product`: the asked supplier's products (404 when it is not the company's), or
 * without `supplierId` the first supplier's by name, as the grid defaults to: a first visit asks
 * for its rows beside the suppliers rather than after them (issue 40, item 29).
 */
export async function listSupplierProducts(
  tenant: Tenant,
  { supplierId: asked, ...query }: ProductListQuery,
): Promise<{ items: ItemText[]; totalItems: number }> {
  const supplierId = asked ?? (await firstSupplierId(tenant));
  if (supplierId === null) return { items: [], totalItems: 0 };
  await findSupplier(tenant, supplierId);
  return listProductsJson(tenant, { supplierId }, query);
}
