import { clientContext, type IdentityClient } from '../client.js';
import { UsageError } from '../errors.js';
import { validate } from '../validate.js';
import type { IdpAnswer, ConnectedAppPublic as WireConnectedAppPublic, ScopeResult as WireScopeResult } from '../wire/idp.js';
import { type ClientContext, post } from './context.js';

/** A connected app as the consent preflight shows it (public fields only). */
export type ConnectedAppPublic = WireConnectedAppPublic;

/** One requested scope and whether the member may grant it (spec section 3, Consent preflight response). */
export type ScopeResult = WireScopeResult;

/** Parameters of idp.oauthAuthorizeStart (the consent preflight). */
export interface OAuthAuthorizeStartParams {
  client_id: string;
  redirect_uri: string;
  response_type: string;
  scopes: string[];
  prompt?: string;
}

/** POST /idp/b2b/oauth/authorize/start. */
export type OAuthAuthorizeStartResponse = IdpAnswer<'authorizeStart'>;

/** Parameters of idp.oauthAuthorizeSubmit: the preflight's plus state, nonce, code_challenge and the answer. */
export interface OAuthAuthorizeSubmitParams extends OAuthAuthorizeStartParams {
  state?: string;
  nonce?: string;
  code_challenge?: string;
  consent_granted: boolean;
}

/** POST /idp/b2b/oauth/authorize/submit: where to send the browser (with a code or an OAuth error). */
export type OAuthAuthorizeSubmitResponse = IdpAnswer<'authorizeSubmit'>;

/** Parameters of idp.oauthLogoutStart (RP-initiated logout). */
export interface OAuthLogoutStartParams {
  client_id: string;
  post_logout_redirect_uri: string;
  state?: string;
  id_token_hint?: string;
}

/** POST /b2b/oauth/logout/start. */
export type OAuthLogoutStartResponse = IdpAnswer<'logoutStart'>;

/** The identity-provider calls: ShelfScope as the OAuth provider of connected apps (names as the official client's). */
export interface IdpApi {
  /** Validates an authorization request and returns what the consent screen shows. */
  oauthAuthorizeStart(params: OAuthAuthorizeStartParams): Promise<OAuthAuthorizeStartResponse>;
  /** Grants or denies the request; the answer's redirect_uri carries the code or the error. */
  oauthAuthorizeSubmit(params: OAuthAuthorizeSubmitParams): Promise<OAuthAuthorizeSubmitResponse>;
  /** Checks a logout request of a connected app and says whether to ask the member first. */
  oauthLogoutStart(params: OAuthLogoutStartParams): Promise<OAuthLogoutStartResponse>;
}

function checkAuthorize(method: string, p: OAuthAuthorizeStartParams) {
  const v = validate(method)
    .isString('client_id', p.client_id)
    .isString('redirect_uri', p.redirect_uri)
    .isString('response_type', p.response_type)
    .isOptionalString('prompt', p.prompt);
  if (!Array.isArray(p.scopes) || !p.scopes.every((s) => typeof s === 'string')) {
    throw new UsageError(method, 'scopes', 'an array of strings');
  }
  return v;
}

/** Builds the identity-provider calls over the shared context. */
export function idpApi(ctx: ClientContext): IdpApi {
  return {
    oauthAuthorizeStart: (params) => {
      checkAuthorize('idp.oauthAuthorizeStart', params);
      return post<OAuthAuthorizeStartResponse>(ctx, '/idp/b2b/oauth/authorize/start', {
        client_id: params.client_id,
        redirect_uri: params.redirect_uri,
        response_type: params.response_type,
        scopes: params.scopes,
        prompt: params.prompt,
      });
    },

    oauthAuthorizeSubmit: (params) => {
      checkAuthorize('idp.oauthAuthorizeSubmit', params)
        .isOptionalString('state', params.state)
        .isOptionalString('nonce', params.nonce)
        .isOptionalString('code_challenge', params.code_challenge)
        .isBoolean('consent_granted', params.consent_granted);
      return post<OAuthAuthorizeSubmitResponse>(ctx, '/idp/b2b/oauth/authorize/submit', {
        client_id: params.client_id,
        redirect_uri: params.redirect_uri,
        response_type: params.response_type,
        scopes: params.scopes,
        prompt: params.prompt,
        state: params.state,
        nonce: params.nonce,
        code_challenge: params.code_challenge,
        consent_granted: params.consent_granted,
      });
    },

    oauthLogoutStart: (params) => {
      validate('idp.oauthLogoutStart')
        .isString('client_id', params.client_id)
        .isString('post_logout_redirect_uri', params.post_logout_redirect_uri)
        .isOptionalString('state', params.state)
        .isOptionalString('id_token_hint', params.id_token_hint);
      return post<OAuthLogoutStartResponse>(ctx, '/b2b/oauth/logout/start', {
        client_id: params.client_id,
        post_logout_redirect_uri: params.post_logout_redirect_uri,
        state: params.state,
        id_token_hint: params.id_token_hint,
      });
    },
  };
}

/**
 * The identity-provider calls of a client made by createIdentityClient, built on demand: the
 * login widget loads them with its consent and logout screens, so they stay out of its first load.
 */
export function idpFor(client: IdentityClient): IdpApi {
  return idpApi(clientContext(client));
}
