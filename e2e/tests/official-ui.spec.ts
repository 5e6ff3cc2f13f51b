import { CROSS_LOOPBACK_LAUNCH } from '../playwright.config';
import { expect, test } from './fixtures';
import { OFFICIAL_UI_BACK, officialUiCallbacks, openOfficialUi } from './official-ui-support';
import { codeIn, newestMail, uniqueEmail } from './widget-support';

// The official prebuilt UI (@stytch/vanilla-js 5.35.1), unchanged, against our identity API,
// on a host page of another origin (localhost) calling the API on 127.0.0.1: both loopback, so
// Chromium's local-network-access prompt is off, as in identity-cors.spec.ts.
test.use({ launchOptions: CROSS_LOOPBACK_LAUNCH });

test.describe('the official prebuilt UI against our server', () => {
  test('discovery by email passcode: signs up and lands on the organization list', async ({ page }) => {
    const email = uniqueEmail('official-ui');
    await openOfficialUi(page, {
      authFlowType: 'Discovery',
      products: ['emailOtp'],
      sessionOptions: { sessionDurationMinutes: 60 },
    });
    await page.getByRole('textbox').first().fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    const code = codeIn(await newestMail(page.request, email));
    await page.locator('input').first().click();
    await page.keyboard.type(code);
    await expect(page.getByText(/does not belong to any organizations|Create an organization/).first()).toBeVisible();
    expect((await officialUiCallbacks(page)).errors).toEqual([]);
  });

  test('oauth.google.discovery.start through the development identity provider, then the discovered organizations', async ({
    page,
  }) => {
    const back = OFFICIAL_UI_BACK;
    await openOfficialUi(page, {
      authFlowType: 'Discovery',
      products: ['oauth'],
      oauthOptions: { providers: [{ type: 'google' }], discoveryRedirectURL: back },
      sessionOptions: { sessionDurationMinutes: 60 },
    });
    await page.getByRole('button', { name: /Continue with Google/ }).click();
    await expect(page.getByText('Development identity provider', { exact: false }).first()).toBeVisible();
    await page.getByRole('button', { name: /Alex Northwind/ }).click();
    await page.waitForURL((url) => url.origin === new URL(OFFICIAL_UI_BACK).origin);
    // Back on the host page with a discovery_oauth token: the official UI authenticates it.
    await expect(page.getByText(/Create an organization|Northwind/).first()).toBeVisible();
    await expect(page.locator('#official-ui')).toContainText(/Create an organization|Northwind/);
    expect((await officialUiCallbacks(page)).errors).toEqual([]);
  });

  test('sso.discoverConnections and sso.start: SAML into the demo organization', async ({ page }) => {
    const back = OFFICIAL_UI_BACK;
    await openOfficialUi(page, {
      authFlowType: 'Discovery',
      products: ['sso'],
      ssoOptions: { loginRedirectURL: back, signupRedirectURL: back },
      sessionOptions: { sessionDurationMinutes: 60 },
    });
    await page.getByRole('button', { name: /Continue with SSO/ }).click();
    await page.getByRole('textbox').first().fill('demo@shelfscope.local');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: /Demo IdP \(SAML\)/ }).click();
    await expect(page.getByText('Development identity provider', { exact: false }).first()).toBeVisible();
    await page.getByRole('button', { name: /Demo Seller/ }).click();
    // The IdP's form posts to our ACS, which sends the browser back here with an sso token.
    await page.waitForURL((url) => url.origin === new URL(OFFICIAL_UI_BACK).origin);
    await expect.poll(async () => (await officialUiCallbacks(page)).events).toContain('AUTHENTICATE_FLOW_COMPLETE');
    expect((await officialUiCallbacks(page)).errors).toEqual([]);
  });
});
