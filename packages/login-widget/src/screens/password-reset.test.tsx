import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Call, fakeServer, ok } from '../test-support/fake-server.js';
import { MEMBER, memberSearch, organization, sessionResponse } from '../test-support/fixtures.js';
import { renderWidget, resetPage } from '../test-support/render.js';

resetPage();

const weak = {
  score: 1,
  valid_password: false,
  zxcvbn_feedback: { warning: 'This is a very common password.', suggestions: ['Add another word or two.'] },
};
const strong = { score: 4, valid_password: true, zxcvbn_feedback: { warning: '', suggestions: [] } };
const strength = (call: Call) =>
  ok({
    strength_policy: 'zxcvbn',
    breached_password: false,
    breach_detection_on_create: true,
    luds_feedback: {},
    ...(String(call.body.password).length > 12 ? strong : weak),
  });

describe('forgot password', () => {
  it('emails a reset link for the organization and resends it with a toast', async () => {
    const server = fakeServer({
      'POST /b2b/organizations/search': () => ok({ organization: organization() }),
      'POST /b2b/organizations/members/search': memberSearch(),
      'POST /b2b/passwords/email/reset/start': () => ok({ member: MEMBER }),
    });
    const widget = renderWidget({
      authFlowType: 'Organization',
      organizationSlug: 'acme',
      products: ['passwords'],
      passwordOptions: { resetPasswordRedirectURL: 'https://app.example.com/reset' },
    });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign up or reset password' }));
    expect(await screen.findByRole('heading', { name: 'Check your email for help signing in!' })).toBeTruthy();
    expect(screen.getByText(/We'll email you a login link/)).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Check your email!' })).toBeTruthy();
    expect(server.callsTo('/b2b/passwords/email/reset/start')[0]?.body).toMatchObject({
      organization_id: 'organization-test-1',
      email_address: 'ada@example.com',
      reset_password_redirect_url: 'https://app.example.com/reset',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('Email resent')).toBeTruthy();
    expect(server.callsTo('/b2b/passwords/email/reset/start')).toHaveLength(2);
    expect(localStorage.getItem(`shelfscope_login::public-token-test-widget::reset-email-value`)).toBe('ada@example.com');
    expect(widget.eventTypes()).toContain('B2BPasswordResetByEmailStart');
  });

  it('asks an unverified member to verify first, and names the refusal for a newcomer', async () => {
    const server = fakeServer({
      'POST /b2b/organizations/search': () =>
        ok({ organization: organization({ email_jit_provisioning: 'RESTRICTED', email_allowed_domains: ['example.com'] }) }),
      'POST /b2b/organizations/members/search': memberSearch(),
      'POST /b2b/passwords/email/reset/start': () => ok({ member: { ...MEMBER, email_address_verified: false } }),
    });
    renderWidget({ authFlowType: 'Organization', organizationSlug: 'acme', products: ['passwords'] });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign up or reset password' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Verify your email first.' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'new@other.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'new@other.com does not have access to Acme Books. If you think this is a mistake, contact your admin.',
    );
    expect(server.callsTo('/b2b/passwords/email/reset/start')).toHaveLength(1);
    expect(server.callsTo('/b2b/magic_links/email/login_or_signup')).toHaveLength(0);
  });

  it('sends a newcomer the organization admits an email login link that lands on the new password', async () => {
    const server = fakeServer({
      'POST /b2b/organizations/search': () =>
        ok({ organization: organization({ email_jit_provisioning: 'RESTRICTED', email_allowed_domains: ['example.com'] }) }),
      'POST /b2b/organizations/members/search': memberSearch(),
      'POST /b2b/magic_links/email/login_or_signup': () => ok({ member_id: 'member-new', member: { ...MEMBER } }),
    });
    const widget = renderWidget({
      authFlowType: 'Organization',
      organizationSlug: 'acme',
      products: ['passwords'],
      passwordOptions: { resetPasswordRedirectURL: 'https://app.example.com/reset' },
      emailMagicLinksOptions: { loginTemplateId: 'login-t' },
    });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'grace@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Verify your email first.' })).toBeTruthy();
    expect(server.callsTo('/b2b/organizations/members/search')[0]?.body).toEqual({
      email_address: 'grace@example.com',
      organization_id: 'organization-test-1',
    });
    expect(server.callsTo('/b2b/magic_links/email/login_or_signup')[0]?.body).toMatchObject({
      email_address: 'grace@example.com',
      organization_id: 'organization-test-1',
      login_redirect_url: 'https://app.example.com/reset',
      signup_redirect_url: 'https://app.example.com/reset',
      login_template_id: 'login-t',
    });
    expect(server.callsTo('/b2b/passwords/authenticate')).toHaveLength(0);
    expect(localStorage.getItem(`shelfscope_login::public-token-test-widget::reset-email-value`)).toBe('grace@example.com');
    expect(widget.eventTypes()).toContain('B2BMagicLinkEmailLoginOrSignup');
  });

  it('refuses a newcomer on the password form when the organization does not admit the address', async () => {
    const server = fakeServer({
      'POST /b2b/organizations/search': () => ok({ organization: organization({ email_jit_provisioning: 'ALLOWED' }) }),
      'POST /b2b/organizations/members/search': memberSearch(),
    });
    renderWidget({ authFlowType: 'Organization', organizationSlug: 'acme', products: ['passwords'] });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'grace@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'grace@example.com does not have access to Acme Books. If you think this is a mistake, contact your admin.',
    );
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(server.callsTo('/b2b/magic_links/email/login_or_signup')).toHaveLength(0);
  });

  it('discovery variant says a verification link is sent', async () => {
    const server = fakeServer({ 'POST /b2b/passwords/discovery/reset/start': () => ok() });
    renderWidget({ products: ['passwords'] });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign up or reset password' }));
    expect(await screen.findByText(/We'll email you a verification link/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Check your email!' })).toBeTruthy();
    expect(server.callsTo('/b2b/passwords/discovery/reset/start')).toHaveLength(1);
  });
});

describe('set a new password', () => {
  it('starts on PasswordResetForm, checks strength debounced, enables Continue only when valid, then logs in', async () => {
    localStorage.setItem('shelfscope_login::public-token-test-widget::reset-email-value', 'ada@example.com');
    window.history.replaceState(
      {},
      '',
      '/reset?stytch_redirect_type=reset_password&stytch_token_type=multi_tenant_passwords&token=reset-1',
    );
    const server = fakeServer({
      'POST /b2b/passwords/strength_check': strength,
      'POST /b2b/passwords/email/reset': () => ok(sessionResponse()),
    });
    const widget = renderWidget({ products: ['passwords'] });
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeTruthy();
    const email = screen.getByLabelText('Email') as HTMLInputElement;
    expect([email.value, email.readOnly]).toEqual(['ada@example.com', true]);
    const continueButton = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    const field = screen.getByLabelText('New password');
    for (const value of ['p', 'pa', 'pas', 'pass']) fireEvent.change(field, { target: { value } });
    expect(await screen.findByText('This is a very common password.')).toBeTruthy();
    expect(server.callsTo('/b2b/passwords/strength_check').map((c) => c.body.password)).toEqual(['pass']);
    expect(screen.getByRole('meter', { name: 'Password strength' }).getAttribute('aria-valuenow')).toBe('1');
    expect(continueButton.disabled).toBe(true);

    fireEvent.change(field, { target: { value: 'violet-harbor-lantern-93' } });
    await waitFor(() => expect(continueButton.disabled).toBe(false));
    expect(screen.getByRole('meter').getAttribute('aria-valuenow')).toBe('4');
    fireEvent.click(continueButton);
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(server.callsTo('/b2b/passwords/email/reset')[0]?.body).toMatchObject({
      password_reset_token: 'reset-1',
      password: 'violet-harbor-lantern-93',
    });
    expect(window.location.search).toBe('');
    expect(widget.eventTypes()).toEqual(['B2BPasswordResetByEmail', 'AuthenticateFlowComplete']);
  });

  it('LUDS policy shows the length and complexity checks from bootstrap', async () => {
    window.history.replaceState({}, '', '/reset?stytch_redirect_type=reset_password&stytch_token_type=discovery&token=reset-2');
    fakeServer(
      {
        'POST /b2b/passwords/strength_check': () =>
          ok({
            strength_policy: 'luds',
            valid_password: false,
            score: 0,
            breached_password: true,
            luds_feedback: { missing_characters: 3, missing_complexity: 0 },
            zxcvbn_feedback: { warning: '', suggestions: [] },
          }),
      },
      { bootstrap: { password_config: { luds_complexity: 3, luds_minimum_count: 10 } } },
    );
    renderWidget({ products: ['passwords'] });
    fireEvent.change(await screen.findByLabelText('New password'), { target: { value: 'Short1!' } });
    expect(await screen.findByText('Must be at least 10 characters long')).toBeTruthy();
    expect(screen.getByText('Must contain 3 of the following: uppercase letter, lowercase letter, number, symbol')).toBeTruthy();
    expect(screen.getByText(/This password may have been used on a different site/)).toBeTruthy();
  });
});
