import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS } from './lib.js';
import { type RunningServer, startServer } from './server.js';

/**
 * The login widget: gzip sizes of its two builds (against the budgets), and the time from
 * mount() to the first interactive screen (Main's email field, after the project bootstrap) in
 * headless Chromium against the built server. Run `npm run build` first (npm run bench does).
 */
const WIDGET_DIST = fileURLToPath(new URL('../packages/login-widget/dist', import.meta.url));
const BUDGET_KB = { lib: 45, standalone: 90 };
const RUNS = 20;

type Size = { raw: number; gzip: number };

/** Raw and gzip (level 9) bytes of one file of a build folder. */
function fileSize(dir: string, file: string): Size {
  const bytes = readFileSync(path.join(dir, file));
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

const add = (a: Size, b: Size): Size => ({ raw: a.raw + b.raw, gzip: a.gzip + b.gzip });

/**
 * The JavaScript of one build folder, split as a page loads it: the entry and the chunks it
 * imports statically (the first load, which the budget is for), and the chunks it imports
 * with import() (loaded on demand: the MFA and new-password screens, the phone-number parser).
 */
function jsSize(folder: string, entry: string): { firstLoad: Size; onDemand: Size } {
  const dir = path.join(WIDGET_DIST, folder);
  let files: string[];
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.js'));
  } catch {
    throw new Error(`${dir} is missing: run npm run build first`);
  }
  const first = new Set<string>();
  const visit = (file: string) => {
    if (first.has(file)) return;
    first.add(file);
    const code = readFileSync(path.join(dir, file), 'utf8');
    // Static imports only (`from"./x.js"`, `import"./x.js"`), not import("./x.js").
    for (const match of code.matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) visit(match[1] as string);
  };
  visit(entry);
  const zero: Size = { raw: 0, gzip: 0 };
  return {
    firstLoad: [...first].map((f) => fileSize(dir, f)).reduce(add, zero),
    onDemand: files
      .filter((f) => !first.has(f))
      .map((f) => fileSize(dir, f))
      .reduce(add, zero),
  };
}

/**
 * The official B2B UI client (@stytch/vanilla-js 5.35.1, `StytchB2BUIClient`) bundled for the
 * browser with esbuild (minified ESM, production), the yardstick the widget's budgets are set
 * against; measured the same way (gzip level 9).
 */
async function officialUiClientSize(): Promise<{ raw: number; gzip: number }> {
  const result = await build({
    stdin: {
      contents:
        "import { StytchB2BUIClient } from '@stytch/vanilla-js/b2b';\nglobalThis.client = new StytchB2BUIClient('public-token-test-0');\n",
      resolveDir: fileURLToPath(new URL('..', import.meta.url)),
      loader: 'js',
    },
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  const bytes = result.outputFiles[0]?.contents ?? new Uint8Array();
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

// Sizes in KiB (1024 bytes), the unit of the budgets; exact gzip bytes alongside.
const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const sizeLine = (s: Size, budget: number) =>
  `${kib(s.raw)} KiB raw, ${kib(s.gzip)} KiB gzip = ${s.gzip} bytes (budget ${budget} KiB: ${s.gzip <= budget * 1024 ? 'within' : 'OVER'})`;

/**
 * Runs in the page (a string: the bench compiles without DOM types, and a transpiled function
 * could carry helpers the page does not have): mounts, then waits for Main's email field.
 */
const MEASURE_MOUNT = `async ({ baseUrl, token }) => {
  const ready = () => document.querySelector('#widget input[type="email"]') !== null;
  const started = performance.now();
  window.ShelfScopeLogin.mount('#widget', { publicToken: token, baseUrl, products: ['emailOtp', 'emailMagicLinks', 'passwords'] });
  await new Promise((resolve, reject) => {
    if (ready()) return resolve();
    const timeout = setTimeout(() => reject(new Error('widget not interactive within 10 s')), 10000);
    new MutationObserver((records, observer) => {
      if (!ready()) return;
      observer.disconnect();
      clearTimeout(timeout);
      resolve();
    }).observe(document.body, { childList: true, subtree: true });
  });
  const now = performance.now();
  return { mount: now - started, sinceNavigation: now };
}`;

/** Times mount() → interactive in fresh pages; the bundle is already loaded, so download is not counted. */
async function timeMount(url: string, publicToken: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  const mountMs: number[] = [];
  const pageMs: number[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const context = await browser.newContext();
      const page = await context.newPage();
      // A bare host page on the server's origin (the identity API allows it), served by Playwright.
      await page.route(`${url}/bench-widget`, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><html><body><div id="widget"></div><script type="module" src="/dev/widget/login-widget.js"></script></body></html>',
        }),
      );
      await page.goto(`${url}/bench-widget`);
      const args = JSON.stringify({ baseUrl: url, token: publicToken });
      const timing = (await page.evaluate(`(${MEASURE_MOUNT})(${args})`)) as {
        mount: number;
        sinceNavigation: number;
      };
      mountMs.push(timing.mount);
      pageMs.push(timing.sinceNavigation);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { mountMs, pageMs };
}

function percentiles(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN).toFixed(1);
  return `${at(50)} / ${at(95)} / ${at(100)}`;
}

export async function widgetBench(): Promise<Record<string, string>> {
  const lib = jsSize('lib', 'index.js');
  const standalone = jsSize('standalone', 'login-widget.js');
  const official = await officialUiClientSize();
  const server: RunningServer = await startServer({ DEV_TOOLS: '1', IDENTITY_RATE_LIMIT_IP_PER_MINUTE: '1000000' });
  try {
    const project = (await (await fetch(`${server.url}/dev/project`)).json()) as { public_token: string };
    const { mountMs, pageMs } = await timeMount(server.url, project.public_token);
    return {
      'library build (dist/lib, React external), first load': sizeLine(lib.firstLoad, BUDGET_KB.lib),
      'library build, chunks loaded on demand': `${kib(lib.onDemand.raw)} KiB raw, ${kib(lib.onDemand.gzip)} KiB gzip`,
      'standalone build (dist/standalone, React included), first load': sizeLine(standalone.firstLoad, BUDGET_KB.standalone),
      'standalone build, chunks loaded on demand (MFA, new password, phone parser)': `${kib(standalone.onDemand.raw)} KiB raw, ${kib(standalone.onDemand.gzip)} KiB gzip`,
      'official @stytch/vanilla-js 5.35.1 B2B UI client (esbuild, same gzip)': `${kib(official.raw)} KiB raw, ${kib(official.gzip)} KiB gzip = ${official.gzip} bytes`,
      [`mount() to interactive Main, ${RUNS} fresh pages: p50 / p95 / max (ms)`]: percentiles(mountMs),
      'navigation start to interactive Main: p50 / p95 / max (ms)': percentiles(pageMs),
    };
  } finally {
    await server.stop();
  }
}
