import type { MemberRow, OrganizationRow } from '../wire.js';

export type MfaMethod = 'totp' | 'sms_otp';

/** The second factors the organization accepts (mfa_methods RESTRICTED limits them). */
export function allowedMfaMethods(organization: OrganizationRow): MfaMethod[] {
  if (organization.mfaMethods !== 'RESTRICTED') return ['totp', 'sms_otp'];
  return organization.allowedMfaMethods.filter((m): m is MfaMethod => m === 'totp' || m === 'sms_otp');
}

/** The member's enrolled methods that the organization allows, the default first. */
export function usableMfaMethods(organization: OrganizationRow, member: MemberRow): MfaMethod[] {
  const enrolled: MfaMethod[] = [];
  if (member.totpRegistrationId) enrolled.push('totp');
  if (member.mfaPhoneNumberVerified && member.mfaPhoneNumber) enrolled.push('sms_otp');
  const allowed = allowedMfaMethods(organization);
  const usable = enrolled.filter((m) => allowed.includes(m));
  return usable.sort((a, b) => Number(b === member.defaultMfaMethod) - Number(a === member.defaultMfaMethod));
}
