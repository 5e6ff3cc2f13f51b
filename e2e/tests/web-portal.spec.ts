import { expect, test } from '@playwright/test';
import { signInAsDemo } from './web-support';

// The IT-admin portal link (docs/identity.md), against the real server: the demo admin creates a
// one-time link in Settings; an outside IT admin (another browser context, no ShelfScope account)
// opens it, sees the organization's SSO and domains, and can do nothing else; the link does not
// open twice; revoking it ends the IT admin's session.
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

test('an admin hands out a portal link; the IT admin sets up through it, once, until it is revoked', async ({ page, browser }) => {
  await signInAsDemo(page, '/settings');
  const section = page.getByRole('region', { name: 'IT-admin portal' });
  await section.getByRole('textbox', { name: 'For' }).fill('Sam at Demo IT');
  await section.getByRole('button', { name: 'Create link' }).click();
  const address = (await section.getByLabel('Portal link').textContent()) ?? '';
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

  // An SSO connection made through the portal shows up for the organization's admin.
  const sso = itPage.getByRole('region', { name: 'Single sign-on' });
  await sso.getByText('SAML', { exact: true }).click();
  const add = sso.getByRole('form', { name: 'Add a SAML connection' });
  await add.getByRole('textbox', { name: 'Display name' }).fill('Portal SAML');
  await add.getByRole('button', { name: 'Create SAML connection' }).click();
  await expect(sso.getByRole('table', { name: 'SSO connections' })).toContainText('Portal SAML');

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
  await expect(row.getByText('in use')).toBeVisible();
  if (SHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await row.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/portal-links-390-light.png` });
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await page.screenshot({ path: `${SHOTS}/portal-links-390-dark.png` });
  }
  await row.getByRole('button', { name: 'Revoke Sam at Demo IT' }).click();
  await expect(row.getByText('revoked')).toBeVisible();
  await itPage.reload();
  await expect(itPage.getByRole('alert')).toContainText('This portal link cannot be opened');
  await it.close();
});
