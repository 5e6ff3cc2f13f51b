import type { AuthenticateResponse, BasicResponse, DiscoveryAuthenticateResponse } from '../types.js';
import { validate } from '../validate.js';
import { authenticateCall, type ClientContext, DEFAULT_SESSION_DURATION_MINUTES, discoveryCall, post } from './context.js';
import { type SmsOtpsApi, smsOtpsApi } from './mfa.js';

/** Parameters of sending a login-or-signup code to an organization member. */
export interface EmailOtpLoginOrSignupParams {
  organization_id: string;
  email_address: string;
  login_template_id?: string;
  signup_template_id?: string;
  locale?: string;
  login_expiration_minutes?: number;
  signup_expiration_minutes?: number;
}

/** Parameters of checking an emailed code within an organization. */
export interface EmailOtpAuthenticateParams {
  code: string;
  organization_id: string;
  email_address: string;
  session_duration_minutes?: number;
  locale?: string;
}

/** Parameters of sending a discovery code. */
export interface EmailOtpDiscoverySendParams {
  email_address: string;
  login_template_id?: string;
  locale?: string;
  discovery_expiration_minutes?: number;
}

/** One-time codes sent by email and by text message. */
export interface OtpsApi {
  sms: SmsOtpsApi;
  email: {
    loginOrSignup(params: EmailOtpLoginOrSignupParams): Promise<BasicResponse>;
    authenticate(params: EmailOtpAuthenticateParams): Promise<AuthenticateResponse>;
    discovery: {
      send(params: EmailOtpDiscoverySendParams): Promise<BasicResponse>;
      authenticate(params: { code: string; email_address: string }): Promise<DiscoveryAuthenticateResponse>;
    };
  };
}

/** Builds the one-time-code API over the shared context. */
export function otpsApi(ctx: ClientContext): OtpsApi {
  return {
    sms: smsOtpsApi(ctx),
    email: {
      loginOrSignup: async (params) => {
        validate('otps.email.loginOrSignup')
          .isString('organization_id', params.organization_id)
          .isString('email_address', params.email_address)
          .isOptionalString('login_template_id', params.login_template_id)
          .isOptionalString('signup_template_id', params.signup_template_id)
          .isOptionalString('locale', params.locale)
          .isOptionalNumber('login_expiration_minutes', params.login_expiration_minutes)
          .isOptionalNumber('signup_expiration_minutes', params.signup_expiration_minutes);
        return post<BasicResponse>(ctx, '/b2b/otps/email/login_or_signup', { ...params });
      },
      authenticate: async (params) => {
        validate('otps.email.authenticate')
          .isString('code', params.code)
          .isString('organization_id', params.organization_id)
          .isString('email_address', params.email_address)
          .isOptionalNumber('session_duration_minutes', params.session_duration_minutes)
          .isOptionalString('locale', params.locale);
        return authenticateCall(ctx, '/b2b/otps/email/authenticate', {
          ...params,
          session_duration_minutes: params.session_duration_minutes ?? DEFAULT_SESSION_DURATION_MINUTES,
        });
      },
      discovery: {
        send: async (params) => {
          validate('otps.email.discovery.send')
            .isString('email_address', params.email_address)
            .isOptionalString('login_template_id', params.login_template_id)
            .isOptionalString('locale', params.locale)
            .isOptionalNumber('discovery_expiration_minutes', params.discovery_expiration_minutes);
          return post<BasicResponse>(ctx, '/b2b/otps/email/discovery/send', { ...params });
        },
        authenticate: async (params) => {
          validate('otps.email.discovery.authenticate')
            .isString('code', params.code)
            .isString('email_address', params.email_address);
          return discoveryCall(ctx, '/b2b/otps/email/discovery/authenticate', {
            code: params.code,
            email_address: params.email_address,
          });
        },
      },
    },
  };
}
