import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { sellerApi, signInAsDemo } from './web-support';

/**
 * The request wrapper's error catalogue (spec section 8) in the browser. The seller API's
 * answers of 401 and 403 are made at the network boundary (page.route): the real server would
 * need an expired token or a company without a plan at the right moment. Everything else (the
 * refresh against the identity API, the sign-out, the toasts) is the real app and server.
 */

const isSupplierList = (url: URL) => url.pathname === '/api/Supplier';
const refused = (status: 401 | 403) => ({
  status,
  contentType: 'application/json',
  body: JSON.stringify({
    data: null,
    hasErrors: true,
    errors: [{ type: status === 401 ? 'unauthorized' : 'plan_required', description: 'Refused by the test' }],
  }),
});

/** The browser logs each refused call as a failed resource load: expected here, nothing else is. */
const unexpected = (errors: string[], status: number) => errors.filter((e) => !e.includes(`status of ${status}`));

/** Counts the identity API's session refreshes (`session.authenticate()`). */
function countRefreshes(page: Page) {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.endsWith('/b2b/sessions/authenticate')) seen.push(request);
  });
  return () => seen.length;
}

async function openSuppliersFromNavigation(page: Page) {
  await page.getByRole('navigation', { name: 'Sourcing' }).getByRole('link', { name: 'Suppliers' }).click();
}

test.describe('web app: the request wrapper (401, 403)', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a 401 refreshes the session once and retries; the member stays signed in', async ({ page, consoleErrors }) => {
    await signInAsDemo(page, '/settings');
    const refreshes = countRefreshes(page);
    const sent: Record<string, string>[] = [];
    await page.route(isSupplierList, async (route) => {
      sent.push(await route.request().allHeaders());
      if (sent.length === 1) await route.fulfill(refused(401));
      else await route.continue();
    });
    const before = refreshes();

    await openSuppliersFromNavigation(page);
    await expect(page.getByRole('heading', { name: 'Suppliers', level: 2 })).toBeVisible();
    await expect(page.locator('tbody tr').first()).toBeVisible();
    expect(sent).toHaveLength(2);
    // The session lives in HttpOnly cookies: the retry carries the opt-in header and the browser
    // sends the refreshed JWT cookie; the page holds no token to put in a bearer header.
    const jwtOf = (headers: Record<string, string> | undefined) => /stytch_session_jwt=([^;]+)/.exec(headers?.cookie ?? '')?.[1];
    expect(sent[1]?.['x-shelfscope-session-cookies']).toBe('httponly');
    expect(sent[1]?.authorization).toBeUndefined();
    expect(jwtOf(sent[1])).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(refreshes() - before).toBe(1);
    await expect(page).toHaveURL(/\/suppliers$/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(unexpected(consoleErrors, 401)).toEqual([]);
    consoleErrors.splice(0, consoleErrors.length);
  });

  test('a second 401 signs out to /authenticate with the session-expired text', async ({ page, consoleErrors }) => {
    await signInAsDemo(page, '/settings', { fresh: true });
    let calls = 0;
    await page.route(isSupplierList, async (route) => {
      calls++;
      await route.fulfill(refused(401));
    });

    await openSuppliersFromNavigation(page);
    await expect(page).toHaveURL(/\/authenticate$/);
    await expect(page.getByText('Unauthorized - session expired')).toBeVisible();
    expect(calls).toBe(2);
    // The session really ended: an app page sends the visitor to sign in.
    await page.unroute(isSupplierList);
    await page.goto('/suppliers');
    await expect(page).toHaveURL(/\/auth\/authenticate\?next=/);
    await expect(page.locator('[data-shelfscope-login]')).toBeVisible();
    expect(unexpected(consoleErrors, 401)).toEqual([]);
    consoleErrors.splice(0, consoleErrors.length);
  });

  test('a 403 shows the plan toast and keeps the member signed in', async ({ page, consoleErrors }) => {
    await signInAsDemo(page, '/settings');
    await page.route(isSupplierList, (route) => route.fulfill(refused(403)));

    await openSuppliersFromNavigation(page);
    const toast = page.getByRole('alert').filter({ hasText: 'Please select a plan to continue.' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('You currently have no active subscription.');
    await expect(page).toHaveURL(/\/suppliers$/);
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    expect(unexpected(consoleErrors, 403)).toEqual([]);
    consoleErrors.splice(0, consoleErrors.length);
  });

  test('a 403 on a bulk upload shows no plan toast (the upload form says what failed)', async ({ page, consoleErrors }) => {
    await signInAsDemo(page, '/uploads');
    let posted = 0;
    await page.route(
      (url) => url.pathname === '/api/Product/bulk',
      async (route) => {
        posted++;
        await route.fulfill(refused(403));
      },
    );
    const [supplier] = await (await sellerApi(page))<{ id: string }[]>('GET', '/api/Supplier/slim');
    await page.goto(`/uploads?supplierId=${supplier?.id}`);
    await expect(page.getByRole('heading', { name: 'Price lists', level: 2 })).toBeVisible();
    const csv = 'Item #,ASIN,Case Price,Case Qty\nT-1,B005O8OH8H,12.00,6\n';
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'refused.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('combobox', { name: 'Column for Pack price' }).click();
    await page.getByRole('option', { name: 'Case Price' }).click();
    await page.getByRole('button', { name: 'Upload and analyse' }).click();

    await expect(page.getByText('Refused by the test.')).toBeVisible();
    expect(posted).toBe(1);
    await expect(page.getByText('Please select a plan to continue.')).toHaveCount(0);
    expect(unexpected(consoleErrors, 403)).toEqual([]);
    consoleErrors.splice(0, consoleErrors.length);
  });
});
