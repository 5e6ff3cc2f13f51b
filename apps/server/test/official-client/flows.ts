import { expect } from 'vitest';
import { uniqueEmail } from '../identity.js';
import { type Browser, type LiveServer, otpCode, waitForMail, within } from './harness.js';

/** Flows of the login widget, through the official client's own methods only. */
export const PASSWORD = 'Violet-Harbor-Lantern-93!';
/** Bound on every single client call (ms). */
export const T = 10_000;

/** Awaits a client call that must fail, and returns its error (the client's own error class). */
export async function failure(browser: Browser, call: Promise<unknown>) {
  const outcome = await within(
    T,
    call.then(
      () => null,
      (error: unknown) => error,
    ),
  );
  expect(outcome, 'the call should have failed').toBeInstanceOf(browser.sdk.StytchAPIError);
  return outcome as InstanceType<Browser['sdk']['StytchAPIError']>;
}

/** Discovery sign-in by email passcode: send, read the code from the mailbox, authenticate. */
export async function discoveryOtp(server: LiveServer, browser: Browser, email: string, mailCount = 1) {
  await within(T, browser.client.otps.email.discovery.send({ email_address: email }), 'discovery send');
  const code = otpCode(await waitForMail(server, email, mailCount));
  return within(T, browser.client.otps.email.discovery.authenticate({ email_address: email, code }), 'discovery authenticate');
}

export async function createOrganization(browser: Browser, name: string) {
  const slug = `${name.toLowerCase().replace(/\W+/g, '-')}-${Math.random().toString(36).slice(2, 8)}`;
  return within(
    T,
    browser.client.discovery.organizations.create({
      organization_name: name,
      organization_slug: slug,
      session_duration_minutes: 60,
    }),
    'create organization',
  );
}

/** A new member: discovery sign-up by passcode, then a new organization (the member's session). */
export async function signUp(server: LiveServer, browser: Browser, email = uniqueEmail('official')) {
  await discoveryOtp(server, browser, email);
  const created = await createOrganization(browser, 'Harbor Books');
  return { email, created, organizationId: created.organization.organization_id, memberId: created.member.member_id };
}
