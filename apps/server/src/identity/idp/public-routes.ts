import { OAuthResponses } from '@shelfscope/identity-client/wire';
import type { FastifyError, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../platform/http/errors.js';
import type { IdentityContext } from '../context.js';
import { enforceRateLimit } from '../rate-limit.js';
import { FULL_ACCESS, STANDARD_SCOPES } from './apps.js';
import { ASSERTION_ALGORITHMS, authenticateClient, clientCredentials } from './client-auth.js';
import { OAuthError } from './oauth-error.js';
import { introspectToken, revokeToken } from './revoke-introspect.js';
import { clientCredentialsGrant, exchangeCode, idpIssuer, refresh, userinfo } from './tokens.js';

/** Where the OAuth endpoints live (under /v1: the identity API's CORS and rate limits apply). */
export const TOKEN_PATH = '/v1/oauth2/token';
export const USERINFO_PATH = '/v1/oauth2/userinfo';
/** RFC 7009 and RFC 7662: same client authentication as the token endpoint. */
export const REVOCATION_PATH = '/v1/oauth2/revoke';
export const INTROSPECTION_PATH = '/v1/oauth2/introspect';
const CLIENT_AUTH_METHODS = ['client_secret_basic', 'client_secret_post', 'private_key_jwt', 'none'];
/**
 * The authorization and end-session endpoints are the web app's pages that mount the widget in
 * its consent and logout flows (apps/web: /oauth/authorize sends a member without a session to
 * sign in first and back; spec section 2); the widget calls /idp/b2b/oauth/authorize/start|submit
 * or /b2b/oauth/logout/start.
 */
export const AUTHORIZE_PATH = '/oauth/authorize';
export const END_SESSION_PATH = '/oauth/logout';

export function openidConfiguration(ctx: IdentityContext) {
  const base = ctx.config.publicUrl;
  return {
    issuer: idpIssuer(ctx),
    authorization_endpoint: `${base}${AUTHORIZE_PATH}`,
    token_endpoint: `${base}${TOKEN_PATH}`,
    userinfo_endpoint: `${base}${USERINFO_PATH}`,
    jwks_uri: `${base}/.well-known/jwks.json`,
    end_session_endpoint: `${base}${END_SESSION_PATH}`,
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token', 'client_credentials'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: ['RS256'],
    token_endpoint_auth_methods_supported: CLIENT_AUTH_METHODS,
    token_endpoint_auth_signing_alg_values_supported: ASSERTION_ALGORITHMS,
    revocation_endpoint: `${base}${REVOCATION_PATH}`,
    revocation_endpoint_auth_methods_supported: CLIENT_AUTH_METHODS,
    revocation_endpoint_auth_signing_alg_values_supported: ASSERTION_ALGORITHMS,
    introspection_endpoint: `${base}${INTROSPECTION_PATH}`,
    introspection_endpoint_auth_methods_supported: CLIENT_AUTH_METHODS,
    introspection_endpoint_auth_signing_alg_values_supported: ASSERTION_ALGORITHMS,
    backchannel_logout_supported: true,
    backchannel_logout_session_supported: true,
    code_challenge_methods_supported: ['S256'],
    scopes_supported: [...STANDARD_SCOPES, FULL_ACCESS],
    claims_supported: [
      'sub',
      'iss',
      'aud',
      'exp',
      'iat',
      'auth_time',
      'nonce',
      'at_hash',
      'sid',
      'email',
      'email_verified',
      'name',
      'picture',
      'phone_number',
      'phone_number_verified',
      'https://stytch.com/organization',
    ],
    prompt_values_supported: ['none', 'consent', 'login'],
  };
}

/**
 * RFC 6749 5.2 / RFC 6750 3.1 error bodies: {error, error_description}. They also carry the
 * identity API's error fields (status_code, error_type, error_message, request_id), as every /v1
 * answer does; OAuth clients ignore members they do not know.
 */
function oauthBody(request: FastifyRequest, status: number, error: string, description: string) {
  return {
    error,
    error_description: description,
    status_code: status,
    error_type: error,
    error_message: description,
    request_id: request.id,
  };
}

function oauthFailure(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof OAuthError) {
    if (error.statusCode === 401) {
      reply.header(
        'WWW-Authenticate',
        error.error === 'invalid_token' ? `Bearer error="invalid_token"` : 'Basic realm="oauth2", charset="UTF-8"',
      );
    }
    return reply.code(error.statusCode).send(oauthBody(request, error.statusCode, error.error, error.message));
  }
  if (error instanceof HttpError) throw error;
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return reply.code(400).send(oauthBody(request, 400, 'invalid_request', error.message));
  }
  throw error;
}

function formBody(body: unknown): Record<string, string> {
  if (!body || typeof body !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') out[key] = value;
    else if (value !== undefined) throw new OAuthError('invalid_request', `${key} must be a string.`);
  }
  return out;
}

/**
 * The public OAuth 2.0 / OpenID Connect endpoints (no Basic auth: apps call them with their own
 * client authentication or access tokens): token, userinfo and the discovery document.
 */
export const idpPublicRoutes =
  (ctx: IdentityContext): FastifyPluginAsync =>
  async (app) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => {
        const params = new URLSearchParams(body as string);
        const out: Record<string, string> = {};
        for (const key of new Set(params.keys())) {
          // RFC 6749 3.2: parameters must not be repeated.
          if (params.getAll(key).length > 1) {
            done(new OAuthError('invalid_request', `${key} is repeated.`), undefined);
            return;
          }
          out[key] = params.get(key) ?? '';
        }
        done(null, out);
      },
    );
    /** The authenticated app calling an endpoint; a private_key_jwt assertion may name us or the endpoint. */
    const caller = async (authorization: string | undefined, body: Record<string, string>, path: string) => {
      const client = await authenticateClient(ctx, clientCredentials(authorization, body), [
        idpIssuer(ctx),
        `${ctx.config.publicUrl}${path}`,
      ]);
      if (body.client_id && body.client_id !== client.clientId) {
        throw new OAuthError('invalid_request', 'client_id does not match the client authentication.');
      }
      return client;
    };
    app.setErrorHandler((error: FastifyError, request, reply) => oauthFailure(error, request, reply));
    app.addHook('onRequest', async (request) => {
      await enforceRateLimit(ctx.rateLimits, `ip:${request.ip}`, ctx.config.identity.rateLimits.ipPerMinute, 60);
    });

    app.get(
      '/.well-known/openid-configuration',
      {
        schema: {
          tags: ['identity'],
          summary: 'OpenID Connect discovery',
          response: { 200: OAuthResponses.openidConfiguration },
        },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', 'public, max-age=300');
        reply.header('Access-Control-Allow-Origin', '*');
        return openidConfiguration(ctx);
      },
    );

    const tokenSchema = { tags: ['identity'], summary: 'OAuth 2.0 token endpoint', response: { 200: OAuthResponses.token } };
    app.post(TOKEN_PATH, { schema: tokenSchema }, async (request, reply) => {
      const body = formBody(request.body);
      reply.header('Cache-Control', 'no-store');
      reply.header('Pragma', 'no-cache');
      const grantType = body.grant_type;
      if (!grantType) throw new OAuthError('invalid_request', 'grant_type is required.');
      if (!['authorization_code', 'refresh_token', 'client_credentials'].includes(grantType)) {
        throw new OAuthError('unsupported_grant_type', `grant_type ${grantType} is not supported.`);
      }
      const client = await caller(request.headers.authorization, body, TOKEN_PATH);
      if (grantType === 'authorization_code') return exchangeCode(ctx, client, body);
      if (grantType === 'refresh_token') return refresh(ctx, client, body);
      return clientCredentialsGrant(ctx, client, body);
    });

    app.post(
      REVOCATION_PATH,
      {
        schema: {
          tags: ['identity'],
          summary: 'OAuth 2.0 token revocation (RFC 7009)',
          response: { 200: OAuthResponses.revoke },
        },
      },
      async (request, reply) => {
        const body = formBody(request.body);
        reply.header('Cache-Control', 'no-store');
        return revokeToken(ctx, await caller(request.headers.authorization, body, REVOCATION_PATH), body);
      },
    );

    app.post(
      INTROSPECTION_PATH,
      {
        schema: {
          tags: ['identity'],
          summary: 'OAuth 2.0 token introspection (RFC 7662)',
          response: { 200: OAuthResponses.introspect },
        },
      },
      async (request, reply) => {
        const body = formBody(request.body);
        reply.header('Cache-Control', 'no-store');
        return introspectToken(ctx, await caller(request.headers.authorization, body, INTROSPECTION_PATH), body);
      },
    );

    const userinfoHandler = async (request: { headers: { authorization?: string | undefined } }) => {
      const header = request.headers.authorization ?? '';
      const match = /^Bearer ([A-Za-z0-9._~+/-]+=*)$/.exec(header);
      if (!match?.[1]) throw new OAuthError('invalid_token', 'Send the access token as a Bearer token.', 401);
      return userinfo(ctx, match[1]);
    };
    // Errors (an OAuth error body, 400 or 401) go out through oauthFailure, unchecked by these schemas.
    const userinfoSchema = { tags: ['identity'], summary: 'OpenID Connect userinfo', response: { 200: OAuthResponses.userinfo } };
    app.get(USERINFO_PATH, { schema: userinfoSchema }, userinfoHandler);
    app.post(USERINFO_PATH, { schema: userinfoSchema }, userinfoHandler);
  };
