import type { AuthenticateResponse, WireData } from '../types.js';
import { validate } from '../validate.js';
import type {
  RecoveryCodesResponse as RecoveryCodesResponseSchema,
  TotpCreateResponse as TotpCreateResponseSchema,
} from '../wire/index.js';
import { authenticateCall, type ClientContext, DEFAULT_SESSION_DURATION_MINUTES, post } from './context.js';
import type { MemberResponse } from './members.js';

/** Which member of which organization a second-factor call is for. */
export interface MfaTarget {
  organization_id: string;
  member_id: string;
}

/**
 * A new, pending authenticator-app registration: the base32 shared secret (what the manual-entry
 * screen shows), the otpauth:// URI as a PNG data URL, and the backup codes.
 */
export type TotpCreateResponse = WireData<typeof TotpCreateResponseSchema>;

export interface TotpAuthenticateParams extends MfaTarget {
  code: string;
  session_duration_minutes?: number;
  set_mfa_enrollment?: 'enroll' | 'unenroll';
  set_default_mfa?: boolean;
}

export interface SmsSendParams extends MfaTarget {
  /** E.164; only when enrolling a new number. */
  mfa_phone_number?: string;
  locale?: string;
}

export interface SmsAuthenticateParams extends MfaTarget {
  code: string;
  session_duration_minutes?: number;
  set_mfa_enrollment?: 'enroll' | 'unenroll';
}

export interface RecoverParams extends MfaTarget {
  recovery_code: string;
  session_duration_minutes?: number;
}

export type RecoveryCodesResponse = WireData<typeof RecoveryCodesResponseSchema>;

/** Authenticator apps (TOTP). */
export interface TotpApi {
  create(params: MfaTarget & { expiration_minutes?: number }): Promise<TotpCreateResponse>;
  authenticate(params: TotpAuthenticateParams): Promise<AuthenticateResponse>;
}

/** Backup codes of the authenticator app. */
export interface RecoveryCodesApi {
  recover(params: RecoverParams): Promise<AuthenticateResponse & { recovery_codes_remaining: number }>;
  /** The signed-in member's unused codes. */
  get(): Promise<RecoveryCodesResponse>;
  /** Ten new codes for the signed-in member; the old ones stop working. */
  rotate(): Promise<RecoveryCodesResponse>;
}

/** Text-message passcodes. */
export interface SmsOtpsApi {
  send(params: SmsSendParams): Promise<MemberResponse>;
  authenticate(params: SmsAuthenticateParams): Promise<AuthenticateResponse>;
}

/** Removing a member's second factors (the member themself, or an admin). */
export interface MemberFactorsApi {
  deleteMFAPhoneNumber(memberId: string): Promise<MemberResponse>;
  deleteMFATOTP(memberId: string): Promise<MemberResponse>;
}

const checkTarget = (method: string, params: MfaTarget) =>
  validate(method).isString('organization_id', params.organization_id).isString('member_id', params.member_id);

const withDuration = (params: object & { session_duration_minutes?: number | undefined }): Record<string, unknown> => ({
  ...params,
  session_duration_minutes: params.session_duration_minutes ?? DEFAULT_SESSION_DURATION_MINUTES,
});

/** Keeps the stored member in step with an answer that changed it. */
const keepMember = <T extends MemberResponse>(ctx: ClientContext, response: T): T => {
  ctx.store.updateMember(response.member);
  return response;
};

export function totpApi(ctx: ClientContext): TotpApi {
  return {
    create: async (params) => {
      checkTarget('totp.create', params).isOptionalNumber('expiration_minutes', params.expiration_minutes);
      return keepMember(ctx, await post<TotpCreateResponse>(ctx, '/b2b/totp', { ...params }, true));
    },
    authenticate: async (params) => {
      checkTarget('totp.authenticate', params)
        .isString('code', params.code)
        .isOptionalNumber('session_duration_minutes', params.session_duration_minutes)
        .isOptionalString('set_mfa_enrollment', params.set_mfa_enrollment)
        .isOptionalBoolean('set_default_mfa', params.set_default_mfa);
      return authenticateCall(ctx, '/b2b/totp/authenticate', withDuration(params));
    },
  };
}

export function recoveryCodesApi(ctx: ClientContext): RecoveryCodesApi {
  return {
    recover: async (params) => {
      checkTarget('recoveryCodes.recover', params)
        .isString('recovery_code', params.recovery_code)
        .isOptionalNumber('session_duration_minutes', params.session_duration_minutes);
      return authenticateCall(ctx, '/b2b/recovery_codes/recover', withDuration(params)) as ReturnType<
        RecoveryCodesApi['recover']
      >;
    },
    get: () => ctx.network.request({ method: 'GET', path: '/b2b/recovery_codes' }),
    rotate: () => post(ctx, '/b2b/recovery_codes/rotate', {}),
  };
}

export function smsOtpsApi(ctx: ClientContext): SmsOtpsApi {
  return {
    send: async (params) => {
      checkTarget('otps.sms.send', params)
        .isOptionalString('mfa_phone_number', params.mfa_phone_number)
        .isOptionalString('locale', params.locale);
      return post<MemberResponse>(ctx, '/b2b/otps/sms/send', { ...params }, true);
    },
    authenticate: async (params) => {
      checkTarget('otps.sms.authenticate', params)
        .isString('code', params.code)
        .isOptionalNumber('session_duration_minutes', params.session_duration_minutes)
        .isOptionalString('set_mfa_enrollment', params.set_mfa_enrollment);
      return authenticateCall(ctx, '/b2b/otps/sms/authenticate', withDuration(params));
    },
  };
}

export function memberFactorsApi(ctx: ClientContext): MemberFactorsApi {
  const remove = (method: string, path: string) => async (memberId: string) => {
    validate(method).isString('member_id', memberId);
    const response = await ctx.network.request<MemberResponse>({
      method: 'DELETE',
      path: `${path}/${encodeURIComponent(memberId)}`,
    });
    return keepMember(ctx, response);
  };
  return {
    deleteMFAPhoneNumber: remove('organization.members.deleteMFAPhoneNumber', '/b2b/organizations/members/mfa_phone_numbers'),
    deleteMFATOTP: remove('organization.members.deleteMFATOTP', '/b2b/organizations/members/totp'),
  };
}
