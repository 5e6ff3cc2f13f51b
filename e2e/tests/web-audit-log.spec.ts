import { expect, phoneShotsBothThemes, test } from './fixtures';
import { DEMO, DEMO_VA, sellerApi, signInWithPassword } from './web-support';

/**
 * The audit log end to end (docs/teams.md): the demo organization's admin renames a supplier,
 * finds the change in Settings > Audit log with its old and new name (and the demo VA's
 * proposals), filters it, downloads it as CSV; a VA has no way there.
 */

let restore: (() => Promise<unknown>) | null = null;
test.afterEach(async () => {
  await restore?.();
  restore = null;
});

test('an admin finds a change in the audit log, filters it and downloads it as CSV', async ({ page }) => {
  test.setTimeout(120_000);
  await signInWithPassword(page, DEMO, '/settings');
  const api = await sellerApi(page);
  const suppliers = await api<{ id: string; name: string }[]>('GET', '/api/Supplier?pageSize=500');
  const supplier = suppliers[0];
  if (!supplier) throw new Error('no demo supplier');
  const renamed = `${supplier.name.replace(/ \(audited \d+\)$/, '')} (audited ${Date.now() % 100000})`;
  await api('PUT', '/api/Supplier', { id: supplier.id, name: renamed });
  // Other specs read the demo suppliers by name: the demo supplier gets its name back at the end.
  restore = () => api('PUT', '/api/Supplier', { id: supplier.id, name: supplier.name });

  await page.getByRole('link', { name: 'Open Audit log' }).click();
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Audit log' });
  await expect(table.getByText(`${supplier.name} →`).first()).toBeVisible();
  // The demo VA's proposals are there under the VA's name.
  await page.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Propose' }).click();
  await expect(table.getByText('propose').first()).toBeVisible();
  await expect(table.getByText(/Val Scout/).first()).toBeVisible();
  await phoneShotsBothThemes(page, 'audit-log');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);

  // A VA: no link in Settings, and the page says who may see it.
  const vaPage = await (await page.context().browser()?.newContext())?.newPage();
  if (!vaPage) throw new Error('no browser');
  await signInWithPassword(vaPage, DEMO_VA, '/settings');
  await expect(vaPage.getByRole('heading', { name: 'Settings' })).toBeVisible();
  await expect(vaPage.getByRole('link', { name: 'Open Audit log' })).toHaveCount(0);
  await vaPage.goto('/settings/audit-log');
  await expect(vaPage.getByText(/You need audit:read to see the audit log/)).toBeVisible();
  await vaPage.context().close();
});
