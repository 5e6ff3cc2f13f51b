import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';
import { expect, test } from './fixtures';
import { sellerApi, signInAsDemo } from './web-support';

// Web push (docs/alerts.md). This machine reaches no push service, and headless Chromium can
// subscribe to push only through one, so the subscription itself is the component tests'
// (push-device-switch.test.tsx). Here the real service worker in Chromium receives a push
// message as a push service would hand it over (DevTools' ServiceWorker.deliverPushMessage) and
// shows the alert; the rule form offers "Notify me on this device" because the e2e server has
// VAPID keys (playwright.config.ts).

let browser: Browser;
let context: BrowserContext;

// Its own Chromium, as the scanner's: the service worker allowed (the other specs block it) and
// notifications permitted.
test.beforeAll(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    serviceWorkers: 'allow',
    permissions: ['notifications'],
  });
});
test.afterAll(async () => {
  await browser?.close();
});
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
test.use({ page: async ({}, use) => use(await context.newPage()) });
test.describe.configure({ timeout: 120_000 });

type Shown = { title: string; body: string; url: string | null };

/** The notifications the app's worker shows now. */
const shown = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return (await registration.getNotifications()).map(
      (n): Shown => ({ title: n.title, body: n.body, url: (n.data as { url?: string } | null)?.url ?? null }),
    );
  });

test('the service worker shows a pushed alert with its text and its product link', async ({ page }) => {
  await signInAsDemo(page, '/alerts');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 30_000 })
    .toMatch(/\/sw\.js$/);

  // The worker's registration, as DevTools names it.
  const cdp = await context.newCDPSession(page);
  const registrations: { registrationId: string; scopeURL: string }[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event: { registrations: typeof registrations }) => {
    registrations.push(...event.registrations);
  });
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.length).toBeGreaterThan(0);
  const origin = new URL(page.url()).origin;
  const registration = registrations.find((r) => r.scopeURL === `${origin}/`);
  if (!registration) throw new Error(`no worker registered for ${origin}/`);

  // What the server's dispatcher sends (seller/alerts/dispatch.ts): the rule's name, the figures, the product's link.
  const api = await sellerApi(page);
  const [product] = await api<{ id: string }[]>('GET', '/api/Product?pageSize=1');
  if (!product) throw new Error('no demo product');
  const message = { title: 'Half-price buy box', body: 'Buy box: $18.00 → $8.50', url: `/products/${product.id}` };
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registration.registrationId,
    data: JSON.stringify(message),
  });
  await expect.poll(() => shown(page), { timeout: 15_000 }).toContainEqual(message);

  // A push that is not the server's message still shows something (a push must), and a link to
  // another origin is never kept.
  await cdp.send('ServiceWorker.deliverPushMessage', {
    origin,
    registrationId: registration.registrationId,
    data: JSON.stringify({ title: 'Elsewhere', url: 'https://example.test/phish' }),
  });
  await expect
    .poll(() => shown(page), { timeout: 15_000 })
    .toContainEqual({ title: 'Elsewhere', body: 'An alert rule fired.', url: '/alerts' });
});

test('the rule form offers "Notify me on this device" when the server has VAPID keys', async ({ page }) => {
  await signInAsDemo(page, '/products');
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 30_000 })
    .toMatch(/\/sw\.js$/);
  const api = await sellerApi(page);
  const key = await api<{ publicKey: string | null }>('GET', '/api/AlertPush/key');
  expect(key.publicKey).toMatch(/^B[\w-]{80,90}$/);
  const [product] = await api<{ id: string }[]>('GET', '/api/Product?pageSize=1');
  await page.goto(`/products/${product?.id}`);
  await page.getByRole('button', { name: 'Create alert' }).click();
  const dialog = page.getByRole('dialog', { name: 'New alert rule' });
  await dialog.getByRole('checkbox', { name: 'Browser push' }).check();
  await expect(dialog.getByRole('switch', { name: /Notify me on this device/ })).toBeVisible();
});
