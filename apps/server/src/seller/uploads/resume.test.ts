import { afterAll, describe, expect, it } from 'vitest';
import { waitForHealth } from '../../../test/child-server.js';
import { processScratch } from '../../../test/crash-server.js';
import { csvOf, type Sheet } from '../../../test/isolation/upload-files.js';
import { openDatabase } from '../../db/database.js';
import { gs1CheckDigit } from '../../market/codes.js';
import { asinOf, SimulatedMarket } from '../../market/index.js';

// The crash-and-resume proof of docs/uploads.md: a real server process is killed with SIGKILL
// while it matches an upload, started again on the same data, and must finish the upload with
// every row processed exactly once. On PGlite the data is a folder on disk; under
// `npm run test:pg` it is a database of its own on that PostgreSQL server.

const ROWS = 2_000;
const BATCH_ROWS = 100;
/** The server's default simulated catalog (SIMULATED_MARKET_SIZE): codes decode the same here. */
const MARKET_SIZE = 12_000;

const codeOf = (prefix: '7' | '8', index: number) => {
  const body = `${prefix}${String(index).padStart(10, '0')}`;
  return body + gs1CheckDigit(body);
};

/**
 * Every 20 rows: 10 catalog ASINs, 7 UPCs nobody sells, one repeat of an ASIN above (merged),
 * one bad code (failed) and the UPC of a product listed above (updated, or candidates when
 * multipacks share it): each batch mixes every outcome.
 */
function priceList(): { sheet: Sheet; listedUpcs: string[] } {
  const sheet: Sheet = [['Code', 'Unit Price', 'Notes']];
  const listedUpcs: string[] = [];
  let asins = 0;
  for (let i = 0; sheet.length <= ROWS; i++) {
    const slot = i % 20;
    if (slot < 10) sheet.push([asinOf(asins++), (2 + (i % 50) / 10).toFixed(2), `Line ${i}`]);
    else if (slot < 17) sheet.push([codeOf('7', i), '3.10', null]);
    else if (slot === 17) sheet.push([asinOf(Math.max(0, asins - 3)), '9.99', 'repeat']);
    else if (slot === 18) sheet.push([`bad-${i}`, '1.00', null]);
    else {
      const upc = codeOf('8', asins - 5);
      listedUpcs.push(upc);
      sheet.push([upc, '4.25', 'by UPC']);
    }
  }
  return { sheet, listedUpcs };
}

type UploadStatus = {
  status: string;
  rowsTotal: number | null;
  processed: number;
  matched: number;
  unmatched: number;
  candidates: number;
  merged: number;
  failed: number;
};

const scratch = processScratch();
afterAll(() => scratch.cleanUp());

describe('an upload across a crash of the server', () => {
  it('is finished after a SIGKILL mid-matching and a restart, every row processed exactly once', async () => {
    const crash = await scratch.crashServer({
      prefix: 'shelfscope-resume-',
      company: 'Resume Co',
      extra: { SIMULATED_MARKET_SIZE: String(MARKET_SIZE), UPLOAD_BATCH_ROWS: String(BATCH_ROWS) },
    });
    const { url, jwt, env, port, postgres, server: first } = crash;
    const get = async <T>(route: string, timeoutMs = 60_000): Promise<T> => {
      const res = await fetch(`${url}${route}`, {
        headers: { authorization: `Bearer ${await jwt()}` },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const body = (await res.json()) as { data: T };
      if (res.status !== 200) throw new Error(`GET ${route} answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
      return body.data;
    };
    const supplier = await fetch(`${url}/api/Supplier`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await jwt()}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Resume supplier' }),
    });
    const supplierId = ((await supplier.json()) as { data: { id: string } }).data.id;
    const { sheet, listedUpcs } = priceList();
    const form = new FormData();
    form.set('supplierId', supplierId);
    form.set('file', new Blob([csvOf(sheet)]), 'prices.csv');
    const posted = await fetch(`${url}/api/Product/bulk`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await jwt()}` },
      body: form,
    });
    expect(posted.status).toBe(200);
    const uploadId = ((await posted.json()) as { data: { id: string } }).data.id;
    const status = () => get<UploadStatus>(`/api/Upload/${uploadId}?pageSize=1`);

    // Wait until at least one batch is matched (staging alone counts merged and failed rows),
    // then kill the server with no chance to finish anything.
    let seen: UploadStatus | null = null;
    const trace: string[] = [];
    for (let attempt = 0; attempt < 1_500; attempt++) {
      seen = await status();
      trace.push(`${seen.status} ${seen.processed}/${seen.rowsTotal} matched ${seen.matched}`);
      const matchedRows = seen.matched + seen.unmatched + seen.candidates;
      if (seen.status === 'matching' && matchedRows > 0 && seen.processed < (seen.rowsTotal ?? 0)) break;
      if (!['queued', 'parsing', 'matching'].includes(seen.status)) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(seen?.status, `the upload was killed mid-matching: ${trace.slice(-20).join('; ')}`).toBe('matching');
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();

    const second = scratch.start(env);
    await waitForHealth(port, second);
    const afterRestart = await status();
    expect(afterRestart.processed, 'rows were left for the restarted server').toBeLessThan(ROWS);

    let done = afterRestart;
    const deadline = Date.now() + 400_000;
    while (['queued', 'parsing', 'matching'].includes(done.status) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      done = await status();
    }

    // What the market says about the UPC rows: one ASIN (most often the product listed above:
    // updated), several (candidates) or none (unmatched).
    const found = await new SimulatedMarket({ size: MARKET_SIZE }).lookup(listedUpcs, { type: 'UPC', marketplace: 'US' });
    const answers = listedUpcs.map((upc) => found.get(upc) ?? []);
    const single = answers.filter((list) => list.length === 1).map((list) => list[0]?.asin);
    const candidates = answers.filter((list) => list.length > 1).length;
    const asinRows = ROWS / 2;
    const productCount = new Set([...Array.from({ length: asinRows }, (_, i) => asinOf(i)), ...single]).size;
    expect(done).toMatchObject({
      status: 'done',
      rowsTotal: ROWS,
      processed: ROWS,
      matched: asinRows + single.length,
      unmatched: (ROWS / 20) * 7 + answers.filter((list) => list.length === 0).length,
      candidates,
      merged: ROWS / 20,
      failed: ROWS / 20,
    });

    // The row report: every file row (2..ROWS+1) exactly once.
    const report = await fetch(`${url}/api/Upload/${uploadId}/report.csv`, {
      headers: { authorization: `Bearer ${await jwt()}` },
    });
    const lines = (await report.text()).trim().split(/\r?\n/).slice(1);
    const rowNumbers = lines.map((line) => Number(line.split(',')[0]));
    expect(new Set(rowNumbers).size).toBe(ROWS);
    expect([...rowNumbers].sort((a, b) => a - b)).toEqual(Array.from({ length: ROWS }, (_, i) => i + 2));
    const listed = await fetch(`${url}/api/Product?supplierId=${supplierId}&pageSize=1`, {
      headers: { authorization: `Bearer ${await jwt()}` },
    });
    expect(((await listed.json()) as { totalItems: number }).totalItems).toBe(productCount);

    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);

    // In the database: one product per ASIN, one version and one SKU scanned per analysed row
    // (a batch written twice would show here), no row left pending.
    const database = postgres ?? (await openDatabase({ kind: 'pglite', dataDir: crash.dataDir }));
    try {
      const one = async (text: string) => (await database.executeSql(text, [uploadId])).rows[0] as Record<string, number>;
      const rows = await one(
        `select count(*)::int as total, count(distinct "row")::int as distinct_rows,
             count(*) filter (where status = 'pending')::int as pending,
             count(*) filter (where status in ('matched', 'updated'))::int as analysed
           from upload_rows where upload_id = $1`,
      );
      expect(rows).toEqual({ total: ROWS, distinct_rows: ROWS, pending: 0, analysed: done.matched });
      const productsOf = `products where supplier_id = (select supplier_id from uploads where id = $1) and not deleted`;
      const written = await one(
        `select count(*)::int as products, count(distinct asin)::int as asins,
             (select count(*)::int from product_versions where product_id in (select id from ${productsOf})) as versions
           from ${productsOf}`,
      );
      expect(written).toEqual({ products: productCount, asins: productCount, versions: done.matched });
      const usage = await one(
        `select coalesce(sum(quantity), 0)::int as scanned from usage_events
           where kind = 'skus_scanned' and company_id = (select company_id from uploads where id = $1)`,
      );
      expect(usage.scanned).toBe(done.matched);
    } finally {
      if (!postgres) await database.close();
    }
  }, 900_000);
});
