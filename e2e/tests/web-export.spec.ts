import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { expect, snap, test } from './fixtures';
import { sellerApi, signInAsDemo } from './web-support';

type Supplier = { id: string; name: string };
type Product = { asin: string; roi: number | null };

const grid = (page: Page) => page.getByTestId('product-grid');
const rows = (page: Page) => grid(page).locator('tbody tr');

test.describe('web app: export, the grid in the address, the upload preview', () => {
  test.describe.configure({ timeout: 120_000 });

  test('exports the grid as shown (supplier, sort, columns) to CSV and XLSX', async ({ page }) => {
    await signInAsDemo(page, '/products');
    const api = await sellerApi(page);
    const suppliers = await api<Supplier[]>('GET', '/api/Supplier/slim');
    const supplier = suppliers.find((s) => s.name === 'Midwest Toy Distributors');
    if (!supplier) throw new Error('demo supplier expected');
    await page.goto(`/products?supplierId=${supplier.id}&sort=roi&desc=1`);
    await expect(rows(page).first()).toBeVisible();
    const listed = await api<Product[]>('GET', `/api/Product?supplierId=${supplier.id}&order=roi&descending=true&pageSize=500`);
    expect(listed.length).toBeGreaterThan(0);

    await page.getByRole('button', { name: 'Export' }).click();
    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'CSV' }).click()]);
    expect(csv.suggestedFilename()).toBe(`products-${supplier.name.replace(/[^\w.-]+/g, '_')}.csv`);
    const text = (await (await import('node:fs/promises')).readFile(await csv.path())).toString('utf8').replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    // The currency of each row's amounts stands beside the ASIN (issue 41).
    expect(lines[0]?.startsWith('ASIN,Currency,Product,')).toBe(true);
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(listed.map((p) => p.asin));

    await page.getByRole('button', { name: 'Export' }).click();
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click(),
    ]);
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(await xlsx.path());
    const sheet = book.getWorksheet('Products');
    if (!sheet) throw new Error('no Products sheet');
    const values = (sheet.getSheetValues().filter(Boolean) as unknown[][]).map((r) => r.slice(1));
    expect(values[0]?.[0]).toBe('ASIN');
    expect(values.slice(1).map((r) => r[0])).toEqual(listed.map((p) => p.asin));
    const roiAt = (values[0] ?? []).indexOf('ROI');
    expect(roiAt).toBeGreaterThan(0);
    const first = values[1]?.[roiAt];
    expect(first === null || first === undefined || typeof first === 'number').toBe(true);
  });

  test('keeps the supplier, sort and filter in the address: a reload keeps them, back goes back', async ({ page }) => {
    await signInAsDemo(page, '/products');
    await expect(rows(page).first()).toBeVisible();
    const roiHeader = grid(page).locator('th', { has: page.getByRole('button', { name: 'Sort by ROI' }) });
    await page.getByRole('button', { name: 'Sort by ROI' }).click();
    await expect(page).toHaveURL(/sort=roi/);
    await expect(page).toHaveURL(/desc=1/);
    await page.getByRole('button', { name: 'Sort by ROI' }).click();
    await expect(page).toHaveURL(/desc=0/);

    await page.getByRole('textbox', { name: 'Search' }).fill('zzzz-no-such-product');
    await expect(page).toHaveURL(/q=zzzz-no-such-product/);
    await expect(rows(page)).toHaveCount(0);

    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('zzzz-no-such-product');
    await expect(roiHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(rows(page)).toHaveCount(0);

    // Back: the search typed replaced its entry; back returns to the descending sort.
    await page.goBack();
    await expect(page).toHaveURL(/desc=1/);
    await expect(page).not.toHaveURL(/q=/);
    await expect(roiHeader).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByRole('textbox', { name: 'Search' })).toHaveValue('');
    await expect(rows(page).first()).toBeVisible();
  });

  test('previews a price list before the upload: the columns found, five rows, and a mapping that changes a column', async ({
    page,
    consoleErrors,
  }) => {
    await signInAsDemo(page, '/uploads');
    const api = await sellerApi(page);
    const supplier = (await api<Supplier[]>('GET', '/api/Supplier/slim'))[0];
    if (!supplier) throw new Error('a demo supplier expected');
    await page.goto(`/uploads?supplierId=${supplier.id}`);
    const csv = [
      'Sunbelt price list',
      'Item,UPC,Case Price,Case,Our price,Description',
      ...Array.from({ length: 7 }, (_, i) => `T-${i},04210000526${i},${12 + i}.00,6,${2 + i}.50,Toy ${i}`),
    ].join('\n');
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'preview.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByText('Header found on row 2.')).toBeVisible();
    const sample = page.getByRole('table', { name: 'First rows of the file' });
    await expect(sample.locator('tbody tr')).toHaveCount(5);
    await expect(page.getByTestId('uses-notes')).toHaveText('Uses “Description”');

    await page.getByRole('combobox', { name: 'Column for Notes' }).click();
    await page.getByRole('option', { name: 'Item', exact: true }).click();
    await expect(page.getByTestId('uses-notes')).toHaveText('Uses “Item”');
    await snap(page, 'web-light-uploads-preview');

    // A picture renamed .csv is refused at once, in words.
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);
    await page.locator('input[type="file"]').setInputFiles({ name: 'photo.csv', mimeType: 'text/csv', buffer: png });
    await expect(
      page.getByRole('alert').filter({ hasText: 'photo.csv is not a CSV price list: it is a PNG image' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload and analyse' })).toBeDisabled();
    // The browser logs the refused request (400) itself; nothing else may be logged.
    expect(consoleErrors.filter((e) => !e.includes('status of 400'))).toEqual([]);
    consoleErrors.splice(0, consoleErrors.length);

    await page.setViewportSize({ width: 390, height: 844 });
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'preview.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(page.getByText('Header found on row 2.')).toBeVisible();
    await snap(page, 'web-light-uploads-preview-phone');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await snap(page, 'web-dark-uploads-preview-phone');
  });
});
