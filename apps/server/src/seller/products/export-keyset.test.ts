import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { asinOf } from '../../market/simulated/catalog.js';
import { type Tenant, withTenant } from '../tenancy.js';
import { exportPages } from './export.js';

// Issue 37, finding 2: an export reads its pages by keyset (after the last row of the page
// before), not by offset. Every row once, in the list's order, across pages whose boundaries
// fall inside runs of equal sort values and through the rows with no value; and a row removed
// between two pages moves no other row out of the pages still to come (an offset skips one).
// Runs on PGlite, and on PostgreSQL under TEST_DATABASE_URL.

const PAGE = 50;
let ctx: TestContext;
let jwt: string;
let supplierId: string;
let companyId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ jwt } = await sellerSession(ctx, 'Export Keyset'));
  supplierId = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Ties' })).body.data.id;
  const owner = await ctx.services.database.executeSql('select company_id from suppliers where id = $1', [supplierId]);
  companyId = String(owner.rows[0]?.company_id);
  for (let i = 0; i < 3; i++) {
    const res = await api(ctx, 'POST', '/api/Product', jwt, {
      supplierId,
      identifier: asinOf(400 + i * 11),
      identifierType: 0,
      cost: 5,
    });
    expect(res.status).toBe(200);
  }
  // Copies of those: 3 x 60 products, costs 5, 6 or 7 (long runs of ties) and every seventh none.
  const { rows } = await ctx.services.database.executeSql(
    `select string_agg(quote_ident(column_name), ', ') as names from information_schema.columns
     where table_schema = 'public' and table_name = 'products' and column_name not in ('id', 'asin', 'cost')`,
  );
  const names = String(rows[0]?.names);
  await ctx.services.database.executeSql(
    `insert into products (asin, cost, ${names})
     select 'K' || upper(substr(md5(g::text || p.asin), 1, 9)),
            case when g % 7 = 0 then null else 5 + g % 3 end, ${names}
     from products p cross join generate_series(1, 60) g where p.supplier_id = $1`,
    [supplierId],
  );
}, 120_000);
afterAll(() => ctx?.close());

/** The list's own order, read in one query: what the pages must add up to. */
async function expected(order: 'asc' | 'desc'): Promise<string[]> {
  const { rows } = await ctx.services.database.executeSql(
    `select asin from products where supplier_id = $1 and not deleted
     order by cost ${order} nulls last, id ${order} nulls last`,
    [supplierId],
  );
  return rows.map((row) => String(row.asin));
}

describe('a product export read by keyset', () => {
  it('over HTTP: every product once, in the list order, ties and empty values across many pages', async () => {
    for (const descending of [false, true]) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/Product/export?supplierId=${supplierId}&order=cost&descending=${descending}&columns=cost&format=csv`,
        headers: { authorization: `Bearer ${jwt}` },
      });
      expect(res.statusCode).toBe(200);
      const asins = res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.split(',')[0]);
      const want = await expected(descending ? 'desc' : 'asc');
      expect(want.length).toBeGreaterThan(183 - 1);
      expect(asins).toEqual(want);
    }
  }, 60_000);

  it('pages of 50: a row removed after the first page takes no later row with it', async () => {
    // Each page in a transaction of its own under the company's row-level security, as a request's.
    const run = <T>(work: (tenant: Tenant) => Promise<T>) =>
      withTenant(ctx.services.database.db, companyId, (db) => work({ db, companyId, memberId: 'test', isAppFilterOn: true }));
    const want = await expected('asc');
    const pages = exportPages(run, { supplierId }, { order: 'cost' }, ['asin', 'cost'], PAGE);
    const seen: string[] = [];
    const first = await pages.next();
    expect(first.done).toBe(false);
    const firstPage = first.done ? [] : first.value;
    expect(firstPage).toHaveLength(PAGE);
    seen.push(...firstPage.map((row) => String((row as Record<string, unknown>).asin)));
    // Ten products of the first page are deleted before the second page is read.
    const removed = firstPage.slice(0, 10).map((row) => row.id);
    await ctx.services.database.executeSql('update products set deleted = true where id = any($1::uuid[])', [removed]);
    for await (const page of pages) {
      expect(page.length).toBeLessThanOrEqual(PAGE);
      seen.push(...page.map((row) => String((row as Record<string, unknown>).asin)));
    }
    expect(seen).toEqual(want);
  }, 60_000);
});
