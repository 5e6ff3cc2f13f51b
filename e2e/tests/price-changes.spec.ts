import { expectNoSeriousA11yViolations } from './a11y';
import { expect, snap, test } from './fixtures';
import { sellerApi, signInAsDemo } from './web-support';

type Supplier = { id: string; name: string };
type Product = { asin: string; itemNumber: string | null; quantityPack: number; cost: number | null };
type Page = import('@playwright/test').Page;

/** The page's width beyond the window's, in CSS pixels (0: nothing scrolls sideways). */
const sidewaysOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * Uploads a CSV on the uploads page of a supplier (no upload open) and waits until the upload it
 * opens is compared with the supplier's previous list: its card then has the What changed tab.
 */
async function uploadList(page: Page, name: string, csv: string) {
  await page.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(page.getByText(name).first()).toBeVisible();
  await page.getByRole('button', { name: 'Upload and analyse' }).click();
  await expect(page).toHaveURL(/uploadId=/);
  await expect(page.getByRole('tab', { name: 'What changed' })).toBeVisible({ timeout: 90_000 });
}

test.describe('web app: what changed in a price list', () => {
  test('uploads a second price list of a supplier and reads what changed', async ({ page }) => {
    test.setTimeout(180_000);
    await signInAsDemo(page, '/uploads');
    const api = await sellerApi(page);
    const suppliers = await api<Supplier[]>('GET', '/api/Supplier/slim');
    const demo = suppliers.find((s) => s.name === 'Atlantic Health Brands');
    if (!demo) throw new Error('demo supplier expected');
    // The demo supplier's ASINs, listed by a supplier of this test's own: its packs and costs
    // change here, and other specs (orders) count the demo supplier's packs.
    const listed = await api<Product[]>('GET', `/api/Product?supplierId=${demo.id}&pageSize=10`);
    const target = await api<Supplier>('POST', '/api/Supplier', { name: `Atlantic Health Brands (E2E ${Date.now()})` });
    const [a, b, c, d] = listed;
    if (!a || !b || !c || !d) throw new Error('four demo products expected');
    const line = (p: Product, item: string, pack: number, cost: number) => `${item},${p.asin},${pack},${cost.toFixed(2)}`;
    const header = 'Item #,ASIN,Case Pack,Case Cost';
    const first = [header, line(a, 'AH-1', 12, 24), line(b, 'AH-2', 6, 30), line(c, 'AH-3', 4, 20), line(d, 'AH-4', 1, 9)];
    // Reordered; a cheaper, b dearer, c in a case of 8 at the same unit cost, d dropped.
    const second = [header, line(c, 'AH-3', 8, 40), line(b, 'AH-2', 6, 33), line(a, 'AH-1', 12, 18)];

    await page.goto(`/uploads?supplierId=${target.id}`);
    await expect(page.getByRole('heading', { name: 'Price lists', level: 2 })).toBeVisible();
    await uploadList(page, 'atlantic-may.csv', first.join('\n'));
    await page.getByRole('tab', { name: 'What changed' }).click();
    await expect(page.getByText(/first price list/)).toBeVisible();
    await page.goto(`/uploads?supplierId=${target.id}`);
    await uploadList(page, 'atlantic-june.csv', second.join('\n'));

    await page.getByRole('tab', { name: 'What changed' }).click();
    await expect(page.getByText(/Since atlantic-may\.csv: 1 cheaper, 1 dearer, 1 dropped, 1 new pack size/)).toBeVisible();
    const table = page.getByRole('table', { name: 'What changed' });
    await expect(table.getByRole('row')).toHaveCount(1 + 4);
    await expect(table).toContainText('Pack size');
    await expect(table).toContainText('-25%');
    // One kind at a time; each item links to its product.
    await page.getByText('Dropped 1', { exact: true }).click();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table).toContainText(d.asin);
    await page.getByText('Cheaper 1', { exact: true }).click();
    await expect(table.getByRole('row')).toHaveCount(2);
    await expect(table.getByRole('link').first()).toHaveAttribute('href', /\/products\/[0-9a-f-]{36}$/);
    await page.getByText('All', { exact: true }).click();
    await expectNoSeriousA11yViolations(page, 'the What changed tab');

    // The notification says it in a line.
    await page.getByRole('button', { name: /Notifications \(\d+ unread\)/ }).click();
    await expect(page.getByText(/Since the last list: 1 cheaper, 1 dearer, 1 dropped, 1 new pack size/).first()).toBeVisible();
    await page.getByRole('button', { name: /Notifications/ }).click();
    await expect(page.getByText('Mark all read')).toBeHidden();

    await snap(page, 'web-light-price-changes');
    // At a phone's width the page does not scroll sideways: the table scrolls inside its card.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(table).toBeVisible();
    await expect.poll(() => sidewaysOverflow(page)).toBe(0);
    await snap(page, 'web-light-price-changes-phone');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect.poll(() => sidewaysOverflow(page)).toBe(0);
    await snap(page, 'web-dark-price-changes-phone');
  });

  test('the demo supplier’s What changed fits a phone in both themes', async ({ page }) => {
    await signInAsDemo(page, '/uploads');
    const api = await sellerApi(page);
    const uploads = await api<{ id: string; fileName: string }[]>('GET', '/api/Upload?pageSize=100');
    const summer = uploads.find((u) => u.fileName === 'sunbelt-summer-price-list.csv');
    if (!summer) throw new Error('the demo’s second price list expected');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/uploads?uploadId=${summer.id}`);
    await page.getByRole('tab', { name: 'What changed' }).click();
    await expect(page.getByRole('table', { name: 'What changed' })).toBeVisible();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.evaluate((s) => document.documentElement.setAttribute('data-mantine-color-scheme', s), scheme);
      await expect.poll(() => sidewaysOverflow(page)).toBe(0);
      await snap(page, `web-${scheme}-demo-price-changes-390`);
    }
  });
});
