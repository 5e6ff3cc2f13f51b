import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Helpers of the login widget tests: the playground, the dev mailbox, and members made through the API. */

export type Theme = 'light' | 'dark';

type Json = Record<string, unknown>;
type Mail = { to: string; subject: string; text: string };

/** A fresh address (unique per call, so tests never share members or mail). */
export const uniqueEmail = (prefix: string, domain = 'widget-e2e.example.com') =>
  `${prefix}-${crypto.randomUUID().slice(0, 8)}@${domain}`;

/** Opens the playground with config overrides (JSON in the query), a theme and a selector. */
export async function openPlayground(page: Page, options: { config?: Json; theme?: Theme; selector?: string } = {}) {
  const params = new URLSearchParams();
  if (options.config) params.set('config', JSON.stringify(options.config));
  if (options.theme) params.set('theme', options.theme);
  if (options.selector) params.set('selector', options.selector);
  await page.goto(`/dev/widget?${params}`);
}

/** The widget on the playground page. */
export const widget = (page: Page) => page.locator('#widget');

/** The host callbacks the playground received, as "event: TYPE" / "error: MESSAGE". */
export async function callbacks(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    ((window as unknown as { playgroundEvents?: { kind: string; text: string }[] }).playgroundEvents ?? []).map(
      (e) => `${e.kind}: ${e.text}`,
    ),
  );
}

/** The newest of at least `count` messages to an address (delivery is a background job). */
export async function newestMail(request: APIRequestContext, to: string, count = 1): Promise<Mail> {
  let messages: Mail[] = [];
  await expect
    .poll(
      async () => {
        messages = await (await request.get(`/dev/mailbox/messages?to=${encodeURIComponent(to)}`)).json();
        return messages.length;
      },
      { timeout: 15_000, message: `mail to ${to}` },
    )
    .toBeGreaterThanOrEqual(count);
  return messages[0] as Mail;
}

/** The 6-digit passcode of an email. */
export function codeIn(mail: Mail): string {
  const code = /(?:^|\n)(\d{6})(?:\n|$)/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no passcode in: ${mail.text}`);
  return code;
}

/** The token link of an email (magic link or reset link). */
export function linkIn(mail: Mail): string {
  const link = /https?:\/\/\S*[?&]token=[A-Za-z0-9_-]+\S*/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in: ${mail.text}`);
  return link;
}

/** POST /sdk/v1{path} as the official client sends it; the response's data. */
export async function sdk(request: APIRequestContext, path: string, body: Json, sessionToken?: string): Promise<Json> {
  const { public_token: token } = (await (await request.get('/dev/project')).json()) as { public_token: string };
  const response = await request.post(`/sdk/v1${path}`, {
    data: body,
    headers: { authorization: `Basic ${Buffer.from(`${token}:${sessionToken ?? token}`).toString('base64')}` },
  });
  const json = (await response.json()) as Json;
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}: ${JSON.stringify(json)}`);
  return json.data as Json;
}

/**
 * A member with their own new organization, made through the identity API as a new user signs
 * up (discovery passcode, create), optionally with a password and organization settings.
 */
export async function signUpMember(
  request: APIRequestContext,
  options: { email: string; password?: string; settings?: Json },
): Promise<{ organizationName: string; slug: string; organizationId: string }> {
  const id = crypto.randomUUID().slice(0, 8);
  const organizationName = `Widget Books ${id}`;
  await sdk(request, '/b2b/otps/email/discovery/send', { email_address: options.email });
  const code = codeIn(await newestMail(request, options.email));
  const discovered = await sdk(request, '/b2b/otps/email/discovery/authenticate', { email_address: options.email, code });
  const created = await sdk(request, '/b2b/discovery/organizations/create', {
    intermediate_session_token: discovered.intermediate_session_token,
    organization_name: organizationName,
    organization_slug: `widget-books-${id}`,
    session_duration_minutes: 60,
    ...options.settings,
  });
  if (options.password) {
    await sdk(request, '/b2b/passwords/session/reset', { password: options.password }, created.session_token as string);
  }
  const organization = created.organization as { organization_id: string };
  return { organizationName, slug: `widget-books-${id}`, organizationId: organization.organization_id };
}

const FAILED_RESOURCE = /^Failed to load resource: the server responded with a status of (\d{3})\b/;

/**
 * Chromium logs every failed HTTP response as a console error. Tests that make the identity API
 * refuse something on purpose (a wrong code, a used link) take those entries, and only those,
 * out of the fixture's console errors; anything else still fails the test.
 */
export function expectRefusedRequests(consoleErrors: string[], ...statuses: number[]): void {
  const expected = consoleErrors.filter((message) => statuses.includes(Number(FAILED_RESOURCE.exec(message)?.[1])));
  expect(expected.length, `failed requests with status ${statuses.join(' or ')}`).toBeGreaterThan(0);
  const others = consoleErrors.filter((message) => !expected.includes(message));
  consoleErrors.splice(0, consoleErrors.length, ...others);
}
