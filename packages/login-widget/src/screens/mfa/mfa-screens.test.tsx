import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { toE164, VALIDATION_TIMEOUT_MS } from '../../mfa/phone.js';
import { fakeServer, ok, type Route } from '../../test-support/fake-server.js';
import { MEMBER, memberSearch, organization, sessionResponse } from '../../test-support/fixtures.js';
import { renderWidget, resetPage } from '../../test-support/render.js';
import { groupSecret } from './totp.js';

resetPage();

const ORG = organization({ organization_name: 'Acme Books' });

/** A password login into an organization that answers mfa_required; `member` shapes what is enrolled. */
function mfaStep(member: Record<string, unknown> = {}, initiated: string | null = null) {
  return sessionResponse({
    member_session: null,
    member_authenticated: false,
    intermediate_session_token: 'ist-1',
    member: { ...MEMBER, ...member },
    organization: ORG,
    mfa_required: {
      member_options: member.mfa_phone_number ? { mfa_phone_number: member.mfa_phone_number } : null,
      secondary_auth_initiated: initiated,
    },
  });
}

const TARGET = { organization_id: 'organization-test-1', member_id: MEMBER.member_id };
const done = () => ok(sessionResponse());

async function signIn(
  member: Record<string, unknown>,
  routes: Record<string, Route>,
  config = {},
  initiated: string | null = null,
) {
  window.history.replaceState({}, '', '/org/acme');
  const server = fakeServer(
    {
      'POST /b2b/organizations/search': () => ok({ organization: ORG }),
      'POST /b2b/organizations/members/search': memberSearch(),
      'POST /b2b/passwords/authenticate': () => ok(mfaStep(member, initiated)),
      ...routes,
    },
    { bootstrap: { slug_pattern: `${window.location.origin}/org/{{slug}}` } },
  );
  const widget = renderWidget({ authFlowType: 'Organization', products: ['passwords'], ...config });
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'ada@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  fireEvent.change(await screen.findByLabelText('Password'), { target: { value: 'Lantern-harbor-2026' } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  return { server, widget };
}

const totpCreated = () =>
  ok({
    member_id: MEMBER.member_id,
    member: MEMBER,
    organization: ORG,
    totp_registration_id: 'totp-1',
    secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
    qr_code: 'data:image/png;base64,iVBORw0KGgo=',
    recovery_codes: ['aaaa-bbbb-cccc', 'dddd-eeee-ffff'],
  });

describe('MFA screens', () => {
  it('MFAEnrollmentSelection → TOTPEnrollmentQRCode → TOTPEnrollmentManual → TOTPEntry → RecoveryCodeSave → LoggedIn', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(window.navigator, 'clipboard', { value: { writeText }, configurable: true });
    const { server, widget } = await signIn({}, { 'POST /b2b/totp': totpCreated, 'POST /b2b/totp/authenticate': done });
    expect(await screen.findByRole('heading', { name: 'Set up Multi-Factor Authentication' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use an authenticator app' }));
    expect(await screen.findByRole('heading', { name: 'Scan the QR code to link your authenticator app' })).toBeTruthy();
    expect(((await screen.findByAltText('QR code to scan with your authenticator app')) as HTMLImageElement).src).toContain(
      'data:image/png',
    );
    expect(server.callsTo('/b2b/totp')).toHaveLength(1);
    expect(server.callsTo('/b2b/totp')[0]?.body).toEqual({ ...TARGET, intermediate_session_token: 'ist-1' });

    fireEvent.click(screen.getByRole('button', { name: 'Having trouble scanning?' }));
    expect(await screen.findByRole('heading', { name: 'Having trouble scanning the QR code?' })).toBeTruthy();
    const code = screen.getByText('jbsw y3dp ehpk 3pxp jbsw y3dp ehpk 3pxp');
    fireEvent.click(code);
    expect(await screen.findByText('Code copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith('jbswy3dpehpk3pxpjbswy3dpehpk3pxp');
    fireEvent.click(screen.getByRole('button', { name: 'Try to scan the QR code again' }));
    expect(await screen.findByRole('heading', { name: 'Scan the QR code to link your authenticator app' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));

    expect(await screen.findByRole('heading', { name: 'Enter verification code' })).toBeTruthy();
    expect(screen.getByText('Enter the 6-digit code from your authenticator app.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    expect(await screen.findByRole('heading', { name: 'Save your backup codes!' })).toBeTruthy();
    expect(server.callsTo('/b2b/totp/authenticate')[0]?.body).toEqual({
      ...TARGET,
      code: '123456',
      session_duration_minutes: 60,
      set_mfa_enrollment: 'enroll',
      intermediate_session_token: 'ist-1',
    });
    // The login completes only when the codes are acknowledged.
    expect(widget.eventTypes()).not.toContain('AuthenticateFlowComplete');
    expect(screen.getByText('aaaa-bbbb-cccc')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(writeText).toHaveBeenLastCalledWith('aaaa-bbbb-cccc\ndddd-eeee-ffff');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(widget.eventTypes()).toEqual([
      'B2BOrganizationsGetBySlug',
      'B2BPasswordAuthenticate',
      'B2BTOTPCreate',
      'B2BTOTPAuthenticate',
      'AuthenticateFlowComplete',
    ]);
  }, 20_000);

  it('RecoveryCodeSave: a refused clipboard says so; Download names the file after the organization', async () => {
    Object.defineProperty(window.navigator, 'clipboard', {
      value: { writeText: async () => Promise.reject(new Error('denied')) },
      configurable: true,
    });
    const clicks: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    URL.createObjectURL = vi.fn(() => 'blob:codes');
    URL.revokeObjectURL = vi.fn();
    await signIn({}, { 'POST /b2b/totp': totpCreated, 'POST /b2b/totp/authenticate': done }, { mfaProductInclude: ['totp'] });
    // Only one method: straight to the QR code.
    expect(await screen.findByAltText('QR code to scan with your authenticator app')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    fireEvent.change(await screen.findByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await screen.findByText("Couldn't copy codes to clipboard")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Download .txt' }));
    expect(clicks).toEqual(['Acme Books-backup-codes.txt']);
    click.mockRestore();
  });

  it('TOTPEntry for an enrolled member: a wrong code shows the error; the backup code link leads to RecoveryCodeEntry', async () => {
    const { server, widget } = await signIn(
      { totp_registration_id: 'totp-1' },
      {
        'POST /b2b/totp/authenticate': () =>
          new Response(
            JSON.stringify({
              status_code: 404,
              error_type: 'otp_code_not_found',
              error_message: 'x',
              error_url: '',
              request_id: 'r',
            }),
            { status: 404, headers: { 'content-type': 'application/json' } },
          ),
        'POST /b2b/recovery_codes/recover': () => ok({ ...sessionResponse(), recovery_codes_remaining: 9 }),
      },
    );
    fireEvent.change(await screen.findByLabelText('Verification code'), { target: { value: '000000' } });
    expect(await screen.findByText('Invalid passcode, please try again.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Text me a code instead' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Can’t access your authenticator app? Use a backup code' }));
    expect(await screen.findByRole('heading', { name: 'Enter backup code' })).toBeTruthy();
    const submit = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Backup code'), { target: { value: ' aaaa-bbbb-cccc ' } });
    expect(submit.disabled).toBe(false);
    fireEvent.click(submit);
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(server.callsTo('/b2b/recovery_codes/recover')[0]?.body).toMatchObject({ ...TARGET, recovery_code: 'aaaa-bbbb-cccc' });
    expect(widget.eventTypes()).toContain('B2BRecoveryCodesRecover');
    expect(widget.eventTypes().at(-1)).toBe('AuthenticateFlowComplete');
  });

  it("TOTPEntry offers 'Text me a code instead' for enrolled SMS; SMSOTPEntry then sends the code itself", async () => {
    const { server } = await signIn(
      {
        totp_registration_id: 'totp-1',
        mfa_phone_number: '+16505550123',
        mfa_phone_number_verified: true,
        default_mfa_method: 'totp',
      },
      { 'POST /b2b/otps/sms/send': () => ok({ member_id: MEMBER.member_id, member: MEMBER, organization: ORG }) },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Text me a code instead' }));
    expect(await screen.findByRole('heading', { name: 'Enter passcode' })).toBeTruthy();
    await waitFor(() => expect(server.callsTo('/b2b/otps/sms/send')).toHaveLength(1));
    expect(server.callsTo('/b2b/otps/sms/send')[0]?.body).toEqual({ ...TARGET, intermediate_session_token: 'ist-1' });
    expect(await screen.findByText(/A 6-digit passcode was sent to you at \+1 650 555 0123/)).toBeTruthy();
  });

  it('SMSOTPEntry after the server texted: the countdown from 2:00, no second send, resend states', async () => {
    const { server, widget } = await signIn(
      { mfa_phone_number: '+16505550123', mfa_phone_number_verified: true },
      {
        'POST /b2b/otps/sms/send': () => ok({ member_id: MEMBER.member_id, member: MEMBER, organization: ORG }),
        'POST /b2b/otps/sms/authenticate': done,
      },
      {},
      'sms_otp',
    );
    expect(await screen.findByText('Your code expires in 2:00.')).toBeTruthy();
    expect(server.callsTo('/b2b/otps/sms/send')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Code sent')).toBeTruthy();
    expect(server.callsTo('/b2b/otps/sms/send')).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('One-time passcode'), { target: { value: '654321' } });
    expect(await screen.findByRole('heading', { name: 'Success!' })).toBeTruthy();
    expect(widget.eventTypes()).toContain('B2BOTPsSMSAuthenticate');
  });

  it('SMSOTPEnrollment: US by default, Continue disabled while empty, an invalid number refused locally, a valid one texted', async () => {
    const { server } = await signIn(
      {},
      { 'POST /b2b/otps/sms/send': () => ok({ member_id: MEMBER.member_id, member: MEMBER, organization: ORG }) },
      { mfaProductOrder: ['smsOtp'] },
    );
    const choices = await screen.findAllByRole('button', { name: /Text me a code|Use an authenticator app/ });
    expect(choices.map((b) => b.textContent)).toEqual(['Text me a code', 'Use an authenticator app']);
    fireEvent.click(choices[0] as HTMLElement);
    expect(
      await screen.findByRole('heading', { name: 'Enter your phone number to set up Multi-Factor Authentication' }),
    ).toBeTruthy();
    expect((screen.getByLabelText('Country') as HTMLSelectElement).value).toBe('US');
    const submit = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    const field = screen.getByLabelText('Phone number (+1)');
    fireEvent.change(field, { target: { value: '555 0100' } });
    fireEvent.click(submit);
    expect(
      await screen.findByText('Phone number format is invalid. Ensure the phone number is in the E.164 format.'),
    ).toBeTruthy();
    expect(server.callsTo('/b2b/otps/sms/send')).toHaveLength(0);
    fireEvent.change(field, { target: { value: '(650) 555-0123' } });
    fireEvent.click(submit);
    expect(await screen.findByRole('heading', { name: 'Enter passcode' })).toBeTruthy();
    expect(server.callsTo('/b2b/otps/sms/send')[0]?.body).toEqual({
      ...TARGET,
      mfa_phone_number: '+16505550123',
      intermediate_session_token: 'ist-1',
    });
  });
});

describe('MFA errors', () => {
  it('a failed resend is a toast and marks the code expired; a failed TOTP create is a toast', async () => {
    let sends = 0;
    await signIn(
      { mfa_phone_number: '+16505550123', mfa_phone_number_verified: true },
      {
        'POST /b2b/otps/sms/send': () => {
          sends += 1;
          return new Response(
            JSON.stringify({
              status_code: 429,
              error_type: 'too_many_requests',
              error_message: 'Too many requests. Please wait and try again.',
              error_url: '',
              request_id: 'r',
            }),
            { status: 429, headers: { 'content-type': 'application/json' } },
          );
        },
      },
      {},
      'sms_otp',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Too many requests. Please wait and try again.')).toBeTruthy();
    expect(await screen.findByText('Your code has expired.')).toBeTruthy();
    expect(sends).toBe(1);
  });

  it('TOTP create failure shows a toast, and is not retried by itself', async () => {
    let creates = 0;
    await signIn(
      {},
      {
        'POST /b2b/totp': () => {
          creates += 1;
          return new Response(
            JSON.stringify({
              status_code: 403,
              error_type: 'mfa_method_not_allowed',
              error_message: 'This organization does not allow this multi-factor authentication method.',
              error_url: '',
              request_id: 'r',
            }),
            { status: 403, headers: { 'content-type': 'application/json' } },
          );
        },
      },
      { mfaProductInclude: ['totp'] },
    );
    expect(await screen.findByText('This organization does not allow this multi-factor authentication method.')).toBeTruthy();
    // Effects after the failure have run (a retry would have been sent by them).
    await act(async () => undefined);
    expect(creates).toBe(1);
  });
});

describe('helpers', () => {
  it('groups a secret in fours, lowercased', () => {
    expect(groupSecret('ABCDEFGHIJ')).toBe('abcd efgh ij');
  });

  it('phone validation: the parser decides; late (2 s) or failing, calling code plus the digits typed', async () => {
    expect(await toE164('FR', '06 12 34 56 78')).toBe('+33612345678');
    expect(await toE164('US', '555 0100')).toBeNull();
    const never = () => new Promise<never>(() => undefined);
    vi.useFakeTimers();
    try {
      const late = toE164('GB', '07700 900123', { load: never });
      await act(() => vi.advanceTimersByTimeAsync(VALIDATION_TIMEOUT_MS));
      // Literally the calling code and the digits (spec section 5); the server then judges the number.
      expect(await late).toBe('+4407700900123');
    } finally {
      vi.useRealTimers();
    }
    expect(await toE164('DE', '030 1234', { load: () => Promise.reject(new Error('chunk failed')) })).toBe('+490301234');
  });
});
