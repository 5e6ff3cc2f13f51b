import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvOf, postUpload } from '../../../test/isolation/upload-files.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { uploadSteps } from '../../../test/uploads.js';
import { asinOf, SIMULATED_EXAMPLES } from '../../market/index.js';
import type { BusMessage } from '../../platform/notifications/bus.js';

/**
 * The counters an upload publishes to its uploader's live streams: one event when the file is read,
 * then one after each batch with the counters its transaction wrote, the last equal to the upload's.
 */
let ctx: TestContext;
let jwt: string;
let memberId: string;
beforeAll(async () => {
  ctx = await createTestApp({ UPLOAD_BATCH_ROWS: '2' });
  const session = await sellerSession(ctx);
  ({ jwt } = session);
  memberId = session.admin.memberId;
});
afterAll(() => ctx.close());

const { newSupplier, finished } = uploadSteps(() => ({ ctx, jwt }));

describe('upload progress', () => {
  it('publishes the counters after the file is read and after each batch, the last as the upload ends', async () => {
    const supplierId = await newSupplier('Progress');
    const companyId = (await api(ctx, 'GET', '/api/Company', jwt)).body.data.id as string;
    const events: BusMessage[] = [];
    const stop = ctx.services.bus.subscribe(companyId, memberId, (message) => events.push(message));
    try {
      // Seven rows in batches of two: four batches, one of them a code nobody sells.
      const rows = [...[1, 2, 3, 4, 5, 6].map((k) => [asinOf(300 + k), '2']), [SIMULATED_EXAMPLES.unknownAsin, '2']];
      const res = await postUpload(
        ctx,
        jwt,
        { name: 'progress.csv', content: csvOf([['ASIN', 'Cost'], ...rows]) },
        { supplierId },
      );
      expect(res.status).toBe(200);
      const upload = await finished(res.body.data.id);
      expect(upload).toMatchObject({ status: 'done', processed: 7, matched: 6, unmatched: 1 });
      type Progress = { uploadId: string; status: string; processed: number; matched: number; unmatched: number };
      const progress = events
        .filter((event) => event.event === 'upload')
        .map((event) => event.data as Progress)
        .filter((data) => data.uploadId === upload.id);
      const matching = progress.filter((event) => event.status === 'matching');
      // The file read (nothing processed yet), then one event a batch.
      expect(matching.map((event) => event.processed)).toEqual([0, 2, 4, 6, 7]);
      expect(matching.map((event) => event.matched + event.unmatched)).toEqual([0, 2, 4, 6, 7]);
      expect(matching.at(-1)).toMatchObject({ processed: 7, matched: 6, unmatched: 1 });
    } finally {
      stop();
    }
  });
});
