import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text.js';
import { api, sellerSession } from '../../../test/seller.js';
import { createTestApp, type TestContext } from '../../../test/test-app.js';
import { SIMULATED_EXAMPLES } from '../../market/index.js';
import { usageEvents } from '../usage/schema.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A draft order with two lines, one with a comma and quotes and a leading = to escape. */
async function order() {
  const { jwt } = await sellerSession(ctx);
  const supplier = (
    await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Harbor Foods', phone: '+1 503 555 0142', city: 'Portland' })
  ).body.data;
  const created = (
    await api(ctx, 'POST', '/api/PurchaseOrder', jwt, {
      supplierId: supplier.id,
      invoiceNumber: 'INV-2026-11',
      placementDate: '2026-11-30',
    })
  ).body.data;
  await api(ctx, 'POST', `/api/PurchaseOrder/${created.id}/items`, jwt, {
    title: 'Dark chocolate, 70% "single origin"',
    itemNumber: 'DC-70',
    upc: '012345678905',
    cost: 18.5,
    quantity: 4,
  });
  await api(ctx, 'POST', `/api/PurchaseOrder/${created.id}/items`, jwt, {
    title: '=HYPERLINK("x")',
    cost: 2,
    quantity: 10,
    comment: 'rush',
  });
  return { jwt, id: created.id as string, companyId: (await api(ctx, 'GET', '/api/Company', jwt)).body.data.id as string };
}

const download = (jwt: string, id: string, format: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/PurchaseOrder/${id}/download?format=${format}`,
    headers: { authorization: `Bearer ${jwt}` },
  });

describe('purchase order downloads', () => {
  it('writes a CSV with escaped cells and the total', async () => {
    const { jwt, id } = await order();
    const res = await download(jwt, id, 'csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="purchase-order-Harbor-Foods-INV-2026-11.csv"');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('Item number,UPC,ASIN,Description,Units per pack,Quantity (packs),Unit cost,Line total,Comment');
    expect(lines[1]).toBe('DC-70,012345678905,,"Dark chocolate, 70% ""single origin""",1,4,18.5,74,');
    expect(lines[2]).toBe(`,,,"'=HYPERLINK(""x"")",1,10,2,20,rush`);
    expect(lines[3]).toBe(',,,Total,,14,,94,');
  });

  it('writes an XLSX with the supplier block and the lines', async () => {
    const { jwt, id } = await order();
    const res = await download(jwt, id, 'xlsx');
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Purchase order');
    // getSheetValues is 1-based and sparse: keep the rows there are, from column A.
    const values = [...(sheet?.getSheetValues() ?? [])].filter(Array.isArray).map((row) => (row as unknown[]).slice(1));
    const flat = values.flat().map(String);
    expect(flat).toEqual(expect.arrayContaining(['Harbor Foods', 'INV-2026-11', '2026-11-30', 'DC-70', 'Total']));
    expect(values.find((row) => row[3] === 'Total')?.[7]).toBe(94);
    expect(values.find((row) => row[0] === 'DC-70')?.slice(4, 8)).toEqual([1, 4, 18.5, 74]);
  });

  it('writes a PDF whose text holds the supplier, the lines and the totals, and records the download', async () => {
    const { jwt, id, companyId } = await order();
    const res = await download(jwt, id, 'pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const raw = res.rawPayload;
    expect(raw.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(raw);
    for (const expected of [
      'PURCHASE ORDER',
      'No. INV-2026-11',
      'Harbor Foods',
      'DC-70',
      'Dark chocolate, 70% "single origin"',
      '$18.50',
      '$74.00',
      '$94.00',
      'Total: 14 packs',
    ]) {
      expect(text, expected).toContain(expected);
    }
    const events = await ctx.services.database.db
      .select()
      .from(usageEvents)
      .where(and(eq(usageEvents.companyId, companyId), eq(usageEvents.kind, 'purchase_orders_downloaded')));
    expect(events.map((e) => [e.quantity, e.amount])).toEqual([[1, 94]]);
    expect((await download(jwt, id, 'docx')).statusCode).toBe(400);
    expect((await download(jwt, '00000000-0000-4000-8000-000000000000', 'pdf')).statusCode).toBe(404);
  });
});

describe('purchase order projections', () => {
  it("records the order's projected revenue and profit from its products' analyses", async () => {
    const { jwt } = await sellerSession(ctx);
    const companyId = (await api(ctx, 'GET', '/api/Company', jwt)).body.data.id as string;
    const supplier = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Projection Foods' })).body.data;
    const product = (
      await api(ctx, 'POST', '/api/Product', jwt, {
        supplierId: supplier.id,
        identifier: SIMULATED_EXAMPLES.standard,
        identifierType: 0,
        cost: 24,
        quantityPack: 6,
      })
    ).body.data.product;
    expect(product.packageQuantity).toBe(1);
    const created = (await api(ctx, 'POST', '/api/PurchaseOrder', jwt, { supplierId: supplier.id })).body.data;
    // 2 packs of 6 = 12 listing units at 24 / 6 = 4.00 a unit; a line without a product adds cost only.
    await api(ctx, 'POST', `/api/PurchaseOrder/${created.id}/items`, jwt, { productId: product.id, cost: 24, quantity: 2 });
    await api(ctx, 'POST', `/api/PurchaseOrder/${created.id}/items`, jwt, { title: 'Display stand', cost: 10, quantity: 1 });
    expect((await download(jwt, created.id, 'csv')).statusCode).toBe(200);

    const events = await ctx.services.database.db.select().from(usageEvents).where(eq(usageEvents.companyId, companyId));
    const amount = (kind: string) => events.find((e) => e.kind === kind)?.amount;
    expect(amount('purchase_orders_downloaded')).toBe(58);
    // The product's own analysis of one unit at the same cost: price P and profit per unit.
    expect(amount('projected_revenue_on_orders')).toBeCloseTo(12 * product.selectedBuyBoxValue, 2);
    expect(amount('projected_profit_on_orders')).toBeCloseTo(12 * product.profitLoss - 10, 1);
  });
});
