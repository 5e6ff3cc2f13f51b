import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { gs1CheckDigit } from '../apps/server/src/market/codes.js';
import { asinOf } from '../apps/server/src/market/simulated/catalog.js';
import { cpuSeconds, freshDatabase, load, seller, signUpCompany } from './lib.js';
import { type RunningServer, startServer } from './server.js';

/**
 * Bulk uploads through the API on the embedded database (PGlite on disk), as `npm start` runs,
 * each file on a server of its own so each peak memory is its own:
 * - a 10,000-row XLSX of catalog ASINs, every row matched and analysed (the acceptance: fully
 *   processed and listable in under 20 s);
 * - a 100,000-row CSV of well-formed UPCs the marketplace does not know (every row parsed,
 *   staged, looked up and reported; none analysed), for rows per second and the server's peak
 *   memory (VmHWM) against the 400 MB ceiling;
 * beside a plain PostgreSQL COPY of the same 100,000 rows into a table (the physical floor).
 * The server's CPU seconds are reported too: other work on the machine stretches wall time but
 * hardly the CPU a row costs. BENCH_UPLOADS_XLSX_ROWS / BENCH_UPLOADS_CSV_ROWS shrink a run.
 */
const XLSX_ROWS = Number(process.env.BENCH_UPLOADS_XLSX_ROWS ?? 10_000);
const CSV_ROWS = Number(process.env.BENCH_UPLOADS_CSV_ROWS ?? 100_000);
/** BENCH_UPLOADS_DATABASE=postgres runs each file on a fresh PostgreSQL database instead. */
const ON_POSTGRES = process.env.BENCH_UPLOADS_DATABASE === 'postgres';
const SERVER_ENV = { DEV_TOOLS: '1', SELLER_TRIAL_PLAN: 'Enterprise', SIMULATED_MARKET_SIZE: String(Math.max(XLSX_ROWS, 100)) };

const upc = (i: number) => {
  const body = `7${String(i).padStart(10, '0')}`;
  return body + gs1CheckDigit(body);
};

async function xlsx(rows: number): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Prices');
  sheet.addRow(['ASIN', 'Case Cost', 'Case Qty', 'Notes']);
  for (let i = 0; i < rows; i++) sheet.addRow([asinOf(i), 12 + (i % 40), 6, `Line ${i}`]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function csv(rows: number): string {
  const lines = ['UPC,Unit Price,Pack'];
  for (let i = 0; i < rows; i++) lines.push(`${upc(i)},${(1 + (i % 97) / 10).toFixed(2)},1`);
  return `${lines.join('\n')}\n`;
}

async function upload(url: string, jwt: string, supplierId: string, name: string, content: Buffer | string) {
  const form = new FormData();
  form.set('supplierId', supplierId);
  form.set('file', new Blob([content]), name);
  const res = await fetch(`${url}/api/Product/bulk`, { method: 'POST', headers: { authorization: `Bearer ${jwt}` }, body: form });
  const body = (await res.json()) as { data: { id: string } };
  if (res.status !== 200) throw new Error(`upload answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return body.data.id;
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

async function copyFloor(file: string): Promise<number> {
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  try {
    await admin.query('create temporary table bench_rows (upc text, unit_price numeric, pack int)');
    const started = performance.now();
    await admin.query(`copy bench_rows from '${file}' with (format csv, header true)`);
    return performance.now() - started;
  } finally {
    await admin.end();
  }
}

/** One file through one fresh server: upload, wait for the end, the figures. */
async function run(name: string, content: Buffer | string, rows: number, timeoutMs: number) {
  const database = ON_POSTGRES ? await freshDatabase() : null;
  const server: RunningServer = await startServer({
    ...SERVER_ENV,
    ...(database ? { DATABASE_URL: database.url, DATABASE_POOL_SIZE: '10' } : {}),
  });
  try {
    const { freshJwt } = await signUpCompany(server.url, 'Upload Bench');
    const jwt = await freshJwt();
    const supplierId = (
      (await seller(server.url, jwt, 'POST', '/api/Supplier', { name: `${name} supplier` })).body.data as { id: string }
    ).id;
    const idle = memoryMb(server.child.pid).now;
    const cpuBefore = cpuSeconds(server.child.pid);
    const mainBefore = cpuSeconds(server.child.pid, server.child.pid);
    const loadBefore = load();
    const started = performance.now();
    const id = await upload(server.url, jwt, supplierId, name, content);
    const { data, matchingAt, slowestPoll } = await waitDone(server.url, freshJwt, jwt, id, started, timeoutMs);
    const listed = await seller(server.url, await freshJwt(), 'GET', `/api/Product?supplierId=${supplierId}&pageSize=50`);
    const ms = performance.now() - started;
    const cpu = cpuSeconds(server.child.pid) - cpuBefore;
    // The main thread alone: the JavaScript of the upload (the simulated marketplace's worker
    // thread, GC helpers and libuv's pool are the rest).
    const main = cpuSeconds(server.child.pid, server.child.pid) - mainBefore;
    const memory = memoryMb(server.child.pid);
    return {
      line: `${(ms / 1000).toFixed(1)} s, ${Math.round(rows / (ms / 1000))} rows/s (read and staged in ${(matchingAt / 1000).toFixed(1)} s); status ${data.status}, processed ${data.processed}, matched ${data.matched}, listed ${listed.body.totalItems}`,
      cpu: `${cpu.toFixed(1)} s, ${((cpu * 1000) / rows).toFixed(2)} ms a row (main thread ${main.toFixed(1)} s, ${((main * 1000) / rows).toFixed(2)} ms a row)`,
      slowestPoll: `${(slowestPoll / 1000).toFixed(1)} s`,
      memory: `peak ${memory.peak.toFixed(0)} MB (idle before the upload ${idle.toFixed(0)} MB)`,
      load: `${loadBefore} before, ${load()} after`,
    };
  } finally {
    await server.stop();
    await database?.drop();
  }
}

export async function uploadsBench(): Promise<Record<string, string>> {
  const results: Record<string, string> = {};
  const book = await xlsx(XLSX_ROWS);
  const label = `XLSX ${XLSX_ROWS.toLocaleString('en-US')} rows (${(book.length / 1e6).toFixed(1)} MB)`;
  const fromXlsx = await run('prices.xlsx', book, XLSX_ROWS, 900_000);
  results[`${label}, upload to listable`] = fromXlsx.line;
  results[`${label}, server CPU`] = fromXlsx.cpu;
  results[`${label}, server memory (VmHWM)`] = fromXlsx.memory;
  results[`${label}, slowest GET of the upload while it ran`] = fromXlsx.slowestPoll;
  results[`${label}, load average (1 / 5 / 15 min)`] = fromXlsx.load;

  const text = csv(CSV_ROWS);
  const file = path.join(tmpdir(), `shelfscope-bench-${Date.now()}.csv`);
  writeFileSync(file, text);
  const csvLabel = `CSV ${CSV_ROWS.toLocaleString('en-US')} rows (${(text.length / 1e6).toFixed(1)} MB)`;
  const fromCsv = await run('prices.csv', text, CSV_ROWS, 1_800_000);
  results[`${csvLabel}, upload to report`] = fromCsv.line;
  results[`${csvLabel}, server CPU`] = fromCsv.cpu;
  results[`${csvLabel}, server memory (VmHWM)`] = fromCsv.memory;
  results[`${csvLabel}, slowest GET of the upload while it ran`] = fromCsv.slowestPoll;
  results[`${csvLabel}, load average (1 / 5 / 15 min)`] = fromCsv.load;

  const copyMs = await copyFloor(file).catch((error: Error) => {
    console.error(`COPY skipped: ${error.message}`);
    return Number.NaN;
  });
  results[`PostgreSQL COPY of the same ${CSV_ROWS.toLocaleString('en-US')} CSV rows (floor)`] = Number.isNaN(copyMs)
    ? 'not measured (no local PostgreSQL)'
    : `${copyMs.toFixed(0)} ms, ${Math.round(CSV_ROWS / (copyMs / 1000))} rows/s`;
  return results;
}
