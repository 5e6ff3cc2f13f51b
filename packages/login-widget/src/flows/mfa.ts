import { type AuthenticateResponse, clientContext, recoveryCodesApi, totpApi } from '@shelfscope/identity-client';
import { sessionMinutes } from '../config.js';
import { errorMessage } from '../errors.js';
import { formatPhone } from '../mfa/phone.js';
import { SMS_CODE_MS } from '../state/mfa.js';
import type { WidgetServices } from './services.js';

/** The authenticator-app calls, built over the widget's client with this chunk (not in its first load). */
const totp = (s: WidgetServices) => totpApi(clientContext(s.client));

/** The member and organization of the MFA step (set by primary authentication). */
function target(s: WidgetServices) {
  const info = s.state.mfa.primaryInfo;
  if (!info) throw new Error('No multi-factor step is in progress.');
  return { organization_id: info.organizationId, member_id: info.memberId };
}

/** The login is complete: the host learns it (AuthenticateFlowComplete), the widget shows the post-auth screen. */
function complete(s: WidgetServices, response: AuthenticateResponse): void {
  s.emit('AuthenticateFlowComplete', {
    member_id: response.member_id,
    organization_id: response.organization?.organization_id,
    member_session: response.member_session,
  });
}

/**
 * Texts a code: to `phoneNumber` when enrolling one (E.164), else to the enrolled number. On
 * success the entry screen counts down two minutes; on failure the code counts as expired and
 * the error is kept (a resend shows it as a toast).
 */
export async function sendSmsCode(
  s: WidgetServices,
  options: { phoneNumber?: string; countryCode?: string; isResend?: boolean } = {},
): Promise<void> {
  s.dispatch({ type: 'sms_send_start' });
  try {
    const response = await s.client.otps.sms.send({
      ...target(s),
      ...(options.phoneNumber ? { mfa_phone_number: options.phoneNumber } : {}),
      ...(s.config.smsOtpOptions?.locale ? { locale: s.config.smsOtpOptions.locale } : {}),
    });
    s.emit('B2BOTPsSMSSend', response);
    const number = options.phoneNumber ?? s.state.mfa.primaryInfo?.memberPhoneNumber ?? '';
    s.dispatch({
      type: 'sms_send_success',
      codeExpiration: Date.now() + SMS_CODE_MS,
      formattedDestination: await formatPhone(number),
      enrolledNumber: options.phoneNumber ? { phoneNumber: options.phoneNumber, countryCode: options.countryCode ?? '' } : null,
    });
  } catch (error) {
    const message = errorMessage(error, s.t);
    s.dispatch({ type: 'sms_send_error', error: message });
    if (options.isResend) s.toasts.show(message, 'error');
    throw error;
  }
}

export async function authenticateSmsCode(s: WidgetServices, code: string): Promise<void> {
  const response = await s.client.otps.sms.authenticate({
    ...target(s),
    code,
    session_duration_minutes: sessionMinutes(s.config),
    ...(s.state.mfa.isEnrolling ? { set_mfa_enrollment: 'enroll' as const } : {}),
  });
  s.emit('B2BOTPsSMSAuthenticate', response);
  s.dispatch({ type: 'mfa_complete' });
  complete(s, response);
}

/** Starts an authenticator-app registration (once at a time); failure is a toast. */
export async function createTotp(s: WidgetServices): Promise<void> {
  const ids = target(s);
  s.dispatch({ type: 'totp_create_start' });
  try {
    const response = await totp(s).create(ids);
    s.emit('B2BTOTPCreate', response);
    s.dispatch({
      type: 'totp_create_success',
      memberId: ids.member_id,
      organizationId: ids.organization_id,
      enrollment: { secret: response.secret, qrCode: response.qr_code, recoveryCodes: response.recovery_codes },
    });
  } catch (error) {
    const message = errorMessage(error, s.t);
    s.dispatch({ type: 'totp_create_error', error: message });
    s.toasts.show(message, 'error');
    s.reportError(message, error);
  }
}

/** Proves an authenticator code: enrolment goes on to the backup codes, a login is complete. */
export async function authenticateTotp(s: WidgetServices, code: string): Promise<void> {
  const isEnrolling = s.state.mfa.isEnrolling;
  const response = await totp(s).authenticate({
    ...target(s),
    code,
    session_duration_minutes: sessionMinutes(s.config),
    ...(isEnrolling ? { set_mfa_enrollment: 'enroll' as const } : {}),
  });
  s.emit('B2BTOTPAuthenticate', response);
  s.dispatch({ type: 'totp_authenticated' });
  // Enrolling: the login completes when the backup codes are acknowledged (Done).
  if (!isEnrolling) complete(s, response);
}

/** The backup codes were saved (Done): the login is complete. */
export function acknowledgeRecoveryCodes(s: WidgetServices): void {
  const session = s.client.session.getSync();
  s.dispatch({ type: 'mfa_complete' });
  s.emit('AuthenticateFlowComplete', {
    member_id: session?.member_id,
    organization_id: session?.organization_id,
    member_session: session,
  });
}

export async function recoverWithCode(s: WidgetServices, code: string): Promise<void> {
  const response = await recoveryCodesApi(clientContext(s.client)).recover({
    ...target(s),
    recovery_code: code.trim(),
    session_duration_minutes: sessionMinutes(s.config),
  });
  s.emit('B2BRecoveryCodesRecover', response);
  s.dispatch({ type: 'mfa_complete' });
  complete(s, response);
}
