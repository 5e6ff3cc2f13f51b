import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../../test/seller.js';
import { createTestApp, eventually, silentLogger, type TestContext } from '../../../test/test-app.js';
import { enterpriseSupplier, readingCounts, watchDeps } from '../../../test/watch.js';
import { buildApp } from '../../app.js';
import { createServices, type Services } from '../../services.js';
import { tick, WATCH_TICK_QUEUE, type WatchDeps } from './job.js';
import { PLAN_PERIOD_MINUTES, periodMinutes } from './schedule.js';

// Two app instances on one database (in one process: the same database handle, each with its own
// job queue, workers and market), as two servers share one PostgreSQL. The schedule gives no
// instance a share of its own: each minute's tick (pg-boss cron, here called by the test for the
// minutes it names) queues one job per company and minute, and whichever instance's worker is
// free takes it. So a stopped instance's part is simply done by the other: both running, every
// product is read exactly once in its period; one stopped, the next period the other reads them
// all, again exactly once each.

const PRODUCTS = 8;

let a: TestContext;
let b: { app: Awaited<ReturnType<typeof buildApp>>; services: Services };
let bStopped = false;

beforeAll(async () => {
  a = await createTestApp();
  // The second instance: the same configuration and database; closing it leaves the database open.
  const shared = { ...a.services.database, close: async () => {} };
  const services = await createServices(a.services.config, silentLogger, {
    database: shared,
    jobs: { pollingIntervalSeconds: 0.5 },
  });
  const app = await buildApp(services, { webDistDir: null });
  await app.ready();
  await services.jobs.start();
  b = { app, services };
  // The test ticks the minutes itself: the wall clock's cron tick would read products in between.
  await a.services.jobs.boss.unschedule(WATCH_TICK_QUEUE);
}, 60_000);

afterAll(async () => {
  if (!bStopped) {
    await b?.app.close();
    await b?.services.close();
  }
  await a?.close();
});

describe('the watch schedule on two instances', () => {
  it("reads every product once a period with both running, and the stopped one's part in the next", {
    timeout: 240_000,
  }, async () => {
    const { jwt, supplierId, ids } = await enterpriseSupplier(a, 'Two Instance Watchers', PRODUCTS, 611);
    // The member watches the supplier: its products go on the schedule.
    expect((await api(a, 'POST', '/api/Watch', jwt, { supplierId })).status).toBe(200);

    const readings = () => readingCounts(a.services.database.db, ids);
    const depsA = watchDeps(a.services, a.app.log);
    const depsB = watchDeps(b.services, b.app.log);
    // The plan's period, the budget shared by the one company watching.
    const period = periodMinutes(PRODUCTS, PLAN_PERIOD_MINUTES.Enterprise as number, a.services.config.alerts.watchBudget);
    // Periods ahead of the wall clock: a product read now counts as not yet read in them.
    const start = Math.floor(Date.now() / 60_000) + 10;
    const minutesOf = (k: number) => Array.from({ length: period }, (_, i) => start + k * period + i);

    /** Ticks every minute of the period on the given instances, then waits for the queue to drain. */
    const runPeriod = async (k: number, instances: WatchDeps[]) => {
      const before = await readings();
      let queued = 0;
      for (const minute of minutesOf(k)) {
        const counts = await Promise.all(instances.map((deps) => tick(deps, minute)));
        queued += Math.max(...counts);
      }
      // Each product's slot comes round once a period.
      expect(queued).toBe(PRODUCTS);
      await eventually(async () => {
        const now = await readings();
        return ids.every((id) => (now.get(id) ?? 0) > (before.get(id) ?? 0));
      }, 60_000);
      // Settled: anything queued twice would have run by now.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const after = await readings();
      return ids.map((id) => (after.get(id) ?? 0) - (before.get(id) ?? 0));
    };

    // Both running, both ticking every minute: each product read exactly once.
    expect(await runPeriod(0, [depsA, depsB])).toEqual(ids.map(() => 1));

    // B stops (its workers finish and leave); A alone reads all of them in the next period, once each.
    bStopped = true;
    await b.app.close();
    await b.services.close();
    expect(await runPeriod(1, [depsA])).toEqual(ids.map(() => 1));
  });
});
