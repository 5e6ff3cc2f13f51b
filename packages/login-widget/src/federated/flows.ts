import {
  ApiError,
  type AuthenticateResponse,
  type DiscoveryAuthenticateResponse,
  type OAuthApi,
  oauthFor,
  type SsoApi,
  ssoFor,
} from '@shelfscope/identity-client';
import { type OAuthProviderConfig, type OAuthProviderType, sessionMinutes, type WidgetEventType } from '../config.js';
import type { WidgetServices } from '../flows/services.js';
import { browser } from '../url/navigate.js';
import type { CallbackTokenType } from '../url/token-params.js';

const ssoApis = new WeakMap<object, SsoApi>();
const oauthApis = new WeakMap<object, OAuthApi>();

/** The SSO calls over the widget's client (built once per client). */
export function sso(s: WidgetServices): SsoApi {
  let api = ssoApis.get(s.client);
  if (!api) {
    api = ssoFor(s.client, (url) => browser.assign(url));
    ssoApis.set(s.client, api);
  }
  return api;
}

/** The OAuth calls over the widget's client (built once per client). */
export function oauth(s: WidgetServices): OAuthApi {
  let api = oauthApis.get(s.client);
  if (!api) {
    api = oauthFor(s.client, { navigate: (url) => browser.assign(url) });
    oauthApis.set(s.client, api);
  }
  return api;
}

/** Sends the browser to the connection's identity provider with ssoOptions' redirect URLs. */
export function startSso(s: WidgetServices, connectionId: string): Promise<void> {
  return sso(s).start({
    connection_id: connectionId,
    login_redirect_url: s.config.ssoOptions?.loginRedirectURL,
    signup_redirect_url: s.config.ssoOptions?.signupRedirectURL,
  });
}

const KNOWN_PROVIDERS: readonly string[] = ['google', 'microsoft', 'hubspot', 'slack', 'github'];

/**
 * The configured providers as objects, with the options' shared scopes and parameters under
 * their own. A provider the widget does not know (a typo, a newer provider) is left out.
 */
export function oauthProviders(s: Pick<WidgetServices, 'config'>): OAuthProviderConfig[] {
  const options = s.config.oauthOptions;
  const given = (options?.providers ?? []).map((p) => (typeof p === 'string' ? { type: p } : p));
  return given
    .filter((provider) => KNOWN_PROVIDERS.includes(provider?.type))
    .map((provider) => {
      return {
        ...provider,
        customScopes: provider.customScopes ?? options?.customScopes,
        providerParams: { ...options?.providerParams, ...provider.providerParams },
      };
    });
}

/** Providers that take a login_hint from the member's known email (spec section 7). */
const LOGIN_HINT_PROVIDERS: OAuthProviderType[] = ['google', 'microsoft'];

/**
 * Starts one provider's redirect: the discovery flow without an organization, else the
 * organization's login or signup (spec section 7, oauth.{provider}.start / discovery.start).
 */
export function startOAuth(s: WidgetServices, provider: OAuthProviderConfig): Promise<void> {
  const options = s.config.oauthOptions;
  const params: Record<string, string> = { ...provider.providerParams };
  const email = s.state.primary?.email;
  if (email && !params.login_hint && LOGIN_HINT_PROVIDERS.includes(provider.type)) params.login_hint = email;
  const common = { custom_scopes: provider.customScopes, provider_params: params };
  const organization = s.state.flowState.organization;
  const api = oauth(s)[provider.type];
  if (s.state.flowState.type === 'Discovery' || !organization) {
    return api.discovery.start({ ...common, discovery_redirect_url: options?.discoveryRedirectURL });
  }
  return api.start({
    ...common,
    organization_id: organization.organization_id,
    login_redirect_url: options?.loginRedirectURL,
    signup_redirect_url: options?.signupRedirectURL,
  });
}

/** Shows Google One Tap for the flow; reasons it could not show go to the host's error callback. */
export async function startOneTap(s: WidgetServices, provider: OAuthProviderConfig): Promise<void> {
  const options = s.config.oauthOptions;
  const organization = s.state.flowState.organization;
  const common = {
    cancel_on_tap_outside: provider.cancel_on_tap_outside,
    position: provider.position,
    onError: (error: unknown) => s.reportError(error instanceof Error ? error.message : String(error), error),
  };
  try {
    const result =
      s.state.flowState.type === 'Discovery' || !organization
        ? await oauth(s).googleOneTap.discovery.start({ ...common, discovery_redirect_url: options?.discoveryRedirectURL })
        : await oauth(s).googleOneTap.start({
            ...common,
            organization_id: organization.organization_id,
            login_redirect_url: options?.loginRedirectURL,
            signup_redirect_url: options?.signupRedirectURL,
          });
    if (!result.success) s.reportError(`One Tap could not load: ${result.reason}`);
  } catch (error) {
    s.reportError(error instanceof Error ? error.message : String(error), error);
  }
}

/** What the spec shows when SSO discovery fails: the server's message, else the default text. */
export function ssoDiscoveryErrorText(error: unknown, defaultText: string): string {
  return error instanceof ApiError && error.error_message ? error.error_message : defaultText;
}

/**
 * SSO discovery for an email (spec section 4): one connection starts SSO at once; several go to
 * the menu, none to the fallback (both push history).
 */
export async function discoverSsoConnections(s: WidgetServices, email: string): Promise<void> {
  const response = await sso(s).discoverConnections(email);
  s.emit('B2BSSODiscoverConnections', response);
  const [only, ...others] = response.connections;
  if (only && others.length === 0) {
    await startSso(s, only.connection_id);
    return;
  }
  s.dispatch({ type: 'sso_discovery', connections: response.connections });
}

/** The fallback's outcome for a slug; an error text to show, or null when it moved on. */
export async function continueWithSlug(s: WidgetServices, slug: string): Promise<string | null> {
  let organization: Awaited<ReturnType<WidgetServices['client']['organizations']['getBySlug']>>['organization'];
  try {
    organization = (await s.client.organizations.getBySlug({ organization_slug: slug })).organization;
  } catch (error) {
    s.reportError(s.t('errSlugLookup'), error);
    return s.t('errSlugLookup');
  }
  if (!organization) {
    s.reportError(s.t('errOrganizationNotFound'));
    return s.t('errOrganizationNotFound');
  }
  s.emit('B2BOrganizationsGetBySlug', organization);
  const connections = organization.sso_active_connections as { connection_id: string }[] | undefined;
  if (connections?.length === 1 && connections[0]) {
    await startSso(s, connections[0].connection_id);
    return null;
  }
  s.dispatch({ type: 'set_flow', flowType: 'Organization', organization });
  s.dispatch({ type: 'go_to_main' });
  return null;
}

/** The result of authenticating an OAuth or SSO token from the page address. */
export type FederatedResult =
  | { kind: 'discovery'; event: WidgetEventType; response: DiscoveryAuthenticateResponse }
  | { kind: 'primary'; event: WidgetEventType; response: AuthenticateResponse };

/** Authenticates the `oauth`, `sso` or `discovery_oauth` token of a redirect back (spec section 4, Token callback). */
export async function authenticateFederatedToken(
  s: WidgetServices,
  token: string,
  type: Extract<CallbackTokenType, 'oauth' | 'sso' | 'discovery_oauth'>,
): Promise<FederatedResult> {
  const session_duration_minutes = sessionMinutes(s.config);
  if (type === 'discovery_oauth') {
    const response = await oauth(s).discovery.authenticate({ discovery_oauth_token: token });
    return { kind: 'discovery', event: 'B2BOAuthDiscoveryAuthenticate', response };
  }
  if (type === 'sso') {
    const response = await sso(s).authenticate({ sso_token: token, session_duration_minutes, locale: s.config.locale });
    return { kind: 'primary', event: 'B2BSSOAuthenticate', response };
  }
  const response = await oauth(s).authenticate({ oauth_token: token, session_duration_minutes, locale: s.config.locale });
  return { kind: 'primary', event: 'B2BOAuthAuthenticate', response };
}
