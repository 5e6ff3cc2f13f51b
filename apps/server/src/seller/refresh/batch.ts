import { and, asc, eq, gt, gte, inArray, sql } from 'drizzle-orm';
import { skuAllowance } from '../plans/sku-allowance.js';
import { products, productVersions } from '../products/schema.js';
import { type ProductsDeps, refreshProducts } from '../products/workflows.js';
import { withTenant } from '../tenancy.js';
import { type RefreshDeps, type RefreshRecord, tenantOf } from './deps.js';
import { refreshes } from './schema.js';
import { scopeWhere } from './scope.js';

/** Another runner committed this batch first (two jobs of one refresh after a restart): this one stands down. */
export class BatchTaken extends Error {
  constructor() {
    super('another job of this refresh committed the batch first');
  }
}

/**
 * Refreshes the next batch of the scope's products after the cursor: market data is fetched
 * outside any transaction (the provider waits for its rate limit there), then one transaction
 * writes the new versions and moves the cursor and counters (refreshProducts runs its writes
 * through `run`, which adds the progress to the same transaction). A crash rolls the whole batch
 * back; a resumed job starts again from the same cursor. Answers whether products are left, or
 * why work stopped.
 */
export async function refreshBatch(deps: RefreshDeps, refresh: RefreshRecord): Promise<'more' | 'done' | { stopped: string }> {
  const { rows, allowance } = await withTenant(deps.db, refresh.companyId, async (db) => {
    const tenant = tenantOf(db, refresh);
    const after = refresh.cursor ? gt(products.id, refresh.cursor) : undefined;
    return {
      rows: await db
        .select()
        .from(products)
        .where(and(scopeWhere(tenant, refresh), after))
        .orderBy(asc(products.id))
        .limit(deps.config.batchProducts),
      allowance: await skuAllowance(tenant),
    };
  });
  if (rows.length === 0) return 'done';
  // Each refreshed product is one SKU scanned: the batch shrinks to what the plan allows, and
  // the next one finds nothing allowed and stops.
  const batch = rows.slice(0, allowance.left);
  const last = batch.at(-1)?.id;
  if (!last) {
    const of = (n: number) => n.toLocaleString('en-US');
    return {
      stopped: `The plan's monthly limit of ${of(allowance.limit)} SKUs scanned is reached: ${of(refresh.done)} of ${of(refresh.total)} products were refreshed, the others were not.`,
    };
  }
  const ids = batch.map((row) => row.id);

  const productsDeps: ProductsDeps = {
    store: deps.store,
    provider: deps.provider,
    analyze: deps.analyze,
    freshForMs: deps.freshForMs,
    run: (fn) =>
      withTenant(deps.db, refresh.companyId, async (db) => {
        const [current] = await db
          .select({ status: refreshes.status, cursor: refreshes.cursor })
          .from(refreshes)
          .where(eq(refreshes.id, refresh.id))
          .for('update');
        // Under the lock: only a runner whose cursor is still the committed one may write (so
        // refreshProducts must write a batch in one `run`, as it does).
        if (current?.status !== 'running' || current.cursor !== refresh.cursor) throw new BatchTaken();
        const result = await fn(tenantOf(db, refresh));
        // Versions written by this transaction carry its start time (now()): the products refreshed.
        const [written] = await db
          .select({ value: sql<number>`count(distinct ${productVersions.productId})::int` })
          .from(productVersions)
          .where(and(inArray(productVersions.productId, ids), gte(productVersions.created, sql`now()`)));
        const done = written?.value ?? 0;
        await db
          .update(refreshes)
          .set({
            cursor: last,
            done: refresh.done + done,
            missing: refresh.missing + ids.length - done,
            modified: new Date(),
          })
          .where(eq(refreshes.id, refresh.id));
        return result;
      }),
  };
  // Without the history: the chart fetches it when a product is viewed (MarketStore.history).
  await refreshProducts(productsDeps, batch, { fetchStockLevels: refresh.fetchStockLevels, history: false });
  return 'more';
}
