import { expectNoSeriousA11yViolations } from './a11y';
import { expect, snap, test } from './fixtures';
import { signInAsDemo } from './web-support';

test.describe('web app: Settings > Developers', () => {
  test('creates an API key shown once that calls the API, revokes it; fits both themes and a phone', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsDemo(page, '/settings/developers');
    await page.getByRole('button', { name: 'Create key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an API key' });
    // A name of this run's own: the demo company keeps the keys of earlier runs (revoked).
    const name = `E2E supplier sync ${Date.now()}`;
    await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
    await dialog.getByRole('checkbox', { name: 'suppliers:read' }).check();
    await dialog.getByRole('button', { name: 'Create key' }).click();
    const key = (await page.getByTestId('shown-once').textContent()) ?? '';
    expect(key).toMatch(/^ss_test_/);
    const suppliers = await page.request.get('/api/Supplier', { headers: { authorization: `Bearer ${key}` } });
    expect(suppliers.status()).toBe(200);
    expect(suppliers.headers()['ratelimit-limit']).toBeTruthy();
    await page.getByRole('button', { name: 'Done' }).click();
    await expectNoSeriousA11yViolations(page, 'developers (light)');
    await snap(page, 'web-light-developers');

    const row = page.getByRole('region', { name });
    await row.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog', { name: 'Revoke this API key?' }).getByRole('button', { name: 'Revoke' }).click();
    await expect(row.getByText('Revoked')).toBeVisible();
    const refused = await page.request.get('/api/Supplier', { headers: { authorization: `Bearer ${key}` } });
    expect(refused.status()).toBe(401);

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expectNoSeriousA11yViolations(page, 'developers (dark)');
    await snap(page, 'web-dark-developers');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('button', { name: 'Create key' })).toBeVisible();
    await snap(page, 'web-mobile-developers');
    // The theme as the other specs expect it (the toggle is this browser's; nothing was saved).
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
  });
});

test.describe('web app: Settings > Developers, the delivery log', () => {
  test('sends a test event to an endpoint that does not answer and shows every attempt', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInAsDemo(page, '/settings/developers');
    // Nothing listens on this port of the run's range: each attempt fails and is logged.
    const url = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3000) + 9}/hooks/${Date.now()}`;
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a webhook endpoint' });
    await dialog.getByRole('textbox', { name: /URL/ }).fill(url);
    await dialog.getByRole('checkbox', { name: 'upload.finished' }).check();
    await dialog.getByRole('button', { name: 'Add endpoint' }).click();
    await page.getByRole('button', { name: 'Done' }).click();
    const endpoint = page.getByRole('region', { name: url });
    await endpoint.getByRole('button', { name: 'Send test event' }).click();
    await endpoint.getByRole('button', { name: 'Delivery log' }).click();
    const log = endpoint.getByRole('table', { name: 'Delivery log' });
    // The delivery with its attempts so far: the first, and the retry 10 s after if the log came
    // later than that (CI once waited out 20 s for "1 attempt" while the row said "2 attempts").
    const tried = log.getByRole('button', { name: /^[1-9]\d* attempts?$/ }).first();
    await expect(tried).toBeVisible({ timeout: 20_000 });
    await tried.click();
    const attempts = log.getByLabel('Attempts');
    await expect(attempts.getByText('#1')).toBeVisible();
    // The first attempt's; the retry may have failed too by the time the list opens (CI saw two).
    await expect(attempts.getByText('no answer').first()).toBeVisible();
    await endpoint.scrollIntoViewIfNeeded();
    await snap(page, 'web-light-developers-attempts');
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await snap(page, 'web-dark-developers-attempts');
    await page.setViewportSize({ width: 390, height: 844 });
    await endpoint.scrollIntoViewIfNeeded();
    await snap(page, 'web-mobile-developers-attempts');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
  });
});
