import type { Locator, Page } from '@playwright/test';
import { expect, snap, test } from './fixtures';
import { DEMO, sellerApi } from './web-support';

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, at most `max` times, and checks the
 * focus can be seen there: the element matches :focus-visible and draws an outline or a ring.
 */
async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) {
      await expectFocusVisible(target);
      return;
    }
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 160));
  throw new Error(`${target} not reached in ${max} Tab presses; focus is on ${focused}`);
}

/**
 * The focus can be seen: the element matches :focus-visible and draws an outline or a ring, or
 * (text fields, which show focus with their border) its border changes colour with the focus.
 */
async function expectFocusVisible(target: Locator) {
  const ring = await target.evaluate((el) => {
    const style = getComputedStyle(el);
    const focusVisible = el.matches(':focus-visible');
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const ringed = style.boxShadow !== 'none';
    let border = false;
    if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) {
      // Without its transition, so the colour read after the blur is the resting one.
      const transition = el.style.transition;
      el.style.transition = 'none';
      const focused = style.borderColor;
      el.blur();
      border = getComputedStyle(el).borderColor !== focused;
      el.focus();
      el.style.transition = transition;
    }
    return { focusVisible, drawn: outline || ringed || border };
  });
  expect(ring, `focus ring on ${target}`).toEqual({ focusVisible: true, drawn: true });
}

test.describe('web app: keyboard only', () => {
  test.describe.configure({ timeout: 150_000 });

  test('signs in, picks a supplier and opens a product from the grid, and creates a supplier with Tab, Enter, Escape and arrows', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });

    // Sign in through the widget: the email and password fields submit with Enter.
    await page.goto('/auth/authenticate');
    const widget = page.locator('[data-shelfscope-login]');
    await tabTo(page, widget.getByRole('button', { name: 'Use a password instead' }));
    await page.keyboard.press('Enter');
    await tabTo(page, widget.getByLabel('Email'));
    await page.keyboard.type(DEMO.email);
    await page.keyboard.press('Enter');
    await tabTo(page, widget.getByLabel('Password', { exact: true }));
    await page.keyboard.type(DEMO.password);
    await page.keyboard.press('Enter');
    await tabTo(page, widget.getByRole('button', { name: DEMO.organization }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

    // The products grid from the navigation, then a product's own page from its title link.
    await tabTo(page, page.getByRole('navigation', { name: 'Sourcing' }).getByRole('link', { name: 'Products' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Products', level: 2 })).toBeVisible();
    const firstRow = page.getByTestId('product-grid').locator('tbody tr').first();
    await expect(firstRow).toBeVisible();
    // Another supplier with the arrows: the list opens, moves down one, and Enter chooses it.
    const supplier = page.getByRole('combobox', { name: 'Supplier', exact: true });
    await tabTo(page, supplier);
    const first = await supplier.inputValue();
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(supplier).not.toHaveValue(first);
    await expect(page.getByRole('listbox')).toBeHidden();
    await expect(firstRow).toBeVisible();
    // The first row's cost: Tab reaches it (a box that becomes an input with its value selected),
    // typing replaces the value and Enter saves; Shift+Tab leaves it, showing the new value.
    const cost = firstRow.locator('td[data-column="cost"]');
    for (let i = 0; i < 80 && !(await cost.evaluate((td) => td.contains(document.activeElement))); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(cost.locator('input')).toBeFocused();
    await page.keyboard.type('7.5');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Saved; the analysis is up to date.')).toBeVisible();
    // The title link of the first row (it reads as the product's title).
    const title = firstRow.locator('td[data-column="title"] a').first();
    await tabTo(page, title, { max: 10, back: true });
    // Shown as money, the unit cost beside a pack's cost: "$7.50" or "$7.50 (6 × $1.25)".
    await expect(cost.getByRole('textbox')).toHaveText(/^\$7\.50( \(\d+ × \$[\d.]+\))?$/);
    await snap(page, 'web-keyboard-grid-focus');
    const name = (await title.innerText()).trim();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();

    // Suppliers: the form opens with Enter, closes with Escape (focus back on its button), and
    // creates with Enter.
    await tabTo(page, page.getByRole('navigation', { name: 'Sourcing' }).getByRole('link', { name: 'Suppliers' }), {
      back: true,
      max: 80,
    });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Suppliers', level: 2 })).toBeVisible();
    const newSupplier = page.getByRole('button', { name: 'New supplier' });
    await tabTo(page, newSupplier);
    await page.keyboard.press('Enter');
    const form = page.getByRole('dialog', { name: 'New supplier' });
    await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(form).toBeHidden();
    await expect(newSupplier).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(form.getByRole('textbox', { name: 'Name' })).toBeFocused();
    const supplierName = `E2E Keyboard Supply ${Date.now().toString(36)}`;
    await page.keyboard.type(supplierName);
    await tabTo(page, form.getByRole('textbox', { name: 'Email' }));
    await page.keyboard.type('keys@keyboard.example');
    await snap(page, 'web-keyboard-supplier-form');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: supplierName, level: 2 })).toBeVisible();

    // The demo company's suppliers are shared with other specs (the grid opens on the first one).
    const supplierId = new URL(page.url()).pathname.split('/').at(-1);
    await (await sellerApi(page))('DELETE', `/api/Supplier/${supplierId}`);
  });
});
