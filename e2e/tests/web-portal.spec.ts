import { expect, test } from '@playwright/test';
import { signInAsDemo } from './web-support';

// The IT-admin portal link (docs/identity.md), against the real server: the demo admin creates a
// one-time link in Settings; an outside IT admin (another browser context, no ShelfScope account)
// opens it, sees the organization's SSO and domains, and can do nothing else; the link does not
// open twice; revoking it ends the IT admin's session. Through it the IT admin also tests the SSO
// connection against the development IdP and sets up SCIM, whose log shows a request sent here.
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;
// Two browsers and a dozen pages: more than the default 30 s on a loaded machine.
test.setTimeout(120_000);

test('an admin hands out a portal link; the IT admin sets up through it, once, until it is revoked', async ({
  page,
  browser,
}) => {
  await signInAsDemo(page, '/settings');
  const section = page.getByRole('region', { name: 'IT-admin portal' });
  await section.getByRole('textbox', { name: 'For' }).fill('Sam at Demo IT');
  await section.getByRole('button', { name: 'Create link' }).click();
  const address = (await section.getByLabel('Portal link', { exact: true }).textContent()) ?? '';
  expect(address).toMatch(/\/portal#link=portal-link-/);
  await expect(section.getByRole('button', { name: 'Copy link' })).toBeVisible();
  if (SHOTS) {
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/portal-links-light.png` });
  }

  const it = await browser.newContext();
  const itPage = await it.newPage();
  await itPage.goto(address);
  await expect(itPage.getByText('Demo Wholesale · ShelfScope')).toBeVisible();
  await expect(itPage).toHaveURL(/\/portal$/);
  await expect(itPage.getByRole('region', { name: 'Single sign-on' })).toBeVisible();
  const domains = itPage.getByRole('region', { name: 'Verified domains' });
  await expect(domains.getByLabel('demo-wholesale.example', { exact: true })).toBeVisible();

  // The portal session: nothing but the portal. The seller API and the member's routes say 403.
  const token = await itPage.evaluate(() => sessionStorage.getItem('shelfscope.portalSession'));
  expect(token).toMatch(/^portal-session-/);
  const seller = await it.request.get('/api/UserSettings', { headers: { authorization: `Bearer ${token}` } });
  expect(seller.status()).toBe(403);

  // The IT admin sets up a generic SAML connection through its guide, against the development
  // IdP (its metadata URL, fetched by the server), and the connection is active.
  const sso = itPage.getByRole('region', { name: 'Single sign-on' });
  const guide = sso.getByRole('region', { name: 'Set up with a guide' });
  await guide.getByRole('combobox', { name: 'Identity provider' }).click();
  await itPage.getByRole('option', { name: 'Other SAML 2.0 provider' }).click();
  await guide.getByRole('textbox', { name: 'Connection name' }).fill('Guided SAML');
  await guide.getByRole('button', { name: 'Start' }).click();
  const steps = guide.getByRole('list', { name: 'Other SAML 2.0 provider steps' });
  await expect(steps.getByRole('button', { name: /Copy Assertion Consumer Service/ })).toBeVisible();
  await expect(steps).toContainText('/v1/public/sso/saml/acs/saml-connection-');
  if (SHOTS) {
    await steps.scrollIntoViewIfNeeded();
    await itPage.screenshot({ path: `${SHOTS}/guide-light.png`, fullPage: true });
    const wide = itPage.viewportSize() ?? { width: 1280, height: 720 };
    await itPage.setViewportSize({ width: 390, height: 844 });
    await steps.scrollIntoViewIfNeeded();
    await itPage.screenshot({ path: `${SHOTS}/guide-390-light.png` });
    await itPage.getByRole('button', { name: 'Switch to dark theme' }).click();
    await itPage.screenshot({ path: `${SHOTS}/guide-390-dark.png` });
    await itPage.getByRole('button', { name: 'Switch to light theme' }).click();
    await itPage.setViewportSize(wide);
  }
  await steps.getByRole('textbox', { name: 'IdP metadata URL' }).fill(new URL('/dev/idp/saml/metadata', itPage.url()).href);
  await steps.getByRole('button', { name: 'Finish set-up' }).click();
  await expect(guide.getByText('Guided SAML is set up')).toBeVisible();
  const table = sso.getByRole('table', { name: 'SSO connections' });
  await expect(table.getByRole('row').filter({ hasText: 'Guided SAML' })).toContainText('active');

  // Test connection: a real sign-in at the development IdP in a popup; the portal shows what the
  // IdP sent and that the sign-in would work, and nobody is signed in by it.
  const popupOpened = itPage.waitForEvent('popup');
  await table.getByRole('button', { name: 'Test connection Guided SAML' }).click();
  const popup = await popupOpened;
  await popup.getByRole('button', { name: /Bailey Buyer/ }).click();
  const tested = sso.getByRole('region', { name: 'Test of Guided SAML' });
  await expect(tested.getByText('Mapping succeeded')).toBeVisible({ timeout: 15_000 });
  await expect(tested.getByRole('table', { name: 'What the identity provider sent' })).toContainText('buyer@shelfscope.local');
  await expect(tested.getByRole('table', { name: 'Attributes received' })).toContainText('Bailey');

  // SCIM: a connection, its token shown once; a request from "the IdP" (this test) is in the live log.
  const scim = itPage.getByRole('region', { name: 'SCIM provisioning' });
  await scim.getByRole('textbox', { name: 'Connection name' }).fill('Okta SCIM');
  await scim.getByRole('button', { name: 'Create SCIM connection' }).click();
  const bearer = (await scim.getByRole('alert').locator('code').textContent()) ?? '';
  const baseUrl = (await scim.locator('code', { hasText: '/v1/scim/' }).textContent()) ?? '';
  await expect(scim.getByRole('button', { name: 'Copy Bearer token' })).toBeVisible();
  const listed = await fetch(`${baseUrl}/Users?count=1`, { headers: { authorization: `Bearer ${bearer}` } });
  expect(listed.status).toBe(200);
  await scim.getByRole('button', { name: 'I have copied it' }).click();
  const log = scim.getByRole('table', { name: 'SCIM requests' });
  await expect(log).toContainText('GET /Users');
  await expect(log).toContainText('Users listed');
  if (SHOTS) {
    const wide = itPage.viewportSize() ?? { width: 1280, height: 720 };
    await tested.screenshot({ path: `${SHOTS}/portal-test-light.png` });
    await scim.screenshot({ path: `${SHOTS}/portal-scim-light.png` });
    await itPage.setViewportSize({ width: 390, height: 844 });
    await tested.screenshot({ path: `${SHOTS}/portal-test-390-light.png` });
    await itPage.getByRole('button', { name: 'Switch to dark theme' }).click();
    await tested.screenshot({ path: `${SHOTS}/portal-test-390-dark.png` });
    await scim.screenshot({ path: `${SHOTS}/portal-scim-390-dark.png` });
    await itPage.getByRole('button', { name: 'Switch to light theme' }).click();
    await itPage.setViewportSize(wide);
  }

  if (SHOTS) {
    await itPage.screenshot({ path: `${SHOTS}/portal-light.png`, fullPage: true });
    await itPage.getByRole('button', { name: 'Switch to dark theme' }).click();
    await itPage.screenshot({ path: `${SHOTS}/portal-dark.png`, fullPage: true });
    await itPage.setViewportSize({ width: 390, height: 844 });
    await itPage.screenshot({ path: `${SHOTS}/portal-390-dark.png`, fullPage: true });
    await itPage.getByRole('button', { name: 'Switch to light theme' }).click();
    await itPage.screenshot({ path: `${SHOTS}/portal-390-light.png`, fullPage: true });
  }

  // The same link again, in yet another browser: used up.
  const again = await browser.newContext();
  const againPage = await again.newPage();
  await againPage.goto(address);
  await expect(againPage.getByRole('alert')).toContainText('This portal link cannot be opened');
  await again.close();

  // The admin revokes it: the IT admin's session is over at the next call.
  await page.reload();
  const row = section.getByRole('listitem').filter({ hasText: 'Sam at Demo IT' }).first();
  await expect(row.getByText('in use')).toBeVisible({ timeout: 30_000 });
  if (SHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/portal-links-390-light.png` });
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.screenshot({ path: `${SHOTS}/portal-links-390-dark.png` });
  }
  await row.getByRole('button', { name: 'Revoke Sam at Demo IT' }).click();
  await expect(row.getByText('revoked', { exact: true })).toBeVisible();
  await itPage.reload();
  await expect(itPage.getByRole('alert')).toContainText('This portal link cannot be opened');
  await it.close();
});
