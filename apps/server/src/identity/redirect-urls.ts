import type { IdentityContext } from './context.js';
import { identityError } from './errors.js';

/**
 * The redirect URL an email link may point to: one of the project's allowed URLs, compared
 * exactly (no prefix or pattern matching). Without one, the web app's sign-in page.
 */
export function checkRedirectUrl(ctx: IdentityContext, url: string | undefined): string {
  const allowed = ctx.config.identity.redirectUrls;
  if (url === undefined || url === '') return allowed[0] ?? `${ctx.config.publicUrl}/auth/authenticate`;
  if (!allowed.includes(url)) throw identityError('invalid_redirect_url');
  return url;
}

/** The link in an email: the redirect URL with stytch_token_type and token added. */
export function tokenLink(redirectUrl: string, tokenType: string, token: string): string {
  const url = new URL(redirectUrl);
  url.searchParams.set('stytch_token_type', tokenType);
  url.searchParams.set('token', token);
  return url.toString();
}

/** PKCE: when the project requires it for a flow, the challenge must come with the request. */
export function checkPkce(required: boolean, challenge: string | undefined): string | null {
  if (challenge !== undefined && !/^[A-Za-z0-9_-]{43}$/.test(challenge)) {
    throw identityError('bad_request', 'pkce_code_challenge must be an S256 challenge (43 base64url characters).');
  }
  if (required && !challenge) throw identityError('missing_pkce');
  return challenge ?? null;
}
