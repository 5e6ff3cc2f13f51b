import { and, eq, isNull, lt } from 'drizzle-orm';
import type { IdentityContext } from '../context.js';
import { randomToken } from '../crypto.js';
import { identityError } from '../errors.js';
import { findSessionByToken } from '../sessions/session-service.js';
import type { MemberRow, OrganizationRow, SessionRow } from '../wire.js';
import { type ConnectedAppRow, connectedAppWire, findApp, isGrantable, scopeAllowed, scopeDescription } from './apps.js';
import { identityIdpCodes, identityIdpGrants } from './schema.js';

/** Authorization codes live 60 seconds. */
export const CODE_SECONDS = 60;
export const CODE_PURPOSE = 'idp-authorization-code';
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/** Codes, refresh tokens and impersonation tokens are deleted a day after they expire (kept for reuse detection and logs). */
export const KEEP_EXPIRED_MS = 24 * 60 * 60_000;

export type Prompt = 'none' | 'consent' | 'login';

export type AuthorizeParams = {
  client_id: string;
  redirect_uri: string;
  response_type: string;
  scopes: string[];
  prompt?: string | undefined;
};

export type SubmitParams = AuthorizeParams & {
  state?: string | undefined;
  nonce?: string | undefined;
  code_challenge?: string | undefined;
  code_challenge_method?: string | undefined;
  consent_granted: boolean;
};

type Live = { session: SessionRow; member: MemberRow; organization: OrganizationRow };

/** `prompt` is a space-separated list (OIDC core 3.1.2.1); unknown values are ignored. */
export function parsePrompt(prompt: string | undefined): Set<Prompt> {
  const values = (prompt ?? '').split(' ').filter((p): p is Prompt => p === 'none' || p === 'consent' || p === 'login');
  return new Set(values);
}

/**
 * The checks that come before anything may be redirected: the app exists and the redirect_uri is
 * one of its own, exactly. Errors here are answered (4xx), never sent to the redirect_uri.
 */
export async function checkClient(ctx: IdentityContext, params: Pick<AuthorizeParams, 'client_id' | 'redirect_uri'>) {
  const app = await findApp(ctx, params.client_id);
  if (!app) throw identityError('connected_app_not_found');
  if (!app.redirectUrls.includes(params.redirect_uri)) throw identityError('idp_invalid_redirect_uri');
  return app;
}

function checkRequest(app: ConnectedAppRow, params: AuthorizeParams): string[] {
  if (params.response_type !== 'code') throw identityError('idp_unsupported_response_type');
  const scopes = [...new Set(params.scopes.map((s) => s.trim()).filter(Boolean))];
  const refused = scopes.filter((s) => !scopeAllowed(app, s));
  if (refused.length > 0) {
    throw identityError('idp_invalid_scope', `These scopes are not allowed for this connected app: ${refused.join(', ')}.`);
  }
  return scopes;
}

async function liveGrant(ctx: IdentityContext, memberId: string, clientId: string) {
  const [grant] = await ctx.db
    .select()
    .from(identityIdpGrants)
    .where(
      and(
        eq(identityIdpGrants.memberId, memberId),
        eq(identityIdpGrants.clientId, clientId),
        isNull(identityIdpGrants.revokedAt),
      ),
    );
  return grant ?? null;
}

/**
 * Whether the member must see the consent screen. First-party apps never ask, unless the app
 * asks for it (prompt=consent or prompt=login); third-party apps ask unless this member already
 * consented to at least these scopes for this app (remembered consent, revocable).
 */
async function consentRequired(
  ctx: IdentityContext,
  app: ConnectedAppRow,
  member: MemberRow,
  scopes: string[],
  prompt: Set<Prompt>,
) {
  if (prompt.has('consent') || prompt.has('login')) return true;
  if (app.clientType === 'first_party') return false;
  const grant = await liveGrant(ctx, member.memberId, app.clientId);
  return !grant || !scopes.every((s) => grant.consentedScopes.includes(s));
}

/** The consent preflight (POST /idp/b2b/oauth/authorize/start). */
export async function authorizeStart(ctx: IdentityContext, { live, params }: { live: Live; params: AuthorizeParams }) {
  const app = await checkClient(ctx, params);
  const scopes = checkRequest(app, params);
  return {
    client: connectedAppWire(app),
    consent_required: await consentRequired(ctx, app, live.member, scopes, parsePrompt(params.prompt)),
    scope_results: scopes.map((scope) => ({
      scope,
      description: scopeDescription(app, scope),
      is_grantable: isGrantable(ctx, app, live.member, scope),
    })),
    redirect_uri: params.redirect_uri,
  };
}

function withQuery(uri: string, values: Record<string, string | undefined>): string {
  const url = new URL(uri);
  for (const [key, value] of Object.entries(values)) if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}

/** The error redirect of RFC 6749 4.1.2.1 (the redirect_uri was already checked). */
export function errorRedirect(params: Pick<SubmitParams, 'redirect_uri' | 'state'>, error: string, description: string) {
  return { redirect_uri: withQuery(params.redirect_uri, { error, error_description: description, state: params.state }) };
}

function checkChallenge(app: ConnectedAppRow, params: SubmitParams): string | null {
  const method = params.code_challenge_method ?? (params.code_challenge ? 'S256' : undefined);
  if (!params.code_challenge) {
    if (params.code_challenge_method) throw identityError('idp_invalid_code_challenge');
    if (app.confidentiality === 'public') throw identityError('idp_missing_code_challenge');
    return null;
  }
  // S256 only (the wire contract's security floor): "plain" is refused.
  if (method !== 'S256' || !CHALLENGE.test(params.code_challenge)) throw identityError('idp_invalid_code_challenge');
  return params.code_challenge;
}

/**
 * POST /idp/b2b/oauth/authorize/submit. Consent given (or not needed): an authorization code bound
 * to the app, redirect_uri, session, scopes, nonce and PKCE challenge. Denied: access_denied at
 * the redirect_uri. Without a session, prompt=none answers login_required there.
 *
 * The session is optional here, so prompt=none can answer without one. A session token that names
 * no live session is still the client's error, as on every other route (`requireSession`, which
 * answers session_not_found and clears a stale cookie), except with prompt=none, whose answer
 * goes to the app.
 */
export async function authorizeSubmit(
  ctx: IdentityContext,
  options: { sessionToken: string | null; requireSession: () => Promise<unknown>; params: SubmitParams },
) {
  const { sessionToken, params } = options;
  const live = sessionToken ? await findSessionByToken(ctx, sessionToken) : null;
  if (!live && sessionToken && !parsePrompt(params.prompt).has('none')) await options.requireSession();
  return submitAs(ctx, live, params);
}

async function submitAs(ctx: IdentityContext, live: Live | null, params: SubmitParams) {
  const app = await checkClient(ctx, params);
  const prompt = parsePrompt(params.prompt);
  if (!live) {
    if (prompt.has('none')) return errorRedirect(params, 'login_required', 'The member is not signed in.');
    throw identityError('user_unauthenticated');
  }
  const requested = checkRequest(app, params);
  const challenge = checkChallenge(app, params);
  const mustConsent = await consentRequired(ctx, app, live.member, requested, prompt);
  if (mustConsent && prompt.has('none')) {
    return errorRedirect(params, 'consent_required', 'The member must consent to this request.');
  }
  // Consent is the member's own word: a platform admin signed in as them may use a consent the
  // member gave (the session is marked and audited), never give a new one in their name.
  if (mustConsent && isImpersonated(live.session)) {
    return errorRedirect(params, 'access_denied', 'An impersonated session cannot consent on behalf of the member.');
  }
  if (mustConsent && !params.consent_granted) {
    return errorRedirect(params, 'access_denied', 'The member denied the request.');
  }
  // Scopes the member may not grant are left out of what the app receives.
  const scopes = requested.filter((s) => isGrantable(ctx, app, live.member, s));
  const code = randomToken();
  const now = new Date();
  // Each new code clears the long-expired ones: the table stays small.
  await ctx.db.delete(identityIdpCodes).where(lt(identityIdpCodes.expiresAt, new Date(now.getTime() - KEEP_EXPIRED_MS)));
  await ctx.db.insert(identityIdpCodes).values({
    codeHash: ctx.box.hash(CODE_PURPOSE, code),
    clientId: app.clientId,
    memberId: live.member.memberId,
    organizationId: live.organization.organizationId,
    memberSessionId: live.session.memberSessionId,
    redirectUri: params.redirect_uri,
    scopes,
    nonce: params.nonce ?? null,
    codeChallenge: challenge,
    authTime: live.session.startedAt,
    expiresAt: new Date(now.getTime() + CODE_SECONDS * 1000),
  });
  await recordGrant(ctx, app, live, mustConsent ? scopes : []);
  return {
    redirect_uri: withQuery(params.redirect_uri, { code, state: params.state }),
    authorization_code: code,
  };
}

/** Whether a platform admin started the session as the member (POST /b2b/impersonation/authenticate). */
function isImpersonated(session: SessionRow): boolean {
  return (session.authenticationFactors as { type: string }[]).some((factor) => factor.type === 'impersonated');
}

/** Records (or renews) the member's grant to the app; consented scopes add to the remembered consent. */
async function recordGrant(ctx: IdentityContext, app: ConnectedAppRow, live: Live, consented: string[]) {
  const existing = await liveGrant(ctx, live.member.memberId, app.clientId);
  const consentedScopes = [...new Set([...(existing?.consentedScopes ?? []), ...consented])];
  const now = new Date();
  await ctx.db
    .insert(identityIdpGrants)
    .values({
      memberId: live.member.memberId,
      clientId: app.clientId,
      organizationId: live.organization.organizationId,
      consentedScopes,
    })
    .onConflictDoUpdate({
      target: [identityIdpGrants.memberId, identityIdpGrants.clientId],
      set: { consentedScopes, revokedAt: null, updatedAt: now },
    });
}
