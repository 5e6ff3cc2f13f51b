import autocannon from 'autocannon';
import { type Json, measure, pool, signUpCompany } from './lib.js';
import { startServer } from './server.js';

/**
 * GET /api/Supplier with 1,000 suppliers in one company under 50 concurrent clients, against
 * the built server (production mode, embedded PGlite) on loopback. Every request goes through
 * bearer verification, the company lookup, row-level security and the paged query (with each
 * supplier's categories). The load comes from autocannon (requests per second, latency
 * percentiles); an exact p95 comes from a second run of timed fetches.
 */
const SUPPLIERS = 1_000;
const CONCURRENCY = 50;
const REQUESTS = 5_000;

async function sellerGet(url: string, jwt: string): Promise<number> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${jwt}` }, signal: AbortSignal.timeout(30_000) });
  await res.arrayBuffer();
  return res.status;
}

export async function suppliersBench(): Promise<Record<string, string>> {
  // Enterprise trial: 1,000 suppliers is above the default trial plan's limit. With
  // BENCH_DATABASE_URL (an empty database) the server runs on PostgreSQL instead of PGlite.
  const database = process.env.BENCH_DATABASE_URL ?? '';
  const server = await startServer({ DEV_TOOLS: '1', SELLER_TRIAL_PLAN: 'Enterprise', DATABASE_URL: database });
  try {
    const { freshJwt } = await signUpCompany(server.url, 'Bench Wholesale');

    let jwt = await freshJwt();
    await pool(
      Array.from({ length: SUPPLIERS }, (_, i) => i),
      10,
      async (i) => {
        const res = await fetch(`${server.url}/api/Supplier`, {
          method: 'POST',
          headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' },
          body: JSON.stringify({
            name: `Supplier ${String(i).padStart(4, '0')}`,
            email: `s${i}@wholesale.example`,
            phone: '+1 555 010 2030',
          }),
        });
        if (res.status !== 200)
          throw new Error(`creating a supplier answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
      },
    );
    const list = (await (
      await fetch(`${server.url}/api/Supplier?page=1&pageSize=50`, { headers: { authorization: `Bearer ${jwt}` } })
    ).json()) as Json;
    if (list.totalItems !== SUPPLIERS)
      throw new Error(`expected ${SUPPLIERS} suppliers, the list says ${String(list.totalItems)}`);

    jwt = await freshJwt(); // five-minute JWTs: start the measured runs with a new one
    const load = await autocannon({
      url: `${server.url}/api/Supplier?page=1&pageSize=50`,
      headers: { authorization: `Bearer ${jwt}` },
      connections: CONCURRENCY,
      duration: 10,
    });
    if (load.non2xx > 0 || load.errors > 0) throw new Error(`autocannon: ${load.non2xx} non-2xx, ${load.errors} errors`);
    const requests = Array.from({ length: REQUESTS }, (_, i) => i);
    const first = await measure(requests, () => sellerGet(`${server.url}/api/Supplier?page=1&pageSize=50`, jwt), CONCURRENCY);
    const deep = await measure(requests, () => sellerGet(`${server.url}/api/Supplier?page=15&pageSize=50`, jwt), CONCURRENCY);
    return {
      database: database ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite',
      'autocannon, 50 connections, 10 s, page 1 of 50: requests/s (mean)': load.requests.average.toFixed(0),
      'autocannon latency p50 / p90 / p97.5 / p99 (ms)': `${load.latency.p50} / ${load.latency.p90} / ${load.latency.p97_5} / ${load.latency.p99}`,
      'GET /api/Supplier page 1 of 50, 50 concurrent: p50 / p95 / max (ms)': `${first.p50} / ${first.p95} / ${first.max}`,
      'GET /api/Supplier page 1: requests, per second, failures': `${first.count}, ${first.rps}/s, ${first.failures}`,
      'GET /api/Supplier page 15 of 50, 50 concurrent: p50 / p95 / max (ms)': `${deep.p50} / ${deep.p95} / ${deep.max}`,
      'GET /api/Supplier page 15: requests, per second, failures': `${deep.count}, ${deep.rps}/s, ${deep.failures}`,
    };
  } finally {
    await server.stop();
  }
}
