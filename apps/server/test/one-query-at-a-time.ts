// A setup file of the server tests. node-postgres runs one query at a time on a connection and
// queues a second one sent meanwhile, with a deprecation warning (pg 9 will refuse it). Queries
// started together inside one transaction (Promise.all over tenant.db) therefore never ran in
// parallel, and will break on pg 9: on PostgreSQL runs, such a warning fails the test run.
import pg from 'pg';

const installed = Symbol.for('shelfscope.test.oneQueryAtATime');
const proc = process as NodeJS.Process & { [installed]?: true };
if (!proc[installed]) {
  proc[installed] = true;
  // node-postgres warns once a process, from inside its queue, so the warning's own stack names
  // no caller: the first query sent while its connection was busy is remembered here, with the
  // (async) stack of the code that sent it, for the error below.
  let overlapping: string | undefined;
  const client = pg.Client.prototype as unknown as {
    query: (...args: unknown[]) => unknown;
  };
  const query = client.query;
  const sql = (query: unknown) => String((query as { text?: string } | undefined)?.text ?? query ?? '').slice(0, 300);
  client.query = function (this: { _queryQueue?: unknown[]; _activeQuery?: unknown; pipeline?: boolean }, ...args: unknown[]) {
    if (overlapping === undefined && (this._queryQueue?.length ?? 0) > 0 && !this.pipeline) {
      // The SQL of both: a stack started by a promise callback names no caller of ours.
      overlapping = `sent: ${sql(args[0])}\nwhile running: ${sql(this._activeQuery)}\n${new Error('the query sent while another ran').stack}`;
    }
    return query.apply(this, args);
  };
  process.on('warning', (warning) => {
    if (warning.name === 'DeprecationWarning' && warning.message.includes('already executing a query')) {
      throw new Error(
        `Queries overlapped on one database connection (run them one after another): ${warning.message}\n${overlapping ?? ''}`,
      );
    }
  });
}
