import {
  OAuthAuthenticateResponse,
  OAuthDiscoveryAuthenticateResponse,
  OneTapStartResponse,
  OneTapSubmitResponse,
} from '@shelfscope/identity-client/wire';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { identityOk } from '../../platform/http/envelopes.js';
import type { IdentityContext } from '../context.js';
import { safeEqual } from '../crypto.js';
import { identityError } from '../errors.js';
import {
  IntermediateSessionToken,
  Locale,
  OrganizationId,
  PkceChallenge,
  PkceVerifier,
  RedirectUrl,
  SessionDuration,
} from '../magic-links/schemas.js';
import { enforceRateLimit } from '../rate-limit.js';
import { checkSessionDuration } from '../sessions/session-service.js';
import { authenticateDiscoveryOAuth, authenticateOAuth } from './authenticate.js';
import { finishOAuth, organizationOf, startOAuth } from './flow.js';
import { oneTapClientId, submitOneTap, submitOneTapDiscovery } from './one-tap.js';
import { isOAuthProvider, type OAuthProvider } from './providers.js';

/** The browser routes answer with a redirect: no body, the Location header. */
const BrowserRedirect = z.null().describe('The browser follows the Location header');
const Provider = z.object({ provider: z.string().max(20) });
const OAuthToken = z.string().min(1).max(200);
const IdToken = z.string().min(1).max(8192);

const StartQuery = z.looseObject({
  public_token: z.string().max(200),
  pkce_code_challenge: PkceChallenge,
  custom_scopes: z.string().max(2000).optional(),
});

function providerOf(value: string): OAuthProvider {
  if (!isOAuthProvider(value)) throw identityError('bad_request', `Unknown OAuth provider '${value.slice(0, 20)}'.`);
  return value;
}

function checkPublicToken(ctx: IdentityContext, token: string): void {
  if (!safeEqual(token, ctx.project.publicToken)) throw identityError('invalid_public_token');
}

/** provider_* query parameters, without the prefix (provider_prompt=select_account: prompt). */
function providerParams(query: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([name, value]) => name.startsWith('provider_') && typeof value === 'string')
      .map(([name, value]) => [name.slice('provider_'.length), value as string]),
  );
}

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

/**
 * The browser legs of OAuth: start (organization and discovery) and the provider's callback.
 * No Basic auth: the public token travels in the query, as the official client sends it.
 */
export const oauthBrowserRoutes =
  (ctx: IdentityContext): FastifyPluginAsyncZod =>
  async (app) => {
    // Each start stores a state: the per-IP limit of the identity API applies here too.
    app.addHook('onRequest', async (request) => {
      await enforceRateLimit(ctx.rateLimits, `ip:${request.ip}`, ctx.config.identity.rateLimits.ipPerMinute, 60);
    });
    app.get(
      '/v1/b2b/public/oauth/:provider/start',
      {
        schema: {
          tags: ['identity'],
          summary: 'Redirect to the OAuth provider to log in to an organization (organization_id or slug)',
          params: Provider,
          querystring: StartQuery,
          response: { 302: BrowserRedirect },
        },
      },
      async (request, reply) => {
        const provider = providerOf(request.params.provider);
        const q = request.query as Record<string, unknown>;
        checkPublicToken(ctx, request.query.public_token);
        const organizationId = text(q.organization_id);
        const slug = text(q.slug) ?? text(q.organization_slug);
        if ((organizationId?.length ?? 0) > 200 || (slug?.length ?? 0) > 128) throw identityError('bad_request');
        const organization = await organizationOf(ctx, { organizationId, slug });
        const url = await startOAuth(ctx, provider, {
          flow: 'organization',
          organization,
          loginRedirectUrl: text(q.login_redirect_url),
          signupRedirectUrl: text(q.signup_redirect_url),
          pkceCodeChallenge: request.query.pkce_code_challenge,
          customScopes: request.query.custom_scopes,
          providerParams: providerParams(q),
        });
        return reply.redirect(url, 302);
      },
    );

    app.get(
      '/v1/b2b/public/oauth/:provider/discovery/start',
      {
        schema: {
          tags: ['identity'],
          summary: 'Redirect to the OAuth provider to discover the organizations of its account',
          params: Provider,
          querystring: StartQuery,
          response: { 302: BrowserRedirect },
        },
      },
      async (request, reply) => {
        const provider = providerOf(request.params.provider);
        const q = request.query as Record<string, unknown>;
        checkPublicToken(ctx, request.query.public_token);
        const url = await startOAuth(ctx, provider, {
          flow: 'discovery',
          organization: null,
          discoveryRedirectUrl: text(q.discovery_redirect_url),
          pkceCodeChallenge: request.query.pkce_code_challenge,
          customScopes: request.query.custom_scopes,
          providerParams: providerParams(q),
        });
        return reply.redirect(url, 302);
      },
    );

    app.get(
      '/v1/public/oauth/:provider/callback',
      {
        schema: {
          tags: ['identity'],
          summary: "The OAuth provider's redirect back: on to the caller's redirect URL with a single-use token",
          params: Provider,
          // Providers add their own parameters (iss, session_state, authuser, scope…): kept.
          querystring: z.looseObject({
            code: z.string().max(4096).optional(),
            state: z.string().max(200).optional(),
            error: z.string().max(500).optional(),
            error_description: z.string().max(2000).optional(),
          }),
          response: { 302: BrowserRedirect },
        },
      },
      async (request, reply) => {
        const provider = providerOf(request.params.provider);
        const query = Object.fromEntries(
          Object.entries(request.query as Record<string, unknown>)
            .filter((entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1].length <= 4096)
            .slice(0, 30),
        );
        const url = await finishOAuth(ctx, provider, query);
        return reply.redirect(url, 302);
      },
    );
  };

/** The /sdk/v1 OAuth calls (Basic auth with the public token). */
export const oauthRoutes =
  (ctx: IdentityContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/sdk/v1/b2b/oauth/authenticate',
      {
        schema: {
          tags: ['identity'],
          summary: 'Log in to an organization with an OAuth token (from the redirect or One Tap)',
          body: z.object({
            oauth_token: OAuthToken,
            session_duration_minutes: SessionDuration,
            pkce_code_verifier: PkceVerifier,
            locale: Locale,
            intermediate_session_token: IntermediateSessionToken,
          }),
          response: { 200: OAuthAuthenticateResponse },
        },
      },
      async (request) => {
        const body = request.body;
        // Checked before the token is redeemed: a bad duration must not use up the token.
        const durationMinutes = checkSessionDuration(body.session_duration_minutes);
        const data = await authenticateOAuth(ctx, {
          token: body.oauth_token,
          pkceCodeVerifier: body.pkce_code_verifier,
          durationMinutes,
          intermediateSessionToken: body.intermediate_session_token,
        });
        return identityOk(request, data);
      },
    );

    app.post(
      '/sdk/v1/b2b/oauth/discovery/authenticate',
      {
        schema: {
          tags: ['identity'],
          summary: 'Redeem a discovery OAuth token for an intermediate session and the discovered organizations',
          body: z.object({
            discovery_oauth_token: OAuthToken,
            pkce_code_verifier: PkceVerifier,
            session_duration_minutes: SessionDuration,
            locale: Locale,
          }),
          response: { 200: OAuthDiscoveryAuthenticateResponse },
        },
      },
      async (request) => {
        const data = await authenticateDiscoveryOAuth(ctx, {
          token: request.body.discovery_oauth_token,
          pkceCodeVerifier: request.body.pkce_code_verifier,
        });
        return identityOk(request, data);
      },
    );

    app.get(
      '/sdk/v1/b2b/oauth/google/onetap/start',
      {
        schema: {
          tags: ['identity'],
          summary: 'The Google client id One Tap runs with (empty when not configured)',
          response: { 200: OneTapStartResponse },
        },
      },
      async (request) => identityOk(request, { google_client_id: oneTapClientId(ctx) }),
    );

    app.post(
      '/sdk/v1/b2b/oauth/google/onetap/submit',
      {
        schema: {
          tags: ['identity'],
          summary: 'Exchange a Google One Tap ID token for a redirect URL carrying an oauth token',
          body: z.object({
            id_token: IdToken,
            organization_id: OrganizationId,
            login_redirect_url: RedirectUrl,
            signup_redirect_url: RedirectUrl,
            pkce_code_challenge: PkceChallenge,
          }),
          response: { 200: OneTapSubmitResponse },
        },
      },
      async (request) => {
        const body = request.body;
        const data = await submitOneTap(ctx, {
          idToken: body.id_token,
          organizationId: body.organization_id,
          loginRedirectUrl: body.login_redirect_url,
          signupRedirectUrl: body.signup_redirect_url,
          pkceCodeChallenge: body.pkce_code_challenge,
        });
        return identityOk(request, data);
      },
    );

    app.post(
      '/sdk/v1/b2b/oauth/google/onetap/discovery/submit',
      {
        schema: {
          tags: ['identity'],
          summary: 'Exchange a Google One Tap ID token for a redirect URL carrying a discovery_oauth token',
          body: z.object({ id_token: IdToken, discovery_redirect_url: RedirectUrl, pkce_code_challenge: PkceChallenge }),
          response: { 200: OneTapSubmitResponse },
        },
      },
      async (request) => {
        const body = request.body;
        const data = await submitOneTapDiscovery(ctx, {
          idToken: body.id_token,
          discoveryRedirectUrl: body.discovery_redirect_url,
          pkceCodeChallenge: body.pkce_code_challenge,
        });
        return identityOk(request, data);
      },
    );
  };
