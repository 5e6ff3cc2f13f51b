import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer, ok } from '../test-support/fake-server.js';
import { sessionResponse } from '../test-support/fixtures.js';
import { renderWidget, resetPage } from '../test-support/render.js';

resetPage();

describe('token callbacks from the page address', () => {
  it('an organization magic link logs in and leaves the address clean', async () => {
    window.history.replaceState({}, '', '/auth?stytch_token_type=multi_tenant_magic_links&token=ml-1');
    const server = fakeServer({ 'POST /b2b/magic_links/authenticate': () => ok(sessionResponse()) });
    const widget = renderWidget({ products: ['emailMagicLinks'], sessionOptions: { sessionDurationMinutes: 120 } });
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(server.callsTo('/b2b/magic_links/authenticate')[0]?.body).toMatchObject({
      magic_links_token: 'ml-1',
      session_duration_minutes: 120,
    });
    expect(window.location.search).toBe('');
    expect(widget.eventTypes()).toEqual(['B2BMagicLinkAuthenticate', 'AuthenticateFlowComplete']);
  });

  it('a magic link opened to reset a password logs in first, then sets the password through the session', async () => {
    window.history.replaceState(
      {},
      '',
      '/reset?stytch_redirect_type=reset_password&stytch_token_type=multi_tenant_magic_links&token=ml-2',
    );
    const server = fakeServer({
      'POST /b2b/magic_links/authenticate': () => ok(sessionResponse()),
      'POST /b2b/passwords/strength_check': () =>
        ok({
          strength_policy: 'zxcvbn',
          valid_password: true,
          score: 4,
          breached_password: false,
          zxcvbn_feedback: { warning: '', suggestions: [] },
        }),
      'POST /b2b/passwords/session/reset': () => ok(sessionResponse()),
    });
    const widget = renderWidget({ products: ['passwords'] });
    expect(await screen.findByRole('heading', { name: 'Set a new password' })).toBeTruthy();
    await waitFor(() => expect(server.callsTo('/b2b/magic_links/authenticate')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Success!' })).toBeNull();
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'violet-harbor-lantern-93' } });
    const button = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(server.callsTo('/b2b/passwords/session/reset')[0]?.body).toEqual({ password: 'violet-harbor-lantern-93' });
    expect(widget.eventTypes()).toEqual(['B2BMagicLinkAuthenticate', 'B2BPasswordResetBySession', 'AuthenticateFlowComplete']);
  });

  it('a token type of a later issue (impersonation) ends on the Error screen and tells the host', async () => {
    window.history.replaceState({}, '', '/auth?stytch_token_type=multi_tenant_impersonation&token=i-1');
    fakeServer();
    const widget = renderWidget();
    expect(await screen.findByText('Something went wrong. Try again later or contact your admin for help.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Go back' })).toBeNull();
    expect(widget.errors.map((e) => e.message)).toEqual([
      'This link needs a login method that this widget version does not support yet.',
    ]);
  });

  it('an unreachable API while authenticating a link shows the ad-blocker error', async () => {
    window.history.replaceState({}, '', '/auth?stytch_token_type=discovery&token=d-1');
    fakeServer({
      'POST /b2b/magic_links/discovery/authenticate': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWidget();
    expect(await screen.findByText(/Disable your ad blocker/)).toBeTruthy();
  });
});
