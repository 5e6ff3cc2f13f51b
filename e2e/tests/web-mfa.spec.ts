import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { earlierStepCode, mfaMember, PASSWORD, snapBoth, totpCode } from './mfa-support';

/** Sign-in at /auth/authenticate (discovery: password, then the organization), up to the MFA step. */
async function signInToMfaStep(page: Page, who: { email: string; organizationName: string }) {
  await page.goto('/auth/authenticate');
  const widget = page.locator('[data-shelfscope-login]');
  await widget.getByRole('button', { name: 'Use a password instead' }).click();
  await widget.getByLabel('Email').fill(who.email);
  await widget.getByRole('button', { name: 'Continue' }).click();
  await widget.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await widget.getByRole('button', { name: 'Continue' }).click();
  await widget.getByRole('button', { name: who.organizationName }).click();
  return widget;
}

test.describe('web app: multi-factor authentication', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a member of an MFA-required organization enrols an authenticator app at sign-in, sees it in Settings, signs in with it', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const who = await mfaMember(request);
    let widget = await signInToMfaStep(page, who);
    await widget.getByRole('button', { name: 'Use an authenticator app' }).click();
    await widget.getByRole('button', { name: 'Having trouble scanning?' }).click();
    const secret = ((await widget.locator('.ssl-code-block').textContent()) ?? '').replace(/ /g, '').toUpperCase();
    await widget.getByRole('button', { name: 'Continue' }).click();
    await widget.getByLabel('Verification code').fill(await earlierStepCode(secret));
    await expect(widget.getByRole('heading', { name: 'Save your backup codes!' })).toBeVisible();
    await widget.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeAttached();

    await page.goto('/settings');
    const section = page.getByRole('region', { name: 'Two-factor authentication' });
    await expect(section.getByText('Authenticator app', { exact: true })).toBeVisible();
    await expect(section.getByRole('button', { name: 'Remove authenticator app' })).toBeVisible();
    await section.getByRole('button', { name: 'Show backup codes' }).click();
    await expect(section.getByLabel('Backup codes').locator('code')).toHaveCount(10);
    await section.scrollIntoViewIfNeeded();
    await snapBoth(page, 'web-light-settings-mfa');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await snapBoth(page, 'web-dark-settings-mfa');

    // Signed out, the next sign-in asks for the app.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    widget = await signInToMfaStep(page, who);
    await expect(widget.getByRole('heading', { name: 'Enter verification code' })).toBeVisible();
    await widget.getByLabel('Verification code').fill(totpCode(secret));
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeAttached();
  });
});
