import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvOf, postUpload, xlsxOf } from '../../../test/isolation/upload-files.js';
import { api } from '../../../test/seller.js';
import type { TestContext } from '../../../test/test-app.js';
import { upcOf, uploadSteps, uploadsTestApp } from '../../../test/uploads.js';
import { asinOf, SIMULATED_EXAMPLES } from '../../market/index.js';

// Bulk uploads, the happy path: files read, matched and written as products, listed and notified.
// What uploads refuse or report as bad is in uploads-errors.test.ts, the preview in uploads-preview.test.ts.

const E = SIMULATED_EXAMPLES;

let ctx: TestContext;
let jwt: string;
beforeAll(async () => {
  ({ ctx, jwt } = await uploadsTestApp());
});
afterAll(() => ctx.close());

const { newSupplier, finished, products } = uploadSteps(() => ({ ctx, jwt }));

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
});
