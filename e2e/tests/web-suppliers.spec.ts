import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, snap, test } from './fixtures';
import { signInAsDemo } from './web-support';

/** Light and dark at 1280 px, then dark at 390 px: screenshots and the axe check of each. */
async function lookAt(page: Page, name: string, ready: () => Promise<void>) {
  for (const theme of ['light', 'dark'] as const) {
    const toggle = page.getByRole('button', { name: `Switch to ${theme} theme` });
    if (await toggle.isVisible()) await toggle.click();
    await ready();
    await expectNoSeriousA11yViolations(page, `${name} (${theme})`);
    await snap(page, `web-${theme}-${name}`);
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await ready();
  await expectNoSeriousA11yViolations(page, `${name} (390 px)`);
  await snap(page, `web-mobile-${name}`);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Switch to light theme' }).click();
}

test.describe('web app: suppliers and categories', () => {
  test.describe.configure({ timeout: 120_000 });

  test('creates a supplier and a category, assigns it, edits in place, opens the page, deletes', async ({
    page,
    consoleErrors,
  }) => {
    const tag = Date.now().toString(36);
    const supplierName = `E2E Cove Traders ${tag}`;
    const categoryName = `E2E Lanterns ${tag}`;
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsDemo(page, '/categories');
    await expect(page.getByRole('heading', { name: 'Categories', level: 2 })).toBeVisible();

    // A category, with the spec's toast.
    await page.getByRole('button', { name: 'New category' }).click();
    await page.getByRole('dialog', { name: 'New category' }).getByRole('textbox', { name: 'Name' }).fill(categoryName);
    await page.getByRole('dialog', { name: 'New category' }).getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('category created')).toBeVisible();
    await expect(page.getByRole('button', { name: `${categoryName}: show its suppliers` })).toBeVisible();

    // The demo suppliers are listed with their product counts and score bars.
    await page.getByRole('navigation', { name: 'Sourcing' }).getByRole('link', { name: 'Suppliers' }).click();
    await expect(page.getByRole('heading', { name: 'Suppliers', level: 2 })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Astro score distribution/ }).first()).toBeVisible();
    await lookAt(page, 'suppliers', async () => {
      await expect(page.getByRole('img', { name: /^Astro score distribution/ }).first()).toBeVisible();
    });

    // A new supplier opens on its own page.
    await page.getByRole('button', { name: 'New supplier' }).click();
    const form = page.getByRole('dialog', { name: 'New supplier' });
    await form.getByRole('textbox', { name: 'Name' }).fill(supplierName);
    await form.getByRole('textbox', { name: 'Email' }).fill('orders@cove.example');
    await form.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByRole('heading', { name: supplierName, level: 2 })).toBeVisible();

    // Back on the list: find it, assign the category, edit its phone in place.
    await page.getByRole('link', { name: 'Suppliers' }).first().click();
    await page.getByRole('textbox', { name: 'Search suppliers by name' }).fill(tag);
    const row = page.locator('tr', { has: page.getByRole('link', { name: supplierName }) });
    await expect(row).toHaveCount(1);
    await expect(page.getByText('1 supplier', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Categories of ${supplierName}` }).click();
    // The tick follows the server's answer, so it is a click, then the state.
    await page.getByRole('checkbox', { name: categoryName }).click();
    await expect(page.getByRole('checkbox', { name: categoryName })).toBeChecked();
    await expect(page.getByText('Category assigned')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(row.getByText(categoryName)).toBeVisible();

    await row.getByRole('button', { name: `Edit Phone of ${supplierName}: empty` }).click();
    await row.getByRole('textbox', { name: `Phone of ${supplierName}` }).fill('+1 (555) 0100');
    await row.getByRole('textbox', { name: `Phone of ${supplierName}` }).press('Enter');
    await expect(row.getByRole('button', { name: `Edit Phone of ${supplierName}: +1 (555) 0100` })).toBeVisible();
    // A bad address is refused and the old value comes back.
    await row.getByRole('button', { name: `Edit Email of ${supplierName}: orders@cove.example` }).click();
    await row.getByRole('textbox', { name: `Email of ${supplierName}` }).fill('not an address');
    await row.getByRole('textbox', { name: `Email of ${supplierName}` }).press('Enter');
    await expect(page.getByText(`${supplierName}: not saved`)).toBeVisible();
    await expect(row.getByRole('button', { name: `Edit Email of ${supplierName}: orders@cove.example` })).toBeVisible();
    // The refused PATCH is logged by the browser as a failed request: expected here, nothing else is.
    expect(consoleErrors.filter((e) => !e.includes('status of 400'))).toEqual([]);
    consoleErrors.splice(0, consoleErrors.length);

    // The categories page shows it among the category's suppliers.
    await page.goto('/categories');
    await page.getByRole('button', { name: `${categoryName}: show its suppliers` }).click();
    await expect(page.getByRole('link', { name: supplierName })).toBeVisible();
    await lookAt(page, 'categories', async () => {
      await expect(page.getByRole('link', { name: supplierName })).toBeVisible();
    });

    // Its page: details, override, refresh, products link.
    await page.getByRole('link', { name: supplierName }).click();
    await expect(page.getByRole('heading', { name: supplierName, level: 2 })).toBeVisible();
    await page.getByRole('radio', { name: /30-day average/ }).check();
    await page.getByRole('button', { name: 'Save override' }).click();
    await expect(page.getByText('Supplier override saved.')).toBeVisible();
    await page.getByRole('button', { name: 'Refresh market data' }).click();
    await expect(page.getByRole('status').filter({ hasText: /refresh/i })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open products' })).toHaveAttribute('href', /\/products\?supplierId=/);
    await page.reload();
    await expect(page.getByRole('radio', { name: /30-day average/ })).toBeChecked();
    await lookAt(page, 'supplier', async () => {
      await expect(page.getByRole('heading', { name: supplierName, level: 2 })).toBeVisible();
    });

    // Delete asks first.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete supplier' });
    await expect(confirm).toContainText(supplierName);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('heading', { name: 'Suppliers', level: 2 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search suppliers by name' }).fill(tag);
    await expect(page.getByText('No supplier matches')).toBeVisible();
  });

  test('the demo supplier page shows its score spread and links to its products', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsDemo(page, '/suppliers');
    const first = page.locator('tbody tr').first();
    await first.getByRole('link').first().click();
    await expect(page.getByRole('link', { name: 'Open products' })).toBeVisible();
    await expect(page.getByLabel('Astro score distribution').first()).toBeVisible();
    await page.getByRole('link', { name: 'Open products' }).click();
    await expect(page).toHaveURL(/\/products\?supplierId=/);
  });
});
