import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { asinOf } from '../../market/simulated/catalog.js';
import { EXPORT_PAGE } from './export.js';

// Issue 37, finding 2: on the embedded database (PGlite) a CSV export of 100,000 rows froze the
// whole server: PGlite runs a query in this process's thread, and the export's pages followed one
// another without the event loop ever turning, so no other request was even read until the
// export ended (/api/health took 203 s). Health must answer while an export is still running.
// PAGES stays under the 16 pages Node's Readable.from reads ahead, so nothing but the export's
// own yielding lets the loop turn (before the fix, health answered only after the last page).
// The order of events is asserted, never a duration (bench/export.ts measures the latencies).

const PAGES = 4;
let ctx: TestContext;
let jwt: string;
let supplierId: string;
let base: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ jwt } = await sellerSession(ctx, 'Export Interleave'));
  supplierId = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Bulk' })).body.data.id;
  for (let i = 0; i < 4; i++) {
    const res = await api(ctx, 'POST', '/api/Product', jwt, {
      supplierId,
      identifier: asinOf(900 + i * 7),
      identifierType: 0,
      cost: 5 + i,
    });
    expect(res.status).toBe(200);
  }
  // Copies of those products, each with an ASIN of its own, up to PAGES pages of an export.
  const { rows } = await ctx.services.database.executeSql(
    `select string_agg(quote_ident(column_name), ', ') as names from information_schema.columns
     where table_schema = 'public' and table_name = 'products' and column_name not in ('id', 'asin')`,
  );
  const names = String(rows[0]?.names);
  await ctx.services.database.executeSql(
    `insert into products (asin, ${names})
     select 'X' || upper(substr(md5(g::text || p.asin), 1, 9)), ${names}
     from products p cross join generate_series(1, $1::int) g where p.supplier_id = $2`,
    [Math.ceil((PAGES * EXPORT_PAGE) / 4), supplierId],
  );
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address() as { port: number };
  base = `http://127.0.0.1:${address.port}`;
}, 120_000);
afterAll(() => ctx?.close());

describe('a long product export', () => {
  it('lets /api/health answer before it finishes', async () => {
    const order: string[] = [];
    // The export is injected (no socket of its own, whose writes would turn the event loop
    // by chance); health comes over a real connection, which is read only when the loop turns.
    const exporting = ctx.app
      .inject({
        method: 'GET',
        url: `/api/Product/export?supplierId=${supplierId}&order=roi&descending=true&columns=cost,roi&format=csv`,
        headers: { authorization: `Bearer ${jwt}` },
      })
      .then((res) => {
        order.push('export finished');
        return res;
      });
    const health = fetch(`${base}/api/health`).then((answer) => {
      order.push(`health ${answer.status}`);
    });
    const res = await exporting;
    await health;
    expect(res.statusCode).toBe(200);
    expect(res.body.trim().split('\r\n').length - 1, 'every product exported').toBeGreaterThan(PAGES * EXPORT_PAGE);
    expect(order).toEqual(['health 200', 'export finished']);
  }, 120_000);
});
