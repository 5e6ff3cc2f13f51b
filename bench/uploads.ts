import { readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LookupRow } from '@shelfscope/contracts';
import pg from 'pg';
import { upcOf } from '../apps/server/src/market/simulated/catalog.js';
import { WorkerSimulatedMarket } from '../apps/server/src/market/simulated/worker-market.js';
import { cpuSeconds, freshDatabase, load, postPriceList, seller, signUpCompany } from './lib.js';
import { type RunningServer, startServer } from './server.js';

/**
 * Bulk price-list uploads through the API (issue 36): a CSV of catalog UPCs with case packs
 * (what a wholesaler sends), uploaded to a fresh server on PGlite (on disk, as `npm start` runs)
 * and on PostgreSQL, timed from the request to every row reported and the products listable.
 * Every row is looked up by its code in the simulated marketplace; a code's one product is
 * added and analysed, a shared code (multipacks) becomes "several matches", a code the
 * marketplace does not list "not found".
 *
 * Beside each upload, its floor, measured in the same run with no server running: the simulated
 * marketplace (on its worker thread, as the server runs it) answering the same lookups and the
 * same snapshot requests alone, in the upload's batches, plus a PostgreSQL COPY of the same rows
 * into a table. The ratio upload / floor is what the upload adds to the work it cannot avoid.
 *
 * The server's own stage timings (`shelfscope_upload_stage_seconds` in /metrics, wall time on
 * the upload's critical path) give each stage's share. BENCH_UPLOADS_ROWS (10,000),
 * BENCH_UPLOADS_BIG_ROWS (100,000; 0 skips), BENCH_UPLOADS_DATABASES (pglite,postgres)
 * choose the runs; the big file runs on PostgreSQL (on PGlite if only it is listed).
 */
const ROWS = Number(process.env.BENCH_UPLOADS_ROWS ?? 10_000);
const BIG_ROWS = Number(process.env.BENCH_UPLOADS_BIG_ROWS ?? 100_000);
const DATABASES = (process.env.BENCH_UPLOADS_DATABASES ?? 'pglite,postgres').split(',').filter(Boolean) as (
  | 'pglite'
  | 'postgres'
)[];
/** As the server's UPLOAD_BATCH_ROWS: the floor asks the marketplace in the upload's batches. */
const BATCH_ROWS = 100;
const NEED = { marketplace: 'US', offers: true, stock: false, history: false } as const;

/** A wholesaler's list: the catalog's UPCs in order, a case of 6 or 12 at a case cost, an item number. */
function csv(rows: number): string {
  const lines = ['UPC,Item #,Description,Case Qty,Case Cost'];
  for (let i = 0; i < rows; i++) {
    const pack = i % 3 === 0 ? 12 : 6;
    lines.push(`${upcOf(i)},IT-${i},Line ${i},${pack},${(pack * (2 + (i % 97) / 10)).toFixed(2)}`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Polls the upload until it ends; answers its last state, when matching began (ms) and the
 * slowest poll (the API's worst answer time while the upload runs).
 */
async function waitDone(url: string, jwt: () => Promise<string>, first: string, id: string, started: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let token = first;
  let tokenAt = Date.now();
  let matchingAt = Number.NaN;
  let slowestPoll = 0;
  for (;;) {
    // Session JWTs live five minutes; a renewal that times out (the server busy) is tried again.
    if (Date.now() - tokenAt > 240_000) [token, tokenAt] = [await jwt().catch(() => jwt()), Date.now()];
    const polled = performance.now();
    const res = await fetch(`${url}/api/Upload/${id}?pageSize=1`, {
      headers: { authorization: `Bearer ${token}` },
      signal: AbortSignal.timeout(300_000),
    });
    const data = ((await res.json()) as { data: Record<string, unknown> }).data;
    slowestPoll = Math.max(slowestPoll, performance.now() - polled);
    if (Number.isNaN(matchingAt) && data.status !== 'queued' && data.status !== 'parsing')
      matchingAt = performance.now() - started;
    if (['done', 'failed', 'stopped'].includes(String(data.status))) return { data, matchingAt, slowestPoll };
    if (Date.now() > deadline) throw new Error(`upload not finished within ${timeoutMs} ms: ${JSON.stringify(data)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** VmHWM (peak resident set) and VmRSS of a process, in MB. */
function memoryMb(pid: number | undefined): { peak: number; now: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? Number.NaN);
  return { peak: kb('VmHWM') / 1024, now: kb('VmRSS') / 1024 };
}

/** The server's upload stage seconds so far (wall time on the upload's critical path), by stage. */
async function stageSeconds(url: string): Promise<Map<string, number>> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const found = new Map<string, number>();
  for (const match of text.matchAll(/^shelfscope_upload_stage_seconds_sum\{stage="([^"]+)"\} ([\d.e+-]+)$/gm))
    found.set(match[1] as string, Number(match[2]));
  return found;
}

/** The marketplace's part of the floor: the upload's lookups and snapshot requests, alone. */
async function marketFloor(rows: number, size: number): Promise<{ ms: number; snapshots: number }> {
  const market = new WorkerSimulatedMarket({ size });
  try {
    await market.lookup([upcOf(0)], { type: 'UPC', marketplace: 'US' }); // the thread's start is not the upload's work
    const started = performance.now();
    let snapshots = 0;
    for (let from = 0; from < rows; from += BATCH_ROWS) {
      const codes = Array.from({ length: Math.min(BATCH_ROWS, rows - from) }, (_, k) => upcOf(from + k));
      const found: Map<string, LookupRow[]> = await market.lookup(codes, { type: 'UPC', marketplace: 'US' });
      const asins = [...found.values()].flatMap((list) => (list.length === 1 ? [list[0]?.asin ?? ''] : []));
      snapshots += (await market.products(asins, NEED)).size;
    }
    return { ms: performance.now() - started, snapshots };
  } finally {
    await market.close();
  }
}

async function copyFloor(file: string): Promise<number> {
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  try {
    await admin.query(
      'create temporary table bench_rows (upc text, item text, description text, case_qty int, case_cost numeric)',
    );
    const started = performance.now();
    await admin.query(`copy bench_rows from '${file}' with (format csv, header true)`);
    return performance.now() - started;
  } finally {
    await admin.end();
  }
}

/** One file through one fresh server on `database`: upload, wait for the end, the figures. */
async function run(database: 'pglite' | 'postgres', content: string, rows: number, timeoutMs: number) {
  const postgres = database === 'postgres' ? await freshDatabase() : null;
  const server: RunningServer = await startServer({
    DEV_TOOLS: '1',
    SELLER_TRIAL_PLAN: 'Enterprise',
    SIMULATED_MARKET_SIZE: String(Math.max(rows, 12_000)),
    ...(postgres ? { DATABASE_URL: postgres.url, DATABASE_POOL_SIZE: '10' } : {}),
  });
  try {
    const { freshJwt } = await signUpCompany(server.url, 'Upload Bench', timeoutMs + 600_000);
    const jwt = await freshJwt();
    const supplierId = (
      (await seller(server.url, jwt, 'POST', '/api/Supplier', { name: `${database} supplier` })).body.data as { id: string }
    ).id;
    const idle = memoryMb(server.child.pid).now;
    const cpuBefore = cpuSeconds(server.child.pid);
    const mainBefore = cpuSeconds(server.child.pid, server.child.pid);
    const stagesBefore = await stageSeconds(server.url);
    const loadBefore = load();
    const started = performance.now();
    const { id } = await postPriceList(server.url, jwt, supplierId, 'prices.csv', content);
    const requestMs = performance.now() - started;
    const { data, matchingAt, slowestPoll } = await waitDone(server.url, freshJwt, jwt, id, started, timeoutMs);
    const doneMs = performance.now() - started;
    const listed = await seller(server.url, await freshJwt(), 'GET', `/api/Product?supplierId=${supplierId}&pageSize=50`);
    const ms = performance.now() - started;
    const report = await fetch(`${server.url}/api/Upload/${id}/report.csv`, {
      headers: { authorization: `Bearer ${await freshJwt()}` },
    });
    const reportLines = (await report.text()).trimEnd().split('\n').length - 1;
    const reportMs = performance.now() - started;
    const cpu = cpuSeconds(server.child.pid) - cpuBefore;
    // The main thread alone: the JavaScript of the upload (the simulated marketplace's worker
    // thread, GC helpers and libuv's pool are the rest).
    const main = cpuSeconds(server.child.pid, server.child.pid) - mainBefore;
    const memory = memoryMb(server.child.pid);
    const stagesAfter = await stageSeconds(server.url);
    const stages = [
      ['request', requestMs / 1000] as const,
      ...[...stagesAfter].map(([stage, s]) => [stage, s - (stagesBefore.get(stage) ?? 0)] as const),
    ];
    return {
      ms,
      line: `${(ms / 1000).toFixed(1)} s, ${Math.round(rows / (ms / 1000))} rows/s (read and staged ${(matchingAt / 1000).toFixed(1)} s, done ${(doneMs / 1000).toFixed(1)} s); status ${data.status}, processed ${data.processed}, matched ${data.matched}, several matches ${data.candidates}, not found ${data.unmatched}, listed ${listed.body.totalItems}`,
      report: `${reportLines} rows, downloaded ${((reportMs - ms) / 1000).toFixed(1)} s after listable`,
      stages: stages
        .filter(([, s]) => s > 0)
        .sort((a, b) => b[1] - a[1])
        .map(([stage, s]) => `${stage} ${s.toFixed(1)} s (${Math.round((100 * s * 1000) / ms)}%)`)
        .join(', '),
      cpu: `${cpu.toFixed(1)} s, ${((cpu * 1000) / rows).toFixed(2)} ms a row (main thread ${main.toFixed(1)} s, ${((main * 1000) / rows).toFixed(2)} ms a row)`,
      slowestPoll: `${(slowestPoll / 1000).toFixed(1)} s`,
      memory: `peak ${memory.peak.toFixed(0)} MB (idle before the upload ${idle.toFixed(0)} MB)`,
      load: `${loadBefore} before, ${load()} after`,
    };
  } finally {
    await server.stop();
    await postgres?.drop();
  }
}

/** The floor of `rows` rows: the marketplace alone plus a COPY of the file. */
async function floor(text: string, rows: number) {
  const file = path.join(tmpdir(), `shelfscope-bench-${Date.now()}.csv`);
  writeFileSync(file, text);
  try {
    const market = await marketFloor(rows, Math.max(rows, 12_000));
    const copyMs = await copyFloor(file).catch((error: Error) => {
      console.error(`COPY skipped: ${error.message}`);
      return 0;
    });
    return {
      ms: market.ms + copyMs,
      line: `${((market.ms + copyMs) / 1000).toFixed(1)} s: the marketplace ${(market.ms / 1000).toFixed(1)} s (${rows.toLocaleString('en-US')} lookups, ${market.snapshots.toLocaleString('en-US')} snapshots), COPY ${copyMs.toFixed(0)} ms`,
    };
  } finally {
    unlinkSync(file);
  }
}

export async function uploadsBench(): Promise<Record<string, string>> {
  const results: Record<string, string> = {};
  const sizes = BIG_ROWS > 0 ? [ROWS, BIG_ROWS] : [ROWS];
  for (const rows of sizes) {
    const text = csv(rows);
    const label = `CSV ${rows.toLocaleString('en-US')} rows (${(text.length / 1e6).toFixed(1)} MB)`;
    const base = await floor(text, rows);
    results[`${label}, floor`] = base.line;
    // The big file on PostgreSQL when it is listed (the memory target is a server's; PGlite's own
    // heap is in the process), else on the one database listed.
    const big = DATABASES.includes('postgres') ? ['postgres' as const] : DATABASES.slice(0, 1);
    for (const database of rows === ROWS ? DATABASES : big) {
      const measured = await run(database, text, rows, rows === ROWS ? 900_000 : 1_800_000);
      const at = `${label}, ${database === 'pglite' ? 'PGlite' : 'PostgreSQL'}`;
      results[`${at}, upload to listable`] = measured.line;
      results[`${at}, ratio to the floor`] = `${(measured.ms / base.ms).toFixed(2)}x`;
      results[`${at}, stages (server wall time)`] = measured.stages || 'not reported by this server';
      results[`${at}, report`] = measured.report;
      results[`${at}, server CPU`] = measured.cpu;
      results[`${at}, server memory (VmHWM)`] = measured.memory;
      results[`${at}, slowest GET of the upload while it ran`] = measured.slowestPoll;
      results[`${at}, load average (1 / 5 / 15 min)`] = measured.load;
    }
  }
  return results;
}
