import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { type Browser, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, signInAsDemo } from './lib.js';
import { startServer } from './server.js';

/**
 * The web app's JavaScript on a first visit: every script the browser loads until the page is
 * settled, gzipped at level 9 from the built files, for the sign-in page (a signed-out visit)
 * and for the dashboard of a signed-in member (a reload with the session's cookies). Budgets
 * (issue 36): the sign-in page under 150 kB, the dashboard under 200 kB. Run `npm run build`
 * first (npm run bench does). A visit that loaded no script, or whose screen never became ready,
 * fails the run: a figure is printed or the benchmark fails.
 */
const WEB_DIST = fileURLToPath(new URL('../apps/web/dist', import.meta.url));
const BUDGET_KB = { signIn: 150, dashboard: 200 };

/** Loads `url` in a fresh page and sums the gzip size of the scripts it fetched. */
async function scriptsOf(page: Page, url: string, ready: (page: Page) => Promise<unknown>) {
  const scripts = new Set<string>();
  page.on('response', (response) => {
    const pathname = new URL(response.url()).pathname;
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.add(pathname);
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const sizes = [...scripts].map((pathname) => ({
    name: pathname.replace('/assets/', ''),
    gzip: gzipSync(readFileSync(`${WEB_DIST}${pathname}`), { level: 9 }).length,
  }));
  sizes.sort((a, b) => b.gzip - a.gzip);
  if (sizes.length === 0) throw new Error(`${url}: no script of /assets/ was loaded, so there is no figure to print`);
  return { files: sizes.length, gzip: sizes.reduce((sum, s) => sum + s.gzip, 0), sizes };
}

type Visit = Awaited<ReturnType<typeof scriptsOf>>;

const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const line = (s: Visit, budget: number) =>
  `${kB(s.gzip)} kB gzip in ${s.files} files (budget ${budget} kB: ${s.gzip <= budget * 1000 ? 'within' : 'OVER'})`;
/** Which files a visit loaded, largest first (kB gzip), to see where the budget goes. */
const files = (s: Visit) => s.sizes.map((f) => `${f.name} ${kB(f.gzip)}`).join(', ');

export async function webBundleBench(): Promise<Record<string, string>> {
  const server = await startServer({ DEV_TOOLS: '1', SEED_DEMO_DATA: '1' });
  let browser: Browser | undefined;
  try {
    browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    const context = await browser.newContext();
    // Ready once the login widget asks for an email: the sign-in page's own chunk loads after
    // the client configuration arrives, which a quiet moment before it must not cut off.
    const signIn = await scriptsOf(await context.newPage(), `${server.url}/auth/authenticate`, (fresh) =>
      fresh.locator('[data-shelfscope-login]').getByLabel('Email').waitFor(),
    );
    // Sign the demo member in through the widget (README: demo sign-in), then load the
    // dashboard afresh with the session.
    await signInAsDemo(await context.newPage(), server.url);
    // Ready once the first screen is drawn: the navigation, the figures and the orders chart (the
    // demo company has orders), whose code loads after the figures come. Waiting for the network
    // to go quiet alone missed the chart when the page took over half a second to draw the figures.
    const dashboard = await scriptsOf(await context.newPage(), `${server.url}/`, async (fresh) => {
      await fresh.getByRole('navigation', { name: 'Main navigation' }).waitFor();
      await fresh.locator('main article').first().waitFor();
      await fresh.getByTestId('orders-chart').locator('canvas').waitFor();
    });
    return {
      'first visit, sign-in page: JavaScript loaded': line(signIn, BUDGET_KB.signIn),
      'first visit, sign-in page: files': files(signIn),
      'signed-in first load, dashboard: JavaScript loaded': line(dashboard, BUDGET_KB.dashboard),
      'signed-in first load, dashboard: files': files(dashboard),
    };
  } finally {
    await browser?.close();
    await server.stop();
  }
}
