import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { pdfText } from '../../apps/server/test/pdf-text';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, snap, test } from './fixtures';
import { sellerApi, signInAsDemo } from './web-support';

const money = (value: number) => `$${value.toFixed(2)}`;
const figure = (page: Page, key: string) => page.locator(`[data-figure="${key}"] p`).nth(1);

type Supplier = { id: string; name: string };
type Product = { id: string; asin: string; cost: number | null };

/**
 * Signs in on the shortlists page and puts two costed products of a demo supplier on a new
 * shortlist, two listing units each (through the API: the setup, not what is tested).
 */
async function shortlistOfTwo(page: Page) {
  await signInAsDemo(page, '/shortlists');
  await expect(page.getByRole('heading', { name: 'Shortlists', level: 2 })).toBeVisible();
  const seller = await sellerApi(page);
  let supplier: Supplier | undefined;
  let products: Product[] = [];
  for (const s of await seller<Supplier[]>('GET', '/api/Supplier/slim')) {
    products = (await seller<Product[]>('GET', `/api/Product?supplierId=${s.id}&pageSize=20`)).filter(
      (p) => p.cost !== null && p.cost > 0,
    );
    if (products.length >= 2) {
      supplier = s;
      break;
    }
  }
  if (!supplier) throw new Error('no demo supplier with two costed products');
  const [first, second] = products as [Product, Product];
  const name = `E2E order ${Date.now()}`;
  const shortlist = await seller<{ id: string }>('POST', '/api/Shortlist', { name, supplierId: supplier.id });
  for (const product of [first, second])
    await seller('POST', `/api/Shortlist/${shortlist.id}/item`, { productId: product.id, quantity: 2 });
  return { seller, supplier, first, second, name, shortlist };
}

/**
 * Presses Tab until the focused element matches `name` (a bounded walk through the page). The
 * element is found once, not after every press (a lookup by role and name is most of a press's
 * cost: 34 of the keyboard test's 56 s went to 145 presses); found again if the page drew it anew.
 */
async function tabTo(page: Page, role: 'button' | 'textbox' | 'link' | 'menuitem', name: string | RegExp, limit = 80) {
  const target = page.getByRole(role, { name, exact: typeof name === 'string' });
  let element = await target.elementHandle();
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    let focus = await element.evaluate((el) => (el.isConnected ? el === document.activeElement : null));
    if (focus === null) {
      element = await target.elementHandle();
      focus = await element.evaluate((el) => el === document.activeElement);
    }
    if (focus) {
      await expectVisibleFocus(page);
      return;
    }
  }
  throw new Error(`${role} "${name}" not reached with ${limit} presses of Tab`);
}

/** The focused element shows that it has focus (an outline or a ring), as a keyboard user needs. */
async function expectVisibleFocus(page: Page) {
  const shown = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return false;
    const style = getComputedStyle(el);
    const outlined = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    return outlined || style.boxShadow !== 'none' || el.matches(':focus-visible');
  });
  expect(shown, 'the focused element shows its focus').toBe(true);
}

test.describe('web app: shortlists and purchase orders', () => {
  test('from a shortlist to a placed order and its PDF', async ({ page }) => {
    // A long journey (sign-in, two pages, three axe runs, a download) on a shared two-core machine.
    test.setTimeout(120_000);
    const { seller, supplier, first, name, shortlist } = await shortlistOfTwo(page);

    // The list shows it; its page shows the lines and the totals.
    await page.reload();
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
    await expect(page.locator('tbody tr')).toHaveCount(2);
    // A quantity counts supplier packs; the totals count the listing units they make
    // (docs/shortlists.md): two packs of each, the first product's pack making one listing unit
    // and the second's six (the demo supplier's catalogue).
    await expect(figure(page, 'asinUnits')).toHaveText('14');
    const goodsBefore = await figure(page, 'totalGoodsCost').innerText();
    await snap(page, 'web-light-shortlist');
    await expectNoSeriousA11yViolations(page, 'the shortlist page');

    // A quantity edited in place: the totals follow from the server.
    const quantity = page.getByRole('textbox', { name: `Quantity of ${first.asin}` });
    await quantity.fill('10');
    await quantity.press('Enter');
    await expect(figure(page, 'asinUnits')).toHaveText('22');
    await expect(figure(page, 'totalGoodsCost')).not.toHaveText(goodsBefore);

    // The order made from it, placed and confirmed.
    await page.getByRole('button', { name: 'Create purchase order' }).click();
    await expect(page).toHaveURL(/\/purchase-orders\/[0-9a-f-]+$/);
    await expect(
      page.getByRole('heading', {
        name: new RegExp(`^PO-\\d{4}-\\d{4} to ${supplier.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      }),
    ).toBeVisible();
    await expect(page.getByLabel('Status: Draft')).toBeVisible();
    await page.getByRole('button', { name: 'Mark as placed' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mark as placed' }).click();
    await expect(page.getByLabel('Status: Placed')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Mark as shipped' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Mark as confirmed' }).click();
    await expect(page.getByLabel('Status: Confirmed')).toBeVisible();
    await expect(page.getByRole('textbox', { name: /^Packs of / })).toHaveCount(0);
    await snap(page, 'web-light-purchase-order');
    await expectNoSeriousA11yViolations(page, 'the purchase order page');

    // The PDF: the lines and the totals the page shows.
    const orderId = page.url().split('/').pop() ?? '';
    const order = await seller<{
      purchaseOrderItems: { itemNumber: string | null; upc: string | null; asin: string; lineTotal: number }[];
      totalUnits: number;
      totalCost: number;
    }>('GET', `/api/PurchaseOrder/${orderId}`);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    await page.getByRole('menuitem', { name: 'PDF (to send)' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const text = pdfText(readFileSync(await download.path()));
    expect(order.purchaseOrderItems).toHaveLength(2);
    for (const line of order.purchaseOrderItems) {
      expect(text).toContain(line.itemNumber ?? line.upc ?? line.asin);
      expect(text).toContain(money(line.lineTotal));
    }
    expect(text).toContain(`Total: ${order.totalUnits} packs`);
    expect(text).toContain(money(order.totalCost));
    expect(text).toContain('confirmed');
    await expect(page.locator('[data-total="cost"]')).toHaveText(
      order.totalCost.toLocaleString('en-US', { style: 'currency', currency: 'USD' }),
    );

    // Dark theme and a phone's width.
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await snap(page, 'web-dark-purchase-order');
    await expectNoSeriousA11yViolations(page, 'the purchase order page, dark');
    await page.setViewportSize({ width: 390, height: 844 });
    await snap(page, 'web-dark-purchase-order-390');
    await page.goto(`/shortlists/${shortlist.id}`);
    await expect(figure(page, 'asinUnits')).toHaveText('22');
    await snap(page, 'web-dark-shortlist-390');
    await expectNoSeriousA11yViolations(page, 'the shortlist page, dark, phone width');
    await page.goto('/purchase-orders');
    await expect(page.getByRole('row', { name: new RegExp(supplier.name) }).first()).toBeVisible();
    await snap(page, 'web-dark-purchase-orders-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await snap(page, 'web-dark-purchase-orders');
    await expectNoSeriousA11yViolations(page, 'the purchase orders list, dark');
    await page.goto('/shortlists');
    await expect(page.getByRole('link', { name })).toBeVisible();
    await snap(page, 'web-dark-shortlists');
    await expectNoSeriousA11yViolations(page, 'the shortlists list, dark');
  });

  test('the same journey with the keyboard only', async ({ page }) => {
    test.setTimeout(120_000);
    const { supplier, first, name } = await shortlistOfTwo(page);
    await page.reload();
    await tabTo(page, 'link', name);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();

    // A quantity: reached by Tab, typed, committed with Enter; the totals follow.
    await tabTo(page, 'textbox', `Quantity of ${first.asin}`);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('5');
    await page.keyboard.press('Enter');
    // Five packs of the first product and two of the second, in listing units (docs/shortlists.md).
    await expect(figure(page, 'asinUnits')).toHaveText('17');

    // The order, its status changed through the confirmation dialog, all by keyboard.
    await tabTo(page, 'button', 'Create purchase order');
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', {
        name: new RegExp(`^PO-\\d{4}-\\d{4} to ${supplier.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`),
      }),
    ).toBeVisible();
    await tabTo(page, 'button', 'Mark as placed');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // The dialog takes focus; Escape closes it and changes nothing.
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(page.getByLabel('Status: Draft')).toBeVisible();
    await tabTo(page, 'button', 'Mark as placed');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Mark as placed' });
    for (let i = 0; i < 10 && !(await confirm.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expectVisibleFocus(page);
    await page.keyboard.press('Enter');
    await expect(page.getByLabel('Status: Placed')).toBeVisible();

    // The download menu opens from the keyboard and its items are reachable with the arrows.
    await tabTo(page, 'button', 'Download');
    await page.keyboard.press('Enter');
    const pdf = page.getByRole('menuitem', { name: 'PDF (to send)' });
    await expect(pdf).toBeVisible();
    const downloading = page.waitForEvent('download');
    for (let i = 0; i < 5 && !(await pdf.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    expect((await downloading).suggestedFilename()).toMatch(/\.pdf$/);
  });
});
