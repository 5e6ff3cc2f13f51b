import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.js';
import type { MarketDataProvider } from '../../market/provider.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { alertRules } from '../alerts/schema.js';
import { targetProducts } from '../alerts/targets.js';
import { companies } from '../company/schema.js';
import { skuAllowance } from '../plans/sku-allowance.js';
import type { Analyze } from '../products/analysis.js';
import type { MarketStore } from '../products/market-store.js';
import { products } from '../products/schema.js';
import { type ProductsDeps, refreshProducts } from '../products/workflows.js';
import { type Tenant, withTenant } from '../tenancy.js';
import { dueAt, PLAN_PERIOD_MINUTES, periodMinutes, phaseOf, tickJobId, type WatchBudget } from './schedule.js';
import { watches } from './schema.js';

export const WATCH_TICK_QUEUE = 'watch.tick';
export const WATCH_REFRESH_QUEUE = 'watch.refresh';

/** Products one rule's target may put on the schedule. */
const MAX_WATCHED_PER_RULE = 50_000;

/** Who the schedule's versions are recorded as written by. */
const SCHEDULE_MEMBER = 'watch-schedule';

export type WatchDeps = {
  db: Db;
  jobs: Jobs;
  store: MarketStore;
  provider: MarketDataProvider;
  analyze: Analyze;
  budget: WatchBudget;
  /** The refresh queue's expiry (a dead instance's job is retried after it) and first retry delay. */
  refreshJob: { expireSeconds: number; retryDelaySeconds: number };
  log: FastifyBaseLogger;
};

type RefreshJob = { companyId: string; productIds: string[]; minute: number };

/**
 * The products a company watches: every live product a live alert rule or a member's watch
 * targets (its product, its supplier's, its shortlist's, what its saved filter selects now),
 * each once, sorted by id.
 */
export async function watchedProductIds(tenant: Tenant): Promise<string[]> {
  const rules = await tenant.db
    .select()
    .from(alertRules)
    .where(and(eq(alertRules.companyId, tenant.companyId), eq(alertRules.deleted, false)));
  const watched = await tenant.db
    .select()
    .from(watches)
    .where(and(eq(watches.companyId, tenant.companyId), eq(watches.deleted, false)));
  const ids = new Set<string>();
  for (const target of [...rules, ...watched])
    for (const product of await targetProducts(tenant, target, MAX_WATCHED_PER_RULE)) ids.add(product.id);
  return [...ids].sort();
}

/**
 * One minute of the schedule (pg-boss's cron queues one tick a minute across instances): for each
 * company with rules or watches, the watched products whose slot is this minute go into one refresh job,
 * whose id names the company and the minute, so a tick handled twice queues it once. The
 * market-data budget is shared evenly by the companies watching.
 */
export async function tick(deps: WatchDeps, minute: number): Promise<number> {
  // The companies with a live rule or watch.
  const watching = await deps.db
    .select({ companyId: companies.id, planCode: companies.planCode })
    .from(companies)
    .where(
      sql`exists (select 1 from ${alertRules} r where r.company_id = ${companies.id} and not r.deleted)
        or exists (select 1 from ${watches} w where w.company_id = ${companies.id} and not w.deleted)`,
    );
  if (watching.length === 0) return 0;
  const share: WatchBudget = { ...deps.budget, tokensPerMinute: deps.budget.tokensPerMinute / watching.length };
  let queued = 0;
  for (const { companyId, planCode } of watching) {
    const ids = await withTenant(deps.db, companyId, (db) =>
      watchedProductIds({ db, companyId, memberId: SCHEDULE_MEMBER, isAppFilterOn: true }),
    );
    if (ids.length === 0) continue;
    const period = periodMinutes(ids.length, PLAN_PERIOD_MINUTES[planCode] ?? 1440, share);
    const due = dueAt(minute, ids, period, phaseOf(companyId, period));
    if (due.length === 0) continue;
    await deps.jobs.send<RefreshJob>(
      WATCH_REFRESH_QUEUE,
      { companyId, productIds: due, minute },
      { id: tickJobId(companyId, minute) },
    );
    queued += due.length;
  }
  return queued;
}

/**
 * Reads the due products again (one version each: the alert rules evaluate on it). A product
 * already read since the tick (a retried job after a crash, a refresh by hand) is not read
 * twice: it is left out before the market is asked, and again as the versions are written, under
 * the products' row locks, for a job run twice at once (expired while its instance was only slow).
 * A job writes all its versions in one transaction, so a killed run left all or none of them. The
 * plan's monthly SKU allowance bounds it as it bounds every refresh.
 */
export async function refreshWatched(deps: WatchDeps, job: RefreshJob): Promise<number> {
  const since = new Date(job.minute * 60_000);
  const run: ProductsDeps['run'] = (fn) =>
    withTenant(deps.db, job.companyId, (db) =>
      fn({ db, companyId: job.companyId, memberId: SCHEDULE_MEMBER, isAppFilterOn: true }),
    );
  const rows = await run(async (tenant) => {
    const found = await tenant.db
      .select()
      .from(products)
      .where(and(eq(products.companyId, job.companyId), eq(products.deleted, false), inArray(products.id, job.productIds)));
    const { left } = await skuAllowance(tenant);
    return found.filter((row) => !row.versionCreated || row.versionCreated < since).slice(0, Math.max(0, left));
  });
  const productsDeps: ProductsDeps = { store: deps.store, provider: deps.provider, analyze: deps.analyze, freshForMs: 0, run };
  const written = await refreshProducts(productsDeps, rows, { fetchStockLevels: true, history: false, unreadSince: since });
  return written.length;
}

export function defineWatchQueues(deps: WatchDeps): void {
  deps.jobs.define<object>(
    WATCH_TICK_QUEUE,
    async () => {
      await tick(deps, Math.floor(Date.now() / 60_000));
    },
    { retryLimit: 0, batchSize: 1, cron: '* * * * *' },
  );
  deps.jobs.define<RefreshJob>(
    WATCH_REFRESH_QUEUE,
    async (job) => {
      await refreshWatched(deps, job);
    },
    {
      retryLimit: 5,
      retryDelaySeconds: deps.refreshJob.retryDelaySeconds,
      batchSize: 2,
      expireInSeconds: deps.refreshJob.expireSeconds,
    },
  );
}
