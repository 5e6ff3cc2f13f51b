import type { FastifyBaseLogger } from 'fastify';
import { type JobWithMetadata, PgBoss } from 'pg-boss';
import type { Database } from '../../db/database.js';
import { storableText } from '../text/storable.js';
import { adoptPgBoss10Jobs, detachPgBoss10 } from './upgrade-from-10.js';

/** What a queue does with one job's data. Throwing fails the attempt; pg-boss retries it. */
export type JobHandler<T> = (data: T, meta: { id: string; retryCount: number; retryLimit: number }) => Promise<void>;

type QueueOptions = {
  retryLimit: number;
  retryDelaySeconds: number;
  batchSize: number;
  /**
   * Workers of this queue on each instance, each fetching and running its own batch. A batch is
   * done when its slowest job is: with one worker of batch 2, a job queued behind two long ones
   * waited for both; two workers of batch 1 each take the oldest job as soon as they are free.
   */
  localConcurrency?: number;
  /**
   * How long a job may stay active before pg-boss takes it for dead and retries it (pg-boss's
   * default is 15 minutes; at most 24 hours). A queue whose jobs may wait long on an outside
   * service (market data tokens) needs more than that.
   */
  expireInSeconds?: number;
  /** A cron expression: pg-boss queues one job at each tick (across instances, once). */
  cron?: string;
};

/** A failed attempt's message is kept for inspection; a whole query with its parameters is too much. */
const MAX_FAILURE_CHARS = 2_000;

type QueueDefinition = { name: string; handler: JobHandler<never>; options: QueueOptions };

export type JobsOptions = {
  /** How often idle workers look for new jobs; pg-boss allows 0.5 s at the least. */
  pollingIntervalSeconds?: number;
  /** Whether this process runs workers at all (a web-only instance can turn them off). */
  runWorkers?: boolean;
  /**
   * How often pg-boss's supervise pass and maintenance run (one instance at a time): they fail jobs
   * active past their expiry, so a dead instance's job is retried, by any instance, within about
   * expiry + this interval. pg-boss's default is a minute.
   */
  maintenanceIntervalSeconds?: number;
  /**
   * Wraps every job attempt (metrics, a trace span); it must call `run` once and pass its result
   * on. `traceparent` is the one the job was queued with.
   */
  instrument?: (queue: string, run: () => Promise<void>, jobId: string, traceparent?: string) => Promise<void>;
  /** The trace context of the caller queueing a job (tracing on), kept in the job's data. */
  traceparent?: () => string | undefined;
};

/** The key of a job's data that carries its trace context; handlers never see it. */
const TRACEPARENT_KEY = '_traceparent';

/**
 * The durable job queue (pg-boss) in the application's own database, on PostgreSQL or PGlite.
 * Modules define their queues before start(); sending to an undefined queue is a programming error.
 */
export class Jobs {
  readonly boss: PgBoss;
  private readonly queues = new Map<string, QueueDefinition>();
  /** This process's worker per queue, woken at once when this process queues a job. */
  private readonly workers = new Map<string, string>();
  private started = false;
  /**
   * The queue's own queries still running. pg-boss completes a finished batch without awaiting
   * it (manager.js, `this.complete(...)`), so its stop() can resolve with that query in flight:
   * closing the database then would turn it into an unhandled rejection.
   */
  private readonly inFlight = new Set<Promise<unknown>>();
  /**
   * The batches running now. pg-boss's stop() waits only for batches it has already handed out:
   * a fetch in flight when it is called still hands its jobs over afterwards.
   */
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
    private readonly options: JobsOptions = {},
  ) {
    this.boss = new PgBoss({
      db: {
        executeSql: (text, values) => {
          const query = database.executeSql(text, values);
          const settled: Promise<unknown> = query.then(
            (): void => void this.inFlight.delete(settled),
            (): void => void this.inFlight.delete(settled),
          );
          this.inFlight.add(settled);
          return query;
        },
      },
      schema: 'pgboss',
      ...(database.kind === 'pglite' ? { backend: 'pglite' as const } : {}),
      // pg-boss 12 fails expired jobs in its supervise pass (10 did it in maintenance), so both run
      // at this interval, and its monitor (the queue counts /metrics reads) too.
      ...(options.maintenanceIntervalSeconds
        ? {
            maintenanceIntervalSeconds: options.maintenanceIntervalSeconds,
            superviseIntervalSeconds: options.maintenanceIntervalSeconds,
            monitorIntervalSeconds: options.maintenanceIntervalSeconds,
          }
        : {}),
    });
    this.boss.on('error', (error) => this.log.error({ err: error }, 'job queue error'));
  }

  define<T>(name: string, handler: JobHandler<T>, options: Partial<QueueOptions> = {}): void {
    if (this.started) throw new Error(`Queue ${name} must be defined before the job queue starts`);
    this.queues.set(name, {
      name,
      handler: handler as JobHandler<never>,
      options: { retryLimit: 5, retryDelaySeconds: 5, batchSize: 10, ...options },
    });
  }

  /** The defined queues' names. */
  queueNames(): string[] {
    return [...this.queues.keys()];
  }

  async start(): Promise<void> {
    // A database made with pg-boss 10 (before issue 39): upgrade-from-10.ts.
    const fromPgBoss10 = await detachPgBoss10(this.database, this.log);
    await this.boss.start();
    for (const queue of this.queues.values()) {
      const settings = {
        name: queue.name,
        retryLimit: queue.options.retryLimit,
        retryDelay: queue.options.retryDelaySeconds,
        retryBackoff: true,
        // Finished jobs are kept a week for inspection.
        deleteAfterSeconds: 7 * 86_400,
        ...(queue.options.expireInSeconds ? { expireInSeconds: queue.options.expireInSeconds } : {}),
      };
      // createQueue leaves an existing queue as it was: the update applies changed settings.
      await this.boss.createQueue(queue.name, settings);
      await this.boss.updateQueue(queue.name, settings);
      if (queue.options.cron) await this.boss.schedule(queue.name, queue.options.cron);
    }
    if (fromPgBoss10) await adoptPgBoss10Jobs(this.boss, this.database, this.queueNames(), this.log);
    for (const queue of this.queues.values()) {
      if (this.options.runWorkers === false) continue;
      const workerId = await this.boss.work(
        queue.name,
        {
          batchSize: queue.options.batchSize,
          ...(queue.options.localConcurrency ? { localConcurrency: queue.options.localConcurrency } : {}),
          includeMetadata: true,
          pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 1,
        },
        (jobs) => this.runBatch(queue, jobs),
      );
      this.workers.set(queue.name, workerId);
    }
    this.started = true;
  }

  /**
   * Queues a job. With an `id` (a UUID), sending again while that job exists is a no-op, which
   * makes re-queueing safe. `startAfterSeconds` delays it (a wait for an outside service's
   * capacity). Handlers must be idempotent: a job can run again after a crash.
   */
  async send<T extends object>(
    name: string,
    data: T,
    options: { id?: string; startAfterSeconds?: number } = {},
  ): Promise<string | null> {
    if (!this.queues.has(name)) throw new Error(`Unknown queue: ${name}`);
    const { startAfterSeconds, ...rest } = options;
    const traceparent = Array.isArray(data) ? undefined : this.options.traceparent?.();
    const stamped = traceparent ? { ...data, [TRACEPARENT_KEY]: traceparent } : data;
    const id = await this.boss.send(name, stamped, { ...rest, ...(startAfterSeconds ? { startAfter: startAfterSeconds } : {}) });
    // Other instances find the job by polling; this one starts on it now.
    const workerId = this.workers.get(name);
    if (workerId) this.boss.notifyWorker(workerId);
    return id;
  }

  /**
   * Runs a fetched batch concurrently. pg-boss completes or fails a batch as a whole, so a job
   * that fails is failed on its own here (and retried by its queue's policy); the batch then
   * completes, which touches only the jobs still active.
   */
  private runBatch(queue: QueueDefinition, jobs: JobWithMetadata<unknown>[]): Promise<void> {
    const batch = this.runJobs(queue, jobs);
    const settled: Promise<void> = batch.then(
      () => void this.running.delete(settled),
      () => void this.running.delete(settled),
    );
    this.running.add(settled);
    return batch;
  }

  private async runJobs(queue: QueueDefinition, jobs: JobWithMetadata<unknown>[]): Promise<void> {
    const results = await Promise.allSettled(
      jobs.map((job) => {
        const { data, traceparent } = unstamped(job.data);
        const run = () => queue.handler(data as never, { id: job.id, retryCount: job.retryCount, retryLimit: job.retryLimit });
        return this.options.instrument ? this.options.instrument(queue.name, run, job.id, traceparent) : run();
      }),
    );
    for (const [index, result] of results.entries()) {
      const job = jobs[index];
      if (result.status === 'fulfilled' || !job) continue;
      const error = result.reason instanceof Error ? result.reason : new Error(String(result.reason));
      this.log.warn({ err: error, queue: queue.name, jobId: job.id, retryCount: job.retryCount }, 'job attempt failed');
      try {
        // The message is stored (jsonb): an error quoting the input may carry text PostgreSQL refuses.
        await this.boss.fail(queue.name, job.id, { message: storableText(error.message).slice(0, MAX_FAILURE_CHARS) });
      } catch (failError) {
        // A rejection here would reach pg-boss, which fails the batch without awaiting it (an
        // unhandled rejection). The job stays active until it expires and is retried then.
        this.log.error({ err: failError, queue: queue.name, jobId: job.id }, 'could not record a failed job attempt');
      }
    }
  }

  /** Stops fetching, lets running jobs finish (up to the timeout), then returns. */
  async stop(timeoutMs: number): Promise<void> {
    if (!this.started) return;
    this.started = false;
    this.workers.clear();
    const deadline = Date.now() + timeoutMs;
    await this.boss.stop({ graceful: true, close: false, timeout: timeoutMs });
    // The database closes after this. A fetch still in flight hands its jobs to runBatch after
    // pg-boss stopped waiting, and pg-boss completes a batch without awaiting it: wait until no
    // batch runs and no queue query is left (its last one, a batch's completion, included).
    while (this.inFlight.size + this.running.size > 0 && Date.now() < deadline) {
      const left = deadline - Date.now();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        Promise.allSettled([...this.inFlight, ...this.running]),
        new Promise((resolve) => {
          timer = setTimeout(resolve, left);
        }),
      ]);
      clearTimeout(timer);
      // What follows a settled query or batch (the fetch's hand-over, the completion) is queued
      // as microtasks; they have all run by the next turn of the event loop.
      await new Promise((resolve) => setImmediate(resolve));
    }
    if (this.inFlight.size + this.running.size > 0)
      this.log.warn({ batches: this.running.size, queries: this.inFlight.size }, 'job queue stopped with work still running');
  }
}

/** A job's data without the trace context it was queued with, and that context. */
function unstamped(data: unknown): { data: unknown; traceparent?: string } {
  if (!data || typeof data !== 'object' || !(TRACEPARENT_KEY in data)) return { data };
  const { [TRACEPARENT_KEY]: traceparent, ...rest } = data as Record<string, unknown>;
  return typeof traceparent === 'string' ? { data: rest, traceparent } : { data: rest };
}
