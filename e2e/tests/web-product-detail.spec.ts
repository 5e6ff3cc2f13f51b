import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, snap, test } from './fixtures';
import { signInAsDemo } from './web-support';

type Envelope<T> = { data: T };
type Row = { id: string; asin: string; title: string; cost: number | null; profitLoss: number | null; offers?: unknown[] };

/** The seller API as the signed-in member (the session JWT the app itself sends). */
async function api<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const cookies = await page.context().cookies();
  const jwt = cookies.find((c) => c.name === 'stytch_session_jwt')?.value;
  expect(jwt, 'session JWT cookie').toBeTruthy();
  const response = await page.request.fetch(path, {
    method,
    headers: { authorization: `Bearer ${jwt}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { data: JSON.stringify(body) } : {}),
  });
  expect(response.status(), `${method} ${path}`).toBe(200);
  return ((await response.json()) as Envelope<T>).data;
}

/** A demo product with a cost and a profit: the first supplier's first such product. */
async function demoProduct(page: Page): Promise<Row> {
  const suppliers = await api<{ id: string }[]>(page, 'GET', '/api/Supplier/slim');
  for (const supplier of suppliers) {
    const rows = await api<Row[]>(page, 'GET', `/api/Product?supplierId=${supplier.id}&pageSize=50`);
    const row = rows.find((r) => r.cost !== null && r.profitLoss !== null);
    if (row) return row;
  }
  throw new Error('the demo data has no analysed product with a cost');
}

test.beforeEach(() => {
  test.setTimeout(120_000);
});

const profit = (page: Page) => page.getByRole('region', { name: 'Profit' }).getByRole('group', { name: 'Profit', exact: true });
const chart = (page: Page) => page.getByTestId('price-chart');

test.describe('web app: product detail and quick-view item', () => {
  test('shows a product’s analysis, its chart, recomputes profit live, saves and refreshes', async ({ page }) => {
    await signInAsDemo(page, '/products');
    const row = await demoProduct(page);
    await page.goto(`/products/${row.id}`);

    await expect(page.getByRole('heading', { name: row.title, level: 2 })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(row.asin) }).first()).toHaveAttribute(
      'href',
      `https://www.amazon.com/dp/${row.asin}`,
    );
    await expect(page.getByRole('heading', { name: 'Alerts' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Offers \(\d+\)$/ })).toBeVisible();
    await expect(chart(page).locator('canvas')).toBeVisible();
    await snap(page, 'web-light-product-detail');
    await expectNoSeriousA11yViolations(page, 'the product detail page');

    // A series and a range: the chart is drawn again with them.
    // The chip's checkbox is visually hidden: a person clicks its label.
    await page
      .locator('label')
      .filter({ hasText: /^New FBA$/ })
      .click();
    await expect(page.getByRole('checkbox', { name: /^New FBA/ })).toBeChecked();
    await expect(chart(page)).toHaveAttribute('aria-label', /New FBA/);
    await page.getByRole('radiogroup', { name: 'History window' }).getByText('30 d', { exact: true }).click();
    await expect(chart(page)).toHaveAttribute('aria-label', /30 d:/);
    await expect(chart(page).locator('canvas')).toBeVisible();

    // The cost: profit moves in the browser before anything is saved.
    const before = await profit(page).innerText();
    const cost = page.getByRole('textbox', { name: 'Pack cost' });
    const newCost = (row.cost ?? 0) + 3;
    await cost.fill(String(newCost));
    await expect(page.getByText('Not saved: figures recomputed live')).toBeVisible();
    await expect(profit(page)).not.toHaveText(before);
    const live =
      (await profit(page).innerText())
        .split('\n')
        .at(-1)
        ?.replace(/\s*\(saved.*\)$/, '') ?? '';
    expect(live).toMatch(/^-?\$/);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Saved; the analysis is up to date.')).toBeVisible();
    await expect(page.getByText('Not saved: figures recomputed live')).toBeHidden();

    // After a reload the server's figure is the one the browser computed.
    await page.reload();
    await expect(page.getByRole('textbox', { name: 'Pack cost' })).toHaveValue(`$${newCost.toFixed(2)}`);
    await expect(profit(page)).toContainText(live);

    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByRole('menuitem', { name: 'Refresh with stock levels' }).click();
    await expect(page.getByText('ASIN data refreshed successfully')).toBeVisible();
  });

  test('reads well in dark and at a phone width', async ({ page }) => {
    await signInAsDemo(page, '/products');
    const row = await demoProduct(page);
    await page.goto(`/products/${row.id}`);
    await expect(chart(page).locator('canvas')).toBeVisible();
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(chart(page).locator('canvas')).toBeVisible();
    await snap(page, 'web-dark-product-detail');
    await expectNoSeriousA11yViolations(page, 'the product detail page in dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(chart(page).locator('canvas')).toBeVisible();
    const width = await chart(page).evaluate((el) => el.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(390);
    await snap(page, 'web-dark-product-detail-390');
  });

  test('opens a quick-view item made through the API', async ({ page }) => {
    await signInAsDemo(page, '/quick-view');
    const row = await demoProduct(page);
    const created = await api<{ product: { id: string } | null }>(page, 'POST', '/api/QuickView', {
      identifier: row.asin,
      cost: 5,
    });
    expect(created.product).not.toBeNull();
    await page.goto(`/quick-view/${created.product?.id}`);
    await expect(page.getByRole('heading', { name: row.title, level: 2 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Quick view' }).first()).toBeVisible();
    await expect(chart(page).locator('canvas')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Pack cost' })).toHaveValue('$5.00');
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.getByRole('menuitem', { name: 'Refresh market data' }).click();
    await expect(page.getByText('Asin refreshed')).toBeVisible();
    await snap(page, 'web-light-quick-view-item');
    await expectNoSeriousA11yViolations(page, 'the quick-view item page');
  });
});
