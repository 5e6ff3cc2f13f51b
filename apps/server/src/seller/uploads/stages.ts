/**
 * Where an upload's time goes: the wall time of each stage on its critical path (a read ahead
 * that overlaps a write is not counted; the wait for it is, as `market`). Exported as the
 * histogram `shelfscope_upload_stage_seconds{stage}`; `bench/uploads.ts` prints each stage's
 * share of an upload from its sums.
 */
export const UPLOAD_STAGES = [
  /** From a job's send to its start: the queue's hand-over between slices. */
  'queue',
  /** Reading the stored file and staging its rows. */
  'read',
  /** A batch's pending rows and the plan's allowance. */
  'rows',
  /** Waiting for the market's answers (lookups, snapshots, a read ahead not yet in). */
  'market',
  /** The batch's transaction: products, versions, outcomes, counters. */
  'write',
  /** The counters to the uploader's live streams. */
  'progress',
  /** The pause between batches that lets requests in. */
  'pause',
  /** The end: status, notification. */
  'finish',
] as const;
export type UploadStage = (typeof UPLOAD_STAGES)[number];

/** Receives each stage's seconds (the server's metrics); unset, nothing is timed. */
export type StageObserver = (stage: UploadStage, seconds: number) => void;

/** Runs `work`, adding its wall time to `stage`. */
export async function timed<T>(observe: StageObserver | undefined, stage: UploadStage, work: () => Promise<T>): Promise<T> {
  if (!observe) return work();
  const started = performance.now();
  try {
    return await work();
  } finally {
    observe(stage, (performance.now() - started) / 1000);
  }
}
