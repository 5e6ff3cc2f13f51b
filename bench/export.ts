import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { cloneProducts, freshDatabase, seller, signUpCompany } from './lib.js';
import { startServer } from './server.js';

/**
 * The products grid exported (GET /api/Product/export, issue 23): 100,000 products of one
 * supplier on PostgreSQL, downloaded as CSV and as XLSX with the default grid's columns, sorted
 * by ROI. Reports each download's time, size and rows, and the server's resident memory: its
 * peak while downloading (sampled every 50 ms) and before. Targets: within 60 s and 300 MB.
 * The second download starts with what the first left in the heap: BENCH_EXPORT_FORMATS=xlsx
 * (or csv) downloads only that format, from a server that has exported nothing yet.
 *
 * Beside each download, /api/health is asked again and again (one request at a time) and its
 * latencies reported (issue 37, finding 2: on PGlite, health took 203 s beside a CSV export).
 * BENCH_EXPORT_DATABASE=pglite runs the server on the embedded database instead: the products
 * are cloned into its data folder while the server is stopped, then it starts again on it.
 * BENCH_EXPORT_PRODUCTS changes the number of products (100,000).
 */
const PRODUCTS = Number(process.env.BENCH_EXPORT_PRODUCTS ?? 100_000);
const SEEDED = 20;
const COLUMNS =
  'title,buyBoxCurrent,bsrCurrent,salesEstimate,fbaOffersCount,cost,totalGoodsCost,fbaFeesTotal,profitLoss,roi,astroScore,hasAlert';

const rssMb = (pid: number) => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return kb / 1024;
};

/** Asks for /api/health one request after another until stopped; answers the latencies (ms). */
function sampleHealth(url: string) {
  const latencies: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const answered = await fetch(`${url}/api/health`)
        .then((res) => res.arrayBuffer())
        .then(
          () => true,
          () => false,
        );
      if (!answered) break;
      latencies.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return async () => {
    running = false;
    await loop;
    const sorted = [...latencies].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
    return `${sorted.length} answers, median ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms`;
  };
}

export async function exportBench(): Promise<Record<string, string>> {
  const onPglite = process.env.BENCH_EXPORT_DATABASE === 'pglite';
  const database = onPglite ? { url: '', drop: async () => {} } : await freshDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'shelfscope-bench-export-'));
  const env = {
    DEV_TOOLS: '1',
    SELLER_TRIAL_PLAN: 'Enterprise',
    DATA_DIR: dataDir,
    // Sessions made before the restart (PGlite) must still verify after it.
    IDENTITY_SECRET: randomBytes(32).toString('base64'),
    ...(onPglite ? {} : { DATABASE_URL: database.url }),
  };
  let server = await startServer(env);
  const sql = onPglite ? null : new pg.Pool({ connectionString: database.url, max: 2 });
  const results: Record<string, string> = { database: onPglite ? 'PGlite' : 'PostgreSQL' };
  try {
    const { freshJwt } = await signUpCompany(server.url, 'Bench Exports');
    const jwt = await freshJwt();
    const supplierId = (
      (await seller(server.url, jwt, 'POST', '/api/Supplier', { name: 'Bench Supplier' })).body.data as { id: string }
    ).id;
    const { asinOf } = await import('../apps/server/dist/market/simulated/catalog.js');
    for (let i = 0; i < SEEDED; i++) {
      await seller(server.url, jwt, 'POST', '/api/Product', {
        supplierId,
        identifier: asinOf(3000 + i * 5),
        identifierType: 0,
        cost: 4 + i,
      });
    }
    if (sql) {
      await cloneProducts(sql, supplierId, SEEDED, PRODUCTS);
      results.products = (
        await sql.query('select count(*)::int as n from products where supplier_id = $1', [supplierId])
      ).rows[0].n.toLocaleString('en-US');
    } else {
      // PGlite is one process's database: clone into its folder while the server is stopped.
      await server.stop();
      const { openDatabase } = await import('../apps/server/dist/db/database.js');
      const embedded = await openDatabase({ kind: 'pglite', dataDir });
      const query = (text: string, values?: unknown[]) => embedded.executeSql(text, values);
      await cloneProducts({ query } as unknown as pg.Client, supplierId, SEEDED, PRODUCTS);
      results.products = Number(
        (await query('select count(*)::int as n from products where supplier_id = $1', [supplierId])).rows[0]?.n,
      ).toLocaleString('en-US');
      await embedded.close();
      server = await startServer({ ...env, PORT: new URL(server.url).port });
    }
    const pid = server.child.pid ?? 0;
    const formats = (process.env.BENCH_EXPORT_FORMATS ?? 'csv,xlsx').split(',').filter((f) => f === 'csv' || f === 'xlsx');
    for (const format of formats) {
      const before = rssMb(pid);
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssMb(pid));
      }, 50);
      const health = sampleHealth(server.url);
      const started = performance.now();
      const res = await fetch(
        `${server.url}/api/Product/export?supplierId=${supplierId}&order=roi&descending=true&columns=${COLUMNS}&format=${format}`,
        { headers: { authorization: `Bearer ${await freshJwt()}` } },
      );
      if (!res.ok || !res.body) {
        await health();
        throw new Error(`export ${format}: ${res.status} ${(await res.text()).slice(0, 300)}`);
      }
      let bytes = 0;
      let lines = 0;
      const reader = res.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.length;
        if (format === 'csv') for (const byte of value) if (byte === 0x0a) lines++;
        // Chunks already buffered resolve read() in microtasks: let the health sampler's timer run.
        await new Promise((resolve) => setImmediate(resolve));
      }
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
      results[`${format}: /api/health beside it`] = await health();
      peak = Math.max(peak, rssMb(pid));
      results[`${format}: time`] = `${seconds.toFixed(1)} s (${Math.round(PRODUCTS / seconds).toLocaleString('en-US')} rows/s)`;
      results[`${format}: size`] =
        `${(bytes / 2 ** 20).toFixed(1)} MiB${format === 'csv' ? `, ${(lines - 1).toLocaleString('en-US')} data rows` : ''}`;
      results[`${format}: server memory (RSS)`] = `${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB while exporting`;
    }
    results.load = (await import('node:os'))
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' / ');
  } finally {
    await sql?.end();
    await server.stop();
    await database.drop();
  }
  return results;
}
