import type { AuthenticateResponse, Organization } from '@shelfscope/identity-client';
import type { Screen } from './screens.js';

/** Second-factor methods by their wire names. */
export type MfaMethod = 'totp' | 'sms_otp';

/** What primary authentication told about the member's second factors. */
export interface MfaPrimaryInfo {
  enrolledMfaMethods: MfaMethod[];
  memberId: string;
  memberPhoneNumber: string | null;
  organizationId: string;
  /** The methods the organization allows and the widget offers, in the widget's order. */
  organizationMfaOptionsSupported: MfaMethod[];
  /** Where a completed MFA step leads. */
  postAuthScreen: Screen;
  /** The member's default method, when they have one. */
  defaultMethod: MfaMethod | null;
}

/** A new authenticator-app registration being shown. */
export interface TotpEnrollment {
  secret: string;
  qrCode: string;
  recoveryCodes: string[];
  method: 'qr' | 'manual';
}

/** The `mfa` part of the widget state (spec section 3). */
export interface MfaState {
  primaryInfo: MfaPrimaryInfo | null;
  isEnrolling: boolean;
  smsOtp: {
    isSending: boolean;
    sendError: string | null;
    codeExpiration: number | null;
    formattedDestination: string | null;
    enrolledNumber: { phoneNumber: string; countryCode: string } | null;
  };
  totp: { isCreating: boolean; createError: string | null; enrollment: TotpEnrollment | null };
}

/** SMS codes live two minutes (spec section 9). */
export const SMS_CODE_MS = 2 * 60_000;

export function initialMfaState(): MfaState {
  return {
    primaryInfo: null,
    isEnrolling: false,
    smsOtp: { isSending: false, sendError: null, codeExpiration: null, formattedDestination: null, enrolledNumber: null },
    totp: { isCreating: false, createError: null, enrollment: null },
  };
}

/** The methods the organization allows (mfa_methods RESTRICTED limits them), in the widget's order and choice. */
export function supportedMethods(organization: Organization | null, products: MfaMethod[]): MfaMethod[] {
  const restricted = organization?.mfa_methods === 'RESTRICTED';
  const allowed = restricted ? ((organization?.allowed_mfa_methods as string[] | undefined) ?? []) : ['totp', 'sms_otp'];
  return products.filter((m) => allowed.includes(m));
}

/**
 * The MFA step after primary authentication (spec section 4): the server-sent SMS code, else the
 * enrolled method (the default if allowed and enrolled, else the first enrolled allowed one),
 * else enrolment (straight to the only method, or the choice).
 */
export function mfaAfterPrimary(
  response: AuthenticateResponse,
  products: MfaMethod[],
  now: number,
): { screen: Screen; mfa: MfaState } {
  const member = response.member;
  const supported = supportedMethods(response.organization, products);
  const enrolled: MfaMethod[] = [];
  if (member.totp_registration_id) enrolled.push('totp');
  if (member.mfa_phone_number_verified && member.mfa_phone_number) enrolled.push('sms_otp');
  const defaultMethod =
    member.default_mfa_method === 'totp' || member.default_mfa_method === 'sms_otp' ? member.default_mfa_method : null;
  const phone = response.mfa_required?.member_options?.mfa_phone_number ?? member.mfa_phone_number ?? null;
  const base = initialMfaState();
  const primaryInfo: MfaPrimaryInfo = {
    enrolledMfaMethods: enrolled,
    memberId: response.member_id,
    memberPhoneNumber: phone || null,
    organizationId: response.organization.organization_id,
    organizationMfaOptionsSupported: supported,
    postAuthScreen: 'LoggedIn',
    defaultMethod,
  };
  const mfa: MfaState = { ...base, primaryInfo };
  if (response.mfa_required?.secondary_auth_initiated === 'sms_otp') {
    return {
      screen: 'SMSOTPEntry',
      mfa: { ...mfa, smsOtp: { ...mfa.smsOtp, codeExpiration: now + SMS_CODE_MS, formattedDestination: phone || null } },
    };
  }
  const usable = enrolled.filter((m) => supported.includes(m));
  const chosen = defaultMethod && usable.includes(defaultMethod) ? defaultMethod : usable[0];
  if (chosen) return { screen: chosen === 'totp' ? 'TOTPEntry' : 'SMSOTPEntry', mfa };
  const enrolling = { ...mfa, isEnrolling: true };
  if (supported.length === 1) return { screen: enrollmentScreen(supported[0] as MfaMethod), mfa: enrolling };
  return { screen: 'MFAEnrollmentSelection', mfa: enrolling };
}

export const enrollmentScreen = (method: MfaMethod): Screen => (method === 'totp' ? 'TOTPEnrollmentQRCode' : 'SMSOTPEnrollment');

/** 'Text me a code instead' shows only when SMS is enrolled, allowed, and the member is not enrolling. */
export function canSwitchToSms(mfa: MfaState): boolean {
  const info = mfa.primaryInfo;
  return Boolean(
    info &&
      !mfa.isEnrolling &&
      info.enrolledMfaMethods.includes('sms_otp') &&
      info.organizationMfaOptionsSupported.includes('sms_otp'),
  );
}
