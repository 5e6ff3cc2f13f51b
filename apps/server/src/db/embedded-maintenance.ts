import type { Database } from './database.js';

/**
 * PostgreSQL's autovacuum defaults (its documentation, "The Autovacuum Daemon"): a table is
 * vacuumed when its dead rows, or its rows inserted since its last vacuum, pass a base plus a
 * share of its rows, and analysed when its rows changed since its last analysis do.
 */
const AUTOVACUUM = {
  vacuumBase: 50,
  vacuumShare: 0.2,
  insertBase: 1_000,
  insertShare: 0.2,
  analyzeBase: 50,
  analyzeShare: 0.1,
};

/**
 * The statistics target of the embedded database's analyses (PostgreSQL's default is 100): enough
 * for the planner to know a table's size and its columns' spread, at a tenth of the reading.
 */
const STATISTICS_TARGET = 10;

/**
 * What one pass did to one table: a vacuum, followed by an analysis (as autovacuum's is when both
 * are due), or an analysis alone (rows changed, few dead).
 */
export type TableCare = { table: string; action: 'vacuum' | 'analyze' };

/**
 * The tables due for care now, by the autovacuum thresholds: their qualified names and whether a
 * vacuum (with an analysis) or an analysis alone. A table never analysed counts as empty.
 */
export async function tablesDue(database: Pick<Database, 'executeSql'>): Promise<TableCare[]> {
  const t = AUTOVACUUM;
  const { rows } = await database.executeSql(
    `select quote_ident(s.schemaname) || '.' || quote_ident(s.relname) as "table",
            (s.n_dead_tup > $1 + $2 * greatest(c.reltuples, 0)
              or s.n_ins_since_vacuum > $3 + $4 * greatest(c.reltuples, 0)) as vacuum,
            s.n_mod_since_analyze > $5 + $6 * greatest(c.reltuples, 0) as analyze
       from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      order by s.schemaname, s.relname`,
    [t.vacuumBase, t.vacuumShare, t.insertBase, t.insertShare, t.analyzeBase, t.analyzeShare],
  );
  return (rows as { table: string; vacuum: boolean; analyze: boolean }[]).flatMap((row): TableCare[] =>
    row.vacuum ? [{ table: row.table, action: 'vacuum' }] : row.analyze ? [{ table: row.table, action: 'analyze' }] : [],
  );
}

/**
 * Autovacuum's work for the embedded database. PGlite runs PostgreSQL as one backend with no
 * background workers, so nothing ever vacuumed or analysed it: dead rows piled up in every table
 * and its indexes, and the planner, which had never seen a table's size, read all of an upload's
 * rows to show its first one (95 ms a page after a 10,000-row upload; docs/decisions/049). Every
 * `intervalMs` (and soon after `nudge`, when a bulk write ended) a pass asks which tables are due
 * by autovacuum's own thresholds and vacuums or analyses them, one statement at a time: requests
 * wait for each as they wait for any other statement on the one connection. PostgreSQL itself
 * needs none of this: its autovacuum runs.
 */
export class EmbeddedMaintenance {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<TableCare[]> | undefined;
  private stopped = false;

  constructor(
    private readonly database: Pick<Database, 'executeSql'>,
    private readonly options: { intervalMs: number; onError: (error: unknown) => void },
  ) {}

  start(): this {
    this.schedule(this.options.intervalMs);
    return this;
  }

  /** A bulk write just ended (an upload's rows staged): a pass in a moment, not at the next interval. */
  nudge(): void {
    this.schedule(0);
  }

  /** One pass now (after the one running, if any): what it did. */
  async pass(): Promise<TableCare[]> {
    while (this.running) await this.running.catch(() => []);
    this.running = (async () => {
      const done: TableCare[] = [];
      // A backend adds its statements' counts to the statistics at most once a second: without
      // the flush, a pass right after an upload's rows were staged could find them not yet
      // counted. The target is the session's (only these passes analyse): a sample of
      // STATISTICS_TARGET * 300 rows, where PostgreSQL's default (100) held the connection for up
      // to 0.8 s analysing a 40,000-product table. Set so, not in a transaction of the analysis's
      // own: a failed analysis there would leave the one connection in an aborted transaction.
      await this.database.executeSql(
        `select pg_stat_force_next_flush(), set_config('default_statistics_target', '${STATISTICS_TARGET}', false)`,
      );
      for (const care of await tablesDue(this.database)) {
        if (this.stopped) break;
        if (care.action === 'vacuum') await this.database.executeSql(`vacuum ${care.table}`);
        await this.database.executeSql(`analyze ${care.table}`);
        done.push(care);
      }
      return done;
    })();
    try {
      return await this.running;
    } finally {
      this.running = undefined;
    }
  }

  /** No pass starts after this; the one running ends after its current statement. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running?.catch(() => {});
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.pass()
        .catch((error) => {
          if (!this.stopped) this.options.onError(error);
        })
        .finally(() => this.schedule(this.options.intervalMs));
    }, delayMs).unref();
  }
}
