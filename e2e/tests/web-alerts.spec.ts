import { expect, snap, test } from './fixtures';
import { DEMO, sellerApi, signInAsDemo } from './web-support';

type Row = { id: string; asin: string; title: string; buyBoxCurrent: number | null };

test.beforeEach(() => {
  test.setTimeout(120_000);
});

test.describe('web app: alerts', () => {
  test('a rule made on a product page fires on a market event, live in the menu and in the dev mailbox', async ({ page }) => {
    await signInAsDemo(page, '/products');
    const api = await sellerApi(page);
    const suppliers = await api<{ id: string }[]>('GET', '/api/Supplier/slim');
    const rows = await api<Row[]>('GET', `/api/Product?supplierId=${suppliers[1]?.id}&pageSize=50`);
    const row = rows.find((r) => r.buyBoxCurrent !== null);
    if (!row?.buyBoxCurrent) throw new Error('no demo product with a buy box');
    const threshold = Math.floor(row.buyBoxCurrent * 0.5 * 100) / 100;

    await page.goto(`/products/${row.id}`);
    await page.getByRole('button', { name: 'Create alert' }).click();
    const dialog = page.getByRole('dialog', { name: 'New alert rule' });
    await dialog.getByLabel('Name').fill('Half-price buy box');
    await dialog.getByLabel('Condition').fill(`buyBoxCurrent < ${threshold}`);
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect(dialog.getByText(/This rule would have fired 0 times in the last 30 days/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Save rule' }).click();
    await expect(dialog).toBeHidden();

    // The menu is open before anything fires: the alert must arrive in it live, with no reload.
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const menu = page.getByRole('dialog').filter({ hasText: 'Mark all read' });
    await expect(menu).toBeVisible();
    await expect(menu.getByText('Half-price buy box')).toHaveCount(0);

    // The market moves, and the product's next reading sees it.
    const pushed = await page.request.post('/dev/market/events', {
      data: { kind: 'buyBoxPrice', asin: row.asin, price: threshold - 1 },
    });
    expect(pushed.status()).toBe(200);
    await api('GET', `/api/Product/${row.id}/refresh`);
    await expect(menu.getByText('Half-price buy box')).toBeVisible({ timeout: 20_000 });

    await expect
      .poll(async () => {
        const res = await page.request.get(`/dev/mailbox/messages?to=${encodeURIComponent(DEMO.email)}`);
        const messages = (await res.json()) as { subject: string; text: string }[];
        return messages.find((m) => m.subject.includes('Half-price buy box'))?.text ?? '';
      })
      .toContain(`/products/${row.id}`);

    await page.goto('/alerts');
    await expect(page.getByRole('list', { name: 'Alerts' }).getByText('Half-price buy box')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Alert rules' }).getByText('Half-price buy box')).toBeVisible();
    await snap(page, 'web-light-alerts');
  });

  test('the alerts screen at 390 px in both themes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsDemo(page, '/alerts');
    await expect(page.getByRole('table', { name: 'Alert rules' })).toBeVisible();
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.evaluate((s) => document.documentElement.setAttribute('data-mantine-color-scheme', s), scheme);
      await snap(page, `web-${scheme}-alerts-390`);
    }
    await page.getByRole('button', { name: 'New rule' }).click();
    await expect(page.getByRole('dialog', { name: 'New alert rule' })).toBeVisible();
    await snap(page, 'web-dark-alert-rule-390');
  });
});
