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
import type { ProductsDeps } from '../products/workflows.js';
import { pickBestMatches } from './best-match.js';
import { chooseCandidate, rowCandidates } from './choose.js';
import type { UploadDeps } from './deps.js';
import { previewFile } from './preview.js';
import { receiveUpload } from './receive.js';
import { REPORT_COLUMNS, REPORT_HEADER } from './service.js';
import { startUpload, uploadPage, uploadReport, uploadWithReport } from './verbs.js';

const tags = ['Upload'];

/** The bulk price-list upload (spec: POST /api/Product/bulk) and its status and row report. */
export const uploadRoutes =
  (services: Services, deps: UploadDeps, productsDepsOf: (request: FastifyRequest) => ProductsDeps): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(multipart);
    const slots = services.config.uploads.maxRunningPerCompany;

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
        return ok(
          await startUpload({
            deps: productsDepsOf(request),
            jobs: deps.jobs,
            received,
            filesPerMonth: planLimitsOf(request).filesUploadedPerMonth,
            slots,
            companyId: sellerOf(request).company.id,
          }),
        );
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
        const { items, totalItems } = await uploadPage({ deps: productsDepsOf(request), query: request.query, slots });
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
          await uploadWithReport({
            deps: productsDepsOf(request),
            uploadId: request.params.uploadId,
            query: request.query,
            slots,
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
          const { fileName, pages } = await uploadReport({ deps: productsDepsOf(request), uploadId: request.params.uploadId });
          return sendTable(reply, {
            fileName,
            sheetName: 'Report',
            format: url.endsWith('.csv') ? 'csv' : request.query.format,
            header: REPORT_HEADER,
            columns: REPORT_COLUMNS,
            pages,
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
