import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/database.js';

/** What a queue does with one job's data. Throwing fails the attempt; pg-boss retries it. */
export type JobHandler<T> = (data: T, meta: { id: string; retryCount: number; retryLimit: number }) => Promise<void>;

type QueueDefinition = {
  name: string;
  handler: JobHandler<never>;
  options: { retryLimit: number; retryDelaySeconds: number; batchSize: number };
};

export type JobsOptions = {
  /** How often idle workers look for new jobs; pg-boss allows 0.5 s at the least. */
  pollingIntervalSeconds?: number;
  /** Whether this process runs workers at all (a web-only instance can turn them off). */
  runWorkers?: boolean;
};

/**
 * The durable job queue (pg-boss) in the application's own database, on PostgreSQL or PGlite.
 * Modules define their queues before start(); sending to an undefined queue is a programming error.
 */
export class Jobs {
  readonly boss: PgBoss;
  private readonly queues = new Map<string, QueueDefinition>();
  private started = false;

  constructor(
    database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly options: JobsOptions = {},
  ) {
    this.boss = new PgBoss({
      db: { executeSql: (text, values) => database.executeSql(text, values) },
      schema: 'pgboss',
      // Keep finished jobs a week for inspection; archive completed ones after an hour.
      archiveCompletedAfterSeconds: 3600,
      deleteAfterDays: 7,
    });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
  }

  define<T>(name: string, handler: JobHandler<T>, options: Partial<QueueDefinition['options']> = {}): void {
    if (this.started) throw new Error(`Queue ${name} must be defined before the job queue starts`);
    this.queues.set(name, {
      name,
      handler: handler as JobHandler<never>,
      options: { retryLimit: 5, retryDelaySeconds: 5, batchSize: 1, ...options },
    });
  }

  async start(): Promise<void> {
    await this.boss.start();
    for (const queue of this.queues.values()) {
      await this.boss.createQueue(queue.name, {
        name: queue.name,
        retryLimit: queue.options.retryLimit,
        retryDelay: queue.options.retryDelaySeconds,
        retryBackoff: true,
      });
      if (this.options.runWorkers === false) continue;
      await this.boss.work(
        queue.name,
        {
          batchSize: queue.options.batchSize,
          includeMetadata: true,
          pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2,
        },
        async (jobs) => {
          for (const job of jobs) {
            const meta = { id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit };
            try {
              await queue.handler(job.data as never, meta);
            } catch (error) {
              this.log.warn({ err: error, queue: queue.name, jobId: job.id, ...meta }, 'job attempt failed');
              throw error;
            }
          }
        },
      );
    }
    this.started = true;
  }

  /**
   * Queues a job. With an `id` (a UUID), sending again while that job exists is a no-op, which
   * makes re-queueing safe. Handlers must be idempotent: a job can run again after a crash.
   */
  async send<T extends object>(name: string, data: T, options: { id?: string } = {}): Promise<string | null> {
    if (!this.queues.has(name)) throw new Error(`Unknown queue: ${name}`);
    return this.boss.send(name, data, options);
  }

  /** Stops fetching, lets running jobs finish (up to the timeout), then returns. */
  async stop(timeoutMs: number): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, close: false, timeout: timeoutMs });
  }
}
