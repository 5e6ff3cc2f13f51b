// A setup file of the server tests. node-postgres runs one query at a time on a connection and
// queues a second one sent meanwhile, with a deprecation warning (pg 9 will refuse it). Queries
// started together inside one transaction (Promise.all over tenant.db) therefore never ran in
// parallel, and will break on pg 9: on PostgreSQL runs, such a warning fails the test run.
const installed = Symbol.for('shelfscope.test.oneQueryAtATime');
const proc = process as NodeJS.Process & { [installed]?: true };
if (!proc[installed]) {
  proc[installed] = true;
  process.on('warning', (warning) => {
    if (warning.name === 'DeprecationWarning' && warning.message.includes('already executing a query')) {
      throw new Error(`Queries overlapped on one database connection (run them one after another): ${warning.message}`);
    }
  });
}
