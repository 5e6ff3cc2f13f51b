import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInAsDemo } from './web-support';

// Every page works under its Content-Security-Policy: the browser reports no violation (the
// fixture also fails a test on any console error, which is where Chromium logs a refusal).

async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

test.describe('security headers', () => {
  test('the sign-in page, the app, the dev pages and the API docs render with no CSP violation', async ({ page }) => {
    test.setTimeout(90_000);
    const violations = await recordViolations(page);

    const signIn = await page.goto('/auth/authenticate');
    const headers = signIn?.headers() ?? {};
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('same-origin');
    await expect(page.locator('[data-shelfscope-login]').getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    // The inline colour-scheme script ran (it is allowed by its hash).
    expect(await page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'))).toMatch(/light|dark/);
    expect(await violations()).toEqual([]);

    await signInAsDemo(page, '/products');
    await expect(page.getByRole('heading', { name: 'Products', level: 2 })).toBeVisible();
    expect(await violations()).toEqual([]);

    await page.goto('/dev/widget');
    await expect(page.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    expect(await violations()).toEqual([]);

    await page.goto('/dev/mailbox');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations()).toEqual([]);

    const docs = await page.goto('/api/docs/');
    expect(docs?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    // Swagger UI parses the whole document (1.7 MB: every route's answer written out) before it
    // draws the title: seconds on a loaded machine, past the default 10.
    await expect(page.locator('.swagger-ui .info .title')).toContainText('ShelfScope API', { timeout: 30_000 });
    expect(await violations()).toEqual([]);
  });
});
