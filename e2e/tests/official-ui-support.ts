import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { build } from 'esbuild';
import { test } from './fixtures';

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
  return page.evaluate(() => {
    const w = window as unknown as { uiEvents?: string[]; uiErrors?: string[] };
    return { events: w.uiEvents ?? [], errors: w.uiErrors ?? [] };
  });
}

/**
 * Serves a page that mounts the official UI at `path` of our server's origin (the page is answered
 * in the browser; every identity call and redirect goes to the real server). `/authenticate` is
 * one of the allowed redirect URLs, so redirects from OAuth and SSO come back to the same page,
 * and the UI authenticates the token in the URL as a host app would let it.
 */
export async function openOfficialUi(page: Page, config: Record<string, unknown>, path = '/authenticate') {
  const origin = new URL(String(test.info().project.use.baseURL)).origin;
  const { public_token: publicToken } = (await (await page.request.get('/dev/project')).json()) as { public_token: string };
  const script = await officialUiBundle();
  await page.route(
    (url) => url.origin === origin && url.pathname === path,
    (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html><head><meta charset="utf-8"><title>Official UI</title></head><body>
<div id="official-ui"></div>
<script>${script.replace(/<\/script/gi, '<\\/script')}</script>
<script>
const client = new window.StytchB2BUIClient(${JSON.stringify(publicToken)}, {
  endpoints: { testAPIURL: ${JSON.stringify(origin)}, liveAPIURL: ${JSON.stringify(origin)} },
});
window.uiEvents = []; window.uiErrors = [];
client.mount({
  elementId: '#official-ui',
  config: ${JSON.stringify(config)},
  callbacks: {
    onEvent: (event) => window.uiEvents.push(event.type),
    onError: (error) => window.uiErrors.push(error.message),
  },
});
</script></body></html>`,
      }),
  );
  await page.goto(`${origin}${path}`);
}
