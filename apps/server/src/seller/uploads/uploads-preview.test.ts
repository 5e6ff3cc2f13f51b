import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvOf, postUpload, xlsxOf } from '../../../test/isolation/upload-files.js';
import { api } from '../../../test/seller.js';
import type { TestContext } from '../../../test/test-app.js';
import { upcOf, uploadsTestApp } from '../../../test/uploads.js';
import { asinOf, SIMULATED_EXAMPLES } from '../../market/index.js';

// The upload preview: the header found, the column of each field, sample rows.

const E = SIMULATED_EXAMPLES;

let ctx: TestContext;
let jwt: string;
beforeAll(async () => {
  ({ ctx, jwt } = await uploadsTestApp());
});
afterAll(() => ctx.close());

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
