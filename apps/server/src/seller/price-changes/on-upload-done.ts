// The upload pipeline's one hook into price-list changes (job.ts): compare when an upload is done,
// then say what changed in its notification. Kept apart so the pipeline's other hooks stay small.

import type { Db } from '../../db/database.js';
import type { Tenant } from '../tenancy.js';
import { earlierListRunning, recordPriceChanges } from './record.js';
import { changeLineOf } from './service.js';

/**
 * Before the upload is marked done: compare it with the supplier's previous list (once). While an
 * earlier upload of the supplier is still being read, that one is the previous list: 'wait' (the
 * job asks again a moment later). Only running uploads are waited for, never a queued one, so an
 * upload never waits on one that waits for its slot.
 */
export async function compareWithPreviousList(
  db: Db,
  upload: { id: string; companyId: string; supplierId: string; created: Date; createdBy: string | null },
): Promise<'compared' | 'wait'> {
  if (await earlierListRunning(db, upload)) return 'wait';
  await recordPriceChanges(db, upload);
  return 'compared';
}

/** The finished-upload notification's text with the change line after it ("Since the last list: …"). */
export async function withChangeLine(tenant: Tenant, uploadId: string, summary: string): Promise<string> {
  const line = await changeLineOf(tenant, uploadId);
  return line ? `${summary} Since the last list: ${line}.` : summary;
}
