import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../../test/test-database.js';
import type { Database } from '../../db/database.js';
import { createLogger } from '../../logger.js';
import { Jobs } from './jobs.js';

const log = createLogger({ logLevel: 'silent', nodeEnv: 'test' });

/**
 * The database as the queue sees it, with a gate on pg-boss's fetch of the queue's next jobs (its
 * `FOR UPDATE OF j SKIP LOCKED` query naming the queue; pg-boss 12's maintenance locks rows with
 * SKIP LOCKED too): once armed, the next fetch waits until released. It makes the
 * race of a stop with a fetch in flight happen every time instead of once in a thousand.
 */
function gatedFetches(database: Database, queue: string) {
  let armed = false;
  let release = () => {};
  let held = () => {};
  const holding = new Promise<void>((resolve) => {
    held = resolve;
  });
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const queueDatabase: Database = {
    ...database,
    async executeSql(text, values) {
      if (armed && text.includes('SKIP LOCKED') && text.includes(`j.name = '${queue}'`)) {
        armed = false;
        held();
        await released;
      }
      return database.executeSql(text, values);
    },
  };
  return {
    queueDatabase,
    arm: () => {
      armed = true;
    },
    holding,
    release: () => release(),
  };
}

describe('the job queue', () => {
  let database: Database | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('stopped while a fetch is in flight, finishes the jobs that fetch hands over before it returns', async () => {
    database = await openTestDatabase();
    const gate = gatedFetches(database, 'race-test');
    // Polling once a minute: the worker fetches at start, then only when this process sends.
    const jobs = new Jobs(gate.queueDatabase, log, { pollingIntervalSeconds: 60 });
    const ran: string[] = [];
    jobs.define<{ n: number }>('race-test', async (_data, job) => {
      await sleep(100);
      // The handler's own work needs the database after the stop began.
      await database?.executeSql('select 1');
      ran.push(job.id);
    });
    await jobs.start();

    gate.arm();
    const id = await jobs.send('race-test', { n: 1 });
    await gate.holding;
    const stopping = jobs.stop(10_000);
    // The stop has begun (pg-boss 10 had already stopped by then; 12 waits for its fetch), and only
    // then does the fetch return the job.
    await sleep(300);
    gate.release();
    await stopping;

    expect(ran).toEqual([id]);
    const { rows } = await database.executeSql('select state from pgboss.job where id = $1', [id]);
    expect(rows).toEqual([{ state: 'completed' }]);
  });
});
