import type {
  AuthenticateResponse,
  BasicResponse,
  DiscoveryAuthenticateResponse,
  StrengthCheckResponse,
  WireData,
} from '../types.js';
import { validate } from '../validate.js';
import type { ResetStartResponse } from '../wire/index.js';
import {
  authenticateCall,
  type ClientContext,
  DEFAULT_SESSION_DURATION_MINUTES,
  discoveryCall,
  post,
  SHORT_SESSION_DURATION_MINUTES,
} from './context.js';

/** Options shared by both reset starts (organization and discovery). */
interface ResetStartOptions {
  reset_password_redirect_url?: string;
  reset_password_expiration_minutes?: number;
  reset_password_template_id?: string;
  verify_email_template_id?: string;
  locale?: string;
}

/** Parameters of starting a password reset for an organization member. */
export interface ResetByEmailStartParams extends ResetStartOptions {
  organization_id: string;
  email_address: string;
  login_redirect_url?: string;
}

/** Parameters of starting a discovery password reset. */
export interface DiscoveryResetByEmailStartParams extends ResetStartOptions {
  email_address: string;
  discovery_redirect_url?: string;
}

/** Parameters of resetting with the current password. */
export interface ResetByExistingPasswordParams {
  organization_id: string;
  email_address: string;
  existing_password: string;
  new_password: string;
  session_duration_minutes?: number;
  locale?: string;
}

/** Email-and-password login, strength checks and resets. */
export interface PasswordsApi {
  authenticate(params: {
    organization_id: string;
    email_address: string;
    password: string;
    session_duration_minutes?: number;
    locale?: string;
  }): Promise<AuthenticateResponse>;
  strengthCheck(params: { password: string; email_address?: string }): Promise<StrengthCheckResponse>;
  resetByEmailStart(params: ResetByEmailStartParams): Promise<WireData<typeof ResetStartResponse>>;
  resetByEmail(params: {
    password_reset_token: string;
    password: string;
    session_duration_minutes?: number;
    locale?: string;
  }): Promise<AuthenticateResponse>;
  resetBySession(params: { password: string }): Promise<AuthenticateResponse>;
  resetByExistingPassword(params: ResetByExistingPasswordParams): Promise<AuthenticateResponse>;
  discovery: {
    resetByEmailStart(params: DiscoveryResetByEmailStartParams): Promise<BasicResponse>;
    resetByEmail(params: { password_reset_token: string; password: string }): Promise<DiscoveryAuthenticateResponse>;
    authenticate(params: { email_address: string; password: string }): Promise<DiscoveryAuthenticateResponse>;
  };
}

/** Builds the passwords API over the shared context. */
export function passwordsApi(ctx: ClientContext): PasswordsApi {
  const pkce = ctx.pkce.passwords;
  const challenge = async () => pkce.challengeIfRequired((await ctx.bootstrap.getAsync()).pkceRequiredForPasswordResets);
  const checkStart = (method: string, p: ResetStartOptions & { email_address: string }) =>
    validate(method)
      .isString('email_address', p.email_address)
      .isOptionalString('reset_password_redirect_url', p.reset_password_redirect_url)
      .isOptionalNumber('reset_password_expiration_minutes', p.reset_password_expiration_minutes)
      .isOptionalString('reset_password_template_id', p.reset_password_template_id)
      .isOptionalString('verify_email_template_id', p.verify_email_template_id)
      .isOptionalString('locale', p.locale);

  return {
    authenticate: async (params) => {
      validate('passwords.authenticate')
        .isString('organization_id', params.organization_id)
        .isString('email_address', params.email_address)
        .isString('password', params.password)
        .isOptionalNumber('session_duration_minutes', params.session_duration_minutes)
        .isOptionalString('locale', params.locale);
      return authenticateCall(ctx, '/b2b/passwords/authenticate', {
        ...params,
        session_duration_minutes: params.session_duration_minutes ?? SHORT_SESSION_DURATION_MINUTES,
      });
    },

    strengthCheck: async (params) => {
      validate('passwords.strengthCheck')
        .isString('password', params.password)
        .isOptionalString('email_address', params.email_address);
      return post<StrengthCheckResponse>(ctx, '/b2b/passwords/strength_check', { ...params });
    },

    resetByEmailStart: async (params) => {
      checkStart('passwords.resetByEmailStart', params)
        .isString('organization_id', params.organization_id)
        .isOptionalString('login_redirect_url', params.login_redirect_url);
      const pkce_code_challenge = await challenge();
      return post<WireData<typeof ResetStartResponse>>(ctx, '/b2b/passwords/email/reset/start', {
        ...params,
        pkce_code_challenge,
      });
    },

    resetByEmail: async (params) => {
      validate('passwords.resetByEmail')
        .isString('password_reset_token', params.password_reset_token)
        .isString('password', params.password)
        .isOptionalNumber('session_duration_minutes', params.session_duration_minutes)
        .isOptionalString('locale', params.locale);
      const response = await authenticateCall(ctx, '/b2b/passwords/email/reset', {
        ...params,
        session_duration_minutes: params.session_duration_minutes ?? DEFAULT_SESSION_DURATION_MINUTES,
        pkce_code_verifier: pkce.get()?.code_verifier,
      });
      pkce.clear();
      return response;
    },

    resetBySession: async (params) => {
      validate('passwords.resetBySession').isString('password', params.password);
      return authenticateCall(ctx, '/b2b/passwords/session/reset', { password: params.password });
    },

    resetByExistingPassword: async (params) => {
      validate('passwords.resetByExistingPassword')
        .isString('organization_id', params.organization_id)
        .isString('email_address', params.email_address)
        .isString('existing_password', params.existing_password)
        .isString('new_password', params.new_password)
        .isOptionalNumber('session_duration_minutes', params.session_duration_minutes)
        .isOptionalString('locale', params.locale);
      return authenticateCall(ctx, '/b2b/passwords/existing_password/reset', {
        ...params,
        session_duration_minutes: params.session_duration_minutes ?? DEFAULT_SESSION_DURATION_MINUTES,
      });
    },

    discovery: {
      resetByEmailStart: async (params) => {
        checkStart('passwords.discovery.resetByEmailStart', params).isOptionalString(
          'discovery_redirect_url',
          params.discovery_redirect_url,
        );
        const pkce_code_challenge = await challenge();
        return post<BasicResponse>(ctx, '/b2b/passwords/discovery/reset/start', { ...params, pkce_code_challenge });
      },
      resetByEmail: async (params) => {
        validate('passwords.discovery.resetByEmail')
          .isString('password_reset_token', params.password_reset_token)
          .isString('password', params.password);
        const response = await discoveryCall(
          ctx,
          '/b2b/passwords/discovery/reset',
          { ...params, pkce_code_verifier: pkce.get()?.code_verifier },
          true,
        );
        pkce.clear();
        return response;
      },
      authenticate: async (params) => {
        validate('passwords.discovery.authenticate')
          .isString('email_address', params.email_address)
          .isString('password', params.password);
        return discoveryCall(ctx, '/b2b/passwords/discovery/authenticate', { ...params });
      },
    },
  };
}
