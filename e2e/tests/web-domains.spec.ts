import { expect, test } from '@playwright/test';
import { signInAsDemo } from './web-support';

// Settings → Verified domains, against the real server and its development DNS server: the demo
// organization's domain is verified; a new one verifies once its TXT record is published.
const SHOTS = process.env.E2E_SCREENSHOTS_DIR;

test('an admin verifies a domain through the development DNS', async ({ page, request }) => {
  await signInAsDemo(page, '/settings');
  const section = page.getByRole('region', { name: 'Verified domains' });
  await expect(
    section.getByLabel('demo-wholesale.example', { exact: true }).getByText('Verified', { exact: true }),
  ).toBeVisible();

  const domain = `shop-${Date.now().toString(36)}.example`;
  await section.getByRole('textbox', { name: 'Domain' }).fill(domain);
  await section.getByRole('button', { name: 'Add domain' }).click();
  const card = section.getByLabel(domain, { exact: true });
  const record = (await card.locator('code').textContent()) ?? '';
  expect(record).toMatch(/^shelfscope-verification=/);
  await card.getByRole('button', { name: 'Verify' }).click();
  await expect(card.getByRole('alert')).toContainText(`No TXT record was found at ${domain}`);
  if (SHOTS) {
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/domains-light.png`, fullPage: false });
  }

  // What the domain's owner does at their DNS host.
  expect((await request.put('/dev/dns/records', { data: { name: domain, type: 'TXT', value: record } })).ok()).toBe(true);
  await card.getByRole('button', { name: 'Verify' }).click();
  await expect(card.getByText('Verified', { exact: true })).toBeVisible();
  if (SHOTS) {
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/domains-dark.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/domains-390-dark.png` });
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/domains-390-light.png` });
  }
  await card.getByRole('button', { name: 'Remove' }).click();
  await expect(card).toHaveCount(0);
});
