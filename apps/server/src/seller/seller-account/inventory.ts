import { and, eq, sql } from 'drizzle-orm';
import type { SecretBox } from '../../identity/crypto.js';
import { products } from '../products/schema.js';
import { companyFilter, type Tenant } from '../tenancy.js';
import type { SellerAccountRuntime } from './runtime.js';
import { sellerAccounts, sellerInventory } from './schema.js';

type AccountRow = typeof sellerAccounts.$inferSelect;

/**
 * Reads the seller's FBA inventory summaries on every marketplace of the account and keeps them
 * (replacing the last reading), and marks the company's products of those ASINs with the units
 * ("you have 37 units, 2 inbound"). On connecting and daily (inventory-job.ts).
 */
export async function readInventory(options: {
  tenant: Tenant;
  box: SecretBox;
  runtime: SellerAccountRuntime;
  account: AccountRow;
}): Promise<AccountRow> {
  const { tenant, account } = options;
  const client = await options.runtime.account(options.box.open(account.refreshTokenSealed), account.region as 'NA');
  const now = new Date();
  for (const marketplace of account.marketplaces) {
    const items = await client.inventory(marketplace as 'US');
    await tenant.db
      .delete(sellerInventory)
      .where(and(companyFilter(tenant, sellerInventory.companyId), eq(sellerInventory.marketplace, marketplace)));
    const held = items.filter((i) => i.fulfillable + i.inbound > 0);
    if (held.length > 0) {
      await tenant.db.insert(sellerInventory).values(
        held.map((i) => ({
          companyId: tenant.companyId,
          asin: i.asin,
          marketplace,
          fulfillable: i.fulfillable,
          inbound: i.inbound,
          readAt: now,
        })),
      );
    }
    // The products' marks follow the reading: set from it, cleared where the seller holds none now.
    await tenant.db.execute(sql`
      update ${products} p set fba_fulfillable = i.fulfillable, fba_inbound = i.inbound
      from (select ${products.id} as id, si.fulfillable, si.inbound from ${products}
            left join ${sellerInventory} si on si.company_id = ${products.companyId} and si.asin = ${products.asin}
              and si.marketplace = ${products.marketplace}
            where ${products.companyId} = ${tenant.companyId} and ${products.marketplace} = ${marketplace}) i
      where p.id = i.id and (p.fba_fulfillable is distinct from i.fulfillable or p.fba_inbound is distinct from i.inbound)`);
  }
  const [row] = await tenant.db
    .update(sellerAccounts)
    .set({ inventoryReadAt: now })
    .where(eq(sellerAccounts.id, account.id))
    .returning();
  return row ?? account;
}
