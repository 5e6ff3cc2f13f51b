import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, snap, test } from './fixtures';
import { sellerApi, signInAsDemo } from './web-support';
import { signUpMember } from './widget-support';

/** The dashboard drawn: its cards and, with orders, the chart's canvas, its legend and the month table. */
async function drawn(page: Page, withOrders: boolean) {
  await expect(page.getByRole('article')).toHaveCount(10);
  if (withOrders) {
    await expect(page.getByTestId('orders-chart').locator('canvas')).toBeVisible();
    await expect(page.getByTestId('orders-chart-legend')).toBeVisible();
  }
}

/** Light and dark at 1280 px, then both at 390 px: screenshots and the axe check of each. */
async function lookAt(page: Page, name: string, withOrders: boolean) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    for (const theme of ['light', 'dark'] as const) {
      const toggle = page.getByRole('button', { name: `Switch to ${theme} theme` });
      if (await toggle.isVisible()) await toggle.click();
      await drawn(page, withOrders);
      await expectNoSeriousA11yViolations(page, `${name} (${theme}, ${width} px)`);
      await snap(page, `web-${width === 390 ? 'mobile-' : ''}${theme}-${name}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
}

// Money as the whole app shows it: two decimals.
const money = (v: number) => v.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
const newestMonth = (d: { orders: { monthName: string; month: string }[] }) =>
  `${d.orders[11]?.monthName} ${d.orders[11]?.month.slice(0, 4)}`;

test.describe('web app: dashboard', () => {
  test.describe.configure({ timeout: 120_000 });

  test("the demo company's year: cards with changes, the chart with its tooltip and legend, the months", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsDemo(page);
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeVisible();
    const seller = await sellerApi(page);
    const data = await seller<{
      skusScanned: { value: number };
      orders: { monthName: string; month: string; cogsOnOrders: number }[];
    }>('GET', '/Dashboard');
    expect(data.skusScanned.value).toBeGreaterThan(0);

    const skus = page.getByRole('article', { name: 'SKUs scanned' });
    await expect(skus).toContainText(data.skusScanned.value.toLocaleString('en-US'));
    await expect(skus).toContainText('vs last month');
    await expect(skus).toContainText('vs last year');
    await expect(page.getByRole('article', { name: 'Projected ROI' })).toContainText('%');

    // The legend names the three series; hovering a month shows its figures, and so do the
    // arrow keys with the chart focused.
    const section = page.getByRole('region', { name: 'Purchase orders, last 12 months' });
    await expect(section.getByTestId('orders-chart-legend')).toHaveText(/Cost of goods\s*Projected revenue\s*Projected profit/);
    const chart = section.getByTestId('orders-chart');
    const tooltip = section.getByTestId('orders-chart-tooltip');
    await expect(tooltip).toHaveCount(0);
    const plot = chart.locator('.u-over');
    const box = await plot.boundingBox();
    expect(box).not.toBeNull();
    // The fourth month of twelve: its slot's centre is 3.5 twelfths across the plot.
    await page.mouse.move((box?.x ?? 0) + ((box?.width ?? 0) * 3.5) / 12, (box?.y ?? 0) + (box?.height ?? 0) / 2);
    const fourth = data.orders[3];
    expect(fourth).toBeTruthy();
    await expect(tooltip).toContainText(`${fourth?.monthName} ${fourth?.month.slice(0, 4)}`);
    await expect(tooltip).toContainText(`Cost of goods${money(fourth?.cogsOnOrders ?? -1)}`);
    await snap(page, 'web-light-dashboard-chart-tooltip');
    await page.mouse.move(0, 0);
    await expect(tooltip).toHaveCount(0);
    await chart.focus();
    await page.keyboard.press('ArrowLeft');
    await expect(tooltip).toContainText(`${newestMonth(data)}`);
    await page.keyboard.press('ArrowLeft');
    await expect(tooltip).toContainText(`${data.orders[10]?.monthName}`);
    await chart.blur();
    await expect(tooltip).toHaveCount(0);

    const rows = page.getByRole('table', { name: 'Downloaded orders by month' }).locator('tbody tr');
    await expect(rows).toHaveCount(12);
    const newest = data.orders[11];
    expect(newest).toBeTruthy();
    await expect(rows.first().getByRole('rowheader')).toHaveText(`${newest?.monthName} ${newest?.month.slice(0, 4)}`);
    await expect(page.getByText('All systems working')).toHaveCount(0);
    await lookAt(page, 'dashboard', true);
  });

  test('a new company is told what to do first, and the links lead there', async ({ page }) => {
    const email = `dash-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const password = 'Harbor-lantern-quay-2026';
    const { organizationName } = await signUpMember(page.request, { email, password });
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/auth/authenticate');
    const widget = page.locator('[data-shelfscope-login]');
    await widget.getByRole('button', { name: 'Use a password instead' }).click();
    await widget.getByLabel('Email').fill(email);
    await widget.getByRole('button', { name: 'Continue' }).click();
    await widget.getByLabel('Password', { exact: true }).fill(password);
    await widget.getByRole('button', { name: 'Continue' }).click();
    await widget.getByRole('button', { name: organizationName }).click();
    await expect(page.getByRole('heading', { name: 'Nothing to count yet' })).toBeVisible();
    await expect(page.getByText('No purchase orders downloaded in the last 12 months.')).toBeVisible();
    await lookAt(page, 'dashboard-new', false);
    await page.getByRole('link', { name: 'Add a supplier' }).click();
    await expect(page.getByRole('heading', { name: 'Suppliers', level: 2 })).toBeVisible();
    await page.goBack();
    await page.getByRole('link', { name: 'Upload a price list' }).click();
    await expect(page).toHaveURL(/\/uploads$/);
  });
});
