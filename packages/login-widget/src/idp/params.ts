import type { OAuthAuthorizeSubmitParams, OAuthLogoutStartParams } from '@shelfscope/identity-client';

/** Authorize params of the page address (spec section 3), consent_granted left to the answer. */
export type AuthorizeParams = Omit<OAuthAuthorizeSubmitParams, 'consent_granted'>;

/** The flow a page address asks for, or the first missing required parameter. */
export type IdpFlow =
  | { type: 'Authorize'; params: AuthorizeParams; missing: string | null }
  | { type: 'Logout'; params: OAuthLogoutStartParams; missing: string | null };

/** Scopes asked for when the address has no scope (spec section 9). */
export const DEFAULT_SCOPES = ['openid', 'email', 'profile'];

/**
 * Reads the consent or logout request of a page address (spec section 2). Logout when
 * post_logout_redirect_uri is present (client_id and post_logout_redirect_uri required; optional
 * id_token_hint and state); else consent (client_id and redirect_uri required; response_type
 * defaults to code, scope to "openid email profile"; optional code_challenge, state, nonce, prompt).
 * Empty values count as missing.
 */
export function readIdpFlow(search: string): IdpFlow {
  const q = new URLSearchParams(search);
  const get = (name: string) => q.get(name) || undefined;
  const firstMissing = (names: string[]) => names.find((name) => !get(name)) ?? null;
  if (q.has('post_logout_redirect_uri')) {
    return {
      type: 'Logout',
      missing: firstMissing(['client_id', 'post_logout_redirect_uri']),
      params: {
        client_id: get('client_id') ?? '',
        post_logout_redirect_uri: get('post_logout_redirect_uri') ?? '',
        id_token_hint: get('id_token_hint'),
        state: get('state'),
      },
    };
  }
  const scope = get('scope');
  return {
    type: 'Authorize',
    missing: firstMissing(['client_id', 'redirect_uri']),
    params: {
      client_id: get('client_id') ?? '',
      redirect_uri: get('redirect_uri') ?? '',
      response_type: get('response_type') ?? 'code',
      scopes: scope ? scope.split(' ').filter(Boolean) : [...DEFAULT_SCOPES],
      code_challenge: get('code_challenge'),
      state: get('state'),
      nonce: get('nonce'),
      prompt: get('prompt'),
    },
  };
}
