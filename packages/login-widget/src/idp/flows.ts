import {
  ApiError,
  type ConnectedAppPublic,
  clientContext,
  type IdpApi,
  idpFor,
  NoCurrentSessionError,
  type OAuthLogoutStartParams,
  sessionManagementApi,
} from '@shelfscope/identity-client';
import { errorMessage } from '../errors.js';
import type { WidgetServices } from '../flows/services.js';
import { browser } from '../url/navigate.js';
import type { AuthorizeParams } from './params.js';

/** Minutes of a session attested from a trusted auth token (spec section 9). */
export const ATTESTED_SESSION_MINUTES = 60;

/** The authorize state (spec section 3). */
export interface AuthorizeState {
  loading: boolean;
  preflight: boolean;
  error: string | null;
  success: boolean;
  denied: boolean;
  consent_required: boolean;
  client: ConnectedAppPublic | null;
  /** Space-separated, as the spec's state keeps them. */
  grantable_scope: string;
  ungrantable_scope: string;
  redirect_uri: string;
}

/** The logout confirmation's state. */
export interface LogoutState {
  loading: boolean;
  error: string | null;
  denied: boolean;
  consent_required: boolean;
  redirect_uri: string;
}

type Set<S> = (patch: Partial<S>) => void;

const apis = new WeakMap<object, IdpApi>();

/** The identity-provider calls over the widget's client (built once per client). */
function idp(s: WidgetServices): IdpApi {
  let api = apis.get(s.client);
  if (!api) {
    api = idpFor(s.client);
    apis.set(s.client, api);
  }
  return api;
}

/** Consent and logout errors show the server's message text (spec section 8); reported to the host too. */
function fail(s: WidgetServices, set: Set<{ loading: boolean; error: string | null }>, error: unknown): void {
  const message = (error instanceof ApiError && error.error_message) || errorMessage(error, s.t);
  set({ loading: false, error: message });
  s.reportError(message, error);
}

/**
 * Whether a member is signed in. With trustedAuthTokenParams in the config, any session there is
 * is revoked first and a new one attested from the token, for 60 minutes (spec section 4).
 */
export async function ensureSession(s: WidgetServices): Promise<boolean> {
  const trusted = s.config.trustedAuthTokenParams;
  if (trusted?.trustedAuthToken && trusted.tokenProfileID) {
    const existing = s.client.session.getSync();
    if (existing) await s.client.session.revoke({ forceClear: true }).catch(() => undefined);
    await sessionManagementApi(clientContext(s.client)).attest({
      token: trusted.trustedAuthToken,
      profile_id: trusted.tokenProfileID,
      organization_id: existing?.organization_id,
      session_duration_minutes: ATTESTED_SESSION_MINUTES,
    });
  }
  return s.client.session.getSync() !== null;
}

/**
 * Consent authorize (spec section 4): the session check, the flow-start event and the
 * preflight; consent required → the screen waits for Allow or Deny; else submitted at once.
 */
export async function startAuthorize(s: WidgetServices, params: AuthorizeParams, set: Set<AuthorizeState>): Promise<void> {
  set({ loading: true, preflight: true });
  try {
    if (!(await ensureSession(s))) {
      const message = s.t('idpNoActiveSession');
      set({ loading: false, error: message });
      s.reportError(message, new NoCurrentSessionError());
      return;
    }
  } catch (error) {
    fail(s, set, error);
    return;
  }
  s.emit('OAUTH_AUTHORIZE_FLOW_START', {
    client_id: params.client_id,
    redirect_uri: params.redirect_uri,
    scope: params.scopes.join(' '),
  });
  let start: Awaited<ReturnType<IdpApi['oauthAuthorizeStart']>>;
  try {
    start = await idp(s).oauthAuthorizeStart({
      client_id: params.client_id,
      redirect_uri: params.redirect_uri,
      response_type: params.response_type,
      scopes: params.scopes,
      prompt: params.prompt,
    });
  } catch (error) {
    fail(s, set, error);
    return;
  }
  if (start.consent_required) {
    const scopes = (grantable: boolean) =>
      start.scope_results
        .filter((r) => r.is_grantable === grantable)
        .map((r) => r.scope)
        .join(' ');
    set({
      loading: false,
      consent_required: true,
      client: start.client,
      grantable_scope: scopes(true),
      ungrantable_scope: scopes(false),
    });
    return;
  }
  await submitAuthorize(s, params, { consentRequired: false, granted: false }, set);
}

/**
 * Submits the answer: to the response's redirect_uri if it has one (the code, or the OAuth error
 * of a denial, for the app); else a denied consent shows the denial, anything else completes.
 */
export async function submitAuthorize(
  s: WidgetServices,
  params: AuthorizeParams,
  answer: { consentRequired: boolean; granted: boolean },
  set: Set<AuthorizeState>,
): Promise<void> {
  set({ loading: true });
  let redirect: string | undefined;
  try {
    redirect = (await idp(s).oauthAuthorizeSubmit({ ...params, consent_granted: answer.granted })).redirect_uri;
  } catch (error) {
    fail(s, set, error);
    return;
  }
  if (redirect) {
    // The spinner stays while the browser leaves for the app.
    browser.assign(redirect);
    return;
  }
  if (answer.consentRequired && !answer.granted) {
    set({ loading: false, denied: true });
    s.emit('OAUTH_AUTHORIZE_FLOW_CONSENT_DENIED', {});
  } else {
    set({ loading: false, success: true });
    s.emit('OAUTH_AUTHORIZE_FLOW_COMPLETE', {});
  }
}

/** Logout (spec section 4): the preflight; consent required → the screen asks; else logged out at once. */
export async function startLogout(s: WidgetServices, params: OAuthLogoutStartParams, set: Set<LogoutState>): Promise<void> {
  set({ loading: true });
  let start: Awaited<ReturnType<IdpApi['oauthLogoutStart']>>;
  try {
    start = await idp(s).oauthLogoutStart(params);
  } catch (error) {
    fail(s, set, error);
    return;
  }
  if (start.consent_required) {
    set({ loading: false, consent_required: true, redirect_uri: start.redirect_uri });
    return;
  }
  await logOut(s, start.redirect_uri);
}

/** Revokes the session (cleared locally even if the call fails; errors ignored), then goes to the app. */
export async function logOut(s: WidgetServices, redirectUri: string): Promise<void> {
  try {
    await s.client.session.revoke({ forceClear: true });
  } catch {
    // Logged out locally either way; the app's page comes next.
  }
  browser.assign(redirectUri);
}
