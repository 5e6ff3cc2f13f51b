import type { APIRequestContext, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { expect, snap } from './fixtures';
import { sdk, signUpMember, uniqueEmail } from './widget-support';

/** Helpers of the MFA tests (widget and web app): members whose organization requires MFA, codes. */

export const PASSWORD = 'Violet-Harbor-Lantern-93!';

/** The code an authenticator app shows for a base32 secret at `at` (ms). */
export const totpCode = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: at });

/**
 * The code of the step before the current one, for enrolling: the next sign-in's code (the
 * current step's) is then still unused. The server accepts one step of drift, so the code must
 * reach it before the step turns: near the end of a step this waits for the next one (a code
 * computed 0.1 s before the turn arrived two steps late and failed CI once).
 */
export async function earlierStepCode(secret: string, margin = 8_000): Promise<string> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < margin) await new Promise((resolve) => setTimeout(resolve, left + 50));
  return totpCode(secret, Date.now() - 30_000);
}

/** A member with a password whose organization requires MFA (switched on by its admin, the member). */
export async function mfaMember(request: APIRequestContext) {
  const email = uniqueEmail('mfa');
  const org = await signUpMember(request, { email, password: PASSWORD });
  await requireMfa(request, { email, organizationId: org.organizationId });
  return { email, ...org };
}

/** Switches MFA on for every member of the organization, as its admin `email` (password PASSWORD). */
export async function requireMfa(request: APIRequestContext, admin: { email: string; organizationId: string }) {
  const login = await sdk(request, '/b2b/passwords/authenticate', {
    organization_id: admin.organizationId,
    email_address: admin.email,
    password: PASSWORD,
    session_duration_minutes: 60,
  });
  const { public_token: token } = (await (await request.get('/dev/project')).json()) as { public_token: string };
  const updated = await request.put('/sdk/v1/b2b/organizations/me', {
    data: { mfa_policy: 'REQUIRED_FOR_ALL' },
    headers: { authorization: `Basic ${Buffer.from(`${token}:${login.session_token}`).toString('base64')}` },
  });
  expect(updated.ok()).toBe(true);
}

/** A screenshot at the page's size and one 390 px wide (a phone). */
export async function snapBoth(page: Page, name: string) {
  await snap(page, name);
  const size = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, `${name}-390`);
  if (size) await page.setViewportSize(size);
}

/** The newest text message to a number (the dev SMS outbox). */
export async function newestText(request: APIRequestContext, to: string, count = 1): Promise<string> {
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

/** A random valid US number (area code 650), so runs never share one. */
export const uniquePhone = () => `+1650${String(2_000_000 + Math.floor(Math.random() * 7_000_000))}`;
