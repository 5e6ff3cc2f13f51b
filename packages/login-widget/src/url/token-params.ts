/** Token types that arrive in the address after a redirect (spec section 4, Token callback). */
export const CALLBACK_TOKEN_TYPES = [
  'discovery',
  'discovery_oauth',
  'oauth',
  'sso',
  'multi_tenant_magic_links',
  'multi_tenant_impersonation',
] as const;

/** A token type the widget authenticates on load. */
export type CallbackTokenType = (typeof CALLBACK_TOKEN_TYPES)[number];

/** The value of stytch_redirect_type that starts the widget on PasswordResetForm. */
export const RESET_PASSWORD_REDIRECT_TYPE = 'reset_password';

/** Query parameters removed from the address bar once their token is used. */
const TOKEN_PARAMS = ['token', 'stytch_token_type', 'stytch_redirect_type'];

/** The token parameters of a page address. */
export interface TokenParams {
  token: string | null;
  tokenType: string | null;
  isPasswordReset: boolean;
}

/** Reads token, stytch_token_type and stytch_redirect_type from a query string. */
export function readTokenParams(search: string): TokenParams {
  const params = new URLSearchParams(search);
  return {
    token: params.get('token') || null,
    tokenType: params.get('stytch_token_type') || null,
    isPasswordReset: params.get('stytch_redirect_type') === RESET_PASSWORD_REDIRECT_TYPE,
  };
}

/** Whether a token type is one the widget authenticates on load. */
export function isCallbackTokenType(type: string | null): type is CallbackTokenType {
  return (CALLBACK_TOKEN_TYPES as readonly string[]).includes(type ?? '');
}

/** The address without its token parameters (other parameters and the fragment stay). */
export function withoutTokenParams(href: string): string {
  const url = new URL(href);
  for (const name of TOKEN_PARAMS) url.searchParams.delete(name);
  return url.toString();
}

/** Removes the token parameters from the address bar without a navigation. */
export function clearTokenParams(win: Window = window): void {
  const next = withoutTokenParams(win.location.href);
  if (next !== win.location.href) win.history.replaceState(win.history.state, '', next);
}
