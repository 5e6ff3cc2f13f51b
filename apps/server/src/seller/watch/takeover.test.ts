import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, waitForHealth } from '../../../test/child-server.js';
import { crashTestEnv, processScratch } from '../../../test/crash-server.js';
import { api } from '../../../test/seller.js';
import { createTestApp, eventually, silentLogger, type TestContext } from '../../../test/test-app.js';
import { enterpriseSupplier, readingCounts, watchDeps } from '../../../test/watch.js';
import { buildApp } from '../../app.js';
import type { KeepaProduct } from '../../market/keepa/format.js';
import { createServices, type Services } from '../../services.js';
import { products } from '../products/schema.js';
import { tick, WATCH_REFRESH_QUEUE } from './job.js';
import { PLAN_PERIOD_MINUTES, periodMinutes } from './schedule.js';

// A watch refresh whose instance dies mid-job (SIGKILL) is taken over by another instance, and
// every product of the period is still read exactly once. Three instances on one PostgreSQL: the
// test's own, web only (it makes the company and ticks the minutes of a period, as pg-boss's cron
// would; it runs no job); a server process whose market is Keepa, here a stand-in on loopback
// that answers its first product request and then stops answering; and a worker instance in this
// process on the simulated market, whose workers start once the server process is stuck. The
// server process fetches two of the period's jobs in one batch (batch size 2): one writes its
// reading, the other waits on Keepa. pg-boss completes a batch as a whole, so both stay 'active'
// until the process is killed and they expire (WATCH_REFRESH_EXPIRE_SECONDS, short here, as the
// retry delay and the supervise interval are). The survivor then runs both again: the one already
// written must read nothing, the other its products. PGlite is one process's database, so this
// needs PostgreSQL.

const PRODUCTS = 4;
const EXPIRE_SECONDS = 8;
const TAKEOVER_BOUND_MS = 45_000;
/** The same queue settings on every instance: each one's start applies its own to the queue. */
const QUEUE_ENV = {
  WATCH_REFRESH_EXPIRE_SECONDS: String(EXPIRE_SECONDS),
  WATCH_REFRESH_RETRY_DELAY_SECONDS: '1',
  JOB_MAINTENANCE_INTERVAL_SECONDS: '1',
};

const standard = JSON.parse(
  readFileSync(new URL('../../market/keepa/fixtures/standard.json', import.meta.url), 'utf8'),
) as KeepaProduct;
const TOKENS = { tokensLeft: 1000, refillIn: 60_000, refillRate: 20 };

// api.keepa.com at the network boundary. The first /product request is answered (the fixture under
// each ASIN asked for, without offers: no /seller request follows, which Keepa's client would queue
// behind the unanswered one); every later one is held open, never answered.
const productRequests: string[][] = [];
const held: ServerResponse[] = [];
const keepa = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  res.setHeader('content-type', 'application/json');
  if (url.pathname !== '/product') return void res.end(JSON.stringify({ sellers: {}, ...TOKENS }));
  const asins = (url.searchParams.get('asin') ?? '').split(',');
  productRequests.push(asins);
  if (productRequests.length > 1) return void held.push(res);
  const answer = asins.map((asin) => ({ ...standard, asin, offers: [], liveOffersOrder: [] }));
  res.end(JSON.stringify({ products: answer, ...TOKENS }));
});

const scratch = processScratch();
let web: TestContext | undefined;
let survivor: { app: Awaited<ReturnType<typeof buildApp>>; services: Services } | undefined;

afterAll(async () => {
  await scratch.cleanUp();
  await survivor?.app.close();
  await survivor?.services.close();
  await web?.close();
  for (const res of held) res.destroy();
  keepa.closeAllConnections();
  await new Promise((resolve) => keepa.close(resolve));
});

type JobRow = { id: string; state: string; retryCount: number; productIds: string[] };

describe.skipIf(!process.env.TEST_DATABASE_URL)('a watch refresh whose instance is killed (needs TEST_DATABASE_URL)', () => {
  it('is taken over by another instance after its expiry: every product of the period read once', {
    timeout: 180_000,
  }, async () => {
    await new Promise<void>((resolve) => keepa.listen(0, '127.0.0.1', resolve));
    web = await createTestApp(QUEUE_ENV, { runWorkers: false });
    const ctx = web;
    const database = ctx.services.database;
    // The test database's address (test-database.ts), for the server process.
    const databaseUrl = (database as { url?: string }).url;
    const db = database.db;
    const { jwt, companyId, supplierId, ids } = await enterpriseSupplier(ctx, 'Takeover Watchers', PRODUCTS, 711);
    const watch = await api(ctx, 'POST', '/api/Watch', jwt, { supplierId });
    expect(watch.status).toBe(200);

    // The period that ends this minute, its products last read two periods ago: each is due once in it.
    const now = Math.floor(Date.now() / 60_000);
    const period = periodMinutes(PRODUCTS, PLAN_PERIOD_MINUTES.Enterprise as number, ctx.services.config.alerts.watchBudget);
    await db
      .update(products)
      .set({ versionCreated: new Date((now - 2 * period) * 60_000) })
      .where(inArray(products.id, ids));
    const readings = () => readingCounts(db, ids);
    const before = await readings();
    const readSince = async () => {
      const after = await readings();
      return ids.map((id) => (after.get(id) ?? 0) - (before.get(id) ?? 0));
    };
    const deps = watchDeps(ctx.services, ctx.app.log);
    let queued = 0;
    for (let minute = now - period + 1; minute <= now; minute++) queued += await tick(deps, minute);
    expect(queued).toBe(PRODUCTS);
    // Watching stops: a tick of the wall clock's cron (any instance's) queues nothing more, and
    // the jobs already queued stand.
    expect((await api(ctx, 'DELETE', `/api/Watch/${watch.body.data.id}`, jwt)).status).toBe(200);

    const jobs = async (): Promise<JobRow[]> =>
      (
        await database.executeSql(
          `select id, state, retry_count as "retryCount", data->'productIds' as "productIds"
           from pgboss.job where name = $1 and data->>'companyId' = $2`,
          [WATCH_REFRESH_QUEUE, companyId],
        )
      ).rows as JobRow[];
    expect((await jobs()).map((job) => job.state)).toEqual(Array(PRODUCTS).fill('created'));

    // The server process, alone to work: its first fetch takes two jobs; one is read, one is stuck.
    // Meanwhile the other instance is made ready here, its workers not yet started.
    const port = await freePort();
    const dataDir = await scratch.dataDir('shelfscope-watch-takeover-');
    const keepaUrl = `http://127.0.0.1:${(keepa.address() as AddressInfo).port}`;
    const extra = { ...QUEUE_ENV, MARKET_PROVIDER: 'keepa', KEEPA_API_KEY: 'test-key', KEEPA_BASE_URL: keepaUrl };
    const doomed = scratch.start(crashTestEnv({ port, dataDir, databaseUrl, extra }));
    const prepare = async () => {
      const services = await createServices(ctx.services.config, silentLogger, {
        database: { ...database, close: async () => {} },
        jobs: { pollingIntervalSeconds: 0.5 },
      });
      const app = await buildApp(services, { webDistDir: null });
      survivor = { app, services };
      await app.ready();
      return services;
    };
    const [, services] = await Promise.all([waitForHealth(port, doomed), prepare()]);
    const taken = await eventually(async () => {
      const active = (await jobs()).filter((job) => job.state === 'active');
      const done = await readSince();
      return active.length === 2 && productRequests.length === 2 && done.some((n) => n === 1) && active;
    }, 30_000);
    // One job of the batch wrote its reading (its transaction committed), the other has none.
    const readOf = async (job: JobRow) => {
      const done = await readSince();
      return job.productIds.map((id) => done[ids.indexOf(id)]).join();
    };
    expect((await Promise.all(taken.map(readOf))).sort()).toEqual(['0', '1']);

    // The other instance starts its workers and takes the period's other jobs, not the stuck ones.
    await services.jobs.start();
    const stuck = new Set(taken.map((job) => job.id));
    const atKill = await jobs();
    expect(atKill.filter((job) => stuck.has(job.id)).map((job) => job.state)).toEqual(['active', 'active']);
    doomed.child.kill('SIGKILL');
    expect(await doomed.exited).toBeNull();

    // After the expiry the survivor runs them again: every job done, each product read once.
    const done = await eventually(async () => {
      const all = await jobs();
      return all.every((job) => job.state === 'completed') && all;
    }, TAKEOVER_BOUND_MS);
    expect(done.filter((job) => stuck.has(job.id)).map((job) => job.retryCount)).toEqual([1, 1]);
    expect(await readSince()).toEqual(ids.map(() => 1));
    // The stand-in saw the two requests of the killed process only: the survivor reads the simulated market.
    expect(productRequests).toHaveLength(2);
  });
});
