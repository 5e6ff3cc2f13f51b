import { upcOf } from '../apps/server/src/market/simulated/catalog.js';
import { freshDatabase, load, postPriceList, seller, signUpCompany } from './lib.js';
import { type RunningServer, startServer } from './server.js';

/**
 * One tenant's load against another's latency (issue 37, finding 3): tenant A posts
 * BENCH_TENANTS_UPLOADS (20) price lists of BENCH_TENANTS_ROWS (2,000) rows at once; while they
 * run, tenant B lists its suppliers and products, one request after another, and a third loop
 * asks /api/health. Printed: B's and health's p50 / p95 / max, how A's uploads were queued (the
 * company runs UPLOAD_MAX_RUNNING_PER_COMPANY at once) and how long they all took.
 * BENCH_TENANTS_DATABASES (pglite,postgres) chooses the runs; PostgreSQL is BENCH_DATABASE_URL or
 * a fresh database on 127.0.0.1:5432 (lib.ts).
 */
const UPLOADS = Number(process.env.BENCH_TENANTS_UPLOADS ?? 20);
const ROWS = Number(process.env.BENCH_TENANTS_ROWS ?? 2_000);
const DATABASES = (process.env.BENCH_TENANTS_DATABASES ?? 'pglite,postgres').split(',').filter(Boolean);
/** The longest a run may take: A's uploads that are not done by then are reported as such. */
const TIMEOUT_MS = Number(process.env.BENCH_TENANTS_TIMEOUT_SECONDS ?? 1_800) * 1000;

/** A wholesaler's list of UPCs, each upload its own range of the catalog. */
function priceList(first: number, rows: number): string {
  const lines = ['UPC,Case Qty,Case Cost'];
  for (let i = first; i < first + rows; i++) lines.push(`${upcOf(i)},6,${(6 * (2 + (i % 97) / 10)).toFixed(2)}`);
  return `${lines.join('\n')}\n`;
}

/** Runs `request` one after another until `until()` is true; each one's time in ms. */
async function loop(request: () => Promise<number>, until: () => boolean): Promise<{ ms: number[]; failed: number }> {
  const ms: number[] = [];
  let failed = 0;
  while (!until()) {
    const started = performance.now();
    const status = await request().catch(() => 0);
    ms.push(performance.now() - started);
    if (status !== 200) failed++;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { ms, failed };
}

function summary({ ms, failed }: { ms: number[]; failed: number }): string {
  const sorted = [...ms].sort((a, b) => a - b);
  const pct = (p: number) =>
    (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN).toFixed(0);
  return `p50 ${pct(50)} ms, p95 ${pct(95)} ms, max ${pct(100)} ms (${ms.length} requests, ${failed} not 200)`;
}

async function run(database: string): Promise<Record<string, string>> {
  const postgres = database === 'postgres' ? await freshDatabase() : null;
  const server: RunningServer = await startServer({
    DEV_TOOLS: '1',
    SELLER_TRIAL_PLAN: 'Enterprise',
    SIMULATED_MARKET_SIZE: String(Math.max(UPLOADS * ROWS, 12_000)),
    ...(postgres ? { DATABASE_URL: postgres.url, DATABASE_POOL_SIZE: '10' } : {}),
  });
  try {
    const a = await signUpCompany(server.url, 'Busy Tenant', TIMEOUT_MS + 600_000);
    const b = await signUpCompany(server.url, 'Quiet Tenant', TIMEOUT_MS + 600_000);
    let [jwtA, jwtB] = [await a.freshJwt(), await b.freshJwt()];
    const supplierOf = async (jwt: string, name: string) =>
      ((await seller(server.url, jwt, 'POST', '/api/Supplier', { name })).body.data as { id: string }).id;
    const supplierA = await supplierOf(jwtA, 'A supplier');
    const supplierB = await supplierOf(jwtB, 'B supplier');
    const files = Array.from({ length: UPLOADS }, (_, i) => priceList(i * ROWS, ROWS));
    const loadBefore = load();
    const started = performance.now();
    let done = false;
    const bLoop = loop(
      async () => {
        const path =
          Math.random() < 0.5 ? '/api/Supplier?page=1&pageSize=25' : `/api/Product?supplierId=${supplierB}&pageSize=25`;
        return (await seller(server.url, jwtB, 'GET', path)).status;
      },
      () => done,
    );
    const healthLoop = loop(
      async () => (await fetch(`${server.url}/api/health`)).status,
      () => done,
    );
    const created = await Promise.all(files.map((file, i) => postPriceList(server.url, jwtA, supplierA, `list-${i}.csv`, file)));
    const postedMs = performance.now() - started;
    // A build before per-company slots answers no queuePosition.
    const waiting = created.filter((u) => typeof u.queuePosition === 'number').length;
    // A's uploads end one after another; JWTs live five minutes and are renewed on the way.
    let renewed = Date.now();
    const ended = new Set<string>();
    while (ended.size < created.length && performance.now() - started < TIMEOUT_MS) {
      if (Date.now() - renewed > 200_000) [jwtA, jwtB, renewed] = [await a.freshJwt(), await b.freshJwt(), Date.now()];
      for (const u of created) {
        if (ended.has(u.id)) continue;
        const status = (await seller(server.url, jwtA, 'GET', `/api/Upload/${u.id}?pageSize=1`)).body.data as { status: string };
        if (['done', 'failed', 'stopped'].includes(status.status)) ended.add(u.id);
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
    const allMs = performance.now() - started;
    done = true;
    const [bTimes, healthTimes] = await Promise.all([bLoop, healthLoop]);
    const label = database === 'pglite' ? 'PGlite' : 'PostgreSQL';
    return {
      [`${label}, A: ${UPLOADS} uploads of ${ROWS.toLocaleString('en-US')} rows`]: `posted in ${(postedMs / 1000).toFixed(1)} s (${waiting} answered waiting in line), ${ended.size} ended after ${(allMs / 1000).toFixed(0)} s`,
      [`${label}, B's list requests meanwhile`]: summary(bTimes),
      [`${label}, /api/health meanwhile`]: summary(healthTimes),
      [`${label}, load average (1 / 5 / 15 min)`]: `${loadBefore} before, ${load()} after`,
    };
  } finally {
    await server.stop();
    await postgres?.drop();
  }
}

export async function tenantsBench(): Promise<Record<string, string>> {
  const results: Record<string, string> = {};
  for (const database of DATABASES) Object.assign(results, await run(database));
  return results;
}
