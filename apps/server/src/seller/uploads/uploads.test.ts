import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvOf, postUpload, xlsxOf } from '../../../test/isolation/upload-files.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, eventually, type TestContext } from '../../../test/test-app.js';
import { gs1CheckDigit } from '../../market/codes.js';
import { asinOf, SIMULATED_EXAMPLES } from '../../market/index.js';
import { usageEvents } from '../usage/schema.js';

const E = SIMULATED_EXAMPLES;
const upcOf = (index: number) => {
  const body = `8${String(index).padStart(10, '0')}`;
  return body + gs1CheckDigit(body);
};

let ctx: TestContext;
let jwt: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ jwt } = await sellerSession(ctx));
});
afterAll(() => ctx.close());

async function newSupplier(name: string): Promise<string> {
  const res = await api(ctx, 'POST', '/api/Supplier', jwt, { name });
  return res.body.data.id;
}

async function finished(id: string, query = '') {
  return eventually(async () => {
    const res = await api(ctx, 'GET', `/api/Upload/${id}?pageSize=500${query}`, jwt);
    return ['done', 'failed', 'stopped'].includes(res.body.data.status) ? res.body.data : null;
  }, 25_000);
}

async function products(supplierId: string) {
  const res = await api(ctx, 'GET', `/api/Product?supplierId=${supplierId}&pageSize=500`, jwt);
  return res.body.data as { asin: string; cost: number | null; comment: string | null }[];
}

describe('POST /api/Product/bulk', () => {
  it('processes a clean CSV: ASINs and UPCs become analysed products with unit costs', async () => {
    const supplierId = await newSupplier('Clean CSV');
    const csv = csvOf([
      ['ASIN', 'Unit Price', 'Pack Size', 'Notes'],
      [asinOf(40), '4.50', '', 'Top seller'],
      [upcOf(41), '$12.00', '6', null],
      [E.singleMatchUpc, '3', '', null],
    ]);
    const res = await postUpload(ctx, jwt, { name: 'clean.csv', content: csv }, { supplierId });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'queued', message: expect.stringContaining('notifications') });
    const upload = await finished(res.body.data.id);
    expect(upload).toMatchObject({
      status: 'done',
      format: 'csv',
      rowsTotal: 3,
      processed: 3,
      matched: 3,
      unmatched: 0,
      failed: 0,
    });
    expect(upload.columns).toEqual({ identifier: 'ASIN', unitPrice: 'Unit Price', packSize: 'Pack Size', notes: 'Notes' });
    const listed = await products(supplierId);
    expect(listed.map((p) => p.asin).sort()).toEqual([asinOf(40), asinOf(41), E.standard].sort());
    expect(listed.find((p) => p.asin === asinOf(40))).toMatchObject({ cost: 4.5, comment: 'Top seller' });
    expect(upload.report.map((r: { row: number; status: string }) => [r.row, r.status])).toEqual([
      [2, 'matched'],
      [3, 'matched'],
      [4, 'matched'],
    ]);
  });

  it('reads a messy XLSX: title rows, odd headers, numbers for codes, pack prices, repaired UPCs, links', async () => {
    const supplierId = await newSupplier('Messy XLSX');
    const noCheck = upcOf(42).slice(0, 11);
    const xlsx = await xlsxOf([
      ['ACME WHOLESALE - SPRING PRICE LIST'],
      [],
      ['  UPC code ', 'Item Description', 'CASE COST', 'Case Qty', 'Amazon link', 'Promo'],
      [Number(upcOf(43)), 'Widget', 24, 12, null, '10% off'],
      [noCheck, 'Gadget', '$60.00', '6 ct', null, null],
      [null, 'Linked', 10, 2, `https://www.amazon.com/x/dp/${asinOf(44)}/ref=1`, null],
    ]);
    const res = await postUpload(ctx, jwt, { name: 'spring.xlsx', content: xlsx }, { supplierId });
    const upload = await finished(res.body.data.id);
    expect(upload).toMatchObject({ status: 'done', format: 'xlsx', rowsTotal: 3, matched: 3, failed: 0 });
    expect(upload.columns).toMatchObject({
      identifier: '  UPC code ',
      packPrice: 'CASE COST',
      packSize: 'Case Qty',
      productLink: 'Amazon link',
    });
    const [widget, gadget, linked] = upload.report;
    expect(widget).toMatchObject({ row: 4, identifier: upcOf(43), unitCost: 2, packSize: 12, asin: asinOf(43) });
    expect(gadget).toMatchObject({
      row: 5,
      identifier: upcOf(42),
      unitCost: 10,
      reason: expect.stringContaining('check digit added'),
    });
    expect(linked).toMatchObject({ row: 6, identifier: asinOf(44), unitCost: 5 });
    const listed = await products(supplierId);
    // The supplier's case is kept: 12 units at 24 a case (2 a unit), not 1 at 2.
    expect(listed.find((p) => p.asin === asinOf(43))).toMatchObject({
      cost: 24,
      quantityPack: 12,
      comment: 'Widget · Deal: 10% off',
    });
  });

  it('keeps case packs, case costs and item numbers of a wholesale list through to the products', async () => {
    const supplierId = await newSupplier('Case packs');
    const xlsx = await xlsxOf([
      ['Item #', 'UPC', 'Description', 'Case Pack', 'Case Cost', 'Cost each', 'Product URL', 'Deal'],
      ['TT-1001', upcOf(47), 'Stacking rings', 12, 52.2, 4.35, 'https://supplier.example/tt-1001', 'Buy 5 cases, 5% off'],
      ['TT-1002', upcOf(48), 'Puzzle box', '6', null, '3.10', null, null],
      ['TT-1003', upcOf(56), 'Kite', null, null, 7.25, null, null],
      ['TT-1004', upcOf(57), 'Yo-yo', 24, 30, 2, null, null],
    ]);
    const res = await postUpload(ctx, jwt, { name: 'toys.xlsx', content: xlsx }, { supplierId });
    const upload = await finished(res.body.data.id);
    expect(upload).toMatchObject({ status: 'done', matched: 4, failed: 0 });
    expect(upload.columns).toEqual({
      itemNumber: 'Item #',
      identifier: 'UPC',
      notes: 'Description',
      packSize: 'Case Pack',
      packPrice: 'Case Cost',
      unitPrice: 'Cost each',
      productLink: 'Product URL',
      deal: 'Deal',
    });
    const byRow = Object.fromEntries(upload.report.map((r: { row: number }) => [r.row, r]));
    expect(byRow[2]).toMatchObject({ itemNumber: 'TT-1001', packSize: 12, packCost: 52.2, unitCost: 4.35, reason: null });
    expect(byRow[3]).toMatchObject({ itemNumber: 'TT-1002', packSize: 6, packCost: 18.6, unitCost: 3.1 });
    expect(byRow[4]).toMatchObject({ packSize: null, packCost: 7.25, unitCost: 7.25 });
    expect(byRow[5]).toMatchObject({ packCost: 30, unitCost: 1.25, reason: expect.stringContaining('the pack price is kept') });
    const listed = (await api(ctx, 'GET', `/api/Product?supplierId=${supplierId}&pageSize=50`, jwt)).body.data as {
      asin: string;
      cost: number;
      quantityPack: number;
      itemNumber: string | null;
      supplierUrl: string | null;
      comment: string | null;
      totalGoodsCost: number | null;
      packageQuantity: number | null;
      preparationCost: number | null;
    }[];
    const rings = listed.find((p) => p.asin === asinOf(47));
    expect(rings).toMatchObject({
      cost: 52.2,
      quantityPack: 12,
      itemNumber: 'TT-1001',
      supplierUrl: 'https://supplier.example/tt-1001',
      comment: 'Stacking rings · Deal: Buy 5 cases, 5% off',
    });
    // The analysis costs one listing unit from the pack: 52.20 / 12 x the listing's package quantity.
    const unit = (52.2 / 12) * (rings?.packageQuantity ?? 1) + (rings?.preparationCost ?? 0);
    expect(rings?.totalGoodsCost).toBeCloseTo(unit, 2);
    expect(listed.find((p) => p.asin === asinOf(48))).toMatchObject({ cost: 18.6, quantityPack: 6, itemNumber: 'TT-1002' });
    expect(listed.find((p) => p.asin === asinOf(56))).toMatchObject({ cost: 7.25, quantityPack: 1 });

    // A second list for the same supplier updates the pack and keeps the item number it does not name.
    const again = await postUpload(
      ctx,
      jwt,
      {
        name: 'toys-2.csv',
        content: csvOf([
          ['UPC', 'Inner pack', 'Unit price'],
          [upcOf(47), '6', '4.50'],
        ]),
      },
      { supplierId },
    );
    expect(await finished(again.body.data.id)).toMatchObject({ status: 'done', matched: 1 });
    expect((await products(supplierId)).find((p) => p.asin === asinOf(47))).toMatchObject({
      cost: 27,
      quantityPack: 6,
      itemNumber: 'TT-1001',
    });
  });

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

  it('updates products the supplier already lists instead of duplicating them', async () => {
    const supplierId = await newSupplier('Again');
    const first = await postUpload(
      ctx,
      jwt,
      {
        name: 'a.csv',
        content: csvOf([
          ['ASIN', 'Cost'],
          [asinOf(47), '5'],
        ]),
      },
      { supplierId },
    );
    await finished(first.body.data.id);
    const second = await postUpload(
      ctx,
      jwt,
      {
        name: 'b.csv',
        content: csvOf([
          ['ASIN', 'Cost'],
          [asinOf(47), '4.25'],
        ]),
      },
      { supplierId },
    );
    const upload = await finished(second.body.data.id);
    expect(upload.report[0]).toMatchObject({ status: 'updated', reason: expect.stringContaining('already listed') });
    const listed = await products(supplierId);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ cost: 4.25 });
  });

  it('follows an explicit mapping, and fails the upload when the mapping names a missing column', async () => {
    const supplierId = await newSupplier('Mapped');
    const csv = csvOf([
      ['Ref', 'Our price', 'Barcode'],
      [asinOf(48), '9', upcOf(56)],
    ]);
    const mapped = await postUpload(
      ctx,
      jwt,
      { name: 'm.csv', content: csv },
      { supplierId, mapping: JSON.stringify({ identifier: 'ref', unitPrice: 'Our price' }) },
    );
    const upload = await finished(mapped.body.data.id);
    expect(upload).toMatchObject({ status: 'done', matched: 1 });
    expect(upload.report[0]).toMatchObject({ asin: asinOf(48), unitCost: 9 });

    const wrong = await postUpload(
      ctx,
      jwt,
      { name: 'w.csv', content: csv },
      { supplierId, mapping: JSON.stringify({ identifier: 'SKU' }) },
    );
    const failed = await finished(wrong.body.data.id);
    expect(failed).toMatchObject({ status: 'failed', message: expect.stringContaining('"SKU"'), processed: 0, reportTotal: 0 });
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

  it('lists uploads newest first and notifies the uploader when one finishes', async () => {
    const supplierId = await newSupplier('Listed');
    const res = await postUpload(
      ctx,
      jwt,
      {
        name: 'notify.csv',
        content: csvOf([
          ['ASIN', 'Cost'],
          [asinOf(51), '1'],
        ]),
      },
      { supplierId },
    );
    await finished(res.body.data.id);
    const list = await api(ctx, 'GET', `/api/Upload?supplierId=${supplierId}`, jwt);
    expect(list.body.data.map((u: { id: string }) => u.id)).toEqual([res.body.data.id]);
    const notes = await api(ctx, 'GET', '/api/Notification?unread=true', jwt);
    const note = notes.body.data.find((n: { data: { uploadId?: string } }) => n.data.uploadId === res.body.data.id);
    expect(note).toMatchObject({ kind: 'upload.finished', title: 'notify.csv is processed', read: false });
    const read = await api(ctx, 'PUT', `/api/Notification/${note.id}/read`, jwt);
    expect(read.body.data.read).toBe(true);
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

describe('POST /api/Product/bulk/preview', () => {
  const preview = (file: { name: string; content: Buffer }, fields: Record<string, string> = {}) =>
    postUpload(ctx, jwt, file, fields, '/api/Product/bulk/preview');

  it('shows an XLSX with an empty cell (read as null) as an empty cell, not a 500', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Price list');
    sheet.addRow(['Item #', 'UPC / ASIN', 'Case Pack', 'Case Cost', 'Cost each']);
    sheet.addRow(['WH-1002', E.standard, 6, null, 3.1]);
    const res = await preview({ name: 'cases.xlsx', content: Buffer.from(await book.xlsx.writeBuffer()) });
    expect(res.status).toBe(200);
    expect(res.body.data.rows[0]).toEqual({ row: 2, cells: ['WH-1002', E.standard, '6', '', '3.1'] });
  });

  it('shows the header found under a title line, the column of each field and five sample rows; a mapping changes a column', async () => {
    const rows = [
      ['Sunbelt Toys price list, May'],
      ['Item', 'UPC', 'Case Price', 'Case', 'Our price', 'Description'],
      ...Array.from({ length: 8 }, (_, i) => [`T-${i}`, upcOf(100 + i), String(12 + i), '6', String(2 + i), `Toy ${i}`]),
    ];
    const res = await preview({ name: 'toys.csv', content: csvOf(rows) });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      headerRow: 2,
      headers: ['Item', 'UPC', 'Case Price', 'Case', 'Our price', 'Description'],
      columns: { identifier: 'UPC', packPrice: 'Case Price', packSize: 'Case', unitPrice: 'Our price', notes: 'Description' },
      problem: null,
    });
    expect(res.body.data.rows).toHaveLength(5);
    expect(res.body.data.rows[0]).toEqual({ row: 3, cells: ['T-0', upcOf(100), '12', '6', '2', 'Toy 0'] });

    const mapped = await preview({ name: 'toys.csv', content: csvOf(rows) }, { mapping: JSON.stringify({ notes: 'Item' }) });
    expect(mapped.body.data.columns).toMatchObject({ notes: 'Item', identifier: 'UPC' });
    // Nothing is stored by a preview.
    expect(
      (await api(ctx, 'GET', '/api/Upload', jwt)).body.data.every((u: { fileName: string }) => u.fileName !== 'toys.csv'),
    ).toBe(true);
  });

  it('reads an XLSX the same way, and answers the reason (with the rows) when no header is found', async () => {
    const xlsx = await xlsxOf([
      ['ASIN', 'Cost'],
      [asinOf(60), 3.5],
    ]);
    const res = await preview({ name: 'a.xlsx', content: xlsx });
    expect(res.body.data).toMatchObject({
      headerRow: 1,
      columns: { identifier: 'ASIN', unitPrice: 'Cost' },
      rows: [{ row: 2, cells: [asinOf(60), '3.5'] }],
    });

    const odd = await preview({
      name: 'odd.csv',
      content: csvOf([
        ['Ref', 'Amount'],
        ['B000000001', '2'],
      ]),
    });
    expect(odd.status).toBe(200);
    expect(odd.body.data).toMatchObject({
      headerRow: null,
      headers: ['Ref', 'Amount'],
      columns: {},
      rows: [{ row: 2, cells: ['B000000001', '2'] }],
    });
    expect(odd.body.data.problem).toMatch(/^No identifier column found/);
    const fixed = await preview(
      {
        name: 'odd.csv',
        content: csvOf([
          ['Ref', 'Amount'],
          ['B000000001', '2'],
        ]),
      },
      { mapping: JSON.stringify({ identifier: 'Ref', unitPrice: 'Amount' }) },
    );
    expect(fixed.body.data).toMatchObject({ headerRow: 1, columns: { identifier: 'Ref', unitPrice: 'Amount' }, problem: null });
  });

  it('checks the content like the upload: a PNG is a 400', async () => {
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(100)]);
    const res = await preview({ name: 'p.csv', content: png });
    expect(res).toMatchObject({ status: 400, body: { errors: [{ field: 'file' }] } });
  });
});
