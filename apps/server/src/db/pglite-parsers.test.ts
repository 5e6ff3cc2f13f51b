import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase, type SqlResult } from './database.js';

// Every type whose parsing Drizzle changes (text for its mappers), as a value and in an array.
const TYPED = `select
  '2026-11-30 12:34:56.789'::timestamp as ts, '2026-11-30 12:34:56.789+00'::timestamptz as tstz,
  '2026-11-30'::date as d, '1 day 02:03:04'::interval as iv, 12.5::numeric as n,
  array['2026-11-30 01:02:03'::timestamp] as tss, array['2026-11-30 01:02:03+00'::timestamptz] as tstzs,
  array['2026-11-30'::date] as ds, array['1 hour'::interval] as ivs, array[1.25, 2.5]::numeric[] as ns,
  array[1, 2]::int[] as ints, '{"a":1}'::jsonb as j, 7::int8 as big`;

// The stock arrangement: a PGlite of its own, given to Drizzle as Drizzle's documentation does.
let stock: PGlite;
let ours: Database;
beforeAll(async () => {
  stock = await PGlite.create();
  ours = await openDatabase({ kind: 'pglite' });
}, 60_000);
afterAll(async () => {
  await stock?.close();
  await ours?.close();
});

describe("PGlite with Drizzle's parsers in its own table (decision 052)", () => {
  it('reads raw statements as a stock PGlite does: dates as Dates', async () => {
    const expected = (await stock.query<Record<string, unknown>>(TYPED)).rows;
    expect((await ours.executeSql(TYPED, [])).rows).toEqual(expected);
    // With values too (pg-boss's statements), and the multi-statement path.
    expect((await ours.executeSql(`${TYPED} where $1::int = 1`, [1])).rows).toEqual(expected);
    expect((await ours.executeSql(`select 1; ${TYPED}`)).rows).toEqual(expected);
    expect(expected[0]?.tstz).toBeInstanceOf(Date);
    expect((expected[0]?.tstzs as unknown[] | undefined)?.[0]).toBeInstanceOf(Date);
  });

  it("reads Drizzle's statements as Drizzle on a stock PGlite does, in and out of a transaction", async () => {
    const reference = drizzle(stock);
    const expected = await reference.execute(sql.raw(TYPED));
    expect(expected.rows[0]?.tstz).toBe('2026-11-30 12:34:56.789+00');
    const rowsOf = (result: unknown) => (result as SqlResult).rows;
    expect(rowsOf(await ours.db.execute(sql.raw(TYPED)))).toEqual(expected.rows);
    const inTransaction = await ours.db.transaction(async (tx) => {
      const nested = await tx.transaction((inner) => inner.execute(sql.raw(TYPED)));
      return [rowsOf(await tx.execute(sql.raw(TYPED))), rowsOf(nested)];
    });
    expect(inTransaction).toEqual([expected.rows, expected.rows]);
  });

  it("sends Drizzle's statements without parsers of their own", async () => {
    // What reaches PGlite, recorded at its boundary: a parsers option would make PGlite copy its
    // whole table for the statement.
    const { adoptDrizzleParsers } = await import('./pglite-parsers.js');
    const client = await PGlite.create();
    const seen: (QueryOptions | undefined)[] = [];
    const recording = <Q extends PGlite['query']>(query: Q) =>
      ((text: string, params?: unknown[], options?: QueryOptions) => {
        seen.push(options);
        return query(text, params, options);
      }) as Q;
    client.query = recording(client.query.bind(client));
    const transaction = client.transaction.bind(client);
    client.transaction = (run) =>
      transaction((tx) => {
        tx.query = recording(tx.query);
        return run(tx);
      });
    const { drizzleClient } = await adoptDrizzleParsers(client);
    const db = drizzle(drizzleClient);
    await db.execute(sql`select now() as at`);
    await db.transaction((tx) => tx.execute(sql`select now() as at`));
    // Two statements, and the transaction's one (BEGIN and COMMIT go by exec).
    expect(seen.length).toBeGreaterThanOrEqual(3);
    expect(seen.filter((options) => options?.parsers !== undefined)).toEqual([]);
    await client.close();
  });
});
