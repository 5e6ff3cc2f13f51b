import { measure, pool, seller, signUpCompany } from './lib.js';
import { startServer } from './server.js';

/**
 * Recomputing a shortlist of 1,000 items (every line's price, fees and figures, and the totals)
 * on the built server with embedded PGlite: GET /api/Shortlist/{id}/summary, 50 times one
 * after another, and the full shortlist with its items.
 */
const ITEMS = 1_000;

export async function shortlistsBench(): Promise<Record<string, string>> {
  const server = await startServer({
    DEV_TOOLS: '1',
    SELLER_TRIAL_PLAN: 'Enterprise',
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
  });
  try {
    const { freshJwt } = await signUpCompany(server.url, 'Bench Wholesale');
    let jwt = await freshJwt();
    const supplierId = (
      (await seller(server.url, jwt, 'POST', '/api/Supplier', { name: 'Bench Supplier' })).body.data as { id: string }
    ).id;
    const shortlistId = (
      (await seller(server.url, jwt, 'POST', '/api/Shortlist', { name: 'Big buy', supplierId })).body.data as { id: string }
    ).id;
    const { asinOf } = await import('../apps/server/dist/market/simulated/catalog.js');
    const started = performance.now();
    await pool(
      Array.from({ length: ITEMS }, (_, i) => i),
      4,
      async (i) => {
        const added = await seller(server.url, jwt, 'POST', '/api/Product', {
          supplierId,
          identifier: asinOf(2000 + i * 7),
          identifierType: 0,
          cost: 3 + (i % 50),
          quantityPack: 1 + (i % 6),
        });
        const product = (added.body.data as { product: { id: string } | null } | null)?.product;
        if (!product) return;
        const res = await seller(server.url, jwt, 'POST', `/api/Shortlist/${shortlistId}/item`, {
          productId: product.id,
          quantity: 1 + (i % 20),
        });
        if (res.status !== 200) throw new Error(`adding an item answered ${res.status}`);
      },
    );
    const seeding = (performance.now() - started) / 1000;
    jwt = await freshJwt();
    const summary = await seller(server.url, jwt, 'GET', `/api/Shortlist/${shortlistId}/summary`);
    const count = (summary.body.data as { shortlistItemsCount: number }).shortlistItemsCount;
    const runs = Array.from({ length: 50 }, (_, i) => i);
    const totals = await measure(
      runs,
      async () => (await seller(server.url, jwt, 'GET', `/api/Shortlist/${shortlistId}/summary`)).status,
      1,
    );
    const full = await measure(
      runs.slice(0, 20),
      async () => (await seller(server.url, jwt, 'GET', `/api/Shortlist/${shortlistId}`)).status,
      1,
    );
    return {
      database: process.env.BENCH_DATABASE_URL ? 'PostgreSQL (BENCH_DATABASE_URL)' : 'embedded PGlite',
      'items on the shortlist': String(count),
      'seeding: products added and shortlisted through the API (s)': seeding.toFixed(1),
      'GET summary (recompute every line and the totals), one at a time: p50 / p95 / max (ms)': `${totals.p50} / ${totals.p95} / ${totals.max}`,
      'GET the shortlist with its 1,000 items, one at a time: p50 / p95 / max (ms)': `${full.p50} / ${full.p95} / ${full.max}`,
    };
  } finally {
    await server.stop();
  }
}
