import multipart from '@fastify/multipart';
import {
  envelope,
  Id,
  listEnvelope,
  Upload,
  UploadBestMatches,
  UploadCandidate,
  UploadChoiceInput,
  UploadCreated,
  UploadDetail,
  UploadIdParams,
  UploadListQuery,
  UploadPreview,
  UploadReportQuery,
  UploadRowParams,
  UploadRowReport,
} from '@shelfscope/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendTable } from '../../platform/export/table.js';
import { ok, paged } from '../../platform/http/envelopes.js';
import { access } from '../../platform/http/route-access.js';
import type { Services } from '../../services.js';
import { sellerOf } from '../auth/seller-auth.js';
import { planLimitsOf } from '../plans/limits.js';
import { withChangeSummaries, withChangeSummary } from '../price-changes/service.js';
import type { ProductsDeps } from '../products/workflows.js';
import { asTenant } from '../tenancy.js';
import { pickBestMatches } from './best-match.js';
import { chooseCandidate, rowCandidates } from './choose.js';
import type { UploadDeps } from './deps.js';
import { queueUpload } from './job.js';
import { previewFile } from './preview.js';
import { receiveUpload, storeUpload } from './receive.js';
import {
  findUpload,
  listUploads,
  REPORT_COLUMNS,
  REPORT_HEADER,
  reportAfter,
  reportCells,
  reportPage,
  uploadDto,
  uploadQueuePositions,
} from './service.js';
import { queuePositions } from './slots.js';

const tags = ['Upload'];
const REPORT_PAGE = 2_000;

/** The bulk price-list upload (spec: POST /api/Product/bulk) and its status and row report. */
export const uploadRoutes =
  (services: Services, deps: UploadDeps, productsDepsOf: (request: FastifyRequest) => ProductsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart);

    app.post(
      '/api/Product/bulk',
      {
        schema: {
          tags: ['Product'],
          summary:
            'Upload a supplier price list (multipart: file = CSV or XLSX, supplierId, optional mapping JSON); answers at once, the rows are processed in the background',
          ...access('uploads:write'),
          consumes: ['multipart/form-data'],
          querystring: z.object({ supplierId: Id.optional() }),
          response: { 200: envelope(UploadCreated) },
        },
      },
      async (request) => {
        const received = await receiveUpload(request, services.config.uploads, request.query);
        const limits = planLimitsOf(request);
        const slots = services.config.uploads.maxRunningPerCompany;
        const id = await asTenant(services, request, (tenant) => storeUpload(tenant, received, limits.filesUploadedPerMonth));
        // If this send is lost (a crash right here), the start-up sweep queues the upload again.
        await queueUpload(deps.jobs, { uploadId: id, companyId: sellerOf(request).company.id, start: true });
        // Read after the send: the job may have taken the slot already (then it is not waiting).
        const positions = await asTenant(services, request, (tenant) => queuePositions(tenant.db, tenant.companyId, slots));
        return ok({
          id,
          status: 'queued' as const,
          queuePosition: positions.get(id) ?? null,
          message: 'The price list is uploaded and is being processed. Check your notifications for its progress.',
        });
      },
    );

    app.post(
      '/api/Product/bulk/preview',
      {
        schema: {
          tags: ['Product'],
          summary:
            'What an upload of this price list would read, before it starts (multipart: file, optional mapping JSON): the header row, the column of each field and the first five rows',
          ...access('uploads:write'),
          consumes: ['multipart/form-data'],
          response: { 200: envelope(UploadPreview) },
        },
      },
      async (request) => {
        const received = await receiveUpload(request, services.config.uploads, {}, { needsSupplier: false });
        return ok(await previewFile(received, received));
      },
    );

    app.get(
      '/api/Upload',
      {
        schema: {
          tags,
          summary: "The company's uploads, newest first",
          ...access('uploads:read'),
          querystring: UploadListQuery,
          response: { 200: listEnvelope(Upload) },
        },
      },
      async (request) => {
        const { items, totalItems } = await asTenant(services, request, async (tenant) => {
          const list = await listUploads(tenant, request.query, services.config.uploads.maxRunningPerCompany);
          return { ...list, items: await withChangeSummaries(tenant, list.items) };
        });
        return paged(items, { page: request.query.page, pageSize: request.query.pageSize, totalItems });
      },
    );

    app.get(
      '/api/Upload/:uploadId',
      {
        schema: {
          tags,
          summary: "An upload's status, progress and one page of its row report (status filters the report)",
          ...access('uploads:read'),
          params: UploadIdParams,
          querystring: UploadReportQuery,
          response: { 200: envelope(UploadDetail) },
        },
      },
      async (request) =>
        ok(
          await asTenant(services, request, async (tenant) => {
            const upload = await findUpload(tenant, request.params.uploadId);
            const positions = await uploadQueuePositions(tenant, [upload], services.config.uploads.maxRunningPerCompany);
            const dto = await withChangeSummary(tenant, uploadDto(upload, positions));
            return { ...dto, ...(await reportPage(tenant, upload.id, request.query)) };
          }),
        ),
    );

    // The row report as a download: `/report?format=csv|xlsx`, and `/report.csv` as before.
    for (const url of ['/api/Upload/:uploadId/report', '/api/Upload/:uploadId/report.csv']) {
      app.get(
        url,
        {
          config: { exportSlot: true },
          schema: {
            tags,
            summary: "The upload's row report as CSV or XLSX (every row: its outcome and the reason); streamed",
            ...access('uploads:read'),
            params: UploadIdParams,
            querystring: z.object({ format: z.enum(['csv', 'xlsx'], { error: 'must be csv or xlsx' }).default('csv') }),
          },
        },
        async (request, reply) => {
          const upload = await asTenant(services, request, (tenant) => findUpload(tenant, request.params.uploadId));
          async function* pages() {
            let after = 0;
            for (;;) {
              const rows = await asTenant(services, request, (tenant) => reportAfter(tenant, upload.id, after, REPORT_PAGE));
              if (rows.length === 0) return;
              yield rows.map(reportCells);
              after = rows.at(-1)?.row ?? after;
            }
          }
          return sendTable(reply, {
            fileName: `${upload.fileName.replace(/\.[^.]+$/, '')}-report`,
            sheetName: 'Report',
            format: url.endsWith('.csv') ? 'csv' : request.query.format,
            header: REPORT_HEADER,
            columns: REPORT_COLUMNS,
            pages: pages(),
          });
        },
      );
    }

    app.get(
      '/api/Upload/:uploadId/rows/:row/candidates',
      {
        schema: {
          tags,
          summary:
            'The products a "several matches" row\'s code matches, for the member to choose one: image, buy box, units in the listing, profit and ROI at the row\'s pack and cost',
          ...access('uploads:read'),
          params: UploadRowParams,
          response: { 200: envelope(z.array(UploadCandidate)) },
        },
      },
      async (request) => ok(await rowCandidates(productsDepsOf(request), request.params.uploadId, request.params.row)),
    );

    app.post(
      '/api/Upload/:uploadId/rows/:row/choice',
      {
        schema: {
          tags,
          summary:
            'Choose the product a "several matches" row means: it is added to the supplier with the row\'s pack, cost, item number and notes',
          ...access('uploads:write'),
          params: UploadRowParams,
          body: UploadChoiceInput,
          response: { 200: envelope(UploadRowReport) },
        },
      },
      async (request) =>
        ok(
          await chooseCandidate(productsDepsOf(request), {
            uploadId: request.params.uploadId,
            row: request.params.row,
            asin: request.body.asin,
          }),
        ),
    );

    app.post(
      '/api/Upload/:uploadId/best-matches',
      {
        schema: {
          tags,
          summary:
            'Pick the best match for every "several matches" row of the upload: the match with the row\'s pack size, then the highest ROI; rows with no match of that pack are left. One transaction',
          ...access('uploads:write'),
          params: UploadIdParams,
          response: { 200: envelope(UploadBestMatches) },
        },
      },
      async (request) => ok(await pickBestMatches(productsDepsOf(request), request.params.uploadId)),
    );
  };
