import { randomUUID } from 'node:crypto';
import PgBoss10 from 'pg-boss-10';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database.js';
import type { Database } from '../../db/database.js';
import { createLogger } from '../../logger.js';
import { Jobs } from './jobs.js';
import { OLD_SCHEMA } from './upgrade-from-10.js';

const log = createLogger({ logLevel: 'silent', nodeEnv: 'test' });

/**
 * A database whose job queue pg-boss 10 made (ShelfScope before issue 39), with pg-boss 10 itself
 * (a development dependency under the alias pg-boss-10): one job due now, one due in an hour, one
 * already completed, and one of a queue this build no longer has.
 */
async function madeByPgBoss10(database: Database) {
  // The test database comes with pg-boss 12's schema installed (global setup): as before issue 39,
  // there is only pg-boss 10's.
  await database.executeSql('drop schema pgboss cascade');
  const old = new PgBoss10({
    db: { executeSql: (text: string, values?: unknown[]) => database.executeSql(text, values) },
    schema: 'pgboss',
    supervise: false,
    schedule: false,
  });
  old.on('error', () => {});
  await old.start();
  const ids = { due: randomUUID(), later: randomUUID(), done: randomUUID(), gone: randomUUID() };
  await old.createQueue('upgrade-test', { name: 'upgrade-test', retryLimit: 7 });
  await old.createQueue('removed-queue', { name: 'removed-queue' });
  // The finished one first, alone in its queue, so the fetch takes it.
  await old.send('upgrade-test', { n: 'done' }, { id: ids.done });
  const [done] = await old.fetch('upgrade-test');
  expect(done?.id).toBe(ids.done);
  await old.complete('upgrade-test', ids.done);
  await old.send('upgrade-test', { n: 'due' }, { id: ids.due, priority: 3 });
  await old.send('upgrade-test', { n: 'later' }, { id: ids.later, startAfter: 3600 });
  await old.send('removed-queue', { n: 'gone' }, { id: ids.gone });
  await old.stop({ graceful: false, close: false, wait: true });
  const { rows } = await database.executeSql('select version from pgboss.version');
  expect(rows).toEqual([{ version: 24 }]);
  return ids;
}

describe('a job queue that pg-boss 10 made', () => {
  let database: Database | undefined;
  let jobs: Jobs | undefined;
  afterEach(async () => {
    await jobs?.stop(5_000);
    await database?.close();
    jobs = undefined;
    database = undefined;
  });

  it('is upgraded on start: its unfinished jobs run on pg-boss 12, its old schema is gone', async () => {
    database = await openTestDatabase();
    const ids = await madeByPgBoss10(database);
    jobs = new Jobs(database, log, { pollingIntervalSeconds: 0.5 });
    const ran: unknown[] = [];
    jobs.define<{ n: string }>('upgrade-test', async (data) => {
      ran.push(data.n);
    });
    await jobs.start();

    await expect.poll(() => ran, { timeout: 15_000 }).toContain('due');
    // The handler has run; pg-boss records the job completed just after it returns (a loaded
    // machine saw it still active here), so the states are polled too.
    const opened = database;
    const jobRows = async () =>
      (
        await opened.executeSql(
          "select id, state, priority, retry_limit, start_after > now() + interval '50 minutes' as deferred from pgboss.job where name = 'upgrade-test' order by priority desc",
        )
      ).rows;
    await expect.poll(jobRows, { timeout: 15_000 }).toEqual([
      { id: ids.due, state: 'completed', priority: 3, retry_limit: 7, deferred: false },
      { id: ids.later, state: 'created', priority: 0, retry_limit: 7, deferred: true },
    ]);
    expect(ran).toEqual(['due']);
    const version = await database.executeSql('select version from pgboss.version');
    expect(Number(version.rows[0]?.version)).toBeGreaterThanOrEqual(26);
    const old = await database.executeSql('select to_regnamespace($1) is null as gone', [OLD_SCHEMA]);
    expect(old.rows).toEqual([{ gone: true }]);
  });

  it('starts as usual on a database that pg-boss 12 made, and again after the upgrade', async () => {
    database = await openTestDatabase();
    await madeByPgBoss10(database);
    const first = new Jobs(database, log);
    first.define('upgrade-test', async () => {});
    await first.start();
    await first.stop(5_000);
    jobs = new Jobs(database, log);
    jobs.define('upgrade-test', async () => {});
    await jobs.start();
    const { rows } = await database.executeSql("select count(*)::int as n from pgboss.job where name = 'upgrade-test'");
    expect(rows).toEqual([{ n: 2 }]);
  });
});
