import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Price-list changes (issue 43): a supplier's list of 10,000 and of 100,000 rows compared with
 * its previous one, as an upload does when it finishes (`recordPriceChanges` of the built server:
 * both lists read, paired in memory, the changes written). The two lists are written straight
 * into `upload_rows` of an embedded database (set-based SQL): the market matching is the upload
 * benchmark's, not this one's. The new list is the old one reversed, with 10% cheaper, 5% dearer,
 * 1% in another pack, 1% renumbered, 2% dropped and 2% new. The rows have no product, so the
 * profit step (the changed products' figures) is not in these figures: it reads the products
 * whose cost moved, 2,000 a query, and prices each twice in memory.
 */
const SIZES = (process.env.BENCH_PRICE_CHANGES_SIZES ?? '10000,100000').split(',').map(Number);

export async function priceChangesBench(): Promise<Record<string, string>> {
  const { openDatabase } = await import('../apps/server/dist/db/database.js');
  const { recordPriceChanges, listRows } = await import('../apps/server/dist/seller/price-changes/record.js');
  const { compareLists } = await import('../apps/server/dist/seller/price-changes/compare.js');
  const { withTenant } = await import('../apps/server/dist/seller/tenancy.js');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-price-changes-'));
  const database = await openDatabase({ kind: 'pglite', dataDir });
  const results: Record<string, string> = {};
  try {
    await database.migrate();
    for (const size of SIZES) {
      const companyId = randomUUID();
      const supplierId = randomUUID();
      const [previous, current] = [randomUUID(), randomUUID()];
      const sql = (text: string, values?: unknown[]) => database.executeSql(text, values);
      for (const [id, minutes] of [
        [previous, 60],
        [current, 1],
      ] as const) {
        await sql(
          `insert into uploads (id, company_id, supplier_id, file_name, format, size_bytes, status, created, finished)
           values ($1, $2, $3, $4, 'csv', 1, 'done', now() - ($5 || ' minutes')::interval, now())`,
          [id, companyId, supplierId, `${id}.csv`, String(minutes)],
        );
      }
      // The previous list: item i is SKU-i, code 8...i, a case of 12.
      await sql(
        `insert into upload_rows (upload_id, row, company_id, status, identifier, item_number, pack_size, pack_cost, unit_cost)
         select $1, i + 1, $2, 'updated', (800000000000 + i)::text, 'SKU-' || i, 12, to_jsonb(10 + (i % 7)), to_jsonb(round((10 + (i % 7)) / 12.0, 4))
         from generate_series(1, $3::int) as i`,
        [previous, companyId, size],
      );
      // The new list, in reverse order: 2% dropped (i % 50 = 0), 2% new (beyond the old size).
      await sql(
        `insert into upload_rows (upload_id, row, company_id, status, identifier, item_number, pack_size, pack_cost)
         select $1, $3::int + $3::int / 50 + 2 - i, $2, 'updated', (800000000000 + i)::text,
                case when i % 100 = 7 then 'NEW-' || i else 'SKU-' || i end,
                case when i % 100 = 3 then 6 else 12 end,
                to_jsonb(case when i % 10 = 1 then 9 + (i % 7) when i % 20 = 2 then 11 + (i % 7) else 10 + (i % 7) end)
         from generate_series(1, $3::int + $3::int / 50) as i where i % 50 <> 0 or i > $3::int`,
        [current, companyId, size],
      );
      const readStarted = performance.now();
      const rows = await withTenant(database.db, companyId, async (db) => [
        await listRows(db, previous),
        await listRows(db, current),
      ]);
      const readMs = performance.now() - readStarted;
      const pureStarted = performance.now();
      const compared = compareLists(rows[0] ?? [], rows[1] ?? []);
      const pureMs = performance.now() - pureStarted;
      const started = performance.now();
      await recordPriceChanges(database.db, { id: current, companyId, supplierId, created: new Date(), createdBy: null });
      const ms = performance.now() - started;
      const counts = await sql('select counts, unchanged from upload_change_sets where upload_id = $1', [current]);
      const stored = await sql('select count(*)::int as n from upload_changes where upload_id = $1', [current]);
      const label = size.toLocaleString('en-US');
      results[`${label} rows: recorded (read both lists, compare, write)`] = `${ms.toFixed(0)} ms`;
      results[`${label} rows: read both lists alone`] = `${readMs.toFixed(0)} ms`;
      results[`${label} rows: compare alone, in memory`] = `${pureMs.toFixed(0)} ms`;
      results[`${label} rows: changes stored`] =
        `${Number(stored.rows[0]?.n).toLocaleString('en-US')} (${compared.changes.length.toLocaleString('en-US')} in memory), ${JSON.stringify(counts.rows[0])}`;
    }
    results.rss = `${(process.memoryUsage().rss / 2 ** 20).toFixed(0)} MB after both sizes`;
    results.load = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ');
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return results;
}
