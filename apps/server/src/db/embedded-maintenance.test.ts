import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from './database.js';
import { EmbeddedMaintenance, tablesDue } from './embedded-maintenance.js';

// PGlite has no autovacuum: these check that the pass does its work on the embedded database
// itself (PostgreSQL's own autovacuum would race a test of it there).

describe('the embedded database is vacuumed and analysed', { timeout: 60_000 }, () => {
  let database: Database;
  const errors: unknown[] = [];

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    await database.executeSql('create table probe (id int primary key, state text not null)');
    await database.executeSql('create index probe_state_idx on probe (state, id)');
  });
  afterAll(() => database?.close());

  /** The table's row estimate and dead rows as PostgreSQL's statistics have them. */
  async function statsOf(table: string) {
    const { rows } = await database.executeSql(
      `select c.reltuples::int as estimate, s.n_dead_tup::int as dead, s.last_analyze is not null as analysed
         from pg_class c join pg_stat_user_tables s on s.relid = c.oid where c.relname = $1`,
      [table],
    );
    return rows[0] as { estimate: number; dead: number; analysed: boolean };
  }

  /**
   * The statistics a statement leaves reach the shared counters at most once a second, when a
   * later statement ends: asks again (a bounded number of times) until `check` holds, and
   * answers the last value for the assertion to name. (test-app's `eventually` would bring the
   * test database with it, and this file into the PostgreSQL pass, where it has nothing to test.)
   */
  async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
    let value = await read();
    for (let i = 0; i < 40 && !check(value); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      value = await read();
    }
    return value;
  }

  it('names a table with many new rows, and after a pass the planner knows its size', async () => {
    await database.executeSql(`insert into probe select g, 'pending' from generate_series(1, 5000) g`);
    expect((await statsOf('probe')).estimate, 'never analysed').toBe(-1);
    const due = await eventually(
      () => tablesDue(database),
      (list) => list.some((care) => care.table === 'public.probe'),
    );
    // 5,000 inserted rows pass the insert threshold (1,000 plus a fifth of none).
    expect(due).toContainEqual({ table: 'public.probe', action: 'vacuum' });

    const maintenance = new EmbeddedMaintenance(database, { intervalMs: 60_000, onError: (e) => errors.push(e) });
    expect(await maintenance.pass()).toContainEqual({ table: 'public.probe', action: 'vacuum' });
    await maintenance.stop();
    const stats = await statsOf('probe');
    expect(stats.estimate).toBe(5000);
    expect(stats.analysed).toBe(true);
    expect(await tablesDue(database)).not.toContainEqual(expect.objectContaining({ table: 'public.probe' }));
    expect(errors).toEqual([]);
  });

  it('analyses a table whose rows changed, and vacuums its dead rows away', async () => {
    // Half the rows change state: each update leaves a dead row (the state is indexed: no HOT).
    await database.executeSql(`update probe set state = 'done' where id <= 2500`);
    const due = await eventually(
      () => tablesDue(database),
      (list) => list.some((care) => care.table === 'public.probe'),
    );
    expect(due).toContainEqual({ table: 'public.probe', action: 'vacuum' });
    const maintenance = new EmbeddedMaintenance(database, { intervalMs: 60_000, onError: (e) => errors.push(e) });
    await maintenance.pass();
    await maintenance.stop();
    const stats = await eventually(
      () => statsOf('probe'),
      (s) => s.dead === 0,
    );
    expect(stats.dead).toBe(0);
    expect(stats.estimate).toBe(5000);
  });

  it('runs a pass soon after a nudge, and none once stopped', async () => {
    await database.executeSql(`insert into probe select g, 'pending' from generate_series(5001, 9000) g`);
    await eventually(
      () => tablesDue(database),
      (list) => list.some((care) => care.table === 'public.probe'),
    );
    const maintenance = new EmbeddedMaintenance(database, { intervalMs: 60_000, onError: (e) => errors.push(e) }).start();
    maintenance.nudge();
    const stats = await eventually(
      () => statsOf('probe'),
      (s) => s.estimate === 9000,
    );
    expect(stats.estimate, 'the nudge ran a pass well before the 60 s interval').toBe(9000);
    await maintenance.stop();

    await database.executeSql(`insert into probe select g, 'pending' from generate_series(9001, 15000) g`);
    maintenance.nudge();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect((await statsOf('probe')).estimate, 'stopped: no pass after the nudge').toBe(9000);
    expect(errors).toEqual([]);
  });
});
