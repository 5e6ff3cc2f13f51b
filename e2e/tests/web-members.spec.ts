import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, TOAST } from './a11y';
import { expect, snap, test } from './fixtures';
import { signInAsDemo } from './web-support';

/** Toasts gone and the page at its top, so a full-page screenshot draws the fixed header once. */
async function settled(page: Page) {
  await expect(page.locator(TOAST)).toHaveCount(0, { timeout: 15_000 });
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.describe('web app: organization members', () => {
  test.describe.configure({ timeout: 120_000 });

  test('the demo admin invites a member, makes them an admin, and deactivates them', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsDemo(page, '/settings');
    const members = page.getByRole('region', { name: 'Members' });
    const table = members.getByRole('table', { name: 'Members' });
    await expect(table.getByText('Demo Seller (you)')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sign-in security' }).getByRole('radio', { name: 'Optional' })).toBeChecked();

    const email = `e2e-member-${Date.now()}@example.com`;
    await members.getByRole('textbox', { name: 'Invite by email' }).fill(email);
    await members.getByRole('button', { name: 'Invite' }).click();
    await expect(page.getByText(`Invitation sent to ${email}.`)).toBeVisible();
    const row = table.getByRole('row').filter({ hasText: email });
    await expect(row.getByText('invited')).toBeVisible();

    await row.getByRole('combobox', { name: `Role of ${email}` }).click();
    await page.getByRole('option', { name: 'Admin' }).click();
    await expect(page.getByText(`Role of ${email} changed.`)).toBeVisible();
    await expect(row.getByRole('combobox', { name: `Role of ${email}` })).toHaveValue('Admin');

    await settled(page);
    await snap(page, 'web-light-members');
    await expectNoSeriousA11yViolations(page, 'members (light)');

    await row.getByRole('button', { name: `Deactivate ${email}` }).click();
    await expect(row.getByText('deactivated')).toBeVisible();
    await expect(row.getByRole('button', { name: `Reactivate ${email}` })).toBeVisible();

    // The theme toggle (not saved), then a phone's width.
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await settled(page);
    await snap(page, 'web-dark-members');
    await expectNoSeriousA11yViolations(page, 'members (dark)');
    await page.setViewportSize({ width: 390, height: 844 });
    await settled(page);
    await snap(page, 'web-mobile-members');
    await expectNoSeriousA11yViolations(page, 'members (390 px)');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
  });
});
