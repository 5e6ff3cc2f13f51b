import { cents } from '@shelfscope/profit';
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

/**
 * A draft order with two lines, one with a comma and quotes and a leading = to escape, from a
 * company with a full profile to a supplier with a street number.
 */
async function order() {
  const { jwt } = await sellerSession(ctx);
  await api(ctx, 'POST', '/api/Company', jwt, {
    name: 'Lantern Goods LLC',
    address: '400 Pier Avenue',
    city: 'Seattle',
    state: 'WA',
    zipCode: '98101',
    phone: '+1 206 555 0100',
    email: 'buying@lantern.example',
    taxId: '91-1234567',
    shipTo: 'Lantern Goods warehouse\n8 Dock Road\nTacoma, WA 98421',
    defaultTerms: 'Net 30',
  });
  const supplier = (
    await api(ctx, 'POST', '/api/Supplier', jwt, {
      name: 'Harbor Foods',
      phone: '+1 503 555 0142',
      number: '1200',
      address: 'Harbor Road',
      city: 'Portland',
      state: 'OR',
      zipCode: '97201',
    })
  ).body.data;
  const created = (
    await api(ctx, 'POST', '/api/PurchaseOrder', jwt, {
      supplierId: supplier.id,
      invoiceNumber: 'INV-2026-11',
      placementDate: '2026-11-30',
    })
  ).body.data;
  await api(ctx, 'PUT', `/api/PurchaseOrder/${created.id}`, jwt, { notes: 'Deliver before noon.' });
  await api(ctx, 'POST', `/api/PurchaseOrder/${created.id}/items`, jwt, {
    title: 'Dark chocolate, 70% "single origin"',
    itemNumber: 'DC-70',
    upc: '012345678905',
    cost: 18.5,
    quantityPack: 12,
    quantity: 4,
  });
  await api(ctx, 'POST', `/api/PurchaseOrder/${created.id}/items`, jwt, {
    title: '=HYPERLINK("x")',
    cost: 2,
    quantity: 10,
    comment: 'rush',
  });
  return {
    jwt,
    id: created.id as string,
    orderNumber: created.orderNumber as string,
    companyId: (await api(ctx, 'GET', '/api/Company', jwt)).body.data.id as string,
  };
}

const download = (jwt: string, id: string, format: string) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/PurchaseOrder/${id}/download?format=${format}`,
    headers: { authorization: `Bearer ${jwt}` },
  });

describe('purchase order downloads', () => {
  it('writes a CSV with escaped cells and the total', async () => {
    const { jwt, id, orderNumber } = await order();
    expect(orderNumber).toMatch(/^PO-\d{4}-0001$/);
    const res = await download(jwt, id, 'csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="purchase-order-${orderNumber}-Harbor-Foods.csv"`);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'Line,Item number,UPC,ASIN,Description,Units per pack,Quantity (packs),Pack cost,Unit cost,Line total,Comment',
    );
    // 4 packs of 12 at 18.50 a pack (1.54 a unit, shown beside it).
    expect(lines[1]).toBe('1,DC-70,012345678905,,"Dark chocolate, 70% ""single origin""",12,4,18.50,1.54,74.00,');
    expect(lines[2]).toBe(`2,,,,"'=HYPERLINK(""x"")",1,10,2.00,2.00,20.00,rush`);
    expect(lines[3]).toBe(',,,,Total,,14,,,94.00,');
  });

  it('writes an XLSX with the buyer, supplier and ship-to blocks, and amounts as currency numbers', async () => {
    const { jwt, id, orderNumber } = await order();
    const res = await download(jwt, id, 'xlsx');
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Purchase order');
    // getSheetValues is 1-based and sparse: keep the rows there are, from column A.
    const values = [...(sheet?.getSheetValues() ?? [])].filter(Array.isArray).map((row) => (row as unknown[]).slice(1));
    const flat = values.flat().map(String);
    expect(flat).toEqual(
      expect.arrayContaining([
        orderNumber,
        'Lantern Goods LLC',
        '400 Pier Avenue',
        'Tax ID: 91-1234567',
        'Harbor Foods',
        '1200 Harbor Road',
        'Portland, OR 97201',
        '8 Dock Road',
        'Net 30',
        'INV-2026-11',
        '2026-11-30',
        'Deliver before noon.',
        'DC-70',
        'Total',
      ]),
    );
    expect(values.find((row) => row[4] === 'Total')?.[9]).toBe(94);
    expect(values.find((row) => row[1] === 'DC-70')?.slice(5, 10)).toEqual([12, 4, 18.5, 1.54, 74]);
    const line = sheet?.getRows(1, sheet.rowCount)?.find((row) => row.getCell(2).value === 'DC-70');
    for (const column of [8, 9, 10]) {
      expect(typeof line?.getCell(column).value).toBe('number');
      expect(line?.getCell(column).numFmt).toBe('"$"#,##0.00');
    }
    // The title, the labels and the total are bold; the total keeps its currency format; the description is wide.
    expect(sheet?.getCell('A1').font).toMatchObject({ bold: true, size: 14 });
    const total = sheet?.getRows(1, sheet.rowCount)?.find((row) => row.getCell(5).value === 'Total');
    expect(total?.getCell(10)).toMatchObject({ numFmt: '"$"#,##0.00', font: { bold: true } });
    expect(sheet?.getColumn(5).width).toBe(44);
  });

  it('writes a PDF whose text holds the buyer, supplier, ship-to, terms, lines and totals, and records the download', async () => {
    const { jwt, id, companyId, orderNumber } = await order();
    const res = await download(jwt, id, 'pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const raw = res.rawPayload;
    expect(raw.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(raw);
    for (const expected of [
      'PURCHASE ORDER',
      orderNumber,
      'Lantern Goods LLC',
      'Tax ID: 91-1234567',
      'Harbor Foods',
      '1200 Harbor Road',
      'Portland, OR 97201',
      '8 Dock Road',
      'Net 30',
      'INV-2026-11',
      'DC-70',
      '012345678905',
      'Dark chocolate, 70% "single',
      'origin"',
      'Per pack',
      '$18.50',
      '$1.54',
      '$74.00',
      '$94.00',
      'Total: 14 packs',
      'Deliver before noon.',
      'Page 1 of 1',
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

describe('long orders and rounding', () => {
  it('numbers the pages of a long order and rounds each line from the pack cost it shows', async () => {
    const { jwt } = await sellerSession(ctx);
    const supplier = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Long List Co' })).body.data;
    const created = (await api(ctx, 'POST', '/api/PurchaseOrder', jwt, { supplierId: supplier.id })).body.data;
    // A pack of 12 at 12 x 4.3517 = 52.2204: shown as 52.22, so 3 packs are 156.66.
    const first = (
      await api(ctx, 'POST', `/api/PurchaseOrder/${created.id}/items`, jwt, {
        title: 'Odd cost',
        cost: 52.2204,
        quantityPack: 12,
        quantity: 3,
      })
    ).body.data;
    expect(first).toMatchObject({ lineTotal: 156.66, unitCost: 4.3517 });
    // 1.005 shows as 1.01 (cents() rounds half away from zero), so 7 packs are 7.07 (7 x 1.005 = 7.035 would be 7.04).
    for (let k = 0; k < 69; k++) {
      await api(ctx, 'POST', `/api/PurchaseOrder/${created.id}/items`, jwt, { title: `Line ${k + 2}`, cost: 1.005, quantity: 7 });
    }
    const order = (await api(ctx, 'GET', `/api/PurchaseOrder/${created.id}`, jwt)).body.data;
    const total = Math.round((156.66 + 69 * 7.07) * 100) / 100;
    expect(order.totalCost).toBe(total);
    const text = pdfText((await download(jwt, created.id, 'pdf')).rawPayload);
    expect(text).toContain('Page 1 of 2');
    expect(text).toContain('Page 2 of 2');
    expect(text).toContain('$156.66');
    expect(text).toContain('$7.07');
    const csv = (await download(jwt, created.id, 'csv')).body.trim().split('\r\n');
    expect(csv.at(-1)).toBe(`,,,,Total,,${3 + 69 * 7},,,${total.toFixed(2)},`);
  });
});

/** Adds a product of the supplier by ASIN with its cost inputs; answers the analysed product. */
const addProduct = async (jwt: string, supplierId: string, identifier: string, inputs: Record<string, unknown>) =>
  (await api(ctx, 'POST', '/api/Product', jwt, { supplierId, identifier, identifierType: 0, ...inputs })).body.data.product;

/** The usage events an order recorded. */
const orderEvents = (companyId: string, orderId: string) =>
  ctx.services.database.db
    .select()
    .from(usageEvents)
    .where(and(eq(usageEvents.companyId, companyId), eq(usageEvents.orderId, orderId)));

describe('purchase order projections', () => {
  it("records the order's projected revenue and profit from its products' analyses", async () => {
    const { jwt } = await sellerSession(ctx);
    const companyId = (await api(ctx, 'GET', '/api/Company', jwt)).body.data.id as string;
    const supplier = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Projection Foods' })).body.data;
    const product = await addProduct(jwt, supplier.id, SIMULATED_EXAMPLES.standard, { cost: 24, quantityPack: 6 });
    expect(product.packageQuantity).toBe(1);
    const created = (await api(ctx, 'POST', '/api/PurchaseOrder', jwt, { supplierId: supplier.id })).body.data;
    // 2 packs of 6 = 12 listing units at 24 / 6 = 4.00 a unit; a line without a product adds cost only.
    await api(ctx, 'POST', `/api/PurchaseOrder/${created.id}/items`, jwt, { productId: product.id, cost: 24, quantity: 2 });
    await api(ctx, 'POST', `/api/PurchaseOrder/${created.id}/items`, jwt, { title: 'Display stand', cost: 10, quantity: 1 });
    // Downloaded as CSV, PDF, XLSX and CSV again: one order, counted once.
    for (const format of ['csv', 'pdf', 'xlsx', 'csv']) expect((await download(jwt, created.id, format)).statusCode).toBe(200);

    const events = await ctx.services.database.db.select().from(usageEvents).where(eq(usageEvents.companyId, companyId));
    const amount = (kind: string) => events.find((e) => e.kind === kind)?.amount;
    const orderKinds = events.filter((e) => e.orderId === created.id).map((e) => e.kind);
    expect(orderKinds.sort()).toEqual([
      'projected_prep_on_orders',
      'projected_profit_on_orders',
      'projected_revenue_on_orders',
      'purchase_orders_downloaded',
    ]);
    expect(amount('purchase_orders_downloaded')).toBe(58);
    const dashboard = (await api(ctx, 'GET', '/Dashboard', jwt)).body.data;
    expect(dashboard.purchaseOrdersDownloaded.value).toBe(1);
    expect(dashboard.cogsOnDownloads.value).toBe(58);
    // The order's one product line is 12 units of the product's own analysis (storage included)
    // at the same cost, 4.00 a unit and the default preparation: 12 x its price, prep and profit,
    // to the cent; the display stand adds its 10.00 of cost and nothing else.
    expect(product.storageFee).toBeGreaterThan(0);
    expect(amount('projected_revenue_on_orders')).toBe(cents(12 * product.selectedBuyBoxValue));
    expect(amount('projected_profit_on_orders')).toBe(cents(12 * product.profitLoss - 10));
    expect(amount('projected_prep_on_orders')).toBe(cents(12 * (product.totalGoodsCost - 4)));
  });

  it('projects an order made from a shortlist as the sum of the shortlist’s lines', async () => {
    const { jwt } = await sellerSession(ctx);
    const companyId = (await api(ctx, 'GET', '/api/Company', jwt)).body.data.id as string;
    const supplier = (await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Line Foods' })).body.data;
    const add = (identifier: string, cost: number, quantityPack: number) =>
      addProduct(jwt, supplier.id, identifier, { cost, quantityPack, preparationCost: 0.35 });
    const a = await add(SIMULATED_EXAMPLES.standard, 24, 6);
    const b = await add(SIMULATED_EXAMPLES.hazmat, 3.1, 1);
    const shortlist = (await api(ctx, 'POST', '/api/Shortlist', jwt, { name: 'Lines', supplierId: supplier.id })).body.data;
    await api(ctx, 'POST', `/api/Shortlist/${shortlist.id}/item`, jwt, { productId: a.id, quantity: 12 });
    await api(ctx, 'POST', `/api/Shortlist/${shortlist.id}/item`, jwt, { productId: b.id, quantity: 5 });
    const totals = (await api(ctx, 'GET', `/api/Shortlist/${shortlist.id}/summary`, jwt)).body.data;
    // 12 units of a (2 packs of 6) and 5 of b: each line is N x its product's own profit (prep included).
    expect(totals.profit).toBe(cents(12 * a.profitLoss + 5 * b.profitLoss));
    const order = (await api(ctx, 'POST', '/api/PurchaseOrder', jwt, { supplierId: supplier.id, shortlistId: shortlist.id })).body
      .data;
    expect((await download(jwt, order.id, 'csv')).statusCode).toBe(200);
    const events = await orderEvents(companyId, order.id);
    const amount = (kind: string) => events.find((e) => e.kind === kind)?.amount;
    expect(amount('purchase_orders_downloaded')).toBe(totals.totalGoodsCost);
    expect(amount('projected_revenue_on_orders')).toBe(totals.revenue);
    expect(amount('projected_prep_on_orders')).toBe(totals.prep);
    expect(amount('projected_profit_on_orders')).toBe(totals.profit);
  });

  it('keeps a GBP supplier’s order on amazon.de in euros on the dashboard, never added to dollars', async () => {
    const { jwt } = await sellerSession(ctx);
    const companyId = (await api(ctx, 'GET', '/api/Company', jwt)).body.data.id as string;
    const supplier = (
      await api(ctx, 'POST', '/api/Supplier', jwt, { name: 'Thames Trading', marketplace: 'DE', currency: 'GBP' })
    ).body.data;
    expect(supplier).toMatchObject({ marketplace: 'DE', currency: 'GBP' });
    const product = await addProduct(jwt, supplier.id, SIMULATED_EXAMPLES.standard, { cost: 12.4, quantityPack: 1 });
    expect(product).toMatchObject({ marketplace: 'DE', currency: 'EUR' });
    expect(product.exchangeRate).toMatchObject({ from: 'GBP', to: 'EUR' });
    const shortlist = (await api(ctx, 'POST', '/api/Shortlist', jwt, { name: 'Euro', supplierId: supplier.id })).body.data;
    const line = (await api(ctx, 'POST', `/api/Shortlist/${shortlist.id}/item`, jwt, { productId: product.id, quantity: 3 })).body
      .data;
    // Paid to the supplier in pounds; costed in euros at the analysis's rate, as the product is.
    expect(line).toMatchObject({
      currency: 'EUR',
      supplierCurrency: 'GBP',
      quantityBuyingGoodsSupplierCurrency: 37.2,
      quantityBuyingGoods: cents(37.2 * product.exchangeRate.rate),
      profitOnPurchase: cents(3 * product.profitLoss),
    });
    const totals = (await api(ctx, 'GET', `/api/Shortlist/${shortlist.id}/summary`, jwt)).body.data;
    expect(totals).toMatchObject({ currency: 'EUR', profit: line.profitOnPurchase });
    const order = (await api(ctx, 'POST', '/api/PurchaseOrder', jwt, { supplierId: supplier.id, shortlistId: shortlist.id })).body
      .data;
    expect(order.totalCost).toBe(37.2); // the order itself is in the supplier's pounds
    expect((await download(jwt, order.id, 'pdf')).statusCode).toBe(200);
    const events = await orderEvents(companyId, order.id);
    expect(events.map((e) => [e.kind, e.amount]).sort()).toEqual(
      [
        ['purchase_orders_downloaded', 0],
        ['purchase_orders_downloaded:EUR', totals.totalGoodsCost],
        ['projected_revenue_on_orders:EUR', totals.revenue],
        ['projected_profit_on_orders:EUR', totals.profit],
        ['projected_prep_on_orders:EUR', totals.prep],
      ].sort(),
    );
    const dashboard = (await api(ctx, 'GET', '/Dashboard', jwt)).body.data;
    expect(dashboard).toMatchObject({ currency: 'USD', purchaseOrdersDownloaded: { value: 1 }, cogsOnDownloads: { value: 0 } });
    expect(dashboard.projectedProfitOnOrders.value).toBe(0);
    expect(dashboard.byCurrency).toHaveLength(1);
    expect(dashboard.byCurrency[0]).toMatchObject({
      currency: 'EUR',
      cogsOnDownloads: { value: totals.totalGoodsCost },
      projectedProfitOnOrders: { value: totals.profit },
    });
  });
});
