import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { build } from 'esbuild';
import { OFFICIAL_UI_ORIGIN } from '../playwright.config';
import { expect, test } from './fixtures';

/**
 * The official prebuilt UI (@stytch/vanilla-js 5.35.1, `StytchB2BUIClient.mountLogin`) in
 * Chromium against our server, unchanged: bundled for the browser with esbuild once per run,
 * as an app embedding it would ship it, and pointed at our server with the client's `endpoints`
 * option (identity-wire-contract.md).
 */
let bundle: Promise<string> | undefined;

function officialUiBundle(): Promise<string> {
  bundle ??= build({
    stdin: {
      contents: "import { StytchB2BUIClient } from '@stytch/vanilla-js/b2b';\nwindow.StytchB2BUIClient = StytchB2BUIClient;\n",
      resolveDir: fileURLToPath(new URL('../..', import.meta.url)),
      loader: 'js',
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  }).then((result) => result.outputFiles[0]?.text ?? '');
  return bundle;
}

/** What the official UI reported to its host (event types, error messages). */
export async function officialUiCallbacks(page: Page): Promise<{ events: string[]; errors: string[] }> {
  expect(new URL(page.url()).origin, 'the official UI host page').toBe(OFFICIAL_UI_ORIGIN);
  return page
    .evaluate(() => {
      const w = window as unknown as { uiEvents?: string[]; uiErrors?: string[] };
      return { events: w.uiEvents ?? [], errors: w.uiErrors ?? [] };
    })
    .catch(() => ({ events: [], errors: [] })); // mid-navigation: nothing reported yet
}

/** The host page: the bundle, and the official UI mounted with the config in its query. */
function hostPage(script: string, publicToken: string, api: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Official UI</title><link rel="icon" href="data:,"></head><body>
<div id="official-ui"></div>
<script>${script.replace(/<\/script/gi, '<\\/script')}</script>
<script>
const client = new window.StytchB2BUIClient(${JSON.stringify(publicToken)}, {
  endpoints: { testAPIURL: ${JSON.stringify(api)}, liveAPIURL: ${JSON.stringify(api)} },
});
window.uiEvents = []; window.uiErrors = [];
if (!location.search.includes('setup=1')) client.mount({
  elementId: '#official-ui',
  config: JSON.parse(sessionStorage.getItem('official-ui-config') || '{}'),
  callbacks: {
    onEvent: (event) => window.uiEvents.push(event.type),
    onError: (error) => window.uiErrors.push(error.message),
  },
});
</script></body></html>`;
}

let host: Promise<Server> | undefined;

/**
 * Serves the host page on another origin (OFFICIAL_UI_ORIGIN, an allowed redirect URL of the
 * e2e server), as an app embedding the official UI would: redirects back from OAuth and SSO land
 * on it for real (a browser-side route would not see them: Playwright does not intercept the
 * target of a redirect). One small server per test worker, on loopback.
 */
function startHost(page: Page, api: string): Promise<Server> {
  host ??= (async () => {
    const { public_token: publicToken } = (await (await page.request.get('/dev/project')).json()) as { public_token: string };
    const html = hostPage(await officialUiBundle(), publicToken, api);
    const server = createServer((request, response) => {
      const known = new URL(request.url ?? '/', OFFICIAL_UI_ORIGIN).pathname === '/authenticate';
      response.writeHead(known ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
      response.end(known ? html : 'not found');
    });
    await new Promise<void>((resolve) => server.listen(Number(new URL(OFFICIAL_UI_ORIGIN).port), '127.0.0.1', resolve));
    server.unref();
    return server;
  })();
  return host;
}

/**
 * Opens the official UI, mounted with `config`, on the host page: every identity call and redirect
 * goes to the real server; OAuth and SSO come back to the same page, and the UI authenticates the
 * token in the URL as a host app would let it.
 */
export async function openOfficialUi(page: Page, config: Record<string, unknown>) {
  const api = new URL(String(test.info().project.use.baseURL)).origin;
  await startHost(page, api);
  await page.goto(`${OFFICIAL_UI_ORIGIN}/authenticate?setup=1`);
  await page.evaluate((value) => sessionStorage.setItem('official-ui-config', value), JSON.stringify(config));
  await page.goto(`${OFFICIAL_UI_ORIGIN}/authenticate`);
}

/** Where OAuth and SSO send the browser back to (the host page). */
export const OFFICIAL_UI_BACK = `${OFFICIAL_UI_ORIGIN}/authenticate`;
