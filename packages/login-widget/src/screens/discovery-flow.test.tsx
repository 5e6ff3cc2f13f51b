import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { apiError, fakeServer, ok } from '../test-support/fake-server.js';
import { discovered, discoveryResponse, sessionResponse } from '../test-support/fixtures.js';
import { renderWidget, resetPage } from '../test-support/render.js';

resetPage();
// The sign-up journey runs through five screens: more than the default 5 s on a busy two-core machine.
vi.setConfig({ testTimeout: 15_000 });

async function enterEmail(address = 'ada@example.com') {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: address } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

async function enterCode(code: string) {
  fireEvent.change(await screen.findByLabelText('One-time passcode'), { target: { value: code } });
}

describe('discovery sign-up by email code', () => {
  it('sends a code, verifies it, creates an organization and reports the login', async () => {
    const server = fakeServer({
      'POST /b2b/otps/email/discovery/send': () => ok(),
      'POST /b2b/otps/email/discovery/authenticate': () => ok(discoveryResponse([])),
      'POST /b2b/discovery/organizations/create': () => ok(sessionResponse()),
    });
    const widget = renderWidget({ products: ['emailOtp', 'emailMagicLinks'] });
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
    await enterEmail();
    fireEvent.click(await screen.findByRole('button', { name: 'Email me a log in code' }));
    expect(await screen.findByRole('heading', { name: 'Enter passcode' })).toBeTruthy();
    expect(screen.getByText('A 6-digit passcode was sent to you at ada@example.com')).toBeTruthy();
    expect(screen.getByText(/^Your code expires in (10:00|9:5\d)\.$/)).toBeTruthy();
    await enterCode('12ab3456');
    expect(await screen.findByRole('heading', { name: 'Create an organization to get started' })).toBeTruthy();
    expect(server.callsTo('/b2b/otps/email/discovery/authenticate')[0]?.body).toEqual({
      code: '123456',
      email_address: 'ada@example.com',
    });
    // The name is asked for first, offered from the address.
    fireEvent.click(screen.getByRole('button', { name: 'Create an organization' }));
    expect(((await screen.findByLabelText('Organization name')) as HTMLInputElement).value).toBe("ada's organization");
    fireEvent.click(screen.getByRole('button', { name: 'Create an organization' }));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(screen.getByText('You have successfully logged in.')).toBeTruthy();
    expect(server.callsTo('/b2b/discovery/organizations/create')[0]?.body).toMatchObject({
      session_duration_minutes: 60,
      intermediate_session_token: 'ist-1',
      organization_name: "ada's organization",
    });
    expect(widget.eventTypes()).toEqual([
      'B2BOTPsEmailDiscoverySend',
      'B2BOTPsEmailDiscoveryAuthenticate',
      'B2BDiscoveryOrganizationsCreate',
      'AuthenticateFlowComplete',
    ]);
    expect(widget.errors).toEqual([]);
  });

  it('shows a wrong code inline, clears the input and tells the host', async () => {
    fakeServer({
      'POST /b2b/otps/email/discovery/send': () => ok(),
      'POST /b2b/otps/email/discovery/authenticate': () => apiError(404, 'otp_code_not_found', 'server text'),
    });
    const widget = renderWidget({ products: ['emailOtp'] });
    await enterEmail();
    await enterCode('000000');
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid passcode, please try again.');
    expect((screen.getByLabelText('One-time passcode') as HTMLInputElement).value).toBe('');
    expect(widget.errors.map((e) => e.message)).toEqual(['Invalid passcode, please try again.']);
  });

  it('lists organizations with Join and Accept Invite, and logs in to the one selected', async () => {
    const server = fakeServer({
      'POST /b2b/otps/email/discovery/send': () => ok(),
      'POST /b2b/otps/email/discovery/authenticate': () =>
        ok(
          discoveryResponse([
            discovered('active_member', { organization_id: 'org-a', organization_name: 'Alpha' }),
            discovered('invited_member', { organization_id: 'org-b', organization_name: 'Beta' }),
            discovered('eligible_to_join_by_email_domain', { organization_id: 'org-c', organization_name: 'Gamma' }),
          ]),
        ),
      'POST /b2b/discovery/intermediate_sessions/exchange': () => ok(sessionResponse()),
    });
    renderWidget({ products: ['emailOtp'] });
    await enterEmail();
    await enterCode('123456');
    expect(await screen.findByRole('heading', { name: 'Select an organization to continue' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Beta.*Accept Invite/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Gamma.*Join/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create an organization' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Alpha/ }));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(server.callsTo('/b2b/discovery/intermediate_sessions/exchange')[0]?.body).toMatchObject({ organization_id: 'org-a' });
  });

  it('logs in directly with a single membership when configured', async () => {
    fakeServer({
      'POST /b2b/otps/email/discovery/send': () => ok(),
      'POST /b2b/otps/email/discovery/authenticate': () => ok(discoveryResponse([discovered('active_member')])),
      'POST /b2b/discovery/intermediate_sessions/exchange': () => ok(sessionResponse()),
    });
    const widget = renderWidget({ products: ['emailOtp'], directLoginForSingleMembership: { status: true } });
    await enterEmail();
    await enterCode('123456');
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(widget.eventTypes()).toContain('B2BDiscoveryIntermediateSessionExchange');
  });

  it('creates an organization directly when there is none and it is configured', async () => {
    const server = fakeServer({
      'POST /b2b/otps/email/discovery/send': () => ok(),
      'POST /b2b/otps/email/discovery/authenticate': () => ok(discoveryResponse([])),
      'POST /b2b/discovery/organizations/create': () => ok(sessionResponse()),
    });
    renderWidget({ products: ['emailOtp'], directCreateOrganizationForNoMembership: true });
    await enterEmail();
    await enterCode('123456');
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(server.callsTo('/b2b/discovery/organizations/create')).toHaveLength(1);
  });

  it('without organizations or creation offers a different address', async () => {
    fakeServer(
      {
        'POST /b2b/otps/email/discovery/send': () => ok(),
        'POST /b2b/otps/email/discovery/authenticate': () => ok(discoveryResponse([])),
      },
      { bootstrap: { create_organization_enabled: false } },
    );
    renderWidget({ products: ['emailOtp'] });
    await enterEmail();
    await enterCode('123456');
    expect(await screen.findByRole('heading', { name: 'ada@example.com does not belong to any organizations.' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try a different email address' }));
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('');
  });

  it('shows the claimed-domain error screen when the exchange is refused for it', async () => {
    fakeServer({
      'POST /b2b/otps/email/discovery/send': () => ok(),
      'POST /b2b/otps/email/discovery/authenticate': () =>
        ok(discoveryResponse([discovered('eligible_to_join_by_email_domain')])),
      'POST /b2b/discovery/intermediate_sessions/exchange': () => apiError(403, 'action_not_allowed_email_domain_is_claimed'),
    });
    renderWidget({ products: ['emailOtp'] });
    await enterEmail();
    await enterCode('123456');
    fireEvent.click(await screen.findByRole('button', { name: /Acme Books/ }));
    expect(await screen.findByText(/This email domain is claimed/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    expect(await screen.findByRole('heading', { name: 'Sign up or log in' })).toBeTruthy();
  });
});

describe('discovery by magic link', () => {
  it('sends the link and confirms with mail search links; Try again clears the address', async () => {
    const server = fakeServer({ 'POST /b2b/magic_links/email/discovery/send': () => ok() });
    renderWidget({
      products: ['emailMagicLinks'],
      emailMagicLinksOptions: { discoveryRedirectURL: 'https://app.example.com/auth' },
    });
    await enterEmail();
    expect(await screen.findByRole('heading', { name: 'Check your email' })).toBeTruthy();
    expect(screen.getByText('An email was sent to ada@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Gmail' }).getAttribute('href')).toContain('shelfscope.local');
    expect(server.callsTo('/b2b/magic_links/email/discovery/send')[0]?.body).toMatchObject({
      email_address: 'ada@example.com',
      discovery_redirect_url: 'https://app.example.com/auth',
    });
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('');
  });

  it('authenticates the token of the address on load and removes it from the address bar', async () => {
    window.history.replaceState({}, '', '/auth?keep=1&stytch_token_type=discovery&token=link-token');
    const server = fakeServer({
      'POST /b2b/magic_links/discovery/authenticate': () => ok(discoveryResponse([discovered('active_member')])),
    });
    const widget = renderWidget({ products: ['emailMagicLinks'] });
    expect(await screen.findByRole('heading', { name: 'Select an organization to continue' })).toBeTruthy();
    expect(server.callsTo('/b2b/magic_links/discovery/authenticate')[0]?.body).toMatchObject({
      discovery_magic_links_token: 'link-token',
    });
    expect(window.location.search).toBe('?keep=1');
    expect(widget.eventTypes()).toEqual(['B2BMagicLinkDiscoveryAuthenticate']);
  });

  it('a used link shows the magic-link error without a way back', async () => {
    window.history.replaceState({}, '', '/auth?stytch_token_type=discovery&token=used');
    fakeServer({ 'POST /b2b/magic_links/discovery/authenticate': () => apiError(401, 'unable_to_auth_magic_link') });
    const widget = renderWidget({ products: ['emailMagicLinks'] });
    expect(await screen.findByText(/This login link is no longer valid/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Go back' })).toBeNull();
    await waitFor(() => expect(widget.errors).toHaveLength(1));
  });
});
