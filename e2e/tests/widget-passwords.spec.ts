import { expect, snap, test } from './fixtures';
import {
  callbacks,
  codeIn,
  expectRefusedRequests,
  linkIn,
  newestMail,
  openPlayground,
  sdk,
  signUpMember,
  type Theme,
  uniqueEmail,
  widget,
} from './widget-support';

const PASSWORD = 'Violet-Harbor-Lantern-93!';
const NEW_PASSWORD = 'Copper-Meadow-Sparrow-41?';

for (const theme of ['light', 'dark'] as Theme[]) {
  test.describe(`login widget: organization flow and passwords (${theme})`, () => {
    test('loads the organization by slug and logs in with email and password', async ({ page, request, consoleErrors }) => {
      const email = uniqueEmail('password');
      const { slug, organizationName } = await signUpMember(request, { email, password: PASSWORD });
      await openPlayground(page, {
        theme,
        config: { authFlowType: 'Organization', organizationSlug: slug, products: ['passwords'] },
      });
      const w = widget(page);
      await expect(w.getByRole('heading', { name: `Continue to ${organizationName}` })).toBeVisible();
      await snap(page, `widget-${theme}-main-organization`);
      await w.getByLabel('Email').fill(email);
      await w.getByRole('button', { name: 'Continue' }).click();
      await expect(w.getByRole('heading', { name: 'Log in with email and password' })).toBeVisible();
      await w.getByLabel('Password', { exact: true }).fill('not-the-password');
      await w.getByRole('button', { name: 'Continue' }).click();
      await expect(w.getByRole('alert')).toHaveText('Unauthorized credentials.');
      await snap(page, `widget-${theme}-password-authenticate-error`);
      await w.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await w.getByRole('button', { name: 'Continue' }).click();
      await expect(w.getByRole('heading', { name: 'Success!' })).toBeVisible();
      expect(await callbacks(page)).toEqual([
        'event: B2BOrganizationsGetBySlug',
        'error: Unauthorized credentials.',
        'event: B2BPasswordAuthenticate',
        'event: AuthenticateFlowComplete',
      ]);
      expectRefusedRequests(consoleErrors, 401);
    });

    test('forgot password: reset email, resend, then a new password with the strength meter', async ({ page, request }) => {
      const email = uniqueEmail('reset');
      const { slug, organizationId } = await signUpMember(request, { email, password: PASSWORD });
      await openPlayground(page, {
        theme,
        config: { authFlowType: 'Organization', organizationSlug: slug, products: ['passwords'] },
      });
      const w = widget(page);
      await w.getByLabel('Email').fill(email);
      await w.getByRole('button', { name: 'Continue' }).click();
      await snap(page, `widget-${theme}-password-authenticate`);
      await w.getByRole('button', { name: 'Sign up or reset password' }).click();
      await expect(w.getByRole('heading', { name: 'Check your email for help signing in!' })).toBeVisible();
      await expect(w.getByLabel('Email')).toHaveValue(email);
      await snap(page, `widget-${theme}-password-forgot`);
      await w.getByRole('button', { name: 'Continue' }).click();
      await expect(w.getByRole('heading', { name: 'Check your email!' })).toBeVisible();
      await w.getByRole('button', { name: 'Resend email' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Email resent' })).toBeVisible();
      await snap(page, `widget-${theme}-password-reset-sent`);

      const link = linkIn(await newestMail(request, email, 3));
      expect(link).toContain('stytch_redirect_type=reset_password');
      await page.goto(`${link}&theme=${theme}`);
      await expect(w.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
      await expect(w.getByLabel('Email')).toHaveValue(email);
      await expect(w.getByLabel('Email')).toHaveJSProperty('readOnly', true);
      const continueButton = w.getByRole('button', { name: 'Continue' });
      await w.getByLabel('New password').fill('password1');
      await expect(w.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuenow', '1');
      await expect(continueButton).toBeDisabled();
      await snap(page, `widget-${theme}-password-reset-weak`);
      await w.getByLabel('New password').fill(NEW_PASSWORD);
      await expect(w.getByRole('meter', { name: 'Password strength' })).toHaveAttribute('aria-valuenow', '4');
      await expect(continueButton).toBeEnabled();
      await snap(page, `widget-${theme}-password-reset-strong`);
      await continueButton.click();
      await expect(w.getByRole('heading', { name: 'Success!' })).toBeVisible();
      await expect(page).not.toHaveURL(/token=/);

      // The new password is the member's password now.
      const login = await sdk(request, '/b2b/passwords/authenticate', {
        organization_id: organizationId,
        email_address: email,
        password: NEW_PASSWORD,
        session_duration_minutes: 60,
      });
      expect(login.member_authenticated).toBe(true);
    });
  });
}

test.describe('login widget: other password screens', () => {
  test('a newcomer the domain policy admits is sent a link to verify the email first', async ({ page, request }) => {
    const domain = `jit-${crypto.randomUUID().slice(0, 8)}.example.com`;
    const { slug } = await signUpMember(request, {
      email: uniqueEmail('admin', domain),
      settings: { email_allowed_domains: [domain], email_jit_provisioning: 'RESTRICTED' },
    });
    for (const theme of ['light', 'dark'] as Theme[]) {
      // One newcomer per pass: the link's sign-up makes the first one a (pending) member.
      const newcomer = uniqueEmail('newcomer', domain);
      await openPlayground(page, {
        theme,
        config: { authFlowType: 'Organization', organizationSlug: slug, products: ['passwords'] },
      });
      const w = widget(page);
      // Not a member: the password form sends an email login link to the new password at once.
      await w.getByLabel('Email').fill(newcomer);
      await w.getByRole('button', { name: 'Continue' }).click();
      await expect(w.getByRole('heading', { name: 'Verify your email first.' })).toBeVisible();
      await expect(w.getByLabel('Password')).toHaveCount(0);
      await snap(page, `widget-${theme}-password-verify-first`);
    }
  });

  test('discovery: an organization whose policy wants an email code asks for one (primary_required), then logs in', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('policy');
    const { organizationName } = await signUpMember(request, {
      email,
      password: PASSWORD,
      settings: { auth_methods: 'RESTRICTED', allowed_auth_methods: ['email_otp'] },
    });
    for (const theme of ['light', 'dark'] as Theme[]) {
      await openPlayground(page, { theme, config: { products: ['emailOtp', 'passwords'] } });
      const w = widget(page);
      await w.getByRole('button', { name: 'Use a password instead' }).click();
      await w.getByLabel('Email').fill(email);
      await w.getByRole('button', { name: 'Continue' }).click();
      await w.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await w.getByRole('button', { name: 'Continue' }).click();
      await w.getByRole('button', { name: organizationName }).click();
      // The address is verified (the sign-up was by code), so Main keeps its title; only the
      // methods the policy allows remain, for the same address.
      await expect(w.getByRole('heading', { name: `Continue to ${organizationName}` })).toBeVisible();
      await expect(w.getByLabel('Email')).toHaveValue(email);
      await expect(w.getByLabel('Email')).not.toBeEditable();
      await expect(w.getByRole('button', { name: 'Use a password instead' })).toHaveCount(0);
      await snap(page, `widget-${theme}-main-primary-required`);
    }
    // The code proves the address: the same intermediate session now enters the organization.
    const w = widget(page);
    await w.getByRole('button', { name: 'Continue' }).click();
    await expect(w.getByRole('heading', { name: 'Enter passcode' })).toBeVisible();
    await w.getByLabel('One-time passcode').fill(codeIn(await newestMail(request, email, 2)));
    await expect(w.getByRole('heading', { name: 'Success!' })).toBeVisible();
  });

  test('discovery: a password instead of a code, entered before the address', async ({ page, request }) => {
    const email = uniqueEmail('discovery-password');
    const { organizationName } = await signUpMember(request, { email, password: PASSWORD });
    for (const theme of ['light', 'dark'] as Theme[]) {
      await openPlayground(page, { theme });
      const w = widget(page);
      await w.getByRole('button', { name: 'Use a password instead' }).click();
      await expect(w.getByRole('heading', { name: 'Log in with email and password' })).toBeVisible();
      await expect(w.getByLabel('Password', { exact: true })).toHaveCount(0);
      await snap(page, `widget-${theme}-password-email-form`);
    }
    const w = widget(page);
    await w.getByLabel('Email').fill(email);
    await w.getByRole('button', { name: 'Continue' }).click();
    await w.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await w.getByRole('button', { name: 'Continue' }).click();
    await expect(w.getByRole('heading', { name: 'Select an organization to continue' })).toBeVisible();
    await w.getByRole('button', { name: organizationName }).click();
    await expect(w.getByRole('heading', { name: 'Success!' })).toBeVisible();
  });
});
