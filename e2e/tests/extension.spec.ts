import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page, type Worker } from '@playwright/test';
import { SIMULATED_EXAMPLES } from '../../apps/server/src/market/simulated/examples';
import { CHROMIUM_ARGS } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './a11y';
import { marketplaceProductPage } from './extension-fixture-page';
import { expect, SCREENSHOT_DIR, snap, test } from './fixtures';
import { sellerApi, signInAsDemo } from './web-support';

// The built extension (npm run build) in Debian's Chromium, headless (new mode), with the
// marketplace's product pages served from a local fixture through request routing: no request
// leaves the machine. SIMULATED_EXAMPLES (apps/server/src/market/README.md): a plain product,
// its UPC, and a product with its pack of 3 as a second ASIN.
const STANDARD = 'B005O8OH8H';
const STANDARD_UPC = '800000000044';
const OTHER = 'B005OLS0LF';
const FIRST_SIGHT = 'B005OL6KZK';
const EXTENSION_DIR = path.resolve(import.meta.dirname, '../../apps/extension/dist');
const PORT = Number(process.env.E2E_PORT ?? 3100);
const SERVER = `http://127.0.0.1:${PORT}`;

const PROFILE_DIR = mkdtempSync(path.join(tmpdir(), 'shelfscope-ext-'));
let context: BrowserContext;
let worker: Worker;
let extensionId: string;

// Every test's page is a tab of the browser that has the extension.
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
test.use({ page: async ({}, use) => use(await context.newPage()) });
test.describe.configure({ mode: 'serial', timeout: 120_000 });

test.beforeAll(async () => {
  context = await chromium.launchPersistentContext(PROFILE_DIR, {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    baseURL: SERVER,
    viewport: { width: 1280, height: 900 },
    args: [...CHROMIUM_ARGS, `--disable-extensions-except=${EXTENSION_DIR}`, `--load-extension=${EXTENSION_DIR}`],
  });
  worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  extensionId = new URL(worker.url()).host;
  // Every marketplace page comes from the fixture, with the ASIN of its URL in the page's field.
  await context.route(/^https:\/\/www\.amazon\.com\//, (route) => {
    const asin = /\/dp\/([A-Z0-9]{10})/.exec(route.request().url())?.[1] ?? STANDARD;
    return route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: marketplaceProductPage(asin, OTHER),
    });
  });
});
test.afterAll(async () => {
  await context?.close();
  rmSync(PROFILE_DIR, { recursive: true, force: true });
});

const panel = (page: Page) => page.getByTestId('shelfscope-panel');
const figure = (page: Page, id: string) => panel(page).getByTestId(id);

/** Screenshots in the light and the dark scheme, each checked with axe first. */
async function snapBoth(page: Page, name: string, target: 'page' | 'panel' = 'page') {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expectNoSeriousA11yViolations(page, `the extension's ${name} (${scheme})`);
    const file = path.join(SCREENSHOT_DIR, `extension-${scheme}-${name}.png`);
    if (target === 'panel') await page.locator('#shelfscope-extension-root .ss-root').screenshot({ path: file });
    else await page.screenshot({ path: file, fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test.describe('browser extension', () => {
  test('is the built extension, with the id the server lets sign in', () => {
    expect(extensionId).toBe('kggigljlomfpapllmohmjnlkcfbclfkf');
  });

  test('points at the test server, asks to sign in on a product page, and signs in through the web app', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto(`chrome-extension://${extensionId}/options.html`);
    await page.getByLabel('Server URL').fill(SERVER);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Saved: ${SERVER}.`)).toBeVisible();
    // The options page checks the server it opens with: the build's default (localhost:3000),
    // which does not run here. Chromium logs that refused check; the page says it is not
    // reachable (docs/extension.md). That one logged refusal is expected, nothing else.
    // (The fixture adds the resource's address after the message.)
    const refused = consoleErrors.filter((e) => e.startsWith('Failed to load resource: net::ERR_CONNECTION_REFUSED'));
    expect(refused.length).toBeLessThanOrEqual(1);
    if (refused.length === 1) consoleErrors.splice(consoleErrors.indexOf(refused[0] as string), 1);

    await page.goto(`https://www.amazon.com/dp/${STANDARD}`);
    const signIn = page.getByRole('button', { name: 'Sign in with ShelfScope' });
    await expect(signIn).toBeVisible();
    // The button opens the web app's connect page for this extension in a tab.
    const [connect] = await Promise.all([context.waitForEvent('page'), signIn.click()]);
    // The connect page, or (this tab has no session yet, and the app may send it on before the
    // first look) the sign-in page that comes back to it.
    const connectPath = `/extension/connect?extensionId=${extensionId}`;
    await expect(connect).toHaveURL(
      (url) =>
        `${url.pathname}${url.search}` === connectPath ||
        (url.pathname === '/auth/authenticate' && url.searchParams.get('next') === connectPath),
    );
    await signInAsDemo(connect, `/extension/connect?extensionId=${extensionId}`);
    await connect.getByRole('button', { name: 'Connect the extension' }).click();
    await expect(connect.getByText('The extension is signed in')).toBeVisible();
    for (const width of [1280, 390]) {
      await connect.setViewportSize({ width, height: 844 });
      for (const theme of ['light', 'dark'] as const) {
        const toggle = connect.getByRole('button', { name: `Switch to ${theme} theme` });
        if (await toggle.isVisible()) await toggle.click();
        await expectNoSeriousA11yViolations(connect, `the connect page (${theme}, ${width} px)`);
        await snap(connect, `web-${width === 390 ? 'mobile-' : ''}${theme}-extension-connect`);
      }
    }
    await connect.getByRole('button', { name: 'Switch to light theme' }).click();
    await connect.close();
    // The product page's panel follows the sign-in without a reload.
    await expect(figure(page, 'profit')).toBeVisible();
  });

  test('shows the API’s figures on the product page within a second, in a shadow root the page cannot style', async ({
    page,
  }) => {
    // First sight of an ASIN (the server reads the market and analyses it), then one it has seen.
    for (const [asin, what] of [
      [FIRST_SIGHT, 'an ASIN seen for the first time'],
      [STANDARD, 'an ASIN seen before'],
    ] as const) {
      await page.goto(`https://www.amazon.com/dp/${asin}`);
      const timing = await firstFigures(page);
      console.log(
        `extension panel, ${what}: first figures ${timing.sinceNavigation} ms after navigation, ${timing.sinceLoad} ms after the page's load`,
      );
      expect(timing.sinceLoad).toBeLessThan(1_000);
    }

    const api = await sellerApi(await signedInPage());
    const product = await api<Record<string, number | null>>('GET', `/api/BrowserExtension/${STANDARD}`);
    const usd = (v: number | null) => (v === null ? '–' : `$${v.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`);
    await expect(figure(page, 'buy-box')).toHaveText(usd(product.buyBoxCurrent ?? null));
    await expect(figure(page, 'profit')).toHaveText(usd(product.profitLoss ?? null));
    await expect(figure(page, 'max-cost')).toHaveText(usd(product.maxCost ?? null));
    await expect(figure(page, 'referral-fee')).toHaveText(usd(product.referralFee ?? null));
    await expect(figure(page, 'fulfillment-fee')).toHaveText(usd(product.fulfillmentFee ?? null));
    await expect(panel(page).getByTestId('price-chart').locator('canvas')).toBeVisible();
    await expect(panel(page).getByRole('heading', { name: /^Offers \(\d+\)$/ })).toBeVisible();

    // The page's `* { color: #0a0 !important }` and `display: none` rules do not reach in.
    const style = await figure(page, 'profit').evaluate((el) => ({
      color: getComputedStyle(el).color,
      font: getComputedStyle(el).fontFamily,
    }));
    expect(style.color).not.toBe('rgb(0, 170, 0)');
    expect(style.font).not.toContain('Times');
    // Nor do ours reach out: the page's own title keeps its font.
    expect(await page.locator('#productTitle').evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Times');
  });

  test('saves a cost edit: profit changes in the panel and in the web app', async ({ page }) => {
    await page.goto(`https://www.amazon.com/dp/${STANDARD}`);
    const before = await figure(page, 'profit').textContent();
    await panel(page).getByLabel('Cost ($ a pack)', { exact: true }).fill('1.25');
    await expect(figure(page, 'profit')).not.toHaveText(before ?? '');
    const shown = await figure(page, 'profit').textContent();

    await snapBoth(page, 'panel', 'panel');
    await page.setViewportSize({ width: 390, height: 844 });
    await snapBoth(page, 'panel-phone');
    await page.setViewportSize({ width: 1280, height: 900 });

    const app = await signedInPage();
    const item = await (await sellerApi(app))<{ id: string; cost: number; profitLoss: number }>(
      'GET',
      `/api/BrowserExtension/${STANDARD}`,
    );
    expect(item.cost).toBe(1.25);
    await app.goto(`/quick-view/${item.id}`);
    await expect(app.getByRole('region', { name: 'Profit' }).getByRole('group', { name: 'Profit', exact: true })).toContainText(
      shown ?? '',
    );
  });

  test('adds the product to a shortlist and follows a variation pick', async ({ page }) => {
    await page.goto(`https://www.amazon.com/dp/${STANDARD}`);
    await expect(figure(page, 'profit')).toBeVisible();
    const select = panel(page).getByLabel('Add to');
    const shortlist = await select.locator('optgroup[label="Shortlists"] option').first().textContent();
    expect(shortlist).toBeTruthy();
    await select.selectOption({ label: shortlist ?? '' });
    await panel(page).getByRole('button', { name: 'Add', exact: true }).click();
    await expect(panel(page).getByText(`Added to ${shortlist}.`, { exact: true })).toBeVisible();
    const api = await sellerApi(await signedInPage());
    const lists = await api<{ id: string; name: string }[]>('GET', '/api/Shortlist/slim');
    const list = lists.find((l) => l.name === shortlist);
    const items = await api<{ product: { asin: string } }[]>('GET', `/api/Shortlist/${list?.id}/items?page=1&pageSize=100`);
    expect(items.map((i) => i.product.asin)).toContain(STANDARD);

    // The marketplace changes the URL by history.pushState: the panel follows.
    await page.getByRole('button', { name: 'Another colour' }).click();
    await expect(panel(page)).toHaveAttribute('aria-label', `ShelfScope: ${OTHER}`);
  });

  test("on amazon.de shows that marketplace's own figures in euros; an unsupported storefront says so", async ({ page }) => {
    const asin = SIMULATED_EXAMPLES.euOnly;
    await context.route(/^https:\/\/www\.amazon\.(de|in)\//, (route) =>
      route.fulfill({ contentType: 'text/html; charset=utf-8', body: marketplaceProductPage(asin, OTHER) }),
    );
    await page.goto(`https://www.amazon.de/dp/${asin}`);
    await expect(figure(page, 'profit')).toBeVisible();
    await expect(panel(page)).toContainText('Amazon.de · EUR');
    const api = await sellerApi(await signedInPage());
    const product = await api<Record<string, number | string | null>>('GET', `/api/BrowserExtension/${asin}?marketplace=DE`);
    expect(product.currency).toBe('EUR');
    const euros = (v: number | string | null) =>
      typeof v === 'number' ? new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(v) : '–';
    await expect(figure(page, 'buy-box')).toHaveText(euros(product.buyBoxCurrent ?? null));
    await expect(figure(page, 'profit')).toHaveText(euros(product.profitLoss ?? null));
    await snapBoth(page, 'amazon-de', 'panel');

    await page.goto(`https://www.amazon.in/dp/${asin}`);
    await expect(page.getByTestId('unsupported-marketplace')).toContainText('does not support amazon.in yet');
    await expect(figure(page, 'profit')).toHaveCount(0);
  });

  test('the popup looks up a pasted UPC and remembers it', async ({ page }) => {
    await page.setViewportSize({ width: 400, height: 640 });
    await page.goto(`chrome-extension://${extensionId}/popup.html`);
    await page.getByLabel('ASINs or UPCs (one or several)').fill(STANDARD_UPC);
    await page.getByRole('button', { name: 'Look up' }).click();
    await expect(page.getByRole('button', { name: `${STANDARD_UPC} → ${STANDARD}` })).toBeVisible();
    await expect(figure(page, 'profit')).toBeVisible();
    await snapBoth(page, 'popup');
    await page.reload();
    await expect(page.getByRole('button', { name: STANDARD_UPC })).toBeVisible();
  });

  test('signs out: the server ends the session and the panel asks to sign in again', async ({ page }) => {
    await page.goto(`chrome-extension://${extensionId}/popup.html`);
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByRole('button', { name: 'Sign in with ShelfScope' })).toBeVisible();
    type Storage = { chrome: { storage: { local: { get(key: string): Promise<Record<string, unknown>> } } } };
    expect(await worker.evaluate(() => (globalThis as unknown as Storage).chrome.storage.local.get('session'))).toEqual({});
  });
});

/**
 * When the panel's first figure showed, timed in the page (polled every frame): milliseconds
 * after the navigation started and after the page's load event.
 */
async function firstFigures(page: Page): Promise<{ sinceNavigation: number; sinceLoad: number }> {
  const handle = await page.waitForFunction(
    () => {
      const buyBox = document.getElementById('shelfscope-extension-root')?.shadowRoot?.querySelector('[data-testid="buy-box"]');
      if (!buyBox || buyBox.textContent === '–') return null;
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
      const now = performance.now();
      return { sinceNavigation: Math.round(now), sinceLoad: Math.round(now - (navigation?.loadEventEnd || now)) };
    },
    null,
    { polling: 'raf' },
  );
  return (await handle.jsonValue()) as { sinceNavigation: number; sinceLoad: number };
}

/** A page of the web app with the demo member signed in (for checking what the server holds). */
async function signedInPage(): Promise<Page> {
  const page = await context.newPage();
  await signInAsDemo(page, '/');
  return page;
}
