import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from '@playwright/test';
import * as oidc from 'openid-client';
import { registerConnectedApp } from './connected-apps-support';
import { expect, snap, test } from './fixtures';
import { signInAsDemo } from './web-support';

// ShelfScope as the identity provider of a third-party app: a real relying party (openid-client,
// as such an app would use it) signs the demo member in through the consent screen, refreshes its
// tokens and reads userinfo, then logs the member out through the logout confirmation.

/** The relying party's own pages (its redirect and post-logout URLs), on loopback. */
async function relyingPartySite(): Promise<{ server: Server; origin: string }> {
  const server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><title>Northwind Reports</title><link rel="icon" href="data:,"><h1>${
        request.url?.startsWith('/callback') ? 'Signing you in' : 'Signed out'
      }</h1>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/** Northwind Reports, a confidential third-party app with its pages on the relying party's site. */
const registerApp = (browser: Browser, origin: string) =>
  registerConnectedApp(browser, {
    client_name: 'Northwind Reports',
    client_description: 'Weekly sourcing reports',
    client_type: 'third_party',
    confidentiality: 'confidential',
    redirect_urls: [`${origin}/callback`],
    post_logout_redirect_urls: [`${origin}/signed-out`],
  });

async function phoneAndDark(page: Page, name: string) {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, name);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.describe('connected apps: ShelfScope as the identity provider', () => {
  test('a third-party app signs the member in with consent, refreshes, reads userinfo and logs out with confirmation', async ({
    page,
    browser,
  }) => {
    const site = await relyingPartySite();
    try {
      const { client_id: clientId, client_secret: clientSecret } = await registerApp(browser, site.origin);
      const issuer = new URL(String(test.info().project.use.baseURL));
      const config = await oidc.discovery(issuer, clientId, clientSecret ?? undefined, undefined, {
        execute: [oidc.allowInsecureRequests],
      });
      const verifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const authorize = oidc.buildAuthorizationUrl(config, {
        redirect_uri: `${site.origin}/callback`,
        scope: 'openid email profile offline_access',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });

      // A session of its own: the logout below ends it, and the other specs share the stored one.
      await signInAsDemo(page, '/', { fresh: true });
      await page.goto(authorize.href);
      await expect(page.getByText('Northwind Reports is requesting to:')).toBeVisible();
      await snap(page, 'web-light-idp-consent');
      await phoneAndDark(page, 'web-dark-390-idp-consent');
      await page.getByRole('button', { name: 'Allow' }).click();
      await page.waitForURL((url) => url.href.startsWith(`${site.origin}/callback`));

      const tokens = await oidc.authorizationCodeGrant(config, new URL(page.url()), {
        pkceCodeVerifier: verifier,
        expectedState: state,
        expectedNonce: nonce,
      });
      const claims = tokens.claims();
      expect(claims?.email).toBe('demo@shelfscope.local');
      expect(tokens.refresh_token).toBeTruthy();
      const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token ?? '');
      const info = await oidc.fetchUserInfo(config, refreshed.access_token, claims?.sub ?? '');
      expect(info.email).toBe('demo@shelfscope.local');

      // Logout without an ID token hint asks first; "No" keeps the session, "Yes" ends it.
      const logout = `/oauth/logout?${new URLSearchParams({
        client_id: clientId,
        post_logout_redirect_uri: `${site.origin}/signed-out`,
        state: 'bye',
      })}`;
      await page.goto(logout);
      await expect(page.getByText('Log out?')).toBeVisible();
      await snap(page, 'web-light-idp-logout');
      await phoneAndDark(page, 'web-dark-390-idp-logout');
      await page.getByRole('button', { name: 'No' }).click();
      await expect(page.getByText('You have not been logged out. You may close this page.')).toBeVisible();
      await page.goto(logout);
      await page.getByRole('button', { name: 'Yes' }).click();
      await page.waitForURL((url) => url.href.startsWith(`${site.origin}/signed-out`));
      expect(new URL(page.url()).searchParams.get('state')).toBe('bye');
      // The member's session is over: the app sends them to sign in again.
      await page.goto('/');
      await expect(page.locator('[data-shelfscope-login]')).toBeVisible();
    } finally {
      site.server.close();
    }
  });
});
