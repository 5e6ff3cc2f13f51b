import { expect, snap, test } from './fixtures';
import { signInAsDemo } from './web-support';

const AREAS = [
  'Dashboard',
  'Suppliers',
  'Categories',
  'Products',
  'Quick view',
  'Shortlists',
  'Purchase orders',
  'Settings',
  'Plan & billing',
];

test.describe('application shell', () => {
  test.beforeEach(async ({ page }) => signInAsDemo(page));

  test('loads the dashboard with navigation, and no server status (that is the admin area’s)', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 2 })).toBeVisible();
    await expect(page.getByText('Purchase orders, last 12 months')).toBeVisible();
    await expect(page.getByText('All systems working')).toHaveCount(0);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    for (const label of AREAS) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  });

  test('renders in light and dark themes and remembers the choice across reloads', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(page.getByText('Purchase orders, last 12 months')).toBeVisible();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
    await snap(page, 'shell-light-1280');

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).not.toBe('rgb(255, 255, 255)');
    await snap(page, 'shell-dark-1280');

    await page.reload();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
    await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  });

  test('works at a phone width with the navigation behind a menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav).not.toBeInViewport();
    await snap(page, 'shell-light-390');
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await expect(nav).toBeInViewport();
    // The drawer slides in; wait until it has arrived before taking its picture.
    await expect.poll(async () => (await nav.boundingBox())?.x).toBe(0);
    await snap(page, 'shell-light-390-menu');
    await nav.getByRole('link', { name: 'Suppliers' }).click();
    await expect(page.getByRole('heading', { name: 'Suppliers', level: 2 })).toBeVisible();
    await expect(nav).not.toBeInViewport();
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await snap(page, 'shell-dark-390');
  });

  test('loads each area on demand as its own chunk', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('Purchase orders, last 12 months')).toBeVisible();
    const chunk = page.waitForRequest(/\/assets\/settings-page-[\w-]+\.js$/);
    await page.getByRole('link', { name: 'Settings' }).click();
    await chunk;
    await expect(page.getByRole('heading', { name: 'Settings', level: 2 })).toBeVisible();
    await expect(page).toHaveURL(/\/settings$/);
  });

  test('opens a deep link directly and shows a not-found page for unknown addresses', async ({ page }) => {
    await page.goto('/purchase-orders');
    await expect(page.getByRole('heading', { name: 'Purchase orders', level: 2 })).toBeVisible();
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(200); // the SPA answers; it shows its own not-found page
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await snap(page, 'not-found-light-1280');
    await page.getByRole('link', { name: 'Go to the dashboard' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('server pages', () => {
  test('the dev mailbox shows the welcome email seeded at first start', async ({ page, request }) => {
    // Delivery is a background job: wait for it (bounded) before looking at the page.
    await expect
      .poll(async () => (await (await request.get('/dev/mailbox/messages')).json()).map((m: { subject: string }) => m.subject), {
        timeout: 15_000,
      })
      .toContain('Welcome to ShelfScope');
    await page.goto('/dev/mailbox');
    const link = page.getByRole('link', { name: 'Welcome to ShelfScope' });
    await expect(link).toBeVisible();
    await link.click();
    await expect(page.getByRole('heading', { name: 'Welcome to ShelfScope' })).toBeVisible();
    // The HTML body is shown, in a frame that may not run scripts (mail never runs).
    await expect(page.locator('iframe[title="Message body"]')).toHaveAttribute('sandbox', '');
    await expect(page.frameLocator('iframe[title="Message body"]').getByRole('link', { name: 'dev mailbox' })).toBeVisible();
    await snap(page, 'dev-mailbox-message');
  });

  test('the API documentation renders', async ({ page }) => {
    // Swagger UI parses the whole document (1.7 MB) before it draws: seconds on a loaded machine.
    test.setTimeout(60_000);
    await page.goto('/api/docs');
    await expect(page.getByText('ShelfScope API').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('/api/health').first()).toBeVisible();
    await snap(page, 'api-docs');
  });
});
