import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvOf, postUpload } from '../../../test/isolation/upload-files.js';
import { api, sellerSession } from '../../../test/seller.js';
import { eventually, type TestContext } from '../../../test/test-app.js';
import { uploadSteps, uploadsTestApp } from '../../../test/uploads.js';
import { asinOf, SIMULATED_EXAMPLES } from '../../market/index.js';
import { usageEvents } from '../usage/schema.js';

// Bulk uploads, the errors: bad rows and codes, files that are not what they claim, bad requests,
// and the plan's limits.

const E = SIMULATED_EXAMPLES;

let ctx: TestContext;
let jwt: string;
beforeAll(async () => {
  ({ ctx, jwt } = await uploadsTestApp());
});
afterAll(() => ctx.close());

const { newSupplier, finished, products } = uploadSteps(() => ({ ctx, jwt }));

describe('POST /api/Product/bulk: errors', () => {
  it('reports bad rows, unmatched and multi-match codes and merged duplicates without stopping good rows', async () => {
    const supplierId = await newSupplier('Mixed');
    const csv = csvOf([
      ['Barcode', 'Cost', 'Qty'],
      [E.multiMatchUpc, '2', ''],
      [E.unmatchedUpc, '2', ''],
      ['123', '2', ''],
      [asinOf(45), 'ten', ''],
      [asinOf(45), '3', ''],
      ['', '3', ''],
      [asinOf(45), '4', ''],
      [E.unknownAsin, '1', ''],
      [asinOf(46), '2', 'zero'],
    ]);
    const res = await postUpload(ctx, jwt, { name: 'mixed.csv', content: csv }, { supplierId });
    const upload = await finished(res.body.data.id);
    expect(upload).toMatchObject({
      status: 'done',
      rowsTotal: 9,
      processed: 9,
      matched: 1,
      unmatched: 2,
      candidates: 1,
      merged: 1,
      failed: 4,
    });
    const byRow = Object.fromEntries(upload.report.map((r: { row: number }) => [r.row, r]));
    expect(byRow[2]).toMatchObject({ status: 'candidates', candidates: [E.multipackBase, E.multipack] });
    expect(byRow[3]).toMatchObject({ status: 'unmatched' });
    expect(byRow[4]).toMatchObject({ status: 'failed', reason: expect.stringContaining('3 digits') });
    expect(byRow[5]).toMatchObject({ status: 'failed', reason: expect.stringContaining('"ten"') });
    expect(byRow[6]).toMatchObject({ status: 'matched', asin: asinOf(45), unitCost: 3 });
    expect(byRow[7]).toMatchObject({ status: 'failed', reason: 'No identifier and no product link.' });
    expect(byRow[8]).toMatchObject({ status: 'merged', reason: expect.stringContaining('row 6') });
    expect(byRow[9]).toMatchObject({ status: 'unmatched', reason: expect.stringContaining(E.unknownAsin) });
    expect(byRow[10]).toMatchObject({ status: 'failed', reason: expect.stringContaining('Pack size') });
    expect((await products(supplierId)).map((p) => p.asin)).toEqual([asinOf(45)]);

    const failedOnly = await api(ctx, 'GET', `/api/Upload/${upload.id}?status=failed`, jwt);
    expect(failedOnly.body.data.report.map((r: { row: number }) => r.row)).toEqual([4, 5, 7, 10]);

    const csvReport = await ctx.app.inject({
      method: 'GET',
      url: `/api/Upload/${upload.id}/report.csv`,
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(csvReport.statusCode).toBe(200);
    expect(csvReport.headers['content-type']).toContain('text/csv');
    expect(csvReport.headers['content-disposition']).toBe('attachment; filename="mixed-report.csv"');
    // A byte-order mark first, so a spreadsheet reads the text as UTF-8.
    expect(csvReport.body.startsWith('\uFEFF')).toBe(true);
    const lines = csvReport.body.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe(
      'row,status,original,identifier,asin,unitCost,packSize,packCost,itemNumber,productId,candidates,reason',
    );
    expect(lines).toHaveLength(10);
    expect(lines[1]).toContain(`candidates,${E.multiMatchUpc},${E.multiMatchUpc},,2,,2,,,${E.multipackBase} ${E.multipack}`);

    const xlsxReport = await ctx.app.inject({
      method: 'GET',
      url: `/api/Upload/${upload.id}/report?format=xlsx`,
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(xlsxReport.headers['content-disposition']).toBe('attachment; filename="mixed-report.xlsx"');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsxReport.rawPayload as unknown as ArrayBuffer);
    const rows = (book.getWorksheet('Report')?.getSheetValues() ?? []).filter(Boolean) as unknown[][];
    expect(rows).toHaveLength(10);
    expect(rows[1]?.slice(1, 3)).toEqual([2, 'candidates']);
    // Costs in dollars, widths set (REPORT_COLUMNS).
    const report = book.getWorksheet('Report');
    expect(report?.getCell('F3').numFmt ?? report?.getCell('H3').numFmt).toBe('"$"#,##0.00');
    expect(report?.getColumn(12).width).toBe(60);
  });

  it('refuses a file that is not what it claims, with the reason', async () => {
    const supplierId = await newSupplier('Broken');
    const zipLike = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]);
    // A workbook is read through once as it is received (its decompression bounds): a broken zip is a 400 at once.
    const res = await postUpload(ctx, jwt, { name: 'broken.xlsx', content: zipLike }, { supplierId });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({
      field: 'file',
      description: expect.stringContaining('not a readable XLSX workbook'),
    });
  });

  it('checks the content before accepting: a PNG named .csv and 5 MB of random bytes are 400s that quote no byte of them', async () => {
    const supplierId = await newSupplier('Sniffed');
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(4_000)]);
    const photo = await postUpload(ctx, jwt, { name: 'price-list.csv', content: png }, { supplierId });
    expect(photo.status).toBe(400);
    expect(photo.body.errors[0]).toMatchObject({
      field: 'file',
      description: 'file price-list.csv is not a CSV price list: it is a PNG image',
    });
    const noise = await postUpload(ctx, jwt, { name: 'noise.csv', content: randomBytes(5 * 1024 * 1024) }, { supplierId });
    expect(noise.status).toBe(400);
    expect(noise.body.errors[0]).toMatchObject({
      field: 'file',
      description: 'file noise.csv is not a CSV price list: it is binary data, not text',
    });
    // Nothing was stored or counted.
    const list = await api(ctx, 'GET', `/api/Upload?supplierId=${supplierId}`, jwt);
    expect(list.body.data).toEqual([]);
  });

  it('never shows binary garbage in a failed upload or its notification', async () => {
    const supplierId = await newSupplier('Garbage header');
    // Text enough to pass the sniff, but a header of control characters and undecodable bytes.
    const header = Buffer.from([0x41, 0x07, 0xff, 0xfe, 0x2c, 0x42, 0x1b, 0xc3, 0x28]);
    const res = await postUpload(
      ctx,
      jwt,
      { name: 'odd.csv', content: Buffer.concat([header, Buffer.from('\n1,2\n'.repeat(50))]) },
      { supplierId },
    );
    expect(res.status).toBe(200);
    const upload = await finished(res.body.data.id);
    expect(upload.status).toBe('failed');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what must be absent
    const garbage = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uFFFD]/;
    expect(upload.message).toMatch(/^No identifier column found/);
    expect(upload.message).not.toMatch(garbage);
    const notes = await api(ctx, 'GET', '/api/Notification?page=1&pageSize=50', jwt);
    const note = notes.body.data.find((n: { title: string }) => n.title === 'odd.csv could not be processed');
    expect(note).toBeTruthy();
    expect(note.message).not.toMatch(garbage);
  });

  it('answers 4xx for bad requests', async () => {
    const supplierId = await newSupplier('Bad requests');
    const csv = csvOf([
      ['ASIN', 'Cost'],
      [asinOf(50), '1'],
    ]);
    const noFile = await postUpload(ctx, jwt, null, { supplierId });
    expect(noFile).toMatchObject({ status: 400, body: { errors: [{ field: 'file' }] } });
    const noSupplier = await postUpload(ctx, jwt, { name: 'a.csv', content: csv }, {});
    expect(noSupplier).toMatchObject({ status: 400, body: { errors: [{ field: 'supplierId' }] } });
    const badSupplier = await postUpload(ctx, jwt, { name: 'a.csv', content: csv }, { supplierId: 'nope' });
    expect(badSupplier.status).toBe(400);
    const otherSupplier = await postUpload(
      ctx,
      jwt,
      { name: 'a.csv', content: csv },
      { supplierId: '00000000-0000-4000-8000-000000000000' },
    );
    expect(otherSupplier.status).toBe(404);
    const xls = await postUpload(ctx, jwt, { name: 'old.xls', content: csv }, { supplierId });
    expect(xls).toMatchObject({ status: 400, body: { errors: [{ field: 'file' }] } });
    const renamed = await postUpload(ctx, jwt, { name: 'fake.xlsx', content: csv }, { supplierId });
    expect(renamed.status).toBe(400);
    const empty = await postUpload(ctx, jwt, { name: 'empty.csv', content: Buffer.alloc(0) }, { supplierId });
    expect(empty.status).toBe(400);
    const badMapping = await postUpload(ctx, jwt, { name: 'a.csv', content: csv }, { supplierId, mapping: '{"colour":"x"}' });
    expect(badMapping).toMatchObject({ status: 400, body: { errors: [{ field: 'mapping' }] } });
    const json = await api(ctx, 'POST', '/api/Product/bulk', jwt, { supplierId });
    expect(json.status).toBe(400);
    const unknown = await api(ctx, 'GET', '/api/Upload/00000000-0000-4000-8000-000000000000', jwt);
    expect(unknown.status).toBe(404);
  });

  it("stops at the plan's monthly SKU limit: rows past it are skipped with the reason and the uploader is told", async () => {
    const limited = await sellerSession(ctx, 'Limited Co');
    const company = await api(ctx, 'GET', '/api/Company', limited.jwt);
    // The trial plan (WSUltimate) scans 250,000 SKUs a month: 249,998 are used already.
    await ctx.services.database.db
      .insert(usageEvents)
      .values({ companyId: company.body.data.id, kind: 'skus_scanned', quantity: 249_998 });
    const supplier = await api(ctx, 'POST', '/api/Supplier', limited.jwt, { name: 'Limited supplier' });
    const rows = [52, 53, 54, 55, 56].map((i) => [asinOf(i), '2']);
    const res = await postUpload(
      ctx,
      limited.jwt,
      { name: 'limit.csv', content: csvOf([['ASIN', 'Cost'], ...rows]) },
      { supplierId: supplier.body.data.id },
    );
    const upload = await eventually(async () => {
      const r = await api(ctx, 'GET', `/api/Upload/${res.body.data.id}`, limited.jwt);
      return ['done', 'stopped', 'failed'].includes(r.body.data.status) ? r.body.data : null;
    }, 25_000);
    expect(upload).toMatchObject({
      status: 'stopped',
      processed: 5,
      matched: 2,
      failed: 3,
      message: expect.stringContaining('250,000 SKUs'),
    });
    expect(upload.report.map((r: { status: string }) => r.status)).toEqual([
      'matched',
      'matched',
      'skipped',
      'skipped',
      'skipped',
    ]);
    const listed = await api(ctx, 'GET', `/api/Product?supplierId=${supplier.body.data.id}`, limited.jwt);
    expect(listed.body.totalItems).toBe(2);
    const notes = await api(ctx, 'GET', '/api/Notification', limited.jwt);
    expect(notes.body.data[0]).toMatchObject({ kind: 'limit.reached', data: { uploadId: upload.id, status: 'stopped' } });
  });

  it("refuses an upload beyond the plan's monthly file uploads with a 403", async () => {
    const busy = await sellerSession(ctx, 'Busy Co');
    const company = await api(ctx, 'GET', '/api/Company', busy.jwt);
    await ctx.services.database.db
      .insert(usageEvents)
      .values({ companyId: company.body.data.id, kind: 'files_uploaded', quantity: 300 });
    const supplier = await api(ctx, 'POST', '/api/Supplier', busy.jwt, { name: 'Busy supplier' });
    const res = await postUpload(
      ctx,
      busy.jwt,
      {
        name: 'one-too-many.csv',
        content: csvOf([
          ['ASIN', 'Cost'],
          [asinOf(57), '1'],
        ]),
      },
      { supplierId: supplier.body.data.id },
    );
    expect(res).toMatchObject({ status: 403, body: { errors: [{ type: 'plan_limit' }] } });
    expect((await api(ctx, 'GET', '/api/Upload', busy.jwt)).body.totalItems).toBe(0);
  });
});
