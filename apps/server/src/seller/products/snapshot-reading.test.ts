import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { asinOf } from '../../market/index.js';
import { MarketStore } from './market-store.js';

/**
 * Migration 0055 (decision 052): a snapshot's reading is stored as its JSON text compressed with
 * Brotli, written once and read whole. Rows written before keep it in the JSON columns of
 * migration 0053 (decision 050). What is read back is what the provider answered, either way.
 */
const JSON_COLUMNS = ['fields', 'offers', 'sellers_data', 'stock_info', 'variations', 'history'];
const NEED = { marketplace: 'US', maxAgeMs: 60_000, offers: true, stock: false, history: false } as const;
const { maxAgeMs: _, ...REQUEST } = NEED;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('market snapshots stored compressed', () => {
  it('keeps the reading as bytea, and the columns of earlier readings as json', async () => {
    const { rows } = await ctx.services.database.executeSql(
      `select column_name as "column", data_type as type from information_schema.columns
       where table_schema = 'public' and table_name = 'market_snapshots' and column_name = any($1)
       order by column_name`,
      [[...JSON_COLUMNS, 'reading']],
    );
    const expected = [...JSON_COLUMNS.map((column) => ({ column, type: 'json' })), { column: 'reading', type: 'bytea' }];
    expect(rows.map((row) => ({ ...row }))).toEqual(expected.sort((a, b) => a.column.localeCompare(b.column)));
  });

  it('reads back a batch of readings as the provider answered them, fresh or by id', async () => {
    const store = new MarketStore(ctx.services.database.db, ctx.services.market);
    const asins = [asinOf(4101), asinOf(4102), asinOf(4103)];
    const written = await store.snapshots(asins, NEED);
    expect([...written.keys()].sort()).toEqual([...asins].sort());
    const answered = await ctx.services.market.products(asins, REQUEST);
    // Read from the table: the fresh ones (no provider call) and each by its id.
    const fresh = await store.snapshots(asins, NEED);
    for (const asin of asins) {
      const stored = fresh.get(asin);
      expect(stored?.id).toBe(written.get(asin)?.id);
      const { history: _, ...reading } = answered.get(asin) ?? {};
      expect(stored?.snapshot).toEqual(reading);
      expect((await store.byId(stored?.id ?? ''))?.snapshot).toEqual(reading);
    }
  });

  it('stores a quarter of the JSON, and nothing in the JSON columns', async () => {
    const store = new MarketStore(ctx.services.database.db, ctx.services.market);
    const written = await store.snapshots([asinOf(4111)], NEED);
    const { rows } = await ctx.services.database.executeSql(
      `select octet_length(reading) as stored, num_nonnulls(fields, offers, sellers_data, stock_info, variations) as json
       from market_snapshots where id = $1`,
      [written.get(asinOf(4111))?.id],
    );
    const text = JSON.stringify(written.get(asinOf(4111))?.snapshot);
    expect(rows[0]?.json).toBe(0);
    expect(Number(rows[0]?.stored)).toBeGreaterThan(0);
    expect(Number(rows[0]?.stored)).toBeLessThan(text.length / 2);
  });

  it('reads a snapshot written before migration 0055 from its JSON columns', async () => {
    const store = new MarketStore(ctx.services.database.db, ctx.services.market);
    const answered = (await ctx.services.market.products([asinOf(4121)], REQUEST)).get(asinOf(4121));
    if (!answered) throw new Error('the simulated marketplace knows every asinOf');
    const { history: _, ...reading } = answered;
    // As 0053's insert wrote it: the reading's parts in the JSON columns, no compressed reading.
    const { rows } = await ctx.services.database.executeSql(
      `insert into market_snapshots (asin, marketplace, provider, with_offers, with_stock, fields, offers, sellers_data, stock_info, variations)
       values ($1, 'US', 'simulated', true, false, $2::json, $3::json, $4::json, $5::json, $6::json) returning id`,
      [
        asinOf(4121),
        ...[reading.fields, reading.offers, reading.sellersData, reading.stockInfo, reading.variations].map((part) =>
          JSON.stringify(part),
        ),
      ],
    );
    const id = String(rows[0]?.id);
    expect((await store.byId(id))?.snapshot).toEqual(reading);
    expect((await store.snapshots([asinOf(4121)], NEED)).get(asinOf(4121))).toMatchObject({ id, snapshot: reading });
  });

  it('refuses a row with no reading in either form', async () => {
    await expect(
      ctx.services.database.executeSql(
        `insert into market_snapshots (asin, marketplace, provider, with_offers, with_stock, fields)
         values ($1, 'US', 'simulated', true, false, '{}'::json)`,
        [asinOf(4131)],
      ),
    ).rejects.toThrow(/market_snapshots_reading_check/);
  });
});
