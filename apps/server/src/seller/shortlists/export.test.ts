import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, sellerSession } from '../../../test/seller.js';
import { shortlistWithItem } from '../../../test/shortlists.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { SIMULATED_EXAMPLES } from '../../market/index.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe('GET /api/Shortlist/{id}/export', () => {
  it('downloads every line with its packs and figures as CSV, the same numbers as the items list', async () => {
    const { jwt } = await sellerSession(ctx);
    const { shortlistId } = await shortlistWithItem(ctx, jwt, {
      supplier: { name: 'Harbor' },
      product: { cost: 24, quantityPack: 6, itemNumber: 'HB-1' },
      item: { quantity: 10, comment: 'ask for MOQ' },
      name: 'Spring buy',
    });
    const shortlist = { id: shortlistId };
    const item = (await api(ctx, 'GET', `/api/Shortlist/${shortlist.id}/items`, jwt)).body.data[0];

    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/Shortlist/${shortlist.id}/export`,
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="shortlist-Spring_buy.csv"');
    const [header, line, ...rest] = res.body.slice(1).trim().split('\r\n');
    expect(rest).toEqual([]);
    expect(header?.split(',').slice(0, 12)).toEqual([
      'ASIN',
      'Title',
      'Item number',
      'Supplier UPC',
      'Quantity (listing units)',
      'Units per pack',
      'Packs to order',
      'Listing units the packs make',
      'Supplier currency',
      'Cost per pack (supplier currency)',
      'Goods paid (supplier currency)',
      'Currency',
    ]);
    const cells = line?.split(',') ?? [];
    expect(cells[0]).toBe(SIMULATED_EXAMPLES.standard);
    expect(cells.slice(2, 3)).toEqual(['HB-1']);
    expect(cells.slice(4, 8).map(Number)).toEqual([10, 6, item.quantityBuyingSupplierUnits, 12]);
    expect(cells.slice(8, 13)).toEqual(['USD', '24', String(item.quantityBuyingGoods), 'USD', String(item.quantityBuyingGoods)]);
    expect(cells.at(-1)).toBe('ask for MOQ');

    const xlsx = await ctx.app.inject({
      method: 'GET',
      url: `/api/Shortlist/${shortlist.id}/export?format=xlsx`,
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
  });

  it('names each money column’s currency: the pack cost in the supplier’s, the figures in the marketplace’s', async () => {
    const { jwt } = await sellerSession(ctx);
    // A supplier quoting euros, its products sold on amazon.co.uk.
    const { shortlistId } = await shortlistWithItem(ctx, jwt, {
      supplier: { name: 'Rhine Goods', marketplace: 'uk', currency: 'eur' },
      product: { cost: 24 },
    });
    const shortlist = { id: shortlistId };
    const item = (await api(ctx, 'GET', `/api/Shortlist/${shortlist.id}/items`, jwt)).body.data[0];
    expect([item.supplierCurrency, item.currency]).toEqual(['EUR', 'GBP']);

    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/Shortlist/${shortlist.id}/export?format=xlsx`,
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Shortlist');
    if (!sheet) throw new Error('no Shortlist sheet');
    const header = (sheet.getRow(1).values as unknown[]).slice(1) as string[];
    const row = sheet.getRow(2);
    const cell = (name: string) => row.getCell(header.indexOf(name) + 1);
    expect(cell('Supplier currency').value).toBe('EUR');
    expect(cell('Currency').value).toBe('GBP');
    expect(cell('Cost per pack (supplier currency)').value).toBe(24);
    expect(cell('Cost per pack (supplier currency)').numFmt).toBe('"€"#,##0.00');
    expect(cell('Goods paid (supplier currency)').value).toBe(item.quantityBuyingGoodsSupplierCurrency);
    expect(cell('Goods paid (supplier currency)').numFmt).toBe('"€"#,##0.00');
    expect(cell('Goods cost (currency)').value).toBe(item.quantityBuyingGoods);
    expect(item.quantityBuyingGoods).not.toBe(item.quantityBuyingGoodsSupplierCurrency);
    // Every other money column is in the marketplace's pounds.
    const money = header.filter((name) => name.endsWith('(currency)'));
    expect(money).toHaveLength(9);
    for (const name of money) expect(cell(name).numFmt, name).toBe('"£"#,##0.00');
    expect(cell('Profit (currency)').value).toBe(item.profitOnPurchase);
  });
});
