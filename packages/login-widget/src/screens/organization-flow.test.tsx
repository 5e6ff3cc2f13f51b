import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeServer, ok } from '../test-support/fake-server.js';
import { MEMBER, memberSearch, organization, sessionResponse } from '../test-support/fixtures.js';
import { renderWidget, resetPage } from '../test-support/render.js';

resetPage();

const slugPattern = () => `${window.location.origin}/org/{{slug}}`;

describe('organization flow', () => {
  it('loads the organization by the slug in the address and logs in with a password', async () => {
    window.history.replaceState({}, '', '/org/acme?ignored=1');
    const server = fakeServer(
      {
        'POST /b2b/organizations/search': () => ok({ organization: organization() }),
        'POST /b2b/organizations/members/search': memberSearch(),
        'POST /b2b/passwords/authenticate': () => ok(sessionResponse()),
      },
      { bootstrap: { slug_pattern: slugPattern() } },
    );
    const widget = renderWidget({ authFlowType: 'Organization', products: ['passwords'] });
    expect(await screen.findByRole('heading', { name: 'Continue to Acme Books' })).toBeTruthy();
    expect(server.callsTo('/b2b/organizations/search')[0]?.body).toEqual({ organization_slug: 'acme' });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Log in with email and password' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Lantern-harbor-2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(server.callsTo('/b2b/passwords/authenticate')[0]?.body).toEqual({
      organization_id: 'organization-test-1',
      email_address: 'ada@example.com',
      password: 'Lantern-harbor-2026',
      session_duration_minutes: 60,
    });
    expect(widget.eventTypes()).toEqual(['B2BOrganizationsGetBySlug', 'B2BPasswordAuthenticate', 'AuthenticateFlowComplete']);
  });

  it('validates the address and shows a refused password inline', async () => {
    fakeServer({
      'POST /b2b/organizations/search': () => ok({ organization: organization() }),
      'POST /b2b/organizations/members/search': memberSearch(),
      'POST /b2b/passwords/authenticate': () => apiError(401, 'unauthorized_credentials'),
    });
    renderWidget({ authFlowType: 'Organization', organizationSlug: 'acme', products: ['passwords'] });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email address');
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unauthorized credentials.');
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('heading', { name: 'Continue to Acme Books' })).toBeTruthy();
  });

  it('shows the Organization error, without a way back, for an unknown slug or none at all', async () => {
    fakeServer({ 'POST /b2b/organizations/search': () => ok({ organization: null }) });
    const widget = renderWidget({ authFlowType: 'Organization', organizationSlug: 'nobody', products: ['emailOtp'] });
    expect(await screen.findByRole('heading', { name: 'Organization not found' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Go back' })).toBeNull();
    expect(widget.errors.map((e) => e.message)).toEqual(['Organization not found. Please try again.']);
    widget.unmount();

    fakeServer({}, { bootstrap: { slug_pattern: slugPattern() } });
    renderWidget({ authFlowType: 'Organization', products: ['emailOtp'] });
    expect(await screen.findByRole('heading', { name: 'Organization not found' })).toBeTruthy();
  });

  it('shows "An error occurred" when the slug lookup itself fails', async () => {
    fakeServer({ 'POST /b2b/organizations/search': () => apiError(500, 'internal_server_error') });
    renderWidget({ authFlowType: 'Organization', organizationSlug: 'acme', products: ['emailOtp'] });
    expect(await screen.findByText('An error occurred. Please try again.')).toBeTruthy();
  });

  it('logs in by email code within the organization', async () => {
    const server = fakeServer({
      'POST /b2b/organizations/search': () =>
        ok({ organization: organization({ organization_logo_url: 'https://cdn.example/acme.png' }) }),
      'POST /b2b/otps/email/login_or_signup': () => ok(),
      'POST /b2b/otps/email/authenticate': () => ok(sessionResponse()),
    });
    renderWidget({ authFlowType: 'Organization', organizationSlug: 'acme', products: ['emailOtp'] });
    expect(((await screen.findByRole('img', { name: 'Acme Books logo' })) as HTMLImageElement).src).toBe(
      'https://cdn.example/acme.png',
    );
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.change(await screen.findByLabelText('One-time passcode'), { target: { value: '654321' } });
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(server.callsTo('/b2b/otps/email/authenticate')[0]?.body).toMatchObject({
      code: '654321',
      organization_id: 'organization-test-1',
      email_address: 'ada@example.com',
    });
  });

  it('primary_required: Main asks to verify the email with the remaining methods', async () => {
    fakeServer({
      'POST /b2b/organizations/search': () => ok({ organization: organization() }),
      'POST /b2b/organizations/members/search': memberSearch(),
      'POST /b2b/passwords/authenticate': () =>
        ok(
          sessionResponse({
            member_session: null,
            member: { ...MEMBER, email_address_verified: false, member_password_id: 'pw-1' },
            primary_required: { allowed_auth_methods: ['email_otp'] },
          }),
        ),
    });
    renderWidget({ authFlowType: 'Organization', organizationSlug: 'acme', products: ['passwords', 'emailOtp'] });
    fireEvent.click(await screen.findByRole('button', { name: 'Use a password instead' }));
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'secret-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Verify your email' })).toBeTruthy();
    expect(screen.getByText('Confirm your email address with one of the following:')).toBeTruthy();
    expect((screen.getByLabelText('Email') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Use a password instead' })).toBeNull();
  });

  it('no remaining primary method: CannotJoinOrgDueToAuthPolicy', async () => {
    fakeServer({
      'POST /b2b/organizations/search': () => ok({ organization: organization() }),
      'POST /b2b/organizations/members/search': memberSearch(),
      'POST /b2b/passwords/authenticate': () =>
        ok(sessionResponse({ member_session: null, primary_required: { allowed_auth_methods: ['password'] } })),
    });
    const widget = renderWidget({ authFlowType: 'Organization', organizationSlug: 'acme', products: ['passwords'] });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'secret-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/Unable to join due to Acme Books's authentication policy/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Go back' })).toBeNull();
    expect(widget.errors).toHaveLength(1);
  });
});
