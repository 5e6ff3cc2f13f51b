import { z } from 'zod';
import { identityEnvelope, MemberSchema, OrganizationSchema } from './base.js';
import { AuthenticateShape } from './sessions.js';

/**
 * Second-factor answers (/sdk/v1/b2b/totp*, otps/sms/*, recovery_codes*): enrolment, the codes,
 * and the logins a second factor completes (the authenticate answer with one field more).
 */

const MemberAndOrganization = { member_id: z.string(), member: MemberSchema, organization: OrganizationSchema };

/** totp (create): the pending registration's secret, its QR code and the member's backup codes. */
export const TotpCreateResponse = identityEnvelope({
  ...MemberAndOrganization,
  totp_registration_id: z.string(),
  totp_id: z.string(),
  secret: z.string(),
  /** A data: URL of the PNG to scan. */
  qr_code: z.string(),
  recovery_codes: z.array(z.string()),
});

/** totp/authenticate: the login completed, and the registration it proved. */
export const TotpAuthenticateResponse = identityEnvelope({ ...AuthenticateShape, totp_registration_id: z.string() });

/** recovery_codes/recover: the login completed with a backup code, and how many are left. */
export const RecoverResponse = identityEnvelope({ ...AuthenticateShape, recovery_codes_remaining: z.number().int() });

/** recovery_codes (GET) and recovery_codes/rotate: the member's backup codes. */
export const RecoveryCodesResponse = identityEnvelope({ ...MemberAndOrganization, recovery_codes: z.array(z.string()) });

/** otps/sms/send and the removal of a phone number or authenticator app: the member after it. */
export const MfaMemberResponse = identityEnvelope(MemberAndOrganization);
