// The upload pipeline's one hook into price-list changes (job.ts): compare when an upload is done,
// then say what changed in its notification. Kept apart so the pipeline's other hooks stay small.

import type { Db } from '../../db/database.js';
import type { Tenant } from '../tenancy.js';
import { recordPriceChanges } from './record.js';
import { changeLineOf } from './service.js';

/** Before the upload is marked done: compare it with the supplier's previous list (once). */
export const compareWithPreviousList = (
  db: Db,
  upload: { id: string; companyId: string; supplierId: string; created: Date; createdBy: string | null },
) => recordPriceChanges(db, upload);

/** The finished-upload notification's text with the change line after it ("Since the last list: …"). */
export async function withChangeLine(tenant: Tenant, uploadId: string, summary: string): Promise<string> {
  const line = await changeLineOf(tenant, uploadId);
  return line ? `${summary} Since the last list: ${line}.` : summary;
}
