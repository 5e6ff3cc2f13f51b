import { and, eq, inArray } from 'drizzle-orm';
import { companyFilter, type Tenant } from '../tenancy.js';
import { sellerInventory } from './schema.js';

/** The units the seller holds of a product, as its columns take them. */
export type StockedUnits = { fbaFulfillable: number; fbaInbound: number };

/**
 * What the seller already stocks of `asins` on `marketplace`, from the last inventory reading
 * (inventory.ts): a product created between two daily readings (an upload's row, an add by
 * ASIN, the extension) is marked at once, not only by the next refresh. ASINs the seller holds
 * none of are absent.
 */
export async function stockedUnits(tenant: Tenant, marketplace: string, asins: string[]): Promise<Map<string, StockedUnits>> {
  if (asins.length === 0) return new Map();
  const rows = await tenant.db
    .select({ asin: sellerInventory.asin, fbaFulfillable: sellerInventory.fulfillable, fbaInbound: sellerInventory.inbound })
    .from(sellerInventory)
    .where(
      and(
        companyFilter(tenant, sellerInventory.companyId),
        eq(sellerInventory.marketplace, marketplace),
        inArray(sellerInventory.asin, [...new Set(asins)]),
      ),
    );
  return new Map(rows.map(({ asin, ...units }) => [asin, units]));
}
