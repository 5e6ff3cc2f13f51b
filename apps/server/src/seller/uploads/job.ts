import { randomUUID } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { isDatabaseUnavailable } from '../../db/unavailable.js';
import type { JobHandler, Jobs } from '../../platform/jobs/jobs.js';
import { counted } from '../../platform/text/counted.js';
import { printableText } from '../../platform/text/storable.js';
import { addNotification } from '../notifications/service.js';
import { compareWithPreviousList, withChangeLine } from '../price-changes/on-upload-done.js';
import { enqueueUploadChecks, queueChecks } from '../seller-account/queue.js';
import { type Tenant, withTenant } from '../tenancy.js';
import { queueDeliveries, recordWebhookEvent } from '../webhooks/emit.js';
import { letRequestsIn, UPLOAD_QUEUE, type UploadDeps, type UploadJob } from './deps.js';
import { dropFeed } from './market-feed.js';
import { matchBatch } from './match.js';
import { uploadFileChunks, uploadRows, uploads } from './schema.js';
import { claimSlot, nextInLine } from './slots.js';
import { stageFile, type UploadRecord, UploadRejected } from './stage.js';
import { timed } from './stages.js';

/** How long one job works before it hands over to the next: a shutdown never waits long on it. */
const SLICE_MS = 4_000;
const UNFINISHED = ['queued', 'parsing', 'matching'];
/**
 * How often a waiting upload asks again for a slot. An upload that ends wakes the next in line at
 * once; this is the fallback when that wake-up was lost (its instance died right after). Each ask
 * is a job that takes a worker for a moment: at 10 s, a company's 18 waiting uploads took enough
 * of the two workers' turns to slow the running ones (bench tenants).
 */
const WAIT_POLL_SECONDS = 30;

/**
 * The upload queue. A job reads (stages) the file, then matches batches of rows, for up to a
 * slice of time, then queues its continuation. Every step commits its own batch and can run
 * again safely, so a job that dies is simply run again (on restart: `resumeUploads`).
 */
export function defineUploadQueue(deps: UploadDeps): void {
  deps.jobs.define<UploadJob>(UPLOAD_QUEUE, (job, meta) => runAttempt(deps, job, meta), {
    // Two workers of one job each, not one worker of two: another company's upload is taken as
    // soon as either worker ends its slice, instead of after the slower of two (issue 37, finding 3).
    batchSize: 1,
    localConcurrency: 2,
    retryLimit: RETRY_LIMIT,
    retryDelaySeconds: 1,
    // A job works one slice (SLICE_MS and a batch), so one still active after this is its dead
    // instance's: another instance runs it again. Two runners are safe (batches re-check under
    // the upload's lock).
    expireInSeconds: deps.config.jobExpireSeconds,
  });
}

/**
 * Retries cover a passing fault (a lost connection, a deadlock): with backoff they span about
 * 15 s. A job that fails the same way every time is poison: its last attempt fails the upload
 * with a message the uploader sees, instead of leaving it unfinished for ever.
 */
const RETRY_LIMIT = 3;
/**
 * The part of the job's expiry an attempt may spend waiting for the database to come back: it
 * must end before pg-boss takes the job for dead and runs it a second time.
 */
const OUTAGE_WAIT_SHARE = 0.8;

/** Waits (250 ms, doubling to 5 s) until the database answers; false if it has not by `until`. */
async function databaseBack(db: Db, until: number): Promise<boolean> {
  for (let pause = 250; Date.now() < until; pause = Math.min(pause * 2, 5_000)) {
    await setTimeout(Math.min(pause, Math.max(0, until - Date.now())));
    try {
      await db.execute(sql`select 1`);
      return true;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
    }
  }
  return false;
}

/** Boots that found the upload unfinished with no progress since the boot before; then it is failed. */
const MAX_RESUMES_WITHOUT_PROGRESS = 3;

export const GAVE_UP_MESSAGE =
  'The file could not be processed: it failed on every attempt. Upload it again; if it fails again, contact support.';
export const RESTARTS_MESSAGE =
  'The file could not be processed: the server restarted several times while reading it, with no progress. Upload it again; if it fails again, contact support.';

async function runAttempt(deps: UploadDeps, job: UploadJob, meta: Parameters<JobHandler<UploadJob>>[1]): Promise<void> {
  const began = Date.now();
  try {
    if ((await takeSlot(deps, job, meta.retryCount)) === 'not now') return;
    await runUpload(deps, job);
  } catch (error) {
    // A database outage is no fault of the file's: it must not use up the retries that tell a
    // poison file (they span some 15 s; a PostgreSQL restart takes longer). The attempt waits for
    // the database, then the upload goes on in a new job with its retries whole.
    if (isDatabaseUnavailable(error)) {
      if (await databaseBack(deps.db, began + deps.config.jobExpireSeconds * 1000 * OUTAGE_WAIT_SHARE)) {
        const upload = await load(deps.db, job);
        if (upload && UNFINISHED.includes(upload.status))
          await queueUpload(deps.jobs, { uploadId: job.uploadId, companyId: job.companyId });
        return;
      }
      // Still away at the bound: pg-boss retries the job (once its expiry passes, if it could
      // not record the failure either), each retry waiting again. The upload is never failed for
      // an outage: one that outlasts every retry (minutes) leaves it to the next boot's resume.
      throw error;
    }
    if (meta.retryCount < meta.retryLimit) throw error;
    const upload = await load(deps.db, job);
    if (upload) await finish(deps, upload, 'failed', GAVE_UP_MESSAGE);
    throw error;
  }
}

export async function queueUpload(jobs: Jobs, job: UploadJob, options: { startAfterSeconds?: number } = {}): Promise<void> {
  await jobs.send<UploadJob>(
    UPLOAD_QUEUE,
    { uploadId: job.uploadId, companyId: job.companyId, queuedAt: Date.now(), ...(job.start ? { start: true } : {}) },
    { id: randomUUID(), ...options },
  );
}

/**
 * A waiting upload's job takes a slot of its company before it works (slots.ts). Without one it
 * asks again later (and wakes the uploads ahead of it that could start now: their own jobs may
 * have been lost); a start job whose upload another job already started stands down, so an
 * upload never runs two chains of jobs. A retried start job goes on: its first attempt may have
 * started the upload and failed after (two chains then, at worst: safe, as with a resume).
 */
async function takeSlot(deps: UploadDeps, job: UploadJob, retryCount: number): Promise<'go' | 'not now'> {
  const upload = await load(deps.db, job);
  if (upload?.status !== 'queued') return job.start && retryCount === 0 ? 'not now' : 'go';
  const claim = await claimSlot(deps.db, job, deps.config.maxRunningPerCompany);
  if (claim.outcome === 'started') return 'go';
  if (claim.outcome === 'waiting') {
    for (const uploadId of claim.ahead) await queueUpload(deps.jobs, { uploadId, companyId: job.companyId, start: true });
    await queueUpload(deps.jobs, { ...job, start: true }, { startAfterSeconds: WAIT_POLL_SECONDS });
  }
  return 'not now';
}

/** Starts the uploads next in line for the slots free now (an upload has just ended). */
async function wakeNext(deps: FinishDeps, companyId: string): Promise<void> {
  for (const uploadId of await nextInLine(deps.db, companyId, deps.config.maxRunningPerCompany))
    await queueUpload(deps.jobs, { uploadId, companyId, start: true });
}

/**
 * Queues a job for every upload a stopped or crashed server left unfinished. An upload that made
 * no progress since the last few boots (one that takes the server down with it each time) is
 * failed instead, so a crash loop ends.
 */
export async function resumeUploads(deps: FinishDeps): Promise<number> {
  const open = await deps.db
    .select({
      uploadId: uploads.id,
      companyId: uploads.companyId,
      progress: sql<number>`${uploads.rowsStaged} + ${uploads.processed}`.mapWith(Number),
      resumes: uploads.resumes,
      resumeProgress: uploads.resumeProgress,
    })
    .from(uploads)
    .where(inArray(uploads.status, UNFINISHED));
  let queued = 0;
  for (const { uploadId, companyId, progress, resumes, resumeProgress } of open) {
    const stuck = progress === resumeProgress ? resumes + 1 : 1;
    await withTenant(deps.db, companyId, (tx) =>
      tx.update(uploads).set({ resumes: stuck, resumeProgress: progress }).where(eq(uploads.id, uploadId)),
    );
    const upload = stuck > MAX_RESUMES_WITHOUT_PROGRESS ? await load(deps.db, { uploadId, companyId }) : null;
    if (upload) {
      await finish(deps, upload, 'failed', RESTARTS_MESSAGE);
      continue;
    }
    // A waiting upload's job asks for a slot (the count is in the database: nothing to rebuild).
    await queueUpload(deps.jobs, { uploadId, companyId });
    queued++;
  }
  return queued;
}

async function runUpload(deps: UploadDeps, job: UploadJob): Promise<void> {
  const deadline = Date.now() + SLICE_MS;
  // The next slice works on the upload as it is: it starts nothing (a start job would stand down).
  const continuation = { uploadId: job.uploadId, companyId: job.companyId };
  if (job.queuedAt !== undefined) deps.observeStage?.('queue', Math.max(0, Date.now() - job.queuedAt) / 1000);
  // The upload as the last batch's commit left it: the next batch starts from it (a read of it
  // again was a transaction of its own, each batch). Unknown after anything else.
  let committed: UploadRecord | null = null;
  for (;;) {
    const upload = committed ?? (await load(deps.db, job));
    committed = null;
    if (!upload || !UNFINISHED.includes(upload.status)) return;
    if (upload.status !== 'matching') {
      try {
        if ((await timed(deps.observeStage, 'read', () => stageFile(deps, upload, deadline))) === 'more')
          return queueUpload(deps.jobs, continuation);
      } catch (error) {
        if (error instanceof UploadRejected) return finish(deps, upload, 'failed', error.message);
        throw error;
      }
      await publishProgress(deps, upload.id, upload);
      continue;
    }
    // The market's answers are read ahead by the upload's feed, which outlives this slice.
    const outcome = await matchBatch(deps, upload);
    if (outcome === 'done') {
      // An earlier list of the supplier still being read is the one to compare with: ask again soon.
      if ((await compareWithPreviousList(deps.db, upload)) === 'wait')
        return queueUpload(deps.jobs, continuation, { startAfterSeconds: 2 });
      return timed(deps.observeStage, 'finish', () => finish(deps, upload, 'done', null));
    }
    if ('stopped' in outcome) return finish(deps, upload, 'stopped', outcome.stopped);
    committed = outcome.more;
    await timed(deps.observeStage, 'progress', () => publishProgress(deps, upload.id, upload, committed));
    await timed(deps.observeStage, 'pause', () => letRequestsIn(deps));
    if (Date.now() > deadline) return queueUpload(deps.jobs, continuation);
  }
}

async function load(db: Db, job: UploadJob): Promise<UploadRecord | undefined> {
  const [upload] = await withTenant(db, job.companyId, (tx) => tx.select().from(uploads).where(eq(uploads.id, job.uploadId)));
  return upload;
}

/** What ending an upload needs: its slot goes to the next upload in line. */
type FinishDeps = Pick<UploadDeps, 'db' | 'bus' | 'jobs'> & { config: Pick<UploadDeps['config'], 'maxRunningPerCompany'> };

/**
 * Ends an upload: rows still pending are skipped (a stop) and a failed file's staged rows are
 * removed, the file is dropped, and the uploader is notified (and webhooks get `upload.finished`),
 * all in one transaction. Its slot
 * then goes to the company's next waiting upload.
 */
async function finish(deps: FinishDeps, upload: UploadRecord, status: 'done' | 'failed' | 'stopped', message: string | null) {
  // Messages may quote the file (a header name, a parser's complaint): what reaches the page and
  // the notification is printable text, never the file's binary garbage (and storable).
  message = message === null ? null : printableText(message);
  dropFeed(upload.id);
  let deliveries: string[] = [];
  let checks: Awaited<ReturnType<typeof enqueueUploadChecks>> = null;
  const publish = await withTenant(deps.db, upload.companyId, async (db) => {
    const [current] = await db.select().from(uploads).where(eq(uploads.id, upload.id)).for('update');
    if (!current || !UNFINISHED.includes(current.status)) return null;
    const tenant: Tenant = { db, companyId: upload.companyId, memberId: upload.createdBy ?? 'system', isAppFilterOn: true };
    let skipped = 0;
    if (status === 'stopped') {
      const rows = await db
        .update(uploadRows)
        .set({ status: 'skipped', reason: message })
        .where(and(eq(uploadRows.uploadId, upload.id), eq(uploadRows.status, 'pending')))
        .returning({ row: uploadRows.row });
      skipped = rows.length;
    }
    if (status === 'failed') await db.delete(uploadRows).where(eq(uploadRows.uploadId, upload.id));
    await db.delete(uploadFileChunks).where(eq(uploadFileChunks.uploadId, upload.id));
    const [done] = await db
      .update(uploads)
      .set({
        status,
        message,
        finished: new Date(),
        modified: new Date(),
        processed: sql`${uploads.processed} + ${skipped}`,
        failed: sql`${uploads.failed} + ${skipped}`,
        ...(status === 'failed' ? { processed: 0, failed: 0, merged: 0, rowsStaged: 0, rowsTotal: null } : {}),
      })
      .where(eq(uploads.id, upload.id))
      .returning();
    if (!done) return null;
    const summary = uploadSummary(done);
    const data = { uploadId: done.id, supplierId: done.supplierId, status };
    deliveries = await recordWebhookEvent(db, {
      companyId: done.companyId,
      type: 'upload.finished',
      data: { ...data, fileName: done.fileName, processed: done.processed, failed: done.failed, message: done.message },
    });
    // The seller account's checks of the matched rows wait in line from the same commit (issue 42).
    if (status === 'done') checks = await enqueueUploadChecks(tenant, done.id, done.supplierId);
    if (!upload.createdBy) return null;
    if (status === 'done') {
      return addNotification(tenant, deps.bus, upload.createdBy, {
        kind: 'upload.finished',
        title: `${done.fileName} is processed`,
        message: await withChangeLine(tenant, done.id, summary),
        data,
      });
    }
    return addNotification(tenant, deps.bus, upload.createdBy, {
      kind: status === 'stopped' ? 'limit.reached' : 'upload.finished',
      title: status === 'stopped' ? `${done.fileName} stopped at the plan's limit` : `${done.fileName} could not be processed`,
      message: status === 'stopped' ? `${message} ${summary}` : (message ?? 'The file could not be read.'),
      data,
    });
  });
  // The final counters first, then the notification: a page that hears "finished" already has
  // the upload's last figures (the two travel as separate events, in the order they are sent).
  await publishProgress(deps, upload.id, upload);
  await publish?.();
  await queueDeliveries(deps.jobs, deliveries);
  if (checks) await queueChecks(deps.jobs, checks);
  await wakeNext(deps, upload.companyId);
}

/**
 * The upload's counters to the uploader's live streams (not stored: the upload itself is), as
 * `committed` has them when the caller holds the upload as it committed it, or as read now.
 */
async function publishProgress(
  deps: Pick<UploadDeps, 'db' | 'bus'>,
  id: string,
  upload: UploadRecord,
  committed: UploadRecord | null = null,
) {
  if (!upload.createdBy) return;
  const [now] = committed
    ? [committed]
    : await withTenant(deps.db, upload.companyId, (db) => db.select().from(uploads).where(eq(uploads.id, id)));
  if (!now) return;
  await deps.bus.publish({
    companyId: upload.companyId,
    memberId: upload.createdBy,
    event: 'upload',
    data: {
      uploadId: id,
      supplierId: now.supplierId,
      status: now.status,
      rowsTotal: now.rowsTotal,
      rowsRead: now.rowsStaged,
      processed: now.processed,
      matched: now.matched,
      unmatched: now.unmatched,
      failed: now.failed,
    },
  });
}

const n = (value: number) => value.toLocaleString('en-US');

/** The finished upload's notification text: each outcome counted, in words that agree with the count. */
export function uploadSummary(done: { matched: number; unmatched: number; candidates: number; merged: number; failed: number }) {
  return `${n(done.matched)} matched, ${n(done.unmatched)} not found, ${n(done.candidates)} with several matches, ${counted(done.merged, 'duplicate')} merged, ${n(done.failed)} rejected.`;
}
