import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { SecretBox } from '../../identity/crypto.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { withTenant } from '../tenancy.js';
import { readInventory } from './inventory.js';
import type { SellerAccountRuntime } from './runtime.js';
import { sellerAccounts } from './schema.js';

export const INVENTORY_QUEUE = 'seller-account.inventory';

export type InventoryJobDeps = { db: Db; jobs: Jobs; box: SecretBox; runtime: SellerAccountRuntime; log: FastifyBaseLogger };

/**
 * Reads every connected account's FBA inventory again (inventory.ts: the seller_inventory rows
 * and the products' "37 units, 2 inbound" marks), one account after the other within the
 * inventory API's quota. An account Amazon refuses is logged and left as it was; the others go
 * on. Answers how many were read and how many failed.
 */
export async function refreshInventories(deps: Omit<InventoryJobDeps, 'jobs'>): Promise<{ read: number; failed: number }> {
  const accounts = await deps.db.select({ id: sellerAccounts.id, companyId: sellerAccounts.companyId }).from(sellerAccounts);
  let read = 0;
  let failed = 0;
  for (const { id, companyId } of accounts) {
    try {
      await withTenant(deps.db, companyId, async (db) => {
        const [account] = await db.select().from(sellerAccounts).where(eq(sellerAccounts.id, id));
        if (!account) return;
        await readInventory({
          tenant: { db, companyId, memberId: 'system', isAppFilterOn: true },
          box: deps.box,
          runtime: deps.runtime,
          account,
        });
        read += 1;
      });
    } catch (error) {
      failed += 1;
      deps.log.warn({ err: error, accountId: id }, 'seller inventory not read');
    }
  }
  return { read, failed };
}

/**
 * Once a day (SELLER_INVENTORY_CRON, pg-boss's schedule: one job a tick however many instances
 * run), the inventory of every connected account is read again.
 */
export function defineInventoryRefresh(deps: InventoryJobDeps & { cron: string }): void {
  deps.jobs.define(
    INVENTORY_QUEUE,
    async () => {
      await refreshInventories(deps);
    },
    { cron: deps.cron, retryLimit: 1, batchSize: 1, expireInSeconds: 3_600 },
  );
}
