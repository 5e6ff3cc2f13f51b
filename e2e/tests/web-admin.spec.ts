import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y';
import { expect, snap, test } from './fixtures';
import { DEMO, OPERATOR, signInAsDemo, signInWithPassword } from './web-support';

/**
 * The admin area end to end (docs/admin.md): the demo operator (a platform admin, README) looks
 * the demo seller up and opens their page; the demo seller, an organization admin, sees no admin
 * area and is refused by the server.
 */
async function signInAsOperator(page: Page, next = '/admin') {
  await signInWithPassword(page, OPERATOR, next);
}

async function openDemoSeller(page: Page) {
  await expect(page.getByRole('heading', { name: 'Admin', level: 2 })).toBeVisible();
  await page.getByLabel('Find a user').fill('demo@shelfscope');
  await page.getByRole('link', { name: DEMO.email }).click();
  await expect(page.getByRole('heading', { name: DEMO.email, level: 2 })).toBeVisible();
  await expect(page.getByText('Demo Wholesale').first()).toBeVisible();
  await expect(page.getByText('VISA •••• 4242 (default)')).toBeVisible();
  await expect(page.getByText(/on .* \(Wholesale Ultimate\)$/)).toBeVisible();
}

test.describe('admin area', () => {
  test('an admin looks a user up and opens their page, in both themes at 1280 px', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await signInAsOperator(page);
    await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Admin' })).toBeVisible();
    await openDemoSeller(page);
    await snap(page, 'admin-user-light-1280');
    await expectNoSeriousA11yViolations(page, 'a user, light');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await snap(page, 'admin-user-dark-1280');
    await expectNoSeriousA11yViolations(page, 'a user, dark');
    await page.getByRole('link', { name: '← Admin' }).click();
    await page.getByRole('tab', { name: 'Subscriptions' }).click();
    await page.getByRole('button', { name: 'Check subscriptions' }).click();
    await expect(page.getByRole('status')).toContainText('checked');
    await page.getByRole('tab', { name: 'Audit log' }).click();
    // Audited calls read in words; the route is the tooltip (lib/names.ts).
    await expect(page.getByText('Opened a user').first()).toBeVisible();
    await snap(page, 'admin-audit-dark-1280');
    await expectNoSeriousA11yViolations(page, 'the audit log, dark');
  });

  test('works at a phone width in both themes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'light' });
    await signInAsOperator(page);
    await expect(page.getByRole('heading', { name: 'Admin', level: 2 })).toBeVisible();
    await expect(page.getByRole('link', { name: DEMO.email })).toBeVisible();
    await snap(page, 'admin-lookup-light-390');
    await expectNoSeriousA11yViolations(page, 'the lookup at 390 px');
    await openDemoSeller(page);
    await snap(page, 'admin-user-light-390');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await snap(page, 'admin-user-dark-390');
  });

  test('a seller (an organization admin) sees no admin area and the server refuses them', async ({ page }) => {
    await signInAsDemo(page, '/admin');
    await expect(page.getByText('Administrators only')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Admin' })).toHaveCount(0);
    const jwt = (await page.context().cookies()).find((c) => c.name === 'stytch_session_jwt')?.value;
    const refused = await page.request.get('/api/admin/Users/stripe-customers', { headers: { authorization: `Bearer ${jwt}` } });
    expect(refused.status()).toBe(403);
  });
});
