import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, snap, test } from './fixtures';
import {
  callbacks,
  openPlayground,
  sdk,
  signUpMember,
  type Theme,
  uniqueEmail,
  widget,
} from './widget-support';

const PASSWORD = 'Violet-Harbor-Lantern-93!';

/** The code an authenticator app shows for a base32 secret at `at` (ms). */
const totpCode = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });

/** A member with a password whose organization requires MFA (switched on by its admin, the member). */
async function mfaMember(request: APIRequestContext) {
  const email = uniqueEmail('mfa');
  const org = await signUpMember(request, { email, password: PASSWORD });
  const login = await sdk(request, '/b2b/passwords/authenticate', {
    organization_id: org.organizationId,
    email_address: email,
    password: PASSWORD,
    session_duration_minutes: 60,
  });
  const { public_token: token } = (await (await request.get('/dev/project')).json()) as { public_token: string };
  const updated = await request.put('/sdk/v1/b2b/organizations/me', {
    data: { mfa_policy: 'REQUIRED_FOR_ALL' },
    headers: { authorization: `Basic ${Buffer.from(`${token}:${login.session_token}`).toString('base64')}` },
  });
  expect(updated.ok()).toBe(true);
  return { email, ...org };
}

/** A screenshot at the page's size and one 390 px wide (a phone). */
async function snapBoth(page: Page, name: string) {
  await snap(page, name);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, `${name}-390`);
  if (size) await page.setViewportSize(size);
}

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

/** The newest text message to a number (the dev SMS outbox). */
async function newestText(request: APIRequestContext, to: string, count = 1): Promise<string> {
  let texts: { body: string }[] = [];
  await expect
    .poll(async () => {
      texts = await (await request.get(`/dev/sms/messages?to=${encodeURIComponent(to)}`)).json();
      return texts.length;
    })
    .toBeGreaterThanOrEqual(count);
  const code = /\b(\d{6})\b/.exec(texts[0]?.body ?? '')?.[1];
  if (!code) throw new Error(`no passcode texted to ${to}`);
  return code;
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
      // The code of the step before: the next sign-in's code (this step's) is then still unused.
      await w.getByLabel('Verification code').fill(totpCode(secret, Date.now() - 30_000));
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
      const phone = `+1650${String(2_000_000 + Math.floor(Math.random() * 7_000_000))}`;
      let w = await passwordStep(page, theme, who, { mfaProductInclude: ['smsOtp'] });
      await expect(w.getByRole('heading', { name: 'Enter your phone number to set up Multi-Factor Authentication' })).toBeVisible();
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
