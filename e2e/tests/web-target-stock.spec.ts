import { asinOf } from '../../apps/server/src/market/simulated/catalog';
import { expect, snap, test } from './fixtures';
import { sellerApi, signInAsDemo } from './web-support';

type Supplier = { id: string; name: string };
type Product = { id: string; asin: string; fbaFulfillable: number | null; fbaInbound: number | null };
type Shortlist = { id: string };

// What the seller already stocks (issue 42): the demo company's simulated seller account holds
// some products of the simulated catalog. A shortlist's target stock buys the gap to it, and the
// upload report marks the rows the seller holds.
test.describe('web app: target stock and stocked rows', () => {
  test('fills a shortlist from its target stock and marks stocked rows in the upload report', async ({ page }) => {
    test.setTimeout(120_000);
    await signInAsDemo(page, '/shortlists');
    const api = await sellerApi(page);
    // Catalog index 4 + 97k: the simulated seller account holds some of it (seller-account.md).
    const asin = asinOf(4 + 97 * 11);
    const supplier = await api<Supplier>('POST', '/api/Supplier', { name: 'Restock Wholesale' });
    const added = await api<{ product: Product }>('POST', '/api/Product', {
      supplierId: supplier.id,
      identifier: asin,
      identifierType: 0,
      cost: 30,
      quantityPack: 6,
    });
    // Connecting again reads the inventory onto the company's products.
    await api('POST', '/dev/seller-account/connect', { region: 'NA' });
    const held = await api<Product>('GET', `/api/Product/${added.product.id}`);
    expect(held.fbaFulfillable).toBeGreaterThan(0);
    const holding = (held.fbaFulfillable ?? 0) + (held.fbaInbound ?? 0);
    const shortlist = await api<Shortlist>('POST', '/api/Shortlist', { name: 'Restock to target', supplierId: supplier.id });
    await api('POST', `/api/Shortlist/${shortlist.id}/item`, { productId: held.id, quantity: 1 });

    await page.goto(`/shortlists/${shortlist.id}`);
    const panel = page.getByRole('region', { name: 'Target stock' });
    await expect(panel.getByRole('button', { name: 'Fill from target stock' })).toBeDisabled();
    await panel.getByRole('textbox', { name: 'Units to hold at Amazon' }).fill(String(holding + 10));
    await panel.getByRole('button', { name: 'Save' }).click();
    await expect(panel.getByRole('button', { name: 'Fill from target stock' })).toBeEnabled();
    await panel.getByRole('button', { name: 'Fill from target stock' }).click();
    await expect(page.getByText('1 item filled to the target stock.')).toBeVisible();
    const quantity = page.getByRole('textbox', { name: `Quantity of ${held.asin}` });
    await expect(quantity).not.toHaveValue('1');
    expect(Number(await quantity.inputValue())).toBeGreaterThanOrEqual(10);
    await panel.scrollIntoViewIfNeeded();
    await snap(page, 'web-light-target-stock');
    await page.setViewportSize({ width: 390, height: 844 });
    await panel.scrollIntoViewIfNeeded();
    await snap(page, 'web-light-target-stock-phone');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await snap(page, 'web-dark-target-stock-phone');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();

    // The upload report: the held product's row says "N units[, M inbound]".
    await page.setViewportSize({ width: 1280, height: 900 });
    const csv = ['ASIN,Unit Price', `${held.asin},7.50`].join('\n');
    await page.goto(`/uploads?supplierId=${supplier.id}`);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'stocked.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Upload and analyse' }).click();
    await expect(page.getByText('done', { exact: true }).first()).toBeVisible({ timeout: 30_000 });
    await page.getByRole('tab', { name: 'Row report' }).click();
    const report = page.getByRole('table', { name: 'Row report' });
    await expect(report.getByRole('columnheader', { name: 'At Amazon' })).toBeVisible();
    await expect(report.getByText(new RegExp(`^${held.fbaFulfillable} units?`))).toBeVisible();
    await report.scrollIntoViewIfNeeded();
    await snap(page, 'web-light-upload-stocked-rows');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await snap(page, 'web-dark-upload-stocked-rows');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
  });
});
