import { alertWords, PRODUCT_COLUMNS, type Product } from '@shelfscope/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { asinOf } from '../../market/simulated/catalog.js';
import { csvLine } from '../../platform/export/table.js';
import { exportCells } from './export.js';

let ctx: TestContext;
let jwt: string;
let supplierId: string;
const asins = [0, 1, 2, 3, 4].map((i) => asinOf(700 + i * 3));

beforeAll(async () => {
  ctx = await createTestApp();
  ({ jwt } = await sellerSession(ctx));
  supplierId = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Export, "Harbor" Ltd' })).body.data.id;
  for (const [i, asin] of asins.entries()) {
    const res = await api(ctx, 'POST', '/api/Product', jwt, {
      supplierId,
      identifier: asin,
      identifierType: 0,
      cost: 10 + i,
      comment: i === 0 ? '=1+1' : null,
    });
    expect(res.status).toBe(200);
  }
  const shortlist = (await api(ctx, 'POST', '/api/Shortlist', jwt, { name: 'Winter', supplierId })).body.data;
  const first = (await api(ctx, 'GET', `/api/Product?supplierId=${supplierId}&order=cost&descending=false`, jwt)).body.data[0];
  await api(ctx, 'POST', `/api/Shortlist/${shortlist.id}/item`, jwt, { productId: first.id, quantity: 2 });
});
afterAll(() => ctx.close());

const download = (query: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/Product/export?supplierId=${supplierId}&${query}`,
    headers: { authorization: `Bearer ${jwt}` },
  });

describe('GET /api/Product/export', () => {
  it('writes a CSV of the chosen columns in the list order, the ASIN first, formulas defused', async () => {
    const res = await download('columns=cost,comment,shortlistNames&order=cost&descending=true');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="products-Export_Harbor_Ltd.csv"');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('ASIN,Currency,Cost (pack),Units per pack,Cost per unit,Comment,Shortlists');
    expect(lines).toHaveLength(1 + asins.length);
    expect(lines.slice(1).map((l) => Number(l.split(',')[2]))).toEqual([14, 13, 12, 11, 10]);
    expect(lines.at(-1)).toBe(`${asins[0]},USD,10,1,10,'=1+1,Winter`);
  });

  it('writes an XLSX with numbers as numbers, and follows the search and the filter', async () => {
    const res = await download('format=xlsx&columns=cost,roi&filter=cost%20%3E%3D%2012&order=cost');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Products');
    if (!sheet) throw new Error('no Products sheet');
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows[0]?.slice(1)).toEqual(['ASIN', 'Currency', 'Cost (pack)', 'Units per pack', 'Cost per unit', 'ROI']);
    expect(rows.slice(1).map((r) => r[3])).toEqual([12, 13, 14]);
    expect(typeof rows[1]?.[6]).toBe('number');

    const one = await download(`search=${asins[1]}&columns=cost`);
    expect(
      one.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual(['ASIN,Currency,Cost (pack),Units per pack,Cost per unit', `${asins[1]},USD,11,1,11`]);
  });

  it('refuses an unknown column, an unknown format and another company’s supplier', async () => {
    const column = await download('columns=cost,secret');
    expect(column.statusCode).toBe(400);
    expect(column.json().errors[0].field).toBe('columns.1');
    expect((await download('format=pdf')).statusCode).toBe(400);
    // A bad order or filter is a 400 before the download starts, not a download cut off.
    const order = await download('order=secret');
    expect(order.statusCode).toBe(400);
    expect(order.json().errors[0].field).toBe('order');
    expect((await download('filter=rio%20%3E%201')).statusCode).toBe(400);
    const other = await sellerSession(ctx, 'Other Traders');
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/Product/export?supplierId=${supplierId}`,
      headers: { authorization: `Bearer ${other.jwt}` },
    });
    expect(res.statusCode).toBe(404);
  });

  it('gives every column the value the product API shows (the slim page read matches the product)', async () => {
    const product = (await api(ctx, 'GET', `/api/Product?supplierId=${supplierId}&order=cost&descending=false`, jwt)).body
      .data[0];
    const update = await api(ctx, 'PUT', `/api/product/${product.id}`, jwt, {
      itemNumber: 'IT-77',
      quantityPack: 6,
      supplierUPC: '012345678905',
    });
    expect(update.status).toBe(200);
    const shown = (await api(ctx, 'GET', `/api/Product/${product.id}`, jwt)).body.data;
    const columns = PRODUCT_COLUMNS.filter((c) => c !== 'image' && c !== 'asin');
    const res = await download(`format=csv&search=${shown.asin}&columns=${columns.join(',')}`);
    expect(res.statusCode).toBe(200);
    const csv = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(csv).toHaveLength(2);
    const line = csvLine([shown.asin, 'USD', ...columns.flatMap((c) => exportCells(shown, c))]).trimEnd();
    // Issue 40: the pack cost with its pack size and unit cost beside it.
    expect(csv[0]).toContain('Cost (pack),Units per pack,Cost per unit');
    expect(exportCells(shown, 'cost')).toEqual([shown.cost, 6, Math.round((shown.cost / 6) * 100) / 100]);
    expect(csv[1]).toBe(line);
    expect(line).toContain('IT-77');
    expect(line).toContain('012345678905');
    expect(line).toContain('Winter');
  });

  it('writes alerts in words a buyer understands, the same as the app shows', async () => {
    const listed = (await api(ctx, 'GET', `/api/Product?supplierId=${supplierId}&order=cost&descending=false`, jwt)).body
      .data as Product[];
    const res = await download('columns=hasAlert&order=cost&descending=false');
    const cells = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1)
      // After the ASIN and the currency.
      .map((line) => line.slice(line.indexOf(',', line.indexOf(',') + 1) + 1));
    expect(cells).toEqual(
      listed.map((p) =>
        csvLine([
          alertWords(p)
            .map((a) => a.label)
            .join('; ') || 'No',
        ]).trimEnd(),
      ),
    );
  });
});
