import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { asinOf } from '../../market/simulated/catalog.js';
import { products } from './schema.js';

// Issue 41: an export names each row's currency and formats its amounts in it; the pack cost in
// the supplier's own currency (a UK wholesaler quoting pounds, its products sold on amazon.de).
let ctx: TestContext;
let jwt: string;
let ukSupplier: string;
let usSupplier: string;

beforeAll(async () => {
  ctx = await createTestApp();
  ({ jwt } = await sellerSession(ctx));
  const uk = await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Thames Wholesale', marketplace: 'de', currency: 'gbp' });
  expect(uk.status).toBe(200);
  ukSupplier = uk.body.data.id;
  usSupplier = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Harbor Foods' })).body.data.id;
  for (const [supplierId, n] of [
    [ukSupplier, 810],
    [usSupplier, 813],
  ] as const) {
    const res = await api(ctx, 'POST', '/api/Product', jwt, { supplierId, identifier: asinOf(n), identifierType: 0, cost: 12.5 });
    expect(res.status).toBe(200);
  }
  // The product's marketplace is its supplier's (docs/decisions/017); set here as the analysis
  // workflow will, so the export is read for a product analysed for amazon.de.
  await ctx.services.database.db.update(products).set({ marketplace: 'DE' }).where(eq(products.supplierId, ukSupplier));
});
afterAll(() => ctx.close());

const download = (supplierId: string, query: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/Product/export?supplierId=${supplierId}&${query}`,
    headers: { authorization: `Bearer ${jwt}` },
  });

async function sheetOf(supplierId: string) {
  const res = await download(supplierId, 'format=xlsx&columns=cost,totalGoodsCost,roi');
  expect(res.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('Products');
  if (!sheet) throw new Error('no Products sheet');
  return sheet;
}

describe('product exports in the row’s currency', () => {
  it('writes the currency beside the ASIN in a CSV', async () => {
    const res = await download(ukSupplier, 'columns=cost');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('ASIN,Currency,Cost (pack),Units per pack,Cost per unit');
    expect(lines[1]).toBe(`${asinOf(810)},EUR,12.5,1,12.5`);
    const us = await download(usSupplier, 'columns=cost');
    expect(
      us.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n')[1],
    ).toBe(`${asinOf(813)},USD,12.5,1,12.5`);
  });

  it('formats XLSX money cells in the currency: the pack cost in pounds, the figures in euros', async () => {
    const sheet = await sheetOf(ukSupplier);
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'ASIN',
      'Currency',
      'Cost (pack)',
      'Units per pack',
      'Cost per unit',
      'Unit cost',
      'ROI',
    ]);
    const row = sheet.getRow(2);
    expect(row.getCell(2).value).toBe('EUR');
    expect(row.getCell(3).value).toBe(12.5);
    expect(row.getCell(3).numFmt).toBe('"£"#,##0.00');
    expect(row.getCell(5).numFmt).toBe('"£"#,##0.00');
    // Goods + prep: the analysis's figure, in the marketplace's currency.
    expect(typeof row.getCell(6).value).toBe('number');
    expect(row.getCell(6).numFmt).toBe('"€"#,##0.00');
    // A percentage is not money.
    expect(row.getCell(7).numFmt ?? '').not.toMatch(/[€£$]/);
  });

  it('keeps dollars for a product of amazon.com', async () => {
    const row = (await sheetOf(usSupplier)).getRow(2);
    expect(row.getCell(2).value).toBe('USD');
    expect(row.getCell(3).numFmt).toBe('"$"#,##0.00');
    expect(row.getCell(6).numFmt).toBe('"$"#,##0.00');
  });
});
