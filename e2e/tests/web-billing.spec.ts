import type { Page } from '@playwright/test';
import { expect, snap, test } from './fixtures';
import { sellerApi } from './web-support';
import { expectRefusedRequests, signUpMember } from './widget-support';

/**
 * Plan & billing end to end on the local billing provider (docs/billing.md): a seller whose trial
 * is over meets the plan toast, subscribes with a test card on the provider's checkout page,
 * comes back with the plan active, switches to WSUltimate in the provider's portal, and cancels at
 * period end there.
 */

const PASSWORD = 'Quarry-lantern-harbor-77';

async function signIn(page: Page, email: string, organization: string, next = '/') {
  await page.goto(`/auth/authenticate?next=${encodeURIComponent(next)}`);
  const widget = page.locator('[data-shelfscope-login]');
  await widget.getByRole('button', { name: 'Use a password instead' }).click();
  await widget.getByLabel('Email').fill(email);
  await widget.getByRole('button', { name: 'Continue' }).click();
  await widget.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await widget.getByRole('button', { name: 'Continue' }).click();
  await widget.getByRole('button', { name: organization }).click();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeAttached();
}

/** The seller's trial, taken and ended through the real routes: a trial subscription, then canceled. */
async function endTrial(page: Page) {
  const api = await sellerApi(page);
  const checkout = await api<{ url: string }>(
    'GET',
    '/api/Checkout/GetCheckoutSessionUrl?plan=OAPro&period=Month&trialEnabled=true',
  );
  const paid = await page.request.post(new URL(checkout.url).pathname, {
    form: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  const trial = await api<{ subscriptionId: string; status: string }>('GET', '/api/Customer/GetCurrentSubscription');
  expect(trial.status).toBe('trialing');
  await api('POST', '/api/Customer/CancelTrial', { subscriptionId: trial.subscriptionId, upgrade: false });
}

async function shoot(page: Page, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await snap(page, `${name}-${scheme}-${width}`);
    }
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
}

test.describe('Plan & billing (local provider)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a seller whose trial is over subscribes to OAPro monthly and cancels at period end', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const email = `billing-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const { organizationName } = await signUpMember(request, { email, password: PASSWORD });
    await signIn(page, email, organizationName);
    await endTrial(page);

    // A gated area answers 403: the plan toast, with its way to Plan & billing.
    await page.getByRole('navigation', { name: 'Sourcing' }).getByRole('link', { name: 'Suppliers' }).click();
    const toast = page.getByRole('alert').filter({ hasText: 'Please select a plan to continue.' });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('You currently have no active subscription.');
    await toast.getByRole('link', { name: 'Open Plan & billing' }).click();
    await expect(page).toHaveURL(/\/billing$/);
    await expect(page.getByRole('heading', { name: 'Plan & billing', level: 2 })).toBeVisible();
    await expect(page.getByText('Your subscription has ended. Your data is kept.')).toBeVisible();
    expectRefusedRequests(consoleErrors, 403);

    // Subscribe monthly: the provider's checkout page, the 4242 test card, and back.
    const pro = page.getByRole('region', { name: 'Online Arbitrage Pro' });
    await expect(pro.getByText('$49')).toBeVisible();
    await pro.getByRole('button', { name: 'Subscribe to Online Arbitrage Pro' }).click();
    await expect(page.getByRole('heading', { name: 'Subscribe to Online Arbitrage Pro' })).toBeVisible();
    await shoot(page, 'billing-checkout');
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel('Expiry (MM/YY)').fill('12/34');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(/\/billing$/);
    const current = page.getByRole('region', { name: 'Online Arbitrage Pro' }).first();
    await expect(current).toBeVisible();
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByText(/^Renews on /)).toBeVisible();
    await expect(page.getByText('VISA ending 4242, expires 12/2034 (default)')).toBeVisible();
    await shoot(page, 'billing-active');

    // Change plan in the portal: OAPro to WSUltimate at once (the prorated difference is charged
    // to the card), and back on /billing the plan is WSUltimate once its webhook has arrived.
    await page.getByRole('button', { name: 'Change plan' }).click();
    await expect(page.getByRole('heading', { name: 'Billing portal' })).toBeVisible();
    await expect(page.getByText('Online Arbitrage Pro, $49.00 per month', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Switch to Wholesale Ultimate, $129.00 per month' }).click();
    await expect(page.getByRole('status')).toContainText('You are now on Wholesale Ultimate, billed monthly.');
    await shoot(page, 'billing-portal-switched');
    await page.getByRole('link', { name: 'Return to ShelfScope' }).click();
    await expect(page).toHaveURL(/\/billing$/);
    await expect(async () => {
      await page.reload();
      await expect(page.locator('#current-plan')).toHaveText('Wholesale Ultimate', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByText('$129.00 a month')).toBeVisible();

    // The portal: cancel at the end of the period; the data is kept.
    await page.getByRole('button', { name: 'Open billing portal' }).click();
    await expect(page.getByRole('heading', { name: 'Billing portal' })).toBeVisible();
    await shoot(page, 'billing-portal');
    await page.getByRole('button', { name: 'Cancel at period end' }).click();
    await expect(page.getByRole('status')).toContainText('Your data is kept.');
    await page.getByRole('link', { name: 'Return to ShelfScope' }).click();
    await expect(page.getByText(/^Your subscription ends on .* Your data is kept\.$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resume subscription' })).toBeVisible();
    await expect(page.getByText('Nothing will be charged.')).toBeVisible();
    await expect(page.getByText('VISA ending 4242, expires 12/2034 (default)')).toBeVisible();
    await shoot(page, 'billing-canceling');
  });
});
