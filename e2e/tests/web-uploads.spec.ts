import { expectNoSeriousA11yViolations } from './a11y';
import { expect, snap, test } from './fixtures';
import { sellerApi, signInAsDemo } from './web-support';

type Supplier = { id: string; name: string };
type Product = { asin: string };

test.describe('web app: price-list upload', () => {
  test('uploads a CSV for a supplier, follows it to the end, reads the row report and the notification', async ({ page }) => {
    await signInAsDemo(page, '/uploads');
    const api = await sellerApi(page);
    const suppliers = await api<Supplier[]>('GET', '/api/Supplier/slim');
    const target = suppliers.find((s) => s.name === 'Sunbelt Home Supply');
    const source = suppliers.find((s) => s.name === 'Midwest Toy Distributors');
    if (!target || !source) throw new Error('demo suppliers expected');
    // Products another supplier lists are real marketplace ASINs, new to this supplier.
    const asins = (await api<Product[]>('GET', `/api/Product?supplierId=${source.id}&pageSize=3`)).map((p) => p.asin);
    const csv = [
      'Item #,ASIN,Case Price,Case Qty,Description',
      ...asins.map((asin, i) => `T-${i},${asin},${(12 + i * 3).toFixed(2)},6,Toy ${i}`),
      'T-9,not-a-code,5.00,1,Broken row',
    ].join('\n');

    await page.goto(`/uploads?supplierId=${target.id}`);
    await expect(page.getByRole('heading', { name: 'Price lists', level: 2 })).toBeVisible();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'sunbelt-toys.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    // The header was read in the browser: the mapping offers the file's columns.
    await expect(page.getByText('sunbelt-toys.csv')).toBeVisible();
    await page.getByRole('combobox', { name: 'Column for Pack price' }).click();
    await page.getByRole('option', { name: 'Case Price' }).click();
    await snap(page, 'web-light-uploads-mapping');
    await page.getByRole('button', { name: 'Upload and analyse' }).click();

    const status = page.getByRole('table', { name: 'Row report' });
    await expect(page.getByText('done', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
    await expect(status.getByRole('row')).toHaveCount(1 + asins.length + 1);
    await expect(status).toContainText('not-a-code');
    await expect(page.getByText(/Columns used: .*packPrice ← “Case Price”/)).toBeVisible();
    await snap(page, 'web-light-uploads-done');
    await expectNoSeriousA11yViolations(page, 'the uploads page');

    // The supplier now lists the matched products, and a notification says the list is done.
    const listed = (await api<Product[]>('GET', `/api/Product?supplierId=${target.id}&pageSize=100`)).map((p) => p.asin);
    expect(listed).toEqual(expect.arrayContaining(asins));
    await page.getByRole('button', { name: /Notifications \(\d+ unread\)/ }).click();
    await expect(page.getByRole('button', { name: /sunbelt-toys\.csv is processed/ })).toBeVisible();

    await page.setViewportSize({ width: 390, height: 844 });
    await page.keyboard.press('Escape');
    await snap(page, 'web-light-uploads-phone');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await snap(page, 'web-dark-uploads-phone');
  });
});
