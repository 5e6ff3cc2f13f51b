import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, snap, test } from './fixtures';
import { sellerApi, signInAsDemo } from './web-support';

// SIMULATED_EXAMPLES (apps/server/src/market/README.md): a plain product, and a UPC that lists
// a product and its pack of 3.
const STANDARD = 'B005O8OH8H';
const MULTI_UPC = '800000000259';
const PACK = 'B005OLS0LF';

const rows = (page: Page) => page.getByTestId('product-grid').locator('tbody tr');

test.describe('web app: quick view', () => {
  test.describe.configure({ timeout: 90_000 });
  test('analyses pasted ASINs and codes, asks which product a code means, refreshes, removes and empties', async ({ page }) => {
    await signInAsDemo(page, '/quick-view');
    // The demo company's quick view is shared with other specs (product detail adds an item):
    // start from an empty one.
    await (await sellerApi(page))('DELETE', '/api/QuickView');
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Quick view', level: 2 })).toBeVisible();
    await expect(page.getByText('Nothing analysed yet: paste ASINs or codes above.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, 'quick view (empty)');

    await page.getByLabel('ASINs or codes').fill(`${STANDARD.toLowerCase()},\n${MULTI_UPC}`);
    await page.getByRole('button', { name: 'Analyse', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: '1 analysed, 1 to pick.' })).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    await page.getByRole('radio', { name: new RegExp(PACK) }).check();
    await page.getByRole('button', { name: `Analyse ${PACK}` }).click();
    await expect(rows(page)).toHaveCount(2);
    await expect(page.locator(`tr[data-asin="${PACK}"]`)).toBeVisible();
    await expect(page.getByText('2 items')).toBeVisible();
    await snap(page, 'web-light-quick-view');

    // Search narrows the list; an item opens its own page.
    await page.getByLabel('Search the quick view').fill(STANDARD);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first().locator('td[data-column="title"] a').first()).toHaveAttribute(
      'href',
      /^\/quick-view\/[0-9a-f-]{36}$/,
    );
    await page.getByLabel('Search the quick view').fill('');
    await expect(rows(page)).toHaveCount(2);

    // The answer first: a failure then says whether the refresh was asked for and how it ended.
    const refreshed = page.waitForResponse((r) => r.request().method() === 'GET' && r.url().endsWith('/refresh'));
    await page.getByRole('button', { name: `Refresh ${STANDARD}` }).click();
    expect((await refreshed).status()).toBe(200);
    await expect(page.getByText('Asin refreshed')).toBeVisible();
    await page.getByRole('button', { name: `Remove ${PACK}` }).click();
    await expect(rows(page)).toHaveCount(1);

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await snap(page, 'web-dark-quick-view');
    await expectNoSeriousA11yViolations(page, 'quick view (dark)');
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, 'web-dark-quick-view-390');
    await page.setViewportSize({ width: 1280, height: 800 });

    await page.getByRole('button', { name: 'Empty quick view' }).click();
    await page.getByRole('dialog', { name: 'Empty the quick view' }).getByRole('button', { name: 'Remove 1 item' }).click();
    await expect(page.getByText('Nothing analysed yet: paste ASINs or codes above.')).toBeVisible();
  });
});
