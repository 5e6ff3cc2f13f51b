import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { asinOf } from '../../market/index.js';
import { MarketStore } from './market-store.js';

/**
 * Migration 0053 (decision 050): a snapshot's reading is stored as JSON text (json), written
 * once and read whole. What is read back is what the provider answered.
 */
const READING_COLUMNS = ['fields', 'offers', 'sellers_data', 'stock_info', 'variations', 'history'];
const NEED = { marketplace: 'US', maxAgeMs: 60_000, offers: true, stock: false, history: false } as const;
const { maxAgeMs: _, ...REQUEST } = NEED;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('market snapshots stored as JSON text', () => {
  it('keeps the reading columns as json', async () => {
    const { rows } = await ctx.services.database.executeSql(
      `select column_name as "column", data_type as type from information_schema.columns
       where table_schema = 'public' and table_name = 'market_snapshots' and column_name = any($1)
       order by column_name`,
      [READING_COLUMNS],
    );
    expect(rows.map((row) => ({ ...row }))).toEqual([...READING_COLUMNS].sort().map((column) => ({ column, type: 'json' })));
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
});
