import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { CROSS_LOOPBACK_LAUNCH, EMBED_ORIGIN } from '../playwright.config';
import { expect, test } from './fixtures';
import { codeIn, newestMail, uniqueEmail } from './widget-support';

// Another site embeds the released widget as docs/integrating.md ("Embedding the widget") says:
// a page on EMBED_ORIGIN (localhost, another port) loads /widget/v{version}/login-widget.js from
// the server (127.0.0.1) with integrity= and crossorigin, and mounts it with the public token
// alone. Both are loopback, so Chromium's local-network-access prompt is off, as in
// identity-cors.spec.ts.
test.use({ launchOptions: CROSS_LOOPBACK_LAUNCH });

const widgetPackage = new URL('../../packages/login-widget/', import.meta.url);
const version = (JSON.parse(readFileSync(new URL('package.json', widgetPackage), 'utf8')) as { version: string }).version;
/** The build's printed value (scripts/build.mjs): sha384 of the standalone entry, base64. */
const integrity = `sha384-${createHash('sha384')
  .update(readFileSync(fileURLToPath(new URL('dist/standalone/login-widget.js', widgetPackage))))
  .digest('base64')}`;

/** The embedding page: the versioned script with its integrity, then a mount with the public token. */
function embedPage(api: string, publicToken: string, scriptIntegrity: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Partner site</title><link rel="icon" href="data:,"></head><body>
<h1>Partner site</h1>
<div id="login"></div>
<script type="module" crossorigin="anonymous" integrity="${scriptIntegrity}" src="${api}/widget/v${version}/login-widget.js"></script>
<script type="module">
window.embedEvents = [];
window.ShelfScopeLogin.mount('#login', {
  publicToken: ${JSON.stringify(publicToken)},
  baseUrl: ${JSON.stringify(api)},
  products: ['emailOtp'],
  authFlowType: 'Discovery',
}, {
  onEvent: (event) => window.embedEvents.push('event: ' + event.type),
  onError: (error) => window.embedEvents.push('error: ' + error.message),
});
</script></body></html>`;
}

let site: Server | undefined;
let pages = new Map<string, string>();

test.beforeAll(async () => {
  site = createServer((request, response) => {
    const html = pages.get(new URL(request.url ?? '/', EMBED_ORIGIN).pathname);
    response.writeHead(html ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html ?? 'not found');
  });
  await new Promise<void>((resolve) => site?.listen(Number(new URL(EMBED_ORIGIN).port), '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => site?.close(resolve));
  pages = new Map();
});

async function servePage(page: Page, path: string, scriptIntegrity: string) {
  const api = new URL(String(test.info().project.use.baseURL)).origin;
  const { public_token: publicToken } = (await (await page.request.get('/dev/project')).json()) as { public_token: string };
  pages.set(path, embedPage(api, publicToken, scriptIntegrity));
  return api;
}

const embedEvents = (page: Page) => page.evaluate(() => (window as unknown as { embedEvents?: string[] }).embedEvents ?? []);

test.describe('the released widget embedded on another site', () => {
  test('loads from the versioned URL with the printed integrity and signs up with only the public token', async ({ page }) => {
    const api = await servePage(page, '/signup', integrity);
    const script = page.waitForResponse((response) => response.url() === `${api}/widget/v${version}/login-widget.js`);
    await page.goto(`${EMBED_ORIGIN}/signup`);
    const served = await script;
    expect(served.status()).toBe(200);
    expect(served.headers()['access-control-allow-origin']).toBe('*');
    expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    const email = uniqueEmail('embedded');
    const w = page.locator('#login');
    await expect(w.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
    await w.getByLabel('Email').fill(email);
    await w.getByRole('button', { name: 'Continue' }).click();
    await expect(w.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
    await w.getByLabel('One-time passcode').pressSequentially(codeIn(await newestMail(page.request, email)));
    await w.getByRole('button', { name: 'Create an organization' }).click();
    await w.getByRole('button', { name: 'Create an organization' }).click();
    await expect(w.getByRole('heading', { name: 'Success!' })).toBeVisible();
    expect(await embedEvents(page)).toEqual([
      'event: B2BOTPsEmailDiscoverySend',
      'event: B2BOTPsEmailDiscoveryAuthenticate',
      'event: B2BDiscoveryOrganizationsCreate',
      'event: AuthenticateFlowComplete',
    ]);
    // The session is the embedding site's: its cookies, on its own host.
    const cookies = await page.context().cookies(EMBED_ORIGIN);
    expect(cookies.map((c) => c.name)).toEqual(expect.arrayContaining(['stytch_session', 'stytch_session_jwt']));
  });

  test('is refused by the browser when the integrity does not match the served bytes', async ({ page, consoleErrors }) => {
    const wrong = `sha384-${createHash('sha384').update('something else').digest('base64')}`;
    await servePage(page, '/tampered', wrong);
    await page.goto(`${EMBED_ORIGIN}/tampered`);
    // The browser blocks the script, so the page's mount finds no ShelfScopeLogin: both errors expected.
    await expect.poll(() => consoleErrors.join('\n')).toMatch(/integrity[\s\S]*blocked/i);
    await expect.poll(() => consoleErrors.join('\n')).toMatch(/reading 'mount'/);
    expect(await page.evaluate(() => 'ShelfScopeLogin' in window)).toBe(false);
    await expect(page.locator('#login')).toBeEmpty();
    expect(
      consoleErrors.every((e) => /integrity|reading 'mount'/.test(e)),
      consoleErrors.join('\n'),
    ).toBe(true);
    consoleErrors.length = 0;
  });
});
