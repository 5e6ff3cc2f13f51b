import type { UploadCreated } from '@shelfscope/contracts';
import type { Jobs } from '../../platform/jobs/jobs.js';
import { withChangeSummaries, withChangeSummary } from '../price-changes/service.js';
import type { ProductsDeps } from '../products/workflows.js';
import { queueUpload } from './job.js';
import { type Received, storeUpload } from './receive.js';
import { findUpload, listUploads, reportAfter, reportCells, reportPage, uploadDto, uploadQueuePositions } from './service.js';
import { queuePositions } from './slots.js';

/**
 * What the upload routes do, one verb each (docs/architecture.md): each takes one options object
 * and runs as the calling company (`deps.run`); the route parses the request (the multipart file
 * included) and replies.
 */

type Deps = Pick<ProductsDeps, 'run'>;
/** How many of a company's uploads run at once (UPLOAD_MAX_RUNNING_PER_COMPANY): the rest wait in line. */
type Slots = { slots: number };

/** Rows of the report a download reads at a time, each page in its own transaction. */
const REPORT_PAGE = 2_000;

/**
 * A received price list stored and queued. The answer says where it waits in the company's line,
 * read after the send: the job may have taken the slot already.
 */
export async function startUpload({
  deps,
  jobs,
  received,
  filesPerMonth,
  slots,
  companyId,
}: { deps: Deps; jobs: Jobs; received: Received; filesPerMonth: number; companyId: string } & Slots): Promise<UploadCreated> {
  const id = await deps.run((tenant) => storeUpload(tenant, received, filesPerMonth));
  // If this send is lost (a crash right here), the start-up sweep queues the upload again.
  await queueUpload(jobs, { uploadId: id, companyId, start: true });
  const positions = await deps.run((tenant) => queuePositions(tenant.db, tenant.companyId, slots));
  return {
    id,
    status: 'queued' as const,
    queuePosition: positions.get(id) ?? null,
    message: 'The price list is uploaded and is being processed. Check your notifications for its progress.',
  };
}

/** A page of the company's uploads, newest first, each with its price-change summary. */
export function uploadPage({ deps, query, slots }: { deps: Deps; query: Parameters<typeof listUploads>[1] } & Slots) {
  return deps.run(async (tenant) => {
    const list = await listUploads(tenant, query, slots);
    return { ...list, items: await withChangeSummaries(tenant, list.items) };
  });
}

/** An upload's status, progress and change summary, with one page of its row report. */
export function uploadWithReport({
  deps,
  uploadId,
  query,
  slots,
}: { deps: Deps; uploadId: string; query: Parameters<typeof reportPage>[2] } & Slots) {
  return deps.run(async (tenant) => {
    const upload = await findUpload(tenant, uploadId);
    const positions = await uploadQueuePositions(tenant, [upload], slots);
    const dto = await withChangeSummary(tenant, uploadDto(upload, positions));
    return { ...dto, ...(await reportPage(tenant, upload.id, query)) };
  });
}

/**
 * The row report to download: the file's name (the upload's, with `-report`) and its rows a page at
 * a time, each page read in its own transaction so a long report holds no transaction open.
 */
export async function uploadReport({ deps, uploadId }: { deps: Deps; uploadId: string }) {
  const upload = await deps.run((tenant) => findUpload(tenant, uploadId));
  async function* pages() {
    let after = 0;
    for (;;) {
      const rows = await deps.run((tenant) => reportAfter(tenant, upload.id, after, REPORT_PAGE));
      if (rows.length === 0) return;
      yield rows.map(reportCells);
      after = rows.at(-1)?.row ?? after;
    }
  }
  return { fileName: `${upload.fileName.replace(/\.[^.]+$/, '')}-report`, pages: pages() };
}
