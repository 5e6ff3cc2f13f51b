import pg from 'pg';
import { backendPids, cloneProducts, cpuSeconds, freshDatabase, load, measure, seller, signUpCompany } from './lib.js';
import { startServer } from './server.js';

/**
 * The product list with 100,000 products in one supplier, on PostgreSQL (the deployment
 * database; the embedded PGlite serves one user's demo). 300 products are added through the API
 * from the simulated marketplace (measuring creation by identifier), then cloned in SQL to
 * 100,000 with varied figures. Each typical list query runs 400 times from 20 concurrent
 * clients through the API (timed to the answer's last byte, see `listPage`), beside the same two
 * statements (page and total) sent straight to PostgreSQL from 20 connections.
 *
 * BENCH_DATABASE_URL names an empty database; by default a fresh one is made on
 * 127.0.0.1:5432 and dropped afterwards.
 */
const PRODUCTS = 100_000;
const SEEDED = 300;
const CONCURRENCY = 20;
const REQUESTS = 400;

type Query = { name: string; params: string; where: string; order: string; offset?: number; args?: unknown[] };

const QUERIES: Query[] = [
  { name: 'newest first, page 1', params: '', where: '', order: 'created desc nulls last, id desc nulls last' },
  {
    name: 'order by ROI, descending',
    params: '&order=roi&descending=true',
    where: '',
    order: 'roi desc nulls last, id desc nulls last',
  },
  { name: 'order by sales rank', params: '&order=bsrCurrent', where: '', order: 'bsr_current asc nulls last, id asc nulls last' },
  {
    name: 'filter roi >= 30 and bsrCurrent < 50000 and hasAlert = false, by ROI',
    params: `&order=roi&descending=true&filter=${encodeURIComponent('roi >= 30 and bsrCurrent < 50000 and hasAlert = false')}`,
    where: 'and roi >= 30 and bsr_current < 50000 and has_alert = false',
    order: 'roi desc nulls last, id desc nulls last',
  },
  {
    name: 'search a title word',
    params: '&search=Deluxe',
    where:
      "and (asin = 'DELUXE' or upc = 'Deluxe' or supplier_upc = 'Deluxe' or item_number = 'Deluxe' or title ilike '%Deluxe%' or brand ilike '%Deluxe%')",
    order: 'created desc nulls last, id desc nulls last',
  },
  {
    name: 'page 100 (offset 4,950)',
    params: '&page=100',
    where: '',
    order: 'created desc nulls last, id desc nulls last',
    offset: 4950,
  },
];

/**
 * One list request, timed to the last byte of the answer (as a browser's network panel times
 * it). The load generator shares the server's two cores; parsing each 200 kB page here would
 * put the client's JSON.parse (about as much CPU as the server's whole answer) on them too.
 */
async function listPage(url: string, jwt: string, path: string): Promise<number> {
  const res = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${jwt}` }, signal: AbortSignal.timeout(30_000) });
  await res.arrayBuffer();
  return res.status;
}

export async function productsBench(): Promise<Record<string, string>> {
  const database = await freshDatabase();
  const server = await startServer({
    DEV_TOOLS: '1',
    SELLER_TRIAL_PLAN: 'Enterprise',
    DATABASE_URL: database.url,
    DATABASE_POOL_SIZE: '20',
  });
  const sql = new pg.Pool({ connectionString: database.url, max: CONCURRENCY });
  try {
    const { freshJwt } = await signUpCompany(server.url, 'Bench Wholesale');
    let jwt = await freshJwt();
    const supplier = await seller(server.url, jwt, 'POST', '/api/Supplier', { name: 'Bench Supplier' });
    const supplierId = (supplier.body.data as { id: string }).id;

    // Creation by identifier, through the API, from the simulated marketplace.
    const { asinOf } = await import('../apps/server/dist/market/simulated/catalog.js');
    const create = async (i: number) =>
      (
        await seller(server.url, jwt, 'POST', '/api/Product', {
          supplierId,
          identifier: asinOf(1000 + i * 3),
          identifierType: 0,
          cost: 5 + (i % 40),
        })
      ).status;
    // Warm-up: the first adds after a start compile the code paths and fill the caches (settings,
    // brand alerts, the simulated catalog); a server in service is past them.
    await measure(
      Array.from({ length: 10 }, (_, i) => SEEDED + i),
      create,
      1,
    );
    const createdAlone = await measure(
      Array.from({ length: 50 }, (_, i) => i),
      create,
      1,
    );
    const created = await measure(
      Array.from({ length: SEEDED - 100 }, (_, i) => 50 + i),
      create,
      4,
    );
    // The same 50 one at a time again, 260 adds after the start: the code paths are compiled by
    // now (the server's CPU an add falls from about 14 ms in its first hundred to 9 ms), as on a
    // server in service.
    const createdWarm = await measure(
      Array.from({ length: 50 }, (_, i) => SEEDED - 50 + i),
      create,
      1,
    );

    // Clone to 100,000 rows with varied figures.
    const started = performance.now();
    await cloneProducts(sql, supplierId, SEEDED, PRODUCTS);
    const seedSeconds = (performance.now() - started) / 1000;
    const { rows } = await sql.query(
      'select count(*)::int as n, min(company_id::text) as company from products where supplier_id = $1',
      [supplierId],
    );
    const total = rows[0].n as number;
    const companyId = rows[0].company as string;

    jwt = await freshJwt();
    const results: Record<string, string> = {
      database: 'PostgreSQL 15 on loopback',
      'products in the supplier': total.toLocaleString('en-US'),
      'seeding: 300 through the API + clone in SQL + analyze (s)': seedSeconds.toFixed(1),
      'POST /api/Product by ASIN (simulated market), 50 one at a time: p50 / p95 / max (ms)': `${createdAlone.p50} / ${createdAlone.p95} / ${createdAlone.max} (${createdAlone.failures} failures)`,
      'POST /api/Product by ASIN (simulated market), 200 at 4 concurrent: p50 / p95 / max (ms)': `${created.p50} / ${created.p95} / ${created.max} (${created.failures} failures)`,
      'POST /api/Product by ASIN (simulated market), 50 one at a time after 260 adds: p50 / p95 / max (ms)': `${createdWarm.p50} / ${createdWarm.p95} / ${createdWarm.max} (${createdWarm.failures} failures)`,
    };
    for (const query of QUERIES) {
      const path = `/api/Product?supplierId=${supplierId}${query.params}`;
      // One answer read as a client reads it: a full page of products.
      const sample = await seller(server.url, jwt, 'GET', path);
      const page = (sample.body.data as unknown[] | undefined)?.length ?? 0;
      if (sample.status !== 200 || page === 0) throw new Error(`${query.name}: ${sample.status}, ${page} products`);
      const items = Array.from({ length: REQUESTS }, (_, i) => i);
      // CPU a request of each party sharing the 2 cores: the server (all its threads), the
      // database's backends, and this load generator (receiving each page).
      // A burst first, so the server's pool has opened its connections (their backends counted).
      await measure(items.slice(0, 40), () => listPage(server.url, jwt, path), CONCURRENCY);
      const backends = await backendPids(sql);
      const cpu = () => ({
        server: cpuSeconds(server.child.pid),
        database: backends.reduce((sum, pid) => sum + cpuSeconds(pid), 0),
        client: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
      });
      const before = cpu();
      const viaApi = await measure(items, () => listPage(server.url, jwt, path), CONCURRENCY);
      const after = cpu();
      const perRequest = (key: keyof typeof before) => (((after[key] - before[key]) * 1000) / REQUESTS).toFixed(1);
      const alone = await measure(items.slice(0, 100), () => listPage(server.url, jwt, path), 1);
      const scope = `company_id = $1 and not deleted and supplier_id = $2 ${query.where}`;
      const plain = await measure(
        items,
        async () => {
          await Promise.all([
            sql.query(`select * from products where ${scope} order by ${query.order} limit 50 offset ${query.offset ?? 0}`, [
              companyId,
              supplierId,
            ]),
            sql.query(`select count(*) from products where ${scope}`, [companyId, supplierId]),
          ]);
          return 200;
        },
        CONCURRENCY,
      );
      results[`${query.name}: API p50 / p95 (ms), req/s`] =
        `${viaApi.p50} / ${viaApi.p95}, ${viaApi.rps}/s (${viaApi.failures} failures)`;
      results[`${query.name}: plain SQL p50 / p95 (ms)`] = `${plain.p50} / ${plain.p95}`;
      results[`${query.name}: API one client at a time p50 / p95 (ms)`] = `${alone.p50} / ${alone.p95}`;
      results[`${query.name}: CPU a request under 20 clients, server / PostgreSQL / load generator (ms)`] =
        `${perRequest('server')} / ${perRequest('database')} / ${perRequest('client')} (load ${load()})`;
    }
    return results;
  } finally {
    await sql.end();
    await server.stop();
    await database.drop();
  }
}
