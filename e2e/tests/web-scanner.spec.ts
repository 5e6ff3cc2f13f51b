import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../playwright.config';
import { expectNoSeriousA11yViolations } from './a11y';
import { fakeCameraArgs, writeBarcodeVideo } from './barcode-video';
import { expect, snap, test } from './fixtures';
import { sellerApi, signInAsDemo } from './web-support';

// Simulated-catalog codes (apps/server/src/market/README.md): product #4's UPC-A, the book's
// ISBN (an EAN-13), and hazmat product #5's UPC-A; meltable #7's is typed while offline.
const SHOWN = [
  { code: '800000000044', symbology: 'upca' },
  { code: '9780000000330', symbology: 'ean13' },
  { code: '800000000051', symbology: 'upca' },
] as const;
const TYPED_OFFLINE = '800000000075';

type Item = {
  upc: string | null;
  supplierUPC: string | null;
  cost: number | null;
  roi: number | null;
  profitLoss: number | null;
  maxCost: number | null;
  selectedBuyBoxValue: number | null;
  fbaFeesTotal: number | null;
  currency?: string;
};

let dir: string;
let browser: Browser;
let context: BrowserContext;

// The scanner's own Chromium: a fake camera that films the generated video (Chromium plays it in
// a loop), camera permission granted, the service worker allowed (the other specs block it), at
// a phone's width.
test.beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'shelfscope-scanner-'));
  const video = path.join(dir, 'codes.y4m');
  await writeBarcodeVideo(video, [...SHOWN]);
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [...CHROMIUM_ARGS, ...fakeCameraArgs(video)],
  });
  context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'allow',
    permissions: ['camera'],
  });
});
test.afterAll(async () => {
  await browser?.close();
  rmSync(dir, { recursive: true, force: true });
});
// biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
test.use({ page: async ({}, use) => use(await context.newPage()) });
test.describe.configure({ timeout: 90_000 });

const list = (page: Page) => page.getByRole('list', { name: 'Scanned today' });
/** A code's line in the list of the day. */
const line = (page: Page, code: string) => list(page).locator(`li[data-code="${code}"]`);
const card = (page: Page, code: string) => page.getByRole('region', { name: `Scan ${code}` });
const money = (value: number | null, currency = 'USD') =>
  value === null ? '–' : new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(value);
const percent = (value: number | null) => (value === null ? '–' : `${value.toFixed(1)}%`);

test('scans codes from the camera once each, shows the figures, shortlists one, and replays the offline queue', async ({
  page,
}) => {
  await signInAsDemo(page, '/quick-view');
  const api = await sellerApi(page);
  // A shortlist of a demo supplier to add to.
  const [supplier] = await api<{ id: string }[]>('GET', '/api/Supplier/slim');
  const shortlistName = `Scanner ${Date.now()}`;
  const shortlist = await api<{ id: string }>('POST', '/api/Shortlist', { name: shortlistName, supplierId: supplier?.id });

  await page.goto('/scan');
  await expect(page.getByRole('heading', { name: 'Scanner', level: 2 })).toBeVisible();
  await page.getByLabel('Add scans to').selectOption(shortlist.id);

  // Every code the camera films is read, once, however often the video shows it again.
  for (const { code } of SHOWN) await expect(line(page, code)).toBeVisible({ timeout: 30_000 });
  await expect(list(page).getByRole('listitem')).toHaveCount(SHOWN.length);
  await expect(list(page).getByText('looking up')).toHaveCount(0);

  // Each card shows the API's figures for its code.
  const item = async (code: string) => {
    const [found] = (await api<Item[]>('GET', `/api/QuickView?search=${code}`)).filter(
      (p) => p.upc === code || p.supplierUPC === code,
    );
    expect(found, code).toBeTruthy();
    return found as Item;
  };
  for (const { code } of SHOWN) {
    await line(page, code).getByRole('button').click();
    const answer = await item(code);
    const shown = card(page, code);
    await expect(shown.locator('[data-figure="buy-box"]')).toHaveText(
      `Buy box${money(answer.selectedBuyBoxValue, answer.currency)}`,
    );
    await expect(shown.locator('[data-figure="fees"]')).toHaveText(`Fees${money(answer.fbaFeesTotal, answer.currency)}`);
    await expect(shown.getByText(/From cache/)).toHaveCount(0);
  }
  // A shelf price typed: the figures at that cost, as the API computes them.
  await line(page, SHOWN[0].code).getByRole('button').click();
  await card(page, SHOWN[0].code).getByLabel('Shelf price').fill('4.25');
  await card(page, SHOWN[0].code).getByLabel('Shelf price').press('Enter');
  await expect.poll(async () => (await item(SHOWN[0].code)).cost).toBe(4.25);
  const priced = await item(SHOWN[0].code);
  expect(priced.profitLoss).not.toBeNull();
  await expect(card(page, SHOWN[0].code).locator('[data-figure="profit"]')).toHaveText(
    `Profit${money(priced.profitLoss, priced.currency)}`,
  );
  await expect(card(page, SHOWN[0].code).locator('[data-figure="roi"]')).toHaveText(`ROI${percent(priced.roi)}`);
  await expect(card(page, SHOWN[0].code).locator('[data-figure="max-cost"]')).toContainText(
    money(priced.maxCost, priced.currency),
  );
  await line(page, SHOWN[2].code).getByRole('button').click();
  await expect(card(page, SHOWN[2].code).getByRole('list', { name: 'Alerts' })).toContainText('Dangerous goods (hazmat)');

  // One tap puts the book on the shortlist.
  await line(page, SHOWN[1].code).getByRole('button').click();
  await card(page, SHOWN[1].code)
    .getByRole('button', { name: `Add to ${shortlistName}` })
    .click();
  await expect(card(page, SHOWN[1].code).getByText(`On ${shortlistName}`)).toBeVisible();
  const summary = await api<{ shortlistItemsCount: number }>('GET', `/api/Shortlist/${shortlist.id}/summary`);
  expect(summary.shortlistItemsCount).toBe(1);

  // Offline: a typed code waits; back online, the queue is looked up.
  await context.setOffline(true);
  await page.getByLabel('Type a code').fill(TYPED_OFFLINE);
  await page.getByRole('button', { name: 'Look up' }).click();
  await expect(card(page, TYPED_OFFLINE).getByText(/No connection: .* looked up as soon as you are back online/)).toBeVisible();
  await expect(page.getByText(/Offline: scans wait/)).toBeVisible();
  await snap(page, 'scanner-light-390-offline');
  await context.setOffline(false);
  await expect(card(page, TYPED_OFFLINE).locator('[data-figure="profit"]')).toContainText('Profit');
  await expect(list(page).getByText('queued', { exact: true })).toHaveCount(0);
  await expect(list(page).getByRole('listitem')).toHaveCount(SHOWN.length + 1);

  await snap(page, 'scanner-light-390');
  await expectNoSeriousA11yViolations(page, 'scanner (light)');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await snap(page, 'scanner-dark-390');
  await expectNoSeriousA11yViolations(page, 'scanner (dark)');
});

test('is installable: a manifest with its icons, and a service worker with a fetch handler controlling the page', async ({
  page,
}) => {
  await signInAsDemo(page, '/scan');
  const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(manifestUrl).toBe('/manifest.webmanifest');
  const response = await page.request.get(manifestUrl as string);
  expect(response.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; type: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'ShelfScope', short_name: 'ShelfScope', start_url: '/scan', display: 'standalone' });
  for (const size of [192, 512]) {
    const icon = manifest.icons.find((i) => i.sizes === `${size}x${size}` && i.purpose !== 'maskable');
    expect(icon, `${size} px icon`).toBeTruthy();
    const png = await (await page.request.get(icon?.src as string)).body();
    // A PNG's header, then its IHDR's width and height.
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([size, size]);
  }
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);

  // The worker registers, takes the page over and keeps the shell.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), { timeout: 15_000 })
    .toMatch(/\/sw\.js$/);
  const worker = await (await page.request.get('/sw.js')).text();
  expect(worker).toContain("addEventListener('fetch'");
  const kept = await page.evaluate(async () => {
    const names = await caches.keys();
    const shell = names.find((n) => n.startsWith('shelfscope-shell-'));
    return shell
      ? { page: Boolean(await (await caches.open(shell)).match('/')), files: (await (await caches.open(shell)).keys()).length }
      : null;
  });
  expect(kept?.page).toBe(true);
  expect(kept?.files).toBeGreaterThan(10);

  // Chromium's own installability check: no error left.
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  // A Playwright context is an incognito profile, where Chromium never offers to install an app;
  // every other criterion (manifest, icons, worker, fetch handler) must pass.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
});
