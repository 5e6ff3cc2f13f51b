import { envelope, ProductCreateResult, Supplier } from '@shelfscope/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import type { SqlResult } from '../../db/database.js';
import { asinOf } from '../../market/index.js';

/**
 * Migrations 0022 and 0054: the large JSON columns are compressed with LZ4 where the server has it
 * (a PostgreSQL build with LZ4, as Debian's), and stored uncompressed where it does not (PGlite,
 * whose only method, pglz, cost a third of their inserts' time: decision 051). Migration 0055: a
 * snapshot's reading comes compressed by the server (decision 052), and is stored as it is; the
 * JSON columns beside it hold only readings written before.
 */
const COLUMNS = [
  ['market_snapshots', 'fields'],
  ['market_snapshots', 'offers'],
  ['market_snapshots', 'sellers_data'],
  ['market_snapshots', 'stock_info'],
  ['market_snapshots', 'variations'],
  ['market_snapshots', 'history'],
  ['product_versions', 'inputs'],
  ['product_versions', 'analysis'],
  ['products', 'analysis'],
] as const;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function rows(query: ReturnType<typeof sql>) {
  return ((await ctx.services.database.db.execute(query)) as unknown as SqlResult).rows;
}

/** Whether this server can compress with LZ4 (the setting lists it only in builds with it). */
async function serverHasLz4(): Promise<boolean> {
  const [row] = await rows(sql`select 'lz4' = any(enumvals) as lz4 from pg_settings where name = 'default_toast_compression'`);
  return row?.lz4 === true;
}

describe('compression of the large JSON columns', () => {
  it('sets LZ4 on each column where the server has it, and no compression where not', async () => {
    const lz4 = await serverHasLz4();
    const found = await rows(sql`
      select c.relname as "table", a.attname as "column", a.attcompression as method, a.attstorage as storage
      from pg_attribute a join pg_class c on c.oid = a.attrelid
      where c.relnamespace = 'public'::regnamespace and (c.relname, a.attname) in (${sql.join(
        COLUMNS.map(([table, column]) => sql`(${table}, ${column})`),
        sql`, `,
      )})`);
    expect(found).toHaveLength(COLUMNS.length);
    // Storage x (extended): out of line and compressed; e (external): out of line, as it is.
    const expected = lz4 ? { method: 'l', storage: 'x' } : { method: '', storage: 'e' };
    for (const row of found) expect({ ...row }).toEqual({ table: row.table, column: row.column, ...expected });
    const [reading] = await rows(sql`
      select a.attcompression as method, a.attstorage as storage from pg_attribute a
      where a.attrelid = 'market_snapshots'::regclass and a.attname = 'reading'`);
    expect({ ...reading }).toEqual({ method: '', storage: 'e' });
  });

  it('stores a new product, its version and its snapshot that way', async () => {
    const { jwt } = await sellerSession(ctx);
    const supplier = envelope(Supplier).parse((await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Compression' })).body).data;
    const created = await api(ctx, 'POST', '/api/Product', jwt, {
      supplierId: supplier.id,
      identifier: asinOf(1234),
      identifierType: 0,
    });
    expect(created.status).toBe(200);
    const productId = envelope(ProductCreateResult).parse(created.body).data.product?.id;
    expect(productId).toBeDefined();
    const [stored] = await rows(sql`
      select pg_column_compression(p.analysis) as product, pg_column_compression(v.analysis) as version,
             pg_column_compression(s.reading) as reading, s.offers is null as "noJson"
      from products p join product_versions v on v.id = p.version_id join market_snapshots s on s.id = v.snapshot_id
      where p.id = ${productId ?? ''}`);
    // Values over the 2 kB TOAST threshold are compressed with the column's method, or not at all;
    // the reading, compressed already, is not compressed again.
    const method = (await serverHasLz4()) ? 'lz4' : null;
    expect(stored).toEqual({ product: method, version: method, reading: null, noJson: true });
  });
});
