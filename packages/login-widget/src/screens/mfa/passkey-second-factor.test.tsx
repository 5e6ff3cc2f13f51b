import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeServer, ok, type Route } from '../../test-support/fake-server.js';
import { MEMBER, memberSearch, organization, sessionResponse } from '../../test-support/fixtures.js';
import { renderWidget, resetPage } from '../../test-support/render.js';

resetPage();

const bytes = (text: string) => new TextEncoder().encode(text).buffer;
const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/**
 * The browser's WebAuthn API, the outside boundary of a passkey ceremony (jsdom has none): a
 * platform authenticator that answers `navigator.credentials.get` with an assertion of the
 * credential asked for, and records the requests.
 */
function browserAuthenticator() {
  const requests: PublicKeyCredentialRequestOptions[] = [];
  Object.defineProperty(window, 'PublicKeyCredential', { value: class PublicKeyCredential {}, configurable: true });
  Object.defineProperty(navigator, 'credentials', {
    configurable: true,
    value: {
      get: async ({ publicKey }: CredentialRequestOptions) => {
        if (publicKey) requests.push(publicKey);
        return {
          id: base64url('passkey-1'),
          rawId: bytes('passkey-1'),
          type: 'public-key',
          authenticatorAttachment: 'platform',
          response: {
            clientDataJSON: bytes('{"type":"webauthn.get"}'),
            authenticatorData: bytes('authenticator-data'),
            signature: bytes('signature'),
            userHandle: bytes('user-handle'),
          },
          getClientExtensionResults: () => ({}),
        };
      },
    },
  });
  return { requests };
}

afterEach(() => {
  Reflect.deleteProperty(window, 'PublicKeyCredential');
  Reflect.deleteProperty(navigator, 'credentials');
});

const TARGET = { organization_id: 'organization-test-1', member_id: MEMBER.member_id };
const SMS_MEMBER = { mfa_phone_number: '+16505550123', mfa_phone_number_verified: true };
const REQUEST_OPTIONS = JSON.stringify({
  challenge: base64url('challenge-1'),
  allowCredentials: [{ id: base64url('passkey-1'), type: 'public-key', transports: ['internal'] }],
  userVerification: 'preferred',
  rpId: 'localhost',
  timeout: 300_000,
});

/** A password login whose organization requires MFA; the member has a texted-code number, the server texted a code. */
async function atSmsEntry(
  org: Record<string, unknown> = {},
  routes: Record<string, Route> = {},
  products = ['passwords', 'passkeys'],
) {
  window.history.replaceState({}, '', '/org/acme');
  const ORG = organization({ organization_name: 'Acme Books', ...org });
  const server = fakeServer(
    {
      'POST /b2b/organizations/search': () => ok({ organization: ORG }),
      'POST /b2b/organizations/members/search': memberSearch(),
      'POST /b2b/passwords/authenticate': () =>
        ok(
          sessionResponse({
            member_session: null,
            member_authenticated: false,
            intermediate_session_token: 'ist-1',
            member: { ...MEMBER, ...SMS_MEMBER },
            organization: ORG,
            mfa_required: {
              member_options: { mfa_phone_number: SMS_MEMBER.mfa_phone_number },
              secondary_auth_initiated: 'sms_otp',
            },
          }),
        ),
      ...routes,
    },
    { bootstrap: { slug_pattern: `${window.location.origin}/org/{{slug}}` } },
  );
  const widget = renderWidget({ authFlowType: 'Organization', products: products as never });
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'Lantern-harbor-2026' } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  expect(await screen.findByText('Your code expires in 2:00.')).toBeTruthy();
  return { server, widget };
}

describe('a passkey instead of the texted code (SMSOTPEntry)', () => {
  it('signs in with the passkey of the member as the second factor of the login in progress', async () => {
    const { requests } = browserAuthenticator();
    const { server, widget } = await atSmsEntry(
      {},
      {
        'POST /b2b/webauthn/authenticate/start': () => ok({ public_key_credential_request_options: REQUEST_OPTIONS }),
        'POST /b2b/webauthn/authenticate': () => ok(sessionResponse()),
      },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Use a passkey instead' }));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();

    expect(server.callsTo('/b2b/webauthn/authenticate/start')[0]?.body).toEqual({
      ...TARGET,
      intermediate_session_token: 'ist-1',
    });
    // The browser was asked for the member's passkey, by the server's challenge.
    expect(requests).toHaveLength(1);
    expect(new TextDecoder().decode(requests[0]?.challenge as ArrayBuffer)).toBe('challenge-1');
    expect(requests[0]?.userVerification).toBe('preferred');
    const authenticate = server.callsTo('/b2b/webauthn/authenticate')[0]?.body;
    expect(authenticate).toMatchObject({ ...TARGET, intermediate_session_token: 'ist-1', session_duration_minutes: 60 });
    expect(authenticate?.public_key_credential).toMatchObject({ id: base64url('passkey-1'), type: 'public-key' });
    // No code was typed or texted again.
    expect(server.callsTo('/b2b/otps/sms/authenticate')).toHaveLength(0);
    expect(server.callsTo('/b2b/otps/sms/send')).toHaveLength(0);
    expect(widget.eventTypes()).toEqual(expect.arrayContaining(['B2BWebAuthnAuthenticate', 'AuthenticateFlowComplete']));
  });

  it('says so when the browser refuses (cancelled), and the code can still be typed', async () => {
    browserAuthenticator();
    Object.defineProperty(navigator, 'credentials', {
      configurable: true,
      value: { get: async () => Promise.reject(new DOMException('The operation was cancelled.', 'NotAllowedError')) },
    });
    await atSmsEntry(
      {},
      { 'POST /b2b/webauthn/authenticate/start': () => ok({ public_key_credential_request_options: REQUEST_OPTIONS }) },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Use a passkey instead' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByLabelText('One-time passcode')).toBeTruthy();
  });

  it('is not offered where the MFA methods of the organization leave passkeys out, nor without the product or WebAuthn', async () => {
    browserAuthenticator();
    const first = await atSmsEntry({ mfa_methods: 'RESTRICTED', allowed_mfa_methods: ['sms_otp'] });
    expect(screen.queryByRole('button', { name: 'Use a passkey instead' })).toBeNull();
    first.widget.unmount();

    const second = await atSmsEntry({}, {}, ['passwords']);
    expect(screen.queryByRole('button', { name: 'Use a passkey instead' })).toBeNull();
    second.widget.unmount();

    Reflect.deleteProperty(window, 'PublicKeyCredential');
    await atSmsEntry({ mfa_methods: 'RESTRICTED', allowed_mfa_methods: ['sms_otp', 'passkey'] });
    expect(screen.queryByRole('button', { name: 'Use a passkey instead' })).toBeNull();
  });

  it('is offered where the organization lists passkey among its MFA methods', async () => {
    browserAuthenticator();
    await atSmsEntry({ mfa_methods: 'RESTRICTED', allowed_mfa_methods: ['sms_otp', 'passkey'] });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Use a passkey instead' })).toBeTruthy());
  });
});
