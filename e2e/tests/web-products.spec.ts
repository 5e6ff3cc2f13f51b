import { expect, snap, test } from './fixtures';
import { signInAsDemo } from './web-support';

test.describe('web app: products', () => {
  test('lists a supplier’s analysed products, sorts, filters, and recomputes profit when the cost changes', async ({
    page,
    consoleErrors,
  }) => {
    await signInAsDemo(page, '/products');
    await expect(page.getByRole('heading', { name: 'Products', level: 2 })).toBeVisible();
    const rows = page.locator('tbody tr');
    await expect(rows.first()).toBeVisible();
    const shown = await rows.count();
    expect(shown).toBeGreaterThan(1);
    await expect(page.getByText(`${shown} products`)).toBeVisible();
    await snap(page, 'web-light-products');

    // Sort by ROI, highest first: the badges read in descending order.
    await page.getByRole('button', { name: 'Sort by ROI' }).click();
    await page.getByRole('button', { name: 'Sort by ROI' }).click();
    await expect(page.getByLabel('ascending')).toBeVisible();
    await page.getByRole('button', { name: 'Sort by ROI' }).click();
    await expect(page.getByLabel('descending')).toBeVisible();
    const rois = async () =>
      (await rows.locator('td:nth-child(9)').allInnerTexts()).map((t) => Number.parseFloat(t)).filter((n) => !Number.isNaN(n));
    await expect
      .poll(async () => {
        const values = await rois();
        return values.length > 1 && values.every((v, i) => i === 0 || (values[i - 1] ?? v) >= v);
      })
      .toBe(true);

    // A filter in the API's language; a bad one says where it is wrong.
    const filter = page.getByLabel('Filter');
    await filter.fill('rio > 5');
    await filter.press('Enter');
    await expect(page.getByRole('alert')).toContainText('Unknown field "rio"');
    await filter.fill('roi > 1000000');
    await filter.press('Enter');
    await expect(page.getByText('No product matches the search and filter.')).toBeVisible();
    await filter.fill('');
    await filter.press('Enter');
    await expect(rows).toHaveCount(shown);

    // Editing the first row's pack cost: the server analyses again and the profit changes.
    const first = rows.first();
    const profitBefore = await first.locator('td:nth-child(8)').innerText();
    const cost = first.getByRole('textbox', { name: /^Cost of / });
    await cost.fill('0.01');
    await cost.press('Enter');
    await expect(page.getByText('Cost saved; profit recomputed.')).toBeVisible();
    await expect(first.locator('td:nth-child(8)')).not.toHaveText(profitBefore);
    expect(consoleErrors.filter((e) => !e.includes('status of 400'))).toEqual([]);
    consoleErrors.splice(0, consoleErrors.length);
  });

  test('reads well in dark and at a phone width', async ({ page }) => {
    await signInAsDemo(page, '/products');
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await snap(page, 'web-dark-products');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator('tbody tr').first()).toBeVisible();
    await snap(page, 'web-dark-products-390');
  });
});
