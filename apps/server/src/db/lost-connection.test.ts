import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.js';
import type { Database } from './database.js';

// Issue 37, finding 1: a PostgreSQL restart while an upload job ran ended the server process.
// pg.Pool listens for 'error' only on idle clients; a client checked out for a transaction that
// loses its connection between two statements emitted 'error' with no listener, which Node turns
// into an uncaught exception (here: Vitest's unhandled error, failing the run). The backend of the
// transaction's own connection is ended from another connection, as a restart would end it; the
// process must live, the transaction fail, and the pool serve the next query on a new connection.

describe.skipIf(!process.env.TEST_DATABASE_URL)('a connection lost mid-transaction (needs TEST_DATABASE_URL)', () => {
  let database: Database & { url?: string };
  let admin: pg.Client;
  beforeAll(async () => {
    database = await openTestDatabase();
    admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin?.end();
    await database?.close();
  });

  it('fails the transaction, keeps the process, and the next query gets a new connection', async () => {
    let pid = 0;
    const transaction = database.db.transaction(async (tx) => {
      // On PostgreSQL (node-postgres) execute answers a QueryResult.
      const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
      pid = Number(result.rows[0]?.pid);
      await admin.query('select pg_terminate_backend($1)', [pid]);
      // Until the server has closed that connection: the client, idle between two statements,
      // then reads the end of its socket (the 'error' that ended the process before the fix).
      for (let i = 0; i < 100; i++) {
        const { rows } = await admin.query('select 1 from pg_stat_activity where pid = $1', [pid]);
        if (rows.length === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.execute(sql`select 1`);
    });
    await expect(transaction).rejects.toThrow();
    expect(pid).toBeGreaterThan(0);
    const { rows } = await database.executeSql('select pg_backend_pid() as pid');
    expect(Number(rows[0]?.pid)).not.toBe(pid);
  });
});
