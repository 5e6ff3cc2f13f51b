import { readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { gs1CheckDigit } from '../apps/server/src/market/codes.js';
import { asinOf } from '../apps/server/src/market/simulated/catalog.js';
import { seller, signUpCompany } from './lib.js';
import { startServer } from './server.js';

/**
 * Bulk uploads through the API on the embedded database (PGlite), as `npm start` runs:
 * - a 10,000-row XLSX of catalog ASINs, every row matched and analysed (the acceptance: fully
 *   processed and listable in under 20 s);
 * - a 100,000-row CSV of well-formed UPCs the marketplace does not know (every row parsed,
 *   staged, looked up and reported; none analysed), for rows per second and the server's peak
 *   memory (VmHWM) against the 400 MB ceiling;
 * beside a plain PostgreSQL COPY of the same 100,000 rows into a table (the physical floor).
 */
const XLSX_ROWS = 10_000;
const CSV_ROWS = 100_000;

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

async function waitDone(url: string, jwt: () => Promise<string>, id: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { body } = await seller(url, await jwt(), 'GET', `/api/Upload/${id}?pageSize=1`);
    const data = body.data as Record<string, unknown>;
    if (['done', 'failed', 'stopped'].includes(String(data.status))) return data;
    if (Date.now() > deadline) throw new Error(`upload not finished within ${timeoutMs} ms: ${JSON.stringify(data)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function peakMemoryMb(pid: number | undefined): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? Number.NaN) / 1024;
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

export async function uploadsBench(): Promise<Record<string, string>> {
  const server = await startServer({ DEV_TOOLS: '1', SELLER_TRIAL_PLAN: 'Enterprise', SIMULATED_MARKET_SIZE: String(XLSX_ROWS) });
  const results: Record<string, string> = {};
  try {
    const { freshJwt } = await signUpCompany(server.url, 'Upload Bench');
    const jwt = await freshJwt();
    const supplier = async (name: string) =>
      ((await seller(server.url, jwt, 'POST', '/api/Supplier', { name })).body.data as { id: string }).id;

    const book = await xlsx(XLSX_ROWS);
    const xlsxSupplier = await supplier('XLSX supplier');
    let started = performance.now();
    const xlsxId = await upload(server.url, jwt, xlsxSupplier, 'prices.xlsx', book);
    const xlsxDone = await waitDone(server.url, freshJwt, xlsxId, 600_000);
    const listed = await seller(server.url, await freshJwt(), 'GET', `/api/Product?supplierId=${xlsxSupplier}&pageSize=50`);
    const xlsxMs = performance.now() - started;
    results[`XLSX ${XLSX_ROWS.toLocaleString('en-US')} rows (${(book.length / 1e6).toFixed(1)} MB), upload to listable`] =
      `${(xlsxMs / 1000).toFixed(1)} s, ${Math.round(XLSX_ROWS / (xlsxMs / 1000))} rows/s; matched ${xlsxDone.matched}, listed ${listed.body.totalItems}`;

    const text = csv(CSV_ROWS);
    const file = path.join(tmpdir(), `shelfscope-bench-${Date.now()}.csv`);
    writeFileSync(file, text);
    const csvSupplier = await supplier('CSV supplier');
    started = performance.now();
    const csvId = await upload(server.url, await freshJwt(), csvSupplier, 'prices.csv', text);
    const csvDone = await waitDone(server.url, freshJwt, csvId, 900_000);
    const csvMs = performance.now() - started;
    results[`CSV ${CSV_ROWS.toLocaleString('en-US')} rows (${(text.length / 1e6).toFixed(1)} MB), upload to report`] =
      `${(csvMs / 1000).toFixed(1)} s, ${Math.round(CSV_ROWS / (csvMs / 1000))} rows/s; processed ${csvDone.processed}, status ${csvDone.status}`;
    results['server peak memory (VmHWM) over both uploads'] = `${peakMemoryMb(server.child.pid).toFixed(0)} MB`;
    const copyMs = await copyFloor(file).catch((error: Error) => {
      console.error(`COPY skipped: ${error.message}`);
      return Number.NaN;
    });
    results[`PostgreSQL COPY of the same ${CSV_ROWS.toLocaleString('en-US')} CSV rows (floor)`] = Number.isNaN(copyMs)
      ? 'not measured (no local PostgreSQL)'
      : `${copyMs.toFixed(0)} ms, ${Math.round(CSV_ROWS / (copyMs / 1000))} rows/s`;
  } finally {
    await server.stop();
  }
  return results;
}
