import { count, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../src/db/database.js';
import { asinOf } from '../src/market/index.js';
import { companies } from '../src/seller/company/schema.js';
import { analyzerWith } from '../src/seller/products/analyze.js';
import { MarketStore } from '../src/seller/products/market-store.js';
import { productVersions } from '../src/seller/products/schema.js';
import type { WatchDeps } from '../src/seller/watch/job.js';
import type { Services } from '../src/services.js';
import { api, sellerSession } from './seller.js';
import type { TestContext } from './test-app.js';

/** The watch schedule's dependencies as an app instance wires them (seller/routes.ts), for calling its tick and job directly. */
export const watchDeps = (services: Services, log: FastifyBaseLogger): WatchDeps => ({
  db: services.database.db,
  jobs: services.jobs,
  store: new MarketStore(services.database.db, services.market),
  provider: services.market,
  analyze: analyzerWith(services.rates),
  budget: services.config.alerts.watchBudget,
  refreshJob: services.config.alerts.watchRefreshJob,
  log,
});

/**
 * A company of its own on Enterprise (hourly, the shortest period: fewest minutes to tick) with a
 * supplier of `count` catalog products, ASINs from `asinOf(firstAsin)` on.
 */
export async function enterpriseSupplier(ctx: TestContext, name: string, count: number, firstAsin: number) {
  const { jwt } = await sellerSession(ctx, name);
  const companyId = (await api(ctx, 'GET', '/api/Company', jwt)).body.data.id as string;
  await ctx.services.database.db.update(companies).set({ planCode: 'Enterprise' }).where(eq(companies.id, companyId));
  const supplierId = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: `${name} supplier` })).body.data.id as string;
  const ids: string[] = [];
  for (let n = 0; n < count; n++) {
    const body = { supplierId, identifier: asinOf(firstAsin + n), identifierType: 0, cost: 4 };
    const created = await api(ctx, 'POST', '/api/Product', jwt, body);
    if (created.status !== 200) throw new Error(`POST /api/Product answered ${created.status}: ${JSON.stringify(created.body)}`);
    ids.push(created.body.data.product.id as string);
  }
  return { jwt, companyId, supplierId, ids };
}

/** How many readings (versions) each of the products has. */
export async function readingCounts(db: Db, ids: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ productId: productVersions.productId, n: count() })
    .from(productVersions)
    .where(inArray(productVersions.productId, ids))
    .groupBy(productVersions.productId);
  return new Map(ids.map((id) => [id, rows.find((r) => r.productId === id)?.n ?? 0]));
}
