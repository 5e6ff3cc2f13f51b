import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { SigninRedirectArgs, SignoutRedirectArgs, UserManager } from 'oidc-client-ts';
import { CROSS_LOOPBACK_LAUNCH, RELYING_PARTY_ORIGIN } from '../playwright.config';
import { registerConnectedApp } from './connected-apps-support';
import { expect, test } from './fixtures';
import { DEMO, signInAsDemo } from './web-support';

// A relying party of another family than openid-client (connected-apps.spec.ts): a single-page
// app on another site (localhost, another port) signs the demo member in with oidc-client-ts's
// browser build, as a public client with PKCE S256, then refreshes, revokes and logs out. The
// app's origin is in IDENTITY_ALLOWED_ORIGINS (its token calls are cross-origin, as an SPA's
// are); both origins are loopback, so Chromium's local-network-access prompt is off, as in
// widget-embed.spec.ts.
test.use({ launchOptions: CROSS_LOOPBACK_LAUNCH });

const library = readFileSync(
  createRequire(import.meta.url)
    .resolve('oidc-client-ts')
    .replace(/umd[/\\]oidc-client-ts\.js$/, 'browser/oidc-client-ts.js'),
);

/** Every page of the app is the same shell: the library, and a UserManager on window.rp. */
function appPage(settings: Record<string, unknown>): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Atlas Sourcing</title><link rel="icon" href="data:,"></head><body>
<h1>Atlas Sourcing</h1>
<script src="/oidc-client-ts.js"></script>
<script>window.rp = new oidc.UserManager(${JSON.stringify(settings)});</script>
</body></html>`;
}

let site: Server | undefined;
let settings: Record<string, unknown> = {};

test.beforeAll(async () => {
  site = createServer((request, response) => {
    if (request.url === '/oidc-client-ts.js') {
      response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      response.end(library);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(appPage(settings));
  });
  await new Promise<void>((resolve) => site?.listen(Number(new URL(RELYING_PARTY_ORIGIN).port), '127.0.0.1', resolve));
});
test.afterAll(async () => {
  await new Promise((resolve) => site?.close(resolve));
});

declare global {
  interface Window {
    /** The app's oidc-client-ts UserManager (appPage). */
    rp: UserManager;
  }
}

/** Runs a UserManager sign-in method in the app's page and answers the user's tokens and profile. */
function rp(page: Page, method: 'signinRedirectCallback' | 'signinSilent') {
  return page.evaluate(async (name) => {
    const user = await window.rp[name]();
    if (!user) throw new Error(`${name} gave no user`);
    return {
      id_token: user.id_token ?? '',
      access_token: user.access_token,
      refresh_token: user.refresh_token,
      profile: user.profile,
    };
  }, method);
}

/** Starts a redirect of the library without awaiting it (the page leaves); a failure before it leaves is shown on the page. */
async function startRedirect(
  page: Page,
  method: 'signinRedirect' | 'signoutRedirect',
  options: SigninRedirectArgs & SignoutRedirectArgs,
) {
  await page.evaluate(
    ({ name, args }) => {
      window.rp[name](args).catch((error: Error) => document.body.append(`error: ${error.message}`));
    },
    { name: method, args: options },
  );
}

function claimsOf(jwt: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

test.describe('oidc-client-ts as a relying party', () => {
  test('a browser app signs in with PKCE, refreshes, revokes and logs out', async ({ page, browser, request }) => {
    // The operator registers the app while the member signs in (a session of its own: the
    // logout below ends it, and the other specs share the stored one).
    const [{ client_id: clientId }] = await Promise.all([
      registerConnectedApp(browser, {
        client_name: 'Atlas Sourcing',
        client_description: 'Sourcing lists in the browser',
        client_type: 'third_party',
        confidentiality: 'public',
        redirect_urls: [`${RELYING_PARTY_ORIGIN}/callback`],
        post_logout_redirect_urls: [`${RELYING_PARTY_ORIGIN}/signed-out`],
      }),
      signInAsDemo(page, '/', { fresh: true }),
    ]);
    const issuer = new URL(String(test.info().project.use.baseURL)).origin;
    settings = {
      authority: issuer,
      client_id: clientId,
      redirect_uri: `${RELYING_PARTY_ORIGIN}/callback`,
      post_logout_redirect_uri: `${RELYING_PARTY_ORIGIN}/signed-out`,
      response_type: 'code',
      scope: 'openid email profile offline_access',
    };
    /** RFC 7662 as a public client calls it: its client_id is its authentication. */
    const introspect = async (token: string) => {
      const response = await request.post('/v1/oauth2/introspect', { form: { client_id: clientId, token } });
      expect(response.status()).toBe(200);
      return (await response.json()) as { active: boolean; client_id?: string };
    };

    await page.goto(`${RELYING_PARTY_ORIGIN}/`);
    // The library checks the ID token's nonce against the one it stored; it sends one only when given.
    const nonce = randomBytes(16).toString('base64url');
    await startRedirect(page, 'signinRedirect', { nonce });
    await page.waitForURL((url) => url.href.startsWith(`${issuer}/oauth/authorize?`));
    const authorize = new URL(page.url()).searchParams;
    expect(authorize.get('code_challenge_method')).toBe('S256');
    expect(authorize.get('nonce')).toBe(nonce);
    await expect(page.getByText('Atlas Sourcing is requesting to:')).toBeVisible();
    await page.getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((url) => url.href.startsWith(`${RELYING_PARTY_ORIGIN}/callback?`));

    const user = await rp(page, 'signinRedirectCallback');
    const claims = claimsOf(user.id_token);
    expect(claims.iss).toBe(issuer);
    expect(claims.aud).toBe(clientId);
    expect(claims.nonce).toBe(nonce);
    // OIDC Core 3.1.3.6 (RS256): the left half of the access token's SHA-256, base64url.
    const digest = createHash('sha256').update(user.access_token, 'ascii').digest();
    expect(claims.at_hash).toBe(digest.subarray(0, digest.length / 2).toString('base64url'));
    expect(user.profile.email).toBe(DEMO.email);
    expect(user.refresh_token).toBeTruthy();

    // With a refresh token (offline_access), signinSilent is a refresh_token grant; it rotates.
    const renewed = await rp(page, 'signinSilent');
    expect(renewed.access_token).not.toBe(user.access_token);
    expect(renewed.refresh_token).toBeTruthy();
    expect(renewed.refresh_token).not.toBe(user.refresh_token);
    expect(renewed.profile.email).toBe(DEMO.email);
    expect(await introspect(renewed.access_token)).toMatchObject({ active: true, client_id: clientId });

    // revokeTokens() revokes the access and the refresh token at the revocation endpoint.
    await page.evaluate(() => window.rp.revokeTokens());
    expect(await introspect(renewed.access_token)).toEqual({ active: false });
    expect(await introspect(renewed.refresh_token ?? '')).toEqual({ active: false });

    // The library sends client_id only without an ID token hint; our end-session page wants it
    // always. With state data it sends a state, which it stores and checks on the way back.
    await startRedirect(page, 'signoutRedirect', { extraQueryParams: { client_id: clientId }, state: 'bye' });
    // The hint names the signed-in member: no confirmation asked.
    await page.waitForURL((url) => url.href.startsWith(`${RELYING_PARTY_ORIGIN}/signed-out?state=`));
    const signedOut = await page.evaluate(() => window.rp.signoutRedirectCallback().then((response) => response?.userState));
    expect(signedOut).toBe('bye');
    expect(await page.evaluate(() => window.rp.getUser())).toBeNull();
    await page.goto('/');
    await expect(page.locator('[data-shelfscope-login]')).toBeVisible();
  });
});
