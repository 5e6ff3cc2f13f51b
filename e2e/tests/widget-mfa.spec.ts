import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { earlierStepCode, mfaMember, newestText, PASSWORD, snapBoth, totpCode, uniquePhone } from './mfa-support';
import { callbacks, openPlayground, type Theme, widget } from './widget-support';

/** Primary authentication (email and password) in the organization flow of the playground. */
async function passwordStep(page: Page, theme: Theme, who: { email: string; slug: string }, extra: Record<string, unknown> = {}) {
  await openPlayground(page, {
    theme,
    config: { authFlowType: 'Organization', organizationSlug: who.slug, products: ['passwords'], ...extra },
  });
  const w = widget(page);
  await w.getByLabel('Email').fill(who.email);
  await w.getByRole('button', { name: 'Continue' }).click();
  await w.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await w.getByRole('button', { name: 'Continue' }).click();
  return w;
}

for (const theme of ['light', 'dark'] as Theme[]) {
  test.describe(`login widget: multi-factor authentication (${theme})`, () => {
    test('enrols an authenticator app on first sign-in, then signs in with it and with a backup code', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const who = await mfaMember(request);
      let w = await passwordStep(page, theme, who);
      await expect(w.getByRole('heading', { name: 'Set up Multi-Factor Authentication' })).toBeVisible();
      await snapBoth(page, `widget-${theme}-mfa-enrollment-selection`);
      await w.getByRole('button', { name: 'Use an authenticator app' }).click();
      await expect(w.getByRole('heading', { name: 'Scan the QR code to link your authenticator app' })).toBeVisible();
      await expect(w.getByAltText('QR code to scan with your authenticator app')).toBeVisible();
      await snapBoth(page, `widget-${theme}-totp-enrollment-qr`);
      await w.getByRole('button', { name: 'Having trouble scanning?' }).click();
      await expect(w.getByRole('heading', { name: 'Having trouble scanning the QR code?' })).toBeVisible();
      const grouped = (await w.locator('.ssl-code-block').textContent()) ?? '';
      expect(grouped).toMatch(/^([a-z2-7]{4} ){7}[a-z2-7]{4}$/);
      const secret = grouped.replace(/ /g, '').toUpperCase();
      await snapBoth(page, `widget-${theme}-totp-enrollment-manual`);
      await w.getByRole('button', { name: 'Continue' }).click();
      await expect(w.getByRole('heading', { name: 'Enter verification code' })).toBeVisible();
      await snapBoth(page, `widget-${theme}-totp-entry-enrolling`);
      await w.getByLabel('Verification code').fill(await earlierStepCode(secret));
      await expect(w.getByRole('heading', { name: 'Save your backup codes!' })).toBeVisible();
      const codes = await w.locator('.ssl-code-list li').allTextContents();
      expect(codes).toHaveLength(10);
      await snapBoth(page, `widget-${theme}-recovery-code-save`);
      await w.getByRole('button', { name: 'Done' }).click();
      await expect(w.getByRole('heading', { name: 'Success!' })).toBeVisible();
      expect(await callbacks(page)).toEqual([
        'event: B2BOrganizationsGetBySlug',
        'event: B2BPasswordAuthenticate',
        'event: B2BTOTPCreate',
        'event: B2BTOTPAuthenticate',
        'event: AuthenticateFlowComplete',
      ]);

      // Signed out (a fresh page): the authenticator app is asked for.
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
      w = await passwordStep(page, theme, who);
      await expect(w.getByRole('heading', { name: 'Enter verification code' })).toBeVisible();
      await snapBoth(page, `widget-${theme}-totp-entry`);
      await w.getByLabel('Verification code').fill(totpCode(secret));
      await expect(w.getByRole('heading', { name: 'Success!' })).toBeVisible();

      // And once more with a backup code instead.
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
      w = await passwordStep(page, theme, who);
      await w.getByRole('button', { name: 'Can’t access your authenticator app? Use a backup code' }).click();
      await expect(w.getByRole('heading', { name: 'Enter backup code' })).toBeVisible();
      await snapBoth(page, `widget-${theme}-recovery-code-entry`);
      await w.getByLabel('Backup code').fill(codes[0] ?? '');
      await w.getByRole('button', { name: 'Continue' }).click();
      await expect(w.getByRole('heading', { name: 'Success!' })).toBeVisible();
      expect(await callbacks(page)).toContain('event: B2BRecoveryCodesRecover');
    });

    test('enrols a phone number by text message, then signs in with a texted code', async ({ page, request }) => {
      test.setTimeout(60_000);
      const who = await mfaMember(request);
      const phone = uniquePhone();
      let w = await passwordStep(page, theme, who, { mfaProductInclude: ['smsOtp'] });
      await expect(
        w.getByRole('heading', { name: 'Enter your phone number to set up Multi-Factor Authentication' }),
      ).toBeVisible();
      await expect(w.getByLabel('Country')).toHaveValue('US');
      await snapBoth(page, `widget-${theme}-sms-enrollment`);
      await w.getByLabel('Phone number (+1)').fill(phone.slice(2));
      await w.getByRole('button', { name: 'Continue' }).click();
      await expect(w.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
      await expect(w.getByText(/Your code expires in [12]:\d\d\./)).toBeVisible();
      await snapBoth(page, `widget-${theme}-sms-entry`);
      await w.getByLabel('One-time passcode').fill(await newestText(request, phone));
      await expect(w.getByRole('heading', { name: 'Success!' })).toBeVisible();

      // Signed out: the server texts the code itself at sign-in.
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
      w = await passwordStep(page, theme, who);
      await expect(w.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
      await w.getByLabel('One-time passcode').fill(await newestText(request, phone, 2));
      await expect(w.getByRole('heading', { name: 'Success!' })).toBeVisible();
      expect(await callbacks(page)).toContain('event: B2BOTPsSMSAuthenticate');
    });
  });
}
