import { expect, type Page } from '@playwright/test';

/** The demo member the first start creates (README: demo sign-in). */
export const DEMO = { email: 'demo@shelfscope.local', password: 'Lantern-harbor-2026', organization: 'Demo Wholesale' };

/**
 * Signs the demo member in through the app's sign-in page as a person would: the login widget's
 * discovery flow with a password, then the organization. Ends on the page `next` (default: the
 * dashboard).
 */
export async function signInAsDemo(page: Page, next = '/'): Promise<void> {
  await page.goto(next === '/' ? '/auth/authenticate' : `/auth/authenticate?next=${encodeURIComponent(next)}`);
  const widget = page.locator('[data-shelfscope-login]');
  await widget.getByRole('button', { name: 'Use a password instead' }).click();
  await widget.getByLabel('Email').fill(DEMO.email);
  await widget.getByRole('button', { name: 'Continue' }).click();
  await widget.getByLabel('Password', { exact: true }).fill(DEMO.password);
  await widget.getByRole('button', { name: 'Continue' }).click();
  await widget.getByRole('button', { name: DEMO.organization }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeAttached();
}
