import { createLocalJWKSet, jwtVerify } from 'jose';
import type { IdentityContext } from '../context.js';
import { identityError } from '../errors.js';
import { JWT_ALGORITHM } from '../sessions/signing-keys.js';
import type { MemberRow } from '../wire.js';
import { findApp } from './apps.js';
import { idpIssuer } from './tokens.js';

/** An id_token_hint may be expired (OIDC RP-Initiated Logout 1.0): it only names who it was for. */
const HINT_TOLERANCE_SECONDS = 366 * 86_400;

export type LogoutParams = {
  client_id: string;
  post_logout_redirect_uri: string;
  state?: string | undefined;
  id_token_hint?: string | undefined;
};

/** The member an ID token we issued to this app names, or null when it is not one. */
async function hintSubject(ctx: IdentityContext, clientId: string, hint: string): Promise<string | null> {
  try {
    const { payload } = await jwtVerify(hint, createLocalJWKSet(await ctx.keys.jwks()), {
      algorithms: [JWT_ALGORITHM],
      issuer: idpIssuer(ctx),
      audience: clientId,
      clockTolerance: HINT_TOLERANCE_SECONDS,
    });
    return typeof payload.sub === 'string' ? payload.sub : null;
  } catch {
    return null;
  }
}

/**
 * POST /b2b/oauth/logout/start: the post-logout URI must be one of the app's exactly (else 400).
 * Confirmation is needed unless the hint is a valid ID token of this app for the signed-in member.
 */
export async function logoutStart(ctx: IdentityContext, member: MemberRow | null, params: LogoutParams) {
  const app = await findApp(ctx, params.client_id);
  if (!app) throw identityError('connected_app_not_found');
  if (!app.postLogoutRedirectUrls.includes(params.post_logout_redirect_uri)) {
    throw identityError('idp_invalid_post_logout_redirect_uri');
  }
  const url = new URL(params.post_logout_redirect_uri);
  if (params.state !== undefined && params.state !== '') url.searchParams.set('state', params.state);
  const sub = params.id_token_hint ? await hintSubject(ctx, app.clientId, params.id_token_hint) : null;
  return { redirect_uri: url.toString(), consent_required: !member || !sub || sub !== member.memberId };
}
