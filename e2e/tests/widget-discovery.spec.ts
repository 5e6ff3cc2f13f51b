import { expect, snap, test } from './fixtures';
import {
  callbacks,
  codeIn,
  expectRefusedRequests,
  linkIn,
  newestMail,
  openPlayground,
  signUpMember,
  type Theme,
  uniqueEmail,
  widget,
} from './widget-support';

for (const theme of ['light', 'dark'] as Theme[]) {
  test.describe(`login widget: discovery (${theme})`, () => {
    test('signs up by email code, creates an organization and reports the login', async ({ page, request }) => {
      const email = uniqueEmail('signup');
      await openPlayground(page, { theme });
      const w = widget(page);
      await expect(w.getByRole('heading', { name: 'Sign up or log in' })).toBeVisible();
      await snap(page, `widget-${theme}-main-discovery`);

      await w.getByLabel('Email').fill(email);
      await w.getByRole('button', { name: 'Continue' }).click();
      await expect(w.getByRole('heading', { name: "Select how you'd like to continue." })).toBeVisible();
      await snap(page, `widget-${theme}-email-method-selection`);

      await w.getByRole('button', { name: 'Email me a log in code' }).click();
      await expect(w.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
      await expect(w.getByText(`A 6-digit passcode was sent to you at ${email}`)).toBeVisible();
      await expect(w.getByText(/^Your code expires in (10:00|9:\d\d)\.$/)).toBeVisible();
      await snap(page, `widget-${theme}-otp-entry`);

      // Typed with a stray letter: the field keeps digits only and submits itself at six.
      const code = codeIn(await newestMail(request, email));
      await w.getByLabel('One-time passcode').pressSequentially(`${code.slice(0, 3)}x${code.slice(3)}`);
      await expect(w.getByRole('heading', { name: 'Create an organization to get started' })).toBeVisible();
      await snap(page, `widget-${theme}-discovery-empty`);

      // The name is asked for before anything is created, offered from the address.
      await w.getByRole('button', { name: 'Create an organization' }).click();
      await expect(w.getByLabel('Organization name')).toHaveValue(`${email.split('@')[0]}'s organization`);
      await w.getByRole('button', { name: 'Create an organization' }).click();
      await expect(w.getByRole('heading', { name: 'Success!' })).toBeVisible();
      await expect(w.getByText('You have successfully logged in.')).toBeVisible();
      await snap(page, `widget-${theme}-logged-in`);
      expect(await callbacks(page)).toEqual([
        'event: B2BOTPsEmailDiscoverySend',
        'event: B2BOTPsEmailDiscoveryAuthenticate',
        'event: B2BDiscoveryOrganizationsCreate',
        'event: AuthenticateFlowComplete',
      ]);
      const cookies = (await page.context().cookies()).map((c) => c.name);
      expect(cookies).toEqual(expect.arrayContaining(['stytch_session', 'stytch_session_jwt']));
    });

    test('logs in by a discovery magic link opened from the mailbox', async ({ page, request, consoleErrors }) => {
      const email = uniqueEmail('link');
      const { organizationName } = await signUpMember(request, { email });
      await openPlayground(page, { theme });
      const w = widget(page);
      await w.getByLabel('Email').fill(email);
      await w.getByRole('button', { name: 'Continue' }).click();
      await w.getByRole('button', { name: 'Email me a log in link' }).click();
      await expect(w.getByRole('heading', { name: 'Check your email' })).toBeVisible();
      await expect(w.getByText(`An email was sent to ${email}`)).toBeVisible();
      await expect(w.getByRole('link', { name: 'Gmail' })).toHaveAttribute('href', /mail\.google\.com/);
      await snap(page, `widget-${theme}-email-confirmation`);

      const link = linkIn(await newestMail(request, email, 2));
      expect(link).toContain('stytch_token_type=discovery');
      await page.goto(`${link}&theme=${theme}`);
      await expect(w.getByRole('heading', { name: 'Select an organization to continue' })).toBeVisible();
      await expect(page).not.toHaveURL(/token=/);
      await snap(page, `widget-${theme}-discovery-list`);
      await w.getByRole('button', { name: organizationName }).click();
      await expect(w.getByRole('heading', { name: 'Success!' })).toBeVisible();
      expect(await callbacks(page)).toEqual([
        'event: B2BMagicLinkDiscoveryAuthenticate',
        'event: B2BDiscoveryIntermediateSessionExchange',
        'event: AuthenticateFlowComplete',
      ]);

      // The link works once: opening it again shows the magic-link error, without a way back.
      await page.goto(`${link}&theme=${theme}`);
      await expect(w.getByText(/This login link is no longer valid/)).toBeVisible();
      await expect(w.getByRole('button', { name: 'Go back' })).toHaveCount(0);
      expect(await callbacks(page)).toEqual(['error: This link has already been used or has expired. Request a new one.']);
      await snap(page, `widget-${theme}-error-magic-link`);
      expectRefusedRequests(consoleErrors, 401);
    });
  });
}

test.describe('login widget: joining by email domain', () => {
  test('a newcomer whose domain an organization admits joins it from the discovery list', async ({ page, request }) => {
    const domain = `join-${crypto.randomUUID().slice(0, 8)}.example.com`;
    const { organizationName } = await signUpMember(request, {
      email: uniqueEmail('founder', domain),
      settings: { email_allowed_domains: [domain], email_jit_provisioning: 'RESTRICTED' },
    });
    const newcomer = uniqueEmail('joiner', domain);
    await openPlayground(page, { config: { products: ['emailOtp'] } });
    const w = widget(page);
    await w.getByLabel('Email').fill(newcomer);
    await w.getByRole('button', { name: 'Continue' }).click();
    await w.getByLabel('One-time passcode').fill(codeIn(await newestMail(request, newcomer)));
    await expect(w.getByRole('heading', { name: 'Select an organization to continue' })).toBeVisible();
    const row = w.getByRole('button', { name: new RegExp(organizationName) });
    await expect(row).toContainText('Join');
    await snap(page, 'widget-light-discovery-join');
    await row.click();
    await expect(w.getByRole('heading', { name: 'Success!' })).toBeVisible();
    expect(await callbacks(page)).toEqual([
      'event: B2BOTPsEmailDiscoverySend',
      'event: B2BOTPsEmailDiscoveryAuthenticate',
      'event: B2BDiscoveryIntermediateSessionExchange',
      'event: AuthenticateFlowComplete',
    ]);
  });
});

test.describe('login widget: passcodes', () => {
  for (const theme of ['light', 'dark'] as Theme[]) {
    test(`an expired code says so, and a resent code logs in (the old one no longer works) (${theme})`, async ({
      page,
      request,
      consoleErrors,
    }) => {
      // The countdown is the browser's: its clock is moved on. Ageing the code on the server would
      // take its real lifetime (2 minutes at the least), so the server side of expiry is not covered here.
      await page.clock.install();
      const email = uniqueEmail('expired');
      await openPlayground(page, { theme, config: { products: ['emailOtp'] } });
      const w = widget(page);
      await w.getByLabel('Email').fill(email);
      await w.getByRole('button', { name: 'Continue' }).click();
      await expect(w.getByText(/^Your code expires in (10:00|9:\d\d)\.$/)).toBeVisible();
      const first = codeIn(await newestMail(request, email));
      await page.clock.fastForward('10:01');
      await expect(w.getByText('Your code has expired.')).toBeVisible();
      await snap(page, `widget-${theme}-otp-expired`);

      await w.getByRole('button', { name: 'Resend code' }).click();
      await expect(w.getByText('Code sent')).toBeVisible();
      await expect(w.getByText(/^Your code expires in (10:00|9:\d\d)\.$/)).toBeVisible();
      await snap(page, `widget-${theme}-otp-code-sent`);
      const second = codeIn(await newestMail(request, email, 2));
      if (first !== second) {
        await w.getByLabel('One-time passcode').fill(first);
        await expect(w.getByRole('alert')).toHaveText('Invalid passcode, please try again.');
        expectRefusedRequests(consoleErrors, 404);
      }
      await w.getByLabel('One-time passcode').fill(second);
      await expect(w.getByRole('heading', { name: 'Create an organization to get started' })).toBeVisible();
    });
  }

  test('wrong codes lock the member out after the configured number of attempts', async ({ page, request, consoleErrors }) => {
    const email = uniqueEmail('lockout');
    const { slug, organizationName } = await signUpMember(request, { email });
    await openPlayground(page, {
      theme: 'dark',
      config: { authFlowType: 'Organization', organizationSlug: slug, products: ['emailOtp'] },
    });
    const w = widget(page);
    await expect(w.getByRole('heading', { name: `Continue to ${organizationName}` })).toBeVisible();
    await w.getByLabel('Email').fill(email);
    await w.getByRole('button', { name: 'Continue' }).click();
    await expect(w.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
    const code = codeIn(await newestMail(request, email, 2));
    const wrong = code === '000000' ? '111111' : '000000';

    // The server locks this address out of the member after IDENTITY_LOCKOUT_ATTEMPTS (10 by
    // default) failures. From the fourth on it also asks the address to wait a growing delay
    // (429 too_many_requests), and an early try counts as a failure too.
    let errorType = '';
    let attempts = 0;
    while (errorType !== 'user_lock_limit_reached' && attempts < 15) {
      const answer = page.waitForResponse((r) => r.url().endsWith('/sdk/v1/b2b/otps/email/authenticate'));
      await w.getByLabel('One-time passcode').fill(wrong);
      errorType = ((await (await answer).json()) as { error_type: string }).error_type;
      attempts += 1;
      if (errorType === 'otp_code_not_found') {
        await expect(w.getByRole('alert')).toHaveText('Invalid passcode, please try again.');
        await expect(w.getByLabel('One-time passcode')).toHaveValue('');
      }
    }
    expect(attempts).toBe(11);
    await expect(w.getByRole('alert')).toHaveText('Too many failed authentication attempts. Please try again later.');
    await snap(page, 'widget-dark-otp-locked');
    // Even the right code is refused while the lock lasts.
    await w.getByLabel('One-time passcode').fill(code);
    await expect(w.getByRole('alert')).toHaveText('Too many failed authentication attempts. Please try again later.');
    await expect(w.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
    expectRefusedRequests(consoleErrors, 404, 401, 429);
  });
});
