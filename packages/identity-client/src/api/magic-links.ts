import type { AuthenticateResponse, BasicResponse, DiscoveryAuthenticateResponse } from '../types.js';
import { validate } from '../validate.js';
import { authenticateCall, type ClientContext, discoveryCall, post, SHORT_SESSION_DURATION_MINUTES } from './context.js';

/** Parameters of emailing a login-or-signup link for an organization. */
export interface MagicLinkLoginOrSignupParams {
  organization_id: string;
  email_address: string;
  login_redirect_url?: string;
  signup_redirect_url?: string;
  login_template_id?: string;
  signup_template_id?: string;
  locale?: string;
  login_expiration_minutes?: number;
  signup_expiration_minutes?: number;
}

/** Parameters of emailing a discovery link. */
export interface MagicLinkDiscoverySendParams {
  email_address: string;
  discovery_redirect_url?: string;
  login_template_id?: string;
  locale?: string;
  discovery_expiration_minutes?: number;
}

/** Email magic links. */
export interface MagicLinksApi {
  email: {
    loginOrSignup(params: MagicLinkLoginOrSignupParams): Promise<BasicResponse>;
    discovery: { send(params: MagicLinkDiscoverySendParams): Promise<BasicResponse> };
  };
  /** Authenticates the token from an organization login link (session 30 minutes unless given). */
  authenticate(params: {
    magic_links_token: string;
    session_duration_minutes?: number;
    locale?: string;
  }): Promise<AuthenticateResponse>;
  discovery: {
    /** Authenticates the token from a discovery link. */
    authenticate(params: { discovery_magic_links_token: string }): Promise<DiscoveryAuthenticateResponse>;
  };
}

/** Builds the magic-link API over the shared context. */
export function magicLinksApi(ctx: ClientContext): MagicLinksApi {
  const pkce = ctx.pkce.magic_links;
  const challenge = async () => pkce.challengeIfRequired((await ctx.bootstrap.getAsync()).pkceRequiredForEmailMagicLinks);

  return {
    email: {
      loginOrSignup: async (params) => {
        validate('magicLinks.email.loginOrSignup')
          .isString('organization_id', params.organization_id)
          .isString('email_address', params.email_address)
          .isOptionalString('login_redirect_url', params.login_redirect_url)
          .isOptionalString('signup_redirect_url', params.signup_redirect_url)
          .isOptionalString('login_template_id', params.login_template_id)
          .isOptionalString('signup_template_id', params.signup_template_id)
          .isOptionalString('locale', params.locale);
        const pkce_code_challenge = await challenge();
        return post<BasicResponse>(ctx, '/b2b/magic_links/email/login_or_signup', { ...params, pkce_code_challenge });
      },
      discovery: {
        send: async (params) => {
          validate('magicLinks.email.discovery.send')
            .isString('email_address', params.email_address)
            .isOptionalString('discovery_redirect_url', params.discovery_redirect_url)
            .isOptionalString('login_template_id', params.login_template_id)
            .isOptionalString('locale', params.locale)
            .isOptionalNumber('discovery_expiration_minutes', params.discovery_expiration_minutes);
          const pkce_code_challenge = await challenge();
          return post<BasicResponse>(ctx, '/b2b/magic_links/email/discovery/send', { ...params, pkce_code_challenge });
        },
      },
    },

    authenticate: async (params) => {
      validate('magicLinks.authenticate')
        .isString('magic_links_token', params.magic_links_token)
        .isOptionalNumber('session_duration_minutes', params.session_duration_minutes)
        .isOptionalString('locale', params.locale);
      const response = await authenticateCall(ctx, '/b2b/magic_links/authenticate', {
        magic_links_token: params.magic_links_token,
        session_duration_minutes: params.session_duration_minutes ?? SHORT_SESSION_DURATION_MINUTES,
        locale: params.locale,
        pkce_code_verifier: pkce.get()?.code_verifier,
      });
      pkce.clear();
      return response;
    },

    discovery: {
      authenticate: async (params) => {
        validate('magicLinks.discovery.authenticate').isString('discovery_magic_links_token', params.discovery_magic_links_token);
        const response = await discoveryCall(ctx, '/b2b/magic_links/discovery/authenticate', {
          discovery_magic_links_token: params.discovery_magic_links_token,
          pkce_code_verifier: pkce.get()?.code_verifier,
        });
        pkce.clear();
        return response;
      },
    },
  };
}
