import type { IdentityContext } from '../context.js';
import { usableMfaMethods } from '../mfa/policy.js';
import { sendSmsCode } from '../mfa/sms-code.js';
import {
  type AuthFactor,
  type MemberRow,
  memberSessionWire,
  memberWire,
  type OrganizationRow,
  organizationWire,
} from '../wire.js';
import { createIntermediateSession } from './intermediate.js';
import { createSession } from './session-service.js';

/** Auth method names of organization policy, by factor type. */
const METHOD_OF_FACTOR: Partial<Record<AuthFactor['type'], string>> = {
  magic_link: 'magic_link',
  email_otp: 'email_otp',
  password: 'password',
  sso: 'sso',
  webauthn: 'passkey',
};

const SECONDARY_FACTORS: AuthFactor['type'][] = ['totp', 'sms_otp', 'recovery_code'];

/** Factors that prove the member controls the email address. */
const EMAIL_PROVING_FACTORS: AuthFactor['type'][] = ['magic_link', 'email_otp', 'sso', 'oauth'];
const EMAIL_METHODS = ['magic_link', 'email_otp'];

/**
 * A member whose address is not verified must prove it before a password alone lets them in:
 * the login answers primary_required with the email methods the organization allows (the
 * widget's "Verify your email" screen).
 */
function emailVerificationMethods(organization: OrganizationRow, member: MemberRow, factors: AuthFactor[]): string[] | null {
  if (member.emailAddressVerified || factors.some((f) => EMAIL_PROVING_FACTORS.includes(f.type))) return null;
  const allowed = allowedAuthMethods(organization);
  return EMAIL_METHODS.filter((m) => !allowed || allowed.includes(m));
}

/** The primary methods the organization allows, or null when it allows them all. */
export function allowedAuthMethods(organization: OrganizationRow): string[] | null {
  return organization.authMethods === 'RESTRICTED' ? organization.allowedAuthMethods : null;
}

/** The auth method name a factor counts as: oauth factors by provider (google_oauth, ...). */
function methodOfFactor(f: AuthFactor): string | undefined {
  if (f.type === 'oauth') return `${f.delivery_method.replace(/^oauth_/, '')}_oauth`;
  return METHOD_OF_FACTOR[f.type];
}

/** Whether a factor satisfies the organization's primary-method policy. */
export function isPrimaryAllowed(organization: OrganizationRow, factors: AuthFactor[]): boolean {
  const allowed = allowedAuthMethods(organization);
  if (!allowed) return factors.some((f) => !SECONDARY_FACTORS.includes(f.type));
  return factors.some((f) => {
    const method = methodOfFactor(f);
    return method !== undefined && allowed.includes(method);
  });
}

/**
 * Whether the factors already include a second one. A passkey proven with user verification is
 * two factors in one (the device, and the PIN or biometric that unlocked it); a passkey beside
 * another primary factor is the second factor (docs/decisions/025).
 */
export function hasSecondFactor(factors: AuthFactor[]): boolean {
  const passkeyCounts = (f: AuthFactor) =>
    f.type === 'webauthn' && (f.webauthn_factor?.user_verified === true || factors.some((g) => g.type !== 'webauthn'));
  return factors.some((f) => SECONDARY_FACTORS.includes(f.type) || passkeyCounts(f));
}

export function isMfaRequired(organization: OrganizationRow, member: MemberRow): boolean {
  return organization.mfaPolicy === 'REQUIRED_FOR_ALL' || member.mfaEnrolled;
}

export function mfaRequiredWire(member: MemberRow, secondaryAuthInitiated: 'sms_otp' | null = null) {
  return {
    member_options: member.mfaPhoneNumber ? { mfa_phone_number: member.mfaPhoneNumber } : null,
    secondary_auth_initiated: secondaryAuthInitiated,
  };
}

/**
 * When the member will prove SMS (their default, or their only usable method), the server texts
 * the code itself and says so (secondary_auth_initiated: 'sms_otp'). If it cannot (a rate limit,
 * the carrier), the login still goes on: the client sends the code when its entry screen opens.
 */
async function initiateSecondFactor(ctx: IdentityContext, organization: OrganizationRow, member: MemberRow) {
  if (usableMfaMethods(organization, member)[0] !== 'sms_otp') return null;
  try {
    await sendSmsCode(ctx, { member, phoneNumber: member.mfaPhoneNumber });
    return 'sms_otp' as const;
  } catch (error) {
    ctx.log.warn({ err: error, memberId: member.memberId }, 'could not text the MFA code at login');
    return null;
  }
}

/**
 * The end of every primary authentication in an organization. Either the member is done (a new
 * session: the "done" form of the wire contract) or a step remains (an IST bound to this
 * member, with primary_required first, then mfa_required).
 */
export async function completeAuthentication(
  ctx: IdentityContext,
  input: { member: MemberRow; organization: OrganizationRow; factors: AuthFactor[]; durationMinutes: number },
) {
  const { member, organization, factors } = input;
  const verifyEmailWith = emailVerificationMethods(organization, member, factors);
  const needsPrimary = !isPrimaryAllowed(organization, factors) || verifyEmailWith !== null;
  const needsMfa = !needsPrimary && isMfaRequired(organization, member) && !hasSecondFactor(factors);
  const base = {
    member_id: member.memberId,
    member: memberWire(member),
    organization_id: organization.organizationId,
    organization: organizationWire(organization),
    method_id: '',
    reset_sessions: false,
  };
  if (needsPrimary || needsMfa) {
    const ist = await createIntermediateSession(ctx, {
      emailAddress: member.emailAddress,
      factors,
      organizationId: organization.organizationId,
      memberId: member.memberId,
    });
    return {
      ...base,
      session_token: '',
      session_jwt: '',
      member_session: null,
      member_authenticated: false,
      intermediate_session_token: ist,
      primary_required: needsPrimary ? { allowed_auth_methods: verifyEmailWith ?? allowedAuthMethods(organization) ?? [] } : null,
      mfa_required: needsMfa ? mfaRequiredWire(member, await initiateSecondFactor(ctx, organization, member)) : null,
    };
  }
  const issued = await createSession(ctx, { member, organization, factors, durationMinutes: input.durationMinutes });
  return {
    ...base,
    session_token: issued.sessionToken,
    session_jwt: issued.sessionJwt,
    member_session: memberSessionWire(issued.session, member, organization),
    member_authenticated: true,
    intermediate_session_token: '',
    primary_required: null,
    mfa_required: null,
  };
}

/** An email factor, as magic links and passcodes record it. */
export function emailFactor(type: 'magic_link' | 'email_otp', emailAddress: string, emailId: string): AuthFactor {
  return {
    type,
    delivery_method: 'email',
    last_authenticated_at: new Date().toISOString(),
    email_factor: { email_id: emailId, email_address: emailAddress },
  };
}
