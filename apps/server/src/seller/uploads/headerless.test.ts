import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvOf, postUpload } from '../../../test/isolation/upload-files.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, eventually, type TestContext } from '../../../test/test-app.js';
import { asinOf, SIMULATED_EXAMPLES as E } from '../../market/index.js';

// A price list with no header row: the first line is a product (issue 40, item 17).
const HEADERLESS = csvOf([
  [asinOf(70), 'Garden hose 50 ft', '12.50', '4'],
  [E.singleMatchUpc, 'Pillow cover', '3.10', '6'],
  [asinOf(71), 'Desk lamp', '$8.00', '2'],
]);

let ctx: TestContext;
let jwt: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ jwt } = await sellerSession(ctx));
});
afterAll(() => ctx.close());

const preview = (fields: Record<string, string> = {}) =>
  postUpload(ctx, jwt, { name: 'no-header.csv', content: HEADERLESS }, fields, '/api/Product/bulk/preview');

describe('a price list without a header row', () => {
  it('is offered as "the first row is data" by the preview, which then names the columns A, B, C', async () => {
    const plain = await preview();
    expect(plain.status).toBe(200);
    expect(plain.body.data).toMatchObject({ headerRow: null, firstRowIsData: false, looksHeaderless: true });
    expect(plain.body.data.problem).toMatch(/^No identifier column found/);

    const read = await preview({ firstRowIsData: 'true' });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({
      headerRow: null,
      firstRowIsData: true,
      looksHeaderless: false,
      headers: ['A', 'B', 'C', 'D'],
      // The identifier and the price found by content; the rest is the user's to map.
      columns: { identifier: 'A', unitPrice: 'C' },
      rows: [
        { row: 1, cells: [asinOf(70), 'Garden hose 50 ft', '12.50', '4'] },
        { row: 2, cells: [E.singleMatchUpc, 'Pillow cover', '3.10', '6'] },
        { row: 3, cells: [asinOf(71), 'Desk lamp', '$8.00', '2'] },
      ],
      problem: null,
      encoding: 'utf-8',
      detectedEncoding: 'utf-8',
    });

    const mapped = await preview({ firstRowIsData: 'true', mapping: JSON.stringify({ packSize: 'D', notes: 'B' }) });
    expect(mapped.body.data.columns).toEqual({ identifier: 'A', unitPrice: 'C', packSize: 'D', notes: 'B' });
  });

  it('uploads every row, the first included, with the mapping by letter', async () => {
    const supplier = await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'No header' });
    const res = await postUpload(
      ctx,
      jwt,
      { name: 'no-header.csv', content: HEADERLESS },
      { supplierId: supplier.body.data.id, firstRowIsData: 'true', mapping: JSON.stringify({ packSize: 'D' }) },
    );
    expect(res.status).toBe(200);
    const upload = await eventually(async () => {
      const got = await api(ctx, 'GET', `/api/Upload/${res.body.data.id}`, jwt);
      return got.body.data.status === 'done' ? got.body.data : null;
    }, 25_000);
    expect(upload).toMatchObject({
      rowsTotal: 3,
      matched: 3,
      failed: 0,
      columns: { identifier: 'A', unitPrice: 'C', packSize: 'D' },
    });
    expect(
      upload.report.map((r: { row: number; packSize: number; unitCost: number }) => [r.row, r.packSize, r.unitCost]),
    ).toEqual([
      [1, 4, 12.5],
      [2, 6, 3.1],
      [3, 2, 8],
    ]);
  });

  it('names a bad flag and a letter the file does not have', async () => {
    const bad = await preview({ firstRowIsData: 'yes' });
    expect(bad).toMatchObject({ status: 400, body: { errors: [{ field: 'firstRowIsData' }] } });
    const missing = await preview({ firstRowIsData: 'true', mapping: JSON.stringify({ notes: 'Q' }) });
    expect(missing.status).toBe(200);
    expect(missing.body.data.problem).toMatch(/column "Q"/);
    expect(missing.body.data.rows).toHaveLength(3);
  });
});
