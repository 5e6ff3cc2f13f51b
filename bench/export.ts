import { readFileSync } from 'node:fs';
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
 */
const PRODUCTS = 100_000;
const SEEDED = 20;
const COLUMNS =
  'title,buyBoxCurrent,bsrCurrent,salesEstimate,fbaOffersCount,cost,totalGoodsCost,fbaFeesTotal,profitLoss,roi,astroScore,hasAlert';

const rssMb = (pid: number) => {
  const kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  return kb / 1024;
};

export async function exportBench(): Promise<Record<string, string>> {
  const database = await freshDatabase();
  const server = await startServer({ DEV_TOOLS: '1', SELLER_TRIAL_PLAN: 'Enterprise', DATABASE_URL: database.url });
  const sql = new pg.Pool({ connectionString: database.url, max: 2 });
  const pid = server.child.pid ?? 0;
  const results: Record<string, string> = {};
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
    await cloneProducts(sql, supplierId, SEEDED, PRODUCTS);
    results.products = (
      await sql.query('select count(*)::int as n from products where supplier_id = $1', [supplierId])
    ).rows[0].n.toLocaleString('en-US');
    const formats = (process.env.BENCH_EXPORT_FORMATS ?? 'csv,xlsx').split(',').filter((f) => f === 'csv' || f === 'xlsx');
    for (const format of formats) {
      const before = rssMb(pid);
      let peak = before;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssMb(pid));
      }, 50);
      const started = performance.now();
      const res = await fetch(
        `${server.url}/api/Product/export?supplierId=${supplierId}&order=roi&descending=true&columns=${COLUMNS}&format=${format}`,
        { headers: { authorization: `Bearer ${await freshJwt()}` } },
      );
      if (!res.ok || !res.body) throw new Error(`export ${format}: ${res.status}`);
      let bytes = 0;
      let lines = 0;
      const reader = res.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.length;
        if (format === 'csv') for (const byte of value) if (byte === 0x0a) lines++;
      }
      const seconds = (performance.now() - started) / 1000;
      clearInterval(sampler);
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
    await sql.end();
    await server.stop();
    await database.drop();
  }
  return results;
}
