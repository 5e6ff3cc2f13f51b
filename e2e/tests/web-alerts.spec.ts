import { expect, snap, test } from './fixtures';
import { DEMO, sellerApi, signInAsDemo } from './web-support';

type Row = { id: string; asin: string; title: string; buyBoxCurrent: number | null };

test.beforeEach(() => {
  test.setTimeout(120_000);
});

test.describe('web app: alerts', () => {
  test('a rule made on a product page fires on a market event, live in the menu and in the dev mailbox', async ({ page }) => {
    // A retry makes a rule of its own: the first attempt's alert and mail would otherwise be found twice.
    const name = test.info().retry ? `Half-price buy box (retry ${test.info().retry})` : 'Half-price buy box';
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
    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Condition').fill(`buyBoxCurrent < ${threshold}`);
    await dialog.getByRole('button', { name: 'Preview' }).click();
    await expect(dialog.getByText(/This rule would have fired 0 times in the last 30 days/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Save rule' }).click();
    await expect(dialog).toBeHidden();

    // The menu is open before anything fires: the alert must arrive in it live, with no reload.
    // The rule dialog hands focus back as it closes, which can close a menu opened meanwhile on a
    // busy machine: open it until it stays open.
    const menu = page.getByRole('dialog').filter({ hasText: 'Mark all read' });
    await expect(async () => {
      if (!(await menu.isVisible())) await page.getByRole('button', { name: /^Notifications/ }).click();
      await expect(menu).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 15_000 });
    await expect(menu.getByText(name)).toHaveCount(0);

    // The market moves, and the product's next reading sees it.
    const pushed = await page.request.post('/dev/market/events', {
      data: { kind: 'buyBoxPrice', asin: row.asin, price: threshold - 1 },
    });
    expect(pushed.status()).toBe(200);
    await api('GET', `/api/Product/${row.id}/refresh`);
    await expect(menu.getByText(name)).toBeVisible({ timeout: 20_000 });
    // The figures in words and in the product's currency, never the raw field ("buyBoxCurrent: 9 → 3.5").
    const inWords = /Buy box: \$[\d,]+\.\d\d → \$[\d,]+\.\d\d/;
    await expect(menu.getByText(inWords)).toBeVisible();
    await expect(menu.getByText(/buyBoxCurrent/)).toHaveCount(0);

    await expect
      .poll(async () => {
        const res = await page.request.get(`/dev/mailbox/messages?to=${encodeURIComponent(DEMO.email)}`);
        const messages = (await res.json()) as { subject: string; text: string }[];
        return messages.find((m) => m.subject.includes(name))?.text ?? '';
      })
      .toContain(`/products/${row.id}`);
    const mail = await page.request.get(`/dev/mailbox/messages?to=${encodeURIComponent(DEMO.email)}`);
    const sent = ((await mail.json()) as { subject: string; text: string }[]).find((m) => m.subject.includes(name));
    expect(sent?.text).toMatch(inWords);

    await page.goto('/alerts');
    await expect(page.getByRole('list', { name: 'Alerts' }).getByText(name)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Alerts' }).getByText(inWords).first()).toBeVisible();
    await expect(page.getByRole('table', { name: 'Alert rules' }).getByText(name)).toBeVisible();
    await snap(page, 'web-light-alerts');
  });

  test('a rule made from the products grid’s filter watches that supplier, or the saved filter', async ({ page }) => {
    await signInAsDemo(page, '/products');
    const api = await sellerApi(page);
    const suppliers = await api<{ id: string; name: string }[]>('GET', '/api/Supplier/slim');
    const supplier = suppliers[0];
    if (!supplier) throw new Error('a demo supplier expected');
    const condition = 'roi >= 35 and fbaOffers <= 4';
    await page.goto(`/products?supplierId=${supplier.id}&filter=${encodeURIComponent(condition)}`);
    await page.getByRole('button', { name: 'Alert on this filter' }).click();
    const dialog = page.getByRole('dialog', { name: 'New alert rule' });
    await expect(dialog.getByLabel('Condition')).toHaveValue(condition);
    await expect(dialog.getByText(`Watches the products of ${supplier.name}`)).toBeVisible();
    await dialog.getByLabel('Name').fill('Grid filter rule');
    await dialog.getByRole('button', { name: 'Save rule' }).click();
    await expect(dialog).toBeHidden();
    const rules = await api<{ name: string; supplierId: string | null; userFilterId: string | null; condition: string }[]>(
      'GET',
      '/api/AlertRule',
    );
    expect(rules.find((r) => r.name === 'Grid filter rule')).toMatchObject({ supplierId: supplier.id, condition });

    // A saved filter applied: the rule may watch what it selects instead.
    const saved = await api<{ id: string; name: string }>('POST', '/api/UserFilters', {
      name: `Cheap FBA ${Date.now()}`,
      filter: 'fbaOffers <= 3',
    });
    await page.goto(`/products?supplierId=${supplier.id}&filter=${encodeURIComponent('fbaOffers <= 3')}`);
    await page.getByRole('button', { name: 'Alert on this filter' }).click();
    await expect(dialog.getByLabel('Name')).toHaveValue(saved.name);
    await dialog.getByLabel(`Every product the saved filter “${saved.name}” selects`).check();
    await dialog.getByRole('button', { name: 'Save rule' }).click();
    await expect(dialog).toBeHidden();
    const after = await api<{ name: string; supplierId: string | null; userFilterId: string | null }[]>('GET', '/api/AlertRule');
    expect(after.find((r) => r.name === saved.name)).toMatchObject({ supplierId: null, userFilterId: saved.id });
  });

  test('watches a product from its page without a rule, lists it under Watching, and stops', async ({ page }) => {
    await signInAsDemo(page, '/products');
    const api = await sellerApi(page);
    const suppliers = await api<{ id: string }[]>('GET', '/api/Supplier/slim');
    const rows = await api<Row[]>('GET', `/api/Product?supplierId=${suppliers[2]?.id}&pageSize=5`);
    const row = rows[0];
    if (!row) throw new Error('a demo product expected');
    await page.goto(`/products/${row.id}`);
    await page.getByRole('button', { name: 'Watch', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Watching', exact: true })).toBeVisible();

    await page.goto('/watching');
    const list = page.getByRole('table', { name: 'Watching' });
    await expect(list.getByRole('link', { name: row.title ?? row.asin })).toBeVisible();
    // The demo member's watches are there too (a shortlist of the demo data).
    await expect(list.getByText('Shortlist', { exact: true }).first()).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.evaluate((s) => document.documentElement.setAttribute('data-mantine-color-scheme', s), scheme);
      await expect
        .poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth))
        .toBe(0);
      await snap(page, `web-${scheme}-watching-390`);
    }
    await list.getByRole('button', { name: `Stop watching ${row.title ?? row.asin}` }).click();
    await expect(list.getByRole('link', { name: row.title ?? row.asin })).toHaveCount(0);
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
