import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { withTenant } from '../tenancy.js';
import { uploads } from './schema.js';

/**
 * Per-company upload slots (issue 37, finding 3: one company's 20 uploads at once slowed every
 * other company for minutes). A company has at most `limit` uploads reading or matching; later
 * ones stay `queued` and start in the order they came, as slots free. The count is the uploads'
 * own statuses in the database, so it holds across restarts and instances: an upload takes a
 * slot by going from `queued` to `parsing` under a lock of its company's line.
 */

/** Uploads holding a slot: being read or matched. */
const RUNNING = ['parsing', 'matching'];

/** Serialises the slot decisions of one company (every instance), for the transaction. */
const lockLine = (db: Db, companyId: string) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`upload-slots:${companyId}`}, 0))`);

/** The company's waiting uploads, first in line first. */
const line = (db: Db, companyId: string) =>
  db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(eq(uploads.companyId, companyId), eq(uploads.status, 'queued'), eq(uploads.deleted, false)))
    .orderBy(asc(uploads.created), asc(uploads.id));

async function runningCount(db: Db, companyId: string): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(uploads)
    .where(and(eq(uploads.companyId, companyId), inArray(uploads.status, RUNNING)));
  return row?.value ?? 0;
}

export type Claim =
  /** The upload took a slot (it is `parsing` now): the caller works on it. */
  | { outcome: 'started' }
  /** No slot for it yet; `ahead` are the uploads first in line that may start now (their jobs were lost or are late). */
  | { outcome: 'waiting'; ahead: string[] }
  /** The upload is no longer waiting: another job started it, or it ended. */
  | { outcome: 'gone' };

/**
 * Takes a slot for a waiting upload if one is free and the upload is next in line for it. The
 * line is first come, first served: an upload never overtakes an older one of its company.
 */
export function claimSlot(db: Db, upload: { uploadId: string; companyId: string }, limit: number): Promise<Claim> {
  return withTenant(db, upload.companyId, async (tx) => {
    await lockLine(tx, upload.companyId);
    const [current] = await tx.select({ status: uploads.status }).from(uploads).where(eq(uploads.id, upload.uploadId));
    if (current?.status !== 'queued') return { outcome: 'gone' };
    const free = limit - (await runningCount(tx, upload.companyId));
    const next = (await line(tx, upload.companyId)).slice(0, Math.max(0, free)).map((row) => row.id);
    if (!next.includes(upload.uploadId)) return { outcome: 'waiting', ahead: next };
    await tx
      .update(uploads)
      .set({ status: 'parsing', modified: new Date() })
      .where(and(eq(uploads.id, upload.uploadId), eq(uploads.status, 'queued')));
    return { outcome: 'started' };
  });
}

/** The uploads first in line that a free slot would start now (after an upload ends). */
export function nextInLine(db: Db, companyId: string, limit: number): Promise<string[]> {
  return withTenant(db, companyId, async (tx) => {
    const free = limit - (await runningCount(tx, companyId));
    if (free <= 0) return [];
    return (await line(tx, companyId)).slice(0, free).map((row) => row.id);
  });
}

/**
 * Each waiting upload's place in its company's line (1 = the next to start once a slot frees);
 * an upload that may start now is not in the map. Read in the caller's transaction.
 */
export async function queuePositions(db: Db, companyId: string, limit: number): Promise<Map<string, number>> {
  const waiting = await line(db, companyId);
  if (waiting.length === 0) return new Map();
  const free = Math.max(0, limit - (await runningCount(db, companyId)));
  return new Map(waiting.slice(free).map((row, index) => [row.id, index + 1]));
}
