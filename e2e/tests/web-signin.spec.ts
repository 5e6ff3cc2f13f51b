import { expect, snap, test } from './fixtures';
import { DEMO, signInAsDemo } from './web-support';

test.describe('web app: signing in and out', () => {
  test('an app page asks to sign in, the widget signs in, and the app goes back to the page', async ({ page }) => {
    await page.goto('/suppliers');
    await expect(page).toHaveURL(/\/auth\/authenticate\?next=%2Fsuppliers/);
    const widget = page.locator('[data-shelfscope-login]');
    await expect(widget.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    await snap(page, 'web-light-sign-in');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await snap(page, 'web-dark-sign-in');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();

    await widget.getByRole('button', { name: 'Use a password instead' }).click();
    await widget.getByLabel('Email').fill(DEMO.email);
    await widget.getByRole('button', { name: 'Continue' }).click();
    await widget.getByLabel('Password', { exact: true }).fill(DEMO.password);
    await widget.getByRole('button', { name: 'Continue' }).click();
    await widget.getByRole('button', { name: DEMO.organization }).click();
    await expect(page).toHaveURL(/\/suppliers$/);
    await expect(page.getByRole('heading', { name: 'Suppliers', level: 2 })).toBeVisible();
    await expect(page.getByRole('button', { name: `Account: ${DEMO.email}, ${DEMO.organization}` })).toBeVisible();

    // The session lives in HttpOnly cookies the server set: no script on the page can read it.
    const session = (await page.context().cookies()).filter((c) => c.name.startsWith('stytch_session'));
    expect(session.map((c) => c.name).sort()).toEqual(['stytch_session', 'stytch_session_jwt']);
    for (const cookie of session) expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const readable = await page.evaluate(() => document.cookie);
    expect(readable).not.toContain('stytch_session');
    for (const cookie of session) expect(readable).not.toContain(cookie.value);
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toContain(session[0]?.value);
  });

  test('the session survives a reload; logging out ends it', async ({ page }) => {
    await signInAsDemo(page, '/', { fresh: true });
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeVisible();
    await page.getByRole('button', { name: /^Account: / }).click();
    await snap(page, 'web-light-account-menu');
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/auth\/authenticate/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/authenticate/);
    const cookies = (await page.context().cookies()).map((c) => c.name);
    expect(cookies).not.toContain('stytch_session');
  });

  test('the sign-in page fits a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/auth/authenticate');
    await expect(page.locator('[data-shelfscope-login]').getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await snap(page, 'web-light-sign-in-390');
  });
});
