import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { pdfText } from '../../apps/server/test/pdf-text';
import { expect, SCREENSHOT_DIR, snap, test } from './fixtures';
import { sellerApi, signInAsDemo } from './web-support';

type Supplier = { id: string; name: string; marketplace: string; currency: string };
type Product = {
  id: string;
  asin: string;
  currency: string;
  cost: number | null;
  profitLoss: number | null;
  vatRate: number | null;
  priceExVat: number | null;
  vatOnSale: number | null;
  vatOnCost: number | null;
  itemNumber: string | null;
};

/** A screenshot at a phone's 390 px, then back to the desktop width (where the theme switch is). */
async function atPhoneWidth(page: Page, name: string) {
  const wide = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, name);
  if (wide) await page.setViewportSize(wide);
}

/** Money as a British seller reads it (the page formats with the product's currency). */
const pounds = (value: number) => `£${value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

// Issue 41: a UK wholesaler's price list in pounds with VAT-inclusive costs, read in the grid and
// on the product page in pounds with the VAT split; and the German demo supplier's purchase order
// printed with euros and its umlauts and ß.
test.describe('web app: marketplaces beyond amazon.com', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a UK price list in pounds, with VAT-inclusive costs: the grid and the product page in pounds with the VAT split', async ({
    page,
  }) => {
    await signInAsDemo(page, '/uploads');
    const api = await sellerApi(page);
    const stamp = Date.now();
    const supplier = await api<Supplier>('POST', '/api/Supplier', {
      name: `Yorkshire Trade Supplies ${stamp}`,
      marketplace: 'UK',
      costsIncludeVat: true,
      city: 'Sheffield',
    });
    expect(supplier).toMatchObject({ marketplace: 'UK', currency: 'GBP' });
    // Products amazon.co.uk lists: the UK demo supplier's.
    const pennine = (await api<Supplier[]>('GET', '/api/Supplier/slim')).find((s) => s.name === 'Pennine Wholesale Ltd');
    if (!pennine) throw new Error('the UK demo supplier is expected');
    const asins = (await api<Product[]>('GET', `/api/Product?supplierId=${pennine.id}&pageSize=2`)).map((p) => p.asin);
    expect(asins).toHaveLength(2);

    const csv = [
      'Item #,ASIN,Description,Case Pack,Case Cost (inc VAT)',
      `YT-1,${asins[0]},Kitchen set,6,30.00`,
      `YT-2,${asins[1]},Storage jars,4,18.00`,
    ];
    await page.goto(`/uploads?supplierId=${supplier.id}`);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'yorkshire-trade.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${csv.join('\r\n')}\r\n`),
    });
    await page.getByRole('button', { name: 'Upload and analyse' }).click();
    await expect(page.getByText('done', { exact: true }).first()).toBeVisible({ timeout: 60_000 });

    const listed = await api<Product[]>('GET', `/api/Product?supplierId=${supplier.id}&pageSize=20`);
    expect(listed).toHaveLength(2);
    for (const product of listed) {
      expect(product).toMatchObject({ currency: 'GBP', vatRate: 20 });
      // The VAT in a £30.00 case of 6 is £5.00, £0.83 a unit (the unit's goods cost, VAT in it).
      expect(product.vatOnCost).toBeGreaterThan(0);
      expect(product.priceExVat).not.toBeNull();
    }
    const kitchen = listed.find((p) => p.itemNumber === 'YT-1');
    if (!kitchen) throw new Error('YT-1 expected');

    // The grid: costs and figures in pounds.
    await page.goto(`/products?supplierId=${supplier.id}`);
    const grid = page.getByTestId('product-grid');
    await expect(grid.locator('tbody tr')).toHaveCount(2);
    await expect(grid.locator('td[data-column="cost"]', { hasText: pounds(30) })).toBeVisible();
    await expect(grid).not.toContainText('$');
    await snap(page, 'web-light-marketplaces-uk-grid');

    // The product page: the marketplace named, the VAT split, FBA beside FBM, all in pounds.
    await page.goto(`/products/${kitchen.id}`);
    await expect(page.getByText('Amazon.co.uk · GBP')).toBeVisible();
    await expect(page.getByText('Price ex-VAT')).toBeVisible();
    await expect(page.getByText(pounds(kitchen.priceExVat ?? 0)).first()).toBeVisible();
    await expect(page.getByText(pounds(kitchen.vatOnSale ?? 0)).first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'FBA and FBM side by side' })).toBeVisible();
    await snap(page, 'web-light-marketplaces-uk-product');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await snap(page, 'web-dark-marketplaces-uk-product');
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, 'web-dark-marketplaces-uk-product-390');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
  });

  // A shortlist is one supplier's, and a supplier's products share its marketplace (a new one moves
  // them all), so its lines are in one marketplace currency; what differs is the supplier's own
  // currency. Two currencies side by side: the goods paid in euros, every figure in pounds; and
  // the dashboard, whose orders in pounds stand beside the company's dollars, never added to them.
  test('a shortlist of a supplier quoting euros for amazon.co.uk, and the dashboard per currency', async ({ page }) => {
    await signInAsDemo(page, '/shortlists');
    const api = await sellerApi(page);
    const stamp = Date.now();
    const supplier = await api<Supplier>('POST', '/api/Supplier', {
      name: `Rhine Exporters ${stamp}`,
      marketplace: 'UK',
      currency: 'EUR',
    });
    expect(supplier).toMatchObject({ marketplace: 'UK', currency: 'EUR' });
    const pennine = (await api<Supplier[]>('GET', '/api/Supplier/slim')).find((s) => s.name === 'Pennine Wholesale Ltd');
    if (!pennine) throw new Error('the UK demo supplier is expected');
    const asins = (await api<Product[]>('GET', `/api/Product?supplierId=${pennine.id}&pageSize=2`)).map((p) => p.asin);
    const shortlist = await api<{ id: string }>('POST', '/api/Shortlist', { name: `Euro buy ${stamp}`, supplierId: supplier.id });
    const added: { id: string; cost: number | null }[] = [];
    for (const asin of asins) {
      const created = await api<{ product: { id: string; cost: number | null } }>('POST', '/api/Product', {
        supplierId: supplier.id,
        identifier: asin,
        identifierType: 0,
        cost: 24,
        quantityPack: 6,
      });
      added.push(created.product);
      await api('POST', `/api/Shortlist/${shortlist.id}/item`, { productId: created.product.id, quantity: 12 });
    }

    await page.goto(`/shortlists/${shortlist.id}`);
    const items = page.getByRole('region', { name: 'Items' });
    // Goods paid to the supplier in euros (2 packs of €24.00), the figures in pounds beneath.
    await expect(items.getByText('€48.00').first()).toBeVisible();
    await expect(items.getByRole('columnheader', { name: 'VAT' })).toBeVisible();
    await expect(items.getByText(/^Ex VAT £/).first()).toBeVisible();
    const totals = page.getByRole('region', { name: 'Totals' });
    await expect(totals).toContainText('£');
    await expect(totals).not.toContainText('$');
    await snap(page, 'web-light-marketplaces-shortlist');
    await atPhoneWidth(page, 'web-light-marketplaces-shortlist-390');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await atPhoneWidth(page, 'web-dark-marketplaces-shortlist-390');

    // Its order downloaded: the dashboard offers the pounds beside the company's dollars.
    const order = await api<{ id: string }>('POST', '/api/PurchaseOrder', { supplierId: supplier.id });
    for (const product of added)
      await api('POST', `/api/PurchaseOrder/${order.id}/items`, {
        productId: product.id,
        cost: product.cost ?? 24,
        quantity: 12,
      });
    const jwt = (await page.context().cookies()).find((c) => c.name === 'stytch_session_jwt')?.value;
    const download = await page.request.get(`/api/PurchaseOrder/${order.id}/download?format=csv`, {
      headers: { authorization: `Bearer ${jwt}` },
    });
    expect(download.status()).toBe(200);
    await page.goto('/');
    // Mantine's segmented control: the radio is hidden under its label.
    await page.locator('label[for$="-GBP"]').click();
    await expect(page.getByRole('heading', { name: 'Purchase orders, last 12 months, GBP' })).toBeVisible();
    await expect(page.getByRole('article', { name: 'Cost of goods ordered' })).toContainText('£');
    await atPhoneWidth(page, 'web-dark-marketplaces-dashboard-390');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await atPhoneWidth(page, 'web-light-marketplaces-dashboard-390');
  });

  test("the German supplier's purchase order prints euros, umlauts and ß", async ({ page }) => {
    await signInAsDemo(page, '/purchase-orders');
    const api = await sellerApi(page);
    const rheinland = (await api<Supplier[]>('GET', '/api/Supplier/slim')).find((s) => s.name === 'Rheinland Großhandel GmbH');
    if (!rheinland) throw new Error('the German demo supplier is expected');
    const products = await api<Product[]>('GET', `/api/Product?supplierId=${rheinland.id}&pageSize=2`);
    const order = await api<{ id: string; orderNumber: string }>('POST', '/api/PurchaseOrder', { supplierId: rheinland.id });
    for (const product of products) {
      await api('POST', `/api/PurchaseOrder/${order.id}/items`, { productId: product.id, cost: product.cost ?? 10, quantity: 2 });
    }
    await api('POST', `/api/PurchaseOrder/${order.id}/items`, {
      title: 'Präsentationsständer für Spielwaren',
      cost: 12.5,
      quantity: 1,
    });

    const response = await page.request.get(`/api/PurchaseOrder/${order.id}/download?format=pdf`, {
      headers: {
        authorization: `Bearer ${(await page.context().cookies()).find((c) => c.name === 'stytch_session_jwt')?.value}`,
      },
    });
    expect(response.status()).toBe(200);
    const pdf = Buffer.from(await response.body());
    const text = pdfText(pdf);
    expect(text).toContain('Rheinland Großhandel GmbH');
    expect(text).toContain('Köln');
    // A long description wraps in its column.
    expect(text.replace(/\s+/g, ' ')).toContain('Präsentationsständer für Spielwaren');
    expect(text.replace(/\u00a0/g, ' ')).toContain('12,50 €');
    expect(text).not.toContain('$');

    // Rendered to an image as a person would see it (poppler's pdftoppm, which .ci/run installs),
    // and read back by poppler too: the glyphs drawn are the characters meant.
    mkdirSync(SCREENSHOT_DIR, { recursive: true });
    const file = path.join(SCREENSHOT_DIR, 'pdf-marketplaces-de-order');
    writeFileSync(`${file}.pdf`, pdf);
    try {
      execFileSync('pdftoppm', ['-png', '-r', '80', '-singlefile', `${file}.pdf`, file]);
      expect(execFileSync('pdftotext', ['-layout', `${file}.pdf`, '-']).toString()).toContain('Rheinland Großhandel GmbH');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      console.log('poppler-utils is not installed: the order was not rendered to an image');
    }
  });
});
