import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { SIMULATED_EXAMPLES } from '../../apps/server/src/market/simulated/examples';
import { pdfText } from '../../apps/server/test/pdf-text';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, snap, test } from './fixtures';
import { sellerApi, signInAsDemo } from './web-support';

type Supplier = { id: string; name: string };
type Product = { id: string; asin: string; cost: number | null; quantityPack: number; itemNumber: string | null };
type Line = {
  itemNumber: string | null;
  upc: string | null;
  quantityPack: number;
  quantity: number;
  cost: number | null;
  unitCost: number | null;
  lineTotal: number;
};
type Order = { id: string; orderNumber: string; totalUnits: number; totalCost: number; purchaseOrderItems: Line[] };

/** Money as the app and the documents print it. */
const money = (value: number) => `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const cents = (value: number) => Math.round(value * 100) / 100;

/** A distributor's XLSX price list: item numbers, codes (ASINs and a UPC with two matches), case packs and case costs. */
async function priceList(asins: string[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Price list');
  sheet.addRow(['Item #', 'UPC / ASIN', 'Description', 'Case Pack', 'Case Cost', 'Cost each']);
  sheet.addRow(['WH-1001', asins[0], 'Stacking rings', 12, 52.2, 4.35]);
  sheet.addRow(['WH-1002', asins[1], 'Puzzle box', 6, null, 3.1]);
  sheet.addRow(['WH-1003', SIMULATED_EXAMPLES.multiMatchUpc, 'Bubble wands, single or set?', 24, 30, null]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Downloads one format of the order through the page's menu; answers the file's bytes. */
async function download(page: Page, label: string): Promise<{ name: string; body: Buffer }> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  await page.getByRole('menuitem', { name: label }).click();
  const file = await downloading;
  return { name: file.suggestedFilename(), body: readFileSync(await file.path()) };
}

test.describe('web app: a wholesale price list to a purchase order', () => {
  test.describe.configure({ timeout: 180_000 });

  test('case packs and item numbers survive from the XLSX to the grid, the shortlist, the order and its PDF, XLSX and CSV', async ({
    page,
  }) => {
    await signInAsDemo(page, '/uploads');
    const api = await sellerApi(page);
    const stamp = Date.now();
    const supplier = await api<Supplier>('POST', '/api/Supplier', {
      name: `Lakeside Toy Wholesale ${stamp}`,
      number: '77',
      address: 'Harbor Road',
      city: 'Duluth',
      state: 'MN',
      zipCode: '55802',
      email: 'orders@lakeside.example',
    });
    // Real marketplace ASINs, from a demo supplier's products.
    const toys = (await api<Supplier[]>('GET', '/api/Supplier/slim')).find((s) => s.name === 'Midwest Toy Distributors');
    if (!toys) throw new Error('demo supplier expected');
    const asins = (await api<Product[]>('GET', `/api/Product?supplierId=${toys.id}&pageSize=2`)).map((p) => p.asin);
    expect(asins).toHaveLength(2);

    // The upload: detected columns, then the report.
    await page.goto(`/uploads?supplierId=${supplier.id}`);
    await expect(page.getByRole('heading', { name: 'Price lists', level: 2 })).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({
      name: 'lakeside.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: await priceList(asins),
    });
    await expect(page.getByText('lakeside.xlsx')).toBeVisible();
    await page.getByRole('button', { name: 'Upload and analyse' }).click();
    const report = page.getByRole('table', { name: 'Row report' });
    await expect(page.getByText('done', { exact: true }).first()).toBeVisible({ timeout: 60_000 });
    await expect(report.getByRole('row')).toHaveCount(1 + 3);
    await expect(report).toContainText('$52.20 (12 × $4.35)');
    await expect(report).toContainText('WH-1001');
    // Every outcome badge shows its whole word (they were cut to "unmat…" and "candid…").
    const cut = await report
      .locator('.mantine-Badge-label')
      .evaluateAll((labels) => labels.filter((l) => l.scrollWidth > l.clientWidth + 1).map((l) => l.textContent));
    expect(cut).toEqual([]);

    // The "several matches" row is resolved in place with the picker.
    const choiceRow = report.getByRole('row', { name: /WH-1003/ });
    await choiceRow.getByRole('button', { name: 'Choose…' }).click();
    await page.getByRole('radio', { name: new RegExp(SIMULATED_EXAMPLES.multipack) }).check();
    await snap(page, 'web-light-wholesale-upload-choice');
    await page.getByRole('button', { name: 'Add this product' }).click();
    await expect(choiceRow).toContainText('matched');
    await expect(choiceRow).toContainText(SIMULATED_EXAMPLES.multipack);
    await snap(page, 'web-light-wholesale-upload-report');
    await expectNoSeriousA11yViolations(page, 'the upload report');

    // The products keep the supplier's case: pack cost, units, unit cost beside it, item number.
    const listed = await api<Product[]>('GET', `/api/Product?supplierId=${supplier.id}&pageSize=20`);
    const rings = listed.find((p) => p.asin === asins[0]);
    expect(rings).toMatchObject({ cost: 52.2, quantityPack: 12, itemNumber: 'WH-1001' });
    expect(listed.find((p) => p.asin === asins[1])).toMatchObject({ cost: 18.6, quantityPack: 6, itemNumber: 'WH-1002' });
    expect(listed.find((p) => p.asin === SIMULATED_EXAMPLES.multipack)).toMatchObject({ cost: 30, quantityPack: 24 });
    await page.goto(`/products?supplierId=${supplier.id}`);
    const grid = page.getByTestId('product-grid');
    await expect(grid.locator('tbody tr')).toHaveCount(3);
    await expect(grid.locator('td[data-column="cost"]', { hasText: '$52.20 (12 × $4.35)' })).toBeVisible();
    await expect(grid.locator('td[data-column="cost"]', { hasText: '$18.60 (6 × $3.10)' })).toBeVisible();

    // The shortlist buys in packs: 30 listing units of a case of 12 are 3 cases.
    const shortlist = await api<{ id: string }>('POST', '/api/Shortlist', { name: `Lakeside ${stamp}`, supplierId: supplier.id });
    await api('POST', `/api/Shortlist/${shortlist.id}/item`, { productId: rings?.id, quantity: 30 });
    const puzzle = listed.find((p) => p.asin === asins[1]);
    await api('POST', `/api/Shortlist/${shortlist.id}/item`, { productId: puzzle?.id, quantity: 12 });
    await page.goto(`/shortlists/${shortlist.id}`);
    await expect(page.getByText(/Item WH-1001/)).toBeVisible();
    await expect(page.getByText(/\$52\.20 \(12 × \$4\.35\) a pack/)).toBeVisible();

    // The order: its number everywhere, the buyer and the supplier's full address, packs and costs.
    await page.getByRole('button', { name: 'Create purchase order' }).click();
    await expect(page).toHaveURL(/\/purchase-orders\/[0-9a-f-]+$/);
    const orderId = page.url().split('/').pop() ?? '';
    const order = await api<Order>('GET', `/api/PurchaseOrder/${orderId}`);
    expect(order.orderNumber).toMatch(/^PO-\d{4}-\d{4}$/);
    await expect(page.getByRole('heading', { name: `${order.orderNumber} to ${supplier.name}` })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Supplier' })).toContainText('77 Harbor Road');
    await expect(page.getByRole('region', { name: 'Supplier' })).toContainText('Duluth, MN 55802');
    await expect(page.getByRole('region', { name: 'Buyer' })).toContainText('Demo Wholesale');
    const ringsLine = order.purchaseOrderItems.find((l) => l.itemNumber === 'WH-1001');
    expect(ringsLine).toMatchObject({ quantityPack: 12, quantity: 3, cost: 52.2, lineTotal: 156.6 });
    expect(order.totalCost).toBe(cents(order.purchaseOrderItems.reduce((sum, l) => sum + l.lineTotal, 0)));
    await expect(page.locator('[data-total="cost"]')).toHaveText(money(order.totalCost));
    await page.getByRole('textbox', { name: 'Notes to the supplier' }).fill('Deliver to dock 4, mornings only.');
    await page.getByRole('textbox', { name: 'Payment terms' }).click();
    await expect
      .poll(async () => (await api<{ notes: string | null }>('GET', `/api/PurchaseOrder/${orderId}`)).notes)
      .toBe('Deliver to dock 4, mornings only.');
    await snap(page, 'web-light-wholesale-order');
    await expectNoSeriousA11yViolations(page, 'the purchase order page');

    // The three documents carry the same figures as the page and the API.
    const pdf = await download(page, 'PDF (to send)');
    expect(pdf.name).toContain(order.orderNumber);
    const text = pdfText(pdf.body);
    for (const line of order.purchaseOrderItems) {
      expect(text).toContain(line.itemNumber ?? '');
      expect(text).toContain(money(line.cost ?? 0));
      expect(text).toContain(money(line.unitCost ?? 0));
      expect(text).toContain(money(line.lineTotal));
    }
    for (const expected of [order.orderNumber, '77 Harbor Road', 'Duluth, MN 55802', 'Demo Wholesale', 'Net 30']) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(money(order.totalCost));
    expect(text).toContain('Deliver to dock 4, mornings only.');
    expect(text).toContain('Page 1 of 1');

    const xlsx = await download(page, 'Excel (XLSX)');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.body as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const rows = sheet?.getRows(1, sheet.rowCount) ?? [];
    const header = rows.find((row) => row.getCell(1).value === 'Line');
    if (!header) throw new Error('the XLSX has no header row of lines');
    const columns = (header.values as unknown[]).slice(1).map(String);
    const at = (name: string) => columns.indexOf(name) + 1;
    for (const line of order.purchaseOrderItems) {
      const row = rows.find((r) => r.getCell(at('Item number')).value === line.itemNumber);
      expect(row, `XLSX line ${line.itemNumber}`).toBeTruthy();
      expect(row?.getCell(at('Units per pack')).value).toBe(line.quantityPack);
      expect(row?.getCell(at('Quantity (packs)')).value).toBe(line.quantity);
      expect(row?.getCell(at('Pack cost')).value).toBe(cents(line.cost ?? 0));
      expect(row?.getCell(at('Pack cost')).numFmt).toContain('#,##0.00');
      expect(row?.getCell(at('Unit cost')).value).toBe(cents(line.unitCost ?? 0));
      expect(row?.getCell(at('Line total')).value).toBe(line.lineTotal);
    }
    expect(rows.find((r) => r.getCell(at('Description')).value === 'Total')?.getCell(at('Line total')).value).toBe(
      order.totalCost,
    );

    const csv = (await download(page, 'CSV')).body.toString('utf8').trim().split('\r\n');
    const csvHeader = (csv[0] ?? '').split(',');
    const cell = (line: string, name: string) => line.split(',')[csvHeader.indexOf(name)];
    for (const line of order.purchaseOrderItems) {
      const row = csv.find((r) => r.split(',')[csvHeader.indexOf('Item number')] === line.itemNumber) ?? '';
      expect(cell(row, 'Pack cost')).toBe((line.cost ?? 0).toFixed(2));
      expect(cell(row, 'Unit cost')).toBe(cents(line.unitCost ?? 0).toFixed(2));
      expect(cell(row, 'Line total')).toBe(line.lineTotal.toFixed(2));
      expect(cell(row, 'Quantity (packs)')).toBe(String(line.quantity));
    }
    expect(cell(csv.at(-1) ?? '', 'Line total')).toBe(order.totalCost.toFixed(2));

    // Screenshots: the order and the report in both themes and at a phone's width.
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await snap(page, 'web-dark-wholesale-order');
    await expectNoSeriousA11yViolations(page, 'the purchase order page, dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, 'web-dark-wholesale-order-390');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await snap(page, 'web-light-wholesale-order-390');
    await page.goto(`/uploads?supplierId=${supplier.id}`);
    await page.getByText('lakeside.xlsx').first().click();
    await expect(page.getByRole('table', { name: 'Row report' })).toContainText('WH-1003');
    await snap(page, 'web-light-wholesale-upload-390');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await snap(page, 'web-dark-wholesale-upload-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await snap(page, 'web-dark-wholesale-upload');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
  });

  test('the company profile: what purchase orders say about the buyer, in both themes and on a phone', async ({ page }) => {
    await signInAsDemo(page, '/company');
    await expect(page.getByRole('heading', { name: 'Company profile', level: 2 })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Tax ID' })).toHaveValue('91-1234567');
    await expect(page.getByText(/The next order will be PO-\d{4}-\d{4}\./)).toBeVisible();
    await page.getByRole('textbox', { name: 'Default payment terms' }).fill('Net 30');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Company profile saved.')).toBeVisible();
    await snap(page, 'web-light-company');
    await expectNoSeriousA11yViolations(page, 'the company profile');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await snap(page, 'web-dark-company');
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, 'web-dark-company-390');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await snap(page, 'web-light-company-390');
  });
});
