import { setImmediate, setTimeout } from 'node:timers/promises';
import type { UploadsConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { MarketDataProvider } from '../../market/provider.js';
import type { Jobs } from '../../platform/jobs/jobs.js';
import type { EventBus } from '../../platform/notifications/bus.js';
import type { Analyze } from '../products/analysis.js';
import type { MarketStore } from '../products/market-store.js';
import type { StageObserver } from './stages.js';

export const UPLOAD_QUEUE = 'upload.process';

/** What the upload jobs stand on. They run outside any request, as the member who uploaded. */
export type UploadDeps = {
  db: Db;
  jobs: Jobs;
  bus: EventBus;
  store: MarketStore;
  provider: MarketDataProvider;
  analyze: Analyze;
  config: UploadsConfig;
  /** A stored market reading younger than this serves a row (as it serves an add). */
  freshForMs: number;
  /** The database the jobs write to; unset is taken as PGlite (see `letRequestsIn`). */
  databaseKind?: 'pglite' | 'postgres';
  /** Requests of this process waiting for their answer (platform/http/answering.ts); unset: a fixed pause. */
  requestsWaiting?: () => number;
  /**
   * An upload's rows are all staged: the embedded database analyses them before the matching's
   * queries are planned (db/embedded-maintenance.ts). Unset: nothing to tell.
   */
  rowsStaged?: () => void;
  /** Each stage's wall time (the server's metrics: stages.ts); unset, nothing is timed. */
  observeStage?: StageObserver;
};

/**
 * `queuedAt` (ms, the sender's clock) times the queue's hand-over; jobs queued before it lack it.
 * `start`: the job starts a waiting upload (takes its company's slot); if another job has already
 * started it, this one does nothing.
 */
export type UploadJob = { uploadId: string; companyId: string; queuedAt?: number; start?: boolean };

/** The longest a job gives way to requests after a batch on PGlite (a stream of them cannot stop it). */
const MAX_GIVE_WAY_MS = 100;

/**
 * A turn for requests after each batch. On PGlite every query completes synchronously, so a job
 * that runs batch after batch (and pg-boss, which fetches the next job at once) never gave the
 * event loop a turn: no request was even read until the upload ended (measured: /api/health
 * waited 22 s). So the job lets the event loop read what arrived (two turns: one may come before
 * the loop's poll for I/O) and then, while a request is still waiting for its answer to begin,
 * waits for it, up to MAX_GIVE_WAY_MS: its queries need the one connection the next batch would
 * take. A fixed 20 ms pause did this before, 20 ms a batch even with nobody waiting (2 s of a
 * 10,000-row upload). On PostgreSQL every query already waits on the network, so requests get
 * their turns; one more turn is enough there.
 */
export async function letRequestsIn(deps: Pick<UploadDeps, 'databaseKind' | 'requestsWaiting'>): Promise<void> {
  await setImmediate();
  if (deps.databaseKind === 'postgres') return;
  await setImmediate();
  if (!deps.requestsWaiting) return setTimeout(20).then(() => undefined);
  const until = Date.now() + MAX_GIVE_WAY_MS;
  while (deps.requestsWaiting() > 0 && Date.now() < until) await setTimeout(1);
}
