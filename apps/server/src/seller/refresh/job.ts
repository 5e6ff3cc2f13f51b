import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { KeepaError } from '../../market/keepa/client.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { withTenant } from '../tenancy.js';
import { BatchTaken, refreshBatch } from './batch.js';
import { OPEN_STATUSES, REFRESH_QUEUE, type RefreshDeps, type RefreshJob, type RefreshRecord } from './deps.js';
import { finishRefresh, publishProgress } from './finish.js';
import { refreshes } from './schema.js';

/**
 * The refresh queue. A job refreshes batches of products for up to a slice of time, then queues
 * its continuation. Every batch commits with its progress, so a job that dies is simply run
 * again (on restart: `resumeRefreshes`). Jobs may wait long on the market provider's rate limit
 * within a batch, so the queue's expiry is configured (REFRESH_JOB_EXPIRE_SECONDS).
 */
export function defineRefreshQueue(deps: RefreshDeps): void {
  deps.jobs.define<RefreshJob>(REFRESH_QUEUE, (job, meta) => runRefresh(deps, job, meta), {
    batchSize: 2,
    retryLimit: 10,
    retryDelaySeconds: 5,
    expireInSeconds: deps.config.jobExpireSeconds,
  });
}

export async function queueRefresh(jobs: Jobs, job: RefreshJob, startAfterSeconds?: number): Promise<void> {
  await jobs.send<RefreshJob>(REFRESH_QUEUE, job, { id: randomUUID(), ...(startAfterSeconds ? { startAfterSeconds } : {}) });
}

/** Queues a job for every refresh a stopped or crashed server left open. */
export async function resumeRefreshes(db: Db, jobs: Jobs): Promise<number> {
  const open = await db
    .select({ refreshId: refreshes.id, companyId: refreshes.companyId })
    .from(refreshes)
    .where(inArray(refreshes.status, OPEN_STATUSES));
  for (const job of open) await queueRefresh(jobs, job);
  return open.length;
}

async function runRefresh(deps: RefreshDeps, job: RefreshJob, meta: { retryCount: number; retryLimit: number }) {
  // One job works for a slice, then hands over to the next: a shutdown never waits long on it.
  const deadline = Date.now() + deps.config.sliceMs;
  for (;;) {
    // PGlite answers in-process, so batches and the jobs that continue them can make one long
    // chain of promise callbacks: let the event loop serve requests and timers before each batch.
    await new Promise((resolve) => setImmediate(resolve));
    const refresh = await start(deps.db, job);
    if (!refresh) return;
    let outcome: Awaited<ReturnType<typeof refreshBatch>>;
    try {
      outcome = await refreshBatch(deps, refresh);
    } catch (error) {
      if (error instanceof BatchTaken) return;
      if (isOutOfCapacity(error)) {
        // The provider waited as long as it will for its rate limit: wait longer, then go on.
        return queueRefresh(deps.jobs, job, deps.config.capacityWaitSeconds);
      }
      if (meta.retryCount >= meta.retryLimit) {
        const reason = error instanceof Error ? error.message : String(error);
        await finishRefresh(deps, refresh, 'failed', `The refresh could not go on: ${reason}`);
      }
      throw error;
    }
    if (outcome === 'done') return finishRefresh(deps, refresh, 'done', null);
    if (typeof outcome === 'object') return finishRefresh(deps, refresh, 'stopped', outcome.stopped);
    await publishProgress(deps, refresh.id, refresh);
    if (Date.now() >= deadline) return queueRefresh(deps.jobs, job);
  }
}

/** The refresh if it is still open, marked running. */
async function start(db: Db, job: RefreshJob): Promise<RefreshRecord | undefined> {
  return withTenant(db, job.companyId, async (tx) => {
    const [refresh] = await tx.select().from(refreshes).where(eq(refreshes.id, job.refreshId));
    if (!refresh || !OPEN_STATUSES.includes(refresh.status)) return undefined;
    if (refresh.status === 'running') return refresh;
    const [running] = await tx
      .update(refreshes)
      .set({ status: 'running', modified: new Date() })
      .where(eq(refreshes.id, refresh.id))
      .returning();
    return running;
  });
}

/**
 * Errors that mean "no capacity now" rather than "broken": Keepa's client gave up waiting for
 * tokens (429), or the network or Keepa kept failing through its own retries.
 */
function isOutOfCapacity(error: unknown): boolean {
  return error instanceof KeepaError && (error.status === null || error.status === 429 || error.status >= 500);
}
