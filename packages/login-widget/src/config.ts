import type { CookieOptions, SessionCookieMode } from '@shelfscope/identity-client';
import type { Strings } from './i18n/en.js';
import type { Theme } from './theme/theme.js';

/** Primary authentication products; their order in `products` orders the blocks on Main. */
export type Product = 'emailMagicLinks' | 'emailOtp' | 'oauth' | 'sso' | 'passwords' | 'passkeys';

/** Who the widget signs in: one organization, or the organizations of an email address. */
export type AuthFlowType = 'Discovery' | 'Organization' | 'PasswordReset';

/** Second-factor products (spec section 3: MFA methods totp and smsOtp). */
export type MfaProduct = 'totp' | 'smsOtp';

/** Options of email magic links (spec section 3). */
export interface EmailMagicLinksOptions {
  loginRedirectURL?: string;
  signupRedirectURL?: string;
  discoveryRedirectURL?: string;
  loginTemplateId?: string;
  signupTemplateId?: string;
  locale?: string;
  domainHint?: string;
}

/** Options of email one-time passcodes. */
export interface EmailOtpOptions {
  loginTemplateId?: string;
  signupTemplateId?: string;
  locale?: string;
}

/** Options of passwords and password resets. */
export interface PasswordOptions {
  locale?: string;
  loginRedirectURL?: string;
  resetPasswordRedirectURL?: string;
  resetPasswordExpirationMinutes?: number;
  resetPasswordTemplateId?: string;
  verifyEmailTemplateId?: string;
  discoveryRedirectURL?: string;
}

/** An OAuth provider of the widget (spec section 9). */
export type OAuthProviderType = 'google' | 'microsoft' | 'hubspot' | 'slack' | 'github';

/** One OAuth provider on Main (spec section 3: type, one_tap, cancel_on_tap_outside, customScopes, providerParams). */
export interface OAuthProviderConfig {
  type: OAuthProviderType;
  /** Google only: also offer Google One Tap (floating, or embedded when `'embedded'`). */
  one_tap?: boolean;
  /** Where One Tap shows (default floating). */
  position?: 'floating' | 'embedded';
  cancel_on_tap_outside?: boolean;
  customScopes?: string[];
  providerParams?: Record<string, string>;
}

/** Options of OAuth (spec section 3). Providers are given by name or as objects. */
export interface OAuthOptions {
  providers: (OAuthProviderType | OAuthProviderConfig)[];
  loginRedirectURL?: string;
  signupRedirectURL?: string;
  discoveryRedirectURL?: string;
  /** Scopes for every provider (a provider's own customScopes win). */
  customScopes?: string[];
  /** Provider parameters for every provider (a provider's own providerParams win). */
  providerParams?: Record<string, string>;
}

/** Options of SSO (spec section 3). */
export interface SsoOptions {
  loginRedirectURL?: string;
  signupRedirectURL?: string;
}

/** Log in at once when discovery finds exactly one active membership. */
export interface DirectLoginForSingleMembership {
  status: boolean;
  /** Invites do not prevent the direct login. */
  ignoreInvites?: boolean;
  /** Organizations joinable by email domain do not prevent the direct login. */
  ignoreJitProvisioning?: boolean;
}

/** Configuration of the widget. Only publicToken, baseUrl and products are required. */
export interface WidgetConfig {
  /** The project's public token (public-token-test-… or public-token-live-…). */
  publicToken: string;
  /** Origin of the identity API; calls go to {baseUrl}/sdk/v1. */
  baseUrl: string;
  /** Enabled products, in the order their blocks appear. */
  products: Product[];
  /** Discovery (the default) or Organization. */
  authFlowType?: 'Discovery' | 'Organization';
  /** The organization of the Organization flow; otherwise read from the page address (bootstrap slug_pattern). */
  organizationSlug?: string;
  sessionOptions?: { sessionDurationMinutes?: number };
  emailMagicLinksOptions?: EmailMagicLinksOptions;
  emailOtpOptions?: EmailOtpOptions;
  passwordOptions?: PasswordOptions;
  oauthOptions?: OAuthOptions;
  ssoOptions?: SsoOptions;
  /** Second factors the widget offers when an organization requires MFA (default both). */
  mfaProductInclude?: MfaProduct[];
  /** The order second factors are offered in (those not listed follow in the default order). */
  mfaProductOrder?: MfaProduct[];
  /** Text-message passcodes: the locale of the text. */
  smsOtpOptions?: { locale?: string };
  directLoginForSingleMembership?: DirectLoginForSingleMembership;
  directCreateOrganizationForNoMembership?: boolean;
  disableCreateOrganization?: boolean;
  theme?: Theme;
  /** Locale of the texts (a key of the strings table; unknown locales use English). */
  locale?: string;
  /** Replaces individual texts of the locale's table. */
  strings?: Partial<Strings>;
  /** Nonce for the injected <style> element, for hosts whose CSP allows styles by nonce only. */
  cspNonce?: string;
  /**
   * Where the session cookies go (names, path, domain), as the host's own identity client sets
   * them, so both read the same session. Without a path the browser's default applies (the
   * directory of the page), as with the official client.
   */
  cookieOptions?: CookieOptions;
  /**
   * 'httponly': the server keeps the session in HttpOnly cookies (our identity server only; see
   * the identity client's sessionCookies). Default 'script', as the official client.
   */
  sessionCookies?: SessionCookieMode;
  /**
   * Consent pages (IDPConsent): a trusted auth token of a token profile. When both are set, any
   * session is revoked and a new one attested from the token for 60 minutes before the consent.
   */
  trustedAuthTokenParams?: { trustedAuthToken: string; tokenProfileID: string };
}

/** What the widget tells the host: one event per successful call, named like the official client's. */
export interface WidgetEvent {
  type: WidgetEventType;
  data: unknown;
}

/** Event names (the official client's StytchEventType values for these calls). */
export type WidgetEventType =
  | 'B2BOrganizationsGetBySlug'
  | 'B2BMagicLinkEmailLoginOrSignup'
  | 'B2BMagicLinkEmailDiscoverySend'
  | 'B2BMagicLinkAuthenticate'
  | 'B2BMagicLinkDiscoveryAuthenticate'
  | 'B2BOTPsEmailLoginOrSignup'
  | 'B2BOTPsEmailAuthenticate'
  | 'B2BOTPsEmailDiscoverySend'
  | 'B2BOTPsEmailDiscoveryAuthenticate'
  | 'B2BPasswordAuthenticate'
  | 'B2BPasswordDiscoveryAuthenticate'
  | 'B2BPasswordResetByEmailStart'
  | 'B2BPasswordDiscoveryResetByEmailStart'
  | 'B2BPasswordResetByEmail'
  | 'B2BPasswordDiscoveryResetByEmail'
  | 'B2BPasswordResetBySession'
  | 'B2BDiscoveryIntermediateSessionExchange'
  | 'B2BDiscoveryOrganizationsCreate'
  | 'B2BTOTPCreate'
  | 'B2BTOTPAuthenticate'
  | 'B2BOTPsSMSSend'
  | 'B2BOTPsSMSAuthenticate'
  | 'B2BRecoveryCodesRecover'
  // Ours (passkeys): the provider's clients have no B2B passkey calls.
  | 'B2BWebAuthnAuthenticate'
  | 'B2BSSOAuthenticate'
  | 'B2BSSODiscoverConnections'
  | 'B2BOAuthAuthenticate'
  | 'B2BOAuthDiscoveryAuthenticate'
  | 'AuthenticateFlowComplete'
  | 'OAUTH_AUTHORIZE_FLOW_START'
  | 'OAUTH_AUTHORIZE_FLOW_CONSENT_DENIED'
  | 'OAUTH_AUTHORIZE_FLOW_COMPLETE';

/** An error reported to the host (every error the widget shows, plus configuration problems). */
export interface WidgetError {
  message: string;
  /** The error as thrown by the identity client, when there is one. */
  cause?: unknown;
}

/** Host callbacks. */
export interface WidgetCallbacks {
  onEvent?: (event: WidgetEvent) => void;
  onError?: (error: WidgetError) => void;
}

/** Session length sent when the config gives none (spec section 9: config default 60 minutes). */
export const DEFAULT_SESSION_DURATION_MINUTES = 60;

/** Checks what cannot be defaulted; the message names the option. */
export function configProblem(config: unknown): string | null {
  if (!config || typeof config !== 'object') return 'The login widget needs a configuration object.';
  const c = config as Partial<WidgetConfig>;
  if (typeof c.publicToken !== 'string' || c.publicToken === '') return 'The login widget config needs publicToken (a string).';
  if (typeof c.baseUrl !== 'string' || c.baseUrl === '') return 'The login widget config needs baseUrl (a string).';
  if (!Array.isArray(c.products)) return 'The login widget config needs products (an array).';
  return null;
}

/** Session length for authenticate calls. */
export function sessionMinutes(config: WidgetConfig): number {
  return config.sessionOptions?.sessionDurationMinutes ?? DEFAULT_SESSION_DURATION_MINUTES;
}

const MFA_WIRE: Record<MfaProduct, 'totp' | 'sms_otp'> = { totp: 'totp', smsOtp: 'sms_otp' };

/** The second factors the widget offers, in order: mfaProductInclude, sorted by mfaProductOrder. */
export function mfaProducts(config: WidgetConfig): ('totp' | 'sms_otp')[] {
  const included: MfaProduct[] = config.mfaProductInclude ?? ['totp', 'smsOtp'];
  const order = config.mfaProductOrder ?? [];
  const rank = (p: MfaProduct) => (order.includes(p) ? order.indexOf(p) : order.length + included.indexOf(p));
  return [...included].sort((a, b) => rank(a) - rank(b)).map((p) => MFA_WIRE[p]);
}
