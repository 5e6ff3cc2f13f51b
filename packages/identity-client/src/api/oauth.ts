import { clientContext, type IdentityClient } from '../client.js';
import { IdentityClientError } from '../errors.js';
import type { AuthenticateResponse, DiscoveryAuthenticateResponse } from '../types.js';
import { validate } from '../validate.js';
import { authenticateCall, type ClientContext, DEFAULT_SESSION_DURATION_MINUTES, discoveryCall, post } from './context.js';
import { browserNavigate, type Navigate } from './sso.js';

/** The OAuth providers (spec section 9). */
export const OAUTH_PROVIDERS = ['google', 'microsoft', 'hubspot', 'slack', 'github'] as const;
export type OAuthProvider = (typeof OAUTH_PROVIDERS)[number];

/** Parameters of {provider}.start (organization flow). */
export interface OAuthStartParams {
  organization_id?: string;
  organization_slug?: string;
  login_redirect_url?: string;
  signup_redirect_url?: string;
  custom_scopes?: string[];
  /** Sent as provider_{key} (e.g. login_hint, prompt). */
  provider_params?: Record<string, string>;
}

/** Parameters of {provider}.discovery.start. */
export interface OAuthDiscoveryStartParams {
  discovery_redirect_url?: string;
  custom_scopes?: string[];
  provider_params?: Record<string, string>;
}

/** One provider's redirects. */
export interface OAuthProviderApi {
  start(params?: OAuthStartParams): Promise<void>;
  discovery: { start(params?: OAuthDiscoveryStartParams): Promise<void> };
}

/** Options of Google One Tap (organization flow). */
export interface OneTapStartParams {
  organization_id: string;
  login_redirect_url?: string;
  signup_redirect_url?: string;
  cancel_on_tap_outside?: boolean;
  /** 'floating' (default) or 'embedded' in the element with id google-parent-prompt. */
  position?: OneTapPosition;
  /** Called when submitting Google's credential fails (default: a warning). */
  onError?: (error: unknown) => void;
}

/** Options of Google One Tap (discovery flow). */
export interface OneTapDiscoveryStartParams {
  discovery_redirect_url?: string;
  cancel_on_tap_outside?: boolean;
  position?: OneTapPosition;
  onError?: (error: unknown) => void;
}

export type OneTapPosition = 'floating' | 'embedded';

/** What rendering One Tap came to: shown, or why not (Google's skipped / not-displayed reason). */
export type OneTapResult = { success: true } | { success: false; reason: string };

/** Google One Tap. */
export interface GoogleOneTapApi {
  start(params: OneTapStartParams): Promise<OneTapResult>;
  discovery: { start(params?: OneTapDiscoveryStartParams): Promise<OneTapResult> };
}

/** OAuth calls. */
export type OAuthApi = Record<OAuthProvider, OAuthProviderApi> & {
  googleOneTap: GoogleOneTapApi;
  authenticate(params: {
    oauth_token: string;
    session_duration_minutes?: number;
    locale?: string;
  }): Promise<AuthenticateResponse>;
  discovery: {
    authenticate(params: { discovery_oauth_token: string }): Promise<DiscoveryAuthenticateResponse>;
  };
};

/** The Google Identity Services script One Tap renders with. */
export const GOOGLE_ONE_TAP_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

/** The element an embedded One Tap renders into (as the official client). */
export const ONE_TAP_PARENT_ID = 'google-parent-prompt';

/** The part of Google's `google.accounts.id` One Tap uses. */
export interface GoogleAccountsId {
  initialize(config: Record<string, unknown>): void;
  prompt(listener?: (notification: GooglePromptNotification) => void): void;
  cancel(): void;
}

/** Google's prompt notification (only the methods read here). */
export interface GooglePromptNotification {
  isNotDisplayed?(): boolean;
  getNotDisplayedReason?(): string;
  isSkippedMoment(): boolean;
  getSkippedReason?(): string;
  isDismissedMoment(): boolean;
}

/** Loads Google's script once and resolves with google.accounts.id; replaceable in tests. */
export type LoadGoogle = () => Promise<GoogleAccountsId>;

let googleLoading: Promise<GoogleAccountsId> | undefined;

/** Adds Google's script to the page (once) and waits for google.accounts.id. */
export const loadGoogleScript: LoadGoogle = () => {
  googleLoading ??= new Promise<GoogleAccountsId>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = GOOGLE_ONE_TAP_SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const id = (window as unknown as { google?: { accounts?: { id?: GoogleAccountsId } } }).google?.accounts?.id;
      if (id) resolve(id);
      else reject(new Error('script_not_loaded'));
    };
    script.onerror = () => reject(new Error('script_not_loaded'));
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    googleLoading = undefined;
    throw error;
  });
  return googleLoading;
};

/** Developer guidance for One Tap reasons (spec section 8), shown for test public tokens only. */
export const ONE_TAP_GUIDANCE: Record<string, string> = {
  unregistered_origin:
    "This page's origin is not an allowed origin of the Google OAuth client; add it in Google Cloud and in the project's OAuth settings.",
  invalid_client: 'The Google OAuth client id is invalid; check the Google provider settings of the project.',
  oauth_config_not_found: 'Google OAuth is not configured for this project; set its client id and secret.',
  default_provider_not_allowed: 'The default Google OAuth client cannot be used with One Tap; configure your own client.',
  no_login_redirect_urls: 'No login redirect URL is set for the project; add one.',
  no_signup_redirect_urls: 'No signup redirect URL is set for the project; add one.',
};

/** Extra dependencies of the OAuth calls (tests replace them). */
export interface OAuthDeps {
  navigate?: Navigate;
  loadGoogle?: LoadGoogle;
  warn?: (message: string) => void;
}

/** Builds the OAuth calls over the shared context. */
export function oauthApi(ctx: ClientContext, deps: OAuthDeps = {}): OAuthApi {
  const navigate = deps.navigate ?? browserNavigate;
  const loadGoogle = deps.loadGoogle ?? loadGoogleScript;
  const warn = deps.warn ?? ((m: string) => console.warn(m));
  const pkce = ctx.pkce.oauth;
  const challenge = async () => pkce.challengeIfRequired((await ctx.bootstrap.getAsync()).pkceRequiredForOAuth);
  const isTestToken = ctx.publicToken.includes('public-token-test');

  const redirect = async (
    method: string,
    path: string,
    params: { custom_scopes?: string[]; provider_params?: Record<string, string> },
    fields: Record<string, string | undefined>,
  ) => {
    const v = validate(method);
    for (const [name, value] of Object.entries(fields)) v.isOptionalString(name, value);
    if (
      params.custom_scopes !== undefined &&
      (!Array.isArray(params.custom_scopes) || params.custom_scopes.some((s) => typeof s !== 'string'))
    ) {
      throw new IdentityClientError('UsageError', `Invalid call to ${method}: custom_scopes must be an array of strings.`);
    }
    const url = new URL(ctx.network.rootUrl(path));
    url.searchParams.set('public_token', ctx.publicToken);
    const { organization_id, organization_slug, ...redirects } = fields;
    if (organization_id) url.searchParams.set('organization_id', organization_id);
    if (organization_slug) url.searchParams.set('slug', organization_slug);
    if (params.custom_scopes) url.searchParams.set('custom_scopes', params.custom_scopes.join(' '));
    for (const [key, value] of Object.entries(params.provider_params ?? {}))
      url.searchParams.set(`provider_${key}`, String(value));
    const pkce_code_challenge = await challenge();
    if (pkce_code_challenge) url.searchParams.set('pkce_code_challenge', pkce_code_challenge);
    for (const [name, value] of Object.entries(redirects)) if (value) url.searchParams.set(name, value);
    navigate(url.toString());
  };

  const provider = (name: OAuthProvider): OAuthProviderApi => ({
    start: (p = {}) =>
      redirect(`oauth.${name}.start`, `/v1/b2b/public/oauth/${name}/start`, p, {
        organization_id: p.organization_id,
        organization_slug: p.organization_slug,
        login_redirect_url: p.login_redirect_url,
        signup_redirect_url: p.signup_redirect_url,
      }),
    discovery: {
      start: (p = {}) =>
        redirect(`oauth.${name}.discovery.start`, `/v1/b2b/public/oauth/${name}/discovery/start`, p, {
          discovery_redirect_url: p.discovery_redirect_url,
        }),
    },
  });

  let googleClientId: string | undefined;
  /** Renders One Tap; its credential is submitted to `submitPath` and the browser sent to the redirect_url. */
  const oneTap = async (
    submitPath: string,
    body: Record<string, unknown>,
    options: { cancel_on_tap_outside?: boolean; position?: OneTapPosition; onError?: (error: unknown) => void },
  ): Promise<OneTapResult> => {
    let reason: string | undefined;
    let google: GoogleAccountsId | undefined;
    try {
      googleClientId ??= (
        await ctx.network.request<{ google_client_id: string }>({ method: 'GET', path: '/b2b/oauth/google/onetap/start' })
      ).google_client_id;
    } catch (error) {
      reason = (error as { error_type?: string }).error_type ?? 'unknown_reason';
    }
    if (!reason && !googleClientId) reason = 'oauth_config_not_found';
    if (!reason) {
      try {
        google = await loadGoogle();
      } catch (error) {
        reason = error instanceof Error && error.message ? error.message : 'unknown_reason';
      }
    }
    if (reason || !google) {
      const guidance = reason ? ONE_TAP_GUIDANCE[reason] : undefined;
      if (isTestToken && guidance) warn(guidance);
      throw new IdentityClientError('OneTapError', `One Tap could not load: ${reason}`);
    }
    const embedded = options.position === 'embedded';
    google.initialize({
      client_id: googleClientId,
      auto_select: false,
      context: 'use',
      itp_support: true,
      use_fedcm_for_prompt: true,
      cancel_on_tap_outside: embedded ? false : (options.cancel_on_tap_outside ?? true),
      ...(embedded ? { prompt_parent_id: ONE_TAP_PARENT_ID } : {}),
      callback: async (response: { credential: string }) => {
        try {
          const pkce_code_challenge = await challenge();
          const result = await post<{ redirect_url: string }>(ctx, submitPath, {
            ...body,
            id_token: response.credential,
            pkce_code_challenge,
          });
          navigate(result.redirect_url);
        } catch (error) {
          (options.onError ?? ((e: unknown) => warn(`One Tap sign-in failed: ${e instanceof Error ? e.message : String(e)}`)))(
            error,
          );
        }
      },
    });
    const g = google;
    return new Promise<OneTapResult>((resolve) => {
      g.prompt((n) => {
        if (n.isSkippedMoment()) return resolve({ success: false, reason: n.getSkippedReason?.() ?? 'unknown_reason' });
        if (n.isNotDisplayed?.()) {
          const why = n.getNotDisplayedReason?.() ?? 'unknown_reason';
          const guidance = ONE_TAP_GUIDANCE[why];
          if (isTestToken && guidance) warn(guidance);
          return resolve({ success: false, reason: why });
        }
        if (!n.isDismissedMoment()) resolve({ success: true });
      });
    });
  };

  return {
    google: provider('google'),
    microsoft: provider('microsoft'),
    hubspot: provider('hubspot'),
    slack: provider('slack'),
    github: provider('github'),
    googleOneTap: {
      start: (p) => {
        if (!p?.organization_id) {
          return Promise.reject(new IdentityClientError('UsageError', 'organization_id is a required argument'));
        }
        validate('oauth.googleOneTap.start')
          .isOptionalString('login_redirect_url', p.login_redirect_url)
          .isOptionalString('signup_redirect_url', p.signup_redirect_url);
        return oneTap(
          '/b2b/oauth/google/onetap/submit',
          {
            organization_id: p.organization_id,
            login_redirect_url: p.login_redirect_url,
            signup_redirect_url: p.signup_redirect_url,
          },
          p,
        );
      },
      discovery: {
        start: (p = {}) => {
          validate('oauth.googleOneTap.discovery.start').isOptionalString('discovery_redirect_url', p.discovery_redirect_url);
          return oneTap('/b2b/oauth/google/onetap/discovery/submit', { discovery_redirect_url: p.discovery_redirect_url }, p);
        },
      },
    },
    authenticate: async (params) => {
      validate('oauth.authenticate')
        .isString('oauth_token', params.oauth_token)
        .isOptionalNumber('session_duration_minutes', params.session_duration_minutes)
        .isOptionalString('locale', params.locale);
      const response = await authenticateCall(ctx, '/b2b/oauth/authenticate', {
        oauth_token: params.oauth_token,
        session_duration_minutes: params.session_duration_minutes ?? DEFAULT_SESSION_DURATION_MINUTES,
        locale: params.locale,
        pkce_code_verifier: pkce.get()?.code_verifier,
      });
      pkce.clear();
      return response;
    },
    discovery: {
      authenticate: async (params) => {
        validate('oauth.discovery.authenticate').isString('discovery_oauth_token', params.discovery_oauth_token);
        const response = await discoveryCall(ctx, '/b2b/oauth/discovery/authenticate', {
          discovery_oauth_token: params.discovery_oauth_token,
          pkce_code_verifier: pkce.get()?.code_verifier,
        });
        pkce.clear();
        return response;
      },
    },
  };
}

/** The OAuth calls over an existing client (the widget loads this with its OAuth buttons). */
export function oauthFor(client: IdentityClient, deps?: OAuthDeps): OAuthApi {
  return oauthApi(clientContext(client), deps);
}
