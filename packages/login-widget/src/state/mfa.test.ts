import type { AuthenticateResponse } from '@shelfscope/identity-client';
import { describe, expect, it } from 'vitest';
import { mfaProducts } from '../config.js';
import { MEMBER, organization, sessionResponse } from '../test-support/fixtures.js';
import { canSwitchToSms, SMS_CODE_MS } from './mfa.js';
import { reducer } from './reducer.js';
import { initialState, type WidgetState } from './state.js';

const NOW = 1_800_000_000_000;
const run = (state: WidgetState, ...actions: Parameters<typeof reducer>[1][]) => actions.reduce(reducer, state);

/** A not-done authenticate response: MFA still due. */
function mfaResponse(member: Record<string, unknown> = {}, org: Record<string, unknown> = {}, initiated: string | null = null) {
  return sessionResponse({
    member_session: null,
    member_authenticated: false,
    intermediate_session_token: 'ist-1',
    member: { ...MEMBER, ...member },
    organization: organization(org),
    mfa_required: {
      member_options: member.mfa_phone_number ? { mfa_phone_number: member.mfa_phone_number } : null,
      secondary_auth_initiated: initiated,
    },
  }) as unknown as AuthenticateResponse;
}

const afterPrimary = (response: AuthenticateResponse, products: ('totp' | 'sms_otp')[] = ['totp', 'sms_otp']) =>
  reducer(initialState('Discovery'), { type: 'primary_authenticate_success', response, mfaProducts: products, now: NOW });

const SMS = { mfa_phone_number: '+16505550123', mfa_phone_number_verified: true };

describe('after primary authentication, MFA (spec section 4)', () => {
  it('the server texted the code: SMSOTPEntry with a two-minute expiry', () => {
    const state = afterPrimary(mfaResponse(SMS, {}, 'sms_otp'));
    expect(state.screen).toBe('SMSOTPEntry');
    expect(state.mfa.smsOtp.codeExpiration).toBe(NOW + SMS_CODE_MS);
    expect(state.mfa.primaryInfo).toMatchObject({
      memberId: MEMBER.member_id,
      memberPhoneNumber: '+16505550123',
      postAuthScreen: 'LoggedIn',
    });
  });

  it('picks the default method when allowed and enrolled, else the first enrolled allowed one', () => {
    const both = { ...SMS, totp_registration_id: 'totp-1' };
    expect(afterPrimary(mfaResponse({ ...both, default_mfa_method: 'sms_otp' })).screen).toBe('SMSOTPEntry');
    expect(afterPrimary(mfaResponse({ ...both, default_mfa_method: 'totp' })).screen).toBe('TOTPEntry');
    const onlySms = { mfa_methods: 'RESTRICTED', allowed_mfa_methods: ['sms_otp'] };
    expect(afterPrimary(mfaResponse({ ...both, default_mfa_method: 'totp' }, onlySms)).screen).toBe('SMSOTPEntry');
  });

  it('nothing enrolled: the choice, or straight to the only method', () => {
    const choice = afterPrimary(mfaResponse());
    expect(choice).toMatchObject({ screen: 'MFAEnrollmentSelection', mfa: { isEnrolling: true } });
    expect(choice.mfa.primaryInfo?.organizationMfaOptionsSupported).toEqual(['totp', 'sms_otp']);
    expect(afterPrimary(mfaResponse({}, { mfa_methods: 'RESTRICTED', allowed_mfa_methods: ['totp'] })).screen).toBe(
      'TOTPEnrollmentQRCode',
    );
    expect(afterPrimary(mfaResponse(), ['sms_otp']).screen).toBe('SMSOTPEnrollment');
  });

  it('mfaProductInclude and mfaProductOrder choose and order the methods', () => {
    expect(mfaProducts({ publicToken: 'p', baseUrl: 'b', products: [] })).toEqual(['totp', 'sms_otp']);
    expect(mfaProducts({ publicToken: 'p', baseUrl: 'b', products: [], mfaProductOrder: ['smsOtp'] })).toEqual([
      'sms_otp',
      'totp',
    ]);
    expect(mfaProducts({ publicToken: 'p', baseUrl: 'b', products: [], mfaProductInclude: ['smsOtp'] })).toEqual(['sms_otp']);
  });
});

describe('MFA transitions', () => {
  const enrolling = () => afterPrimary(mfaResponse());
  const enrollment = { secret: 'ABCDEFGHIJKLMNOP', qrCode: 'data:image/png;base64,x', recoveryCodes: ['aaaa-bbbb-cccc'] };

  it('TOTP enrolment: create, manual and QR, continue, authenticate, save codes, done', () => {
    let state = run(enrolling(), { type: 'mfa_select_method', method: 'totp' }, { type: 'totp_create_start' });
    expect(state).toMatchObject({ screen: 'TOTPEnrollmentQRCode', mfa: { totp: { isCreating: true } } });
    state = run(state, {
      type: 'totp_create_success',
      memberId: MEMBER.member_id,
      organizationId: 'organization-test-1',
      enrollment,
    });
    expect(state.mfa.totp.enrollment).toEqual({ ...enrollment, method: 'qr' });
    state = run(state, { type: 'totp_show_code', method: 'manual' });
    expect(state).toMatchObject({ screen: 'TOTPEnrollmentManual', mfa: { totp: { enrollment: { method: 'manual' } } } });
    state = run(state, { type: 'totp_show_code', method: 'qr' }, { type: 'totp_continue' }, { type: 'totp_authenticated' });
    expect(state.screen).toBe('RecoveryCodeSave');
    state = run(state, { type: 'mfa_complete' });
    expect(state.screen).toBe('LoggedIn');
    expect(state.mfa.primaryInfo).toBeNull();
  });

  it('ignores a TOTP create answer for another member or after enrolment', () => {
    const state = run(
      enrolling(),
      { type: 'totp_create_start' },
      { type: 'totp_create_success', memberId: 'other', organizationId: 'organization-test-1', enrollment },
    );
    expect(state.mfa.totp).toEqual({ isCreating: false, createError: null, enrollment: null });
  });

  it('a TOTP login (not enrolling) ends on LoggedIn; a backup code on the same', () => {
    const login = afterPrimary(mfaResponse({ totp_registration_id: 'totp-1' }));
    expect(run(login, { type: 'totp_authenticated' }).screen).toBe('LoggedIn');
    expect(run(login, { type: 'mfa_use_recovery_code' }).screen).toBe('RecoveryCodeEntry');
  });

  it('SMS send: sending, then the entry with a countdown; a failure marks the code expired', () => {
    let state = run(enrolling(), { type: 'mfa_select_method', method: 'sms_otp' }, { type: 'sms_send_start' });
    expect(state.mfa.smsOtp.isSending).toBe(true);
    state = run(state, {
      type: 'sms_send_success',
      codeExpiration: NOW + SMS_CODE_MS,
      formattedDestination: '+1 650 555 0123',
      enrolledNumber: { phoneNumber: '+16505550123', countryCode: 'US' },
    });
    expect(state).toMatchObject({
      screen: 'SMSOTPEntry',
      mfa: { smsOtp: { isSending: false, formattedDestination: '+1 650 555 0123' } },
    });
    state = run(state, { type: 'sms_send_error', error: 'nope' });
    expect(state.mfa.smsOtp).toMatchObject({ sendError: 'nope', codeExpiration: 0 });
  });

  it("offers 'Text me a code instead' only for an enrolled, allowed SMS outside enrolment", () => {
    expect(canSwitchToSms(afterPrimary(mfaResponse({ ...SMS, totp_registration_id: 't', default_mfa_method: 'totp' })).mfa)).toBe(
      true,
    );
    expect(canSwitchToSms(afterPrimary(mfaResponse({ totp_registration_id: 't' })).mfa)).toBe(false);
    expect(canSwitchToSms(enrolling().mfa)).toBe(false);
    const restricted = { mfa_methods: 'RESTRICTED', allowed_mfa_methods: ['totp'] };
    expect(canSwitchToSms(afterPrimary(mfaResponse({ ...SMS, totp_registration_id: 't' }, restricted)).mfa)).toBe(false);
  });
});
