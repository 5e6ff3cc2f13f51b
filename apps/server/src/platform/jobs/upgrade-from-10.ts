import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../../db/database.js';

/**
 * pg-boss 11 and later cannot migrate a pg-boss 10 schema (version 24): their oldest migration
 * starts at 25, and the 11.0 release notes ask to move the jobs over by hand. A database made by
 * ShelfScope before issue 39 has such a schema in `pgboss`. On start, under the boot lock:
 *
 * 1. `detachPgBoss10` renames it to `pgboss_v10`, so pg-boss 12 installs its own `pgboss`;
 * 2. after the queues exist again, `adoptPgBoss10Jobs` re-queues the old schema's unfinished jobs
 *    (created, retry, active) of the queues this build defines through pg-boss's own insert, with
 *    their ids, data, priority, start time and retry settings, then drops `pgboss_v10`.
 *
 * A job that was active when the old version stopped runs again (handlers are idempotent); retry
 * counts start over. Finished jobs (kept a week for inspection) and jobs of queues that no longer
 * exist are not carried over: their number is logged. A crash between the two steps is picked up
 * on the next start (`pgboss_v10` still there); re-inserting an id that exists is a no-op.
 */
export const OLD_SCHEMA = 'pgboss_v10';
const FIRST_UNSUPPORTED_VERSION = 25;
const BATCH = 500;

async function exists(database: Database, relation: string): Promise<boolean> {
  const { rows } = await database.executeSql('select to_regclass($1) is not null as found', [relation]);
  return rows[0]?.found === true;
}

/** Step 1: moves a pg-boss 10 schema out of pg-boss 12's way. Whether one was (or still is) there. */
export async function detachPgBoss10(database: Database, log: FastifyBaseLogger): Promise<boolean> {
  if (await exists(database, 'pgboss.version')) {
    const { rows } = await database.executeSql('select version from pgboss.version');
    const version = Number(rows[0]?.version);
    if (version < FIRST_UNSUPPORTED_VERSION) {
      log.info({ version }, `job queue: a pg-boss 10 schema; moving it to ${OLD_SCHEMA} to carry its jobs over`);
      await database.executeSql(`alter schema pgboss rename to ${OLD_SCHEMA}`);
    }
  }
  return exists(database, `${OLD_SCHEMA}.job`);
}

type OldJob = {
  id: string;
  name: string;
  priority: number;
  data: object | null;
  retry_limit: number;
  retry_delay: number;
  retry_backoff: boolean;
  start_after: Date | string;
  singleton_key: string | null;
  expire_seconds: number;
};

/** Step 2: re-queues the old schema's unfinished jobs of `queues`, then drops the old schema. */
export async function adoptPgBoss10Jobs(boss: PgBoss, database: Database, queues: string[], log: FastifyBaseLogger) {
  let adopted = 0;
  for (const queue of queues) {
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const { rows } = (await database.executeSql(
        `select id, name, priority, data, retry_limit, retry_delay, retry_backoff, start_after, singleton_key,
                extract(epoch from expire_in)::int as expire_seconds
           from ${OLD_SCHEMA}.job
          where name = $1 and state in ('created', 'retry', 'active') and id > $2
          order by id limit ${BATCH}`,
        [queue, after],
      )) as { rows: OldJob[] };
      if (rows.length === 0) break;
      await boss.insert(
        queue,
        rows.map((job) => ({
          id: job.id,
          data: job.data ?? {},
          priority: job.priority,
          startAfter: new Date(job.start_after),
          retryLimit: job.retry_limit,
          retryDelay: job.retry_delay,
          retryBackoff: job.retry_backoff,
          ...(job.singleton_key ? { singletonKey: job.singleton_key } : {}),
          ...(job.expire_seconds > 0 ? { expireInSeconds: job.expire_seconds } : {}),
        })),
      );
      adopted += rows.length;
      after = rows.at(-1)?.id ?? after;
    }
  }
  const { rows } = await database.executeSql(
    `select count(*)::int as left_behind from ${OLD_SCHEMA}.job where not (name = any($1) and state in ('created', 'retry', 'active'))`,
    [queues],
  );
  await database.executeSql(`drop schema ${OLD_SCHEMA} cascade`);
  log.info({ adopted, leftBehind: Number(rows[0]?.left_behind ?? 0) }, 'job queue: pg-boss 10 jobs carried over to pg-boss 12');
}
